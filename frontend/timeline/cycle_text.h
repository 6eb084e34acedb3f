// Cycle counts and addresses as a person reads them: grouped digits, time at the
// node's clock (cpu/timing.def kCyclesPerMicrosecond: 50 cycles = 1 µs), 0x and
// eight hex digits.
#pragma once

#include <cstdint>
#include <string>

#include "toolchain/hex.h"

namespace xp860::timeline {

// "1 234 567"
std::string grouped(std::uint64_t value);

// Microseconds for `cycles`, to `decimals` places: "0.72", "1 204.50".
std::string microseconds(double cycles, int decimals = 2);

// "36 cycles (0.72 µs)"
std::string cycles_and_time(std::uint64_t cycles);

// "0x00010000"
inline std::string address_text(std::uint32_t value) { return toolchain::hex(value, "0x%08llx"); }

}  // namespace xp860::timeline
