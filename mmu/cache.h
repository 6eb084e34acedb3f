// One of the XP's on-chip caches as the memory system models it: 16 KB, 4-way set
// associative, 32-byte lines (TF D4, S18), each line with its physical address, its
// MESI state and a 32-byte buffer the memory system uses (memory_system.h says for
// what). The data a program sees lives in host RAM; these are the tags, the states
// and the replacement order that decide time and what software can observe.
//
// DECISION (TF S18, ISA-FACTS §10.5: XP associativity, tagging and replacement are
// unpublished): physically indexed and tagged, as a snooping cache must be; the
// index (address bits 11:5) lies inside the 4 KB page offset, so virtual and physical
// addresses choose the same set. Replacement is tree pseudo-LRU over the four ways
// (the i486's scheme): invalid ways are filled first, and touching a way points the
// tree away from it, so touching the way a set used last changes nothing. That is
// what lets a hit on it be served without the memory system (cpu/memory_port.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

enum class LineState : std::uint8_t { Invalid, Shared, Exclusive, Modified };

class Cache {
public:
    static constexpr std::uint32_t kLineBytes = 32;
    static constexpr std::uint32_t kWays = 4;
    static constexpr std::uint32_t kSets = 128;

    struct Line {
        std::uint32_t address = 0;  // physical address of the line's first byte
        LineState state = LineState::Invalid;
        bool buffered = false;      // the line's buffer holds something (memory_system.h)
    };

    static std::uint32_t set_of(std::uint32_t address) { return (address / kLineBytes) % kSets; }
    static std::uint32_t line_of(std::uint32_t address) { return address & ~(kLineBytes - 1); }

    // The way of the line holding `address`, if it is valid in the cache.
    std::optional<std::uint32_t> find(std::uint32_t address) const;
    // The way a fill of `set` replaces: the lowest invalid way, else the tree's choice.
    std::uint32_t victim(std::uint32_t set) const;
    // Records a use of `way`: the tree points away from it.
    void touch(std::uint32_t set, std::uint32_t way);

    Line& line(std::uint32_t set, std::uint32_t way) { return sets_[set].lines[way]; }
    const Line& line(std::uint32_t set, std::uint32_t way) const { return sets_[set].lines[way]; }
    std::array<std::uint8_t, kLineBytes>& buffer(std::uint32_t set, std::uint32_t way) {
        return buffers_[set * kWays + way];
    }
    const std::array<std::uint8_t, kLineBytes>& buffer(std::uint32_t set, std::uint32_t way) const {
        return buffers_[set * kWays + way];
    }
    std::uint8_t tree(std::uint32_t set) const { return sets_[set].tree; }

    void invalidate_all();

    // Its part of a machine snapshot (docs/snapshots.md).
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    struct Set {
        std::array<Line, kWays> lines{};
        // Bit 0: which half to replace next (0: ways 0-1, 1: ways 2-3); bit 1: which
        // way of ways 0-1; bit 2: which way of ways 2-3.
        std::uint8_t tree = 0;
    };
    std::array<Set, kSets> sets_{};
    std::array<std::array<std::uint8_t, kLineBytes>, kSets * kWays> buffers_{};
};

}  // namespace xp860::mmu
