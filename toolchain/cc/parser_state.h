// The parser's class, shared by its files: parser.cpp (scopes and node helpers),
// parse_decl.cpp (declarations and types), parse_init.cpp (initializers),
// parse_stmt.cpp (statements and functions), parse_expr.cpp (expressions).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "toolchain/cc/ast.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

// What storage class and function specifiers a declaration has.
struct DeclAttrs {
    bool is_typedef = false;
    bool is_static = false;
    bool is_extern = false;
    bool is_inline = false;
    bool is_noreturn = false;
    bool is_weak = false;
    bool is_constructor = false;
    bool is_destructor = false;
    int align = 0;            // _Alignas / aligned, 0 when none
    std::string alias;        // __attribute__((alias("target")))
    std::string section;
    std::string cleanup;      // __attribute__((cleanup(function)))
    std::string mode;         // __attribute__((mode(DI))) before the declarator: for declspec
};

// One element of an initializer, shaped like the type it initializes.
struct Initializer {
    Type* type = nullptr;
    Location loc;
    Node* expr = nullptr;
    std::vector<std::unique_ptr<Initializer>> children;
    bool is_flexible = false;   // an array of unknown length that grows
    const Member* union_member = nullptr;
};

class Parser {
public:
    Parser(const std::vector<Token>& tokens, Arena& arena);
    Program run();

    struct VarScope {
        Obj* var = nullptr;
        Type* type_def = nullptr;
        Type* enum_type = nullptr;
        std::int64_t enum_value = 0;
    };

private:
    struct Scope {
        std::unordered_map<std::string, VarScope> vars;
        std::unordered_map<std::string, Type*> tags;
        Obj* last_vla = nullptr;  // the variable-length array declared last here
    };

    // tokens
    const Token& tok(std::size_t ahead = 0) const;
    bool consume(std::string_view s);
    void expect(std::string_view s);
    std::string expect_ident();
    std::string expect_string(const char* missing);
    std::string describe(const Token& t) const;
    std::string new_label();

    // scopes and objects
    void enter_scope();
    void leave_scope();
    VarScope* find_var(const std::string& name);
    Type* find_tag(const std::string& name);
    VarScope& declare(const std::string& name);
    Type* find_typedef(const Token& t);
    Obj* new_local(const std::string& name, Type* type, const Location& loc);
    Obj* new_global(const std::string& name, Type* type, const Location& loc);
    Obj* new_anon_global(Type* type, const Location& loc);
    Obj* string_literal(const Token& t);
    void declare_builtin_va_list();

    // nodes
    Node* new_node(NodeKind kind, const Location& loc);
    Node* new_num(std::int64_t value, const Location& loc, Type* type = nullptr);
    Node* new_var(Obj* var, const Location& loc);
    Node* new_cast(Node* expr, Type* type);
    Node* new_unary(NodeKind kind, Node* expr, const Location& loc);
    Node* new_binary(NodeKind kind, Node* lhs, Node* rhs, const Location& loc);
    Node* decay(Node* n);
    Node* convert(Node* n, Type* type);
    void check_scalar(Node* n, const char* what);
    Node* arith(NodeKind kind, Node* lhs, Node* rhs, const Location& loc);
    Node* shift(NodeKind kind, Node* lhs, Node* rhs, const Location& loc);
    Node* compare(NodeKind kind, Node* lhs, Node* rhs, const Location& loc);
    Node* scaled(Node* index, Type* pointee, const Location& loc);
    Node* add(Node* lhs, Node* rhs, const Location& loc);
    Node* sub(Node* lhs, Node* rhs, const Location& loc);
    Node* deref(Node* n, const Location& loc);
    Node* addr(Node* n, const Location& loc);
    Node* assign(Node* lhs, Node* rhs, const Location& loc);
    Node* to_bool(Node* n);
    Node* comma(Node* lhs, Node* rhs, const Location& loc);
    Node* compound_assign(Node* lhs, Node* rhs, NodeKind op, const Location& loc);
    Node* binary_op(NodeKind op, Node* lhs, Node* rhs, const Location& loc);
    Node* post_increment(Node* lhs, int delta, const Location& loc);
    Node* member_of(Node* base, const Member* m, const Location& loc);
    bool find_member(Type* t, const std::string& name, std::vector<const Member*>& path);
    Node* struct_ref(Node* base, const std::string& name, const Location& loc);

    // declarations
    bool is_typename(std::size_t ahead = 0);
    Type* declspec(DeclAttrs* attrs);
    void attributes(DeclAttrs* attrs, Type** type);
    Type* mode_type(Type* t, std::string mode, const Location& loc);
    void attribute_list(DeclAttrs* attrs, Type** type);
    Type* declarator(Type* type);
    Type* abstract_declarator(Type* type);
    Type* nested_declarator(Type* type, Type* (Parser::*inner)(Type*));
    Type* type_suffix(Type* type);
    Type* func_params(Type* ret);
    Type* array_dimensions(Type* type);
    Type* pointers(Type* type);
    Type* type_name();
    Type* struct_union_decl(TypeKind kind);
    void struct_members(Type* t);
    static int member_alignment(const Type* t, const Member& m);
    void layout_struct(Type* t);
    void layout_union(Type* t);
    Type* enum_specifier();
    Type* auto_type();
    Type* typeof_specifier();
    std::int64_t const_expr();
    void static_assertion();
    Node* declaration(Type* base, DeclAttrs& attrs);
    Node* local_variable(Type* type, DeclAttrs& attrs);
    void global_declaration(Type* base, DeclAttrs& attrs);
    void global_variable(Type* type, DeclAttrs& attrs);
    Obj* function_declaration(Type* type, DeclAttrs& attrs);
    void function_definition(Obj* fn, Type* type);
    void old_style_params(Type* type);
    Node* typedef_declaration(Type* base);
    Node* vla_size(Type* type, const Location& loc);
    Node* compute_vla_sizes(Type* type, const Location& loc);

    // initializers
    std::unique_ptr<Initializer> new_initializer(Type* type, bool is_flexible);
    std::int64_t flexible_elements(const Initializer* init) const;
    void initializer2(Initializer* init);
    void string_initializer(Initializer* init);
    void array_initializer1(Initializer* init);
    void array_initializer2(Initializer* init, std::int64_t index);
    void struct_initializer1(Initializer* init);
    void struct_initializer2(Initializer* init, std::size_t member_index);
    void union_designation(Initializer* init);
    void union_initializer(Initializer* init);
    void designation(Initializer* init);
    Initializer* array_child(Initializer* init, std::int64_t index);
    std::int64_t array_designator(Initializer* init, std::int64_t* end);
    std::size_t struct_designator(Type* type);
    std::int64_t designate_elements(Initializer* init);
    void skip_excess_element();
    std::unique_ptr<Initializer> parse_initializer(Type* type, Type** new_type);
    Node* local_initializer(Obj* var);
    Node* init_assignments(Initializer* init, Node* target);
    void global_initializer(Obj* var);
    void write_data(Initializer* init, Obj* var, int offset);
    void write_bits(Obj* var, int offset, std::uint64_t value, int size);

    // statements and functions
    Node* statement();
    Node* compound_statement(bool is_statement_expression = false);
    Node* if_statement(const Location& loc);
    Node* switch_statement(const Location& loc);
    Node* case_statement(const Location& loc);
    Node* for_statement(const Location& loc);
    Node* while_statement(const Location& loc);
    Node* do_statement(const Location& loc);
    Node* return_statement(const Location& loc);
    Node* plain_return(const Location& loc);
    Node* goto_statement(const Location& loc);
    Node* asm_statement(const Location& loc);
    void resolve_gotos();

    // expressions
    Node* expr();
    Node* assign_expr();
    Node* conditional();
    Node* logor();
    Node* logand();
    Node* bitor_();
    Node* bitxor_();
    Node* bitand_();
    Node* equality();
    Node* relational();
    Node* shift_expr();
    Node* additive();
    Node* multiplicative();
    Node* union_cast(Type* type, Node* operand, const Location& loc);
    Node* cast_expr();
    Node* unary();
    Node* postfix();
    Node* primary();
    Node* compound_literal(Type* type, const Location& loc);
    Node* identifier(const Token& t);
    Node* call(Node* fn, const Location& loc);
    Node* call_with(Node* fn, std::vector<Node*> args, const Location& loc);
    Node* runtime_call(const std::string& name, Type* ret, std::vector<Node*> args, const Location& loc);
    Node* builtin(const std::string& name, const Location& loc);
    Node* bit_builtin(const std::string& name, const Location& loc);
    Node* overflow_builtin(const std::string& name, const Location& loc);
    Node* fp_class_builtin(const std::string& name, const Location& loc);
    Node* fp_compare_builtin(const std::string& name, const Location& loc);
    Node* builtin_jump(const std::string& name, const Location& loc);
    Node* runtime_builtin(const std::string& name, const Location& loc);
    Node* atomic_builtin(const std::string& name, const Location& loc);

    // complex values (parse_complex.cpp)
    Node* stash(Node* n, Node** setup, const Location& loc);
    Node* complex_constant(double re, double im, Type* type, const Location& loc);
    bool constant_parts(Node* n, double* re, double* im);
    Node* folded_complex_arith(NodeKind kind, Node* lhs, Node* rhs, Type* type, const Location& loc);
    bool static_init_ = false;  // in a static object's initializer: complex constants fold
    Node* complex_part(Node* z, int index, const Location& loc);
    Node* complex_value(Node* re, Node* im, Type* type, const Location& loc);
    Node* complex_convert(Node* n, Type* type);
    Node* complex_arith(NodeKind kind, Node* lhs, Node* rhs, const Location& loc);
    Node* complex_compare(NodeKind kind, Node* lhs, Node* rhs, const Location& loc);
    Node* complex_unary(const std::string& op, Node* n, const Location& loc);
    Type* library_builtin_type(const std::string& name);
    Node* generic_selection(const Location& loc);
    Node* number(const Token& t);
    Node* sizeof_expr(const Location& loc, bool is_alignof);
    Node* offsetof_expr(const Location& loc);
    Node* va_start_expr(const Location& loc);
    Node* va_arg_expr(const Location& loc);
    Node* statement_expression(const Location& loc);
    Node* conditional_result(Node* cond, Node* then, Node* els, const Location& loc);

    const std::vector<Token>& toks_;
    std::size_t pos_ = 0;
    Arena& arena_;
    BasicTypes ty_;
    Program program_;
    std::vector<Scope> scopes_;
    Obj* current_fn_ = nullptr;
    Type* va_list_type_ = nullptr;
    int label_count_ = 0;
    int literal_count_ = 0;
    int static_count_ = 0;
    // statement context
    std::string break_label_;
    std::string cont_label_;
    // __attribute__((cleanup)): the variables in scope that have one, innermost
    // last, and how many were in scope where each break or continue label was made.
    struct Cleanup {
        Obj* var;
        Obj* function;
    };
    std::vector<Cleanup> cleanups_;
    std::map<std::string, std::size_t> jump_cleanup_depth_;
    std::string jump_label();
    Node* cleanup_calls(std::size_t down_to, const Location& loc);
    Node* current_switch_ = nullptr;
    std::vector<Node*> gotos_;
    std::map<std::string, Node*> labels_;
    // GNU local labels (`__label__ name;`) in scope: each name's spelling for its block.
    std::map<std::string, std::string> local_labels_;
    int local_label_count_ = 0;
    void local_label_declaration();
    std::string label_spelling(const std::string& name) const;
    std::vector<int> pack_stack_;  // #pragma pack: the current maximum alignment, 0 for none
    int pack_ = 0;
    bool pragma_pack();
    int depth_ = 0;  // recursion depth, bounded so that no input exhausts the stack

    // Counts one level of recursion for as long as it lives.
    struct Nesting {
        Parser& parser;
        explicit Nesting(Parser& p);
        ~Nesting() { --parser.depth_; }
        Nesting(const Nesting&) = delete;
        Nesting& operator=(const Nesting&) = delete;
    };
};

}  // namespace xp860::cc
