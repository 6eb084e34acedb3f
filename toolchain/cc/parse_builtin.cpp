// The GNU builtins that become calls: bit counts and byte swaps to the compiler's
// runtime (roms/crt/bits.c, overflow.c), FP classification to the C library's
// __fpclassify and __signbit, and the few that need no code at all.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <iterator>
#include <string>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/parser_state.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

namespace {

// A bit builtin's value for a constant operand v (32 bits wide unless `wide`), as
// GCC folds it, so that it may appear in a constant expression.
std::uint64_t folded_bits(const std::string& op, std::uint64_t v, bool wide) {
    if (op.starts_with("bswap")) {
        std::uint64_t swapped = 0;
        for (int bytes = std::stoi(op.substr(5)) / 8; bytes > 0; --bytes, v >>= 8) swapped = swapped << 8 | (v & 0xff);
        return swapped;
    }
    const int width = wide ? 64 : 32;
    if (!wide) v = static_cast<std::uint32_t>(v);
    if (op == "clz") return static_cast<std::uint64_t>(std::countl_zero(v) - (64 - width));
    if (op == "ctz") return static_cast<std::uint64_t>(std::countr_zero(v));
    if (op == "ffs") return v == 0 ? 0 : static_cast<std::uint64_t>(std::countr_zero(v) + 1);
    if (op == "popcount") return static_cast<std::uint64_t>(std::popcount(v));
    return static_cast<std::uint64_t>(std::popcount(v) & 1);  // parity
}

}  // namespace

// __builtin_clz, ctz, ffs, popcount, parity (with l and ll forms) and bswap16/32/64:
// calls to the runtime's __xp860_NAME (roms/crt/powi.c), which takes the operand
// as unsigned int, or unsigned long long for the ll and 64 forms; folded when the
// operand is a constant.
Node* Parser::bit_builtin(const std::string& name, const Location& loc) {
    static const char* const kCounts[] = {"clz", "ctz", "ffs", "popcount", "parity"};
    std::string op = name.substr(10);
    bool wide = false;
    Type* ret = ty_.int_;
    if (op == "bswap16" || op == "bswap32" || op == "bswap64") {
        wide = op == "bswap64";
        ret = op == "bswap16" ? ty_.ushort : wide ? ty_.ullong : ty_.uint;
    } else {
        if (op.ends_with("ll")) {
            wide = true;
            op.resize(op.size() - 2);
        } else if (op.ends_with("l")) {
            op.resize(op.size() - 1);
        }
        if (std::find(std::begin(kCounts), std::end(kCounts), op) == std::end(kCounts)) return nullptr;
    }
    expect("(");
    Node* arg = convert(decay(assign_expr()), wide ? ty_.ullong : ty_.uint);
    expect(")");
    std::string label;
    if (is_constant_expr(arg)) {
        const std::uint64_t v = static_cast<std::uint64_t>(eval_constant(arg, &label));
        if (label.empty() && (v != 0 || (op != "clz" && op != "ctz")))  // clz(0), ctz(0): undefined, left to the runtime
            return new_num(static_cast<std::int64_t>(folded_bits(op, v, wide)), loc, ret);
    }
    return runtime_call("__xp860_" + op + (wide && !op.starts_with("bswap") ? "64" : ""), ret, {arg}, loc);
}

// __builtin_add_overflow(a, b, &r) and sub, mul, with their typed forms
// (__builtin_sadd_overflow, uaddl, smulll...): __xp860_overflow computes the exact
// result from both operands' 64-bit patterns and signedness, stores it truncated
// to *r's type and says whether it fitted.
Node* Parser::overflow_builtin(const std::string& name, const Location& loc) {
    static const char* const kOps[] = {"add", "sub", "mul"};
    std::string op = name.substr(10);
    if (!op.ends_with("_overflow")) return nullptr;
    op.resize(op.size() - 9);
    auto it = std::find(std::begin(kOps), std::end(kOps), op);
    const bool typed = it == std::end(kOps) && (op.starts_with("s") || op.starts_with("u"));
    if (typed) {
        op = op.substr(1);
        while (op.size() > 3 && op.ends_with("l")) op.pop_back();  // the l and ll forms
        it = std::find(std::begin(kOps), std::end(kOps), op);
    }
    if (it == std::end(kOps)) return nullptr;
    expect("(");
    Node* a = decay(assign_expr());
    expect(",");
    Node* b = decay(assign_expr());
    expect(",");
    Node* result = decay(assign_expr());
    expect(")");
    if (result->type->kind != TypeKind::Pointer || !is_integer(result->type->base))
        error_at(result->loc, "the overflow builtin's third argument must point to an integer");
    Type* target = result->type->base;
    if (typed) {
        a = convert(a, target);
        b = convert(b, target);
    }
    if (!is_integer(a->type) || !is_integer(b->type)) error_at(loc, "the overflow builtin needs integer operands");
    auto is_signed = [&](const Type* t) { return new_num(!t->is_unsigned && t->kind != TypeKind::Bool, loc); };
    const int op_code = static_cast<int>(it - std::begin(kOps));
    return runtime_call("__xp860_overflow", ty_.int_,
                        {new_num(op_code, loc), convert(a, ty_.ullong), is_signed(promoted(ty_, a->type)),
                         convert(b, ty_.ullong), is_signed(promoted(ty_, b->type)),
                         convert(result, pointer_to(arena_, ty_.void_)), new_num(target->size, loc), is_signed(target)},
                        loc);
}

// C's quiet comparisons (__builtin_isless ...): the C library's __fpcompare gives
// 1 less, 2 equal, 4 greater, 8 unordered, and each takes the bits it accepts.
Node* Parser::fp_compare_builtin(const std::string& name, const Location& loc) {
    static const struct {
        const char* name;
        int accepted;
    } kComparisons[] = {{"__builtin_isgreater", 4}, {"__builtin_isgreaterequal", 6}, {"__builtin_isless", 1},
                        {"__builtin_islessequal", 3}, {"__builtin_islessgreater", 5}, {"__builtin_isunordered", 8}};
    for (const auto& c : kComparisons) {
        if (name != c.name) continue;
        expect("(");
        Node* x = convert(decay(assign_expr()), ty_.double_);
        expect(",");
        Node* y = convert(decay(assign_expr()), ty_.double_);
        expect(")");
        Node* bits = runtime_call("__fpcompare", ty_.int_, {x, y}, loc);
        return compare(NodeKind::Ne, arith(NodeKind::BitAnd, bits, new_num(c.accepted, loc), loc), new_num(0, loc), loc);
    }
    return nullptr;
}

// __builtin_setjmp(buf) and __builtin_longjmp(buf, 1), whose buffer is 5 words:
// the caller's frame gets a hidden jmp_buf (<setjmp.h>: 12 doubles) for the C
// library's setjmp, and buf[0] points at it.
Node* Parser::builtin_jump(const std::string& name, const Location& loc) {
    if (name != "__builtin_setjmp" && name != "__builtin_longjmp") return nullptr;
    expect("(");
    Node* buffer = decay(assign_expr());
    Node* value = nullptr;
    if (name == "__builtin_longjmp") {
        expect(",");
        value = convert(decay(assign_expr()), ty_.int_);
    }
    expect(")");
    Type* void_ptr = pointer_to(arena_, ty_.void_);
    if (buffer->type->kind != TypeKind::Pointer) error_at(loc, "'" + name + "' needs a pointer to its buffer");
    Node* first_word = deref(new_cast(buffer, pointer_to(arena_, void_ptr)), loc);
    Type* jmp_buf = array_of(arena_, ty_.double_, 12);
    if (value) return runtime_call("longjmp", ty_.void_, {new_cast(first_word, void_ptr), value}, loc);
    Obj* state = new_local("", jmp_buf, loc);
    Node* place = new_cast(addr(new_var(state, loc), loc), void_ptr);
    Node* remember = assign(first_word, place, loc);
    return comma(remember, runtime_call("setjmp", ty_.int_, {place}, loc), loc);
}

// __builtin_isnan, isinf, isfinite (and GNU's finite), isnormal, fpclassify-based,
// and signbit, each with its f and l forms.
Node* Parser::fp_class_builtin(const std::string& name, const Location& loc) {
    enum Test { kNan, kInf, kFinite, kNormal, kSign, kNone };
    auto test_named = [](const std::string& n) {
        if (n == "__builtin_isnan") return kNan;
        if (n == "__builtin_isinf") return kInf;
        if (n == "__builtin_isfinite" || n == "__builtin_finite") return kFinite;
        if (n == "__builtin_isnormal") return kNormal;
        if (n == "__builtin_signbit") return kSign;
        return kNone;
    };
    Test test = test_named(name);
    if (test == kNone && (name.ends_with("f") || name.ends_with("l"))) test = test_named(name.substr(0, name.size() - 1));
    if (test == kNone) return nullptr;
    expect("(");
    Node* x = convert(decay(assign_expr()), ty_.double_);
    expect(")");
    if (test == kSign) return runtime_call("__signbit", ty_.int_, {x}, loc);
    // The values of <math.h>'s FP_NAN, FP_INFINITE, FP_ZERO and FP_NORMAL.
    Node* cls = runtime_call("__fpclassify", ty_.int_, {x}, loc);
    switch (test) {
        case kNan: return compare(NodeKind::Eq, cls, new_num(0, loc), loc);
        case kInf: return compare(NodeKind::Eq, cls, new_num(1, loc), loc);
        case kFinite: return compare(NodeKind::Le, new_num(2, loc), cls, loc);
        default: return compare(NodeKind::Eq, cls, new_num(4, loc), loc);
    }
}

// The builtins above, and __builtin_prefetch (nothing to do), __builtin_object_size
// (unknown: -1 for types 0 and 1, 0 for 2 and 3, as GCC says when it cannot tell),
// __builtin_assume_aligned (a promise: the pointer as it is).
Node* Parser::runtime_builtin(const std::string& name, const Location& loc) {
    if (name == "__builtin_assume_aligned") {
        expect("(");
        Node* pointer = decay(assign_expr());
        while (consume(",")) const_expr();  // the alignment and an offset
        expect(")");
        if (pointer->type->kind != TypeKind::Pointer) error_at(loc, "__builtin_assume_aligned needs a pointer");
        return new_cast(pointer, pointer_to(arena_, ty_.void_));
    }
    if (name == "__builtin_prefetch") {
        expect("(");
        assign_expr();
        while (consume(",")) assign_expr();
        expect(")");
        return new_cast(new_num(0, loc), ty_.void_);
    }
    if (name == "__builtin_object_size") {
        expect("(");
        assign_expr();
        expect(",");
        const std::int64_t type = const_expr();
        expect(")");
        return new_num(type >= 2 ? 0 : -1, loc, ty_.ulong);
    }
    if (name == "__builtin_frame_address" || name == "__builtin_return_address") {
        expect("(");
        const Location level_loc = tok().loc;
        const std::int64_t level = const_expr();
        expect(")");
        if (level < 0 || level > 64) error_at(level_loc, "frame level out of range 0..64");
        Node* n = new_node(name == "__builtin_frame_address" ? NodeKind::FrameAddr : NodeKind::ReturnAddr, loc);
        n->value = level;
        n->type = pointer_to(arena_, ty_.void_);
        return n;
    }
    if (name == "__builtin_powi" || name == "__builtin_powif") {  // x^n by repeated squaring (roms/crt/powi.c)
        expect("(");
        Node* x = convert(decay(assign_expr()), ty_.double_);
        expect(",");
        Node* n = convert(decay(assign_expr()), ty_.int_);
        expect(")");
        return convert(runtime_call("__xp860_powi", ty_.double_, {x, n}, loc),
                       name == "__builtin_powif" ? ty_.float_ : ty_.double_);
    }
    if (Node* n = bit_builtin(name, loc)) return n;
    if (Node* n = overflow_builtin(name, loc)) return n;
    if (Node* n = fp_compare_builtin(name, loc)) return n;
    if (Node* n = builtin_jump(name, loc)) return n;
    return fp_class_builtin(name, loc);
}

// The type of a C library function reached as __builtin_NAME without a declaration
// of NAME in scope, where the implicit `int NAME()` would be wrong: the math
// functions (double, or float with an f suffix) and those returning a pointer,
// size_t or long long. nullptr for the rest.
Type* Parser::library_builtin_type(const std::string& name) {
    static const char* const kUnary[] = {"sqrt", "fabs", "floor", "ceil", "trunc", "round", "sin", "cos", "tan",
                                         "asin", "acos", "atan", "exp", "exp2", "log", "log2", "log10", "cbrt",
                                         "sinh", "cosh", "tanh", "expm1", "log1p", "rint", "nearbyint", "asinh",
                                         "acosh", "atanh", "logb"};
    static const char* const kBinary[] = {"pow", "fmod", "atan2", "copysign", "fmin", "fmax", "hypot", "nextafter",
                                          "fdim", "remainder"};
    // The real argument and result with an int or a pointer beside it.
    static const char* const kWithInt[] = {"ldexp", "scalbn", "frexp", "modf"};
    static const char* const kPointer[] = {"memcpy", "memmove", "memset", "memchr", "strcpy", "strncpy", "strcat",
                                           "strncat", "strchr", "strrchr", "strstr", "strpbrk", "malloc", "calloc",
                                           "realloc", "alloca", "stpcpy"};
    auto in = [&](const auto& table, const std::string& n) {
        return std::find(std::begin(table), std::end(table), n) != std::end(table);
    };
    std::string base = name;
    Type* real = ty_.double_;
    if (!in(kUnary, base) && !in(kBinary, base) && !in(kWithInt, base) && (base.ends_with("f") || base.ends_with("l"))) {
        real = base.ends_with("f") ? ty_.float_ : ty_.ldouble;
        base.pop_back();
    }
    Type* fn = nullptr;
    if (in(kWithInt, base)) {
        fn = func_returning(arena_, real);
        fn->params.push_back(real);
        fn->params.push_back(base == "frexp" ? pointer_to(arena_, ty_.int_)
                             : base == "modf" ? pointer_to(arena_, real)
                                              : ty_.int_);
        return fn;
    }
    if (base == "lround" || base == "lrint" || base == "llround" || base == "llrint") {
        fn = func_returning(arena_, base.starts_with("ll") ? ty_.llong : ty_.long_);
        fn->params.push_back(real);
        return fn;
    }
    if (in(kUnary, base) || in(kBinary, base)) {
        fn = func_returning(arena_, real);
        fn->params.push_back(real);
        if (in(kBinary, base)) fn->params.push_back(real);
        return fn;
    }
    if (in(kPointer, name)) fn = func_returning(arena_, pointer_to(arena_, ty_.char_));
    else if (name == "strlen" || name == "strspn" || name == "strcspn") fn = func_returning(arena_, ty_.ulong);
    else if (name == "llabs") fn = func_returning(arena_, ty_.llong);
    else if (name == "labs") fn = func_returning(arena_, ty_.long_);
    else return nullptr;
    fn->has_prototype = false;
    return fn;
}

}  // namespace xp860::cc
