#include "mmu/physical_bus.h"

#include <cstdio>

#include "mmu/memory_map.h"

namespace xp860::mmu {
namespace {

// "0x00000000-0x001fffff": the bytes from `base` up to `end`. (mmu may not use the
// toolchain's hex formatter: the layering puts mmu below it.)
std::string range(std::uint32_t base, std::uint64_t end) {
    char text[32];
    std::snprintf(text, sizeof text, "0x%08x-0x%08x", base, static_cast<std::uint32_t>(end - 1));
    return text;
}

}  // namespace

PhysicalBus::PhysicalBus(std::uint32_t ram_bytes, RomImage rom_image) : rom_(std::move(rom_image)) {
    if (ram_bytes < kMinRamBytes || ram_bytes > kMaxRamBytes || ram_bytes % kMegabyte != 0)
        throw ConfigurationError("RAM of " + std::to_string(ram_bytes) + " bytes: a node has 1 to 3072 MB of RAM, " +
                                 "in whole megabytes");
    if (!rom_.empty() && rom_.size() != kRomBytes)
        throw ConfigurationError("ROM image of " + std::to_string(rom_.size()) + " bytes: the boot ROM is exactly " +
                                 std::to_string(kRomBytes) + " bytes, " + range(kRomBase, 0x100000000ull));
    ram_ = ZeroedMemory(ram_bytes);
}

void PhysicalBus::check_free(std::uint32_t base, std::uint64_t end, const std::string& name) const {
    const auto clash = [&](std::uint32_t other_base, std::uint64_t other_end, const std::string& other) {
        if (base < other_end && other_base < end)
            throw ConfigurationError(name + " at " + range(base, end) + " overlaps " + other + " at " +
                                     range(other_base, other_end));
    };
    clash(0, ram_.size(), "RAM");
    clash(kRomBase, 0x100000000ull, "the boot ROM region");
    for (const Window& window : windows_) clash(window.base, window.end, window.name);
}

void PhysicalBus::attach(Device& device, std::uint32_t base, std::uint32_t size) {
    const std::string name(device.name());
    const std::uint64_t end = std::uint64_t{base} + size;
    if (size == 0 || end > 0x100000000ull)
        throw ConfigurationError(name + ": a window of " + std::to_string(size) + " bytes at " +
                                 range(base, base + 1).substr(0, 10) + " does not fit the address space");
    check_free(base, end, name);
    windows_.push_back({base, end, &device, name});
}

BusTarget PhysicalBus::decode(std::uint32_t address, std::uint32_t size) {
    const std::uint64_t end = std::uint64_t{address} + size;
    if (end <= ram_.size()) return {BusTarget::Kind::Ram, ram_.data() + address, nullptr, 0};
    if (address >= kRomBase && has_rom()) {
        // Writable only in type: the memory system refuses every store to a Rom target.
        auto* host = const_cast<std::uint8_t*>(rom_.bytes().data() + (address - kRomBase));
        return {BusTarget::Kind::Rom, host, nullptr, 0};
    }
    for (const Window& window : windows_)
        if (address >= window.base && end <= window.end)
            return {BusTarget::Kind::Device, nullptr, window.device, address - window.base};
    return {};
}

}  // namespace xp860::mmu
