#include "mmu/flat_memory.h"

#include <algorithm>

namespace xp860::mmu {

cpu::AccessResult FlatMemory::read(std::uint32_t address, std::span<std::uint8_t> bytes, cpu::AccessKind,
                                   bool) {
    if (!contains(address, bytes.size())) return {.fault = true, .extra_cycles = 0};
    std::copy_n(bytes_.begin() + address, bytes.size(), bytes.begin());
    return {};
}

cpu::AccessResult FlatMemory::write(std::uint32_t address, std::span<const std::uint8_t> bytes, bool) {
    if (!contains(address, bytes.size())) return {.fault = true, .extra_cycles = 0};
    std::copy(bytes.begin(), bytes.end(), bytes_.begin() + address);
    return {};
}

}  // namespace xp860::mmu
