// Expressions, from the comma operator down to primaries and builtins.
#include <cmath>
#include <limits>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/types.h"
#include "toolchain/cc/parser_state.h"

namespace xp860::cc {

Node* Parser::expr() {
    Node* n = assign_expr();
    while (tok().is(",")) {
        const Location loc = tok().loc;
        ++pos_;
        n = comma(n, assign_expr(), loc);
    }
    return n;
}

Node* Parser::assign_expr() {
    Node* lhs = conditional();
    const Token& t = tok();
    const Location loc = t.loc;
    struct Op {
        const char* text;
        NodeKind kind;
    };
    static constexpr Op kOps[] = {{"+=", NodeKind::Add},    {"-=", NodeKind::Sub},    {"*=", NodeKind::Mul},
                                  {"/=", NodeKind::Div},    {"%=", NodeKind::Mod},    {"&=", NodeKind::BitAnd},
                                  {"|=", NodeKind::BitOr},  {"^=", NodeKind::BitXor}, {"<<=", NodeKind::Shl},
                                  {">>=", NodeKind::Shr}};
    if (t.is("=")) {
        ++pos_;
        return assign(lhs, assign_expr(), loc);
    }
    for (const Op& op : kOps) {
        if (t.is(op.text)) {
            ++pos_;
            return compound_assign(lhs, assign_expr(), op.kind, loc);
        }
    }
    return lhs;
}

Node* Parser::conditional_result(Node* cond, Node* then, Node* els, const Location& loc) {
    then = decay(then);
    els = decay(els);
    Node* n = new_node(NodeKind::Cond, loc);
    n->cond = cond;
    Type* type = nullptr;
    const auto is_arithmetic = [](const Type* t) { return is_numeric(t) || t->is_complex; };
    if (then->type->kind == TypeKind::Void || els->type->kind == TypeKind::Void) {
        type = ty_.void_;
    } else if ((then->type->is_complex || els->type->is_complex) && is_arithmetic(then->type) &&
               is_arithmetic(els->type)) {
        type = common_type(ty_, then->type, els->type);
        then = convert(then, type);
        els = convert(els, type);
    } else if (is_numeric(then->type) && is_numeric(els->type)) {
        type = common_type(ty_, then->type, els->type);
    } else if (then->type->kind == TypeKind::Pointer) {
        type = then->type;
        if (els->type->kind == TypeKind::Pointer && then->type->base->kind == TypeKind::Void) type = els->type;
    } else if (els->type->kind == TypeKind::Pointer) {
        type = els->type;
    } else if (is_aggregate(then->type) && is_aggregate(els->type)) {
        type = then->type;
    } else {
        error_at(loc, "type mismatch in conditional expression");
    }
    if (type->kind != TypeKind::Void && !is_aggregate(type)) {
        then = convert(then, type);
        els = convert(els, type);
    }
    n->then = then;
    n->els = els;
    n->type = type;
    return n;
}

Node* Parser::conditional() {
    Node* cond = logor();
    if (!tok().is("?")) return cond;
    const Location loc = tok().loc;
    ++pos_;
    if (consume(":")) {
        // GNU a ?: b, evaluating a once.
        cond = decay(cond);
        Obj* tmp = new_local("", cond->type, loc);
        Node* set = assign(new_var(tmp, loc), cond, loc);
        Node* n = conditional_result(new_var(tmp, loc), new_var(tmp, loc), conditional(), loc);
        return comma(set, n, loc);
    }
    cond = to_bool(cond);
    Node* then = expr();
    expect(":");
    Node* els = conditional();
    return conditional_result(cond, then, els, loc);
}

Node* Parser::logor() {
    Node* n = logand();
    while (tok().is("||")) {
        const Location loc = tok().loc;
        ++pos_;
        n = new_binary(NodeKind::LogOr, to_bool(n), to_bool(logand()), loc);
        n->type = ty_.int_;
    }
    return n;
}

Node* Parser::logand() {
    Node* n = bitor_();
    while (tok().is("&&")) {
        const Location loc = tok().loc;
        ++pos_;
        n = new_binary(NodeKind::LogAnd, to_bool(n), to_bool(bitor_()), loc);
        n->type = ty_.int_;
    }
    return n;
}

Node* Parser::bitor_() {
    Node* n = bitxor_();
    while (tok().is("|")) {
        const Location loc = tok().loc;
        ++pos_;
        n = arith(NodeKind::BitOr, n, bitxor_(), loc);
    }
    return n;
}

Node* Parser::bitxor_() {
    Node* n = bitand_();
    while (tok().is("^")) {
        const Location loc = tok().loc;
        ++pos_;
        n = arith(NodeKind::BitXor, n, bitand_(), loc);
    }
    return n;
}

Node* Parser::bitand_() {
    Node* n = equality();
    while (tok().is("&")) {
        const Location loc = tok().loc;
        ++pos_;
        n = arith(NodeKind::BitAnd, n, equality(), loc);
    }
    return n;
}

Node* Parser::equality() {
    Node* n = relational();
    while (true) {
        const Location loc = tok().loc;
        if (consume("==")) n = compare(NodeKind::Eq, n, relational(), loc);
        else if (consume("!=")) n = compare(NodeKind::Ne, n, relational(), loc);
        else return n;
    }
}

// a > b is b < a: the code still evaluates a first, as it is written.
static Node* swapped(Node* compare) {
    compare->operands_swapped = true;
    return compare;
}

Node* Parser::relational() {
    Node* n = shift_expr();
    while (true) {
        const Location loc = tok().loc;
        if (consume("<")) n = compare(NodeKind::Lt, n, shift_expr(), loc);
        else if (consume("<=")) n = compare(NodeKind::Le, n, shift_expr(), loc);
        else if (consume(">")) n = swapped(compare(NodeKind::Lt, shift_expr(), n, loc));
        else if (consume(">=")) n = swapped(compare(NodeKind::Le, shift_expr(), n, loc));
        else return n;
    }
}

Node* Parser::shift_expr() {
    Node* n = additive();
    while (true) {
        const Location loc = tok().loc;
        if (consume("<<")) n = shift(NodeKind::Shl, n, additive(), loc);
        else if (consume(">>")) n = shift(NodeKind::Shr, n, additive(), loc);
        else return n;
    }
}

Node* Parser::additive() {
    Node* n = multiplicative();
    while (true) {
        const Location loc = tok().loc;
        if (consume("+")) n = add(n, multiplicative(), loc);
        else if (consume("-")) n = sub(n, multiplicative(), loc);
        else return n;
    }
}

Node* Parser::multiplicative() {
    Node* n = cast_expr();
    while (true) {
        const Location loc = tok().loc;
        if (consume("*")) n = arith(NodeKind::Mul, n, cast_expr(), loc);
        else if (consume("/")) n = arith(NodeKind::Div, n, cast_expr(), loc);
        else if (consume("%")) n = arith(NodeKind::Mod, n, cast_expr(), loc);
        else return n;
    }
}

Node* Parser::compound_literal(Type* type, const Location& loc) {
    if (!current_fn_) {
        Obj* var = new_anon_global(type, loc);
        global_initializer(var);
        return new_var(var, loc);
    }
    Obj* var = new_local("", type, loc);
    Node* init = local_initializer(var);
    return comma(init, new_var(var, loc), loc);
}

// GNU's cast to a union: a temporary union whose member of the operand's type
// holds the operand.
Node* Parser::union_cast(Type* type, Node* operand, const Location& loc) {
    for (const Member& m : type->members) {
        if (m.name.empty() || !types_compatible(m.type, operand->type)) continue;
        Obj* var = new_local("", type, loc);
        Node* set = assign(struct_ref(new_var(var, loc), m.name, loc), operand, loc);
        return comma(set, new_var(var, loc), loc);
    }
    error_at(loc, "cast to union type from a type not present in the union");
}

Node* Parser::cast_expr() {
    const Nesting nesting(*this);
    if (tok().is("(") && is_typename(1)) {
        const Location loc = tok().loc;
        ++pos_;
        Type* type = type_name();
        expect(")");
        if (tok().is("{")) {
            Node* lit = compound_literal(type, loc);
            // A compound literal is a postfix expression.
            const std::size_t save = pos_;
            (void)save;
            Node* n = lit;
            while (true) {
                const Location l = tok().loc;
                if (consume("[")) {
                    Node* index = expr();
                    expect("]");
                    n = deref(add(n, index, l), l);
                } else if (consume(".")) {
                    n = struct_ref(n, expect_ident(), l);
                } else if (consume("->")) {
                    n = struct_ref(deref(n, l), expect_ident(), l);
                } else {
                    return n;
                }
            }
        }
        if (type->vla_len) error_at(loc, "cast to a variably modified type is not supported");
        Node* operand = decay(cast_expr());
        if (type->kind == TypeKind::Void) return new_cast(operand, ty_.void_);
        // GNU C: a struct or union cast to its own type is the value unchanged.
        if (is_aggregate(type) && types_compatible(type, operand->type)) return operand;
        if (type->kind == TypeKind::Union && current_fn_) return union_cast(type, operand, loc);
        if (type->is_complex || operand->type->is_complex) return convert(operand, type);
        if (!is_scalar(type)) error_at(loc, "conversion to non-scalar type requested");
        if (!is_scalar(operand->type)) error_at(loc, "cannot convert a non-scalar value");
        Node* c = new_cast(operand, type);
        c->loc = loc;
        return c;
    }
    return unary();
}

Node* Parser::sizeof_expr(const Location& loc, bool is_alignof) {
    Type* type = nullptr;
    if (tok().is("(") && is_typename(1)) {
        ++pos_;
        type = type_name();
        expect(")");
        if (tok().is("{")) {
            Node* lit = compound_literal(type, loc);
            type = lit->type;
        }
    } else {
        Node* n = unary();
        type = n->type;
        if (!is_alignof && type->kind == TypeKind::Array && type->vla_len) {
            if (!type->vla_size) error_at(loc, "sizeof of a variable-length array type before its size is known");
            return new_var(type->vla_size, loc);
        }
    }
    if (!is_alignof && type->vla_len) {
        Node* sizes = compute_vla_sizes(type, loc);
        return comma(sizes, new_var(type->vla_size, loc), loc);
    }
    if (is_alignof) return new_num(type->align, loc, ty_.ulong);
    if (type->kind == TypeKind::Void || type->kind == TypeKind::Func) return new_num(1, loc, ty_.ulong);
    if (is_aggregate(type) && !type->is_complete) error_at(loc, "invalid application of 'sizeof' to an incomplete type");
    if (type->kind == TypeKind::Array && type->array_len < 0) error_at(loc, "invalid application of 'sizeof' to an incomplete type");
    return new_num(type->size, loc, ty_.ulong);
}

Node* Parser::unary() {
    const Location loc = tok().loc;
    // Most operands start with a name or a constant: no prefix operator to try.
    const Token& first = tok();
    if (first.kind == TokenKind::Number || first.kind == TokenKind::Char || first.kind == TokenKind::String ||
        (first.kind == TokenKind::Identifier && first.text[0] != '_' && first.text != "sizeof"))
        return postfix();
    if (consume("+")) {
        Node* n = decay(cast_expr());
        if (n->type->is_complex) return n;
        if (!is_numeric(n->type)) error_at(loc, "wrong type argument to unary plus");
        return convert(n, promoted(ty_, n->type));
    }
    if (consume("-")) {
        Node* n = decay(cast_expr());
        if (n->type->is_complex) return complex_unary("-", n, loc);
        if (!is_numeric(n->type)) error_at(loc, "wrong type argument to unary minus");
        Type* type = promoted(ty_, n->type);
        Node* neg = new_unary(NodeKind::Neg, convert(n, type), loc);
        neg->type = type;
        return neg;
    }
    if (consume("&")) {
        Node* n = cast_expr();
        if (n->type->kind == TypeKind::Func && n->kind == NodeKind::Var) {
            Node* a = new_unary(NodeKind::Addr, n, loc);
            a->type = pointer_to(arena_, n->type);
            return a;
        }
        return addr(n, loc);
    }
    if (consume("*")) {
        Node* n = decay(cast_expr());
        if (n->type->kind == TypeKind::Pointer && n->type->base->kind == TypeKind::Func) return n;
        return deref(n, loc);
    }
    if (consume("!")) {
        Node* n = new_unary(NodeKind::Not, to_bool(cast_expr()), loc);
        n->type = ty_.int_;
        return n;
    }
    if (consume("~")) {
        Node* n = decay(cast_expr());
        if (n->type->is_complex) return complex_unary("~", n, loc);
        if (!is_integer(n->type)) error_at(loc, "wrong type argument to bit-complement");
        Type* type = promoted(ty_, n->type);
        Node* r = new_unary(NodeKind::BitNot, convert(n, type), loc);
        r->type = type;
        return r;
    }
    if (consume("++")) return compound_assign(unary(), new_num(1, loc), NodeKind::Add, loc);
    if (consume("--")) return compound_assign(unary(), new_num(1, loc), NodeKind::Sub, loc);
    if (consume("&&")) {
        Node* n = new_node(NodeKind::LabelAddr, loc);
        n->label = label_spelling(expect_ident());
        if (!current_fn_) error_at(loc, "label address outside a function");
        n->var = current_fn_;
        n->type = pointer_to(arena_, ty_.void_);
        gotos_.push_back(n);
        return n;
    }
    if (consume("sizeof")) return sizeof_expr(loc, false);
    if (consume("_Alignof") || consume("__alignof__") || consume("__alignof")) return sizeof_expr(loc, true);
    if (consume("__extension__")) return cast_expr();
    if (consume("__real__") || consume("__real")) return complex_unary("__real__", cast_expr(), loc);
    if (consume("__imag__") || consume("__imag")) return complex_unary("__imag__", cast_expr(), loc);
    return postfix();
}

Node* Parser::postfix() {
    Node* n = primary();
    while (true) {
        const Location loc = tok().loc;
        if (consume("[")) {
            Node* index = expr();
            expect("]");
            n = deref(add(n, index, loc), loc);
        } else if (consume("(")) {
            n = call(n, loc);
        } else if (consume(".")) {
            const Location name_loc = tok().loc;
            n = struct_ref(n, expect_ident(), name_loc);
        } else if (consume("->")) {
            const Location name_loc = tok().loc;
            n = struct_ref(deref(n, loc), expect_ident(), name_loc);
        } else if (consume("++")) {
            n = post_increment(n, 1, loc);
        } else if (consume("--")) {
            n = post_increment(n, -1, loc);
        } else {
            return n;
        }
    }
}

Node* Parser::call_with(Node* fn, std::vector<Node*> args, const Location& loc) {
    fn = decay(fn);
    if (fn->type->kind != TypeKind::Pointer || fn->type->base->kind != TypeKind::Func)
        error_at(loc, "called object is not a function or function pointer");
    Type* ft = fn->type->base;
    if (ft->has_prototype) {
        if (args.size() < ft->params.size()) error_at(loc, "too few arguments to function");
        if (args.size() > ft->params.size() && !ft->is_variadic) error_at(loc, "too many arguments to function");
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
        Node* a = decay(args[i]);
        if (a->type->kind == TypeKind::Void) error_at(a->loc, "invalid use of void expression");
        if (ft->has_prototype && i < ft->params.size()) {
            Type* pt = ft->params[i];
            if ((pt->is_complex && (is_numeric(a->type) || a->type->is_complex)) ||
                (a->type->is_complex && is_numeric(pt))) {
                a = convert(a, pt);
            } else if (is_aggregate(pt)) {
                if (!is_aggregate(a->type)) error_at(a->loc, "incompatible type for argument");
            } else {
                if (!is_scalar(a->type)) error_at(a->loc, "incompatible type for argument");
                a = convert(a, pt);
            }
        } else if (a->type->kind == TypeKind::Float) {
            a = convert(a, ty_.double_);
        } else if (is_integer(a->type)) {
            a = convert(a, promoted(ty_, a->type));
        }
        args[i] = a;
    }
    Node* n = new_node(NodeKind::Call, loc);
    if (current_fn_ && fn->kind == NodeKind::Addr && fn->lhs->kind == NodeKind::Var) {
        const std::string& callee = fn->lhs->var->name;
        if (callee == "setjmp" || callee == "_setjmp" || callee == "sigsetjmp" || callee == "__sigsetjmp")
            current_fn_->calls_setjmp = true;
    }
    n->lhs = fn;
    n->body = std::move(args);
    n->func_type = ft;
    n->type = ft->base;
    if (is_aggregate(n->type)) {
        if (!n->type->is_complete) error_at(loc, "calling a function with incomplete return type");
        n->ret_buffer = new_local("", n->type, loc);
    }
    return n;
}

Node* Parser::call(Node* fn, const Location& loc) {
    std::vector<Node*> args;
    while (!consume(")")) {
        if (!args.empty()) expect(",");
        args.push_back(assign_expr());
    }
    return call_with(fn, std::move(args), loc);
}

// A call to a compiler runtime routine declared on first use.
Node* Parser::runtime_call(const std::string& name, Type* ret, std::vector<Node*> args, const Location& loc) {
    Obj* fn = nullptr;
    VarScope& sc = scopes_.front().vars[name];
    if (sc.var) {
        fn = sc.var;
    } else {
        Type* ft = func_returning(arena_, ret);
        for (Node* a : args) ft->params.push_back(decay(a)->type);
        fn = arena_.obj();
        fn->name = fn->asm_name = name;
        fn->type = ft;
        fn->is_function = true;
        program_.globals.push_back(fn);
        sc.var = fn;
    }
    return call_with(new_var(fn, loc), std::move(args), loc);
}

Node* Parser::va_start_expr(const Location& loc) {
    expect("(");
    Node* ap = assign_expr();
    if (consume(",")) assign_expr();
    expect(")");
    if (!current_fn_ || !current_fn_->va_area) error_at(loc, "va_start used in a function with fixed arguments");
    if (!is_aggregate(ap->type) || unqualified(ap->type) != va_list_type_) error_at(loc, "va_start needs a va_list");
    // docs/abi.md: the counters start past the named arguments.
    Type* long_ptr = pointer_to(arena_, ty_.long_);
    Node* n = assign(struct_ref(ap, "__ireg_used", loc), new_num(current_fn_->named_int_words, loc), loc);
    n = comma(n, assign(struct_ref(ap, "__freg_used", loc), new_num(current_fn_->named_fp_words, loc), loc), loc);
    n = comma(n, assign(struct_ref(ap, "__reg_base", loc), new_cast(decay(new_var(current_fn_->va_area, loc)), long_ptr), loc), loc);
    Node* mem = add(new_var(current_fn_->va_args, loc), new_num(current_fn_->named_stack_bytes, loc), loc);
    n = comma(n, assign(struct_ref(ap, "__mem_ptr", loc), new_cast(mem, long_ptr), loc), loc);
    return new_cast(n, ty_.void_);
}

Node* Parser::va_arg_expr(const Location& loc) {
    expect("(");
    Node* ap = assign_expr();
    expect(",");
    Type* type = type_name();
    expect(")");
    if (!is_aggregate(ap->type) || unqualified(ap->type) != va_list_type_) error_at(loc, "va_arg needs a va_list");
    Node* ap_addr = addr(ap, loc);
    Type* void_ptr = pointer_to(arena_, ty_.void_);
    Node* place = nullptr;
    if (is_aggregate(type)) {
        place = runtime_call("__xp860_va_arg_mem", void_ptr,
                             {ap_addr, new_num(type->size, loc), new_num(type->align, loc)}, loc);
    } else if (is_flonum(type) || is_64bit_int(type)) {
        place = runtime_call("__xp860_va_arg_fp", void_ptr, {ap_addr, new_num(type->size / 4, loc)}, loc);
    } else {
        place = runtime_call("__xp860_va_arg_int", void_ptr, {ap_addr}, loc);
    }
    return deref(new_cast(place, pointer_to(arena_, type)), loc);
}

Node* Parser::offsetof_expr(const Location& loc) {
    expect("(");
    Type* type = type_name();
    expect(",");
    // ((T*)0)->designator, evaluated as a constant.
    Node* base = deref(new_cast(new_num(0, loc), pointer_to(arena_, type)), loc);
    Node* n = struct_ref(base, expect_ident(), loc);
    while (true) {
        const Location l = tok().loc;
        if (consume(".")) {
            n = struct_ref(n, expect_ident(), l);
        } else if (consume("[")) {
            Node* index = expr();
            expect("]");
            n = deref(add(n, index, l), l);
        } else {
            break;
        }
    }
    expect(")");
    return new_num(eval_constant(new_cast(addr(n, loc), ty_.ulong)), loc, ty_.ulong);
}

Node* Parser::builtin(const std::string& name, const Location& loc) {
    if (name == "__builtin_va_start") return va_start_expr(loc);
    if (name == "__builtin_va_arg") return va_arg_expr(loc);
    if (name == "__builtin_va_end") {
        expect("(");
        assign_expr();
        expect(")");
        return new_cast(new_num(0, loc), ty_.void_);
    }
    if (name == "__builtin_va_copy") {
        expect("(");
        Node* dst = assign_expr();
        expect(",");
        Node* src = assign_expr();
        expect(")");
        return new_cast(assign(dst, src, loc), ty_.void_);
    }
    if (name == "__builtin_offsetof") return offsetof_expr(loc);
    for (const char* suffix : {"", "f", "l"}) {  // GCC's complex builtins, without <complex.h>
        const std::string s = suffix;
        if (name != "__builtin_creal" + s && name != "__builtin_cimag" + s && name != "__builtin_conj" + s) continue;
        expect("(");
        Node* z = decay(assign_expr());
        expect(")");
        Type* type = complex_of(ty_, s == "f" ? ty_.float_ : s == "l" ? ty_.ldouble : ty_.double_);
        z = convert(z, type);
        if (name.starts_with("__builtin_conj")) return complex_unary("~", z, loc);
        return complex_unary(name.starts_with("__builtin_creal") ? "__real__" : "__imag__", z, loc);
    }
    if (name == "__builtin_complex") {  // C11's CMPLX: the parts as given, no arithmetic
        expect("(");
        Node* re = decay(assign_expr());
        expect(",");
        Node* im = decay(assign_expr());
        expect(")");
        if (!is_flonum(re->type) || !is_flonum(im->type)) error_at(loc, "__builtin_complex needs floating parts");
        Type* type = complex_of(ty_, common_type(ty_, re->type, im->type));
        return complex_value(convert(re, real_type_of(type)), convert(im, real_type_of(type)), type, loc);
    }
    if (name == "__builtin_types_compatible_p") {
        expect("(");
        Type* a = type_name();
        expect(",");
        Type* b = type_name();
        expect(")");
        return new_num(types_compatible(a, b), loc);
    }
    if (name == "__builtin_classify_type") {  // GCC's type classes, of the operand as it is used
        expect("(");
        Node* n = decay(assign_expr());
        expect(")");
        const Type* t = n->type;
        int type_class = 1;  // integer
        if (t->kind == TypeKind::Void) type_class = 0;
        else if (t->kind == TypeKind::Enum) type_class = 3;
        else if (t->kind == TypeKind::Bool) type_class = 4;
        else if (t->kind == TypeKind::Pointer) type_class = 5;
        else if (is_flonum(t)) type_class = 8;
        else if (t->is_complex) type_class = 9;
        else if (t->kind == TypeKind::Struct) type_class = 12;
        else if (t->kind == TypeKind::Union) type_class = 13;
        return new_num(type_class, loc);
    }
    if (name == "__builtin_LINE" || name == "__builtin_FILE" || name == "__builtin_FUNCTION") {
        expect("(");
        expect(")");
        if (name == "__builtin_LINE") return new_num(loc.line, loc);
        if (name == "__builtin_FUNCTION") {
            if (VarScope* sc = find_var("__func__"); sc && sc->var) return decay(new_var(sc->var, loc));
        }
        Token text;
        text.kind = TokenKind::String;
        text.loc = loc;
        const std::string spelled = name == "__builtin_FILE" && loc.file ? *loc.file : "";
        for (char c : spelled) text.chars.push_back(static_cast<unsigned char>(c));
        return decay(new_var(string_literal(text), loc));
    }
    if (name == "__builtin_expect" || name == "__builtin_expect_with_probability") {
        expect("(");
        Node* n = assign_expr();
        expect(",");
        assign_expr();
        if (name == "__builtin_expect_with_probability") {
            expect(",");
            assign_expr();
        }
        expect(")");
        return n;
    }
    if (name == "__builtin_choose_expr") {
        expect("(");
        const bool first = const_expr() != 0;
        expect(",");
        Node* a = assign_expr();
        expect(",");
        Node* b = assign_expr();
        expect(")");
        return first ? a : b;
    }
    if (name == "__builtin_constant_p") {
        expect("(");
        Node* n = assign_expr();
        expect(")");
        return new_num(is_constant_expr(n), loc);
    }
    if (name == "__builtin_unreachable") {
        expect("(");
        expect(")");
        return new_cast(new_num(0, loc), ty_.void_);
    }
    if (name == "__builtin_alloca") {
        if (!current_fn_) error_at(loc, "__builtin_alloca outside a function");
        expect("(");
        Node* size = convert(decay(assign_expr()), ty_.ulong);
        expect(")");
        Node* n = new_unary(NodeKind::Alloca, size, loc);
        n->type = pointer_to(arena_, ty_.void_);
        current_fn_->calls_alloca = true;
        current_fn_->calls_builtin_alloca = true;
        return n;
    }
    // __builtin_inf, huge_val, nan and nans, with their f and l forms (a signalling
    // NaN is not kept apart: the i860 code never traps on one here).
    auto is_fp_constant = [](const std::string& n) {
        return n == "__builtin_inf" || n == "__builtin_huge_val" || n == "__builtin_nan" || n == "__builtin_nans";
    };
    std::string constant = name;
    Type* constant_type = ty_.double_;
    if (!is_fp_constant(constant) && (constant.ends_with("f") || constant.ends_with("l"))) {
        constant_type = constant.ends_with("f") ? ty_.float_ : ty_.ldouble;
        constant.pop_back();
    }
    const bool is_inf = constant == "__builtin_inf" || constant == "__builtin_huge_val";
    if (is_fp_constant(constant)) {
        expect("(");
        if (!tok().is(")")) assign_expr();
        expect(")");
        Node* n = new_node(NodeKind::FNum, loc);
        n->fvalue = is_inf ? std::numeric_limits<double>::infinity() : std::numeric_limits<double>::quiet_NaN();
        n->type = constant_type;
        return n;
    }
    if (Node* n = runtime_builtin(name, loc)) return n;
    if (name == "__builtin_trap") {
        expect("(");
        expect(")");
        return runtime_call("abort", ty_.void_, {}, loc);
    }
    return nullptr;
}

Node* Parser::generic_selection(const Location& loc) {
    expect("(");
    Node* control = decay(assign_expr());
    const Type* ct = unqualified(control->type);
    Node* chosen = nullptr;
    Node* fallback = nullptr;
    while (consume(",")) {
        if (consume("default")) {
            expect(":");
            fallback = assign_expr();
            continue;
        }
        Type* t = type_name();
        expect(":");
        Node* e = assign_expr();
        if (!chosen && types_compatible(ct, t)) chosen = e;
    }
    expect(")");
    if (!chosen) chosen = fallback;
    if (!chosen) error_at(loc, "'_Generic' selector of type matches no association");
    return chosen;
}

Node* Parser::number(const Token& t) {
    if (t.kind == TokenKind::Char) {
        // 'c' is an int, u'c' a char16_t (unsigned short), L'c' and U'c' 32 bits.
        Type* type = t.char_width == 1 ? ty_.int_ : t.char_width == 2 ? ty_.ushort : ty_.long_;
        return new_num(static_cast<std::int64_t>(t.int_value), t.loc, type);
    }
    if (t.is_float || t.is_imaginary) {
        Node* n = new_node(NodeKind::FNum, t.loc);
        n->fvalue = t.is_float ? t.float_value : static_cast<double>(t.int_value);
        n->type = t.suffix == LiteralSuffix::F ? ty_.float_ : t.suffix == LiteralSuffix::LD ? ty_.ldouble : ty_.double_;
        if (t.suffix == LiteralSuffix::F) n->fvalue = to_float(t.float_value);
        // GNU's imaginary constants (2.0i, 1.0fi); an integer one (2i) is taken as
        // double, since integer complex types are not supported.
        if (t.is_imaginary) return complex_value(nullptr, n, complex_of(ty_, n->type), t.loc);
        return n;
    }
    const std::uint64_t v = t.int_value;
    const bool any_base = t.is_hex_or_octal;
    Type* type = nullptr;
    const bool fits_int = v <= 0x7fffffff;
    const bool fits_uint = v <= 0xffffffff;
    const bool fits_ll = v <= 0x7fffffffffffffffULL;
    switch (t.suffix) {
        case LiteralSuffix::None:
        case LiteralSuffix::L:
            if (fits_int) type = t.suffix == LiteralSuffix::L ? ty_.long_ : ty_.int_;
            else if (any_base && fits_uint) type = t.suffix == LiteralSuffix::L ? ty_.ulong : ty_.uint;
            else if (fits_ll) type = ty_.llong;
            else type = ty_.ullong;
            break;
        case LiteralSuffix::U:
        case LiteralSuffix::UL:
            type = fits_uint ? (t.suffix == LiteralSuffix::U ? ty_.uint : ty_.ulong) : ty_.ullong;
            break;
        case LiteralSuffix::LL:
            type = fits_ll || !any_base ? ty_.llong : ty_.ullong;
            break;
        default:
            type = ty_.ullong;
            break;
    }
    return new_num(static_cast<std::int64_t>(v), t.loc, type);
}

Node* Parser::statement_expression(const Location& loc) {
    Node* block = compound_statement(true);
    Node* n = new_node(NodeKind::StmtExpr, loc);
    n->body = block->body;
    n->type = ty_.void_;
    // A labelled last statement (`l: x;`) gives the value too: the label goes
    // before it on its own.
    while (!n->body.empty() && n->body.back()->kind == NodeKind::Label && n->body.back()->lhs->kind != NodeKind::Block) {
        Node* labelled = n->body.back()->lhs;
        n->body.back()->lhs = new_node(NodeKind::Block, labelled->loc);
        n->body.push_back(labelled);
    }
    if (!n->body.empty() && n->body.back()->kind == NodeKind::ExprStmt) {
        Node* last = n->body.back()->lhs;
        if (last->type->kind == TypeKind::Array) {
            last = decay(last);
            n->body.back()->lhs = last;
        }
        n->type = last->type;
    }
    return n;
}

Node* Parser::identifier(const Token& t) {
    if (t.text.starts_with("__builtin_")) {
        if (Node* n = builtin(t.text, t.loc)) return n;
    }
    if ((t.text.starts_with("__sync_") || t.text.starts_with("__atomic_")) && tok().is("(") && !find_var(t.text))
        return atomic_builtin(t.text, t.loc);
    if (VarScope* sc = find_var(t.text)) {
        if (sc->var) return new_var(sc->var, t.loc);
        if (sc->enum_type) return new_num(sc->enum_value, t.loc, ty_.int_);
        if (sc->type_def) error_at(t.loc, "unexpected type name '" + t.text + "'");
    }
    std::string name = t.text;
    Type* library_type = nullptr;
    if (name.starts_with("__builtin_")) {
        name = name.substr(10);
        if (VarScope* sc = find_var(name); sc && sc->var) return new_var(sc->var, t.loc);
        library_type = library_builtin_type(name);
    }
    if (tok().is("(")) {
        // An implicit declaration: int name() (or a builtin's library function).
        if (!library_type) warn_at(t.loc, "implicit declaration of function '" + name + "'");
        Type* ft = library_type;
        if (!ft) {
            ft = func_returning(arena_, ty_.int_);
            ft->has_prototype = false;
        }
        Obj* fn = arena_.obj();
        fn->name = fn->asm_name = name;
        fn->type = ft;
        fn->loc = t.loc;
        fn->is_function = true;
        program_.globals.push_back(fn);
        scopes_.front().vars[name].var = fn;
        return new_var(fn, t.loc);
    }
    error_at(t.loc, "'" + t.text + "' undeclared");
}

Node* Parser::primary() {
    const Token& t = tok();
    const Location loc = t.loc;
    if (t.is("(") && tok(1).is("{")) {
        ++pos_;
        if (!current_fn_) error_at(loc, "statement expression outside a function");
        Node* n = statement_expression(loc);
        expect(")");
        return n;
    }
    if (consume("(")) {
        Node* n = expr();
        expect(")");
        return n;
    }
    if (t.kind == TokenKind::Number || t.kind == TokenKind::Char) {
        ++pos_;
        return number(t);
    }
    if (t.kind == TokenKind::String) {
        // Adjacent literals join; a wide one makes the whole wide.
        Token joined = t;
        ++pos_;
        while (tok().kind == TokenKind::String) {
            if (tok().char_width != 1) joined.char_width = tok().char_width;
            joined.chars.insert(joined.chars.end(), tok().chars.begin(), tok().chars.end());
            ++pos_;
        }
        return new_var(string_literal(joined), loc);
    }
    if (t.kind == TokenKind::Identifier) {
        if (t.is("_Generic")) {
            ++pos_;
            return generic_selection(loc);
        }
        if (t.is("sizeof") || t.is("_Alignof")) return unary();
        if (is_typename()) error_at(loc, "expected expression before " + describe(t));
        ++pos_;
        return identifier(t);
    }
    error_at(loc, "expected expression before " + describe(t));
}

}  // namespace xp860::cc
