#include "mmu/timer.h"

#include "mmu/register_access.h"

namespace xp860::mmu {
namespace {
constexpr std::uint32_t kCountLow = 0x0, kCountHigh = 0x4, kAlarm = 0x8, kStatus = 0xc;
}  // namespace

bool Timer::read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) {
    if (offset == kCountLow && bytes.size() == 8) {
        for (std::size_t i = 0; i < 8; ++i) bytes[i] = static_cast<std::uint8_t>(ticks(cycle) >> (8 * i));
        return true;
    }
    switch (offset) {
        case kCountLow:
            if (bytes.size() != 4) return false;
            latched_high_ = static_cast<std::uint32_t>(ticks(cycle) >> 32);
            return answer_register(bytes, static_cast<std::uint32_t>(ticks(cycle)));
        case kCountHigh: return answer_register(bytes, latched_high_);
        case kAlarm:
            // DECISION: a count that does not fit the register reads as all ones.
            return answer_register(bytes, !armed_ ? 0u
                                          : alarm_at_ - cycle > 0xffffffffu
                                              ? 0xffffffffu
                                              : static_cast<std::uint32_t>(alarm_at_ - cycle));
        case kStatus: return answer_register(bytes, fired_ ? 1u : 0u);
        default: return false;
    }
}

bool Timer::write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) {
    const auto value = register_value(bytes);
    if (!value) return false;
    switch (offset) {
        case kAlarm:
            events_.cancel(*this);
            set_fired(false);
            armed_ = *value != 0;
            if (armed_) {
                alarm_at_ = cycle + *value;
                events_.schedule(*this, alarm_at_);
            }
            return true;
        case kStatus:
            if ((*value & 1) != 0) set_fired(false);
            return true;
        default: return false;
    }
}

void Timer::event(std::uint64_t) {
    armed_ = false;
    set_fired(true);
}

void Timer::set_fired(bool fired) {
    if (fired == fired_) return;
    fired_ = fired;
    line_.set(fired);
}

}  // namespace xp860::mmu
