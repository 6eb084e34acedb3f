// i386-compatible page-table entries as the i860 XP reads them (ISA-FACTS §10.1-10.3,
// PRM p.55 Fig 4-5), and the rights check the walk applies at each level.
//
// DECISION (ISA-FACTS §10.5: the XP's 4 MB page mechanism is unpublished): PDE bit 7
// selects a 4 MB page, as the Pentium's PS bit does. The XR marks bits 7-8 "Intel
// reserved, do not use" (§10.2), so software written for 4 KB pages leaves it clear
// and runs unchanged; no control bit is left to enable the feature (every dirbase and
// epsr bit has a meaning), so it is always on. Such a PDE maps the 4 MB page at its
// bits 31:22 directly, with its own W, U, WT, CD, A and D; bits 21:12 are ignored. In
// a PTE, bit 7 is ignored.
#pragma once

#include <cstdint>

namespace xp860::mmu::pte {

inline constexpr std::uint32_t kPresent = 1u << 0;       // P
inline constexpr std::uint32_t kWritable = 1u << 1;      // W
inline constexpr std::uint32_t kUser = 1u << 2;          // U
inline constexpr std::uint32_t kWriteThrough = 1u << 3;  // WT
inline constexpr std::uint32_t kCacheDisable = 1u << 4;  // CD
inline constexpr std::uint32_t kAccessed = 1u << 5;      // A
inline constexpr std::uint32_t kDirty = 1u << 6;         // D
inline constexpr std::uint32_t kLargePage = 1u << 7;     // PS, PDE only (the DECISION above)
inline constexpr std::uint32_t kFrame = 0xfffff000u;
inline constexpr std::uint32_t kLargeFrame = 0xffc00000u;

// PRM p.59 steps 2-3 for one entry: a write to a page without W faults in user mode,
// and in supervisor mode when epsr.WP is set; a user access to a page without U
// faults. (P is step 1, A step 4: the walk tests them itself.)
inline bool permits(std::uint32_t entry, bool write, bool user, bool write_protect) {
    if (write && (entry & kWritable) == 0 && (user || write_protect)) return false;
    return !user || (entry & kUser) != 0;
}

}  // namespace xp860::mmu::pte
