// The replacement orders the fast path relies on: the caches' tree pseudo-LRU (a
// re-touch of the last-used way changes nothing) and the TLB's first-in-first-out
// sets (a hit changes nothing), and the TLB's 4 KB / 4 MB lookup.
#include <doctest/doctest.h>

#include "mmu/cache.h"
#include "mmu/tlb.h"

using namespace xp860::mmu;

TEST_CASE("cache geometry: 128 sets of four 32-byte lines, set from address bits 11:5") {
    CHECK(Cache::kSets * Cache::kWays * Cache::kLineBytes == 16u * 1024);
    CHECK(Cache::set_of(0x00000000) == 0u);
    CHECK(Cache::set_of(0x0000001f) == 0u);
    CHECK(Cache::set_of(0x00000020) == 1u);
    CHECK(Cache::set_of(0x00000fe0) == 127u);
    CHECK(Cache::set_of(0x12345000) == 0u);  // 4 KB apart: the same set
    CHECK(Cache::line_of(0x1234567f) == 0x12345660u);
}

TEST_CASE("cache replacement: invalid ways first, then tree pseudo-LRU") {
    Cache cache;
    const auto fill = [&](std::uint32_t way, std::uint32_t address) {
        cache.line(5, way) = {address, LineState::Exclusive, false};
        cache.touch(5, way);
    };
    // Empty: ways in order 0, 1, 2, 3.
    for (std::uint32_t way = 0; way < 4; ++way) {
        CHECK(cache.victim(5) == way);
        fill(way, 0x1000 * way + 0xa0);
    }
    CHECK(cache.find(0x20a4) == std::optional<std::uint32_t>(2));
    CHECK_FALSE(cache.find(0x40a0).has_value());
    // Touched 0, 1, 2, 3: the tree points at the half not used last (0-1), and in it at
    // the way not used last there (0): way 0 is the least recently used.
    CHECK(cache.victim(5) == 0u);
    cache.touch(5, 0);  // now ways 2-3, and of them way 2 (3 was used after it)
    CHECK(cache.victim(5) == 2u);
    cache.touch(5, 2);  // back to ways 0-1: way 1 (0 was touched after it)
    CHECK(cache.victim(5) == 1u);
    // Touching the way the set used last changes nothing: the fast path's premise.
    const std::uint8_t tree = cache.tree(5);
    cache.touch(5, 2);
    CHECK(cache.tree(5) == tree);
    // A hit on another way does change it.
    cache.touch(5, 3);
    CHECK(cache.tree(5) != tree);
    CHECK(cache.victim(5) == 1u);  // ways 0-1 still; 3 and 2 were used since
    // An invalid way is always filled first.
    cache.line(5, 3) = {};
    CHECK(cache.victim(5) == 3u);
    cache.invalidate_all();
    CHECK(cache.victim(5) == 0u);
    CHECK_FALSE(cache.find(0x00a0).has_value());
}

TEST_CASE("TLB: 16 sets of 4 for 4 KB pages, 4 entries for 4 MB pages, first in first out") {
    Tlb tlb;
    const auto small = [](std::uint32_t page, std::uint32_t frame) {
        TlbEntry entry;
        entry.page = page;
        entry.frame = frame;
        return entry;
    };
    // Five pages of one set (virtual bits 15:12 equal): the fifth displaces the first.
    for (std::uint32_t i = 0; i < 4; ++i) CHECK_FALSE(tlb.insert(small(0x00003000 + i * 0x10000, i << 12)).valid);
    CHECK(tlb.lookup(0x00003abc)->frame == 0u);
    CHECK(tlb.lookup(0x00033abc)->frame == 0x3000u);
    CHECK(tlb.lookup(0x00004000) == nullptr);  // another set
    // Lookups do not change the order: the oldest goes, however recently it hit.
    const TlbEntry displaced = tlb.insert(small(0x00043000, 0x9000));
    CHECK(displaced.valid);
    CHECK(displaced.page == 0x00003000u);
    CHECK(tlb.lookup(0x00003000) == nullptr);
    CHECK(tlb.lookup(0x00043fff)->frame == 0x9000u);
    CHECK(tlb.insert(small(0x00053000, 0xa000)).page == 0x00013000u);

    // 4 MB pages: their own four entries.
    TlbEntry large = small(0x00400000, 0x00c00000);
    large.large = true;
    CHECK(large.bytes() == 0x400000u);
    CHECK_FALSE(tlb.insert(large).valid);
    CHECK(tlb.lookup(0x007fffff)->frame == 0x00c00000u);
    CHECK(tlb.lookup(0x00800000) == nullptr);
    for (std::uint32_t i = 1; i < 4; ++i) {
        large.page = 0x00400000 * (i + 1);
        CHECK_FALSE(tlb.insert(large).valid);
    }
    large.page = 0x40000000;
    CHECK(tlb.insert(large).page == 0x00400000u);
    CHECK(tlb.lookup(0x00400000) == nullptr);
    CHECK(tlb.lookup(0x00043000) != nullptr);  // the 4 KB entries are untouched

    tlb.invalidate_all();
    CHECK(tlb.lookup(0x00043000) == nullptr);
    CHECK(tlb.lookup(0x40000000) == nullptr);
}
