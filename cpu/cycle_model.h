// The cycle model's numbers, from timing.def (one table, each number with its
// source or marked ASSUMPTION there).
#pragma once

#include <cstdint>
#include <string_view>

namespace xp860::cpu::timing {

#define XP860_TIMING(name, cycles, why) inline constexpr std::uint32_t name = cycles;
#include "cpu/timing.def"
#undef XP860_TIMING

struct TimingEntry {
    std::string_view name;
    std::uint32_t cycles;
    std::string_view justification;
};

inline constexpr TimingEntry kTimingTable[] = {
#define XP860_TIMING(name, cycles, why) {#name, cycles, why},
#include "cpu/timing.def"
#undef XP860_TIMING
};

}  // namespace xp860::cpu::timing
