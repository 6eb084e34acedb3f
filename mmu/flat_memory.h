// Physical RAM at address 0 with nothing else mapped: the memory the core runs on
// until the memory-system issue brings translation, caches, the bus and devices.
// An access outside the RAM faults (the core raises IAT or DAT).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cpu/memory_port.h"

namespace xp860::mmu {

class FlatMemory : public cpu::MemoryPort {
public:
    explicit FlatMemory(std::uint32_t size_bytes) : bytes_(size_bytes, 0) {}

    cpu::AccessResult read(std::uint32_t address, std::span<std::uint8_t> bytes, cpu::AccessKind kind,
                           bool user_mode) override;
    cpu::AccessResult write(std::uint32_t address, std::span<const std::uint8_t> bytes, bool user_mode) override;

    bool contains(std::uint32_t address, std::uint64_t size) const {
        return std::uint64_t{address} + size <= bytes_.size();
    }
    std::uint32_t size() const { return static_cast<std::uint32_t>(bytes_.size()); }
    // Host-side access for loaders and inspectors; the range must be inside the RAM.
    std::span<std::uint8_t> bytes(std::uint32_t address, std::uint32_t size) {
        return std::span(bytes_).subspan(address, size);
    }

private:
    std::vector<std::uint8_t> bytes_;
};

}  // namespace xp860::mmu
