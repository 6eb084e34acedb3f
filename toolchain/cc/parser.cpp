// The parser: recursive descent over the tokens, building typed nodes. Implicit
// conversions become Cast nodes; compound assignments, ++/-- and initializers are
// rewritten into plain assignments through temporaries, so the code generator
// sees a small language.
#include "toolchain/cc/parser.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "toolchain/cc/parser_state.h"

namespace xp860::cc {

Parser::Parser(const std::vector<Token>& tokens, Arena& arena) : toks_(tokens), arena_(arena), ty_(arena) {
    scopes_.emplace_back();
    declare_builtin_va_list();
}

Parser::Nesting::Nesting(Parser& p) : parser(p) {
    if (++parser.depth_ > 600) error_at(parser.tok().loc, "nesting too deep");
}

// ---- tokens ----------------------------------------------------------------

const Token& Parser::tok(std::size_t ahead) const {
    const std::size_t i = std::min(pos_ + ahead, toks_.size() - 1);
    return toks_[i];
}

bool Parser::consume(std::string_view s) {
    if (!tok().is(s)) return false;
    ++pos_;
    return true;
}

void Parser::expect(std::string_view s) {
    if (!consume(s)) {
        const Token& t = tok();
        error_at(t.loc, "expected '" + std::string(s) + "' before " + describe(t));
    }
}

std::string Parser::describe(const Token& t) const {
    if (t.kind == TokenKind::End) return "end of input";
    if (t.kind == TokenKind::String) return "string literal";
    return "'" + t.text + "'";
}

std::string Parser::expect_ident() {
    if (tok().kind != TokenKind::Identifier) error_at(tok().loc, "expected an identifier before " + describe(tok()));
    return toks_[pos_++].text;
}

// A string literal's bytes, adjacent literals joined as C joins them; `missing` is the
// error when the next token is not one.
std::string Parser::expect_string(const char* missing) {
    if (tok().kind != TokenKind::String) error_at(tok().loc, missing);
    std::string text;
    for (; tok().kind == TokenKind::String; ++pos_)
        for (std::uint32_t c : tok().chars) text += static_cast<char>(c);
    return text;
}

std::string Parser::new_label() { return ".L" + std::to_string(label_count_++); }

// ---- scopes ----------------------------------------------------------------

void Parser::enter_scope() { scopes_.emplace_back(); }
void Parser::leave_scope() { scopes_.pop_back(); }

Parser::VarScope* Parser::find_var(const std::string& name) {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
        auto found = it->vars.find(name);
        if (found != it->vars.end()) return &found->second;
    }
    return nullptr;
}

Type* Parser::find_tag(const std::string& name) {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
        auto found = it->tags.find(name);
        if (found != it->tags.end()) return found->second;
    }
    return nullptr;
}

Parser::VarScope& Parser::declare(const std::string& name) { return scopes_.back().vars[name]; }

Type* Parser::find_typedef(const Token& t) {
    if (t.kind != TokenKind::Identifier) return nullptr;
    VarScope* sc = find_var(t.text);
    return sc ? sc->type_def : nullptr;
}

Obj* Parser::new_local(const std::string& name, Type* type, const Location& loc) {
    Obj* var = arena_.obj();
    var->name = name;
    var->type = type;
    var->loc = loc;
    var->is_local = true;
    var->align = type->align;
    if (!name.empty()) declare(name).var = var;
    if (current_fn_) current_fn_->locals.push_back(var);
    return var;
}

Obj* Parser::new_global(const std::string& name, Type* type, const Location& loc) {
    Obj* var = arena_.obj();
    var->name = name;
    var->asm_name = name;
    var->type = type;
    var->loc = loc;
    var->align = type->align;
    program_.globals.push_back(var);
    if (!name.empty()) {
        // File-scope declarations go in the outermost scope even from inside a block
        // (an implicit declaration, or `extern` in a function).
        declare(name).var = var;
    }
    return var;
}

Obj* Parser::new_anon_global(Type* type, const Location& loc) {
    Obj* var = arena_.obj();
    var->asm_name = ".LC" + std::to_string(literal_count_++);
    var->name = var->asm_name;
    var->type = type;
    var->loc = loc;
    var->align = type->align;
    var->is_static = true;
    var->is_definition = true;
    program_.literals.push_back(var);
    return var;
}

Obj* Parser::string_literal(const Token& t) {
    Type* elem = t.char_width == 1 ? ty_.char_ : t.char_width == 2 ? ty_.ushort : ty_.long_;
    Type* type = array_of(arena_, elem, static_cast<std::int64_t>(t.chars.size()) + 1);
    Obj* var = new_anon_global(type, t.loc);
    var->has_init = true;
    var->init_data.assign(static_cast<std::size_t>(type->size), 0);
    for (std::size_t i = 0; i < t.chars.size(); ++i)
        for (int b = 0; b < t.char_width; ++b)
            var->init_data[i * static_cast<std::size_t>(t.char_width) + static_cast<std::size_t>(b)] =
                static_cast<std::uint8_t>(t.chars[i] >> (8 * b));
    return var;
}

void Parser::declare_builtin_va_list() {
    // docs/abi.md: the SVR4 i860 va_list, a 16-byte record.
    Type* t = struct_type(arena_, TypeKind::Struct);
    const char* names[] = {"__ireg_used", "__freg_used", "__reg_base", "__mem_ptr"};
    for (int i = 0; i < 4; ++i) {
        Member m;
        m.name = names[i];
        m.type = i < 2 ? ty_.uint : pointer_to(arena_, ty_.long_);
        m.offset = 4 * i;
        m.align = 4;
        t->members.push_back(m);
    }
    t->size = 16;
    t->align = 4;
    t->is_complete = true;
    va_list_type_ = t;
    declare("__builtin_va_list").type_def = t;
}

// ---- node helpers -----------------------------------------------------------

Node* Parser::new_node(NodeKind kind, const Location& loc) { return arena_.node(kind, loc); }

Node* Parser::new_num(std::int64_t value, const Location& loc, Type* type) {
    Node* n = new_node(NodeKind::Num, loc);
    n->value = value;
    n->type = type ? type : ty_.int_;
    return n;
}

Node* Parser::new_var(Obj* var, const Location& loc) {
    Node* n = new_node(NodeKind::Var, loc);
    n->var = var;
    n->type = var->type;
    var->is_used = true;
    return n;
}

Node* Parser::new_cast(Node* expr, Type* type) {
    Node* n = new_node(NodeKind::Cast, expr->loc);
    n->lhs = expr;
    n->type = type;
    return n;
}

Node* Parser::new_unary(NodeKind kind, Node* expr, const Location& loc) {
    Node* n = new_node(kind, loc);
    n->lhs = expr;
    return n;
}

Node* Parser::new_binary(NodeKind kind, Node* lhs, Node* rhs, const Location& loc) {
    Node* n = new_node(kind, loc);
    n->lhs = lhs;
    n->rhs = rhs;
    return n;
}

// Arrays and functions used as values become pointers.
Node* Parser::decay(Node* n) {
    if (n->type->kind == TypeKind::Array) {
        Node* a = new_unary(NodeKind::Addr, n, n->loc);
        a->type = pointer_to(arena_, n->type->base);
        return a;
    }
    if (n->type->kind == TypeKind::Func) {
        Node* a = new_unary(NodeKind::Addr, n, n->loc);
        a->type = pointer_to(arena_, n->type);
        return a;
    }
    return n;
}

Node* Parser::convert(Node* n, Type* type) {
    if (n->type == type) return n;
    if (type->is_complex || n->type->is_complex) return complex_convert(n, type);
    // The same arithmetic type under another name (a declarator's copy): no cast.
    if (is_numeric(n->type) && is_numeric(type) && n->type->kind == type->kind && n->type->size == type->size &&
        n->type->is_unsigned == type->is_unsigned && n->type->kind != TypeKind::Enum && n->type->kind != TypeKind::Bool)
        return n;
    // A constant converted between integer types is the constant of the new type.
    if (n->kind == NodeKind::Num && is_integer(n->type) && is_integer(type) && type->kind != TypeKind::Bool) {
        Node* c = new_cast(n, type);
        return new_num(eval_constant(c), n->loc, type);
    }
    return new_cast(n, type);
}

void Parser::check_scalar(Node* n, const char* what) {
    if (!is_scalar(n->type)) error_at(n->loc, std::string("used ") + what + " where a scalar is required");
}

Node* Parser::arith(NodeKind kind, Node* lhs, Node* rhs, const Location& loc) {
    lhs = decay(lhs);
    rhs = decay(rhs);
    if (lhs->type->is_complex || rhs->type->is_complex) return complex_arith(kind, lhs, rhs, loc);
    if (!is_numeric(lhs->type) || !is_numeric(rhs->type)) error_at(loc, "invalid operands to binary operator");
    const bool integer_only = kind == NodeKind::Mod || kind == NodeKind::BitAnd || kind == NodeKind::BitOr ||
                              kind == NodeKind::BitXor;
    if (integer_only && (!is_integer(lhs->type) || !is_integer(rhs->type)))
        error_at(loc, "invalid operands to binary operator (integers required)");
    Type* type = common_type(ty_, lhs->type, rhs->type);
    Node* n = new_binary(kind, convert(lhs, type), convert(rhs, type), loc);
    n->type = type;
    return n;
}

Node* Parser::shift(NodeKind kind, Node* lhs, Node* rhs, const Location& loc) {
    lhs = decay(lhs);
    rhs = decay(rhs);
    if (!is_integer(lhs->type) || !is_integer(rhs->type)) error_at(loc, "invalid operands to shift");
    Type* type = promoted(ty_, lhs->type);
    Node* n = new_binary(kind, convert(lhs, type), convert(rhs, ty_.int_), loc);
    n->type = type;
    return n;
}

Node* Parser::compare(NodeKind kind, Node* lhs, Node* rhs, const Location& loc) {
    lhs = decay(lhs);
    rhs = decay(rhs);
    if (lhs->type->is_complex || rhs->type->is_complex) return complex_compare(kind, lhs, rhs, loc);
    Node* n = nullptr;
    if (is_numeric(lhs->type) && is_numeric(rhs->type)) {
        Type* type = common_type(ty_, lhs->type, rhs->type);
        n = new_binary(kind, convert(lhs, type), convert(rhs, type), loc);
    } else if (is_scalar(lhs->type) && is_scalar(rhs->type)) {
        n = new_binary(kind, convert(lhs, ty_.ulong), convert(rhs, ty_.ulong), loc);
    } else {
        error_at(loc, "invalid operands to comparison");
    }
    n->type = ty_.int_;
    return n;
}

// The byte size of t's elements times n: for pointer arithmetic.
Node* Parser::scaled(Node* index, Type* pointee, const Location& loc) {
    Node* size = nullptr;
    if (pointee->vla_size) {
        size = new_var(pointee->vla_size, loc);
    } else {
        const int s = pointee->kind == TypeKind::Void || pointee->kind == TypeKind::Func ? 1 : pointee->size;
        if (s == 1) return index;
        size = new_num(s, loc, ty_.long_);
    }
    Node* n = new_binary(NodeKind::Mul, index, size, loc);
    n->type = ty_.long_;
    return n;
}

Node* Parser::add(Node* lhs, Node* rhs, const Location& loc) {
    lhs = decay(lhs);
    rhs = decay(rhs);
    if (lhs->type->is_complex || rhs->type->is_complex) return complex_arith(NodeKind::Add, lhs, rhs, loc);
    if (is_numeric(lhs->type) && is_numeric(rhs->type)) return arith(NodeKind::Add, lhs, rhs, loc);
    if (lhs->type->kind != TypeKind::Pointer) std::swap(lhs, rhs);
    if (lhs->type->kind != TypeKind::Pointer || !is_integer(rhs->type)) error_at(loc, "invalid operands to binary +");
    Node* n = new_binary(NodeKind::Add, lhs, scaled(convert(rhs, ty_.long_), lhs->type->base, loc), loc);
    n->type = lhs->type;
    return n;
}

Node* Parser::sub(Node* lhs, Node* rhs, const Location& loc) {
    lhs = decay(lhs);
    rhs = decay(rhs);
    if (lhs->type->is_complex || rhs->type->is_complex) return complex_arith(NodeKind::Sub, lhs, rhs, loc);
    if (is_numeric(lhs->type) && is_numeric(rhs->type)) return arith(NodeKind::Sub, lhs, rhs, loc);
    if (lhs->type->kind == TypeKind::Pointer && is_integer(rhs->type)) {
        Node* n = new_binary(NodeKind::Sub, lhs, scaled(convert(rhs, ty_.long_), lhs->type->base, loc), loc);
        n->type = lhs->type;
        return n;
    }
    if (lhs->type->kind == TypeKind::Pointer && rhs->type->kind == TypeKind::Pointer) {
        Node* diff = new_binary(NodeKind::Sub, convert(lhs, ty_.long_), convert(rhs, ty_.long_), loc);
        diff->type = ty_.long_;
        Type* base = lhs->type->base;
        Node* size = base->vla_size ? new_var(base->vla_size, loc)
                                    : new_num(base->size > 0 && base->kind != TypeKind::Void ? base->size : 1, loc, ty_.long_);
        Node* n = new_binary(NodeKind::Div, diff, size, loc);
        n->type = ty_.long_;
        return n;
    }
    error_at(loc, "invalid operands to binary -");
}

Node* Parser::deref(Node* n, const Location& loc) {
    n = decay(n);
    if (n->type->kind != TypeKind::Pointer) error_at(loc, "invalid type argument of unary '*'");
    Node* d = new_unary(NodeKind::Deref, n, loc);
    d->type = n->type->base;
    return d;
}

Node* Parser::addr(Node* n, const Location& loc) {
    if (n->kind == NodeKind::Member && n->member->is_bitfield) error_at(loc, "cannot take address of bit-field");
    if (n->kind != NodeKind::Var && n->kind != NodeKind::Deref && n->kind != NodeKind::Member &&
        !(n->kind == NodeKind::Comma) && !(n->kind == NodeKind::StmtExpr))
        error_at(loc, "lvalue required as unary '&' operand");
    // The object named last in a comma chain (a compound literal is `init, var`)
    // has its address taken as much as a plain variable.
    Node* object = n;
    while (object->kind == NodeKind::Comma) object = object->rhs;
    if (object->kind == NodeKind::Var) object->var->address_taken = true;
    Node* a = new_unary(NodeKind::Addr, n, loc);
    a->type = pointer_to(arena_, n->type);
    return a;
}

Node* Parser::assign(Node* lhs, Node* rhs, const Location& loc) {
    if (lhs->type->kind == TypeKind::Array) error_at(loc, "assignment to expression with array type");
    if (lhs->kind != NodeKind::Var && lhs->kind != NodeKind::Deref && lhs->kind != NodeKind::Member)
        error_at(loc, "lvalue required as left operand of assignment");
    rhs = decay(rhs);
    if ((lhs->type->is_complex && (rhs->type->is_complex || is_numeric(rhs->type))) ||
        (rhs->type->is_complex && is_numeric(lhs->type)))
        rhs = convert(rhs, lhs->type);
    if (is_aggregate(lhs->type)) {
        if (!is_aggregate(rhs->type)) error_at(loc, "incompatible types in assignment");
    } else if (lhs->type->kind == TypeKind::Pointer && !is_scalar(rhs->type)) {
        error_at(loc, "incompatible types when assigning to a pointer");
    } else if (is_numeric(lhs->type) && !is_scalar(rhs->type)) {
        error_at(loc, "incompatible types in assignment");
    } else {
        rhs = convert(rhs, lhs->type);
    }
    Node* n = new_binary(NodeKind::Assign, lhs, rhs, loc);
    n->type = lhs->type;
    return n;
}

Node* Parser::to_bool(Node* n) {
    n = decay(n);
    if (n->type->is_complex) return complex_convert(n, ty_.bool_);
    check_scalar(n, "a non-scalar value");
    return n;
}

Node* Parser::comma(Node* lhs, Node* rhs, const Location& loc) {
    Node* n = new_binary(NodeKind::Comma, lhs, rhs, loc);
    n->type = rhs->type;
    return n;
}

// `tmp = &lhs, *tmp = *tmp op rhs` (or through the struct for a bit-field), so
// that lhs is evaluated once.
Node* Parser::compound_assign(Node* lhs, Node* rhs, NodeKind op, const Location& loc) {
    // A variable can be named twice: no temporary needed.
    if (lhs->kind == NodeKind::Var && !lhs->type->is_volatile) return assign(lhs, binary_op(op, lhs, rhs, loc), loc);
    if (lhs->kind == NodeKind::Member) {
        Node* base = lhs->lhs;
        Obj* tmp = new_local("", pointer_to(arena_, base->type), loc);
        Node* set = assign(new_var(tmp, loc), addr(base, loc), loc);
        Node* target = member_of(deref(new_var(tmp, loc), loc), lhs->member, loc);
        Node* value = member_of(deref(new_var(tmp, loc), loc), lhs->member, loc);
        return comma(set, assign(target, binary_op(op, value, rhs, loc), loc), loc);
    }
    Obj* tmp = new_local("", pointer_to(arena_, lhs->type), loc);
    Node* set = assign(new_var(tmp, loc), addr(lhs, loc), loc);
    Node* target = deref(new_var(tmp, loc), loc);
    Node* value = deref(new_var(tmp, loc), loc);
    return comma(set, assign(target, binary_op(op, value, rhs, loc), loc), loc);
}

Node* Parser::binary_op(NodeKind op, Node* lhs, Node* rhs, const Location& loc) {
    switch (op) {
        case NodeKind::Add: return add(lhs, rhs, loc);
        case NodeKind::Sub: return sub(lhs, rhs, loc);
        case NodeKind::Shl: case NodeKind::Shr: return shift(op, lhs, rhs, loc);
        default: return arith(op, lhs, rhs, loc);
    }
}

// x++ is (typeof x)((x += 1) - 1); x-- likewise.
Node* Parser::post_increment(Node* lhs, int delta, const Location& loc) {
    if (!lhs->type->is_complex) check_scalar(decay(lhs), "an operand of ++/--");
    Node* one = new_num(delta, loc);
    Node* n = compound_assign(lhs, one, NodeKind::Add, loc);
    if (lhs->type->kind == TypeKind::Bool || lhs->type->is_complex) {
        // The old value of a _Bool or a complex value (GNU): read it first.
        Obj* old = new_local("", lhs->type, loc);
        Node* save = assign(new_var(old, loc), lhs, loc);
        return comma(save, comma(n, new_var(old, loc), loc), loc);
    }
    Node* value = convert(add(n, new_num(-delta, loc), loc), lhs->type);
    value->effect_only = n;
    return value;
}

Node* Parser::member_of(Node* base, const Member* m, const Location& loc) {
    Node* n = new_unary(NodeKind::Member, base, loc);
    n->member = m;
    n->type = m->type;
    // A bit-field whose values all fit an int reads as an int (C11 6.3.1.1), else
    // as an unsigned int when they fit that; GCC does so for long long fields too.
    if (m->is_bitfield && m->type->kind != TypeKind::Bool) {
        if (m->bit_width < 32 || (m->bit_width == 32 && !m->type->is_unsigned)) n->type = ty_.int_;
        else if (m->bit_width == 32) n->type = ty_.uint;
    }
    // The object's and the member's own qualifiers, on that int of a bit-field too.
    const bool is_const = base->type->is_const || m->type->is_const;
    const bool is_volatile = base->type->is_volatile || m->type->is_volatile;
    if (is_const || is_volatile) n->type = qualified(arena_, n->type, is_const, is_volatile);
    return n;
}

// Finds `name` in a struct or union, looking inside anonymous members; returns the
// chain of members to follow.
bool Parser::find_member(Type* t, const std::string& name, std::vector<const Member*>& path) {
    for (const Member& m : t->members) {
        if (m.name == name) {
            path.push_back(&m);
            return true;
        }
        if (m.name.empty() && is_aggregate(m.type)) {
            path.push_back(&m);
            if (find_member(m.type, name, path)) return true;
            path.pop_back();
        }
    }
    return false;
}

Node* Parser::struct_ref(Node* base, const std::string& name, const Location& loc) {
    if (!is_aggregate(base->type)) error_at(loc, "request for member '" + name + "' in something not a structure or union");
    if (!base->type->is_complete) error_at(loc, "invalid use of incomplete type");
    std::vector<const Member*> path;
    if (!find_member(base->type, name, path)) error_at(loc, "no member named '" + name + "'");
    for (const Member* m : path) base = member_of(base, m, loc);
    return base;
}

}  // namespace xp860::cc
