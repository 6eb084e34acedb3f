#include "mmu/memory_system.h"

#include <algorithm>
#include <cstring>

#include "cpu/control_registers.h"
#include "cpu/cycle_model.h"
#include "cpu/little_endian.h"
#include "mmu/page_table.h"

namespace xp860::mmu {
namespace {

using cpu::Access;
using cpu::AccessKind;
using cpu::AccessResult;
using cpu::AccessSpace;
using cpu::FastPath;
namespace dirbase = cpu::dirbase;

// A vouched line is a cache line: the fast path's sets are the caches' sets.
static_assert(FastPath::kSets == Cache::kSets && FastPath::kLineBytes == Cache::kLineBytes);

constexpr std::uint32_t kLineBytes = Cache::kLineBytes;

std::uint32_t directory_entry_address(std::uint32_t dirbase_value, std::uint32_t address) {
    return (dirbase_value & dirbase::kDirectoryBase) | ((address >> 22) << 2);
}
std::uint32_t table_entry_address(std::uint32_t directory_entry, std::uint32_t address) {
    return (directory_entry & pte::kFrame) | (((address >> 12) & 0x3ffu) << 2);
}

}  // namespace

MemorySystem::Costs MemorySystem::costs_of(MemoryTiming timing, const cpu::CycleModel& m) {
    if (timing == MemoryTiming::Ideal) return {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, m.kWriteBufferEntries};
    return {m.kBusFirstTransfer, m.kBusBurstTransfer, m.kLineFill,          m.kLoadMissDataDelay,
            m.kLineWriteBack,    m.kUncachedTransfer, m.kTlbWalkOverhead,   m.kAccessedBitUpdate,
            m.kDeviceAccess,     m.kBusErrorResponse, m.kIoCycle,           m.kInterruptAcknowledge,
            m.kSpecialCycle,     m.kWriteBufferEntries};
}

MemorySystem::MemorySystem(PhysicalBus& bus, MemoryTiming timing, const cpu::CycleModel& model)
    : bus_(bus), costs_(costs_of(timing, model)) {}

void MemorySystem::set_vouching(bool enabled) {
    vouching_ = enabled;
    fast_path.revoke_all();
}

// ---- The core's accesses

void MemorySystem::watch_fetches(std::vector<std::uint32_t> addresses, std::function<void(std::uint32_t)> observer) {
    std::ranges::sort(addresses);
    watched_ = std::move(addresses);
    watched_lines_.clear();
    for (const std::uint32_t address : watched_) watched_lines_.push_back(Cache::line_of(address));
    watch_observer_ = std::move(observer);
    fast_path.revoke_all();
}

AccessResult MemorySystem::read(const Access& access, std::span<std::uint8_t> bytes) {
    AccessResult result;
    if (access.kind == AccessKind::InstructionFetch && !watched_.empty()) [[unlikely]]
        for (std::uint32_t word = access.address; word < access.address + bytes.size(); word += 4)
            if (std::ranges::binary_search(watched_, word)) watch_observer_(word);
    switch (access.space) {
        case AccessSpace::Memory:
        case AccessSpace::PipelinedMemory: read_memory(access, bytes, result); break;
        case AccessSpace::InterruptAcknowledge: {
            if (interrupt_controller_ == nullptr) {
                bus_error(access.address, costs_.interrupt_acknowledge, result);
                break;
            }
            bus_read(costs_.interrupt_acknowledge, costs_.interrupt_acknowledge, result);
            cpu::store_little_endian(bytes, interrupt_controller_->vector());
            break;
        }
        // DECISION (PARAGON-FACTS §2: the Paragon's RPM clock is reached through a
        // memory pointer): the node's devices are all memory-mapped and nothing answers
        // in the I/O space, so ldio and stio end in a bus error, bear holding the port.
        case AccessSpace::Io:
        case AccessSpace::Special: bus_error(access.address, costs_.io_cycle, result); break;
    }
    // The core counts a load's data delay from its issue (cpu/scoreboard.h): the data
    // is also later by whatever the access froze first (a walk, a wait for the bus).
    if (access.kind != AccessKind::InstructionFetch) result.data_delay_cycles += result.freeze_cycles;
    return result;
}

AccessResult MemorySystem::write(const Access& access, std::span<const std::uint8_t> bytes) {
    AccessResult result;
    switch (access.space) {
        case AccessSpace::Memory:
        case AccessSpace::PipelinedMemory: write_memory(access, bytes, result); break;
        // scyc: the cycle carries its code to whatever listens; nothing answers it.
        case AccessSpace::Special: bus_wait(costs_.special_cycle, result); break;
        case AccessSpace::Io:
        case AccessSpace::InterruptAcknowledge: bus_error(access.address, costs_.io_cycle, result); break;
    }
    return result;
}

// flush (PRM p.83, ISA-FACTS §4.7): replaces way dirbase.RB of the set the address
// selects, writing it back if modified. DECISION: the address only selects the set
// (bits 11:5, the same in virtual and physical addresses), so flush is not translated
// and cannot fault; the block it replaces is left invalid ("contents undefined").
AccessResult MemorySystem::flush(std::uint32_t address) {
    AccessResult result;
    const std::uint32_t way = (dirbase_ & dirbase::kReplacementBlock) >> dirbase::kReplacementBlockShift;
    if (evict(Cache::set_of(address), way)) bus_wait(costs_.line_write_back, result);
    return result;
}

void MemorySystem::control_changed(std::uint32_t dirbase_value, std::uint32_t epsr_value) {
    if ((dirbase_value & dirbase::kInvalidate) != 0) {
        tlb_.invalidate_all();
        icache_.invalidate_all();
    }
    dirbase_ = dirbase_value & ~dirbase::kInvalidate;
    epsr_ = epsr_value;
    // Translation, WP, CS8 or the replacement controls may have changed: every vouched
    // line is checked again on its next access.
    fast_path.revoke_all();
}

// ---- Translation (ISA-FACTS §10, PRM p.59)

bool MemorySystem::entry_permits(const TlbEntry& entry, bool write, bool user) const {
    const bool write_protect = (epsr_ & cpu::epsr::kWriteProtect) != 0;
    if (write && !entry.writable && (user || write_protect)) return false;
    if (user && !entry.user) return false;
    return !write || entry.dirty;  // PRM p.59 step 9: D = 0 faults; the hardware never sets D
}

bool MemorySystem::place(const Access& access, bool write, std::uint32_t size, Placement& placement,
                         AccessResult& result) {
    placement.physical = access.address;
    if ((dirbase_ & dirbase::kTranslationEnable) != 0) {
        const TlbEntry* entry = tlb_.lookup(access.address);
        if (entry == nullptr) entry = walk(access.address, write, access.user_mode, result);
        if (entry == nullptr) return false;
        if (!entry_permits(*entry, write, access.user_mode)) {
            result.fault = AccessResult::Fault::Translation;
            ++statistics_.translation_faults;
            return false;
        }
        placement.physical = entry->frame | (access.address & (entry->bytes() - 1));
        placement.cacheable = !entry->cache_disable;
        placement.write_through = entry->write_through;
        placement.store_vouchable = entry_permits(*entry, true, access.user_mode);
    }
    placement.target = bus_.decode(placement.physical, size);
    return true;
}

// A TLB miss: the two-level walk with the checks of PRM p.59 in its order (P, W, U,
// A at the directory entry, then at the table entry), setting A where it is clear.
// Faults leave the TLB as it was; a completed walk enters the page, whose D the
// caller then checks (step 9).
const TlbEntry* MemorySystem::walk(std::uint32_t address, bool write, bool user, AccessResult& result) {
    ++statistics_.tlb_misses;
    freeze_until(now() + costs_.walk_overhead, result);
    const bool write_protect = (epsr_ & cpu::epsr::kWriteProtect) != 0;
    const bool locked = (dirbase_ & dirbase::kBusLock) != 0;
    const auto level_ok = [&](std::uint32_t entry_address, std::uint32_t entry) {
        bool ok = (entry & pte::kPresent) != 0 && pte::permits(entry, write, user, write_protect);
        // "If the TLB miss occurred while the bus was locked" A = 0 faults, so that
        // software can set A and restart the sequence (PRM p.59 step 5).
        if (ok && (entry & pte::kAccessed) == 0) ok = !locked && set_accessed(entry_address, entry, result);
        if (!ok && result.fault == AccessResult::Fault::None) {
            result.fault = AccessResult::Fault::Translation;
            ++statistics_.translation_faults;
        }
        return ok;
    };

    const std::uint32_t directory_address = directory_entry_address(dirbase_, address);
    const std::optional<std::uint32_t> directory = read_table(directory_address, result);
    if (!directory || !level_ok(directory_address, *directory)) return nullptr;
    // A 4 MB page is its directory entry; a 4 KB page's rights are both levels', its
    // D, WT and CD the page entry's: WT and CD "for 2nd level PTE ONLY" (ISA-FACTS
    // §10.2, NDK).
    const bool large = (*directory & pte::kLargePage) != 0;
    std::uint32_t leaf = *directory, rights = *directory;
    if (!large) {
        const std::uint32_t table_address = table_entry_address(*directory, address);
        const std::optional<std::uint32_t> page = read_table(table_address, result);
        if (!page || !level_ok(table_address, *page)) return nullptr;
        leaf = *page;
        rights = *directory & *page;
    }
    const std::uint32_t frame_mask = large ? pte::kLargeFrame : pte::kFrame;
    TlbEntry entry;
    entry.page = address & frame_mask;
    entry.frame = leaf & frame_mask;
    entry.large = large;
    entry.writable = (rights & pte::kWritable) != 0;
    entry.user = (rights & pte::kUser) != 0;
    entry.dirty = (leaf & pte::kDirty) != 0;
    entry.write_through = (leaf & pte::kWriteThrough) != 0;
    entry.cache_disable = (leaf & pte::kCacheDisable) != 0;
    const TlbEntry displaced = tlb_.insert(entry);
    if (displaced.valid) revoke_range(displaced.page, displaced.bytes());
    return tlb_.lookup(address);
}

// A page-table word: a single bus cycle that bypasses the data cache (PRM p.59), so it
// reads what DRAM holds. Little-endian whatever epsr.BE says (ISA-FACTS §10.1).
std::optional<std::uint32_t> MemorySystem::read_table(std::uint32_t address, AccessResult& result) {
    const std::uint64_t start = bus_wait(costs_.uncached_transfer, result);
    std::array<std::uint8_t, 4> word{};
    bool answered = read_stored(address, word);
    if (!answered) {
        const BusTarget target = bus_.decode(address, 4);
        answered = target.kind == BusTarget::Kind::Device && target.device->read(target.offset, word, start);
    }
    if (!answered) {
        // DECISION: a page table at an address nothing answers is the guest's mistake,
        // reported as a bus error of the access that needed it (bear = the entry).
        report_bus_error(address, result);
        return std::nullopt;
    }
    return cpu::load_little_endian(word);
}

// "Assert LOCK#, refetch the PTE, set A, and store the PTE" (PRM p.59).
bool MemorySystem::set_accessed(std::uint32_t address, std::uint32_t entry, AccessResult& result) {
    const std::uint64_t start = bus_wait(costs_.accessed_update, result);
    ++statistics_.accessed_updates;
    std::array<std::uint8_t, 4> word{};
    cpu::store_little_endian(word, entry | pte::kAccessed);
    const BusTarget target = bus_.decode(address, 4);
    bool answered = target.kind == BusTarget::Kind::Ram;
    if (answered) write_dram(target.host, address, word);
    else if (target.kind == BusTarget::Kind::Device) answered = target.device->write(target.offset, word, start);
    if (!answered) report_bus_error(address, result);  // a table in ROM cannot take its A bit
    return answered;
}

// ---- Memory reads and writes

void MemorySystem::report_bus_error(std::uint32_t address, AccessResult& result) {
    result.fault = AccessResult::Fault::Bus;
    result.bus_error_address = address;
    ++statistics_.bus_errors;
}

void MemorySystem::bus_error(std::uint32_t address, std::uint32_t duration, AccessResult& result) {
    bus_wait(duration, result);
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
        bus_wait(costs_.line_fill, result);  // TF S10: execution resumes once the line is in
        const std::uint32_t line_address = Cache::line_of(placement.physical);
        icache_.line(set, *way) = {line_address, LineState::Shared, true};
        read_dram(placement.target.host - placement.physical % kLineBytes, line_address, icache_.buffer(set, *way));
    }
    icache_.touch(set, *way);
    std::uint8_t* line = icache_.buffer(set, *way).data();
    std::memcpy(bytes.data(), line + placement.physical % kLineBytes, bytes.size());
    if (vouching_ && !std::ranges::binary_search(watched_lines_, Cache::line_of(access.address)))
        fast_path.fetch[set] = {FastPath::tag_of(access.address, access.user_mode), line};
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
        if (evict(set, *way)) bus_wait(costs_.line_write_back, result);
        ++statistics_.data_fills;
        bus_read(costs_.line_fill, costs_.load_miss_data_delay, result);
        const bool shared = placement.write_through || placement.target.kind == BusTarget::Kind::Rom;
        dcache_.line(set, *way) = {Cache::line_of(placement.physical), shared ? LineState::Shared : LineState::Exclusive,
                                   false};
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
                                       : transfer_cycles(bytes.size());
    const std::uint64_t start = fetch || access.space == AccessSpace::PipelinedMemory
                                    ? bus_wait(duration, result)
                                    : bus_read(duration, duration, result);
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
    const std::uint32_t duration = transfer_cycles(bytes.size());
    if (target.kind == BusTarget::Kind::Device) {
        ++statistics_.bus_writes;
        const std::uint64_t start = bus_post(costs_.device_access, result);
        if (!target.device->write(target.offset, bytes, start)) report_bus_error(placement.physical, result);
        return;
    }
    const std::uint32_t set = Cache::set_of(placement.physical);
    const std::optional<std::uint32_t> way = placement.cacheable ? dcache_.find(placement.physical) : std::nullopt;
    if (!way) {
        // A miss does not allocate, and an uncached store bypasses the cache: to DRAM.
        ++statistics_.bus_writes;
        write_dram(target.host, placement.physical, bytes);
        bus_post(duration, result);
        return;
    }
    Cache::Line& line = dcache_.line(set, *way);
    dcache_.touch(set, *way);
    if (placement.write_through || line.state == LineState::Shared) {
        ++statistics_.bus_writes;
        std::memcpy(target.host, bytes.data(), bytes.size());
        if (line.buffered) std::memcpy(dcache_.buffer(set, *way).data() + placement.physical % kLineBytes,
                                       bytes.data(), bytes.size());
        bus_post(duration, result);
    } else {
        // DRAM keeps the bytes the line had until it is written back.
        buffer_line(set, *way, target.host - placement.physical % kLineBytes);
        line.state = LineState::Modified;
        std::memcpy(target.host, bytes.data(), bytes.size());
    }
    vouch_data(set, access, target.host - placement.physical % kLineBytes,
               line.state == LineState::Modified && placement.store_vouchable && !placement.write_through);
}

// ---- DRAM behind the data cache

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
        if (const auto way = dcache_.find(line); way && evict(set, *way) && timed) bus_occupy(costs_.line_write_back);
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
    bus_free_ = std::max(bus_free_, cycle);
    // A modified line is written back and stays, clean, in the cache.
    for (std::uint32_t line = Cache::line_of(address); line < address + size; line += kLineBytes) {
        const std::uint32_t set = Cache::set_of(line);
        const auto way = dcache_.find(line);
        if (!way || dcache_.line(set, *way).state != LineState::Modified) continue;
        ++statistics_.write_backs;
        bus_occupy(costs_.line_write_back);
        dcache_.line(set, *way).state = LineState::Exclusive;
        dcache_.line(set, *way).buffered = false;
        revoke_set(set, false, true);
    }
    bus_free_ += transfer_cycles(bytes.size());
    std::memcpy(bytes.data(), target.host, bytes.size());
    return true;
}

bool MemorySystem::dma_write(std::uint32_t address, std::span<const std::uint8_t> bytes, std::uint64_t cycle) {
    const auto size = static_cast<std::uint32_t>(bytes.size());
    const BusTarget target = bus_.decode(address, size);
    if (target.kind != BusTarget::Kind::Ram) return false;
    bus_free_ = std::max(bus_free_, cycle);
    snoop_write(address, size, true);
    bus_free_ += transfer_cycles(bytes.size());
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

// ---- Inspection

std::optional<std::uint32_t> MemorySystem::peek_translation(std::uint32_t address) {
    if ((dirbase_ & dirbase::kTranslationEnable) == 0) return address;
    if (const TlbEntry* entry = tlb_.lookup(address)) return entry->frame | (address & (entry->bytes() - 1));
    const auto entry_at = [&](std::uint32_t at) -> std::optional<std::uint32_t> {
        std::array<std::uint8_t, 4> word{};
        if (!read_stored(at, word)) return std::nullopt;
        const std::uint32_t entry = cpu::load_little_endian(word);
        if ((entry & pte::kPresent) == 0) return std::nullopt;
        return entry;
    };
    const std::optional<std::uint32_t> directory = entry_at(directory_entry_address(dirbase_, address));
    if (!directory) return std::nullopt;
    if ((*directory & pte::kLargePage) != 0) return (*directory & pte::kLargeFrame) | (address & ~pte::kLargeFrame);
    const std::optional<std::uint32_t> page = entry_at(table_entry_address(*directory, address));
    if (!page) return std::nullopt;
    return (*page & pte::kFrame) | (address & ~pte::kFrame);
}

std::optional<std::uint32_t> MemorySystem::peek_instruction(std::uint32_t address) {
    const std::optional<std::uint32_t> physical = peek_translation(address & ~3u);
    if (!physical) return std::nullopt;
    std::array<std::uint8_t, 4> word{};
    const std::uint32_t set = Cache::set_of(*physical);
    if (const auto way = icache_.find(*physical)) {
        std::memcpy(word.data(), icache_.buffer(set, *way).data() + *physical % kLineBytes, 4);
        return cpu::load_little_endian(word);
    }
    if (!read_stored(*physical, word)) return std::nullopt;
    return cpu::load_little_endian(word);
}

LineState MemorySystem::data_line(std::uint32_t physical) const {
    const std::optional<std::uint32_t> way = dcache_.find(physical);
    return way ? dcache_.line(Cache::set_of(physical), *way).state : LineState::Invalid;
}

// ---- Time

std::uint64_t MemorySystem::now() {
    const std::uint64_t clock = clock_ != nullptr ? *clock_ : 0;
    if (clock != step_start_) {
        step_start_ = clock;
        step_frozen_ = 0;
    }
    return step_start_ + step_frozen_;
}

void MemorySystem::freeze_until(std::uint64_t cycle, AccessResult& result) {
    const std::uint64_t at = now();
    if (cycle <= at) return;
    result.freeze_cycles += static_cast<std::uint32_t>(cycle - at);
    step_frozen_ += cycle - at;
}

std::uint64_t MemorySystem::bus_occupy(std::uint32_t duration) {
    const std::uint64_t start = std::max(now(), bus_free_);
    bus_free_ = start + duration;
    return start;
}

std::uint64_t MemorySystem::bus_read(std::uint32_t duration, std::uint32_t data_delay, AccessResult& result) {
    freeze_until(bus_free_, result);
    const std::uint64_t start = bus_occupy(duration);
    result.data_delay_cycles += data_delay;
    return start;
}

std::uint64_t MemorySystem::bus_wait(std::uint32_t duration, AccessResult& result) {
    const std::uint64_t start = bus_occupy(duration);
    freeze_until(bus_free_, result);
    return start;
}

std::uint64_t MemorySystem::bus_post(std::uint32_t duration, AccessResult& result) {
    const std::uint64_t at = now();
    std::erase_if(write_buffer_, [&](std::uint64_t done) { return done <= at; });
    if (write_buffer_.size() >= costs_.write_buffer_entries) {
        const auto oldest = std::ranges::min_element(write_buffer_);
        statistics_.write_buffer_stalls += *oldest - at;
        freeze_until(*oldest, result);
        write_buffer_.erase(oldest);
    }
    const std::uint64_t start = bus_occupy(duration);
    write_buffer_.push_back(start + duration);
    return start;
}

// A single transfer, plus a burst transfer for each further 64 bits.
std::uint32_t MemorySystem::transfer_cycles(std::size_t bytes) const {
    const auto transfers = static_cast<std::uint32_t>((bytes + 7) / 8);
    return costs_.uncached_transfer + (transfers - 1) * costs_.burst_transfer;
}

// ---- The fast path

void MemorySystem::vouch_data(std::uint32_t set, const Access& access, std::uint8_t* line, bool store) {
    if (!vouching_) return;
    const cpu::VouchedLine vouched{FastPath::tag_of(access.address, access.user_mode), line};
    fast_path.load[set] = vouched;
    fast_path.store[set] = store ? vouched : cpu::VouchedLine{};
}

void MemorySystem::revoke_range(std::uint32_t base, std::uint32_t bytes) {
    for (auto* lines : {&fast_path.fetch, &fast_path.load, &fast_path.store})
        for (cpu::VouchedLine& line : *lines)
            if (line.tag != cpu::VouchedLine::kNoLine && (line.tag & ~(bytes - 1)) == base) line = {};
}

void MemorySystem::revoke_set(std::uint32_t set, bool instruction, bool data) {
    if (instruction) fast_path.fetch[set] = {};
    if (data) fast_path.load[set] = fast_path.store[set] = {};
}

}  // namespace xp860::mmu
