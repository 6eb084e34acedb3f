// The code generator's class, shared by its files: codegen.cpp (functions and
// statements), gen_expr.cpp (expressions), gen_convert.cpp (conversions and
// calls), emit_data.cpp (static data).
//
// The -O0 model: an expression leaves its value in r16 (long long in r16:r17),
// f8 (float) or f8:f9 (double), or for a struct its address in r16. Operands
// waiting for the other side are spilled to 8-byte temporary slots below the
// locals, addressed from fp, so sp moves only for alloca and VLAs.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "toolchain/cc/abi.h"
#include "toolchain/cc/ast.h"

namespace xp860::cc {

struct VectorLoop;  // gen_vector_loop.cpp

enum class ValueClass { Int, Long64, Float, Double, Struct, Void };

ValueClass value_class(const Type* t);

// -O1 and up: delay slots of calls filled with the r28 set-up before them,
// branches to the very next instruction removed, and an instruction's r16 result
// that a `mov %r16,%rN` marked kDeadR16 only copies written to rN directly
// (peephole.cpp).
inline constexpr const char* kDeadR16 = "\t# r16 dead";
std::string fill_delay_slots(const std::string& body);

class CodeGen {
public:
    CodeGen(const Program& program, int opt_level) : program_(program), opt_level_(opt_level) {}
    std::string run();

private:
    // output
    template <typename... Parts>
    void emit(const Parts&... parts) {
        (body_ << ... << parts);
        body_ << "\n";
    }
    std::string new_label();
    void label(const std::string& name);
    void load_imm(const std::string& reg, std::int64_t value);
    void add_imm(const std::string& src, std::int64_t value, const std::string& dst);
    std::string frame_slot(int offset, const std::string& scratch = "%r31");
    void jump(const std::string& target);
    void set_from_cc(bool invert);
    void branch_if_zero(const Type* t, const std::string& target);
    void branch_if_nonzero(const Type* t, const std::string& target);

    // temporaries
    int push(const Type* t);
    void move_to_second(const Type* t);
    void pop(const Type* t, int int_reg, int fp_reg);
    int slot_offset(int index) const;
    void load_slot(const Type* t, int slot, int int_reg, int fp_reg);

    // memory
    void load(const Type* t);
    void store(const Type* t, int align);
    void load_at(const Type* t, const std::string& base, int disp);
    void store_at(const Type* t, const std::string& base, int disp);
    void copy_memory(const std::string& src, const std::string& dst, int size, int align);
    void zero_memory(const std::string& dst, int size, int align);
    void shift_left64(const std::string& lo, const std::string& hi, int count);
    void shift_right64(const std::string& lo, const std::string& hi, int count, bool is_unsigned);
    void load_bitfield64(const Member* m, bool bytewise);
    void store_bitfield64(const Member* m, bool bytewise);
    void load_bitfield(const Member* m, bool bytewise);
    void load_bytes(const std::string& reg, const std::string& base, int disp, int size);
    int lvalue_align(Node* n) const;
    bool is_misaligned(Node* n) const;
    void load_unaligned(const Type* t);
    void store_bytes(const std::string& reg, int disp, int size);
    void store_unaligned(const Type* t);
    void store_bitfield(const Member* m, bool bytewise);

    // expressions
    void gen_addr(Node* n);
    void gen_expr(Node* n);
    void gen_binary(Node* n);
    void gen_int_op(Node* n);
    void gen_long_op(Node* n);
    void gen_float_op(Node* n);
    void gen_compare(NodeKind kind, const Type* t);
    bool emit_compare(NodeKind kind, const Type* t);
    void gen_operands(Node* n);
    bool operands_in_registers(Node* n, const std::string& ra, const std::string& rb, const char* result,
                               std::string& a, std::string& b);
    bool is_simple_operand(Node* n) const;
    bool has_side_effects(const Node* n) const;
    std::string register_of(Node* n) const;
    std::string fp_register_of(Node* n) const;
    void copy_fp(const Type* t, int from, int to);
    bool is_simple_fp_operand(Node* n) const;
    void load_fp_operand(Node* n, int freg);
    void load_operand(Node* n, int reg);
    void gen_branch(Node* cond, bool when, const std::string& target);
    bool gen_int_immediate(Node* n);
    bool gen_local_access(Node* n);
    bool register_base(Node* n, std::string& base, int& disp) const;
    bool gen_based_load(Node* n);
    bool gen_local_store(Node* n, bool value_unused);
    void gen_logical(Node* n);
    void gen_cond(Node* n);
    void gen_assign(Node* n, bool value_unused = false);
    void move_result(int reg, bool value_unused);
    void gen_neg(const Type* t);
    void gen_not(const Type* t);
    void gen_bitnot(const Type* t);
    void gen_number(Node* n);
    void reset_vla_stack(Node* n);
    bool gen_constant_conversion(Node* n);
    void gen_alloca(Node* n);
    void convert(const Type* from, const Type* to);
    void truncate_int(const Type* to);
    void int_to_double(bool is_unsigned);
    void helper_call(const std::string& name);
    void gen_call(Node* n);
    bool gen_inline_fabs(Node* n);
    bool is_late_argument(Node* a, const ArgSlot& slot) const;

    // statements and functions
    void gen_stmt(Node* n);
    void gen_effect(Node* n);
    void wide_case_range(const Node* c);
    void gen_switch(Node* n);
    void gen_for_loop(Node* n, bool with_init);
    bool gen_vector_loop(Node* n);
    void vector_loop_setup(const VectorLoop& v, const std::string& i, const std::string& plain);
    void vector_loop_counter(int prologue_and_epilogue, const std::string& kernel);
    void vector_loop_daxpy();
    void vector_loop_dot(Obj* sum);
    void gen_return(Node* n);
    void emit_init_function();
    void gen_function(Obj* fn);
    void assign_local_offsets(Obj* fn, bool leaf_registers);
    std::string gen_body(Obj* fn, bool leaf_registers);
    void store_params(Obj* fn);
    void store_fp_param(Obj* p, const ArgSlot& slot, bool promoted);
    void emit_data(Obj* var);

    const Program& program_;
    int opt_level_ = 0;
    std::ostringstream out_;   // the whole file
    std::ostringstream body_;  // the current function's body
    int label_count_ = 0;
    // the current function
    Obj* fn_ = nullptr;
    std::string return_label_;
    int locals_size_ = 0;
    int depth_ = 0;
    int max_depth_ = 0;
    int max_outgoing_ = 0;
    int ret_ptr_offset_ = 0;
    int saved_regs_ = 0;  // r4.. saved at -4(fp) down
    int saved_fp_pairs_ = 0;  // f2:f3.. saved below them, 8-aligned
    int fp_save_offset(int pair) const;
    // The registers holding a binary operator's operands (gen_operands): r16 and
    // r18, or the registers of locals kept in registers.
    std::string a_ = "%r16";
    std::string b_ = "%r18";
    // The same for float and double operands: f8 and f10, or FP locals' registers.
    std::string fa_ = "%f8";
    std::string fb_ = "%f10";
};

}  // namespace xp860::cc
