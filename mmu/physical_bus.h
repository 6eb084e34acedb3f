// What answers at each physical address of a node: DRAM from 0, the boot ROM at the
// top, and the devices attached between them (memory_map.h). Built once per node; a
// map that does not fit together (RAM out of range, a ROM image of the wrong size,
// windows that overlap) is a ConfigurationError naming the problem. The costs and
// the caches are the memory system's (memory_system.h); this only decodes.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "mmu/device.h"
#include "mmu/rom_image.h"
#include "mmu/zeroed_memory.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

class ConfigurationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Where an access lands.
struct BusTarget {
    enum class Kind : std::uint8_t { None, Ram, Rom, Device };
    Kind kind = Kind::None;
    std::uint8_t* host = nullptr;  // Ram, Rom: the host byte at the address
    Device* device = nullptr;      // Device: who answers
    std::uint32_t offset = 0;      // Device: the address less the window's base
};

class PhysicalBus {
public:
    // An empty `rom_image` leaves the ROM region unanswered (the bare machine).
    PhysicalBus(std::uint32_t ram_bytes, RomImage rom_image);

    // Answers `size` bytes at `base` with `device`; the window must not wrap or overlap
    // DRAM, the ROM region or another window.
    void attach(Device& device, std::uint32_t base, std::uint32_t size);

    // The target of `size` bytes at `address` (an aligned access never straddles two).
    BusTarget decode(std::uint32_t address, std::uint32_t size);

    std::uint32_t ram_bytes() const { return static_cast<std::uint32_t>(ram_.size()); }
    std::span<std::uint8_t> ram() { return ram_; }
    std::span<const std::uint8_t> ram() const { return ram_; }
    bool has_rom() const { return !rom_.empty(); }

    // Its part of a machine snapshot: the RAM pages that are not all zero, and the
    // ROM's fingerprint, which load() checks (the ROM is shared, never copied).
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    struct Window {
        std::uint32_t base;
        std::uint64_t end;  // one past the last byte
        Device* device;
        std::string name;
    };
    void check_free(std::uint32_t base, std::uint64_t end, const std::string& name) const;

    ZeroedMemory ram_;
    RomImage rom_;  // shared with the other nodes booting from it: never written
    std::vector<Window> windows_;
};

}  // namespace xp860::mmu
