#include "mmu/fetch_watches.h"

#include "mmu/cache.h"

namespace xp860::mmu {

void FetchWatches::watch(std::vector<std::uint32_t> addresses, std::function<void(std::uint32_t)> observer) {
    std::ranges::sort(addresses);
    addresses_ = std::move(addresses);
    lines_.clear();
    for (const std::uint32_t address : addresses_) lines_.push_back(Cache::line_of(address));
    observer_ = std::move(observer);
}

}  // namespace xp860::mmu
