// Conversions between value classes, and calls.
#include <algorithm>

#include "toolchain/cc/codegen_state.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

// r16 holds a 32-bit value: narrow it to `to`, sign- or zero-extended.
void CodeGen::truncate_int(const Type* to) {
    switch (to->kind) {
        case TypeKind::Char:
            if (to->is_unsigned) {
                emit("\tand\t0xff,%r16,%r16");
            } else {
                emit("\tshl\t24,%r16,%r16");
                emit("\tshra\t24,%r16,%r16");
            }
            return;
        case TypeKind::Short:
            if (to->is_unsigned) {
                emit("\tand\t0xffff,%r16,%r16");
            } else {
                emit("\tshl\t16,%r16,%r16");
                emit("\tshra\t16,%r16,%r16");
            }
            return;
        default: return;
    }
}

// r16 to f8:f9 exactly: 2^52 + x (or + x + 2^31 for signed, flipping the sign bit)
// built from its bits, less the same constant (GCC's i860 floatsidf2).
void CodeGen::int_to_double(bool is_unsigned) {
    if (!is_unsigned) emit("\txorh\t0x8000,%r16,%r16");
    emit("\tixfr\t%r16,%f8");
    emit("\torh\t0x4330,%r0,%r17");
    emit("\tixfr\t%r17,%f9");
    emit("\tixfr\t%r17,%f11");
    if (is_unsigned) {
        emit("\tixfr\t%r0,%f10");
    } else {
        emit("\torh\t0x8000,%r0,%r17");
        emit("\tixfr\t%r17,%f10");
    }
    emit("\tfsub.dd\t%f8,%f10,%f8");
}

void CodeGen::convert(const Type* from, const Type* to) {
    if (to->kind == TypeKind::Void) return;
    const ValueClass f = value_class(from);
    const ValueClass t = value_class(to);
    if (to->kind == TypeKind::Bool) {
        if (from->kind == TypeKind::Bool) return;
        gen_not(from);
        emit("\txor\t1,%r16,%r16");
        return;
    }
    switch (f) {
        case ValueClass::Int:
            if (t == ValueClass::Int) {
                if (to->size < from->size || (to->size == from->size && to->is_unsigned != from->is_unsigned) ||
                    to->size < 4)
                    truncate_int(to);
                return;
            }
            if (t == ValueClass::Long64) {
                if (from->is_unsigned) emit("\tmov\t%r0,%r17");
                else emit("\tshra\t31,%r16,%r17");
                return;
            }
            int_to_double(from->is_unsigned && from->size == 4);
            if (t == ValueClass::Float) emit("\tfmov.ds\t%f8,%f8");
            return;
        case ValueClass::Long64:
            if (t == ValueClass::Int) {
                truncate_int(to);
                return;
            }
            if (t == ValueClass::Long64) return;
            emit("\tixfr\t%r16,%f8");
            emit("\tixfr\t%r17,%f9");
            helper_call(from->is_unsigned ? "__xp860_floatundidf" : "__xp860_floatdidf");
            if (t == ValueClass::Float) emit("\tfmov.ds\t%f8,%f8");
            return;
        case ValueClass::Float: case ValueClass::Double:
            if (f == ValueClass::Float && t == ValueClass::Double) {
                emit("\tfmov.sd\t%f8,%f8");
                return;
            }
            if (f == ValueClass::Double && t == ValueClass::Float) {
                emit("\tfmov.ds\t%f8,%f8");
                return;
            }
            if (f == t) return;
            if (f == ValueClass::Float) emit("\tfmov.sd\t%f8,%f8");
            if (t == ValueClass::Long64) {
                helper_call(to->is_unsigned ? "__xp860_fixunsdfdi" : "__xp860_fixdfdi");
                return;
            }
            if (to->is_unsigned && to->size == 4) {
                helper_call("__xp860_fixunsdfsi");
                return;
            }
            emit("\tftrunc.dd\t%f8,%f10");
            emit("\tfxfr\t%f10,%r16");
            truncate_int(to);
            return;
        default:
            return;
    }
}

// Arguments are evaluated left to right into temporaries, then moved to their
// registers and stack slots (docs/abi.md); r28 = sp at every call.
// -O1 and up: a call of the C library's fabs (declared, not defined in this unit)
// is done in place as the library does it, the sign bit cleared (f9 holds a
// double's high word).
bool CodeGen::gen_inline_fabs(Node* n) {
    const bool direct = n->lhs->kind == NodeKind::Addr && n->lhs->lhs->kind == NodeKind::Var &&
                        n->lhs->lhs->var->is_function;
    if (opt_level_ < 1 || !direct) return false;
    const Obj* fn = n->lhs->lhs->var;
    if (fn->name != "fabs" || fn->body || fn->is_static || n->body.size() != 1 ||
        n->type->kind != TypeKind::Double || n->body[0]->type->kind != TypeKind::Double)
        return false;
    gen_expr(n->body[0]);
    emit("\tfxfr\t%f9,%r16");
    emit("\tandnoth\t0x8000,%r16,%r16");
    emit("\tixfr\t%r16,%f9");
    return true;
}

// -O1 and up: an integer argument that is a constant or a local no pointer reaches
// goes straight into its register once the others are evaluated (they cannot
// change it), without a temporary slot.
bool CodeGen::is_late_argument(Node* a, const ArgSlot& slot) const {
    if (opt_level_ < 1 || slot.where != ArgClass::IntReg || !is_simple_operand(a)) return false;
    while (a->kind == NodeKind::Cast) a = a->lhs;
    return a->kind == NodeKind::Num || (a->var->is_local && !a->var->address_taken && !a->var->type->is_volatile);
}

void CodeGen::gen_call(Node* n) {
    if (gen_inline_fabs(n)) return;
    const bool struct_return = is_aggregate(n->type);
    std::vector<Type*> types;
    for (Node* a : n->body) types.push_back(a->type);
    const ArgLayout layout = layout_args(types, struct_return);
    max_outgoing_ = std::max(max_outgoing_, layout.stack_bytes);

    const int first_slot = depth_;
    Type ptr;
    ptr.kind = TypeKind::Pointer;
    for (std::size_t i = 0; i < n->body.size(); ++i) {
        if (is_late_argument(n->body[i], layout.slots[i])) {
            max_depth_ = std::max(max_depth_, ++depth_);  // its slot stays unused
            continue;
        }
        gen_expr(n->body[i]);
        push(n->body[i]->type);
    }
    const bool direct = n->lhs->kind == NodeKind::Addr && n->lhs->lhs->kind == NodeKind::Var &&
                        n->lhs->lhs->var->is_function;
    int fn_slot = -1;
    if (!direct) {
        gen_expr(n->lhs);
        fn_slot = push(&ptr);
    }
    // Stack arguments first: their copies use the argument registers as scratch.
    for (std::size_t i = 0; i < n->body.size(); ++i) {
        const ArgSlot& slot = layout.slots[i];
        if (slot.where != ArgClass::Stack) continue;
        const Type* t = types[i];
        const int index = first_slot + static_cast<int>(i);
        add_imm("%sp", slot.stack_offset, "%r21");
        if (is_aggregate(t)) {
            load_slot(&ptr, index, 20, 0);
            copy_memory("%r20", "%r21", t->size, std::min({t->align, 4, lvalue_align(n->body[i])}));
            continue;
        }
        load_slot(t, index, 16, 8);
        switch (value_class(t)) {
            case ValueClass::Long64:
                emit("\tst.l\t%r16,0(%r21)");
                emit("\tst.l\t%r17,4(%r21)");
                break;
            case ValueClass::Float: emit("\tfst.l\t%f8,0(%r21)"); break;
            case ValueClass::Double:
                emit("\tfst.l\t%f8,0(%r21)");
                emit("\tfst.l\t%f9,4(%r21)");
                break;
            default: emit("\tst.l\t%r16,0(%r21)"); break;
        }
    }
    for (std::size_t i = 0; i < n->body.size(); ++i) {
        const ArgSlot& slot = layout.slots[i];
        const Type* t = types[i];
        const int index = first_slot + static_cast<int>(i);
        if (is_late_argument(n->body[i], slot)) {
            load_operand(n->body[i], slot.reg);
        } else if (slot.where == ArgClass::IntReg) {
            load_slot(t, index, slot.reg, 0);
        } else if (slot.where == ArgClass::FpReg) {
            if (value_class(t) == ValueClass::Long64) {
                const int off = slot_offset(index);
                emit("\tfld.l\t", frame_slot(off), ",%f", slot.reg);
                emit("\tfld.l\t", frame_slot(off + 4), ",%f", slot.reg + 1);
            } else {
                load_slot(t, index, 16, slot.reg);
            }
        }
    }
    if (struct_return) add_imm("%fp", n->ret_buffer->offset, "%r16");
    if (!direct) load_slot(&ptr, fn_slot, 29, 0);
    emit("\tmov\t%sp,%r28");
    if (direct) emit("\tcall\t", n->lhs->lhs->var->asm_name);
    else emit("\tcalli\t%r29");
    emit("\tnop");
    depth_ = first_slot;
    if (struct_return) {
        add_imm("%fp", n->ret_buffer->offset, "%r16");
        return;
    }
    // Hand-written callees need not extend narrow results.
    if (value_class(n->type) == ValueClass::Int && n->type->size < 4) truncate_int(n->type);
    if (n->type->kind == TypeKind::Bool) emit("\tand\t0xff,%r16,%r16");
}

}  // namespace xp860::cc
