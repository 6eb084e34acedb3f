// Memory reads and writes once translated (memory_system.h's DECISIONs): cached
// fetches and loads with their fills, reads past the caches, stores through the
// write buffer or into an Exclusive line, and bus errors where nothing answers.
#include <cstring>

#include "cpu/control_registers.h"
#include "mmu/memory_system.h"

namespace xp860::mmu {
namespace {

using cpu::Access;
using cpu::AccessKind;
using cpu::AccessResult;
using cpu::AccessSpace;
namespace dirbase = cpu::dirbase;

constexpr std::uint32_t kLineBytes = Cache::kLineBytes;

}  // namespace

// Where an access goes: translated by the TLB's entry (a walk fills it on a miss,
// translation.cpp) if paging is on, then found in the physical map.
bool MemorySystem::place(const Access& access, bool write, std::uint32_t size, Placement& placement,
                         AccessResult& result) {
    placement.physical = access.address;
    if ((dirbase_ & dirbase::kTranslationEnable) != 0) {
        const TlbEntry* entry = tlb_.lookup(access.address);
        if (entry == nullptr) entry = walk(access.address, write, access.user_mode, result);
        if (entry == nullptr) return false;
        const bool write_protect = (epsr_ & cpu::epsr::kWriteProtect) != 0;
        if (!entry->permits(write, access.user_mode, write_protect)) {
            result.fault = AccessResult::Fault::Translation;
            ++statistics_.translation_faults;
            return false;
        }
        placement.physical = entry->frame | (access.address & (entry->bytes() - 1));
        placement.cacheable = !entry->cache_disable;
        placement.write_through = entry->write_through;
        placement.store_vouchable = entry->permits(true, access.user_mode, write_protect);
    }
    placement.target = bus_.decode(placement.physical, size);
    return true;
}

void MemorySystem::report_bus_error(std::uint32_t address, AccessResult& result) {
    result.fault = AccessResult::Fault::Bus;
    result.bus_error_address = address;
    ++statistics_.bus_errors;
}

void MemorySystem::bus_error(std::uint32_t address, std::uint32_t duration, AccessResult& result) {
    bus_timing_.wait(duration, result);
    report_bus_error(address, result);
}

void MemorySystem::read_memory(const Access& access, std::span<std::uint8_t> bytes, AccessResult& result) {
    // The read half of pst.d's read-modify-write is a Store: it needs write rights.
    const bool write = access.kind == AccessKind::Store;
    Placement placement;
    if (!place(access, write, static_cast<std::uint32_t>(bytes.size()), placement, result)) return;
    switch (placement.target.kind) {
        case BusTarget::Kind::None: bus_error(placement.physical, costs_.bus_error, result); return;
        case BusTarget::Kind::Device: read_uncached(access, placement, bytes, result); return;
        case BusTarget::Kind::Rom:
            if (write) {
                bus_error(placement.physical, costs_.bus_error, result);
                return;
            }
            break;
        case BusTarget::Kind::Ram: break;
    }
    const bool byte_wide_fetch =
        access.kind == AccessKind::InstructionFetch && (dirbase_ & dirbase::kCodeSize8) != 0;
    if (!placement.cacheable || byte_wide_fetch) return read_uncached(access, placement, bytes, result);
    if (access.kind == AccessKind::InstructionFetch) return fetch_cached(access, placement, bytes, result);
    if (write) {
        // pst.d's store does the cache's work; its read sees what loads see (it is one
        // write on the bus, execute_graphics.cpp).
        std::memcpy(bytes.data(), placement.target.host, bytes.size());
        return;
    }
    load_cached(access, placement, bytes, result);
}

void MemorySystem::fetch_cached(const Access& access, const Placement& placement, std::span<std::uint8_t> bytes,
                                AccessResult& result) {
    const std::uint32_t set = Cache::set_of(placement.physical);
    std::optional<std::uint32_t> way = icache_.find(placement.physical);
    if (!way) {
        way = icache_.victim(set);
        revoke_set(set, true, false);
        ++statistics_.instruction_fills;
        bus_timing_.wait(costs_.line_fill, result);  // TF S10: execution resumes once the line is in
        const std::uint32_t line_address = Cache::line_of(placement.physical);
        icache_.line(set, *way) = {line_address, LineState::Shared, true};
        read_dram(placement.target.host - placement.physical % kLineBytes, line_address, icache_.buffer(set, *way));
    }
    icache_.touch(set, *way);
    std::uint8_t* line = icache_.buffer(set, *way).data();
    std::memcpy(bytes.data(), line + placement.physical % kLineBytes, bytes.size());
    if (vouching_ && !watches_.watches_line(Cache::line_of(access.address)))
        fast_path.fetch[set] = {cpu::FastPath::tag_of(access.address, access.user_mode), line};
}

void MemorySystem::load_cached(const Access& access, const Placement& placement, std::span<std::uint8_t> bytes,
                               AccessResult& result) {
    const std::uint32_t set = Cache::set_of(placement.physical);
    std::optional<std::uint32_t> way = dcache_.find(placement.physical);
    if (!way) {
        // TF S4: a pfld that misses does not allocate a line.
        if (access.space == AccessSpace::PipelinedMemory) return read_uncached(access, placement, bytes, result);
        const bool by_block = ((dirbase_ & dirbase::kReplacementControl) >> dirbase::kReplacementControlShift) ==
                              dirbase::kReplaceByBlock;
        way = by_block ? (dirbase_ & dirbase::kReplacementBlock) >> dirbase::kReplacementBlockShift
                       : dcache_.victim(set);
        if (evict(set, *way)) bus_timing_.wait(costs_.line_write_back, result);
        ++statistics_.data_fills;
        bus_timing_.read(costs_.line_fill, costs_.load_miss_data_delay, result);
        const bool shared = placement.write_through || placement.target.kind == BusTarget::Kind::Rom;
        const LineState state = shared ? LineState::Shared : LineState::Exclusive;
        dcache_.line(set, *way) = {Cache::line_of(placement.physical), state, false};
    }
    dcache_.touch(set, *way);
    std::memcpy(bytes.data(), placement.target.host, bytes.size());
    const bool modified = dcache_.line(set, *way).state == LineState::Modified;
    vouch_data(set, access, placement.target.host - placement.physical % kLineBytes,
               modified && placement.store_vouchable && !placement.write_through);
}

// Past the caches: a CD page, a device, a pfld miss, a CS8 fetch. A fetch or pfld
// waits for its data; a load's data arrives late and the scoreboard waits for it.
void MemorySystem::read_uncached(const Access& access, const Placement& placement, std::span<std::uint8_t> bytes,
                                 AccessResult& result) {
    ++statistics_.uncached_reads;
    const bool device = placement.target.kind == BusTarget::Kind::Device;
    const bool fetch = access.kind == AccessKind::InstructionFetch;
    // CS8 (ISA-FACTS §2.5): one transfer per byte of the instruction.
    const std::uint32_t duration = device ? costs_.device_access
                                   : fetch && (dirbase_ & dirbase::kCodeSize8) != 0
                                       ? static_cast<std::uint32_t>(bytes.size()) * costs_.first_transfer
                                       : bus_timing_.transfer_cycles(bytes.size());
    const std::uint64_t start = fetch || access.space == AccessSpace::PipelinedMemory
                                    ? bus_timing_.wait(duration, result)
                                    : bus_timing_.read(duration, duration, result);
    if (!device) return read_dram(placement.target.host, placement.physical, bytes);
    if (!placement.target.device->read(placement.target.offset, bytes, start))
        report_bus_error(placement.physical, result);
}

void MemorySystem::write_memory(const Access& access, std::span<const std::uint8_t> bytes, AccessResult& result) {
    Placement placement;
    if (!place(access, true, static_cast<std::uint32_t>(bytes.size()), placement, result)) return;
    const BusTarget& target = placement.target;
    if (target.kind == BusTarget::Kind::None || target.kind == BusTarget::Kind::Rom)
        return bus_error(placement.physical, costs_.bus_error, result);
    const std::uint32_t duration = bus_timing_.transfer_cycles(bytes.size());
    if (target.kind == BusTarget::Kind::Device) {
        ++statistics_.bus_writes;
        const std::uint64_t start = bus_timing_.post(costs_.device_access, result, statistics_.write_buffer_stalls);
        if (!target.device->write(target.offset, bytes, start)) report_bus_error(placement.physical, result);
        return;
    }
    const std::uint32_t set = Cache::set_of(placement.physical);
    const std::optional<std::uint32_t> way = placement.cacheable ? dcache_.find(placement.physical) : std::nullopt;
    if (!way) {
        // A miss does not allocate, and an uncached store bypasses the cache: to DRAM.
        ++statistics_.bus_writes;
        write_dram(target.host, placement.physical, bytes);
        bus_timing_.post(duration, result, statistics_.write_buffer_stalls);
        return;
    }
    Cache::Line& line = dcache_.line(set, *way);
    dcache_.touch(set, *way);
    if (placement.write_through || line.state == LineState::Shared) {
        ++statistics_.bus_writes;
        std::memcpy(target.host, bytes.data(), bytes.size());
        if (line.buffered) std::memcpy(dcache_.buffer(set, *way).data() + placement.physical % kLineBytes,
                                       bytes.data(), bytes.size());
        bus_timing_.post(duration, result, statistics_.write_buffer_stalls);
    } else {
        // DRAM keeps the bytes the line had until it is written back.
        buffer_line(set, *way, target.host - placement.physical % kLineBytes);
        line.state = LineState::Modified;
        std::memcpy(target.host, bytes.data(), bytes.size());
    }
    vouch_data(set, access, target.host - placement.physical % kLineBytes,
               line.state == LineState::Modified && placement.store_vouchable && !placement.write_through);
}

}  // namespace xp860::mmu
