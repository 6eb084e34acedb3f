// The cycle model's numbers, from timing.def: one table, each number with its class
// (sourced, derived or ASSUMPTION), the facts it cites and its reasoning.
#pragma once

#include <cstdint>
#include <string_view>

namespace xp860::cpu::timing {

#define XP860_TIMING(name, value, class, cites, why) inline constexpr std::uint32_t name = value;
#include "cpu/timing.def"
#undef XP860_TIMING

enum class TimingClass : std::uint8_t { Sourced, Derived, Assumption };

struct TimingEntry {
    std::string_view name;
    std::uint32_t value;
    TimingClass timing_class;
    std::string_view expression;  // the value as timing.def writes it: a number or a formula of rows
    std::string_view cites;       // "TF A4, TF S10, PF §2": the facts it rests on
    std::string_view justification;
};

inline constexpr TimingEntry kTimingTable[] = {
#define XP860_TIMING(name, value, class, cites, why) {#name, value, TimingClass::class, #value, cites, why},
#include "cpu/timing.def"
#undef XP860_TIMING
};

}  // namespace xp860::cpu::timing
