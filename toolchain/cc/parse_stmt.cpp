// Statements, function definitions and the translation unit.
#include <cctype>
#include <string>
#include <vector>

#include "toolchain/cc/abi.h"
#include "toolchain/cc/parser.h"
#include "toolchain/cc/parser_state.h"

namespace xp860::cc {

// A label for break or continue, remembering which cleanups it leaves in scope.
std::string Parser::jump_label() {
    std::string label = new_label();
    jump_cleanup_depth_[label] = cleanups_.size();
    return label;
}

// Calls to the cleanup functions of the variables in scope above the first
// `down_to`, innermost first.
Node* Parser::cleanup_calls(std::size_t down_to, const Location& loc) {
    Node* block = new_node(NodeKind::Block, loc);
    for (std::size_t i = cleanups_.size(); i > down_to; --i) {
        const Cleanup& c = cleanups_[i - 1];
        Node* call = call_with(new_var(c.function, loc), {addr(new_var(c.var, loc), loc)}, loc);
        block->body.push_back(new_unary(NodeKind::ExprStmt, call, loc));
    }
    return block;
}

Node* Parser::compound_statement(bool is_statement_expression) {
    Node* block = new_node(NodeKind::Block, tok().loc);
    expect("{");
    enter_scope();
    const std::size_t outer_cleanups = cleanups_.size();
    const auto outer_local_labels = local_labels_;
    while (!consume("}")) {
        if (tok().kind == TokenKind::End) error_at(block->loc, "expected '}' at end of input");
        if (pragma_pack()) continue;
        if (consume("__label__")) {
            local_label_declaration();
            continue;
        }
        if (tok().is("_Static_assert")) {
            ++pos_;
            static_assertion();
            continue;
        }
        if (is_typename() && !tok(1).is(":")) {
            DeclAttrs attrs;
            Type* base = declspec(&attrs);
            if (attrs.is_typedef) {
                if (Node* sizes = typedef_declaration(base))
                    block->body.push_back(new_unary(NodeKind::ExprStmt, sizes, sizes->loc));
                continue;
            }
            if (consume(";")) continue;  // a struct or enum declaration alone
            block->body.push_back(declaration(base, attrs));
            continue;
        }
        block->body.push_back(statement());
    }
    if (cleanups_.size() > outer_cleanups) {
        if (is_statement_expression) error_at(block->loc, "a cleanup variable in a statement expression is not supported");
        block->body.push_back(cleanup_calls(outer_cleanups, block->loc));
        cleanups_.resize(outer_cleanups);
    }
    local_labels_ = outer_local_labels;
    leave_scope();
    return block;
}

// `__label__ a, b;`: labels of these names inside the block are its own, distinct
// from those of any other block (a macro's statement expression used twice).
void Parser::local_label_declaration() {
    do {
        const std::string name = expect_ident();
        local_labels_[name] = name + "." + std::to_string(++local_label_count_);
    } while (consume(","));
    expect(";");
}

std::string Parser::label_spelling(const std::string& name) const {
    const auto it = local_labels_.find(name);
    return it == local_labels_.end() ? name : it->second;
}

Node* Parser::if_statement(const Location& loc) {
    Node* n = new_node(NodeKind::If, loc);
    expect("(");
    n->cond = to_bool(expr());
    expect(")");
    n->then = statement();
    if (consume("else")) n->els = statement();
    return n;
}

Node* Parser::switch_statement(const Location& loc) {
    Node* n = new_node(NodeKind::Switch, loc);
    expect("(");
    Node* cond = decay(expr());
    if (!is_integer(cond->type)) error_at(cond->loc, "switch quantity not an integer");
    n->cond = convert(cond, promoted(ty_, cond->type));
    expect(")");
    Node* saved_switch = current_switch_;
    const std::string saved_break = break_label_;
    current_switch_ = n;
    n->break_label = break_label_ = jump_label();
    n->then = statement();
    current_switch_ = saved_switch;
    break_label_ = saved_break;
    return n;
}

Node* Parser::case_statement(const Location& loc) {
    if (!current_switch_) error_at(loc, "case label not within a switch statement");
    Node* n = new_node(NodeKind::Case, loc);
    std::int64_t begin = const_expr();
    std::int64_t end = begin;
    if (consume("...")) end = const_expr();
    expect(":");
    if (current_switch_->cond->type->size == 4) {
        // Case values convert to the promoted type of the controlling expression.
        begin = current_switch_->cond->type->is_unsigned ? std::int64_t{static_cast<std::uint32_t>(begin)} : std::int64_t{static_cast<std::int32_t>(begin)};
        end = current_switch_->cond->type->is_unsigned ? std::int64_t{static_cast<std::uint32_t>(end)} : std::int64_t{static_cast<std::int32_t>(end)};
    }
    if (end < begin) warn_at(loc, "empty range specified");
    n->label = new_label();
    n->case_begin = begin;
    n->case_end = end;
    n->lhs = tok().is("}") ? new_node(NodeKind::Block, loc) : statement();
    current_switch_->cases.push_back(n);
    return n;
}

Node* Parser::for_statement(const Location& loc) {
    Node* n = new_node(NodeKind::For, loc);
    expect("(");
    enter_scope();
    const std::string saved_break = break_label_;
    const std::string saved_cont = cont_label_;
    n->break_label = break_label_ = jump_label();
    n->cont_label = cont_label_ = jump_label();
    if (is_typename()) {
        DeclAttrs attrs;
        Type* base = declspec(&attrs);
        n->init = declaration(base, attrs);
    } else if (!consume(";")) {
        n->init = new_unary(NodeKind::ExprStmt, expr(), loc);
        expect(";");
    }
    if (!tok().is(";")) n->cond = to_bool(expr());
    expect(";");
    if (!tok().is(")")) n->inc = expr();
    expect(")");
    n->then = statement();
    leave_scope();
    break_label_ = saved_break;
    cont_label_ = saved_cont;
    return n;
}

Node* Parser::while_statement(const Location& loc) {
    Node* n = new_node(NodeKind::For, loc);
    expect("(");
    n->cond = to_bool(expr());
    expect(")");
    const std::string saved_break = break_label_;
    const std::string saved_cont = cont_label_;
    n->break_label = break_label_ = jump_label();
    n->cont_label = cont_label_ = jump_label();
    n->then = statement();
    break_label_ = saved_break;
    cont_label_ = saved_cont;
    return n;
}

Node* Parser::do_statement(const Location& loc) {
    Node* n = new_node(NodeKind::Do, loc);
    const std::string saved_break = break_label_;
    const std::string saved_cont = cont_label_;
    n->break_label = break_label_ = jump_label();
    n->cont_label = cont_label_ = jump_label();
    n->then = statement();
    break_label_ = saved_break;
    cont_label_ = saved_cont;
    expect("while");
    expect("(");
    n->cond = to_bool(expr());
    expect(")");
    expect(";");
    return n;
}

// With cleanup variables in scope, the value is computed, the cleanups run, then
// the function returns the value.
Node* Parser::return_statement(const Location& loc) {
    Node* n = plain_return(loc);
    if (cleanups_.empty()) return n;
    Node* block = new_node(NodeKind::Block, loc);
    if (n->lhs && current_fn_->type->base->kind != TypeKind::Void) {
        Obj* value = new_local("", current_fn_->type->base, loc);
        block->body.push_back(new_unary(NodeKind::ExprStmt, assign(new_var(value, loc), n->lhs, loc), loc));
        n->lhs = new_var(value, loc);
    } else if (n->lhs) {
        block->body.push_back(new_unary(NodeKind::ExprStmt, n->lhs, loc));
        n->lhs = nullptr;
    }
    block->body.push_back(cleanup_calls(0, loc));
    block->body.push_back(n);
    return block;
}

Node* Parser::plain_return(const Location& loc) {
    Node* n = new_node(NodeKind::Return, loc);
    Type* ret = current_fn_->type->base;
    if (consume(";")) {
        if (ret->kind != TypeKind::Void) warn_at(loc, "'return' with no value, in function returning non-void");
        return n;
    }
    Node* e = expr();
    expect(";");
    if (ret->kind == TypeKind::Void) {
        if (e->type->kind != TypeKind::Void) warn_at(loc, "'return' with a value, in function returning void");
        n->lhs = e;
        return n;
    }
    e = decay(e);
    if (is_aggregate(ret)) {
        if (!is_aggregate(e->type)) error_at(e->loc, "incompatible types when returning");
        n->lhs = e;
    } else {
        if (!is_scalar(e->type)) error_at(e->loc, "incompatible types when returning");
        n->lhs = convert(e, ret);
    }
    return n;
}

Node* Parser::goto_statement(const Location& loc) {
    if (!cleanups_.empty()) error_at(loc, "goto in the scope of a cleanup variable is not supported");
    if (consume("*")) {
        Node* n = new_node(NodeKind::GotoIndirect, loc);
        n->lhs = decay(expr());
        expect(";");
        return n;
    }
    Node* n = new_node(NodeKind::Goto, loc);
    n->label = label_spelling(expect_ident());
    expect(";");
    gotos_.push_back(n);
    return n;
}

// asm("text"): basic asm, its text emitted as is. Extended asm without operands
// (a compiler barrier such as `asm volatile("" ::: "memory")`): the clobbers need
// nothing, since only locals whose address is never taken live in registers, so
// memory is already up to date at every statement. Operands only with an empty
// template (the barrier `asm("" : "+r"(x))` tests use): the operands' expressions
// are evaluated once and the values stay as they are, which an empty template
// leaves them; an output tied to an input ("=r"(y) : "0"(x)) takes its value.
Node* Parser::asm_statement(const Location& loc) {
    while (tok().is("__volatile__") || tok().is("volatile") || tok().is("goto") || tok().is("__volatile__") || tok().is("inline")) ++pos_;
    expect("(");
    Node* n = new_node(NodeKind::Asm, loc);
    n->asm_text = expect_string("expected a string literal in asm");
    const bool is_empty = n->asm_text.find_first_not_of(" \t\n") == std::string::npos;
    Node* block = new_node(NodeKind::Block, loc);
    block->body.push_back(n);
    std::vector<Node*> outputs;
    for (int section = 0; consume(":"); ++section) {
        while (tok().kind == TokenKind::String || tok().is(",") || tok().is("[")) {
            if (tok().kind == TokenKind::String && tok(1).is("(")) {
                if (!is_empty) error_at(tok().loc, "extended asm operands are supported only with an empty template");
                const std::string constraint(tok().chars.begin(), tok().chars.end());
                pos_ += 2;
                Node* operand = expr();
                expect(")");
                Node* effect = new_cast(operand, ty_.void_);
                if (section == 0) {  // an output: evaluated once, through a pointer to it
                    Obj* place = new_local("", pointer_to(arena_, operand->type), operand->loc);
                    effect = assign(new_var(place, loc), addr(operand, operand->loc), loc);
                    outputs.push_back(deref(new_var(place, loc), loc));
                } else if (section == 1 && !constraint.empty() && std::isdigit(static_cast<unsigned char>(constraint[0]))) {
                    const std::size_t tied = static_cast<std::size_t>(std::stoi(constraint));
                    if (tied >= outputs.size()) error_at(operand->loc, "asm operand tied to no output");
                    effect = assign(outputs[tied], operand, operand->loc);
                }
                block->body.push_back(new_unary(NodeKind::ExprStmt, effect, effect->loc));
                continue;
            }
            if (consume("[")) {  // an operand's symbolic name
                expect_ident();
                expect("]");
                continue;
            }
            ++pos_;
        }
        // asm goto's labels, the fourth list: an empty template never jumps to them.
        while (section == 3 && (tok().kind == TokenKind::Identifier || tok().is(","))) ++pos_;
        if (!tok().is(":") && !tok().is(")")) error_at(tok().loc, "expected an asm operand or ':'");
    }
    expect(")");
    expect(";");
    return block;
}

Node* Parser::statement() {
    const Nesting nesting(*this);
    const Token& t = tok();
    const Location loc = t.loc;
    if (t.is("{")) return compound_statement();
    if (t.kind == TokenKind::Identifier && tok(1).is(":") && !t.is("default")) {
        pos_ += 2;
        attributes(nullptr, nullptr);
        Node* n = new_node(NodeKind::Label, loc);
        n->label = label_spelling(t.text);
        // Named after the function and the label, so that static initializers
        // holding &&label refer to it before the function is done.
        n->unique_label = ".LU" + current_fn_->name + "." + n->label;
        if (labels_.count(n->label)) error_at(loc, "duplicate label '" + t.text + "'");
        labels_[n->label] = n;
        n->lhs = tok().is("}") ? new_node(NodeKind::Block, loc) : statement();
        return n;
    }
    if (t.kind == TokenKind::Identifier) {
        ++pos_;
        if (t.text == "if") return if_statement(loc);
        if (t.text == "switch") return switch_statement(loc);
        if (t.text == "case") return case_statement(loc);
        if (t.text == "default") {
            if (!current_switch_) error_at(loc, "'default' label not within a switch statement");
            expect(":");
            Node* n = new_node(NodeKind::Case, loc);
            n->label = new_label();
            n->lhs = tok().is("}") ? new_node(NodeKind::Block, loc) : statement();
            current_switch_->default_case = n;
            return n;
        }
        if (t.text == "for") return for_statement(loc);
        if (t.text == "while") return while_statement(loc);
        if (t.text == "do") return do_statement(loc);
        if (t.text == "return") return return_statement(loc);
        if (t.text == "goto") return goto_statement(loc);
        if (t.text == "break" || t.text == "continue") {
            const std::string& target = t.text == "break" ? break_label_ : cont_label_;
            if (target.empty()) error_at(loc, "'" + t.text + "' statement not within a loop or switch");
            expect(";");
            Node* n = new_node(NodeKind::Goto, loc);
            n->unique_label = target;
            const std::size_t depth = jump_cleanup_depth_[target];
            if (cleanups_.size() == depth) return n;
            Node* block = cleanup_calls(depth, loc);
            block->body.push_back(n);
            return block;
        }
        if (t.text == "asm" || t.text == "__asm__" || t.text == "__asm") return asm_statement(loc);
        --pos_;
    }
    if (consume(";")) return new_node(NodeKind::Block, loc);
    Node* n = new_unary(NodeKind::ExprStmt, expr(), loc);
    expect(";");
    return n;
}

void Parser::resolve_gotos() {
    for (Node* g : gotos_) {
        auto it = labels_.find(g->label);
        if (it == labels_.end()) error_at(g->loc, "label '" + g->label + "' used but not defined");
        g->unique_label = it->second->unique_label;
    }
    gotos_.clear();
    labels_.clear();
}

// K&R parameter declarations between ")" and "{".
void Parser::old_style_params(Type* type) {
    while (is_typename()) {
        DeclAttrs attrs;
        Type* base = declspec(&attrs);
        bool first = true;
        while (!consume(";")) {
            if (!first) expect(",");
            first = false;
            Type* p = declarator(base);
            bool found = false;
            for (std::size_t i = 0; i < type->param_names.size(); ++i) {
                if (type->param_names[i] != p->name) continue;
                Type* pt = p;
                if (pt->kind == TypeKind::Array) pt = pointer_to(arena_, pt->base);
                else if (pt->kind == TypeKind::Func) pt = pointer_to(arena_, pt);
                type->params[i] = pt;
                found = true;
            }
            if (!found) error_at(p->name_loc, "declaration for parameter '" + p->name + "' but no such parameter");
        }
    }
}

void Parser::function_definition(Obj* fn, Type* type) {
    if (!type->has_prototype && !type->param_names.empty()) {
        Type copy = *type;
        Type* t = arena_.type(copy);
        old_style_params(t);
        type = t;
        fn->type = t;
    }
    if (fn->body) error_at(type->name_loc, "redefinition of '" + fn->name + "'");
    fn->type = type;
    fn->is_definition = true;
    fn->loc = type->name_loc;
    current_fn_ = fn;
    enter_scope();
    for (std::size_t i = 0; i < type->params.size(); ++i) {
        const std::string name = i < type->param_names.size() ? type->param_names[i] : std::string();
        Type* pt = type->params[i];
        // A parameter of VLA type is a pointer whose element sizes are computed on entry.
        Obj* p = nullptr;
        if (i < type->param_objs.size() && type->has_prototype) {
            p = type->param_objs[i];
            p->type = pt;
            fn->locals.push_back(p);
            if (!name.empty()) declare(name).var = p;
        } else {
            p = new_local(name, pt, i < type->param_locs.size() ? type->param_locs[i] : type->name_loc);
        }
        fn->params.push_back(p);
    }
    if (type->is_variadic) {
        fn->va_area = new_local("", array_of(arena_, ty_.char_, 80), type->name_loc);
        fn->va_area->align = 8;
        fn->va_args = new_local("", pointer_to(arena_, ty_.char_), type->name_loc);
        std::vector<Type*> params(type->params.begin(), type->params.end());
        const ArgLayout info = layout_args(params, is_aggregate(type->base));
        fn->named_int_words = info.int_words;
        fn->named_fp_words = info.fp_words;
        fn->named_stack_bytes = info.stack_bytes;
    }
    // __func__ as a static char array.
    {
        Token name_token;
        name_token.kind = TokenKind::String;
        name_token.loc = type->name_loc;
        for (char c : fn->name) name_token.chars.push_back(static_cast<unsigned char>(c));
        Obj* func_name = string_literal(name_token);
        declare("__func__").var = func_name;
        declare("__FUNCTION__").var = func_name;
        declare("__PRETTY_FUNCTION__").var = func_name;  // GCC gives C functions their plain name here too
    }
    Node* prologue = new_node(NodeKind::Block, type->name_loc);
    for (Obj* p : fn->params)
        if (p->type->kind == TypeKind::Pointer && p->type->base->vla_len)
            prologue->body.push_back(new_unary(NodeKind::ExprStmt, compute_vla_sizes(p->type->base, p->loc), p->loc));
    Node* body = compound_statement();
    body->body.insert(body->body.begin(), prologue);
    fn->body = body;
    leave_scope();
    resolve_gotos();
    current_fn_ = nullptr;
}

Program Parser::run() {
    while (tok().kind != TokenKind::End) {
        if (consume(";")) continue;
        if (pragma_pack()) continue;
        if (tok().is("_Static_assert")) {
            ++pos_;
            static_assertion();
            continue;
        }
        if (tok().is("asm") || tok().is("__asm__") || tok().is("__asm")) {
            const Location loc = tok().loc;
            ++pos_;
            program_.toplevel_asm += asm_statement(loc)->body.front()->asm_text + "\n";
            continue;
        }
        DeclAttrs attrs;
        Type* base = declspec(&attrs);
        if (attrs.is_typedef) {
            typedef_declaration(base);
            continue;
        }
        if (consume(";")) continue;
        global_declaration(base, attrs);
    }
    return program_;
}

Program parse(const std::vector<Token>& tokens, Arena& arena) { return Parser(tokens, arena).run(); }

}  // namespace xp860::cc
