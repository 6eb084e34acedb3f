#include "mmu/bus_timing.h"

namespace xp860::mmu {

std::uint64_t BusTiming::post(std::uint32_t duration, cpu::AccessResult& result, std::uint64_t& stalls) {
    const std::uint64_t at = now();
    std::erase_if(write_buffer_, [&](std::uint64_t done) { return done <= at; });
    if (write_buffer_.size() >= entries_) {
        const auto oldest = std::ranges::min_element(write_buffer_);
        stalls += *oldest - at;
        freeze_until(*oldest, result);
        write_buffer_.erase(oldest);
    }
    const std::uint64_t start = occupy(duration);
    write_buffer_.push_back(start + duration);
    return start;
}

}  // namespace xp860::mmu
