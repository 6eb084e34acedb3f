// Loads and stores, integer and FP, ixfr and flush (ISA-FACTS §4.4, §4.5, §4.7).
#include <array>

#include "cpu/core_step.h"
#include "cpu/execution.h"
#include "cpu/fp_registers.h"
#include "cpu/little_endian.h"
#include "cpu/memory_access.h"

namespace xp860::cpu {
namespace {

// ld.{b,s,l} src1(src2),dest: the address is the register or displacement plus
// src2; bytes and shorts are sign-extended.
template <std::uint32_t kSize, Src1 kSrc1>
void load_integer(Execution& x) {
    const std::uint32_t address = src1_signed<kSrc1>(x) + x.reg(1);
    std::array<std::uint8_t, kSize> bytes{};
    if (!access(x, address, bytes, false)) return;
    x.set_reg(x.operand(2), sign_extended(bytes));
}

// st.{b,s,l} src1,#const(src2)
template <std::uint32_t kSize>
void store_integer(Execution& x) {
    const std::uint32_t address = static_cast<std::uint32_t>(x.operand(1)) + x.reg(2);
    std::array<std::uint8_t, kSize> bytes{};
    store_little_endian(bytes, x.reg(0));
    access(x, address, bytes, true);
}

// fld.{l,d,q} src1(src2)[++],fdest: the word at the lower address goes to the
// lower-numbered register. f0 and f1 stay zero, but fld.q ...,f0 still loads f2 and
// f3 (ISA-FACTS §4.5, §13 #6).
template <std::uint32_t kWords>
void fp_load(Execution& x) {
    const std::uint32_t address = fp_effective_address(x, 0);
    std::array<std::uint8_t, 4 * kWords> bytes{};
    const bool loaded = access(x, address, bytes, false);
    update_base(x, 0, address);
    if (!loaded) return;
    const auto first = static_cast<std::size_t>(fp_register_group(x.operand(2), kWords));
    for (std::uint32_t i = 0; i < kWords; ++i)
        x.set_fp(static_cast<int>(first + i), load_little_endian_word(bytes.data() + 4 * i));
}

// fst.{l,d,q} fdest,src1(src2)[++]
template <std::uint32_t kWords>
void fp_store(Execution& x) {
    const std::uint32_t address = fp_address(x, 1);
    std::array<std::uint8_t, 4 * kWords> bytes{};
    const auto first = static_cast<std::size_t>(fp_register_group(x.operand(0), kWords));
    for (std::uint32_t i = 0; i < kWords; ++i)
        store_little_endian_word(bytes.data() + 4 * i, x.state.f[first + i]);
    access(x, address, bytes, true);
}

// ixfr src1,fdest: the bit pattern, unconverted.
void ixfr(Execution& x) { x.set_fp(x.operand(1), x.reg(0)); }

// flush #const(src2)[++]: the memory system replaces the data-cache block holding
// the address, writing it back if modified. "In user mode, execution of flush is
// suppressed" (PRM p.83): nothing happens, not even the increment.
void flush(Execution& x) {
    if (x.user_mode()) return;
    const std::uint32_t address = fp_address(x, 0);
    if (address % 16 != 0 || x.account(x.memory.flush(address))) x.trap_bits |= psr::kDataAccessTrap;
}

}  // namespace

void add_memory_semantics() {
    define_semantics_by_src1<load_integer<1, Src1::Register>, load_integer<1, Src1::Constant>>("ld.b");
    define_semantics_by_src1<load_integer<2, Src1::Register>, load_integer<2, Src1::Constant>>("ld.s");
    define_semantics_by_src1<load_integer<4, Src1::Register>, load_integer<4, Src1::Constant>>("ld.l");
    define_semantics<store_integer<1>>("st.b");
    define_semantics<store_integer<2>>("st.s");
    define_semantics<store_integer<4>>("st.l");
    define_semantics<fp_load<1>>("fld.l");
    define_semantics<fp_load<2>>("fld.d");
    define_semantics<fp_load<4>>("fld.q");
    define_semantics<fp_store<1>>("fst.l");
    define_semantics<fp_store<2>>("fst.d");
    define_semantics<fp_store<4>>("fst.q");
    define_semantics<ixfr>("ixfr");
    define_semantics<flush>("flush");
}

}  // namespace xp860::cpu
