// DRAM behind the data cache (memory_system.h, "Where the data lives"): what DRAM
// itself holds where a cached line differs from it, lines leaving the data cache,
// and the other bus masters and the host, snooped.
#include <algorithm>
#include <cstring>

#include "mmu/memory_system.h"

namespace xp860::mmu {
namespace {

constexpr std::uint32_t kLineBytes = Cache::kLineBytes;

}  // namespace

// What DRAM (behind the data cache) or the ROM holds at `physical`; false, and
// nothing read, where neither answers.
bool MemorySystem::read_stored(std::uint32_t physical, std::span<std::uint8_t> bytes) {
    const BusTarget target = bus_.decode(physical, static_cast<std::uint32_t>(bytes.size()));
    if (target.kind != BusTarget::Kind::Ram && target.kind != BusTarget::Kind::Rom) return false;
    read_dram(target.host, physical, bytes);
    return true;
}

void MemorySystem::read_dram(const std::uint8_t* host, std::uint32_t address, std::span<std::uint8_t> bytes) {
    const std::uint32_t set = Cache::set_of(address);
    if (const std::optional<std::uint32_t> way = dcache_.find(address); way && dcache_.line(set, *way).buffered) {
        std::memcpy(bytes.data(), dcache_.buffer(set, *way).data() + address % kLineBytes, bytes.size());
        return;
    }
    std::memcpy(bytes.data(), host, bytes.size());
}

void MemorySystem::write_dram(std::uint8_t* host, std::uint32_t address, std::span<const std::uint8_t> bytes) {
    const std::uint32_t set = Cache::set_of(address);
    const std::optional<std::uint32_t> way = dcache_.find(address);
    if (!way) {
        std::memcpy(host, bytes.data(), bytes.size());
        return;
    }
    // The cached copy stays as it was: memory is written behind it.
    buffer_line(set, *way, host - address % kLineBytes);
    std::memcpy(dcache_.buffer(set, *way).data() + address % kLineBytes, bytes.data(), bytes.size());
}

// A cached line's host bytes are the cache's copy; once buffered, its buffer holds
// what DRAM has behind it, starting from the line as it is (`line_host`).
void MemorySystem::buffer_line(std::uint32_t set, std::uint32_t way, const std::uint8_t* line_host) {
    Cache::Line& line = dcache_.line(set, way);
    if (line.buffered) return;
    std::memcpy(dcache_.buffer(set, way).data(), line_host, kLineBytes);
    line.buffered = true;
}

// Drops a line from the data cache. A modified line's bytes become DRAM's (they are
// already in host RAM: the caller charges the write-back, returned true); a clean
// line memory was written behind gives way to what DRAM holds.
bool MemorySystem::evict(std::uint32_t set, std::uint32_t way) {
    Cache::Line& line = dcache_.line(set, way);
    if (line.state == LineState::Invalid) return false;
    revoke_set(set, false, true);
    const bool modified = line.state == LineState::Modified;
    if (modified) ++statistics_.write_backs;
    else if (line.buffered)
        std::memcpy(bus_.decode(line.address, kLineBytes).host, dcache_.buffer(set, way).data(), kLineBytes);
    line = {};
    return modified;
}

// Another master writes [address, address + size): both caches drop the lines, a
// modified one written back first (on the bus when `timed`).
void MemorySystem::snoop_write(std::uint32_t address, std::uint32_t size, bool timed) {
    for (std::uint32_t line = Cache::line_of(address); line < address + size; line += kLineBytes) {
        const std::uint32_t set = Cache::set_of(line);
        if (const auto way = dcache_.find(line); way && evict(set, *way) && timed)
            bus_timing_.occupy(costs_.line_write_back);
        if (const auto way = icache_.find(line)) {
            icache_.line(set, *way) = {};
            revoke_set(set, true, false);
        }
    }
}

bool MemorySystem::dma_read(std::uint32_t address, std::span<std::uint8_t> bytes, std::uint64_t cycle) {
    const auto size = static_cast<std::uint32_t>(bytes.size());
    const BusTarget target = bus_.decode(address, size);
    if (target.kind != BusTarget::Kind::Ram) return false;
    bus_timing_.start_no_earlier(cycle);
    // A modified line is written back and stays, clean, in the cache.
    for (std::uint32_t line = Cache::line_of(address); line < address + size; line += kLineBytes) {
        const std::uint32_t set = Cache::set_of(line);
        const auto way = dcache_.find(line);
        if (!way || dcache_.line(set, *way).state != LineState::Modified) continue;
        ++statistics_.write_backs;
        bus_timing_.occupy(costs_.line_write_back);
        dcache_.line(set, *way).state = LineState::Exclusive;
        dcache_.line(set, *way).buffered = false;
        revoke_set(set, false, true);
    }
    bus_timing_.hold(cycle, bus_timing_.transfer_cycles(bytes.size()));
    std::memcpy(bytes.data(), target.host, bytes.size());
    return true;
}

bool MemorySystem::dma_write(std::uint32_t address, std::span<const std::uint8_t> bytes, std::uint64_t cycle) {
    const auto size = static_cast<std::uint32_t>(bytes.size());
    const BusTarget target = bus_.decode(address, size);
    if (target.kind != BusTarget::Kind::Ram) return false;
    bus_timing_.start_no_earlier(cycle);
    snoop_write(address, size, true);
    bus_timing_.hold(cycle, bus_timing_.transfer_cycles(bytes.size()));
    std::memcpy(target.host, bytes.data(), bytes.size());
    return true;
}

void MemorySystem::load(std::uint32_t address, std::span<const std::uint8_t> bytes) {
    // An empty section's span may carry a null pointer, which memcpy must not see.
    if (bytes.empty()) return;
    const auto size = static_cast<std::uint32_t>(bytes.size());
    snoop_write(address, size, false);
    std::memcpy(bus_.ram().data() + address, bytes.data(), bytes.size());
}

std::vector<std::uint8_t> MemorySystem::memory_contents(std::uint32_t address, std::uint32_t size) {
    std::vector<std::uint8_t> contents(size, 0);
    for (std::uint32_t done = 0; done < size;) {
        const std::uint32_t at = address + done;
        const std::uint32_t chunk = std::min(size - done, kLineBytes - at % kLineBytes);
        read_stored(at, std::span(contents).subspan(done, chunk));
        done += chunk;
    }
    return contents;
}

}  // namespace xp860::mmu
