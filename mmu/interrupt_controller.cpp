#include "mmu/interrupt_controller.h"

#include <bit>

#include "mmu/register_access.h"

namespace xp860::mmu {
namespace {
constexpr std::uint32_t kPending = 0x0, kEnable = 0x4, kSoftware = 0x8;
}

bool InterruptController::read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t) {
    switch (offset) {
        case kPending: return answer_register(bytes, pending());
        case kEnable: return answer_register(bytes, enable_);
        case kSoftware: return answer_register(bytes, software_);
        default: return false;
    }
}

bool InterruptController::write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t) {
    const auto value = register_value(bytes);
    if (!value || (offset != kEnable && offset != kSoftware)) return false;
    (offset == kEnable ? enable_ : software_) = *value;
    update();
    return true;
}

void InterruptController::set_line(unsigned line, bool asserted) {
    const std::uint32_t bit = 1u << (line % kLines);
    lines_ = asserted ? (lines_ | bit) : (lines_ & ~bit);
    update();
}

std::uint32_t InterruptController::vector() const {
    const std::uint32_t active = pending() & enable_;
    return active == 0 ? kSpuriousVector : static_cast<std::uint32_t>(std::countr_zero(active));
}

void InterruptController::update() {
    if (output() == level_) return;
    level_ = output();
    if (output_) output_(level_);
}

}  // namespace xp860::mmu
