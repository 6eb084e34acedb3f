// Functions and statements (docs/abi.md has the frame and calling convention).
#include "toolchain/cc/codegen.h"

#include <algorithm>

#include "toolchain/cc/codegen_state.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

namespace {
constexpr int kUpperFrame = 16;  // saved fp at 0(fp), saved r1 at 4(fp)
}

ValueClass value_class(const Type* t) {
    switch (t->kind) {
        case TypeKind::Void: return ValueClass::Void;
        case TypeKind::LLong: return ValueClass::Long64;
        case TypeKind::Float: return ValueClass::Float;
        case TypeKind::Double: return ValueClass::Double;
        case TypeKind::Struct: case TypeKind::Union: case TypeKind::Array: case TypeKind::Func: return ValueClass::Struct;
        default: return ValueClass::Int;
    }
}

std::string CodeGen::new_label() { return ".Lc" + std::to_string(label_count_++); }

void CodeGen::label(const std::string& name) { body_ << name << ":\n"; }

void CodeGen::load_imm(const std::string& reg, std::int64_t value) {
    const std::int32_t v = static_cast<std::int32_t>(static_cast<std::uint32_t>(value));
    if (v >= -32768 && v <= 32767) {
        emit("\tadds\t", v, ",%r0,", reg);
        return;
    }
    const std::uint32_t u = static_cast<std::uint32_t>(v);
    if (u <= 0xffff) {
        emit("\tor\t", u, ",%r0,", reg);
        return;
    }
    emit("\torh\t", u >> 16, ",%r0,", reg);
    if ((u & 0xffff) != 0) emit("\tor\t", u & 0xffff, ",", reg, ",", reg);
}

void CodeGen::add_imm(const std::string& src, std::int64_t value, const std::string& dst) {
    if (value >= -32768 && value <= 32767) {
        emit("\tadds\t", value, ",", src, ",", dst);
        return;
    }
    load_imm("%r31", value);
    emit("\tadds\t%r31,", src, ",", dst);
}

// "offset(%fp)", or through `scratch` when the offset does not fit 16 bits.
std::string CodeGen::frame_slot(int offset, const std::string& scratch) {
    if (offset >= -32768 && offset <= 32767) return std::to_string(offset) + "(%fp)";
    load_imm(scratch, offset);
    emit("\taddu\t", scratch, ",%fp,", scratch);
    return "0(" + scratch + ")";
}

void CodeGen::jump(const std::string& target) {
    emit("\tbr\t", target);
    emit("\tnop");
}

// r16 = CC (or !CC); shifts leave CC alone.
void CodeGen::set_from_cc(bool invert) {
    const std::string done = new_label();
    emit("\tshl\t%r0,%r0,%r16");
    emit(invert ? "\tbc\t" : "\tbnc\t", done);
    emit("\tor\t1,%r0,%r16");
    label(done);
}

// Sets CC when the value in r16/r17/f8 is zero.
static void test_zero(CodeGen*, std::ostringstream& out, const Type* t) {
    switch (value_class(t)) {
        case ValueClass::Long64: out << "\tor\t%r16,%r17,%r0\n"; break;
        case ValueClass::Float: out << "\tpfeq.ss\t%f8,%f0,%f0\n"; break;
        case ValueClass::Double: out << "\tpfeq.dd\t%f8,%f0,%f0\n"; break;
        default: out << "\tor\t%r16,%r0,%r0\n"; break;
    }
}

void CodeGen::branch_if_zero(const Type* t, const std::string& target) {
    test_zero(this, body_, t);
    emit("\tbc\t", target);
}

void CodeGen::branch_if_nonzero(const Type* t, const std::string& target) {
    test_zero(this, body_, t);
    emit("\tbnc\t", target);
}

// f2:f3, f4:f5, f6:f7's save slots, below r4..r15's and 8-byte aligned for fst.d.
int CodeGen::fp_save_offset(int pair) const { return -(align_to(4 * saved_regs_, 8) + 8 * (pair + 1)); }

// A float or double between FP registers through the graphics unit (fiadd with
// f0: one clock, where fmov's adder takes three).
void CodeGen::copy_fp(const Type* t, int from, int to) {
    if (from != to) emit(t->kind == TypeKind::Float ? "\tfiadd.ss\t%f" : "\tfiadd.dd\t%f", from, ",%f0,%f", to);
}

// ---- temporaries --------------------------------------------------------------

int CodeGen::slot_offset(int index) const { return -(align_to(locals_size_, 8) + 8 * (index + 1)); }

int CodeGen::push(const Type* t) {
    const int index = depth_++;
    max_depth_ = std::max(max_depth_, depth_);
    const std::string slot = frame_slot(slot_offset(index));
    const int off = slot_offset(index);
    switch (value_class(t)) {
        case ValueClass::Long64:
            emit("\tst.l\t%r16,", slot);
            emit("\tst.l\t%r17,", frame_slot(off + 4));
            break;
        case ValueClass::Float: emit("\tfst.l\t%f8,", slot); break;
        case ValueClass::Double: emit("\tfst.d\t%f8,", slot); break;
        default: emit("\tst.l\t%r16,", slot); break;
    }
    return index;
}

void CodeGen::load_slot(const Type* t, int slot, int int_reg, int fp_reg) {
    const int off = slot_offset(slot);
    const std::string r = "%r" + std::to_string(int_reg);
    const std::string f = "%f" + std::to_string(fp_reg);
    switch (value_class(t)) {
        case ValueClass::Long64:
            emit("\tld.l\t", frame_slot(off), ",", r);
            emit("\tld.l\t", frame_slot(off + 4), ",%r", int_reg + 1);
            break;
        case ValueClass::Float: emit("\tfld.l\t", frame_slot(off), ",", f); break;
        case ValueClass::Double: emit("\tfld.d\t", frame_slot(off), ",", f); break;
        default: emit("\tld.l\t", frame_slot(off), ",", r); break;
    }
}

void CodeGen::pop(const Type* t, int int_reg, int fp_reg) { load_slot(t, --depth_, int_reg, fp_reg); }

// The value just computed (r16, r16:r17 or f8) to where a binary operator's right
// operand goes (r18, r18:r19 or f10).
void CodeGen::move_to_second(const Type* t) {
    switch (value_class(t)) {
        case ValueClass::Long64:
            emit("\tmov\t%r16,%r18");
            emit("\tmov\t%r17,%r19");
            break;
        case ValueClass::Float: case ValueClass::Double: copy_fp(t, 8, 10); break;
        default: emit("\tmov\t%r16,%r18"); break;
    }
}

// ---- statements ---------------------------------------------------------------

// A case range on a long long in r16:r17: (unsigned)(x - begin) <= end - begin in
// 64 bits, the borrow of the low words' subtraction taken from subu's CC.
void CodeGen::wide_case_range(const Node* c) {
    const std::uint64_t span = static_cast<std::uint64_t>(c->case_end) - static_cast<std::uint64_t>(c->case_begin);
    const std::string no_borrow = new_label();
    const std::string next = new_label();
    load_imm("%r18", c->case_begin);
    load_imm("%r19", c->case_begin >> 32);
    emit("\tsubs\t%r17,%r19,%r21");
    emit("\tsubu\t%r16,%r18,%r20");
    emit("\tbc\t", no_borrow);
    emit("\tadds\t-1,%r21,%r21");
    label(no_borrow);
    load_imm("%r18", static_cast<std::int64_t>(span));
    load_imm("%r19", static_cast<std::int64_t>(span >> 32));
    emit("\tsubu\t%r19,%r21,%r0");  // CC: high difference <= high span
    emit("\tbnc\t", next);
    emit("\txor\t%r21,%r19,%r0");  // CC: the high words are equal
    emit("\tbnc\t", c->label);
    emit("\tsubu\t%r18,%r20,%r0");  // CC: low difference <= low span
    emit("\tbc\t", c->label);
    label(next);
}

void CodeGen::gen_switch(Node* n) {
    gen_expr(n->cond);
    const bool wide = value_class(n->cond->type) == ValueClass::Long64;
    for (Node* c : n->cases) {
        if (wide && c->case_begin != c->case_end) {
            wide_case_range(c);
            continue;
        }
        if (wide) {
            load_imm("%r18", c->case_begin);
            load_imm("%r19", c->case_begin >> 32);
            emit("\txor\t%r16,%r18,%r18");
            emit("\txor\t%r17,%r19,%r19");
            emit("\tor\t%r18,%r19,%r0");
            emit("\tbc\t", c->label);
            continue;
        }
        if (c->case_begin == c->case_end) {
            load_imm("%r17", c->case_begin);
            emit("\txor\t%r16,%r17,%r0");
            emit("\tbc\t", c->label);
            continue;
        }
        // begin <= x <= end as (unsigned)(x - begin) <= end - begin.
        load_imm("%r17", c->case_begin);
        emit("\tsubs\t%r16,%r17,%r18");
        load_imm("%r17", c->case_end - c->case_begin);
        emit("\tsubu\t%r17,%r18,%r0");
        emit("\tbc\t", c->label);
    }
    jump(n->default_case ? n->default_case->label : n->break_label);
    gen_stmt(n->then);
    label(n->break_label);
}

void CodeGen::gen_return(Node* n) {
    if (n->lhs) {
        gen_expr(n->lhs);
        if (is_aggregate(fn_->type->base)) {
            emit("\tld.l\t", frame_slot(ret_ptr_offset_), ",%r20");
            copy_memory("%r16", "%r20", fn_->type->base->size, std::min(fn_->type->base->align, lvalue_align(n->lhs)));
            emit("\tmov\t%r20,%r16");
        }
    }
    jump(return_label_);
}

// A for loop (while is one too); with_init false leaves out its first clause. At
// -O1 and up the test sits at the bottom, entered by one jump, so that a pass
// costs one conditional branch rather than that and a `br` back.
void CodeGen::gen_for_loop(Node* n, bool with_init) {
    const std::string begin = new_label();
    if (with_init && n->init) gen_stmt(n->init);
    if (opt_level_ >= 1 && n->cond) {
        const std::string test = new_label();
        jump(test);
        label(begin);
        gen_stmt(n->then);
        label(n->cont_label);
        if (n->inc) gen_effect(n->inc);
        label(test);
        gen_branch(n->cond, true, begin);
        label(n->break_label);
        return;
    }
    label(begin);
    if (n->cond) gen_branch(n->cond, false, n->break_label);
    gen_stmt(n->then);
    label(n->cont_label);
    if (n->inc) gen_effect(n->inc);
    jump(begin);
    label(n->break_label);
}

void CodeGen::gen_stmt(Node* n) {
    switch (n->kind) {
        case NodeKind::If: {
            const std::string els = new_label();
            const std::string end = new_label();
            gen_branch(n->cond, false, els);
            gen_stmt(n->then);
            jump(end);
            label(els);
            if (n->els) gen_stmt(n->els);
            label(end);
            return;
        }
        case NodeKind::For:
            if (!gen_vector_loop(n)) gen_for_loop(n, true);
            return;
        case NodeKind::Do: {
            const std::string begin = new_label();
            label(begin);
            gen_stmt(n->then);
            label(n->cont_label);
            gen_branch(n->cond, true, begin);
            label(n->break_label);
            return;
        }
        case NodeKind::Switch: gen_switch(n); return;
        case NodeKind::Case:
            label(n->label);
            gen_stmt(n->lhs);
            return;
        case NodeKind::Block:
            for (Node* s : n->body) gen_stmt(s);
            return;
        case NodeKind::Goto: jump(n->unique_label); return;
        case NodeKind::GotoIndirect:
            gen_expr(n->lhs);
            emit("\tbri\t%r16");
            emit("\tnop");
            return;
        case NodeKind::Label:
            label(n->unique_label);
            gen_stmt(n->lhs);
            return;
        case NodeKind::Return: gen_return(n); return;
        case NodeKind::ExprStmt: gen_effect(n->lhs); return;
        case NodeKind::Asm: emit("\t", n->asm_text); return;
        default: error_at(n->loc, "internal: unexpected statement");
    }
}

// An expression evaluated for its effect only.
void CodeGen::gen_effect(Node* n) {
    if (n->kind == NodeKind::Comma) {
        gen_effect(n->lhs);
        gen_effect(n->rhs);
        return;
    }
    Node* e = n->effect_only ? n->effect_only : n;
    if (e->kind == NodeKind::Assign) gen_assign(e, true);
    else gen_expr(e);
}

// ---- functions ----------------------------------------------------------------

// Scalar locals whose address is never taken live in r4..r15 (callee-saved, so
// calls keep them); the rest, and the saved registers, get frame slots.
void CodeGen::assign_local_offsets(Obj* fn, bool leaf_registers) {
    // r28..r30 are free in a function that makes no call (r28 and r29 only carry
    // call arguments and targets); r4..r15 survive calls but must be saved.
    std::vector<int> pool;
    if (leaf_registers) {
        pool = {30, 29};
        // r28 points at the incoming stack arguments until they are copied.
        std::vector<Type*> types;
        for (Obj* p : fn->params) types.push_back(p->type);
        if (!fn->va_area && layout_args(types, is_aggregate(fn->type->base)).stack_bytes == 0) pool.push_back(28);
    }
    for (int r = 4; r <= 15; ++r) pool.push_back(r);
    // -O1 and up, float and double locals: f20..f31 in a leaf (the code generator's
    // own temporaries are f8..f19), f2..f7 (callee-saved) otherwise or after them.
    std::vector<int> fp_pool;
    if (opt_level_ >= 1) {
        if (leaf_registers) fp_pool = {20, 22, 24, 26, 28, 30};
        fp_pool.insert(fp_pool.end(), {2, 4, 6});
    }
    std::size_t next = 0, next_fp = 0;
    int highest_saved = 3, highest_fp_saved = 0;
    for (Obj* var : fn->locals) {
        var->reg = var->fp_reg = 0;
        // Not across setjmp: longjmp would bring back the registers' old values
        // where programs expect the last ones stored (as in memory).
        const bool fits = !var->type->vla_len && !var->address_taken && !var->type->is_volatile &&
                          var != fn->va_args && !fn->calls_setjmp;
        if (fits && value_class(var->type) == ValueClass::Int && next < pool.size()) {
            var->reg = pool[next++];
            if (var->reg <= 15) highest_saved = var->reg;
        } else if (fits && is_flonum(var->type) && next_fp < fp_pool.size()) {
            var->fp_reg = fp_pool[next_fp++];
            if (var->fp_reg <= 7) highest_fp_saved = var->fp_reg;
        }
    }
    saved_regs_ = highest_saved - 3;
    saved_fp_pairs_ = highest_fp_saved / 2;
    int offset = 4 * saved_regs_;
    if (saved_fp_pairs_ > 0) offset = -fp_save_offset(saved_fp_pairs_ - 1);
    for (Obj* var : fn->locals) {
        if (var->reg || var->fp_reg) continue;
        const int align = std::min(std::max(var->align, var->type->align), 16);
        const int size = var->type->vla_len ? 4 : std::max(var->type->size, 1);
        offset = align_to(offset + size, align);
        var->offset = -offset;
    }
    offset = align_to(offset + 4, 4);
    ret_ptr_offset_ = -offset;
    locals_size_ = offset;
}

// The ABI types of the parameters: an unprototyped definition receives the
// default promotions (float as double).
static std::vector<Type*> abi_param_types(Obj* fn, std::vector<Type*>& promoted_storage, Type* double_type) {
    std::vector<Type*> types;
    for (Obj* p : fn->params) {
        if (!fn->type->has_prototype && p->type->kind == TypeKind::Float) {
            types.push_back(double_type);
            promoted_storage.push_back(double_type);
        } else {
            types.push_back(p->type);
        }
    }
    return types;
}

void CodeGen::store_params(Obj* fn) {
    if (fn->va_area) {
        const int base = fn->va_area->offset;
        for (int i = 0; i < 4; ++i) emit("\tfst.d\t%f", 8 + 2 * i, ",", frame_slot(base + 8 * i));
        for (int i = 0; i < 12; ++i) emit("\tst.l\t%r", 16 + i, ",", frame_slot(base + 32 + 4 * i));
        emit("\tst.l\t%r28,", frame_slot(fn->va_args->offset));
    }
    const bool struct_return = is_aggregate(fn->type->base);
    if (struct_return) emit("\tst.l\t%r16,", frame_slot(ret_ptr_offset_));
    Type double_type;
    double_type.kind = TypeKind::Double;
    double_type.size = 8;
    double_type.align = 8;
    std::vector<Type*> storage;
    const std::vector<Type*> types = abi_param_types(fn, storage, &double_type);
    const ArgLayout layout = layout_args(types, struct_return);
    // Register arguments first: copying a stack argument uses r16, r20, r21 and
    // r24..r27 as temporaries, which may still hold later register arguments.
    for (const bool from_stack : {false, true}) {
        for (std::size_t i = 0; i < fn->params.size(); ++i) {
            Obj* p = fn->params[i];
            const ArgSlot& slot = layout.slots[i];
            const int off = p->offset;
            if ((slot.where == ArgClass::Stack) != from_stack) continue;
            if (p->reg) {
                // A register parameter: moved, and narrowed as its type says.
                if (slot.where == ArgClass::IntReg) {
                    emit("\tmov\t%r", slot.reg, ",%r16");
                } else {
                    add_imm("%r28", slot.stack_offset, "%r20");
                    load_at(p->type, "%r20", 0);
                }
                truncate_int(p->type);
                if (p->type->kind == TypeKind::Bool) emit("\tand\t0xff,%r16,%r16");
                move_result(p->reg, true);
                continue;
            }
            if (p->fp_reg) {
                store_fp_param(p, slot, types[i]->kind != p->type->kind);
                continue;
            }
            if (slot.where == ArgClass::IntReg) {
                const std::string r = "%r" + std::to_string(slot.reg);
                const char* op = p->type->size == 1 ? "st.b" : p->type->size == 2 ? "st.s" : "st.l";
                emit("\t", op, "\t", r, ",", frame_slot(off));
            } else if (slot.where == ArgClass::FpReg) {
                if (p->type->kind == TypeKind::Float && types[i]->kind == TypeKind::Double) {
                    emit("\tfmov.ds\t%f", slot.reg, ",%f", slot.reg);
                    emit("\tfst.l\t%f", slot.reg, ",", frame_slot(off));
                } else if (p->type->size == 4) {
                    emit("\tfst.l\t%f", slot.reg, ",", frame_slot(off));
                } else {
                    emit("\tfst.l\t%f", slot.reg, ",", frame_slot(off));
                    emit("\tfst.l\t%f", slot.reg + 1, ",", frame_slot(off + 4));
                }
            } else {
                add_imm("%fp", off, "%r21");
                add_imm("%r28", slot.stack_offset, "%r20");
                if (p->type->kind == TypeKind::Float && types[i]->kind == TypeKind::Double) {
                    emit("\tfld.l\t0(%r20),%f16");
                    emit("\tfld.l\t4(%r20),%f17");
                    emit("\tfmov.ds\t%f16,%f16");
                    emit("\tfst.l\t%f16,0(%r21)");
                } else {
                    copy_memory("%r20", "%r21", p->type->size, std::min(p->type->align, 4));
                }
            }
        }
    }
}

// A float or double parameter kept in a register: from its FP register, integer
// registers or stack words (f16:f17 in between), narrowed when passed promoted.
void CodeGen::store_fp_param(Obj* p, const ArgSlot& slot, bool promoted) {
    const int words = promoted || p->type->kind == TypeKind::Double ? 2 : 1;
    int from = slot.reg;
    if (slot.where != ArgClass::FpReg) {
        from = 16;
        if (slot.where == ArgClass::Stack) add_imm("%r28", slot.stack_offset, "%r20");
        for (int w = 0; w < words; ++w) {
            if (slot.where == ArgClass::Stack) emit("\tfld.l\t", 4 * w, "(%r20),%f", 16 + w);
            else emit("\tixfr\t%r", slot.reg + w, ",%f", 16 + w);
        }
    }
    if (promoted) emit("\tfmov.ds\t%f", from, ",%f", from);
    copy_fp(p->type, from, p->fp_reg);
}

// The function's body, prologue aside, with the given register pool for locals.
std::string CodeGen::gen_body(Obj* fn, bool leaf_registers) {
    body_.str("");
    depth_ = max_depth_ = 0;
    max_outgoing_ = 0;
    assign_local_offsets(fn, leaf_registers);
    for (int i = 0; i < saved_regs_; ++i) emit("\tst.l\t%r", 4 + i, ",", -4 * (i + 1), "(%fp)");
    for (int i = 0; i < saved_fp_pairs_; ++i) emit("\tfst.d\t%f", 2 + 2 * i, ",", fp_save_offset(i), "(%fp)");
    store_params(fn);
    if (fn->vla_base && !fn->calls_builtin_alloca) emit("\tst.l\t%sp,", frame_slot(fn->vla_base->offset));
    gen_stmt(fn->body);
    // main returns 0 when it falls off its end.
    if (fn->name == "main") emit("\tmov\t%r0,%r16");
    std::string body = body_.str();
    const std::string outgoing = std::to_string(max_outgoing_);
    for (std::size_t at = body.find("@OUT@"); at != std::string::npos; at = body.find("@OUT@"))
        body.replace(at, 5, outgoing);
    return body;
}

void CodeGen::gen_function(Obj* fn) {
    fn_ = fn;
    return_label_ = new_label();
    std::string body = gen_body(fn, false);
    // -O1 and up: a function that calls nothing keeps its locals in r28..r30 first,
    // and when then nothing needs fp or sp it gets no frame at all.
    bool frameless = false;
    if (opt_level_ >= 1 && body.find("\tcall") == std::string::npos) {
        body = gen_body(fn, true);
        frameless = body.find("%fp") == std::string::npos && body.find("%sp") == std::string::npos;
    }
    body += return_label_ + ":\n";
    if (opt_level_ >= 1) body = fill_delay_slots(body);
    const int lower = align_to(align_to(locals_size_, 8) + 8 * max_depth_ + max_outgoing_, 16);

    out_ << "\t.text\n\t.align\t8\n";
    if (!fn->is_static) out_ << (fn->is_weak || (fn->is_inline && !fn->is_static) ? "\t.weak\t" : "\t.globl\t") << fn->asm_name << "\n";
    out_ << fn->asm_name << ":\n";
    if (frameless) {
        out_ << body << "\tbri\t%r1\n\tnop\n";
        fn_ = nullptr;
        return;
    }
    out_ << "\tadds\t-" << kUpperFrame << ",%sp,%sp\n\tst.l\t%fp,0(%sp)\n\tst.l\t%r1,4(%sp)\n\tmov\t%sp,%fp\n";
    body_.str("");
    if (lower > 0) add_imm("%sp", -lower, "%sp");
    out_ << body_.str() << body;
    for (int i = 0; i < saved_regs_; ++i) out_ << "\tld.l\t" << -4 * (i + 1) << "(%fp),%r" << 4 + i << "\n";
    for (int i = 0; i < saved_fp_pairs_; ++i) out_ << "\tfld.d\t" << fp_save_offset(i) << "(%fp),%f" << 2 + 2 * i << "\n";
    out_ << "\tld.l\t4(%fp),%r1\n\tadds\t" << kUpperFrame << ",%fp,%r31\n\tld.l\t0(%fp),%fp\n\tbri\t%r1\n\tmov\t%r31,%sp\n";
    fn_ = nullptr;
}

// __attribute__((constructor)) and ((destructor)): this unit's __xp860_init, which
// crt0 calls before main when it is defined (a weak reference), runs the
// constructors in declaration order and registers the destructors with atexit,
// so that they run after the handlers main registers, last declared first. One
// unit of a program may have them (a second __xp860_init is a duplicate symbol).
void CodeGen::emit_init_function() {
    std::vector<const Obj*> constructors, destructors;
    for (const Obj* fn : program_.globals) {
        if (!fn->is_function || !fn->body) continue;
        if (fn->is_constructor) constructors.push_back(fn);
        if (fn->is_destructor) destructors.push_back(fn);
    }
    if (constructors.empty() && destructors.empty()) return;
    out_ << "\t.text\n\t.align\t8\n\t.globl\t__xp860_init\n__xp860_init:\n";
    out_ << "\tadds\t-" << kUpperFrame << ",%sp,%sp\n\tst.l\t%fp,0(%sp)\n\tst.l\t%r1,4(%sp)\n\tmov\t%sp,%fp\n";
    for (const Obj* fn : constructors) out_ << "\tcall\t" << fn->asm_name << "\n\tmov\t%sp,%r28\n";
    for (const Obj* fn : destructors) {
        out_ << "\torh\th%" << fn->asm_name << ",%r0,%r16\n\tor\tl%" << fn->asm_name << ",%r16,%r16\n";
        out_ << "\tcall\tatexit\n\tmov\t%sp,%r28\n";
    }
    out_ << "\tld.l\t4(%fp),%r1\n\tadds\t" << kUpperFrame << ",%fp,%r31\n\tld.l\t0(%fp),%fp\n\tbri\t%r1\n\tmov\t%r31,%sp\n";
}

std::string CodeGen::run() {
    // File-scope asm first, in .text unless it says otherwise.
    if (!program_.toplevel_asm.empty()) out_ << "\t.text\n" << program_.toplevel_asm;
    for (Obj* var : program_.globals) {
        const bool defined = var->is_function ? var->body != nullptr : var->is_definition;
        // A weak reference to what no unit may define: the linker makes it 0.
        if (!defined && var->is_weak && var->alias.empty()) out_ << "\t.weak\t" << var->asm_name << "\n";
        if (var->is_function && defined) gen_function(var);
        else if (defined) emit_data(var);
    }
    emit_init_function();
    // __attribute__((alias)): the name is another label for its target.
    for (const Obj* var : program_.globals) {
        if (var->alias.empty()) continue;
        if (!var->is_static) out_ << (var->is_weak ? "\t.weak\t" : "\t.globl\t") << var->asm_name << "\n";
        out_ << "\t.set\t" << var->asm_name << "," << var->alias << "\n";
    }
    for (Obj* var : program_.literals) emit_data(var);
    return out_.str();
}

std::string generate_assembly(const Program& program, int opt_level) { return CodeGen(program, opt_level).run(); }

}  // namespace xp860::cc
