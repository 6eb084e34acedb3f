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
template <Src1 kSrc1>
void addu(Execution& x) {
    const std::uint64_t sum = std::uint64_t{src1_signed<kSrc1>(x)} + x.reg(1);
    x.set_cc(sum > 0xffffffffu);
    set_overflow(x, sum > 0xffffffffu);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(sum));
}

// adds: CC = the true sum is negative, OF = signed overflow. DECISION (ISA-FACTS §13 #1,
// #2): the standard overflow rule, and CC from the true 33-bit sum, so 0x80000000 + 0
// sets CC; both reference cores get these wrong.
template <Src1 kSrc1>
void adds(Execution& x) {
    const std::int64_t sum = as_signed(src1_signed<kSrc1>(x)) + as_signed(x.reg(1));
    x.set_cc(sum < 0);
    set_overflow(x, sum < INT32_MIN || sum > INT32_MAX);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(sum));
}

// subu: s1 - s2; CC = no borrow (s2 <= s1 unsigned), OF = borrow.
template <Src1 kSrc1>
void subu(Execution& x) {
    const std::uint32_t s1 = src1_signed<kSrc1>(x), s2 = x.reg(1);
    x.set_cc(s2 <= s1);
    set_overflow(x, s2 > s1);
    x.set_reg(x.operand(2), s1 - s2);
}

// subs: s1 - s2; CC = s2 > s1 signed, OF = signed overflow.
template <Src1 kSrc1>
void subs(Execution& x) {
    const std::int64_t s1 = as_signed(src1_signed<kSrc1>(x)), s2 = as_signed(x.reg(1));
    const std::int64_t difference = s1 - s2;
    x.set_cc(s2 > s1);
    set_overflow(x, difference < INT32_MIN || difference > INT32_MAX);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(difference));
}

// Logic: CC = result is zero; immediates are zero-extended; the h-forms shift the
// constant to the high half.
template <Src1 kSrc1, typename Operation>
void logic(Execution& x, Operation operation, bool high) {
    const std::uint32_t s1 = high ? src1_unsigned<kSrc1>(x) << 16 : src1_unsigned<kSrc1>(x);
    const std::uint32_t result = operation(s1, x.reg(1));
    x.set_cc(result == 0);
    x.set_reg(x.operand(2), result);
}

constexpr auto kAnd = [](std::uint32_t a, std::uint32_t b) { return a & b; };
constexpr auto kAndNot = [](std::uint32_t a, std::uint32_t b) { return ~a & b; };
constexpr auto kOr = [](std::uint32_t a, std::uint32_t b) { return a | b; };
constexpr auto kXor = [](std::uint32_t a, std::uint32_t b) { return a ^ b; };

template <Src1 k> void and_(Execution& x) { logic<k>(x, kAnd, false); }
template <Src1 k> void andh(Execution& x) { logic<k>(x, kAnd, true); }
template <Src1 k> void andnot(Execution& x) { logic<k>(x, kAndNot, false); }
template <Src1 k> void andnoth(Execution& x) { logic<k>(x, kAndNot, true); }
template <Src1 k> void or_(Execution& x) { logic<k>(x, kOr, false); }
template <Src1 k> void orh(Execution& x) { logic<k>(x, kOr, true); }
template <Src1 k> void xor_(Execution& x) { logic<k>(x, kXor, false); }
template <Src1 k> void xorh(Execution& x) { logic<k>(x, kXor, true); }

// DECISION (ISA-FACTS §13 #33, §14.3): shift counts use their low 5 bits, as the
// emulators do on x86 and as SC's 5-bit width suggests; the PRM rule is unreachable.
template <Src1 kSrc1>
std::uint32_t shift_count(const Execution& x) {
    return src1_unsigned<kSrc1>(x) & 31;
}

template <Src1 kSrc1>
void shl(Execution& x) {
    x.set_reg(x.operand(2), x.reg(1) << shift_count<kSrc1>(x));
}

// shr also records its count in psr.SC for shrd.
template <Src1 kSrc1>
void shr(Execution& x) {
    const std::uint32_t count = shift_count<kSrc1>(x);
    x.state.psr = (x.state.psr & ~psr::kShiftCount) | (count << psr::kShiftCountShift);
    x.set_reg(x.operand(2), x.reg(1) >> count);
}

template <Src1 kSrc1>
void shra(Execution& x) {
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(static_cast<std::int32_t>(x.reg(1)) >> shift_count<kSrc1>(x)));
}

// shrd: the low word of s1:s2 shifted right by SC.
void shrd(Execution& x) {
    const std::uint32_t count = (x.state.psr & psr::kShiftCount) >> psr::kShiftCountShift;
    const std::uint64_t pair = (std::uint64_t{x.reg(0)} << 32) | x.reg(1);
    x.set_reg(x.operand(2), static_cast<std::uint32_t>(pair >> count));
}

}  // namespace

void add_integer_semantics() {
    define_semantics_by_src1<addu<Src1::Register>, addu<Src1::Constant>>("addu");
    define_semantics_by_src1<adds<Src1::Register>, adds<Src1::Constant>>("adds");
    define_semantics_by_src1<subu<Src1::Register>, subu<Src1::Constant>>("subu");
    define_semantics_by_src1<subs<Src1::Register>, subs<Src1::Constant>>("subs");
    define_semantics_by_src1<and_<Src1::Register>, and_<Src1::Constant>>("and");
    define_semantics_by_src1<andh<Src1::Register>, andh<Src1::Constant>>("andh");
    define_semantics_by_src1<andnot<Src1::Register>, andnot<Src1::Constant>>("andnot");
    define_semantics_by_src1<andnoth<Src1::Register>, andnoth<Src1::Constant>>("andnoth");
    define_semantics_by_src1<or_<Src1::Register>, or_<Src1::Constant>>("or");
    define_semantics_by_src1<orh<Src1::Register>, orh<Src1::Constant>>("orh");
    define_semantics_by_src1<xor_<Src1::Register>, xor_<Src1::Constant>>("xor");
    define_semantics_by_src1<xorh<Src1::Register>, xorh<Src1::Constant>>("xorh");
    define_semantics_by_src1<shl<Src1::Register>, shl<Src1::Constant>>("shl");
    define_semantics_by_src1<shr<Src1::Register>, shr<Src1::Constant>>("shr");
    define_semantics_by_src1<shra<Src1::Register>, shra<Src1::Constant>>("shra");
    define_semantics<shrd>("shrd");
}

}  // namespace xp860::cpu
