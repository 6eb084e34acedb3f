// float _Complex and double _Complex (long double _Complex is double's). A complex
// value is a struct of its real and imaginary parts (types.cpp), so it is stored,
// copied, passed and returned as a struct; every operation on it is lowered here
// to real arithmetic on the parts, with temporaries so that each operand is
// evaluated once. As GCC, a real operand takes part without an imaginary zero
// (x * (c + di) is xc + xdi), multiplication is the textbook formula, and
// division by a complex value is the runtime's __xp860_divdc3 (Smith's method with
// C11 Annex G's recovery of infinities, roms/crt/complex_divide.c). In a static
// initializer, where there are no temporaries, values made of constants are folded
// here instead, with the same operations in the same order (each rounded to float
// for float _Complex; division by Smith's method in double, without Annex G's
// recovery): a complex constant is an FNum of the complex type holding the real
// part, the imaginary part an FNum in its rhs, and only initializers read one.
#include <cmath>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/parser_state.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

Node* Parser::complex_constant(double re, double im, Type* type, const Location& loc) {
    Type* real = real_type_of(type);
    auto part = [&](double v) {
        Node* n = new_node(NodeKind::FNum, loc);
        n->type = real;
        n->fvalue = real->kind == TypeKind::Float ? to_float(v) : v;
        return n;
    };
    Node* n = part(re);
    n->type = type;
    n->rhs = part(im);
    return n;
}

// A folded complex constant's parts, or a real constant's value and 0.
bool Parser::constant_parts(Node* n, double* re, double* im) {
    if (n->kind == NodeKind::FNum && n->type->is_complex) {
        *re = n->fvalue;
        *im = n->rhs->fvalue;
        return true;
    }
    if (!is_numeric(n->type) || !is_constant_expr(n)) return false;
    *re = eval_double(n);
    *im = 0;
    return true;
}

// lhs op rhs on constants, as the generated code would compute it (see above).
Node* Parser::folded_complex_arith(NodeKind kind, Node* lhs, Node* rhs, Type* type, const Location& loc) {
    double a = 0, b = 0, c = 0, d = 0;
    constant_parts(lhs, &a, &b);
    constant_parts(rhs, &c, &d);
    const bool lc = lhs->type->is_complex, rc = rhs->type->is_complex;
    const bool in_float = real_type_of(type)->kind == TypeKind::Float;
    auto r = [&](double v) { return in_float ? static_cast<double>(to_float(v)) : v; };
    double re = 0, im = 0;
    switch (kind) {
        case NodeKind::Add: re = r(a + c); im = lc && rc ? r(b + d) : lc ? b : d; break;
        case NodeKind::Sub: re = r(a - c); im = lc && rc ? r(b - d) : lc ? b : -d; break;
        case NodeKind::Mul:
            if (lc && rc) {
                re = r(r(a * c) - r(b * d));
                im = r(r(a * d) + r(b * c));
            } else {
                re = r(a * c);
                im = lc ? r(b * c) : r(a * d);
            }
            break;
        default:  // Div
            if (!rc) {
                re = r(a / c);
                im = r(b / c);
            } else if (std::fabs(c) < std::fabs(d)) {
                const double ratio = c / d, denominator = c * ratio + d;
                re = r((a * ratio + b) / denominator);
                im = r((b * ratio - a) / denominator);
            } else {
                const double ratio = d / c, denominator = d * ratio + c;
                re = r((b * ratio + a) / denominator);
                im = r((b - a * ratio) / denominator);
            }
    }
    return complex_constant(re, im, type, loc);
}

// n itself when it can be read twice (a variable), else a temporary holding it,
// whose assignment is chained onto *setup.
Node* Parser::stash(Node* n, Node** setup, const Location& loc) {
    if (n->kind == NodeKind::Var && !n->type->is_volatile) return n;
    if (!current_fn_) error_at(loc, "complex arithmetic in a static initializer is not supported");
    Obj* tmp = new_local("", const_cast<Type*>(unqualified(n->type)), loc);
    Node* set = assign(new_var(tmp, loc), n, loc);
    *setup = *setup ? comma(*setup, set, loc) : set;
    return new_var(tmp, loc);
}

// The real (index 0) or imaginary part of a complex lvalue.
Node* Parser::complex_part(Node* z, int index, const Location& loc) {
    return member_of(z, &z->type->members[static_cast<std::size_t>(index)], loc);
}

// A complex value of `type` built from its parts (null for an imaginary zero).
Node* Parser::complex_value(Node* re, Node* im, Type* type, const Location& loc) {
    Type* real = real_type_of(type);
    auto zero = [&] {
        Node* n = new_node(NodeKind::FNum, loc);
        n->type = real;
        return n;
    };
    double re_value = 0, im_value = 0, ignored;
    if (static_init_ && (!re || constant_parts(re, &re_value, &ignored)) && (!im || constant_parts(im, &im_value, &ignored)))
        return complex_constant(re_value, im_value, type, loc);
    if (!current_fn_) error_at(loc, "complex arithmetic in a static initializer is not supported");
    Obj* tmp = new_local("", type, loc);
    Node* set_re = assign(complex_part(new_var(tmp, loc), 0, loc), re ? re : zero(), loc);
    Node* set_im = assign(complex_part(new_var(tmp, loc), 1, loc), im ? im : zero(), loc);
    return comma(set_re, comma(set_im, new_var(tmp, loc), loc), loc);
}

// n converted to or from a complex type.
Node* Parser::complex_convert(Node* n, Type* type) {
    const Location loc = n->loc;
    Node* setup = nullptr;
    if (type->kind == TypeKind::Void) return new_cast(n, type);
    double re, im;
    if (static_init_ && constant_parts(n, &re, &im)) {
        if (type->is_complex) return complex_constant(re, im, type, loc);
        if (type->kind == TypeKind::Bool) return new_num(re != 0 || im != 0, loc, type);
        Node* real = new_node(NodeKind::FNum, loc);
        real->type = ty_.double_;
        real->fvalue = re;
        return convert(real, type);
    }
    if (type->is_complex) {
        if (n->type->is_complex) {
            if (real_type_of(n->type)->kind == real_type_of(type)->kind) return n;
            Node* z = stash(n, &setup, loc);
            Node* value = complex_value(convert(complex_part(z, 0, loc), real_type_of(type)),
                                        convert(complex_part(z, 1, loc), real_type_of(type)), type, loc);
            return setup ? comma(setup, value, loc) : value;
        }
        if (!is_numeric(n->type)) error_at(loc, "cannot convert a non-arithmetic value to a complex type");
        return complex_value(convert(n, real_type_of(type)), nullptr, type, loc);
    }
    if (!is_numeric(type)) error_at(loc, "cannot convert a complex value to a non-arithmetic type");
    Node* z = stash(n, &setup, loc);
    Node* value = nullptr;
    if (type->kind == TypeKind::Bool) {
        Node* zero = new_num(0, loc);
        value = new_binary(NodeKind::LogOr, compare(NodeKind::Ne, complex_part(z, 0, loc), zero, loc),
                           compare(NodeKind::Ne, complex_part(z, 1, loc), zero, loc), loc);
        value->type = ty_.int_;
        value = convert(value, type);
    } else {
        value = convert(complex_part(z, 0, loc), type);  // the imaginary part is discarded
    }
    return setup ? comma(setup, value, loc) : value;
}

Node* Parser::complex_arith(NodeKind kind, Node* lhs, Node* rhs, const Location& loc) {
    lhs = decay(lhs);
    rhs = decay(rhs);
    const bool lc = lhs->type->is_complex, rc = rhs->type->is_complex;
    if ((!lc && !is_numeric(lhs->type)) || (!rc && !is_numeric(rhs->type)))
        error_at(loc, "invalid operands to binary operator");
    if (kind != NodeKind::Add && kind != NodeKind::Sub && kind != NodeKind::Mul && kind != NodeKind::Div)
        error_at(loc, "invalid operands to binary operator (complex operands)");
    Type* type = common_type(ty_, lhs->type, rhs->type);
    Type* real = real_type_of(type);
    double ignored_re, ignored_im;
    if (static_init_ && constant_parts(lhs, &ignored_re, &ignored_im) && constant_parts(rhs, &ignored_re, &ignored_im))
        return folded_complex_arith(kind, convert(lhs, lc ? type : real), convert(rhs, rc ? type : real), type, loc);
    Node* setup = nullptr;
    Node* l = stash(convert(lhs, lc ? type : real), &setup, loc);
    Node* r = stash(convert(rhs, rc ? type : real), &setup, loc);
    Node* a = lc ? complex_part(l, 0, loc) : l;
    Node* b = lc ? complex_part(l, 1, loc) : nullptr;
    Node* c = rc ? complex_part(r, 0, loc) : r;
    Node* d = rc ? complex_part(r, 1, loc) : nullptr;
    auto op = [&](NodeKind k, Node* x, Node* y) { return arith(k, x, y, loc); };
    auto neg = [&](Node* x) {
        Node* n = new_unary(NodeKind::Neg, x, loc);
        n->type = x->type;
        return n;
    };
    Node* re = nullptr;
    Node* im = nullptr;
    switch (kind) {
        case NodeKind::Add:
        case NodeKind::Sub:
            re = op(kind, a, c);
            im = b && d ? op(kind, b, d) : b ? b : d ? (kind == NodeKind::Sub ? neg(d) : d) : nullptr;
            break;
        case NodeKind::Mul:
            if (lc && rc) {
                re = op(NodeKind::Sub, op(NodeKind::Mul, a, c), op(NodeKind::Mul, b, d));
                im = op(NodeKind::Add, op(NodeKind::Mul, a, d), op(NodeKind::Mul, b, c));
            } else {
                re = op(NodeKind::Mul, a, c);
                im = lc ? op(NodeKind::Mul, b, c) : op(NodeKind::Mul, a, d);
            }
            break;
        default:  // Div
            if (!rc) {
                re = op(NodeKind::Div, a, c);
                im = op(NodeKind::Div, b, c);
                break;
            }
            {
                // __xp860_divdc3(a, b, c, d, &quotient), in double whatever the type.
                Obj* quotient = new_local("", ty_.cdouble, loc);
                Node* place = addr(new_var(quotient, loc), loc);
                Node* zero = new_node(NodeKind::FNum, loc);
                zero->type = ty_.double_;
                Node* call = runtime_call("__xp860_divdc3", ty_.void_,
                                          {convert(a, ty_.double_), b ? convert(b, ty_.double_) : zero,
                                           convert(c, ty_.double_), convert(d, ty_.double_),
                                           new_cast(place, pointer_to(arena_, ty_.double_))},
                                          loc);
                setup = setup ? comma(setup, call, loc) : call;
                Node* value = convert(new_var(quotient, loc), type);
                return comma(setup, value, loc);
            }
    }
    Node* value = complex_value(re, im, type, loc);
    return setup ? comma(setup, value, loc) : value;
}

// == and != on complex values: both parts equal.
Node* Parser::complex_compare(NodeKind kind, Node* lhs, Node* rhs, const Location& loc) {
    if (kind != NodeKind::Eq && kind != NodeKind::Ne) error_at(loc, "complex values are not ordered");
    Type* type = common_type(ty_, decay(lhs)->type, decay(rhs)->type);
    Node* setup = nullptr;
    Node* l = stash(convert(decay(lhs), type), &setup, loc);
    Node* r = stash(convert(decay(rhs), type), &setup, loc);
    const NodeKind join = kind == NodeKind::Eq ? NodeKind::LogAnd : NodeKind::LogOr;
    Node* n = new_binary(join, compare(kind, complex_part(l, 0, loc), complex_part(r, 0, loc), loc),
                         compare(kind, complex_part(l, 1, loc), complex_part(r, 1, loc), loc), loc);
    n->type = ty_.int_;
    return setup ? comma(setup, n, loc) : n;
}

// -z, ~z (GNU: the conjugate), __real__ z and __imag__ z (of a real operand: itself and zero).
Node* Parser::complex_unary(const std::string& op, Node* n, const Location& loc) {
    n = decay(n);
    if (!n->type->is_complex) {
        if (!is_numeric(n->type)) error_at(loc, "wrong type argument to '" + op + "'");
        if (op == "__real__") return n;
        return comma(new_cast(n, ty_.void_), convert(new_num(0, loc), n->type), loc);
    }
    double folded_re, folded_im;
    if (static_init_ && constant_parts(n, &folded_re, &folded_im)) {
        if (op == "__real__" || op == "__imag__") {
            Node* part = new_node(NodeKind::FNum, loc);
            part->type = real_type_of(n->type);
            part->fvalue = op == "__real__" ? folded_re : folded_im;
            return part;
        }
        return complex_constant(op == "-" ? -folded_re : folded_re, -folded_im, n->type, loc);
    }
    const bool is_lvalue = n->kind == NodeKind::Var || n->kind == NodeKind::Deref || n->kind == NodeKind::Member;
    if ((op == "__real__" || op == "__imag__") && is_lvalue) return complex_part(n, op == "__real__" ? 0 : 1, loc);
    Node* setup = nullptr;
    Node* z = stash(n, &setup, loc);
    Node* value = nullptr;
    if (op == "__real__" || op == "__imag__") {
        value = complex_part(z, op == "__real__" ? 0 : 1, loc);
    } else {
        auto neg = [&](Node* x) {
            Node* m = new_unary(NodeKind::Neg, x, loc);
            m->type = x->type;
            return m;
        };
        Node* re = complex_part(z, 0, loc);
        Node* im = neg(complex_part(z, 1, loc));
        value = complex_value(op == "-" ? neg(re) : re, im, z->type, loc);
    }
    return setup ? comma(setup, value, loc) : value;
}

}  // namespace xp860::cc
