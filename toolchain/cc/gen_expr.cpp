// Expressions: addresses, loads and stores, operators.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <initializer_list>

#include "toolchain/cc/codegen_state.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

// ---- memory -------------------------------------------------------------------

void CodeGen::load(const Type* t) { load_at(t, "%r16", 0); }

// Loads a value of type t from disp(base) into r16/r17/f8; t's alignment makes
// disp a multiple of the access size.
void CodeGen::load_at(const Type* t, const std::string& base, int disp) {
    const std::string at = std::to_string(disp) + "(" + base + ")";
    const std::string at_high = std::to_string(disp + 4) + "(" + base + ")";
    switch (t->kind) {
        case TypeKind::Array: case TypeKind::Struct: case TypeKind::Union: case TypeKind::Func: case TypeKind::Void:
            if (disp != 0 || base != "%r16") add_imm(base, disp, "%r16");
            return;
        case TypeKind::Bool: case TypeKind::Char:
            emit("\tld.b\t", at, ",%r16");
            if (t->is_unsigned) emit("\tand\t0xff,%r16,%r16");
            return;
        case TypeKind::Short:
            emit("\tld.s\t", at, ",%r16");
            if (t->is_unsigned) emit("\tand\t0xffff,%r16,%r16");
            return;
        case TypeKind::LLong:
            emit("\tld.l\t", at_high, ",%r17");
            emit("\tld.l\t", at, ",%r16");
            return;
        case TypeKind::Float: emit("\tfld.l\t", at, ",%f8"); return;
        case TypeKind::Double:
            emit("\tfld.l\t", at, ",%f8");
            emit("\tfld.l\t", at_high, ",%f9");
            return;
        default: emit("\tld.l\t", at, ",%r16"); return;
    }
}

// Stores r16/r17/f8 at the address in r20; a struct is copied from r16, in units
// no larger than `align` (both ends' known alignment).
void CodeGen::store(const Type* t, int align) {
    if (is_aggregate(t) || t->kind == TypeKind::Array) {
        copy_memory("%r16", "%r20", t->size, std::min(t->align, align));
        emit("\tmov\t%r20,%r16");
        return;
    }
    store_at(t, "%r20", 0);
}

void CodeGen::store_at(const Type* t, const std::string& base, int disp) {
    const std::string at = std::to_string(disp) + "(" + base + ")";
    const std::string at_high = std::to_string(disp + 4) + "(" + base + ")";
    switch (t->kind) {
        case TypeKind::Bool: case TypeKind::Char: emit("\tst.b\t%r16,", at); return;
        case TypeKind::Short: emit("\tst.s\t%r16,", at); return;
        case TypeKind::LLong:
            emit("\tst.l\t%r16,", at);
            emit("\tst.l\t%r17,", at_high);
            return;
        case TypeKind::Float: emit("\tfst.l\t%f8,", at); return;
        case TypeKind::Double:
            emit("\tfst.l\t%f8,", at);
            emit("\tfst.l\t%f9,", at_high);
            return;
        default: emit("\tst.l\t%r16,", at); return;
    }
}

// An lvalue *p, p->m, p->m.n ... with p a local kept in a register: its address
// is base + disp, computed by nothing.
bool CodeGen::register_base(Node* n, std::string& base, int& disp) const {
    if (n->kind == NodeKind::Deref) {
        base = register_of(n->lhs);
        disp = 0;
        return !base.empty();
    }
    if (n->kind == NodeKind::Member && !n->member->is_bitfield && register_base(n->lhs, base, disp)) {
        disp += n->member->offset;
        return disp <= 32767;
    }
    return false;
}

// A scalar read through a pointer in a register, or at a constant offset from an
// address computed into r16 (a struct member through a pointer).
bool CodeGen::gen_based_load(Node* n) {
    if (!is_scalar(n->type) || is_misaligned(n)) return false;
    if (n->kind == NodeKind::Member && n->member->is_bitfield) return false;
    std::string base;
    int disp = 0;
    if (register_base(n, base, disp)) {
        load_at(n->type, base, disp);
        return true;
    }
    if (n->kind != NodeKind::Member || n->member->offset > 32767) return false;
    gen_addr(n->lhs);
    load_at(n->type, "%r16", n->member->offset);
    return true;
}

// A scalar local read straight from its frame slot, a global through ha%/l%.
bool CodeGen::gen_local_access(Node* n) {
    if (n->kind != NodeKind::Var || !is_scalar(n->type)) return false;
    Obj* var = n->var;
    if (!var->is_local) {
        if (value_class(n->type) != ValueClass::Int || n->type->size != 4) return false;
        emit("\torh\tha%", var->asm_name, ",%r0,%r16");
        emit("\tld.l\tl%", var->asm_name, "(%r16),%r16");
        return true;
    }
    if (var->reg) {
        emit("\tmov\t%r", var->reg, ",%r16");
        return true;
    }
    if (var->fp_reg) {
        copy_fp(n->type, var->fp_reg, 8);
        return true;
    }
    if (var->type->vla_len || var->offset < -32760) return false;
    load_at(n->type, "%fp", var->offset);
    return true;
}

// r16 into a local's register; when nothing reads the assignment's value, the
// peephole pass may have the instruction that computed r16 write it there itself.
void CodeGen::move_result(int reg, bool value_unused) {
    emit("\tmov\t%r16,%r", reg, value_unused && opt_level_ >= 1 ? kDeadR16 : "");
}

bool CodeGen::gen_local_store(Node* n, bool value_unused) {
    Node* lhs = n->lhs;
    if (lhs->kind != NodeKind::Var || !lhs->var->is_local || !is_scalar(lhs->type) || lhs->var->type->vla_len ||
        (lhs->var->offset < -32760 && !lhs->var->reg && !lhs->var->fp_reg))
        return false;
    gen_expr(n->rhs);
    if (lhs->var->reg) move_result(lhs->var->reg, value_unused);
    else if (lhs->var->fp_reg) copy_fp(lhs->type, 8, lhs->var->fp_reg);
    else store_at(lhs->type, "%fp", lhs->var->offset);
    return true;
}

// Copies with r24 as the data register and r25..r27 for a loop; src and dst may be
// any other registers and are left unchanged.
void CodeGen::copy_memory(const std::string& src, const std::string& dst, int size, int align) {
    const int unit = align >= 4 ? 4 : align >= 2 ? 2 : 1;
    const char* load_op = unit == 4 ? "ld.l" : unit == 2 ? "ld.s" : "ld.b";
    const char* store_op = unit == 4 ? "st.l" : unit == 2 ? "st.s" : "st.b";
    const int count = size / unit;
    int done = 0;
    if (count <= 16) {
        for (; done + unit <= size; done += unit) {
            emit("\t", load_op, "\t", done, "(", src, "),%r24");
            emit("\t", store_op, "\t%r24,", done, "(", dst, ")");
        }
    } else {
        const std::string loop = new_label();
        emit("\tmov\t", src, ",%r25");
        emit("\tmov\t", dst, ",%r26");
        load_imm("%r27", count);
        label(loop);
        emit("\t", load_op, "\t0(%r25),%r24");
        emit("\t", store_op, "\t%r24,0(%r26)");
        emit("\tadds\t", unit, ",%r25,%r25");
        emit("\tadds\t", unit, ",%r26,%r26");
        emit("\tadds\t-1,%r27,%r27");
        emit("\tbtne\t%r27,%r0,", loop);
        done = count * unit;
        for (; done < size; ++done) {
            emit("\tld.b\t", done - count * unit, "(%r25),%r24");
            emit("\tst.b\t%r24,", done - count * unit, "(%r26)");
        }
        return;
    }
    for (; done < size; ++done) {
        emit("\tld.b\t", done, "(", src, "),%r24");
        emit("\tst.b\t%r24,", done, "(", dst, ")");
    }
}

void CodeGen::zero_memory(const std::string& dst, int size, int align) {
    const int unit = align >= 4 ? 4 : align >= 2 ? 2 : 1;
    const char* store_op = unit == 4 ? "st.l" : unit == 2 ? "st.s" : "st.b";
    const int count = size / unit;
    int done = 0;
    if (count <= 16) {
        for (; done + unit <= size; done += unit) emit("\t", store_op, "\t%r0,", done, "(", dst, ")");
        for (; done < size; ++done) emit("\tst.b\t%r0,", done, "(", dst, ")");
        return;
    }
    const std::string loop = new_label();
    emit("\tmov\t", dst, ",%r26");
    load_imm("%r27", count);
    label(loop);
    emit("\t", store_op, "\t%r0,0(%r26)");
    emit("\tadds\t", unit, ",%r26,%r26");
    emit("\tadds\t-1,%r27,%r27");
    emit("\tbtne\t%r27,%r0,", loop);
    for (done = 0; done < size - count * unit; ++done) emit("\tst.b\t%r0,", done, "(%r26)");
}

// The unit holding the field is at the address in r16; a unit that may be
// misaligned (packed) is read a byte at a time.
void CodeGen::load_bitfield(const Member* m, bool bytewise) {
    const Type* t = m->type;
    if (t->size == 8) {
        load_bitfield64(m, bytewise);
        return;
    }
    if (m->bit_offset + m->bit_width > 32) {
        // A packed field over five bytes: the first four and the fifth, joined.
        load_bytes("%r22", "%r16", 0, 4);
        load_bytes("%r23", "%r16", 4, 1);
        emit("\tshr\t", m->bit_offset, ",%r22,%r22");
        emit("\tshl\t", 32 - m->bit_offset, ",%r23,%r23");
        emit("\tor\t%r22,%r23,%r16");
        if (m->bit_width < 32) {
            emit("\tshl\t", 32 - m->bit_width, ",%r16,%r16");
            emit(t->is_unsigned ? "\tshr\t" : "\tshra\t", 32 - m->bit_width, ",%r16,%r16");
        }
        return;
    }
    if (bytewise) {
        load_bytes("%r22", "%r16", 0, t->size);
        emit("\tmov\t%r22,%r16");
    } else {
        const char* op = t->size == 1 ? "ld.b" : t->size == 2 ? "ld.s" : "ld.l";
        emit("\t", op, "\t0(%r16),%r16");
    }
    const int left = 32 - m->bit_offset - m->bit_width;
    const int right = 32 - m->bit_width;
    if (left > 0) emit("\tshl\t", left, ",%r16,%r16");
    if (right > 0) emit(t->is_unsigned ? "\tshr\t" : "\tshra\t", right, ",%r16,%r16");
}

// Stores r16 into the field of the unit at r20; r16 becomes the field's new value.
void CodeGen::store_bitfield(const Member* m, bool bytewise) {
    const Type* t = m->type;
    if (t->size == 8) {
        store_bitfield64(m, bytewise);
        return;
    }
    if (m->bit_offset + m->bit_width > 32) {
        // A packed field over five bytes: its low part in the first word, the rest
        // in the fifth byte.
        const int high_bits = m->bit_offset + m->bit_width - 32;
        load_bytes("%r21", "%r20", 0, 4);
        load_imm("%r22", static_cast<std::int64_t>(0xffffffffu << m->bit_offset));
        emit("\tandnot\t%r22,%r21,%r21");
        emit("\tshl\t", m->bit_offset, ",%r16,%r23");
        emit("\tor\t%r23,%r21,%r21");
        store_bytes("%r21", 0, 4);
        load_bytes("%r21", "%r20", 4, 1);
        load_imm("%r22", (1 << high_bits) - 1);
        emit("\tandnot\t%r22,%r21,%r21");
        emit("\tshr\t", 32 - m->bit_offset, ",%r16,%r23");
        emit("\tand\t%r22,%r23,%r23");
        emit("\tor\t%r23,%r21,%r21");
        store_bytes("%r21", 4, 1);
        if (m->bit_width < 32) {
            emit("\tshl\t", 32 - m->bit_width, ",%r16,%r16");
            emit(t->is_unsigned ? "\tshr\t" : "\tshra\t", 32 - m->bit_width, ",%r16,%r16");
        }
        return;
    }
    const std::uint32_t mask = m->bit_width >= 32 ? 0xffffffffu : ((1u << m->bit_width) - 1) << m->bit_offset;
    if (bytewise) {
        load_bytes("%r21", "%r20", 0, t->size);
    } else {
        const char* ld = t->size == 1 ? "ld.b" : t->size == 2 ? "ld.s" : "ld.l";
        emit("\t", ld, "\t0(%r20),%r21");
    }
    load_imm("%r22", mask);
    emit("\tandnot\t%r22,%r21,%r21");  // clear the field
    emit("\tshl\t", m->bit_offset, ",%r16,%r23");
    emit("\tand\t%r22,%r23,%r23");
    emit("\tor\t%r23,%r21,%r21");
    if (bytewise) {
        store_bytes("%r21", 0, t->size);
    } else {
        const char* st = t->size == 1 ? "st.b" : t->size == 2 ? "st.s" : "st.l";
        emit("\t", st, "\t%r21,0(%r20)");
    }
    // The value of the assignment is the field as read back.
    const int left = 32 - m->bit_offset - m->bit_width;
    const int right = 32 - m->bit_width;
    emit("\tmov\t%r23,%r16");
    if (left > 0) emit("\tshl\t", left, ",%r16,%r16");
    if (right > 0) emit(t->is_unsigned ? "\tshr\t" : "\tshra\t", right, ",%r16,%r16");
}

// The 64-bit pair lo:hi shifted by a constant count, inline (the runtime's shifts
// would clobber the registers a bit-field access keeps).
void CodeGen::shift_left64(const std::string& lo, const std::string& hi, int count) {
    if (count == 0) return;
    if (count >= 32) {
        emit("\tshl\t", count - 32, ",", lo, ",", hi);
        emit("\tmov\t%r0,", lo);
        return;
    }
    emit("\tshl\t", count, ",", hi, ",", hi);
    emit("\tshr\t", 32 - count, ",", lo, ",%r21");
    emit("\tor\t%r21,", hi, ",", hi);
    emit("\tshl\t", count, ",", lo, ",", lo);
}

void CodeGen::shift_right64(const std::string& lo, const std::string& hi, int count, bool is_unsigned) {
    const char* op = is_unsigned ? "\tshr\t" : "\tshra\t";
    if (count == 0) return;
    if (count >= 32) {
        emit(op, count - 32, ",", hi, ",", lo);
        if (is_unsigned) emit("\tmov\t%r0,", hi);
        else emit("\tshra\t31,", hi, ",", hi);
        return;
    }
    emit("\tshr\t", count, ",", lo, ",", lo);
    emit("\tshl\t", 32 - count, ",", hi, ",%r21");
    emit("\tor\t%r21,", lo, ",", lo);
    emit(op, count, ",", hi, ",", hi);
}

// A long long bit-field: its 8-byte unit at r16, the value to r16:r17.
void CodeGen::load_bitfield64(const Member* m, bool bytewise) {
    if (bytewise) {
        load_bytes("%r22", "%r16", 0, 4);
        load_bytes("%r17", "%r16", 4, 4);
        emit("\tmov\t%r22,%r16");
    } else {
        emit("\tld.l\t4(%r16),%r17");
        emit("\tld.l\t0(%r16),%r16");
    }
    shift_left64("%r16", "%r17", 64 - m->bit_offset - m->bit_width);
    shift_right64("%r16", "%r17", 64 - m->bit_width, m->type->is_unsigned);
}

// Stores r16:r17 into a long long bit-field of the unit at r20; r16:r17 become
// the field's new value.
void CodeGen::store_bitfield64(const Member* m, bool bytewise) {
    const std::uint64_t field = m->bit_width >= 64 ? ~0ULL : (1ULL << m->bit_width) - 1;
    const std::uint64_t mask = field << m->bit_offset;
    emit("\tmov\t%r16,%r26");
    emit("\tmov\t%r17,%r27");
    shift_left64("%r26", "%r27", m->bit_offset);
    for (int word = 0; word < 2; ++word) {
        const std::string value = word ? "%r27" : "%r26";
        if (bytewise) load_bytes("%r23", "%r20", 4 * word, 4);
        else emit("\tld.l\t", 4 * word, "(%r20),%r23");
        load_imm("%r22", static_cast<std::int64_t>(static_cast<std::uint32_t>(mask >> (32 * word))));
        emit("\tandnot\t%r22,%r23,%r23");
        emit("\tand\t%r22,", value, ",%r25");
        emit("\tor\t%r25,%r23,%r23");
        if (bytewise) store_bytes("%r23", 4 * word, 4);
        else emit("\tst.l\t%r23,", 4 * word, "(%r20)");
    }
    shift_left64("%r16", "%r17", 64 - m->bit_width);
    shift_right64("%r16", "%r17", 64 - m->bit_width, m->type->is_unsigned);
}

// The alignment an lvalue's address is known to have: a member of a packed struct
// (or of a struct inside one) may be less aligned than its type.
int CodeGen::lvalue_align(Node* n) const {
    switch (n->kind) {
        case NodeKind::Var: return std::max(n->var->align, 1);
        case NodeKind::Member: {
            int align = std::min(lvalue_align(n->lhs), std::max(n->member->align, 1));
            const int offset = n->member->offset;
            if (offset != 0) align = std::min(align, offset & -offset);
            return align;
        }
        default: return std::max(n->type->align, 1);
    }
}

bool CodeGen::is_misaligned(Node* n) const {
    if (n->kind != NodeKind::Member) return false;
    const Member* m = n->member;
    if (m->is_bitfield) return m->is_unaligned || lvalue_align(n) < m->type->size;
    return is_scalar(n->type) && n->type->size > 1 && (m->is_unaligned || lvalue_align(n) < n->type->align);
}

// ---- addresses ----------------------------------------------------------------

void CodeGen::gen_addr(Node* n) {
    switch (n->kind) {
        case NodeKind::Var:
            if (n->var->reg || n->var->fp_reg) error_at(n->loc, "internal: address of a register variable");
            if (n->var->is_local) {
                if (n->var->type->vla_len) {
                    emit("\tld.l\t", frame_slot(n->var->offset), ",%r16");
                    return;
                }
                add_imm("%fp", n->var->offset, "%r16");
                return;
            }
            emit("\torh\th%", n->var->asm_name, ",%r0,%r16");
            emit("\tor\tl%", n->var->asm_name, ",%r16,%r16");
            return;
        case NodeKind::Deref: gen_expr(n->lhs); return;
        case NodeKind::Member:
            gen_addr(n->lhs);
            if (n->member->offset) add_imm("%r16", n->member->offset, "%r16");
            return;
        case NodeKind::Comma:
            gen_expr(n->lhs);
            gen_addr(n->rhs);
            return;
        default:
            if (is_aggregate(n->type) || n->type->kind == TypeKind::Array) {
                gen_expr(n);
                return;
            }
            error_at(n->loc, "not an lvalue");
    }
}

// ---- operators ----------------------------------------------------------------

// Sets CC from comparing the operands (r16 with r18, r16:r17 with r18:r19, or f8
// with f10) and returns whether CC set means the comparison holds.
bool CodeGen::emit_compare(NodeKind kind, const Type* t) {
    const ValueClass vc = value_class(t);
    if (vc == ValueClass::Float || vc == ValueClass::Double) {
        const char* sfx = vc == ValueClass::Float ? ".ss" : ".dd";
        switch (kind) {
            case NodeKind::Eq: emit("\tpfeq", sfx, "\t", fa_, ",", fb_, ",%f0"); return true;
            case NodeKind::Ne: emit("\tpfeq", sfx, "\t", fa_, ",", fb_, ",%f0"); return false;
            case NodeKind::Lt: emit("\tpfgt", sfx, "\t", fb_, ",", fa_, ",%f0"); return true;
            default: emit("\tpfle", sfx, "\t", fa_, ",", fb_, ",%f0"); return false;  // CC = !(a <= b)
        }
    }
    bool is_unsigned = t->is_unsigned;
    if (vc == ValueClass::Long64) {
        if (kind == NodeKind::Eq || kind == NodeKind::Ne) {
            emit("\txor\t%r16,%r18,%r16");
            emit("\txor\t%r17,%r19,%r17");
            emit("\tor\t%r16,%r17,%r0");
            return kind == NodeKind::Eq;
        }
        // The helper returns a value whose sign orders a and b.
        emit("\tixfr\t%r16,%f8");
        emit("\tixfr\t%r17,%f9");
        emit("\tixfr\t%r18,%f10");
        emit("\tixfr\t%r19,%f11");
        helper_call(is_unsigned ? "__xp860_ucmpdi2" : "__xp860_cmpdi2");
        a_ = "%r16";
        b_ = "%r0";
        is_unsigned = false;
    }
    const std::string& a = a_;
    const std::string& b = b_;
    switch (kind) {
        case NodeKind::Eq: emit("\txor\t", a, ",", b, ",%r0"); return true;
        case NodeKind::Ne: emit("\txor\t", a, ",", b, ",%r0"); return false;
        case NodeKind::Lt:
            if (is_unsigned) {
                emit("\tsubu\t", a, ",", b, ",%r0");  // CC = b <= a
                return false;
            }
            emit("\tsubs\t", a, ",", b, ",%r0");  // CC = b > a
            return true;
        default:  // Le
            if (is_unsigned) {
                emit("\tsubu\t", b, ",", a, ",%r0");  // CC = a <= b
                return true;
            }
            emit("\tsubs\t", b, ",", a, ",%r0");  // CC = a > b
            return false;
    }
}

void CodeGen::gen_compare(NodeKind kind, const Type* t) { set_from_cc(!emit_compare(kind, t)); }

// When an operand lives in a register (ra or rb, else ""): it is used there, the
// other evaluated into `result`; false when neither does.
bool CodeGen::operands_in_registers(Node* n, const std::string& ra, const std::string& rb, const char* result,
                                    std::string& a, std::string& b) {
    if (ra.empty() && rb.empty()) return false;
    if (ra.empty()) gen_expr(n->lhs);
    else if (rb.empty()) gen_expr(n->rhs);
    a = ra.empty() ? result : ra;
    b = rb.empty() ? result : rb;
    return true;
}

// Evaluates both operands of a binary node: lhs in r16 (r16:r17, f8), rhs in r18
// (r18:r19, f10). An integer operand that is a constant or a local needs no
// temporary. C leaves the order of the two open; xp860-cc's is gcc's, which
// programs tested against gcc expect: the operand written first goes first (a
// call that prints, or reads input), but a plain variable is read last, after
// the other operand's calls.
void CodeGen::gen_operands(Node* n) {
    // a_, b_, fa_ and fb_ are set last: evaluating an operand may use them for its own.
    const std::string ra = register_of(n->lhs);
    const std::string rb = register_of(n->rhs);
    std::string a = "%r16";
    std::string b = "%r18";
    const std::string fra = fp_register_of(n->lhs);
    const std::string frb = fp_register_of(n->rhs);
    std::string fa = "%f8";
    std::string fb = "%f10";
    if (operands_in_registers(n, fra, frb, "%f8", fa, fb) || operands_in_registers(n, ra, rb, "%r16", a, b)) {
        // one or both where they live
    } else if (is_simple_fp_operand(n->rhs)) {
        gen_expr(n->lhs);
        load_fp_operand(n->rhs, 10);
    } else if (is_simple_fp_operand(n->lhs)) {
        gen_expr(n->rhs);
        copy_fp(n->rhs->type, 8, 10);
        load_fp_operand(n->lhs, 8);
    } else if (is_simple_operand(n->rhs)) {
        gen_expr(n->lhs);
        load_operand(n->rhs, 18);
    } else if (is_simple_operand(n->lhs)) {
        gen_expr(n->rhs);
        emit("\tmov\t%r16,%r18");
        load_operand(n->lhs, 16);
    } else if (n->operands_swapped || (!has_side_effects(n->lhs) && !has_side_effects(n->rhs))) {
        // In the source's order, or in any order (no move needed this way round).
        gen_expr(n->rhs);
        push(n->rhs->type);
        gen_expr(n->lhs);
        pop(n->rhs->type, 18, 10);
    } else {
        gen_expr(n->lhs);
        push(n->lhs->type);
        gen_expr(n->rhs);
        move_to_second(n->rhs->type);
        pop(n->lhs->type, 16, 8);
    }
    a_ = a;
    b_ = b;
    fa_ = fa;
    fb_ = fb;
}

// Whether evaluating n may do something another expression could see: a call, an
// assignment, a statement expression, asm, a stack allocation, a volatile access.
bool CodeGen::has_side_effects(const Node* n) const {
    if (n == nullptr) return false;
    switch (n->kind) {
        case NodeKind::Call: case NodeKind::Assign: case NodeKind::StmtExpr: case NodeKind::Asm:
        case NodeKind::VlaAlloc: case NodeKind::Alloca: return true;
        default: break;
    }
    if (n->type != nullptr && n->type->is_volatile) return true;
    for (const Node* child : {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc})
        if (has_side_effects(child)) return true;
    for (const Node* child : n->body)
        if (has_side_effects(child)) return true;
    return false;
}

// A float or double local or global: loaded straight into an FP register.
bool CodeGen::is_simple_fp_operand(Node* n) const {
    if (!is_flonum(n->type) || n->kind != NodeKind::Var) return false;
    return !n->var->is_local || n->var->fp_reg || n->var->offset >= -32760;
}

void CodeGen::load_fp_operand(Node* n, int freg) {
    if (n->var->fp_reg) {
        copy_fp(n->type, n->var->fp_reg, freg);
        return;
    }
    std::string base = "%fp";
    int disp = n->var->offset;
    if (!n->var->is_local) {
        emit("\torh\th%", n->var->asm_name, ",%r0,%r31");
        emit("\tor\tl%", n->var->asm_name, ",%r31,%r31");
        base = "%r31";
        disp = 0;
    }
    emit("\tfld.l\t", disp, "(", base, "),%f", freg);
    if (n->type->kind == TypeKind::Double) emit("\tfld.l\t", disp + 4, "(", base, "),%f", freg + 1);
}

// The register a float or double operand already lives in (a local kept in an FP
// register), or "".
std::string CodeGen::fp_register_of(Node* n) const {
    if (!is_flonum(n->type) || n->kind != NodeKind::Var || !n->var->fp_reg) return "";
    return "%f" + std::to_string(n->var->fp_reg);
}

// The register an integer operand already lives in (a local kept in a register,
// maybe through a conversion that changes no bits), or "".
std::string CodeGen::register_of(Node* n) const {
    if (value_class(n->type) != ValueClass::Int) return "";
    if (n->kind == NodeKind::Cast && n->type->size == 4 && n->type->kind != TypeKind::Bool &&
        value_class(n->lhs->type) == ValueClass::Int)
        return register_of(n->lhs);
    if (n->kind == NodeKind::Var && n->var->reg) return "%r" + std::to_string(n->var->reg);
    return "";
}

bool CodeGen::is_simple_operand(Node* n) const {
    if (value_class(n->type) != ValueClass::Int) return false;
    if (n->kind == NodeKind::Num) return true;
    if (n->kind == NodeKind::Cast && n->type->size == 4 && value_class(n->lhs->type) == ValueClass::Int &&
        n->lhs->type->size == 4)
        return is_simple_operand(n->lhs);
    return n->kind == NodeKind::Var && n->type->size == 4 && !n->var->type->vla_len &&
           (!n->var->is_local || n->var->offset >= -32760);
}

void CodeGen::load_operand(Node* n, int reg) {
    const std::string r = "%r" + std::to_string(reg);
    if (n->kind == NodeKind::Cast) {
        load_operand(n->lhs, reg);
    } else if (n->kind == NodeKind::Num) {
        load_imm(r, n->value);
    } else if (n->var->reg) {
        emit("\tmov\t%r", n->var->reg, ",", r);
    } else if (n->var->is_local) {
        emit("\tld.l\t", n->var->offset, "(%fp),", r);
    } else {
        emit("\torh\tha%", n->var->asm_name, ",%r0,", r);
        emit("\tld.l\tl%", n->var->asm_name, "(", r, "),", r);
    }
}

// Jumps to `target` when the condition's truth equals `when`, comparing
// directly on CC for a relational operator.
void CodeGen::gen_branch(Node* cond, bool when, const std::string& target) {
    const bool relational = cond->kind == NodeKind::Eq || cond->kind == NodeKind::Ne ||
                            cond->kind == NodeKind::Lt || cond->kind == NodeKind::Le;
    if (relational) {
        gen_operands(cond);
        const bool true_when_cc = emit_compare(cond->kind, cond->lhs->type);
        emit(true_when_cc == when ? "\tbc\t" : "\tbnc\t", target);
        return;
    }
    if (cond->kind == NodeKind::Not) {
        gen_branch(cond->lhs, !when, target);
        return;
    }
    gen_expr(cond);
    if (when) branch_if_nonzero(cond->type, target);
    else branch_if_zero(cond->type, target);
}

void CodeGen::helper_call(const std::string& name) {
    emit("\tcall\t", name);
    emit("\tnop");
}

void CodeGen::gen_int_op(Node* n) {
    const bool is_unsigned = n->type->is_unsigned;
    const std::string& a = a_;
    const std::string& b = b_;
    switch (n->kind) {
        case NodeKind::Add: emit("\tadds\t", b, ",", a, ",%r16"); return;
        case NodeKind::Sub: emit("\tsubs\t", a, ",", b, ",%r16"); return;
        case NodeKind::Mul:
            emit("\tixfr\t", a, ",%f16");
            emit("\tixfr\t", b, ",%f18");
            emit("\tfmlow.dd\t%f16,%f18,%f16");
            emit("\tfxfr\t%f16,%r16");
            return;
        case NodeKind::Div: case NodeKind::Mod:
            // The helpers take (r16, r17): b first, as a may be r16's old value.
            emit("\tmov\t", b, ",%r17");
            emit("\tmov\t", a, ",%r16");
            if (n->kind == NodeKind::Div) helper_call(is_unsigned ? "__xp860_udivsi3" : "__xp860_divsi3");
            else helper_call(is_unsigned ? "__xp860_umodsi3" : "__xp860_modsi3");
            return;
        case NodeKind::BitAnd: emit("\tand\t", b, ",", a, ",%r16"); return;
        case NodeKind::BitOr: emit("\tor\t", b, ",", a, ",%r16"); return;
        case NodeKind::BitXor: emit("\txor\t", b, ",", a, ",%r16"); return;
        case NodeKind::Shl: emit("\tshl\t", b, ",", a, ",%r16"); return;
        case NodeKind::Shr: emit(is_unsigned ? "\tshr\t" : "\tshra\t", b, ",", a, ",%r16"); return;
        default: error_at(n->loc, "internal: bad integer operator");
    }
}

void CodeGen::gen_long_op(Node* n) {
    const bool is_unsigned = n->type->is_unsigned;
    switch (n->kind) {
        case NodeKind::Add: {
            const std::string done = new_label();
            emit("\tadds\t%r17,%r19,%r17");
            emit("\taddu\t%r16,%r18,%r16");  // CC = carry
            emit("\tbnc\t", done);
            emit("\tadds\t1,%r17,%r17");
            label(done);
            return;
        }
        case NodeKind::Sub: {
            const std::string done = new_label();
            emit("\tsubs\t%r17,%r19,%r17");
            emit("\tsubu\t%r16,%r18,%r16");  // CC = no borrow
            emit("\tbc\t", done);
            emit("\tadds\t-1,%r17,%r17");
            label(done);
            return;
        }
        case NodeKind::BitAnd:
            emit("\tand\t%r18,%r16,%r16");
            emit("\tand\t%r19,%r17,%r17");
            return;
        case NodeKind::BitOr:
            emit("\tor\t%r18,%r16,%r16");
            emit("\tor\t%r19,%r17,%r17");
            return;
        case NodeKind::BitXor:
            emit("\txor\t%r18,%r16,%r16");
            emit("\txor\t%r19,%r17,%r17");
            return;
        case NodeKind::Shl: case NodeKind::Shr:
            // (long long value, int count): value in f8:f9, count in r16.
            emit("\tixfr\t%r16,%f8");
            emit("\tixfr\t%r17,%f9");
            emit("\tmov\t", b_, ",%r16");
            helper_call(n->kind == NodeKind::Shl ? "__xp860_ashldi3" : is_unsigned ? "__xp860_lshrdi3" : "__xp860_ashrdi3");
            return;
        default: break;
    }
    emit("\tixfr\t%r16,%f8");
    emit("\tixfr\t%r17,%f9");
    emit("\tixfr\t%r18,%f10");
    emit("\tixfr\t%r19,%f11");
    switch (n->kind) {
        case NodeKind::Mul: helper_call("__xp860_muldi3"); return;
        case NodeKind::Div: helper_call(is_unsigned ? "__xp860_udivdi3" : "__xp860_divdi3"); return;
        case NodeKind::Mod: helper_call(is_unsigned ? "__xp860_umoddi3" : "__xp860_moddi3"); return;
        default: error_at(n->loc, "internal: bad long long operator");
    }
}

void CodeGen::gen_float_op(Node* n) {
    const bool single = n->type->kind == TypeKind::Float;
    const char* sfx = single ? ".ss" : ".dd";
    switch (n->kind) {
        case NodeKind::Add: emit("\tfadd", sfx, "\t", fa_, ",", fb_, ",%f8"); return;
        case NodeKind::Sub: emit("\tfsub", sfx, "\t", fa_, ",", fb_, ",%f8"); return;
        case NodeKind::Mul: emit("\tfmul", sfx, "\t", fa_, ",", fb_, ",%f8"); return;
        case NodeKind::Div:
            // The runtime takes its operands in f8 and f10 (fb_ may be f8: first).
            if (fb_ != "%f10") copy_fp(n->type, std::stoi(fb_.substr(2)), 10);
            if (fa_ != "%f8") copy_fp(n->type, std::stoi(fa_.substr(2)), 8);
            // Correctly rounded in the runtime; a float quotient rounded from the
            // exact double one is the correctly rounded float quotient.
            if (single) {
                emit("\tfmov.sd\t%f8,%f8");
                emit("\tfmov.sd\t%f10,%f10");
            }
            helper_call("__xp860_divdf3");
            if (single) emit("\tfmov.ds\t%f8,%f8");
            return;
        default: error_at(n->loc, "invalid operands to a floating-point operator");
    }
}

void CodeGen::gen_binary(Node* n) {
    if (n->kind == NodeKind::Eq || n->kind == NodeKind::Ne || n->kind == NodeKind::Lt || n->kind == NodeKind::Le) {
        gen_operands(n);
        gen_compare(n->kind, n->lhs->type);
        return;
    }
    switch (value_class(n->type)) {
        case ValueClass::Long64: gen_operands(n); gen_long_op(n); return;
        case ValueClass::Float: case ValueClass::Double: gen_operands(n); gen_float_op(n); return;
        default:
            if (gen_int_immediate(n)) return;
            gen_operands(n);
            gen_int_op(n);
            return;
    }
}

// An integer operator with a constant right operand that fits an immediate field.
bool CodeGen::gen_int_immediate(Node* n) {
    const bool commutes = n->kind == NodeKind::Add || n->kind == NodeKind::Mul || n->kind == NodeKind::BitAnd ||
                          n->kind == NodeKind::BitOr || n->kind == NodeKind::BitXor;
    if (commutes && n->lhs->kind == NodeKind::Num && n->rhs->kind != NodeKind::Num) std::swap(n->lhs, n->rhs);
    if (n->rhs->kind != NodeKind::Num) return false;
    const std::int64_t v = static_cast<std::int32_t>(n->rhs->value);
    // The left operand: where it lives already, or evaluated into r16.
    const auto source = [&]() {
        const std::string r = register_of(n->lhs);
        if (!r.empty()) return r;
        gen_expr(n->lhs);
        return std::string("%r16");
    };
    const auto shift_of = [](std::int64_t x) {
        for (int k = 0; k < 31; ++k)
            if (x == (std::int64_t{1} << k)) return k;
        return -1;
    };
    switch (n->kind) {
        case NodeKind::Add: case NodeKind::Sub: {
            const std::int64_t add = n->kind == NodeKind::Add ? v : -v;
            if (add < -32768 || add > 32767) return false;
            emit("\tadds\t", add, ",", source(), ",%r16");
            return true;
        }
        case NodeKind::BitAnd: case NodeKind::BitOr: case NodeKind::BitXor:
            if (v < 0 || v > 0xffff) return false;
            emit(n->kind == NodeKind::BitAnd ? "\tand\t" : n->kind == NodeKind::BitOr ? "\tor\t" : "\txor\t", v,
                 ",", source(), ",%r16");
            return true;
        case NodeKind::Shl: case NodeKind::Shr:
            if (v < 0 || v > 31) return false;
            emit(n->kind == NodeKind::Shl ? "\tshl\t" : n->type->is_unsigned ? "\tshr\t" : "\tshra\t", v,
                 ",", source(), ",%r16");
            return true;
        case NodeKind::Mul: {
            const int k = shift_of(v);
            if (k < 0) return false;
            const std::string r = source();
            if (k > 0) emit("\tshl\t", k, ",", r, ",%r16");
            else if (r != "%r16") emit("\tmov\t", r, ",%r16");
            return true;
        }
        case NodeKind::Div: case NodeKind::Mod: {
            // unsigned by 2^k: a shift, or the low k bits (shifted up and back past and's 16-bit field)
            const int k = shift_of(v);
            if (k < 0 || !n->type->is_unsigned) return false;
            const std::string r = source();
            if (n->kind == NodeKind::Div) emit("\tshr\t", k, ",", r, ",%r16");
            else if (k <= 16) emit("\tand\t", v - 1, ",", r, ",%r16");
            else {
                emit("\tshl\t", 32 - k, ",", r, ",%r16");
                emit("\tshr\t", 32 - k, ",%r16,%r16");
            }
            return true;
        }
        default:
            return false;
    }
}

void CodeGen::gen_neg(const Type* t) {
    switch (value_class(t)) {
        case ValueClass::Long64: {
            const std::string done = new_label();
            emit("\tsubs\t%r0,%r17,%r17");
            emit("\tsubu\t%r0,%r16,%r16");  // CC = no borrow (lo was 0)
            emit("\tbc\t", done);
            emit("\tadds\t-1,%r17,%r17");
            label(done);
            return;
        }
        case ValueClass::Float:
            emit("\tfxfr\t%f8,%r16");
            emit("\txorh\t0x8000,%r16,%r16");
            emit("\tixfr\t%r16,%f8");
            return;
        case ValueClass::Double:
            emit("\tfxfr\t%f9,%r16");
            emit("\txorh\t0x8000,%r16,%r16");
            emit("\tixfr\t%r16,%f9");
            return;
        default: emit("\tsubs\t%r0,%r16,%r16"); return;
    }
}

void CodeGen::gen_not(const Type* t) {
    const ValueClass vc = value_class(t);
    if (vc == ValueClass::Long64) emit("\tor\t%r16,%r17,%r0");
    else if (vc == ValueClass::Float) emit("\tpfeq.ss\t%f8,%f0,%f0");
    else if (vc == ValueClass::Double) emit("\tpfeq.dd\t%f8,%f0,%f0");
    else emit("\tor\t%r16,%r0,%r0");
    set_from_cc(false);
}

void CodeGen::gen_bitnot(const Type* t) {
    emit("\tsubs\t-1,%r16,%r16");
    if (value_class(t) == ValueClass::Long64) emit("\tsubs\t-1,%r17,%r17");
}

void CodeGen::gen_logical(Node* n) {
    const std::string short_circuit = new_label();
    const std::string done = new_label();
    const bool is_and = n->kind == NodeKind::LogAnd;
    gen_branch(n->lhs, !is_and, short_circuit);
    gen_branch(n->rhs, !is_and, short_circuit);
    load_imm("%r16", is_and ? 1 : 0);
    jump(done);
    label(short_circuit);
    load_imm("%r16", is_and ? 0 : 1);
    label(done);
}

void CodeGen::gen_cond(Node* n) {
    const std::string els = new_label();
    const std::string done = new_label();
    gen_branch(n->cond, false, els);
    gen_expr(n->then);
    jump(done);
    label(els);
    gen_expr(n->els);
    label(done);
}

void CodeGen::gen_assign(Node* n, bool value_unused) {
    if (gen_local_store(n, value_unused)) return;
    Node* lhs = n->lhs;
    if (lhs->kind == NodeKind::Member && lhs->member->is_bitfield) {
        gen_addr(lhs->lhs);
        if (lhs->member->offset) add_imm("%r16", lhs->member->offset, "%r16");
        Type ptr;
        ptr.kind = TypeKind::Pointer;
        push(&ptr);
        gen_expr(n->rhs);
        pop(&ptr, 20, 0);
        store_bitfield(lhs->member, is_misaligned(lhs));
        return;
    }
    std::string base;
    int disp = 0;
    if (is_scalar(lhs->type) && !is_misaligned(lhs) && register_base(lhs, base, disp)) {
        // *p = v and p->m = v with p in a register: no temporary for the address.
        gen_expr(n->rhs);
        store_at(lhs->type, base, disp);
        return;
    }
    Type ptr;
    ptr.kind = TypeKind::Pointer;
    gen_addr(lhs);
    push(&ptr);
    gen_expr(n->rhs);
    pop(&ptr, 20, 0);
    if (is_misaligned(lhs)) store_unaligned(lhs->type);
    else store(lhs->type, std::min(lvalue_align(lhs), lvalue_align(n->rhs)));
}

// A word assembled from `size` bytes at disp(base), little-endian, into `reg`
// (r24 is the byte register).
void CodeGen::load_bytes(const std::string& reg, const std::string& base, int disp, int size) {
    emit("\tmov\t%r0,", reg);
    for (int i = size - 1; i >= 0; --i) {
        emit("\tshl\t8,", reg, ",", reg);
        emit("\tld.b\t", disp + i, "(", base, "),%r24");
        emit("\tand\t0xff,%r24,%r24");
        emit("\tor\t%r24,", reg, ",", reg);
    }
}

// A scalar at the (possibly misaligned) address in r16, read a byte at a time.
void CodeGen::load_unaligned(const Type* t) {
    if (t->size == 8) {
        load_bytes("%r22", "%r16", 0, 4);
        load_bytes("%r23", "%r16", 4, 4);
        if (t->kind == TypeKind::Double) {
            emit("\tixfr\t%r22,%f8");
            emit("\tixfr\t%r23,%f9");
        } else {
            emit("\tmov\t%r22,%r16");
            emit("\tmov\t%r23,%r17");
        }
        return;
    }
    load_bytes("%r22", "%r16", 0, t->size);
    if (t->kind == TypeKind::Float) {
        emit("\tixfr\t%r22,%f8");
        return;
    }
    emit("\tmov\t%r22,%r16");
    truncate_int(t);
}

void CodeGen::store_bytes(const std::string& reg, int disp, int size) {
    for (int i = 0; i < size; ++i) {
        emit("\tshr\t", 8 * i, ",", reg, ",%r24");
        emit("\tst.b\t%r24,", disp + i, "(%r20)");
    }
}

// r16/r17/f8 to the (possibly misaligned) address in r20, a byte at a time.
void CodeGen::store_unaligned(const Type* t) {
    if (t->kind == TypeKind::Float) emit("\tfxfr\t%f8,%r16");
    if (t->kind == TypeKind::Double) {
        emit("\tfxfr\t%f8,%r22");
        emit("\tfxfr\t%f9,%r23");
        store_bytes("%r22", 0, 4);
        store_bytes("%r23", 4, 4);
        return;
    }
    if (t->size == 8) {
        store_bytes("%r16", 0, 4);
        store_bytes("%r17", 4, 4);
        return;
    }
    store_bytes("%r16", 0, t->size);
}

// -O1 and up: a 32-bit integer constant converted to float or double is that FP
// constant when the conversion is exact (no rounding that the run-time conversion
// might do otherwise), as in `double s = 0` or `x * 2`.
bool CodeGen::gen_constant_conversion(Node* n) {
    Node* c = n->lhs;
    if (opt_level_ < 1 || !is_flonum(n->type) || c->kind != NodeKind::Num || !is_integer(c->type) || c->type->size != 4)
        return false;
    const double v = c->type->is_unsigned ? static_cast<double>(static_cast<std::uint32_t>(c->value))
                                          : static_cast<double>(static_cast<std::int32_t>(c->value));
    if (n->type->kind == TypeKind::Float && static_cast<double>(static_cast<float>(v)) != v) return false;
    Node constant = *n;
    constant.kind = NodeKind::FNum;
    constant.fvalue = v;
    gen_number(&constant);
    return true;
}

void CodeGen::gen_number(Node* n) {
    if (n->kind == NodeKind::FNum) {
        if (opt_level_ >= 1 && std::signbit(n->fvalue) == false && n->fvalue == 0) {
            copy_fp(n->type, 0, 8);  // +0.0 is f0
            return;
        }
        if (n->type->kind == TypeKind::Float) {
            const float f = to_float(n->fvalue);
            std::uint32_t bits = 0;
            std::memcpy(&bits, &f, 4);
            load_imm("%r16", bits);
            emit("\tixfr\t%r16,%f8");
            return;
        }
        std::uint64_t bits = 0;
        std::memcpy(&bits, &n->fvalue, 8);
        load_imm("%r16", static_cast<std::int64_t>(bits & 0xffffffff));
        emit("\tixfr\t%r16,%f8");
        load_imm("%r16", static_cast<std::int64_t>(bits >> 32));
        emit("\tixfr\t%r16,%f9");
        return;
    }
    if (value_class(n->type) == ValueClass::Long64) {
        load_imm("%r16", n->value);
        load_imm("%r17", static_cast<std::int64_t>(static_cast<std::uint64_t>(n->value) >> 32));
        return;
    }
    if (is_flonum(n->type)) {
        error_at(n->loc, "internal: integer literal of floating type");
    }
    load_imm("%r16", n->value);
}

// sp moves down by the size rounded to 16; the block starts above the outgoing
// argument area (its size is patched in at the end of the function).
void CodeGen::gen_alloca(Node* n) {
    emit("\tadds\t15,%r16,%r16");
    emit("\tandnot\t15,%r16,%r16");
    emit("\tsubs\t%sp,%r16,%sp");
    emit("\tadds\t@OUT@,%sp,%r16");
    if (n->kind == NodeKind::VlaAlloc) emit("\tst.l\t%r16,", frame_slot(n->var->offset));
}

// sp back to where this VLA's block starts (ast.h, Obj::vla_base): the end of the
// enclosing VLA's block, which sits @OUT@ above the sp it left, or vla_base.
void CodeGen::reset_vla_stack(Node* n) {
    if (!n->rhs) {
        emit("\tld.l\t", frame_slot(fn_->vla_base->offset), ",%sp");
        return;
    }
    emit("\tld.l\t", frame_slot(n->rhs->var->offset), ",%r17");
    emit("\tadds\t-@OUT@,%r17,%sp");
}

void CodeGen::gen_expr(Node* n) {
    switch (n->kind) {
        case NodeKind::Null: return;
        case NodeKind::Num: case NodeKind::FNum: gen_number(n); return;
        case NodeKind::Var: case NodeKind::Member:
            if (gen_local_access(n) || gen_based_load(n)) return;
            gen_addr(n);
            if (n->kind == NodeKind::Member && n->member->is_bitfield) load_bitfield(n->member, is_misaligned(n));
            else if (is_misaligned(n)) load_unaligned(n->type);
            else load(n->type);
            return;
        case NodeKind::Deref:
            if (gen_based_load(n)) return;
            gen_expr(n->lhs);
            load(n->type);
            return;
        case NodeKind::Addr: gen_addr(n->lhs); return;
        case NodeKind::Assign: gen_assign(n); return;
        case NodeKind::Comma:
            gen_effect(n->lhs);
            gen_expr(n->rhs);
            return;
        case NodeKind::Cast:
            if (gen_constant_conversion(n)) return;
            gen_expr(n->lhs);
            convert(n->lhs->type, n->type);
            return;
        case NodeKind::Neg:
            gen_expr(n->lhs);
            gen_neg(n->type);
            return;
        case NodeKind::Not:
            gen_expr(n->lhs);
            gen_not(n->lhs->type);
            return;
        case NodeKind::BitNot:
            gen_expr(n->lhs);
            gen_bitnot(n->type);
            return;
        case NodeKind::LogAnd: case NodeKind::LogOr: gen_logical(n); return;
        case NodeKind::Cond: gen_cond(n); return;
        case NodeKind::Call: gen_call(n); return;
        case NodeKind::StmtExpr:
            // The last expression statement gives the value.
            for (std::size_t i = 0; i < n->body.size(); ++i) {
                Node* s = n->body[i];
                if (i + 1 == n->body.size() && s->kind == NodeKind::ExprStmt) gen_expr(s->lhs);
                else gen_stmt(s);
            }
            return;
        case NodeKind::MemZero:
            if (n->var->reg) {
                emit("\tmov\t%r0,%r", n->var->reg);
                return;
            }
            if (n->var->fp_reg) {
                copy_fp(n->var->type, 0, n->var->fp_reg);
                return;
            }
            add_imm("%fp", n->var->offset, "%r16");
            zero_memory("%r16", n->var->type->size, std::min(n->var->align, 4));
            return;
        case NodeKind::VlaAlloc:
            gen_expr(n->lhs);
            if (!fn_->calls_builtin_alloca) reset_vla_stack(n);
            gen_alloca(n);
            return;
        case NodeKind::Alloca:
            gen_expr(n->lhs);
            gen_alloca(n);
            return;
        case NodeKind::FrameAddr: case NodeKind::ReturnAddr:
            // Up the chain of saved frame pointers (docs/abi.md's frame: the caller's
            // fp at 0(fp), the return address at 4(fp)).
            emit("\tmov\t%fp,%r16");
            for (std::int64_t level = 0; level < n->value; ++level) emit("\tld.l\t0(%r16),%r16");
            if (n->kind == NodeKind::ReturnAddr) emit("\tld.l\t4(%r16),%r16");
            return;
        case NodeKind::LabelAddr:
            emit("\torh\th%", n->unique_label, ",%r0,%r16");
            emit("\tor\tl%", n->unique_label, ",%r16,%r16");
            return;
        default: gen_binary(n); return;
    }
}

}  // namespace xp860::cc
