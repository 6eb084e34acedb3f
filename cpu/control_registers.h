// Bit layouts of the control registers (ISA-FACTS §2), named once for the core,
// the kernel inspector and the front end.
#pragma once

#include <cstdint>
#include <string_view>

namespace xp860::cpu {

enum class ControlRegister : std::uint8_t {
    Fir = 0, Psr = 1, Dirbase = 2, Db = 3, Fsr = 4, Epsr = 5,
    Bear = 6, Ccr = 7, P0 = 8, P1 = 9, P2 = 10, P3 = 11,  // i860 XP only
};

// psr (ISA-FACTS §2.2)
namespace psr {
inline constexpr std::uint32_t kBreakRead = 1u << 0;        // BR
inline constexpr std::uint32_t kBreakWrite = 1u << 1;       // BW
inline constexpr std::uint32_t kConditionCode = 1u << 2;    // CC
inline constexpr std::uint32_t kLoopConditionCode = 1u << 3;  // LCC
inline constexpr std::uint32_t kInterruptMode = 1u << 4;    // IM: external interrupts enabled
inline constexpr std::uint32_t kPreviousInterruptMode = 1u << 5;  // PIM
inline constexpr std::uint32_t kUserMode = 1u << 6;         // U
inline constexpr std::uint32_t kPreviousUserMode = 1u << 7;  // PU
inline constexpr std::uint32_t kInstructionTrap = 1u << 8;   // IT
inline constexpr std::uint32_t kInterrupt = 1u << 9;         // IN
inline constexpr std::uint32_t kInstructionAccessTrap = 1u << 10;  // IAT
inline constexpr std::uint32_t kDataAccessTrap = 1u << 11;   // DAT
inline constexpr std::uint32_t kFloatingPointTrap = 1u << 12;  // FT
inline constexpr std::uint32_t kDelayedSwitch = 1u << 13;    // DS
inline constexpr std::uint32_t kDualInstructionMode = 1u << 14;  // DIM
inline constexpr std::uint32_t kKillNextFloatingPoint = 1u << 15;  // KNF
inline constexpr int kShiftCountShift = 17;                  // SC: bits 21:17
inline constexpr std::uint32_t kShiftCount = 0x1fu << kShiftCountShift;
inline constexpr std::uint32_t kPixelSize = 0x3u << 22;      // PS
inline constexpr std::uint32_t kPixelMask = 0xffu << 24;     // PM
inline constexpr std::uint32_t kTrapBits =
    kInstructionTrap | kInterrupt | kInstructionAccessTrap | kDataAccessTrap | kFloatingPointTrap;
// The trap bits by their names in the manual, for messages and test expectations.
struct TrapBitName {
    std::uint32_t bit;
    std::string_view name;
};
inline constexpr TrapBitName kTrapBitNames[] = {
    {kInstructionTrap, "IT"}, {kInterrupt, "IN"}, {kInstructionAccessTrap, "IAT"},
    {kDataAccessTrap, "DAT"}, {kFloatingPointTrap, "FT"}};
// What st.c psr may change in user mode: CC, LCC, SC, PS, PM (MAME/PREV mask 0x0000FFF3
// keeps the rest; ISA-FACTS §2.2). DECISION: a user write to the other bits is ignored,
// not trapped, as both reference cores do; the PRM text is not reachable.
inline constexpr std::uint32_t kUserWritable = kConditionCode | kLoopConditionCode | kShiftCount |
                                               kPixelSize | kPixelMask;
}  // namespace psr

// epsr (ISA-FACTS §2.3)
namespace epsr {
inline constexpr std::uint32_t kProcessorType = 0xffu;       // 2 = i860 XP
inline constexpr std::uint32_t kStepping = 0x1fu << 8;
inline constexpr std::uint32_t kInterlock = 1u << 13;        // IL
inline constexpr std::uint32_t kWriteProtect = 1u << 14;     // WP
inline constexpr std::uint32_t kBusErrorFlag = 1u << 16;     // BEF (XP): a bus error was reported
inline constexpr std::uint32_t kInterruptPin = 1u << 17;     // INT: live level of the pin
inline constexpr std::uint32_t kDataCacheSize = 0xfu << 18;  // DCS: 2^(12+DCS) bytes
inline constexpr std::uint32_t kPageTableBitMode = 1u << 22;  // PBM
inline constexpr std::uint32_t kBigEndian = 1u << 23;        // BE
inline constexpr std::uint32_t kOverflow = 1u << 24;         // OF
// Never changed by st.c (MAME/PREV keep 0x003E1FFF): type, stepping, INT, DCS.
inline constexpr std::uint32_t kReadOnly = kProcessorType | kStepping | kInterruptPin | kDataCacheSize;
// Also kept in user mode: IL, WP, PBM, BE (MAME/PREV policy, ISA-FACTS §2.3).
inline constexpr std::uint32_t kSupervisorOnly = kInterlock | kWriteProtect | kPageTableBitMode | kBigEndian;
// i860 XP, stepping B2 (4), 16 KB data cache (DCS = 2): ISA-FACTS §2.7 and TF D9, E5.
inline constexpr std::uint32_t kResetValue = 2u | (4u << 8) | (2u << 18);
}  // namespace epsr

// dirbase (ISA-FACTS §2.5)
namespace dirbase {
inline constexpr std::uint32_t kTranslationEnable = 1u << 0;  // ATE
inline constexpr std::uint32_t kBusLock = 1u << 4;            // BL: set by lock, cleared by unlock and traps
inline constexpr std::uint32_t kInvalidate = 1u << 5;         // ITI: an action, always reads 0
inline constexpr std::uint32_t kCodeSize8 = 1u << 7;          // CS8: instructions fetched byte-wide
inline constexpr int kReplacementBlockShift = 8;              // RB: bits 9:8, a data-cache way
inline constexpr std::uint32_t kReplacementBlock = 0x3u << kReplacementBlockShift;
inline constexpr int kReplacementControlShift = 10;           // RC: bits 11:10
inline constexpr std::uint32_t kReplacementControl = 0x3u << kReplacementControlShift;
inline constexpr std::uint32_t kReplaceByBlock = 2;           // RC = 2: misses replace way RB (PRM p.83)
inline constexpr std::uint32_t kDirectoryBase = 0xfffff000u;  // DTB: the page directory's frame
}  // namespace dirbase

// DECISION (ISA-FACTS §4.7, §14.4: the lock rules were not reached; the limit is a
// recollection): a locked sequence is at most this many instructions after `lock`.
// While dirbase.BL is set the INT line is not recognized (TF S16); if the sequence
// runs out without `unlock`, the core traps with epsr.IL ("missing unlock", PRM
// Table 7-1) and no psr trap bit; a trap taken inside the sequence also sets IL, so
// the handler knows to restart it at the `lock` (PRM p.137 "check the IL bit").
inline constexpr std::uint32_t kLockedSequenceLimit = 32;

}  // namespace xp860::cpu
