// Initializers: a tree shaped like the type, filled from braces, designators and
// brace elision, then turned into assignments (locals) or bytes and relocations
// (static data).
#include <cstring>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/types.h"
#include "toolchain/cc/parser_state.h"

namespace xp860::cc {

std::unique_ptr<Initializer> Parser::new_initializer(Type* type, bool is_flexible) {
    auto init = std::make_unique<Initializer>();
    init->type = type;
    init->loc = tok().loc;
    if (type->kind == TypeKind::Array) {
        if (type->array_len < 0) {
            if (!is_flexible) error_at(tok().loc, "array size missing");
            init->is_flexible = true;
            return init;
        }
        for (std::int64_t i = 0; i < type->array_len; ++i) init->children.push_back(new_initializer(type->base, false));
    } else if (is_aggregate(type)) {
        if (!type->is_complete) error_at(tok().loc, "variable has incomplete type");
        for (const Member& m : type->members) init->children.push_back(new_initializer(m.type, false));
    }
    return init;
}

Initializer* Parser::array_child(Initializer* init, std::int64_t index) {
    if (init->is_flexible) {
        while (static_cast<std::int64_t>(init->children.size()) <= index)
            init->children.push_back(new_initializer(init->type->base, false));
    }
    if (index < 0 || index >= static_cast<std::int64_t>(init->children.size())) return nullptr;
    return init->children[static_cast<std::size_t>(index)].get();
}

namespace {
bool is_end(const Token& a, const Token& b) { return a.is("}") || (a.is(",") && b.is("}")); }
}  // namespace

void Parser::skip_excess_element() {
    const Nesting nesting(*this);
    const Location loc = tok().loc;
    if (consume("{")) {
        skip_excess_element();
        while (consume(",") && !tok().is("}")) skip_excess_element();
        expect("}");
        return;
    }
    assign_expr();
    warn_at(loc, "excess elements in initializer");
}

void Parser::string_initializer(Initializer* init) {
    const Token& t = tok();
    std::vector<std::uint32_t> chars;
    int width = t.char_width;
    while (tok().kind == TokenKind::String) {
        if (tok().char_width != 1) width = tok().char_width;
        chars.insert(chars.end(), tok().chars.begin(), tok().chars.end());
        ++pos_;
    }
    if (width != init->type->base->size && !(width == 4 && init->type->base->size == 4))
        error_at(t.loc, "array initialized from a string literal of the wrong width");
    chars.push_back(0);
    std::int64_t len = static_cast<std::int64_t>(chars.size());
    if (!init->is_flexible) len = std::min(len, init->type->array_len);
    for (std::int64_t i = 0; i < len; ++i) {
        Initializer* child = array_child(init, i);
        child->expr = new_num(static_cast<std::int64_t>(chars[static_cast<std::size_t>(i)]), t.loc, init->type->base);
        if (init->type->base->size == 1) child->expr->value = static_cast<signed char>(chars[static_cast<std::size_t>(i)]);
    }
}

std::int64_t Parser::array_designator(Initializer* init, std::int64_t* end) {
    const Location loc = tok().loc;
    expect("[");
    const std::int64_t begin = const_expr();
    *end = begin;
    if (consume("...")) *end = const_expr();
    expect("]");
    if (begin < 0 || *end < begin || (!init->is_flexible && *end >= init->type->array_len))
        error_at(loc, "array index in initializer exceeds array bounds");
    return begin;
}

// "[a]" or "[a ... b]" and the rest of the designation, applied to each element
// from a to b; the last element designated.
std::int64_t Parser::designate_elements(Initializer* init) {
    std::int64_t end = 0;
    const std::int64_t begin = array_designator(init, &end);
    const std::size_t start = pos_;
    std::size_t after = pos_;
    for (std::int64_t i = begin; i <= end; ++i) {
        pos_ = start;
        designation(array_child(init, i));
        after = pos_;
    }
    pos_ = after;
    return end;
}

// ".name": the member's index. A field of an anonymous struct or union gives that
// member's index with ".name" left unread, for the designation to go on inside it.
std::size_t Parser::struct_designator(Type* type) {
    expect(".");
    const Location loc = tok().loc;
    const std::string name = expect_ident();
    for (std::size_t i = 0; i < type->members.size(); ++i) {
        const Member& m = type->members[i];
        if (m.name == name) return i;
        if (m.name.empty() && is_aggregate(m.type)) {
            std::vector<const Member*> path;
            if (find_member(m.type, name, path)) {
                pos_ -= 2;  // the designation goes on inside the anonymous member
                return i;
            }
        }
    }
    error_at(loc, "unknown field '" + name + "' specified in initializer");
}

void Parser::designation(Initializer* init) {
    const Nesting nesting(*this);
    if (tok().is("[")) {
        if (init->type->kind != TypeKind::Array) error_at(tok().loc, "array index in non-array initializer");
        array_initializer2(init, designate_elements(init) + 1);
        return;
    }
    if (tok().is(".") && is_aggregate(init->type)) {
        const std::size_t index = struct_designator(init->type);
        if (init->type->kind == TypeKind::Union) init->union_member = &init->type->members[index];
        designation(init->children[index].get());
        init->expr = nullptr;
        if (init->type->kind == TypeKind::Struct) struct_initializer2(init, index + 1);
        return;
    }
    if (tok().is(".")) error_at(tok().loc, "field name not in record or union initializer");
    consume("=");
    initializer2(init);
}

void Parser::array_initializer1(Initializer* init) {
    expect("{");
    bool first = true;
    std::int64_t i = 0;
    while (!(tok().is("}") || (tok().is(",") && tok(1).is("}")))) {
        if (!first) expect(",");
        first = false;
        if (tok().is("[")) {
            i = designate_elements(init) + 1;
            continue;
        }
        Initializer* child = array_child(init, i);
        if (child) initializer2(child);
        else skip_excess_element();
        ++i;
    }
    consume(",");
    expect("}");
}

void Parser::array_initializer2(Initializer* init, std::int64_t i) {
    for (; !is_end(tok(), tok(1)) && tok().kind != TokenKind::End; ++i) {
        if (!init->is_flexible && i >= init->type->array_len) return;
        const std::size_t start = pos_;
        if (i > 0 && !consume(",")) return;
        if (tok().is("[") || tok().is(".") || is_end(tok(), tok(1))) {
            pos_ = start;
            return;
        }
        initializer2(array_child(init, i));
    }
}

void Parser::struct_initializer1(Initializer* init) {
    expect("{");
    std::size_t index = 0;
    bool first = true;
    while (!(tok().is("}") || (tok().is(",") && tok(1).is("}")))) {
        if (!first) expect(",");
        first = false;
        if (tok().is(".")) {
            const std::size_t m = struct_designator(init->type);
            designation(init->children[m].get());
            index = m + 1;
            continue;
        }
        // Unnamed bit-fields take no initializer.
        while (index < init->type->members.size() && init->type->members[index].is_bitfield &&
               init->type->members[index].name.empty())
            ++index;
        if (index < init->children.size()) initializer2(init->children[index++].get());
        else skip_excess_element();
    }
    consume(",");
    expect("}");
}

void Parser::struct_initializer2(Initializer* init, std::size_t index) {
    for (; index < init->children.size() && !is_end(tok(), tok(1)) && tok().kind != TokenKind::End; ++index) {
        if (init->type->members[index].is_bitfield && init->type->members[index].name.empty()) continue;
        const std::size_t start = pos_;
        if (index > 0 && !consume(",")) return;
        if (tok().is("[") || tok().is(".") || is_end(tok(), tok(1))) {
            pos_ = start;
            return;
        }
        initializer2(init->children[index].get());
    }
}

void Parser::union_initializer(Initializer* init) {
    if (tok().is("{")) {
        ++pos_;
        if (tok().is(".")) {
            union_designation(init);
        } else if (!init->children.empty() && !tok().is("}")) {
            init->union_member = &init->type->members[0];
            initializer2(init->children[0].get());
        }
        // A further designator names a member again (the last one named is
        // initialized), or a field of the same anonymous struct: { .x = 1, .y = 2 }.
        while (consume(",") && !tok().is("}")) {
            if (tok().is(".")) union_designation(init);
            else skip_excess_element();
        }
        expect("}");
        return;
    }
    if (init->children.empty()) error_at(tok().loc, "empty union initialized");
    init->union_member = &init->type->members[0];
    initializer2(init->children[0].get());
}

void Parser::union_designation(Initializer* init) {
    const std::size_t m = struct_designator(init->type);
    init->union_member = &init->type->members[m];
    designation(init->children[m].get());
}

void Parser::initializer2(Initializer* init) {
    const Nesting nesting(*this);
    Type* type = init->type;
    if (type->kind == TypeKind::Array && tok().kind == TokenKind::String && is_integer(type->base)) {
        string_initializer(init);
        return;
    }
    if (type->kind == TypeKind::Array) {
        if (tok().is("{") && tok(1).kind == TokenKind::String && is_integer(type->base) &&
            (tok(2).is("}") || (tok(2).is(",") && tok(3).is("}")))) {
            ++pos_;
            string_initializer(init);
            consume(",");
            expect("}");
            return;
        }
        if (tok().is("{")) array_initializer1(init);
        else array_initializer2(init, 0);
        return;
    }
    if (type->is_complex) {
        // An arithmetic type, so one value, braced or not (GCC: "{re, im}" has an
        // excess element): a complex value whole, a real one the real part.
        const bool braced = consume("{");
        Node* e = decay(assign_expr());
        if (e->kind == NodeKind::FNum && e->type->is_complex) {  // folded (parse_complex.cpp)
            Node* re = new_node(NodeKind::FNum, e->loc);
            re->type = real_type_of(e->type);
            re->fvalue = e->fvalue;
            init->children[0]->expr = re;
            init->children[1]->expr = e->rhs;
        } else if (e->type->is_complex) {
            init->expr = e;
        } else if (is_numeric(e->type)) {
            init->children[0]->expr = e;
        } else {
            error_at(e->loc, "invalid initializer for a complex value");
        }
        if (braced) {
            while (consume(",") && !tok().is("}")) skip_excess_element();
            expect("}");
        }
        return;
    }
    if (type->kind == TypeKind::Struct) {
        if (tok().is("{")) {
            struct_initializer1(init);
            return;
        }
        const std::size_t start = pos_;
        Node* e = assign_expr();
        if (is_aggregate(e->type)) {
            init->expr = e;
            return;
        }
        pos_ = start;
        struct_initializer2(init, 0);
        return;
    }
    if (type->kind == TypeKind::Union) {
        if (!tok().is("{")) {
            const std::size_t start = pos_;
            Node* e = assign_expr();
            if (is_aggregate(e->type)) {
                init->expr = e;
                return;
            }
            pos_ = start;
        }
        union_initializer(init);
        return;
    }
    if (tok().is("{")) {
        // A scalar in braces: { expr } (extra elements are an error in C; warn).
        ++pos_;
        if (tok().is("}")) {
            init->expr = new_num(0, tok().loc);
        } else {
            initializer2(init);
        }
        while (consume(",") && !tok().is("}")) skip_excess_element();
        expect("}");
        return;
    }
    init->expr = assign_expr();
}

std::unique_ptr<Initializer> Parser::parse_initializer(Type* type, Type** new_type) {
    auto init = new_initializer(type, true);
    // A struct's flexible array member takes as many elements as its initializer
    // gives (GNU C, for static objects: global_initializer makes room for them).
    if (type->kind == TypeKind::Struct && type->is_flexible)
        init->children.back() = new_initializer(array_of(arena_, type->members.back().type->base, -1), true);
    initializer2(init.get());
    *new_type = type;
    if (init->is_flexible) {
        *new_type = array_of(arena_, type->base, static_cast<std::int64_t>(init->children.size()));
        (*new_type)->name = type->name;
        (*new_type)->name_loc = type->name_loc;
        init->type = *new_type;
        init->is_flexible = false;
    }
    return init;
}

// How many elements the initializer gives a struct's flexible array member.
std::int64_t Parser::flexible_elements(const Initializer* init) const {
    if (init->type->kind != TypeKind::Struct || !init->type->is_flexible || init->expr) return 0;
    return static_cast<std::int64_t>(init->children.back()->children.size());
}

Node* Parser::init_assignments(Initializer* init, Node* target) {
    const Location loc = init->loc;
    Node* result = new_node(NodeKind::Null, loc);
    result->type = ty_.void_;
    if (init->type->kind == TypeKind::Array && !init->children.empty()) {
        for (std::size_t i = 0; i < init->children.size(); ++i) {
            Node* elem = deref(add(target, new_num(static_cast<std::int64_t>(i), loc), loc), loc);
            result = comma(result, init_assignments(init->children[i].get(), elem), loc);
        }
        return result;
    }
    if (init->type->kind == TypeKind::Struct && !init->expr) {
        for (std::size_t i = 0; i < init->children.size(); ++i) {
            const Member& m = init->type->members[i];
            result = comma(result, init_assignments(init->children[i].get(), member_of(target, &m, loc)), loc);
        }
        return result;
    }
    if (init->type->kind == TypeKind::Union && !init->expr) {
        if (!init->union_member) return result;
        const std::size_t i = static_cast<std::size_t>(init->union_member - init->type->members.data());
        return init_assignments(init->children[i].get(), member_of(target, init->union_member, loc));
    }
    if (!init->expr) return result;
    return assign(target, init->expr, init->expr->loc);
}

Node* Parser::local_initializer(Obj* var) {
    Type* type = nullptr;
    auto init = parse_initializer(var->type, &type);
    if (flexible_elements(init.get()) > 0) error_at(var->loc, "non-static initialization of a flexible array member");
    var->type = type;
    var->align = std::max(var->align, type->align);
    Node* zero = new_node(NodeKind::MemZero, var->loc);
    zero->var = var;
    zero->type = ty_.void_;
    Node* n = comma(zero, init_assignments(init.get(), new_var(var, var->loc)), var->loc);
    n->type = ty_.void_;
    return n;
}

void Parser::write_bits(Obj* var, int offset, std::uint64_t value, int size) {
    for (int i = 0; i < size; ++i)
        var->init_data[static_cast<std::size_t>(offset + i)] = static_cast<std::uint8_t>(value >> (8 * i));
}

void Parser::write_data(Initializer* init, Obj* var, int offset) {
    Type* type = init->type;
    if (type->kind == TypeKind::Array && !init->children.empty()) {
        for (std::size_t i = 0; i < init->children.size(); ++i)
            write_data(init->children[i].get(), var, offset + static_cast<int>(i) * type->base->size);
        return;
    }
    if (type->kind == TypeKind::Struct && !init->expr) {
        for (std::size_t i = 0; i < init->children.size(); ++i) {
            const Member& m = type->members[i];
            Initializer* child = init->children[i].get();
            if (m.is_bitfield) {
                if (!child->expr) continue;
                const std::uint64_t v = static_cast<std::uint64_t>(eval_constant(child->expr));
                const std::uint64_t mask = m.bit_width >= 64 ? ~0ULL : (1ULL << m.bit_width) - 1;
                // A packed field may reach a fifth byte; the struct's size covers it.
                const int bytes = std::min(std::max(m.type->size, (m.bit_offset + m.bit_width + 7) / 8),
                                           static_cast<int>(var->init_data.size()) - offset - m.offset);
                std::uint64_t unit = 0;
                for (int b = 0; b < bytes; ++b)
                    unit |= std::uint64_t{var->init_data[static_cast<std::size_t>(offset + m.offset + b)]} << (8 * b);
                unit = (unit & ~(mask << m.bit_offset)) | ((v & mask) << m.bit_offset);
                write_bits(var, offset + m.offset, unit, bytes);
                continue;
            }
            write_data(child, var, offset + m.offset);
        }
        return;
    }
    if (type->kind == TypeKind::Union && !init->expr) {
        if (!init->union_member) return;
        const std::size_t i = static_cast<std::size_t>(init->union_member - type->members.data());
        write_data(init->children[i].get(), var, offset);
        return;
    }
    if (!init->expr) return;
    Node* e = init->expr;
    if (is_aggregate(type)) {
        // A static compound literal or other initialized object of the same type.
        if (e->kind != NodeKind::Var || e->var->is_local || !e->var->has_init)
            error_at(e->loc, "initializer element is not constant");
        for (std::size_t i = 0; i < e->var->init_data.size() && offset + static_cast<int>(i) < static_cast<int>(var->init_data.size()); ++i)
            var->init_data[static_cast<std::size_t>(offset) + i] = e->var->init_data[i];
        for (const InitRelocation& r : e->var->relocations) var->relocations.push_back({offset + r.offset, r.label, r.addend});
        return;
    }
    if (type->kind == TypeKind::Bool && is_flonum(e->type)) {
        write_bits(var, offset, eval_double(e) != 0, 1);  // 0.5 is true, not truncated to 0
        return;
    }
    if (is_flonum(type)) {
        const double d = eval_double(e);
        if (type->kind == TypeKind::Float) {
            const float f = to_float(d);
            std::uint32_t bits = 0;
            std::memcpy(&bits, &f, 4);
            write_bits(var, offset, bits, 4);
        } else {
            std::uint64_t bits = 0;
            std::memcpy(&bits, &d, 8);
            write_bits(var, offset, bits, 8);
        }
        return;
    }
    if (!is_constant_expr(e)) error_at(e->loc, "initializer element is not constant");
    std::string label;
    const std::int64_t value = eval_constant(e, &label);
    if (!label.empty()) {
        if (type->size != 4) error_at(e->loc, "initializer element is not computable at load time");
        var->relocations.push_back({offset, label, value});
        return;
    }
    if (type->kind == TypeKind::Bool) {
        write_bits(var, offset, value != 0, 1);
        return;
    }
    write_bits(var, offset, static_cast<std::uint64_t>(value), type->size);
}

void Parser::global_initializer(Obj* var) {
    Type* type = nullptr;
    const bool outer = static_init_;
    static_init_ = true;
    auto init = parse_initializer(var->type, &type);
    static_init_ = outer;
    var->type = type;
    var->align = std::max(var->align, type->align);
    var->has_init = true;
    var->is_definition = true;
    var->is_tentative = false;
    const std::int64_t flexible = flexible_elements(init.get());
    const std::int64_t size = flexible > 0 ? type->members.back().offset + flexible * type->members.back().type->base->size : 0;
    var->init_data.assign(static_cast<std::size_t>(std::max<std::int64_t>(type->size, size)), 0);
    write_data(init.get(), var, 0);
}

}  // namespace xp860::cc
