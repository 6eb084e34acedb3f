#include "mmu/flat_memory.h"

#include <algorithm>

namespace xp860::mmu {

std::uint8_t* FlatMemory::locate(const cpu::Access& access, std::size_t size) {
    const bool memory = access.space == cpu::AccessSpace::Memory || access.space == cpu::AccessSpace::PipelinedMemory;
    if (!memory || !contains(access.address, size)) return nullptr;
    const std::uint32_t line_start = access.address & ~(cpu::FastPath::kLineBytes - 1);
    if (contains(line_start, cpu::FastPath::kLineBytes)) {
        auto& lines = access.kind == cpu::AccessKind::InstructionFetch ? fast_path.fetch
                      : access.kind == cpu::AccessKind::Load          ? fast_path.load
                                                                      : fast_path.store;
        lines[cpu::FastPath::set_of(access.address)] = {cpu::FastPath::tag_of(access.address, access.user_mode),
                                                        bytes_.data() + line_start};
    }
    return bytes_.data() + access.address;
}

cpu::AccessResult FlatMemory::read(const cpu::Access& access, std::span<std::uint8_t> bytes) {
    const std::uint8_t* host = locate(access, bytes.size());
    if (host == nullptr) return {.fault = cpu::AccessResult::Fault::Bus, .bus_error_address = access.address};
    std::copy_n(host, bytes.size(), bytes.begin());
    return {};
}

cpu::AccessResult FlatMemory::write(const cpu::Access& access, std::span<const std::uint8_t> bytes) {
    // A special cycle carries its code to the bus; nothing answers and nothing faults.
    if (access.space == cpu::AccessSpace::Special) return {};
    std::uint8_t* host = locate(access, bytes.size());
    if (host == nullptr) return {.fault = cpu::AccessResult::Fault::Bus, .bus_error_address = access.address};
    std::copy(bytes.begin(), bytes.end(), host);
    return {};
}

}  // namespace xp860::mmu
