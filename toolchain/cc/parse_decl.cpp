// Declarations: specifiers, declarators, struct/union/enum, typedefs, and the
// global and local declarations built from them.
#include <algorithm>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/parser_state.h"

namespace xp860::cc {

namespace {

constexpr std::string_view kTypeWords[] = {
    "void", "_Bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "__signed__",
    "__signed", "struct", "union", "enum", "typedef", "static", "extern", "inline", "__inline", "__inline__",
    "_Noreturn", "auto", "register", "const", "volatile", "restrict", "__restrict", "__restrict__", "__const",
    "__const__", "__volatile", "__volatile__", "_Alignas", "_Atomic", "_Thread_local", "__thread", "typeof",
    "__typeof", "__typeof__", "__attribute__", "__attribute", "__extension__", "_Complex", "__complex__", "__complex",
    "__int128", "__auto_type"};

bool is_qualifier(const Token& t) {
    return t.is("const") || t.is("volatile") || t.is("restrict") || t.is("__restrict") || t.is("__restrict__") ||
           t.is("__const") || t.is("__const__") || t.is("__volatile") || t.is("__volatile__") || t.is("_Atomic");
}

}  // namespace

// #pragma pack(N), pack(push[, N]), pack(pop), pack(): the largest alignment a
// struct member gets from here on.
bool Parser::pragma_pack() {
    if (!tok().is("__pragma_pack")) return false;
    ++pos_;
    expect("(");
    while (!consume(")")) {
        if (consume(",")) continue;
        if (consume("push")) {
            pack_stack_.push_back(pack_);
        } else if (consume("pop")) {
            if (!pack_stack_.empty()) {
                pack_ = pack_stack_.back();
                pack_stack_.pop_back();
            }
        } else if (tok().kind == TokenKind::Number) {
            pack_ = static_cast<int>(tok().int_value);
            ++pos_;
        } else {
            error_at(tok().loc, "malformed '#pragma pack'");
        }
    }
    if (toks_[pos_ - 2].is("(")) pack_ = 0;  // pack(): back to natural alignment
    return true;
}

bool Parser::is_typename(std::size_t ahead) {
    const Token& t = tok(ahead);
    if (t.kind != TokenKind::Identifier) return false;
    // __extension__ may begin an expression as well as a declaration: what follows decides.
    if (t.is("__extension__")) return is_typename(ahead + 1);
    for (std::string_view w : kTypeWords)
        if (t.text == w) return true;
    return find_typedef(t) != nullptr;
}

std::int64_t Parser::const_expr() {
    Node* n = conditional();
    if (!is_constant_expr(n)) error_at(n->loc, "expression is not an integer constant");
    return eval_constant(n);
}

void Parser::static_assertion() {
    const Location loc = toks_[pos_ > 0 ? pos_ - 1 : 0].loc;  // the keyword
    expect("(");
    const std::int64_t value = const_expr();
    std::string message;
    if (consume(",")) {
        message = expect_string("expected a string literal");
    }
    expect(")");
    expect(";");
    if (value == 0) error_at(loc, "static assertion failed: \"" + message + "\"");
}

// __attribute__((mode(M))): the integer type of M's size with t's signedness
// (QI 1 byte, HI 2, SI 4, DI 8, word and pointer 4), or SF float and DF double.
Type* Parser::mode_type(Type* t, std::string mode, const Location& loc) {
    if (mode.size() > 4 && mode.starts_with("__") && mode.ends_with("__")) mode = mode.substr(2, mode.size() - 4);
    if (mode == "SF") return ty_.float_;
    if (mode == "DF") return ty_.double_;
    if (!is_integer(t)) error_at(loc, "mode '" + mode + "' applied to a type that is not an integer");
    const bool u = t->is_unsigned;
    if (mode == "QI") return u ? ty_.uchar : ty_.schar;
    if (mode == "HI") return u ? ty_.ushort : ty_.short_;
    if (mode == "SI" || mode == "word" || mode == "pointer") return u ? ty_.uint : ty_.int_;
    if (mode == "DI") return u ? ty_.ullong : ty_.llong;
    error_at(loc, "unsupported mode '" + mode + "'");
}

// __attribute__((a, b(args), ...)): the ones that change code are applied, the
// others are accepted with a warning.
namespace {

// What xp860-as's .align can give an object: a power of two from 1 to 65536.
bool is_assemblable_alignment(std::int64_t align) { return align >= 1 && align <= 65536 && (align & (align - 1)) == 0; }

constexpr const char* kBadAlignment = "requested alignment is not a power of 2 from 1 to 65536";

}  // namespace

void Parser::attribute_list(DeclAttrs* attrs, Type** type) {
    expect("(");
    expect("(");
    while (!consume(")")) {
        if (consume(",")) continue;
        const Location loc = tok().loc;
        std::string name = expect_ident();
        if (name.size() > 4 && name.starts_with("__") && name.ends_with("__")) name = name.substr(2, name.size() - 4);
        if (name == "aligned") {
            std::int64_t requested = 16;
            if (consume("(")) {
                requested = const_expr();
                expect(")");
            }
            if (!is_assemblable_alignment(requested)) error_at(loc, kBadAlignment);
            const int align = static_cast<int>(requested);
            if (attrs) attrs->align = std::max(attrs->align, align);
            else if (type && *type && (*type)->align < align) {
                Type copy = **type;
                copy.align = align;
                *type = arena_.type(copy);
            }
        } else if (name == "packed") {
            // On a member it does nothing here: the struct's packed flag lays members out.
            if (type && *type && is_aggregate(*type)) (*type)->is_packed = true;
        } else if (name == "section") {
            expect("(");
            std::string section = expect_string("section needs a string");
            expect(")");
            if (attrs) attrs->section = section;
        } else if (name == "noreturn") {
            if (attrs) attrs->is_noreturn = true;
        } else if (name == "weak") {
            if (attrs) attrs->is_weak = true;
        } else if (name == "cleanup") {
            expect("(");
            const std::string function = expect_ident();
            expect(")");
            if (attrs) attrs->cleanup = function;
        } else if (name == "constructor" || name == "destructor") {
            if (consume("(")) {
                const_expr();  // a priority: one translation unit's order is declaration order anyway
                expect(")");
            }
            if (attrs) (name == "constructor" ? attrs->is_constructor : attrs->is_destructor) = true;
        } else if (name == "mode") {
            expect("(");
            const std::string mode = expect_ident();
            expect(")");
            if (type && *type) {
                // After the declarator: the named type becomes the mode's, keeping
                // its name and qualifiers.
                Type* moded = mode_type(*type, mode, loc);
                Type copy = *moded;
                copy.name = (*type)->name;
                copy.name_loc = (*type)->name_loc;
                copy.is_const = (*type)->is_const;
                copy.is_volatile = (*type)->is_volatile;
                copy.origin = moded;
                *type = arena_.type(copy);
            } else if (attrs) {
                attrs->mode = mode;
            }
        } else if (name == "alias") {
            expect("(");
            std::string target = expect_string("alias needs a string");
            expect(")");
            if (attrs) attrs->alias = target;
        } else if (name == "vector_size" || name == "__vector_size__") {
            error_at(loc, "vector types (attribute 'vector_size') are not supported by xp860-cc");
        } else {
            const bool known_harmless = name == "unused" || name == "used" || name == "const" || name == "pure" ||
                                        name == "noinline" || name == "always_inline" || name == "format" ||
                                        name == "nonnull" || name == "maybe_unused" || name == "cold" || name == "hot" ||
                                        name == "nothrow" || name == "leaf" || name == "malloc" ||
                                        name == "warn_unused_result" || name == "deprecated" || name == "may_alias" ||
                                        name == "gnu_inline" || name == "artificial" || name == "noclone" ||
                                        name == "returns_twice" || name == "transparent_union" || name == "visibility";
            if (name != "unused" && name != "used" && name != "maybe_unused" && !known_harmless)
                warn_at(loc, "attribute '" + name + "' ignored");
            else if (name != "unused" && name != "used" && name != "maybe_unused" && name != "noinline" &&
                     name != "always_inline" && name != "const" && name != "pure" && name != "format" &&
                     name != "nothrow" && name != "leaf" && name != "gnu_inline")
                warn_at(loc, "attribute '" + name + "' ignored");
            if (consume("(")) {
                int depth = 1;
                while (depth > 0) {
                    if (tok().kind == TokenKind::End) error_at(loc, "unterminated attribute");
                    if (tok().is("(")) ++depth;
                    if (tok().is(")")) --depth;
                    ++pos_;
                }
            }
        }
    }
    expect(")");
}

void Parser::attributes(DeclAttrs* attrs, Type** type) {
    while (true) {
        if (tok().is("__attribute__") || tok().is("__attribute")) {
            ++pos_;
            attribute_list(attrs, type);
        } else if (tok().is("__asm__") || tok().is("__asm") || tok().is("asm")) {
            // A declaration's assembler name: not supported beyond being accepted.
            ++pos_;
            expect("(");
            while (tok().kind == TokenKind::String) ++pos_;
            expect(")");
        } else {
            return;
        }
    }
}

Type* Parser::declspec(DeclAttrs* attrs) {
    enum : int {
        VOID = 1 << 0, BOOL = 1 << 2, CHAR = 1 << 4, SHORT = 1 << 6, INT = 1 << 8, LONG = 1 << 10,
        FLOAT = 1 << 12, DOUBLE = 1 << 14, OTHER = 1 << 16, SIGNED = 1 << 17, UNSIGNED = 1 << 18,
    };
    Type* type = ty_.int_;
    int counter = 0;
    bool is_const = false;
    bool is_volatile = false;
    bool is_complex = false;
    const Location start = tok().loc;
    while (is_typename()) {
        const Token& t = tok();
        const Location loc = t.loc;
        if (t.is("typedef") || t.is("static") || t.is("extern") || t.is("inline") || t.is("__inline") ||
            t.is("__inline__") || t.is("_Noreturn") || t.is("_Thread_local") || t.is("__thread")) {
            if (!attrs) error_at(loc, "storage class specifier is not allowed in this context");
            if (t.is("typedef")) attrs->is_typedef = true;
            else if (t.is("static")) attrs->is_static = true;
            else if (t.is("extern")) attrs->is_extern = true;
            else if (t.is("_Noreturn")) attrs->is_noreturn = true;
            else if (t.is("_Thread_local") || t.is("__thread")) {}
            else attrs->is_inline = true;
            ++pos_;
            continue;
        }
        if (t.is("auto") || t.is("register") || t.is("__extension__")) {
            ++pos_;
            continue;
        }
        if (is_qualifier(t)) {
            if (t.is("const") || t.is("__const") || t.is("__const__")) is_const = true;
            if (t.is("volatile") || t.is("__volatile") || t.is("__volatile__")) is_volatile = true;
            ++pos_;
            if (t.is("_Atomic") && tok().is("(")) {
                ++pos_;
                type = type_name();
                expect(")");
                counter += OTHER;
            }
            continue;
        }
        if (t.is("__attribute__") || t.is("__attribute")) {
            attributes(attrs, nullptr);
            continue;
        }
        if (t.is("_Alignas")) {
            ++pos_;
            expect("(");
            const std::int64_t requested = is_typename() ? type_name()->align : const_expr();
            expect(")");
            // _Alignas(0) has no effect (C11 6.7.5).
            if (requested != 0 && !is_assemblable_alignment(requested)) error_at(loc, kBadAlignment);
            const int align = static_cast<int>(requested);
            if (attrs) attrs->align = std::max(attrs->align, align);
            continue;
        }
        if (t.is("_Complex") || t.is("__complex__") || t.is("__complex")) {
            is_complex = true;
            ++pos_;
            continue;
        }
        if (t.is("__int128")) error_at(loc, "'" + t.text + "' is not supported");
        if (t.is("__auto_type")) {
            if (counter) error_at(loc, "invalid combination of type specifiers");
            ++pos_;
            type = auto_type();
            counter += OTHER;
            continue;
        }
        const Type* user = find_typedef(t);
        if (t.is("struct") || t.is("union") || t.is("enum") || t.is("typeof") || t.is("__typeof") ||
            t.is("__typeof__") || user) {
            if (counter) break;  // a typedef name after a type is the declarator's name
            ++pos_;
            if (t.is("struct")) type = struct_union_decl(TypeKind::Struct);
            else if (t.is("union")) type = struct_union_decl(TypeKind::Union);
            else if (t.is("enum")) type = enum_specifier();
            else if (user) type = const_cast<Type*>(user);
            else type = typeof_specifier();
            counter += OTHER;
            continue;
        }
        if (t.is("void")) counter += VOID;
        else if (t.is("_Bool")) counter += BOOL;
        else if (t.is("char")) counter += CHAR;
        else if (t.is("short")) counter += SHORT;
        else if (t.is("int")) counter += INT;
        else if (t.is("long")) counter += LONG;
        else if (t.is("float")) counter += FLOAT;
        else if (t.is("double")) counter += DOUBLE;
        else if (t.is("signed") || t.is("__signed__") || t.is("__signed")) counter |= SIGNED;
        else if (t.is("unsigned")) counter |= UNSIGNED;
        ++pos_;
        switch (counter) {
            case VOID: type = ty_.void_; break;
            case BOOL: type = ty_.bool_; break;
            case CHAR: type = ty_.char_; break;
            case SIGNED + CHAR: type = ty_.schar; break;
            case UNSIGNED + CHAR: type = ty_.uchar; break;
            case SHORT: case SHORT + INT: case SIGNED + SHORT: case SIGNED + SHORT + INT: type = ty_.short_; break;
            case UNSIGNED + SHORT: case UNSIGNED + SHORT + INT: type = ty_.ushort; break;
            case INT: case SIGNED: case SIGNED + INT: type = ty_.int_; break;
            case UNSIGNED: case UNSIGNED + INT: type = ty_.uint; break;
            case LONG: case LONG + INT: case SIGNED + LONG: case SIGNED + LONG + INT: type = ty_.long_; break;
            case UNSIGNED + LONG: case UNSIGNED + LONG + INT: type = ty_.ulong; break;
            case LONG + LONG: case LONG + LONG + INT: case SIGNED + LONG + LONG: case SIGNED + LONG + LONG + INT:
                type = ty_.llong;
                break;
            case UNSIGNED + LONG + LONG: case UNSIGNED + LONG + LONG + INT: type = ty_.ullong; break;
            case FLOAT: type = ty_.float_; break;
            case DOUBLE: type = ty_.double_; break;
            case LONG + DOUBLE: type = ty_.ldouble; break;
            default: error_at(loc, "invalid combination of type specifiers");
        }
    }
    if (is_complex) {
        if (counter == 0) {  // GNU: _Complex alone is double _Complex
            type = ty_.double_;
            counter = DOUBLE;
        }
        if (!is_flonum(type)) error_at(start, "integer complex types are not supported");
        type = complex_of(ty_, type);
    }
    if (counter == 0 && !is_const && !is_volatile && (!attrs || (!attrs->is_static && !attrs->is_extern &&
                                                                 !attrs->is_typedef && !attrs->is_inline)))
        warn_at(start, "type defaults to 'int'");
    if (attrs && !attrs->mode.empty()) {
        type = mode_type(type, attrs->mode, start);
        attrs->mode.clear();
    }
    return qualified(arena_, type, is_const, is_volatile);
}

// `__auto_type name = init`: the type of init after the usual conversions (arrays
// and functions to pointers, qualifiers dropped), read ahead of the declarator.
Type* Parser::auto_type() {
    if (tok().kind != TokenKind::Identifier || !tok(1).is("=")) error_at(tok().loc, "'__auto_type' needs a name and an initializer");
    const std::size_t start = pos_;
    pos_ += 2;
    const Type* type = unqualified(decay(assign_expr())->type);
    pos_ = start;
    return const_cast<Type*>(type);
}

Type* Parser::typeof_specifier() {
    expect("(");
    Type* type = nullptr;
    if (is_typename()) {
        type = type_name();
    } else {
        Node* n = expr();
        type = n->type;
    }
    expect(")");
    return type;
}

Type* Parser::pointers(Type* type) {
    while (consume("*")) {
        type = pointer_to(arena_, type);
        bool is_const = false;
        bool is_volatile = false;
        while (true) {
            if (is_qualifier(tok())) {
                if (tok().is("const") || tok().is("__const") || tok().is("__const__")) is_const = true;
                if (tok().is("volatile") || tok().is("__volatile") || tok().is("__volatile__")) is_volatile = true;
                ++pos_;
            } else if (tok().is("__attribute__") || tok().is("__attribute")) {
                attributes(nullptr, nullptr);
            } else {
                break;
            }
        }
        type = qualified(arena_, type, is_const, is_volatile);
    }
    return type;
}

// declarator = pointers ("(" declarator ")" | ident?) type-suffix
Type* Parser::declarator(Type* type) {
    const Nesting nesting(*this);
    type = pointers(type);
    attributes(nullptr, nullptr);
    if (tok().is("(") && !is_typename(1) && !tok(1).is(")")) return nested_declarator(type, &Parser::declarator);
    std::string name;
    Location loc = tok().loc;
    // In a declarator an identifier is the name, even one that is also a typedef
    // name (`int f(T T)`), unless it is a keyword.
    if (tok().kind == TokenKind::Identifier && (!is_typename() || find_typedef(tok()))) name = toks_[pos_++].text;
    // Attributes after the name belong to the declaration (aligned, noreturn...):
    // the caller reads them, except before an array or function suffix.
    if (tok().is("__attribute__") || tok().is("__attribute")) {
        const std::size_t at = pos_;
        attributes(nullptr, nullptr);
        if (!tok().is("[") && !tok().is("(")) pos_ = at;
    }
    type = type_suffix(type);
    if (name.empty() && type->name.empty()) return type;
    Type copy = *type;
    copy.name = name;
    copy.name_loc = loc;
    copy.origin = type->origin ? type->origin : type;
    return arena_.type(copy);
}

Type* Parser::abstract_declarator(Type* type) {
    const Nesting nesting(*this);
    type = pointers(type);
    if (tok().is("(") && !is_typename(1) && !tok(1).is(")")) return nested_declarator(type, &Parser::abstract_declarator);
    return type_suffix(type);
}

// "(" D ")" suffix, at the "(": the suffix after the parenthesis binds first, so D
// is skipped over once to reach it, then parsed (by `inner`) with the suffixed type.
Type* Parser::nested_declarator(Type* type, Type* (Parser::*inner)(Type*)) {
    ++pos_;
    const std::size_t start = pos_;
    Type dummy;
    (this->*inner)(&dummy);
    expect(")");
    type = type_suffix(type);
    const std::size_t after = pos_;
    pos_ = start;
    Type* result = (this->*inner)(type);
    expect(")");
    pos_ = after;
    return result;
}

Type* Parser::type_name() {
    Type* type = declspec(nullptr);
    type = abstract_declarator(type);
    attributes(nullptr, &type);
    if (!type->name.empty()) {
        Type copy = *type;
        copy.name.clear();
        type = arena_.type(copy);
    }
    return type;
}

Type* Parser::type_suffix(Type* type) {
    if (tok().is("(")) {
        ++pos_;
        return func_params(type);
    }
    if (tok().is("[")) return array_dimensions(type);
    return type;
}

Type* Parser::array_dimensions(Type* type) {
    const Location loc = tok().loc;
    expect("[");
    while (tok().is("static") || is_qualifier(tok())) ++pos_;
    if (consume("]")) {
        type = type_suffix(type);
        return array_of(arena_, type, -1);
    }
    if (tok().is("*") && tok(1).is("]")) {
        pos_ += 2;
        type = type_suffix(type);
        return array_of(arena_, type, -1);
    }
    Node* len = conditional();
    expect("]");
    type = type_suffix(type);
    if (type->kind == TypeKind::Array && type->array_len == -1 && type->vla_len == nullptr)
        error_at(loc, "array type has incomplete element type");
    if (is_constant_expr(len) && type->vla_len == nullptr && !type->vla_size) {
        const std::int64_t n = eval_constant(len);
        if (n < 0) error_at(loc, "size of array is negative");
        if (type->size > 0 && n > 0x7fffffff / type->size) error_at(loc, "size of array is too large");
        return array_of(arena_, type, n);
    }
    if (!is_integer(decay(len)->type)) error_at(loc, "size of array has non-integer type");
    return vla_of(arena_, type, len);
}

Type* Parser::func_params(Type* ret) {
    Type* fn = func_returning(arena_, ret);
    if (tok().is("void") && tok(1).is(")")) {
        pos_ += 2;
        return fn;
    }
    if (consume(")")) {
        fn->has_prototype = false;
        return fn;
    }
    // An old-style identifier list: f(a, b) followed by their declarations.
    if (tok().kind == TokenKind::Identifier && !is_typename() && (tok(1).is(",") || tok(1).is(")"))) {
        fn->has_prototype = false;
        do {
            const Location loc = tok().loc;
            fn->param_names.push_back(expect_ident());
            fn->param_locs.push_back(loc);
            fn->params.push_back(ty_.int_);
        } while (consume(","));
        expect(")");
        return fn;
    }
    enter_scope();  // parameter names must not leak
    while (!consume(")")) {
        if (!fn->params.empty() || fn->is_variadic) expect(",");
        if (consume("...")) {
            fn->is_variadic = true;
            continue;
        }
        DeclAttrs attrs;
        Type* type = declspec(&attrs);
        type = declarator(type);
        attributes(nullptr, nullptr);
        const std::string name = type->name;
        const Location loc = type->name_loc;
        if (type->kind == TypeKind::Array) {
            Type* p = pointer_to(arena_, type->base);
            type = p;
        } else if (type->kind == TypeKind::Func) {
            type = pointer_to(arena_, type);
        }
        if (type->kind == TypeKind::Void) error_at(loc, "parameter has void type");
        fn->params.push_back(type);
        fn->param_names.push_back(name);
        fn->param_locs.push_back(loc);
        // Later parameters may use this one's name in VLA sizes; the definition
        // takes these objects as its parameters.
        Obj* var = arena_.obj();
        var->name = name;
        var->type = type;
        var->loc = loc;
        var->is_local = true;
        var->align = type->align;
        fn->param_objs.push_back(var);
        if (!name.empty()) declare(name).var = var;
    }
    leave_scope();
    return fn;
}

// ---- struct, union, enum ----------------------------------------------------

Type* Parser::struct_union_decl(TypeKind kind) {
    const Nesting nesting(*this);
    Type packed_probe;
    packed_probe.kind = kind;
    Type* attr_target = &packed_probe;
    attributes(nullptr, &attr_target);
    std::string tag;
    const Location loc = tok().loc;
    if (tok().kind == TokenKind::Identifier) tag = toks_[pos_++].text;
    if (!tag.empty() && !tok().is("{")) {
        Type* found = find_tag(tag);
        if (found) {
            if (found->kind != kind) error_at(loc, "'" + tag + "' defined as wrong kind of tag");
            return found;
        }
        Type* t = struct_type(arena_, kind);
        scopes_.back().tags[tag] = t;
        return t;
    }
    if (!tok().is("{")) error_at(tok().loc, "expected '{' or a tag name");
    ++pos_;
    Type* t = nullptr;
    if (!tag.empty()) {
        auto it = scopes_.back().tags.find(tag);
        if (it != scopes_.back().tags.end() && !it->second->is_complete && it->second->kind == kind) t = it->second;
        else if (it != scopes_.back().tags.end() && it->second->is_complete)
            error_at(loc, "redefinition of '" + tag + "'");
    }
    if (!t) {
        t = struct_type(arena_, kind);
        if (!tag.empty()) scopes_.back().tags[tag] = t;
    }
    struct_members(t);
    if (attr_target->is_packed) t->is_packed = true;
    // aligned() after the body raises the tag's own type's alignment (the attribute
    // code would make a copy, which the tag would never see completed).
    Type* attr_target_after = t;
    attributes(nullptr, &attr_target_after);
    const int leading_align = attr_target != &packed_probe ? attr_target->align : 1;
    if (attr_target_after->is_packed) t->is_packed = true;
    t->align = std::max({t->align, attr_target_after->align, leading_align});
    if (kind == TypeKind::Struct) layout_struct(t);
    else layout_union(t);
    t->is_complete = true;
    return t;
}

void Parser::struct_members(Type* t) {
    while (!consume("}")) {
        if (tok().is("_Static_assert")) {
            ++pos_;
            static_assertion();
            continue;
        }
        if (pragma_pack()) continue;
        DeclAttrs attrs;
        Type* base = declspec(&attrs);
        bool first = true;
        // An anonymous struct or union member.
        if (is_aggregate(base) && consume(";")) {
            Member m;
            m.type = base;
            m.align = attrs.align ? attrs.align : base->align;
            t->members.push_back(m);
            continue;
        }
        while (!consume(";")) {
            if (!first) expect(",");
            first = false;
            Member m;
            m.loc = tok().loc;
            Type* type = tok().is(":") ? base : declarator(base);
            attributes(&attrs, nullptr);
            m.name = type->name;
            m.type = type;
            if (consume(":")) {
                const Location wloc = tok().loc;
                m.is_bitfield = true;
                const std::int64_t width = const_expr();
                if (!is_integer(type)) error_at(wloc, "bit-field has invalid type");
                if (width < 0 || width > type->size * 8) error_at(wloc, "width of bit-field exceeds its type");
                m.bit_width = static_cast<int>(width);
                attributes(&attrs, nullptr);
            }
            m.align = attrs.align ? std::max(attrs.align, type->align) : type->align;
            m.explicit_align = attrs.align;
            // #pragma pack lowers even an explicit alignment, as in GCC.
            if (pack_ > 0) {
                m.align = std::min(m.align, pack_);
                m.explicit_align = std::min(m.explicit_align, pack_);
            }
            if (type->kind == TypeKind::Array && type->array_len < 0) {
                t->is_flexible = true;
                Type* flex = array_of(arena_, type->base, 0);
                flex->name = type->name;
                m.type = flex;
            }
            if (type->kind == TypeKind::Func) error_at(m.loc, "field declared as a function");
            if (is_aggregate(type) && !type->is_complete) error_at(m.loc, "field has incomplete type");
            t->members.push_back(m);
        }
    }
}

// A member's alignment in its struct: a packed struct's members have 1, or what
// their own aligned attribute asks.
int Parser::member_alignment(const Type* t, const Member& m) {
    return t->is_packed ? std::max(1, m.explicit_align) : m.align;
}

// GCC's layout (PCC_BITFIELD_TYPE_MATTERS): a bit-field goes at the next free bit
// unless it would straddle a unit of its type's size; a zero-width one ends the unit.
void Parser::layout_struct(Type* t) {
    std::int64_t bits = 0;
    int align = 1;
    for (Member& m : t->members) {
        const int member_align = member_alignment(t, m);
        if (m.is_bitfield && pack_ > 0) t->is_packed = true;  // packed bit-fields under #pragma pack
        if (m.is_bitfield) {
            const int unit = m.type->size * 8;
            if (m.bit_width == 0) {
                bits = (bits + unit - 1) / unit * unit;
                continue;
            }
            if (m.explicit_align > 0) {
                // __attribute__((aligned(N))) on a bit-field: it starts at an N-byte boundary.
                bits = (bits + m.explicit_align * 8 - 1) / (m.explicit_align * 8) * (m.explicit_align * 8);
                align = std::max(align, m.explicit_align);
            }
            if (!t->is_packed && bits / unit != (bits + m.bit_width - 1) / unit) bits = (bits + unit - 1) / unit * unit;
            m.offset = static_cast<int>(bits / unit * unit / 8);
            m.bit_offset = static_cast<int>(bits - m.offset * 8);
            if (t->is_packed) {
                // Packed: from the byte holding its first bit, read a byte at a time.
                m.offset = static_cast<int>(bits / 8);
                m.bit_offset = static_cast<int>(bits % 8);
                m.is_unaligned = true;
                if (unit == 64 && m.bit_offset + m.bit_width > 64)
                    error_at(m.loc, "a packed long long bit-field over nine bytes is not supported");
                if (m.bit_offset + m.bit_width > unit) {
                    // Widen the unit to a word so that the field fits.
                    m.type = m.type->is_unsigned ? ty_.uint : ty_.int_;
                }
            }
            bits += m.bit_width;
            if (!t->is_packed) align = std::max(align, m.type->align);
            continue;
        }
        bits = (bits + member_align * 8 - 1) / (member_align * 8) * (member_align * 8);
        m.offset = static_cast<int>(bits / 8);
        m.is_unaligned = is_scalar(m.type) && m.type->size > 1 && member_align < m.type->align;
        bits += static_cast<std::int64_t>(m.type->size) * 8;
        align = std::max(align, member_align);
    }
    t->align = std::max(t->align, align);
    t->size = align_to(static_cast<int>((bits + 7) / 8), t->align);
}

void Parser::layout_union(Type* t) {
    int size = 0;
    int align = 1;
    for (Member& m : t->members) {
        m.offset = 0;
        m.bit_offset = 0;
        size = std::max(size, m.is_bitfield ? (m.bit_width + 7) / 8 : m.type->size);
        align = std::max(align, member_alignment(t, m));
    }
    t->align = std::max(t->align, align);
    t->size = align_to(size, t->align);
}

Type* Parser::enum_specifier() {
    attributes(nullptr, nullptr);
    std::string tag;
    const Location loc = tok().loc;
    if (tok().kind == TokenKind::Identifier) tag = toks_[pos_++].text;
    if (!tag.empty() && !tok().is("{")) {
        Type* found = find_tag(tag);
        if (found) {
            if (found->kind != TypeKind::Enum) error_at(loc, "'" + tag + "' defined as wrong kind of tag");
            return found;
        }
        Type* t = enum_type(arena_);
        scopes_.back().tags[tag] = t;
        return t;
    }
    expect("{");
    Type* t = enum_type(arena_);
    std::int64_t value = 0;
    bool any_negative = false;
    while (!consume("}")) {
        const Location eloc = tok().loc;
        const std::string name = expect_ident();
        attributes(nullptr, nullptr);
        if (consume("=")) value = const_expr();
        VarScope& sc = declare(name);
        sc.enum_type = t;
        sc.enum_value = value;
        if (value < 0) any_negative = true;
        if (value < -0x80000000LL || value > 0xffffffffLL) warn_at(eloc, "enumerator value out of range of int");
        value = static_cast<std::int64_t>(static_cast<std::uint64_t>(value) + 1);
        if (!consume(",")) {
            expect("}");
            break;
        }
    }
    // GCC's choice: with no negative enumerator the type is compatible with
    // unsigned int (it shows in comparisons, promotions and bit-fields).
    t->is_unsigned = !any_negative;
    attributes(nullptr, nullptr);
    if (!tag.empty()) scopes_.back().tags[tag] = t;
    return t;
}

// ---- declarations -----------------------------------------------------------

// A typedef of a variably modified type inside a function computes its sizes
// where it stands (C11 6.7.8p3); the node that does so, or nullptr.
Node* Parser::typedef_declaration(Type* base) {
    Node* sizes = nullptr;
    bool first = true;
    while (!consume(";")) {
        if (!first) expect(",");
        first = false;
        Type* type = declarator(base);
        attributes(nullptr, &type);
        if (type->name.empty()) error_at(type->name_loc, "typedef name omitted");
        // The declarator named a copy; a struct must stay the tag's own type, which
        // a later definition completes.
        Type* named = type;
        if (is_aggregate(type) && type->origin && !type->is_const && !type->is_volatile)
            named = const_cast<Type*>(type->origin);
        declare(type->name).type_def = named;
        bool variably_modified = false;
        for (const Type* t = named; t; t = t->base) variably_modified |= t->vla_len != nullptr;
        if (current_fn_ && variably_modified) {
            Node* computed = compute_vla_sizes(named, type->name_loc);
            sizes = sizes ? comma(sizes, computed, type->name_loc) : computed;
            for (Type* t = named; t; t = t->base) t->vla_size_fixed = t->vla_size != nullptr;
        }
    }
    return sizes;
}

// The byte size of a VLA type, computing its element counts: returns a node that
// sets type->vla_size (and those of inner VLA types).
Node* Parser::compute_vla_sizes(Type* type, const Location& loc) {
    Node* node = new_node(NodeKind::Null, loc);
    node->type = ty_.void_;
    if (type->vla_size_fixed) return node;
    if (type->base) node = comma(node, compute_vla_sizes(type->base, loc), loc);
    if (type->kind != TypeKind::Array || type->vla_len == nullptr || type->vla_size_fixed) return node;
    Node* base_size = type->base->vla_size ? new_var(type->base->vla_size, loc)
                                           : new_num(type->base->size, loc, ty_.ulong);
    type->vla_size = new_local("", ty_.ulong, loc);
    Node* product = arith(NodeKind::Mul, convert(decay(type->vla_len), ty_.ulong), base_size, loc);
    Node* set = assign(new_var(type->vla_size, loc), product, loc);
    return comma(node, set, loc);
}

Node* Parser::local_variable(Type* type, DeclAttrs& attrs) {
    const Location loc = type->name_loc;
    if (type->kind == TypeKind::Void) error_at(loc, "variable '" + type->name + "' declared void");
    if (type->kind == TypeKind::Array && type->vla_len) {
        // A variable-length array: the object is a pointer to stack space.
        if (tok().is("=")) error_at(loc, "variable-sized object may not be initialized");
        Node* sizes = compute_vla_sizes(type, loc);
        Node* alloc = new_node(NodeKind::VlaAlloc, loc);
        alloc->lhs = new_var(type->vla_size, loc);
        // Where its block starts: after the innermost VLA still in scope.
        for (auto scope = scopes_.rbegin(); scope != scopes_.rend() && !alloc->rhs; ++scope)
            if (scope->last_vla) alloc->rhs = new_var(scope->last_vla, loc);
        if (!alloc->rhs && !current_fn_->vla_base) {
            current_fn_->vla_base = new_local("", ty_.ulong, loc);
            current_fn_->vla_base->address_taken = true;  // kept in its frame slot
        }
        Obj* var = new_local(type->name, type, loc);
        scopes_.back().last_vla = var;
        alloc->var = var;
        alloc->type = ty_.void_;
        current_fn_->calls_alloca = true;
        return comma(sizes, alloc, loc);
    }
    // A pointer to a VLA type: its sizes are computed where it is declared.
    Node* sizes = nullptr;
    for (Type* t = type; t; t = t->base)
        if (t->vla_len) sizes = compute_vla_sizes(type, loc);
    Obj* var = new_local(type->name, type, loc);
    if (attrs.align) var->align = std::max(var->align, attrs.align);
    if (std::max(var->align, type->align) > 16)
        warn_at(loc, "a local is aligned to at most 16 bytes (the stack's alignment); '" + type->name + "' asks for more");
    if (consume("=")) {
        Node* init = local_initializer(var);
        return sizes ? comma(sizes, init, loc) : init;
    }
    if (sizes) return sizes;
    if (is_aggregate(type) && !type->is_complete) error_at(loc, "storage size of '" + type->name + "' isn't known");
    if (type->kind == TypeKind::Array && type->array_len < 0) error_at(loc, "array size missing in '" + type->name + "'");
    return nullptr;
}

Node* Parser::declaration(Type* base, DeclAttrs& attrs) {
    Node* block = new_node(NodeKind::Block, tok().loc);
    bool first = true;
    while (!consume(";")) {
        if (!first) expect(",");
        first = false;
        Type* type = declarator(base);
        attributes(&attrs, nullptr);
        if (type->name.empty()) error_at(type->name_loc, "variable name omitted");
        if (type->kind == TypeKind::Func || attrs.is_extern) {
            if (type->kind == TypeKind::Func) {
                if (tok().is("{"))
                    error_at(tok().loc, "nested function '" + type->name + "' (a GNU extension) is not supported by xp860-cc");
                function_declaration(type, attrs);
            } else {
                VarScope* existing = find_var(type->name);
                Obj* var = existing && existing->var && !existing->var->is_local ? existing->var
                                                                                  : new_global(type->name, type, type->name_loc);
                declare(type->name).var = var;
            }
            continue;
        }
        if (attrs.is_static) {
            // A static local: a global under a private name.
            Obj* var = arena_.obj();
            var->name = type->name;
            var->asm_name = type->name + "." + std::to_string(static_count_++);
            var->type = type;
            var->loc = type->name_loc;
            var->is_static = true;
            var->is_definition = true;
            var->align = std::max(type->align, attrs.align);
            program_.globals.push_back(var);
            declare(type->name).var = var;
            if (consume("=")) global_initializer(var);
            continue;
        }
        Node* init = local_variable(type, attrs);
        if (init) {
            Node* stmt = new_unary(NodeKind::ExprStmt, init, type->name_loc);
            block->body.push_back(stmt);
        }
        if (!attrs.cleanup.empty()) {
            VarScope* fn = find_var(attrs.cleanup);
            if (!fn || !fn->var || !fn->var->is_function)
                error_at(type->name_loc, "cleanup function '" + attrs.cleanup + "' is not a declared function");
            cleanups_.push_back({find_var(type->name)->var, fn->var});
            attrs.cleanup.clear();  // the declaration's other declarators have their own
        }
    }
    return block;
}

Obj* Parser::function_declaration(Type* type, DeclAttrs& attrs) {
    VarScope* existing = find_var(type->name);
    Obj* fn = nullptr;
    if (existing && existing->var && existing->var->is_function) {
        fn = existing->var;
        if (!types_compatible(fn->type, type) && fn->type->has_prototype && type->has_prototype)
            error_at(type->name_loc, "conflicting types for '" + type->name + "'");
        if (type->has_prototype && !fn->type->has_prototype) fn->type = type;
        declare(type->name).var = fn;  // visible in this scope too
    } else {
        fn = arena_.obj();
        fn->name = type->name;
        fn->asm_name = type->name;
        fn->type = type;
        fn->loc = type->name_loc;
        fn->is_function = true;
        fn->align = 8;
        program_.globals.push_back(fn);
        scopes_.front().vars[type->name].var = fn;
        declare(type->name).var = fn;
    }
    if (attrs.is_static) fn->is_static = true;
    if (attrs.is_inline) fn->is_inline = true;
    if (attrs.is_weak) fn->is_weak = true;
    if (attrs.is_constructor) fn->is_constructor = true;
    if (attrs.is_destructor) fn->is_destructor = true;
    if (!attrs.alias.empty()) fn->alias = attrs.alias;
    if (!attrs.section.empty()) fn->section = attrs.section;
    return fn;
}

void Parser::global_variable(Type* type, DeclAttrs& attrs) {
    const Location loc = type->name_loc;
    if (type->kind == TypeKind::Void) error_at(loc, "variable '" + type->name + "' declared void");
    if (type->vla_len) error_at(loc, "variably modified '" + type->name + "' at file scope");
    VarScope* existing = find_var(type->name);
    Obj* var = nullptr;
    if (existing && existing->var && !existing->var->is_function) {
        var = existing->var;
        if (type->kind == TypeKind::Array && var->type->kind == TypeKind::Array && var->type->array_len < 0) var->type = type;
    } else {
        var = new_global(type->name, type, loc);
    }
    if (attrs.is_static) var->is_static = true;
    if (attrs.is_weak) var->is_weak = true;
    if (attrs.align) var->align = std::max(var->align, attrs.align);
    if (!attrs.section.empty()) var->section = attrs.section;
    if (consume("=")) {
        if (var->has_init) error_at(loc, "redefinition of '" + type->name + "'");
        var->is_definition = true;
        global_initializer(var);
        return;
    }
    if (!attrs.is_extern) {
        var->is_definition = true;
        var->is_tentative = true;
    }
}

void Parser::global_declaration(Type* base, DeclAttrs& attrs) {
    bool first = true;
    while (!consume(";")) {
        if (!first) expect(",");
        first = false;
        Type* type = declarator(base);
        attributes(&attrs, nullptr);
        if (type->name.empty()) error_at(type->name_loc, "expected an identifier");
        if (type->kind == TypeKind::Func) {
            Obj* fn = function_declaration(type, attrs);
            if (first == false && (tok().is("{") || (!type->has_prototype && !type->param_names.empty() && is_typename()))) {
                function_definition(fn, type);
                return;
            }
            continue;
        }
        global_variable(type, attrs);
    }
}

}  // namespace xp860::cc
