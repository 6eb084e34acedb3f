#include "mmu/event_scheduler.h"

#include <algorithm>

namespace xp860::mmu {

void EventScheduler::schedule(Device& device, std::uint64_t cycle) {
    pending_.push_back({cycle, scheduled_++, &device});
    if (hook_) hook_(cycle);
}

void EventScheduler::cancel(const Device& device) {
    std::erase_if(pending_, [&](const Pending& p) { return p.device == &device; });
}

std::optional<std::uint64_t> EventScheduler::next_cycle() const {
    if (pending_.empty()) return std::nullopt;
    return std::ranges::min_element(pending_, {}, &Pending::cycle)->cycle;
}

void EventScheduler::run_due(std::uint64_t now) {
    for (;;) {
        const auto next = std::ranges::min_element(pending_, [](const Pending& a, const Pending& b) {
            return a.cycle != b.cycle ? a.cycle < b.cycle : a.order < b.order;
        });
        if (next == pending_.end() || next->cycle > now) return;
        const Pending due = *next;
        pending_.erase(next);
        due.device->event(due.cycle);
    }
}

}  // namespace xp860::mmu
