// Type constructors and C's conversion rules (ILP32, docs/abi.md).
#include "toolchain/cc/types.h"

#include <limits>

namespace xp860::cc {

namespace {

Type* make(Arena& arena, TypeKind kind, int size, int align, bool is_unsigned = false) {
    Type t;
    t.kind = kind;
    t.size = size;
    t.align = align;
    t.is_unsigned = is_unsigned;
    return arena.type(t);
}

// A complex type: the struct { real, imaginary } of two `part`s (C11 6.2.5p13:
// an array of two), aligned as its part, as GCC lays it out.
Type* make_complex(Arena& arena, Type* part) {
    Type* t = make(arena, TypeKind::Struct, 2 * part->size, part->align);
    t->is_complex = true;
    for (int i = 0; i < 2; i++) {
        Member m;
        m.name = i == 0 ? "__real__" : "__imag__";
        m.type = part;
        m.offset = i * part->size;
        m.align = part->align;
        t->members.push_back(m);
    }
    return t;
}

}  // namespace

BasicTypes::BasicTypes(Arena& arena)
    : void_(make(arena, TypeKind::Void, 1, 1)),
      bool_(make(arena, TypeKind::Bool, 1, 1, true)),
      char_(make(arena, TypeKind::Char, 1, 1)),
      schar(make(arena, TypeKind::Char, 1, 1)),
      uchar(make(arena, TypeKind::Char, 1, 1, true)),
      short_(make(arena, TypeKind::Short, 2, 2)),
      ushort(make(arena, TypeKind::Short, 2, 2, true)),
      int_(make(arena, TypeKind::Int, 4, 4)),
      uint(make(arena, TypeKind::Int, 4, 4, true)),
      long_(make(arena, TypeKind::Long, 4, 4)),
      ulong(make(arena, TypeKind::Long, 4, 4, true)),
      llong(make(arena, TypeKind::LLong, 8, 8)),
      ullong(make(arena, TypeKind::LLong, 8, 8, true)),
      float_(make(arena, TypeKind::Float, 4, 4)),
      double_(make(arena, TypeKind::Double, 8, 8)),
      ldouble(make(arena, TypeKind::Double, 8, 8)),
      cfloat(make_complex(arena, float_)),
      cdouble(make_complex(arena, double_)),
      cldouble(make_complex(arena, ldouble)) {
    ldouble->is_long_double = true;
}

Type* complex_of(const BasicTypes& b, const Type* real) {
    if (real->kind == TypeKind::Float) return b.cfloat;
    return real->is_long_double ? b.cldouble : b.cdouble;
}

Type* real_type_of(Type* t) { return t->is_complex ? t->members[0].type : t; }

int align_to(int n, int align) { return (n + align - 1) / align * align; }

float to_float(double d) {
    constexpr double kBeyond = 3.4028235677973366e38;  // FLT_MAX plus half an ulp: rounds to infinity
    if (d >= kBeyond) return std::numeric_limits<float>::infinity();
    if (d <= -kBeyond) return -std::numeric_limits<float>::infinity();
    return static_cast<float>(d);
}

Type* pointer_to(Arena& arena, Type* base) {
    Type* t = make(arena, TypeKind::Pointer, 4, 4, true);
    t->base = base;
    return t;
}

Type* array_of(Arena& arena, Type* base, std::int64_t len) {
    Type* t = make(arena, TypeKind::Array, 0, base->align);
    const std::int64_t size = len < 0 ? 0 : static_cast<std::int64_t>(base->size) * len;
    t->size = static_cast<int>(size > 0x7fffffff ? 0x7fffffff : size);
    t->base = base;
    t->array_len = len;
    return t;
}

Type* vla_of(Arena& arena, Type* base, Node* len) {
    Type* t = make(arena, TypeKind::Array, 4, base->align);
    t->base = base;
    t->vla_len = len;
    t->array_len = -2;
    return t;
}

Type* func_returning(Arena& arena, Type* ret) {
    Type* t = make(arena, TypeKind::Func, 1, 1);
    t->base = ret;
    return t;
}

Type* qualified(Arena& arena, Type* t, bool is_const, bool is_volatile) {
    if (!is_const && !is_volatile) return t;
    Type copy = *t;
    copy.is_const = copy.is_const || is_const;
    copy.is_volatile = copy.is_volatile || is_volatile;
    copy.origin = t->origin ? t->origin : t;
    return arena.type(copy);
}

Type* enum_type(Arena& arena) { return make(arena, TypeKind::Enum, 4, 4); }

Type* struct_type(Arena& arena, TypeKind kind) {
    Type* t = make(arena, kind, 0, 1);
    t->is_complete = false;
    return t;
}

const Type* unqualified(const Type* t) { return t->origin ? t->origin : t; }

// Pointed-to and element types must agree in their qualifiers too (C11 6.7.6.1).
static bool same_qualifiers(const Type* a, const Type* b) {
    return a->is_const == b->is_const && a->is_volatile == b->is_volatile;
}

bool types_compatible(const Type* a, const Type* b) {
    a = unqualified(a);
    b = unqualified(b);
    if (a == b) return true;
    if (a->kind != b->kind) return false;
    switch (a->kind) {
        case TypeKind::Char:
            return false;  // char, signed char and unsigned char are three distinct types
        case TypeKind::Short: case TypeKind::Int: case TypeKind::Long: case TypeKind::LLong:
            return a->is_unsigned == b->is_unsigned;
        case TypeKind::Double:
            return a->is_long_double == b->is_long_double;
        case TypeKind::Float: case TypeKind::Void: case TypeKind::Bool:
            return true;
        case TypeKind::Pointer:
            return same_qualifiers(a->base, b->base) && types_compatible(a->base, b->base);
        case TypeKind::Array:
            return same_qualifiers(a->base, b->base) && types_compatible(a->base, b->base) &&
                   (a->array_len < 0 || b->array_len < 0 || a->array_len == b->array_len);
        case TypeKind::Func: {
            if (!types_compatible(a->base, b->base)) return false;
            if (!a->has_prototype || !b->has_prototype) return true;
            if (a->params.size() != b->params.size() || a->is_variadic != b->is_variadic) return false;
            for (std::size_t i = 0; i < a->params.size(); ++i)
                if (!types_compatible(a->params[i], b->params[i])) return false;
            return true;
        }
        default:
            return false;
    }
}

Type* promoted(const BasicTypes& b, Type* t) {
    if (is_integer(t) && t->size < 4) return b.int_;
    if (t->kind == TypeKind::Enum) return t->is_unsigned ? b.uint : b.int_;
    return t;
}

Type* common_type(const BasicTypes& b, Type* x, Type* y) {
    if (x->is_complex || y->is_complex) return complex_of(b, common_type(b, real_type_of(x), real_type_of(y)));
    if (x->is_long_double || y->is_long_double) return b.ldouble;
    if (x->kind == TypeKind::Double || y->kind == TypeKind::Double) return b.double_;
    if (x->kind == TypeKind::Float || y->kind == TypeKind::Float) return b.float_;
    x = promoted(b, x);
    y = promoted(b, y);
    if (x->size != y->size) return x->size > y->size ? x : y;
    const bool is_unsigned = x->is_unsigned || y->is_unsigned;
    if (x->size == 8) return is_unsigned ? b.ullong : b.llong;
    if (x->kind == TypeKind::Long || y->kind == TypeKind::Long) return is_unsigned ? b.ulong : b.long_;
    return is_unsigned ? b.uint : b.int_;
}

}  // namespace xp860::cc
