// Physical RAM at address 0 with nothing else mapped and no cost of its own: the
// memory a bare node runs on until the memory system (translation, caches, bus,
// devices) replaces it. Every access inside the RAM is vouched for, so the core
// reaches it through the fast path; one outside it is a bus error (IAT or DAT), as
// is any I/O or interrupt-acknowledge cycle, which nothing here answers.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cpu/memory_port.h"

namespace xp860::mmu {

class FlatMemory : public cpu::MemoryPort {
public:
    explicit FlatMemory(std::uint32_t size_bytes) : bytes_(size_bytes, 0) {}

    cpu::AccessResult read(const cpu::Access& access, std::span<std::uint8_t> bytes) override;
    cpu::AccessResult write(const cpu::Access& access, std::span<const std::uint8_t> bytes) override;
    cpu::AccessResult flush(std::uint32_t) override { return {}; }
    void control_changed(std::uint32_t, std::uint32_t) override {}

    bool contains(std::uint32_t address, std::uint64_t size) const {
        return std::uint64_t{address} + size <= bytes_.size();
    }
    std::uint32_t size() const { return static_cast<std::uint32_t>(bytes_.size()); }
    // Host-side access for loaders and inspectors; the range must be inside the RAM.
    std::span<std::uint8_t> bytes(std::uint32_t address, std::uint32_t size) {
        return std::span(bytes_).subspan(address, size);
    }
    std::span<const std::uint8_t> bytes(std::uint32_t address, std::uint32_t size) const {
        return std::span(bytes_).subspan(address, size);
    }

private:
    // The host bytes of `access` if it lands in RAM, after vouching for its line.
    std::uint8_t* locate(const cpu::Access& access, std::size_t size);

    std::vector<std::uint8_t> bytes_;
};

}  // namespace xp860::mmu
