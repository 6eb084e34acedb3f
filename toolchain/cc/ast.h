// The typed tree the parser builds and the code generator walks: types, objects
// (variables and functions) and nodes (expressions and statements).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "toolchain/cc/token.h"

namespace xp860::cc {

enum class TypeKind { Void, Bool, Char, Short, Int, Long, LLong, Float, Double, Enum, Pointer, Array, Func, Struct, Union };

struct Type;
struct Node;
struct Obj;

struct Member {
    std::string name;
    Type* type = nullptr;
    Location loc;
    int offset = 0;
    int align = 1;
    int explicit_align = 0;  // __attribute__((aligned(N))): kept in a packed struct, lowered by #pragma pack
    bool is_bitfield = false;
    bool is_unaligned = false;  // packed below its type's alignment: accessed by bytes
    int bit_offset = 0;  // within the storage unit of `type`'s size at `offset`
    int bit_width = 0;
};

struct Type {
    TypeKind kind = TypeKind::Int;
    int size = 4;
    int align = 4;
    bool is_unsigned = false;
    bool is_long_double = false;  // a double in all but name: C's type of its own (_Generic)
    bool is_const = false;
    bool is_volatile = false;
    const Type* origin = nullptr;  // the type this is a qualified copy of, for compatibility
    Type* base = nullptr;          // pointer and array element, function return
    std::int64_t array_len = 0;    // -1: incomplete
    Node* vla_len = nullptr;       // a variable-length array's element count
    Obj* vla_size = nullptr;       // the local that holds its byte size once computed
    bool vla_size_fixed = false;   // computed at its typedef, where C evaluates it
    // struct and union
    std::vector<Member> members;
    bool is_complete = true;
    bool is_flexible = false;
    bool is_packed = false;
    bool is_complex = false;  // float/double _Complex: a struct of the real and imaginary parts
    // function
    std::vector<Type*> params;
    bool is_variadic = false;
    bool has_prototype = true;
    Location name_loc;      // a declarator's name, filled by the declarator parser
    std::string name;
    std::vector<std::string> param_names;
    std::vector<Location> param_locs;
    std::vector<Obj*> param_objs;  // the parameters as objects, for VLA sizes naming them
};

inline bool is_integer(const Type* t) {
    return t->kind == TypeKind::Bool || t->kind == TypeKind::Char || t->kind == TypeKind::Short ||
           t->kind == TypeKind::Int || t->kind == TypeKind::Long || t->kind == TypeKind::LLong || t->kind == TypeKind::Enum;
}
inline bool is_flonum(const Type* t) { return t->kind == TypeKind::Float || t->kind == TypeKind::Double; }
inline bool is_numeric(const Type* t) { return is_integer(t) || is_flonum(t); }
inline bool is_pointerish(const Type* t) { return t->kind == TypeKind::Pointer || t->kind == TypeKind::Array; }
inline bool is_scalar(const Type* t) { return is_numeric(t) || t->kind == TypeKind::Pointer; }
inline bool is_aggregate(const Type* t) { return t->kind == TypeKind::Struct || t->kind == TypeKind::Union; }
inline bool is_64bit_int(const Type* t) { return t->kind == TypeKind::LLong; }

// A relocation in a static initializer: the word at `offset` holds &label + addend.
struct InitRelocation {
    int offset = 0;
    std::string label;
    std::int64_t addend = 0;
};

struct Obj {
    std::string name;     // the C name; for globals also the assembler symbol
    std::string asm_name; // the symbol in the output
    Type* type = nullptr;
    Location loc;
    bool is_local = false;
    bool is_function = false;
    bool is_definition = false;
    bool is_static = false;
    bool is_tentative = false;
    bool is_inline = false;
    bool is_used = false;
    bool is_weak = false;
    bool is_constructor = false;  // run before main (by __xp860_init, see codegen.cpp)
    bool is_destructor = false;   // run at exit
    std::string alias;            // another name for this symbol's target
    int align = 1;
    std::string section;  // __attribute__((section))
    int offset = 0;       // locals: from fp (negative)
    int reg = 0;          // locals kept in a callee-saved register r4..r15, else 0
    int fp_reg = 0;       // -O1 and up: float and double locals kept in f2..f7 (a leaf: f20..f31 first), the pair's even register, else 0
    bool address_taken = false;
    // global data
    bool has_init = false;
    std::vector<std::uint8_t> init_data;
    std::vector<InitRelocation> relocations;
    // function
    std::vector<Obj*> params;
    std::vector<Obj*> locals;
    Node* body = nullptr;
    Obj* va_area = nullptr;   // variadic: the 80-byte register save area
    Obj* va_args = nullptr;   // variadic: the incoming stack-argument pointer (r28)
    int named_int_words = 0;
    int named_fp_words = 0;
    int named_stack_bytes = 0;
    bool calls_alloca = false;
    // Variable-length arrays give their stack back when their declaration runs
    // again (a loop, a goto back): each starts where the VLA it is nested in ends,
    // the outermost ones at vla_base, sp after the prologue. __builtin_alloca's
    // blocks live until return, so a function calling it never gives any back.
    Obj* vla_base = nullptr;
    bool calls_builtin_alloca = false;
    bool calls_setjmp = false;  // locals stay in memory, as longjmp finds them there
};

enum class NodeKind {
    // expressions
    Num, FNum, Var, Add, Sub, Mul, Div, Mod, BitAnd, BitOr, BitXor, Shl, Shr, Eq, Ne, Lt, Le,
    Neg, Not, BitNot, LogAnd, LogOr, Assign, Cond, Comma, Member, Addr, Deref, Cast, Call,
    StmtExpr, MemZero, VlaAlloc, Alloca, LabelAddr, FrameAddr, ReturnAddr, Null,
    // statements
    Return, If, For, Do, Switch, Case, Block, Goto, GotoIndirect, Label, ExprStmt, Asm,
};

struct Node {
    NodeKind kind = NodeKind::Null;
    Type* type = nullptr;
    Location loc;
    Node* lhs = nullptr;
    Node* rhs = nullptr;
    bool operands_swapped = false;  // Lt/Le made from > and >=: rhs is the source's left operand
    // If/For/Do/Cond
    Node* cond = nullptr;
    Node* then = nullptr;
    Node* els = nullptr;
    Node* init = nullptr;
    Node* inc = nullptr;
    std::vector<Node*> body;  // Block, StmtExpr; Call arguments
    // labels of break/continue targets, goto and label names
    std::string break_label;
    std::string cont_label;
    std::string label;        // Goto/Label: the user's name; Case: the generated label
    std::string unique_label; // Goto/Label: the generated label
    // Switch
    std::vector<Node*> cases;
    Node* default_case = nullptr;
    std::int64_t case_begin = 0;
    std::int64_t case_end = 0;
    // Member
    const Member* member = nullptr;
    // Var
    Obj* var = nullptr;
    // Num / FNum
    std::int64_t value = 0;
    double fvalue = 0;
    // Call
    Type* func_type = nullptr;
    Obj* ret_buffer = nullptr;
    // Asm
    std::string asm_text;
    // x++ and x--: the same effect without computing the old value, for when the
    // value is discarded.
    Node* effect_only = nullptr;
};

// Objects of one kind that stay where they are until the pool goes, allocated 256
// at a time (a std::deque gives each object the size of a Node its own block).
template <typename T>
class Pool {
public:
    T& make() {
        if (used_ == kBlock) {
            blocks_.push_back(std::make_unique<T[]>(kBlock));
            used_ = 0;
        }
        return blocks_.back()[used_++];
    }

private:
    static constexpr std::size_t kBlock = 256;
    std::vector<std::unique_ptr<T[]>> blocks_;
    std::size_t used_ = kBlock;
};

// Owns every Type, Node and Obj of one compilation.
struct Arena {
    Pool<Type> types;
    Pool<Node> nodes;
    Pool<Obj> objs;
    Type* type(const Type& t) {
        Type& copy = types.make();
        copy = t;
        return &copy;
    }
    Node* node(NodeKind kind, const Location& loc) {
        Node& n = nodes.make();
        n.kind = kind;
        n.loc = loc;
        return &n;
    }
    Obj* obj() { return &objs.make(); }
};

// The result of parsing one translation unit.
struct Program {
    std::vector<Obj*> globals;    // variables and functions, in order of appearance
    std::vector<Obj*> literals;   // string literals and other anonymous static data
    std::string toplevel_asm;     // file-scope asm("..."): assembly emitted as it stands
};

}  // namespace xp860::cc
