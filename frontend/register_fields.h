// The named fields of psr, epsr and fsr, for the front ends: the GUI's register
// view decodes them bit by bit, the command line names trap bits. The bit
// positions come from the core's own constants (cpu/control_registers.h,
// cpu/fp_registers.h); only the names and meanings are written here.
#pragma once

#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "cpu/control_registers.h"
#include "cpu/fp_registers.h"

namespace xp860::frontend {

struct RegisterField {
    std::string_view name;
    std::uint32_t mask;  // contiguous bits
    std::string_view meaning;
    std::string_view value_names = {};  // "a|b|c|d": the name of each value, where they have names

    std::uint32_t value_in(std::uint32_t reg) const { return (reg & mask) >> std::countr_zero(mask); }
    int low_bit() const { return std::countr_zero(mask); }
    int high_bit() const { return 31 - std::countl_zero(mask); }
    // The name of `value` from value_names, or empty.
    std::string_view value_name(std::uint32_t value) const {
        std::string_view names = value_names;
        for (std::uint32_t i = 0; !names.empty(); ++i) {
            const std::size_t bar = names.find('|');
            if (i == value) return names.substr(0, bar);
            if (bar == std::string_view::npos) break;
            names.remove_prefix(bar + 1);
        }
        return {};
    }
};

inline constexpr RegisterField kPsrFields[] = {
    {"BR", cpu::psr::kBreakRead, "break on data read at db"},
    {"BW", cpu::psr::kBreakWrite, "break on data write at db"},
    {"CC", cpu::psr::kConditionCode, "condition code"},
    {"LCC", cpu::psr::kLoopConditionCode, "loop condition code (bla)"},
    {"IM", cpu::psr::kInterruptMode, "external interrupts enabled"},
    {"PIM", cpu::psr::kPreviousInterruptMode, "IM before the trap"},
    {"U", cpu::psr::kUserMode, "user mode"},
    {"PU", cpu::psr::kPreviousUserMode, "U before the trap"},
    {"IT", cpu::psr::kInstructionTrap, "instruction trap"},
    {"IN", cpu::psr::kInterrupt, "interrupt"},
    {"IAT", cpu::psr::kInstructionAccessTrap, "instruction access trap"},
    {"DAT", cpu::psr::kDataAccessTrap, "data access trap"},
    {"FT", cpu::psr::kFloatingPointTrap, "floating-point trap"},
    {"DS", cpu::psr::kDelayedSwitch, "delayed switch (dual mode at trap)"},
    {"DIM", cpu::psr::kDualInstructionMode, "dual-instruction mode"},
    {"KNF", cpu::psr::kKillNextFloatingPoint, "kill next FP instruction"},
    {"SC", cpu::psr::kShiftCount, "shift count (shrd)"},
    {"PS", cpu::psr::kPixelSize, "pixel size", "8 bits|16 bits|32 bits|undefined"},
    {"PM", cpu::psr::kPixelMask, "pixel mask (pst.d)"},
};

inline constexpr RegisterField kEpsrFields[] = {
    {"TYPE", cpu::epsr::kProcessorType, "processor type", "|i860 XR|i860 XP"},
    {"STEP", cpu::epsr::kStepping, "stepping"},
    {"IL", cpu::epsr::kInterlock, "interlock (lock/unlock sequence)"},
    {"WP", cpu::epsr::kWriteProtect, "write protect in supervisor mode"},
    {"BEF", cpu::epsr::kBusErrorFlag, "bus error flag (XP)"},
    {"INT", cpu::epsr::kInterruptPin, "INT pin level"},
    {"DCS", cpu::epsr::kDataCacheSize, "data cache size: 2^(12+DCS) bytes"},
    {"PBM", cpu::epsr::kPageTableBitMode, "page-table bit mode"},
    {"BE", cpu::epsr::kBigEndian, "big-endian data"},
    {"OF", cpu::epsr::kOverflow, "overflow (adds, addu, subs, subu)"},
};

inline constexpr RegisterField kFsrFields[] = {
    {"FZ", cpu::fsr::kFlushZero, "flush underflows to zero"},
    {"TI", cpu::fsr::kTrapInexact, "trap on inexact"},
    {"RM", 3u << cpu::fsr::kRoundingShift, "rounding mode", "nearest|down|up|chop"},
    {"U", cpu::fsr::kUpdate, "st.c loads the pipelines' status"},
    {"FTE", cpu::fsr::kTrapEnable, "FP traps enabled"},
    {"SI", cpu::fsr::kStickyInexact, "sticky inexact"},
    {"SE", cpu::fsr::kSourceException, "source exception"},
    {"MU", 1u << cpu::fsr::kMultiplierStatusShift, "multiplier underflow"},
    {"MO", 2u << cpu::fsr::kMultiplierStatusShift, "multiplier overflow"},
    {"MI", 4u << cpu::fsr::kMultiplierStatusShift, "multiplier inexact"},
    {"MA", 8u << cpu::fsr::kMultiplierStatusShift, "multiplier added one"},
    {"AU", 1u << cpu::fsr::kAdderStatusShift, "adder underflow"},
    {"AO", 2u << cpu::fsr::kAdderStatusShift, "adder overflow"},
    {"AI", 4u << cpu::fsr::kAdderStatusShift, "adder inexact"},
    {"AA", 8u << cpu::fsr::kAdderStatusShift, "adder added one"},
    {"RR", cpu::fsr::kResultRegister, "result register (adder or multiplier)"},
    {"LRP", cpu::fsr::kLoadDouble, "load pipe's last stage is double"},
    {"IRP", cpu::fsr::kGraphicsDouble, "graphics pipe's stage is double"},
    {"MRP", cpu::fsr::kMultiplierDouble, "multiplier's last stage is double"},
    {"ARP", cpu::fsr::kAdderDouble, "adder's last stage is double"},
};

// "IT", "IN DAT", ...: the psr trap bits set in `bits`, in psr order.
inline std::string trap_names(std::uint32_t bits) {
    std::string names;
    for (const auto& [bit, name] : cpu::psr::kTrapBitNames)
        if ((bits & bit) != 0) names += std::string(names.empty() ? "" : " ") + std::string(name);
    return names;
}

}  // namespace xp860::frontend
