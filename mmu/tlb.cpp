#include "mmu/tlb.h"

namespace xp860::mmu {

const TlbEntry* Tlb::lookup(std::uint32_t address) const {
    for (const TlbEntry& entry : small_[set_of(address)])
        if (entry.valid && entry.page == (address & ~(TlbEntry::kPageBytes - 1))) return &entry;
    for (const TlbEntry& entry : large_)
        if (entry.valid && entry.page == (address & ~(TlbEntry::kLargePageBytes - 1))) return &entry;
    return nullptr;
}

TlbEntry Tlb::insert(const TlbEntry& entry) {
    TlbEntry* slot = nullptr;
    if (entry.large) {
        slot = &large_[large_next_];
        large_next_ = static_cast<std::uint8_t>((large_next_ + 1) % kLargeEntries);
    } else {
        const std::uint32_t set = set_of(entry.page);
        slot = &small_[set][small_next_[set]];
        small_next_[set] = static_cast<std::uint8_t>((small_next_[set] + 1) % kWays);
    }
    const TlbEntry displaced = *slot;
    *slot = entry;
    slot->valid = true;
    return displaced;
}

void Tlb::invalidate_all() {
    small_ = {};
    small_next_ = {};
    large_ = {};
    large_next_ = 0;
}

}  // namespace xp860::mmu
