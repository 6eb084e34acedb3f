// The XP's translation lookaside buffer as the memory system models it: what a page
// walk found, kept until ITI, so that a page-table change without ITI still sees the
// old translation, as on silicon (ISA-FACTS §10.5).
//
// DECISION (TF S18, ISA-FACTS §10.5: the XP's TLB geometry is unpublished): one TLB
// for instruction fetches and data (the XR's single 64-entry TLB, TF D2): 64 entries
// for 4 KB pages, 4-way set associative over 16 sets (virtual address bits 15:12),
// plus 4 fully associative entries for 4 MB pages (the Pentium's split, the XP's
// contemporary). Each set, and the 4 MB entries, replace first in, first out: a hit
// changes nothing, so a vouched line needs no TLB work (cpu/memory_port.h).
#pragma once

#include <array>
#include <cstdint>

#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

struct TlbEntry {
    std::uint32_t page = 0;   // virtual address of the page's first byte
    std::uint32_t frame = 0;  // physical address of the frame's first byte
    bool valid = false;
    bool large = false;       // a 4 MB page
    // The rights of both levels together (ISA-FACTS §10.3: W and U are checked at
    // each level, so the page allows what both entries allow).
    bool writable = false, user = false;
    bool dirty = false;       // the PTE's D (the PDE's for a 4 MB page)
    bool write_through = false, cache_disable = false;  // the PTE's WT and CD

    std::uint32_t bytes() const { return large ? kLargePageBytes : kPageBytes; }
    // Whether the page lets a write (or a read) in user (or supervisor) mode go
    // ahead; `write_protect` is epsr.WP, which keeps the supervisor from writing a
    // read-only page.
    bool permits(bool write, bool user_mode, bool write_protect) const {
        if (write && !writable && (user_mode || write_protect)) return false;
        if (user_mode && !user) return false;
        return !write || dirty;  // PRM p.59 step 9: D = 0 faults; the hardware never sets D
    }
    static constexpr std::uint32_t kPageBytes = 0x1000;
    static constexpr std::uint32_t kLargePageBytes = 0x400000;
};

class Tlb {
public:
    static constexpr std::uint32_t kSets = 16;
    static constexpr std::uint32_t kWays = 4;
    static constexpr std::uint32_t kLargeEntries = 4;

    // The entry translating `address`, or nullptr.
    const TlbEntry* lookup(std::uint32_t address) const;
    // Enters `entry` in place of the oldest of its set; returns what it displaced
    // (valid == false when that place was free).
    TlbEntry insert(const TlbEntry& entry);
    void invalidate_all();

    // Its part of a machine snapshot (docs/snapshots.md).
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    static std::uint32_t set_of(std::uint32_t address) { return (address >> 12) % kSets; }

    std::array<std::array<TlbEntry, kWays>, kSets> small_{};
    std::array<std::uint8_t, kSets> small_next_{};
    std::array<TlbEntry, kLargeEntries> large_{};
    std::uint8_t large_next_ = 0;
};

}  // namespace xp860::mmu
