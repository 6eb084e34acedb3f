// Integer arithmetic, logic and shifts (ISA-FACTS §4.1–4.3).
#include "cpu/core_step.h"
#include "cpu/execution.h"

namespace xp860::cpu {
namespace {

void set_overflow(Execution& x, bool value) {
    x.state.epsr = value ? (x.state.epsr | epsr::kOverflow) : (x.state.epsr & ~epsr::kOverflow);
}

std::int64_t as_signed(std::uint32_t value) { return static_cast<std::int32_t>(value); }

// addu: CC = OF = carry out of bit 31.
void addu(Execution& x) {
    const std::uint64_t sum = std::uint64_t{src1_signed(x)} + x.reg(1);
    x.set_cc(sum > 0xffffffffu);
    set_overflow(x, sum > 0xffffffffu);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(sum));
}

// adds: CC = the true sum is negative, OF = signed overflow. DECISION (ISA-FACTS §13 #1,
// #2): the standard overflow rule, and CC from the true 33-bit sum, so 0x80000000 + 0
// sets CC; both reference cores get these wrong.
void adds(Execution& x) {
    const std::int64_t sum = as_signed(src1_signed(x)) + as_signed(x.reg(1));
    x.set_cc(sum < 0);
    set_overflow(x, sum < INT32_MIN || sum > INT32_MAX);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(sum));
}

// subu: s1 - s2; CC = no borrow (s2 <= s1 unsigned), OF = borrow.
void subu(Execution& x) {
    const std::uint32_t s1 = src1_signed(x), s2 = x.reg(1);
    x.set_cc(s2 <= s1);
    set_overflow(x, s2 > s1);
    x.set_reg(x.operand(2), s1 - s2);
}

// subs: s1 - s2; CC = s2 > s1 signed, OF = signed overflow.
void subs(Execution& x) {
    const std::int64_t s1 = as_signed(src1_signed(x)), s2 = as_signed(x.reg(1));
    const std::int64_t difference = s1 - s2;
    x.set_cc(s2 > s1);
    set_overflow(x, difference < INT32_MIN || difference > INT32_MAX);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(difference));
}

// Logic: CC = result is zero; immediates are zero-extended; the h-forms shift the
// constant to the high half.
template <typename Operation>
void logic(Execution& x, Operation operation, bool high) {
    const std::uint32_t s1 = high ? src1_unsigned(x) << 16 : src1_unsigned(x);
    const std::uint32_t result = operation(s1, x.reg(1));
    x.set_cc(result == 0);
    x.set_reg(x.operand(2), result);
}

void and_(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return a & b; }, false); }
void andh(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return a & b; }, true); }
void andnot(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return ~a & b; }, false); }
void andnoth(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return ~a & b; }, true); }
void or_(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return a | b; }, false); }
void orh(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return a | b; }, true); }
void xor_(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return a ^ b; }, false); }
void xorh(Execution& x) { logic(x, [](std::uint32_t a, std::uint32_t b) { return a ^ b; }, true); }

// DECISION (ISA-FACTS §13 #33, §14.3): shift counts use their low 5 bits, as the
// emulators do on x86 and as SC's 5-bit width suggests; the PRM rule is unreachable.
std::uint32_t shift_count(const Execution& x) { return src1_unsigned(x) & 31; }

void shl(Execution& x) { x.set_reg(x.operand(2), x.reg(1) << shift_count(x)); }

// shr also records its count in psr.SC for shrd.
void shr(Execution& x) {
    const std::uint32_t count = shift_count(x);
    x.state.psr = (x.state.psr & ~psr::kShiftCount) | (count << psr::kShiftCountShift);
    x.set_reg(x.operand(2), x.reg(1) >> count);
}

void shra(Execution& x) {
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(static_cast<std::int32_t>(x.reg(1)) >> shift_count(x)));
}

// shrd: the low word of s1:s2 shifted right by SC.
void shrd(Execution& x) {
    const std::uint32_t count = (x.state.psr & psr::kShiftCount) >> psr::kShiftCountShift;
    const std::uint64_t pair = (std::uint64_t{x.reg(0)} << 32) | x.reg(1);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(pair >> count));
}

}  // namespace

void add_integer_semantics() {
    define_semantics<addu>("addu");
    define_semantics<adds>("adds");
    define_semantics<subu>("subu");
    define_semantics<subs>("subs");
    define_semantics<and_>("and");
    define_semantics<andh>("andh");
    define_semantics<andnot>("andnot");
    define_semantics<andnoth>("andnoth");
    define_semantics<or_>("or");
    define_semantics<orh>("orh");
    define_semantics<xor_>("xor");
    define_semantics<xorh>("xorh");
    define_semantics<shl>("shl");
    define_semantics<shr>("shr");
    define_semantics<shra>("shra");
    define_semantics<shrd>("shrd");
}

}  // namespace xp860::cpu
