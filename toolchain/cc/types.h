// Type constructors and C's conversion rules.
#pragma once

#include "toolchain/cc/ast.h"

namespace xp860::cc {

// The basic types, one instance each per compilation.
struct BasicTypes {
    Type *void_, *bool_, *char_, *schar, *uchar, *short_, *ushort, *int_, *uint, *long_, *ulong, *llong, *ullong,
        *float_, *double_, *ldouble, *cfloat, *cdouble, *cldouble;
    explicit BasicTypes(Arena& arena);
};

Type* pointer_to(Arena& arena, Type* base);
Type* array_of(Arena& arena, Type* base, std::int64_t len);
Type* vla_of(Arena& arena, Type* base, Node* len);
Type* func_returning(Arena& arena, Type* ret);
Type* qualified(Arena& arena, Type* t, bool is_const, bool is_volatile);
Type* enum_type(Arena& arena);
Type* struct_type(Arena& arena, TypeKind kind);

// Types the same for _Generic and __builtin_types_compatible_p (qualifiers ignored at the top).
bool types_compatible(const Type* a, const Type* b);
const Type* unqualified(const Type* t);

// The complex type whose parts have the real floating type `real`, and the real
// type of t's parts (t itself when t is not complex).
Type* complex_of(const BasicTypes& b, const Type* real);
Type* real_type_of(Type* t);

// The integer promotion of t, and the usual arithmetic conversion of a and b.
Type* promoted(const BasicTypes& b, Type* t);
Type* common_type(const BasicTypes& b, Type* x, Type* y);

int align_to(int n, int align);

// d rounded to float as the FP unit does; beyond float's range, infinity (the
// host's conversion would be undefined there).
float to_float(double d);

}  // namespace xp860::cc
