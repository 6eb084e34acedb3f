// Register numbering shared by the core, the toolchain and the inspector.
#pragma once

#include <array>
#include <string_view>

namespace xp860::cpu {

// Control registers by their number in the ld.c/st.c field (ISA-FACTS §2.1).
// bear, ccr and p0..p3 exist on the XP only.
inline constexpr std::array<std::string_view, 12> kControlRegisterNames = {
    "fir", "psr", "dirbase", "db", "fsr", "epsr", "bear", "ccr", "p0", "p1", "p2", "p3"};
inline constexpr int kFirstXpOnlyControlRegister = 6;

inline constexpr int kStackPointer = 2;   // r2, spelled %sp
inline constexpr int kFramePointer = 3;   // r3, spelled %fp
inline constexpr int kReturnAddress = 1;  // r1, written by call and calli
inline constexpr int kAssemblerTemporary = 31;  // r31, used by expansions

}  // namespace xp860::cpu
