#include "mmu/cache.h"

namespace xp860::mmu {

std::optional<std::uint32_t> Cache::find(std::uint32_t address) const {
    const Set& set = sets_[set_of(address)];
    const std::uint32_t line_address = line_of(address);
    for (std::uint32_t way = 0; way < kWays; ++way)
        if (set.lines[way].state != LineState::Invalid && set.lines[way].address == line_address) return way;
    return std::nullopt;
}

std::uint32_t Cache::victim(std::uint32_t set_index) const {
    const Set& set = sets_[set_index];
    for (std::uint32_t way = 0; way < kWays; ++way)
        if (set.lines[way].state == LineState::Invalid) return way;
    if ((set.tree & 1) == 0) return (set.tree >> 1) & 1;
    return 2 + ((set.tree >> 2) & 1);
}

void Cache::touch(std::uint32_t set_index, std::uint32_t way) {
    std::uint8_t& tree = sets_[set_index].tree;
    if (way < 2) {
        tree = static_cast<std::uint8_t>((tree | 1) & ~2);       // replace in ways 2-3 next
        if (way == 0) tree |= 2;                                  // and in ways 0-1, way 1
    } else {
        tree = static_cast<std::uint8_t>(tree & ~1 & ~4);       // replace in ways 0-1 next
        if (way == 2) tree |= 4;                                  // and in ways 2-3, way 3
    }
}

void Cache::invalidate_all() {
    for (Set& set : sets_) set = Set{};
}

}  // namespace xp860::mmu
