// Where the i860 C ABI (docs/abi.md) puts each argument of a call: integer-class
// values in r16..r27, float in one of f8..f15, double and long long in an even
// pair of them, the rest (structs, unions, overflow) on the stack at r28.
#pragma once

#include <vector>

#include "toolchain/cc/ast.h"

namespace xp860::cc {

enum class ArgClass { IntReg, FpReg, Stack };

struct ArgSlot {
    ArgClass where = ArgClass::Stack;
    int reg = 0;           // r16+n or f8+n
    int stack_offset = 0;  // from r28
};

struct ArgLayout {
    std::vector<ArgSlot> slots;
    int int_words = 0;    // integer registers used (the hidden struct-return pointer counts)
    int fp_words = 0;     // FP register words used
    int stack_bytes = 0;  // bytes of stack arguments, rounded to 16
};

inline bool passes_in_fp(const Type* t) { return is_flonum(t) || is_64bit_int(t); }

inline ArgLayout layout_args(const std::vector<Type*>& types, bool struct_return) {
    ArgLayout layout;
    layout.int_words = struct_return ? 1 : 0;
    int stack = 0;
    for (const Type* t : types) {
        ArgSlot slot;
        if (passes_in_fp(t)) {
            const int words = t->size / 4;
            const int first = (layout.fp_words + words - 1) / words * words;
            if (first + words <= 8) {
                slot.where = ArgClass::FpReg;
                slot.reg = 8 + first;
                layout.fp_words = first + words;
                layout.slots.push_back(slot);
                continue;
            }
        } else if (!is_aggregate(t) && layout.int_words < 12) {
            slot.where = ArgClass::IntReg;
            slot.reg = 16 + layout.int_words++;
            layout.slots.push_back(slot);
            continue;
        }
        const int align = t->align > 4 ? t->align : 4;
        stack = (stack + align - 1) / align * align;
        slot.where = ArgClass::Stack;
        slot.stack_offset = stack;
        stack += (t->size + 3) / 4 * 4;
        layout.slots.push_back(slot);
    }
    layout.stack_bytes = (stack + 15) / 16 * 16;
    return layout;
}

}  // namespace xp860::cc
