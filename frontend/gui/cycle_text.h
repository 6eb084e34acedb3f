// Cycle counts as a person reads them: grouped digits, and time at the node's
// clock (cpu/timing.def kCyclesPerMicrosecond: 50 cycles = 1 µs).
#pragma once

#include <cstdint>
#include <string>

namespace xp860::gui {

// "1 234 567"
std::string grouped(std::uint64_t value);

// Microseconds for `cycles`, to `decimals` places: "0.72", "1 204.50".
std::string microseconds(double cycles, int decimals = 2);

// "36 cycles (0.72 µs)"
std::string cycles_and_time(std::uint64_t cycles);

}  // namespace xp860::gui
