// Constant expressions: integer values, address constants (a symbol plus an
// offset) for static initializers, and floating values.
#include <cmath>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

namespace {

// Truncates v to the width and signedness of t, as a conversion to t does.
std::int64_t truncate(std::int64_t v, const Type* t) {
    if (t->kind == TypeKind::Bool) return v != 0;
    if (!is_integer(t) && t->kind != TypeKind::Pointer) return v;
    using I = std::int64_t;
    switch (t->size) {
        case 1: return t->is_unsigned ? I{static_cast<std::uint8_t>(v)} : I{static_cast<std::int8_t>(v)};
        case 2: return t->is_unsigned ? I{static_cast<std::uint16_t>(v)} : I{static_cast<std::int16_t>(v)};
        case 4: return t->is_unsigned ? I{static_cast<std::uint32_t>(v)} : I{static_cast<std::int32_t>(v)};
        default: return v;
    }
}

std::int64_t eval(Node* n, std::string* label);

// double to integer as the i860's ftrunc would, without the host's undefined
// behaviour for values out of range: clamped, NaN as 0.
std::int64_t to_integer(double d) {
    if (d != d) return 0;
    if (d >= 9.2233720368547758e18) return INT64_MAX;
    if (d <= -9.2233720368547758e18) return INT64_MIN;
    return static_cast<std::int64_t>(d);
}

std::uint64_t to_unsigned(double d) {
    if (d != d || d <= 0) return d <= -1 ? static_cast<std::uint64_t>(to_integer(d)) : 0;
    if (d >= 1.8446744073709552e19) return UINT64_MAX;
    return static_cast<std::uint64_t>(d);
}

// Wrapping arithmetic on the host: C's unsigned rules, no signed overflow.
std::int64_t wrap(std::uint64_t v) { return static_cast<std::int64_t>(v); }
std::uint64_t u(std::int64_t v) { return static_cast<std::uint64_t>(v); }

// The address of an lvalue in static storage.
std::int64_t eval_address(Node* n, std::string* label) {
    switch (n->kind) {
        case NodeKind::Var:
            if (n->var->is_local) error_at(n->loc, "not a compile-time constant");
            if (!label) error_at(n->loc, "not a compile-time constant");
            *label = n->var->asm_name;
            return 0;
        case NodeKind::Deref:
            return eval(n->lhs, label);
        case NodeKind::Member:
            return eval_address(n->lhs, label) + n->member->offset;
        default:
            error_at(n->loc, "invalid initializer");
    }
}

std::int64_t eval(Node* n, std::string* label) {
    if (is_flonum(n->type)) return to_integer(eval_double(n));
    switch (n->kind) {
        case NodeKind::Num: return n->value;
        case NodeKind::Add: return truncate(wrap(u(eval(n->lhs, label)) + u(eval(n->rhs, nullptr))), n->type);
        case NodeKind::Sub: {
            // &a[5] - &a[2] is a plain number: the symbols cancel.
            std::string l1, l2;
            const std::int64_t a = eval(n->lhs, &l1);
            const std::int64_t b = eval(n->rhs, &l2);
            if (!l2.empty() && l1 != l2) error_at(n->loc, "initializer element is not computable at load time");
            if (!l2.empty()) l1.clear();
            if (!l1.empty()) {
                if (!label) error_at(n->loc, "not a compile-time constant");
                *label = l1;
            }
            return truncate(wrap(u(a) - u(b)), n->type);
        }
        case NodeKind::Mul: return truncate(wrap(u(eval(n->lhs, nullptr)) * u(eval(n->rhs, nullptr))), n->type);
        case NodeKind::Div: case NodeKind::Mod: {
            const std::int64_t a = eval(n->lhs, nullptr);
            const std::int64_t b = eval(n->rhs, nullptr);
            if (b == 0) error_at(n->loc, "division by zero in a constant expression");
            if (n->type->is_unsigned) {
                const std::uint64_t ua = static_cast<std::uint64_t>(a), ub = static_cast<std::uint64_t>(b);
                return truncate(static_cast<std::int64_t>(n->kind == NodeKind::Div ? ua / ub : ua % ub), n->type);
            }
            if (b == -1) return truncate(n->kind == NodeKind::Div ? wrap(0 - u(a)) : 0, n->type);
            return truncate(n->kind == NodeKind::Div ? a / b : a % b, n->type);
        }
        case NodeKind::BitAnd: return eval(n->lhs, nullptr) & eval(n->rhs, nullptr);
        case NodeKind::BitOr: return eval(n->lhs, nullptr) | eval(n->rhs, nullptr);
        case NodeKind::BitXor: return eval(n->lhs, nullptr) ^ eval(n->rhs, nullptr);
        case NodeKind::Shl: return truncate(static_cast<std::int64_t>(static_cast<std::uint64_t>(eval(n->lhs, nullptr)) << (eval(n->rhs, nullptr) & 63)), n->type);
        case NodeKind::Shr: {
            const std::int64_t a = eval(n->lhs, nullptr);
            const std::int64_t s = eval(n->rhs, nullptr) & 63;
            if (n->type->is_unsigned) {
                const std::uint64_t ua = n->type->size == 4 ? static_cast<std::uint32_t>(a) : static_cast<std::uint64_t>(a);
                return truncate(static_cast<std::int64_t>(ua >> s), n->type);
            }
            return truncate(a >> s, n->type);
        }
        case NodeKind::Eq: case NodeKind::Ne: case NodeKind::Lt: case NodeKind::Le: {
            if (is_flonum(n->lhs->type)) {
                const double a = eval_double(n->lhs), b = eval_double(n->rhs);
                return n->kind == NodeKind::Eq ? a == b : n->kind == NodeKind::Ne ? a != b : n->kind == NodeKind::Lt ? a < b : a <= b;
            }
            const std::int64_t a = eval(n->lhs, nullptr), b = eval(n->rhs, nullptr);
            if (n->lhs->type->is_unsigned) {
                const std::uint64_t ua = static_cast<std::uint64_t>(a), ub = static_cast<std::uint64_t>(b);
                return n->kind == NodeKind::Eq ? ua == ub : n->kind == NodeKind::Ne ? ua != ub : n->kind == NodeKind::Lt ? ua < ub : ua <= ub;
            }
            return n->kind == NodeKind::Eq ? a == b : n->kind == NodeKind::Ne ? a != b : n->kind == NodeKind::Lt ? a < b : a <= b;
        }
        case NodeKind::Neg: return truncate(wrap(0 - u(eval(n->lhs, nullptr))), n->type);
        case NodeKind::Not: return is_flonum(n->lhs->type) ? eval_double(n->lhs) == 0 : !eval(n->lhs, nullptr);
        case NodeKind::BitNot: return truncate(~eval(n->lhs, nullptr), n->type);
        case NodeKind::LogAnd: return eval(n->lhs, nullptr) && eval(n->rhs, nullptr);
        case NodeKind::LogOr: return eval(n->lhs, nullptr) || eval(n->rhs, nullptr);
        case NodeKind::Cond: {
            const bool c = is_flonum(n->cond->type) ? eval_double(n->cond) != 0 : eval(n->cond, nullptr) != 0;
            return c ? eval(n->then, label) : eval(n->els, label);
        }
        case NodeKind::Comma: return eval(n->rhs, label);
        case NodeKind::Cast: {
            if (is_flonum(n->lhs->type)) {
                const double d = eval_double(n->lhs);
                if (n->type->kind == TypeKind::Bool) return d != 0;
                if (n->type->is_unsigned && d >= 0) return truncate(wrap(to_unsigned(d)), n->type);
                return truncate(to_integer(d), n->type);
            }
            const std::int64_t v = eval(n->lhs, label);
            if (label && !label->empty()) return v;
            return truncate(v, n->type);
        }
        case NodeKind::Addr: return eval_address(n->lhs, label);
        case NodeKind::LabelAddr:
            if (!label) error_at(n->loc, "not a compile-time constant");
            *label = ".LU" + n->var->name + "." + n->label;
            return 0;
        case NodeKind::Member:
        case NodeKind::Var:
            // An array or function used as an address.
            if (n->type->kind == TypeKind::Array || n->type->kind == TypeKind::Func) return eval_address(n, label);
            error_at(n->loc, "not a compile-time constant");
        default:
            error_at(n->loc, "not a compile-time constant");
    }
}

bool is_constant(Node* n, bool allow_address);

bool is_constant_address(Node* n) {
    switch (n->kind) {
        case NodeKind::Var: return !n->var->is_local;
        case NodeKind::Deref: return is_constant(n->lhs, true);
        case NodeKind::Member: return is_constant_address(n->lhs);
        default: return false;
    }
}

bool is_constant(Node* n, bool allow_address) {
    if (!n) return false;
    switch (n->kind) {
        case NodeKind::Num: case NodeKind::FNum: return true;
        case NodeKind::Add: case NodeKind::Sub: case NodeKind::Mul: case NodeKind::Div: case NodeKind::Mod:
        case NodeKind::BitAnd: case NodeKind::BitOr: case NodeKind::BitXor: case NodeKind::Shl: case NodeKind::Shr:
        case NodeKind::Eq: case NodeKind::Ne: case NodeKind::Lt: case NodeKind::Le: case NodeKind::LogAnd:
        case NodeKind::LogOr:
            return is_constant(n->lhs, allow_address) && is_constant(n->rhs, allow_address);
        case NodeKind::Neg: case NodeKind::Not: case NodeKind::BitNot: return is_constant(n->lhs, false);
        case NodeKind::Cond: return is_constant(n->cond, false) && is_constant(n->then, allow_address) && is_constant(n->els, allow_address);
        case NodeKind::Comma: return is_constant(n->rhs, allow_address);
        case NodeKind::Cast: return is_constant(n->lhs, allow_address);
        case NodeKind::Addr: return allow_address && is_constant_address(n->lhs);
        case NodeKind::LabelAddr: return allow_address;
        case NodeKind::Var: case NodeKind::Member:
            return allow_address && (n->type->kind == TypeKind::Array || n->type->kind == TypeKind::Func) && is_constant_address(n);
        default: return false;
    }
}

}  // namespace

std::int64_t eval_constant(Node* node, std::string* label) { return eval(node, label); }

// For the parser's checks (array sizes, case labels) only plain numbers count; for
// initializers the data writer checks addresses through eval_constant itself.
bool is_constant_expr(Node* node) { return is_constant(node, false) || is_constant(node, true); }

double eval_double(Node* n) {
    if (is_integer(n->type)) {
        const std::int64_t v = eval(n, nullptr);
        if (n->type->is_unsigned && n->type->size == 8) return static_cast<double>(static_cast<std::uint64_t>(v));
        return static_cast<double>(v);
    }
    switch (n->kind) {
        case NodeKind::FNum: return n->fvalue;
        case NodeKind::Add: return eval_double(n->lhs) + eval_double(n->rhs);
        case NodeKind::Sub: return eval_double(n->lhs) - eval_double(n->rhs);
        case NodeKind::Mul: return eval_double(n->lhs) * eval_double(n->rhs);
        case NodeKind::Div: return eval_double(n->lhs) / eval_double(n->rhs);
        case NodeKind::Neg: return -eval_double(n->lhs);
        case NodeKind::Cond: {
            const bool c = is_flonum(n->cond->type) ? eval_double(n->cond) != 0 : eval(n->cond, nullptr) != 0;
            return c ? eval_double(n->then) : eval_double(n->els);
        }
        case NodeKind::Comma: return eval_double(n->rhs);
        case NodeKind::Cast: {
            double d = is_flonum(n->lhs->type) ? eval_double(n->lhs)
                       : n->lhs->type->is_unsigned ? static_cast<double>(static_cast<std::uint64_t>(eval(n->lhs, nullptr)))
                                                   : static_cast<double>(eval(n->lhs, nullptr));
            if (n->type->kind == TypeKind::Float) d = to_float(d);
            return d;
        }
        default: error_at(n->loc, "not a compile-time constant");
    }
}

}  // namespace xp860::cc
