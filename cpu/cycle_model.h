// The cycle model's numbers, from timing.def: one table, each number with its class
// (sourced, derived or ASSUMPTION), the facts it cites and its reasoning; and the
// CycleModel a machine runs with, which is that table unless told otherwise.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace xp860::cpu {
namespace timing {

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

}  // namespace timing

// A row of timing.def given another value, for one machine.
struct TimingOverride {
    std::string_view name;
    std::uint32_t value;
};

// The numbers one machine charges: every row of timing.def under its own name, with
// its value unless an override names it. A row timing.def computes from others
// (kLineFill from kBusFirstTransfer and kBusBurstTransfer) is computed from their
// values here, so it follows an override of them. Each core, memory system and timer
// keeps its machine's copy: machines with different models run side by side
// without sharing anything (the sensitivity command's use).
class CycleModel {
public:
    constexpr CycleModel() = default;
    constexpr explicit CycleModel(std::span<const TimingOverride> overrides) : overrides_(overrides) {
        overrides_ = {};
    }

private:
    // Declared first: the rows' initializers below read it.
    std::span<const TimingOverride> overrides_;
    constexpr std::uint32_t pick(std::string_view name, std::uint32_t value) const {
        for (const TimingOverride& o : overrides_)
            if (o.name == name) return o.value;
        return value;
    }

public:
#define XP860_TIMING(name, value, class, cites, why) std::uint32_t name = pick(#name, value);
#include "cpu/timing.def"
#undef XP860_TIMING
};

}  // namespace xp860::cpu
