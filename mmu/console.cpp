#include "mmu/console.h"

#include "mmu/register_access.h"

namespace xp860::mmu {
namespace {
constexpr std::uint32_t kData = 0x0, kStatus = 0x4;
}

bool Console::read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t) {
    return offset == kStatus && answer_register(bytes, 1);
}

bool Console::write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t) {
    if (offset != kData || bytes.size() > 4) return false;
    if (sink_) sink_(static_cast<char>(bytes[0]));
    else output_ += static_cast<char>(bytes[0]);
    return true;
}

}  // namespace xp860::mmu
