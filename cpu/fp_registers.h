// The FP register file seen as singles and doubles, and the fsr fields the FP
// units read and write (ISA-FACTS §1.2, §2.4).
#pragma once

#include <cstdint>

#include "cpu/cpu_state.h"
#include "cpu/fp_arith.h"

namespace xp860::cpu {

namespace fsr {
inline constexpr std::uint32_t kFlushZero = 1u << 0;        // FZ
inline constexpr std::uint32_t kTrapInexact = 1u << 1;      // TI
inline constexpr int kRoundingShift = 2;                    // RM: bits 3:2
inline constexpr std::uint32_t kUpdate = 1u << 4;           // U
inline constexpr std::uint32_t kTrapEnable = 1u << 5;       // FTE
inline constexpr std::uint32_t kStickyInexact = 1u << 7;    // SI
inline constexpr std::uint32_t kSourceException = 1u << 8;  // SE
inline constexpr int kMultiplierStatusShift = 9;            // MU MO MI MA: bits 12:9
inline constexpr int kAdderStatusShift = 13;                // AU AO AI AA: bits 16:13
inline constexpr std::uint32_t kMultiplierStatus = 0xfu << kMultiplierStatusShift;
inline constexpr std::uint32_t kAdderStatus = 0xfu << kAdderStatusShift;
inline constexpr int kResultRegisterShift = 17;             // RR: bits 21:17
inline constexpr std::uint32_t kResultRegister = 0x1fu << kResultRegisterShift;
inline constexpr std::uint32_t kLoadDouble = 1u << 26;        // LRP
inline constexpr std::uint32_t kGraphicsDouble = 1u << 27;    // IRP
inline constexpr std::uint32_t kMultiplierDouble = 1u << 28;  // MRP
inline constexpr std::uint32_t kAdderDouble = 1u << 29;       // ARP
}  // namespace fsr

inline fp::Environment fp_environment(const CpuState& state) {
    return {static_cast<fp::Rounding>((state.fsr >> fsr::kRoundingShift) & 3),
            (state.fsr & fsr::kFlushZero) != 0};
}

// The first register of the aligned group of `count` (1, 2 or 4) registers that
// contains `number`. DECISION: a misaligned number (fld.d ...,f3) names the pair or
// quad containing it, as a register file addressed by pairs would; the manual calls
// it undefined (ISA-FACTS §1.2) and Intel's assembler accepts it.
inline int fp_register_group(int number, int count) { return number & ~(count - 1); }

// That group as a mask of register bits (bit n for fn).
inline std::uint32_t fp_register_mask(int number, int count) {
    return ((1u << count) - 1) << fp_register_group(number, count);
}

// A double lives in the pair f(2n+1):f(2n), the even register holding the low word.
inline std::uint64_t read_fp(const CpuState& state, int number, bool is_double) {
    const auto n = static_cast<std::size_t>(number);
    if (!is_double) return state.f[n];
    const auto low = static_cast<std::size_t>(fp_register_group(number, 2));
    return std::uint64_t{state.f[low]} | std::uint64_t{state.f[low + 1]} << 32;
}

// f0 and f1 always read zero: writes to them are dropped.
inline void write_fp(CpuState& state, int number, std::uint64_t value, bool is_double) {
    const auto n = static_cast<std::size_t>(number);
    if (!is_double) {
        if (n > 1) state.f[n] = static_cast<std::uint32_t>(value);
        return;
    }
    const auto low = static_cast<std::size_t>(fp_register_group(number, 2));
    if (low == 0) return;
    state.f[low] = static_cast<std::uint32_t>(value);
    state.f[low + 1] = static_cast<std::uint32_t>(value >> 32);
}

}  // namespace xp860::cpu
