// Address translation (ISA-FACTS §10, PRM p.59) past the TLB: the two-level page
// walk on a miss, with the A bits it sets and the faults it raises, and the host's
// look at the page tables. Page-table words are read and written in DRAM behind the
// data cache. (A TLB hit's rights: TlbEntry::permits; its use: place().)
#include <array>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "mmu/memory_system.h"
#include "mmu/page_table.h"

namespace xp860::mmu {
namespace {

using cpu::AccessResult;
namespace dirbase = cpu::dirbase;

std::uint32_t directory_entry_address(std::uint32_t dirbase_value, std::uint32_t address) {
    return (dirbase_value & dirbase::kDirectoryBase) | ((address >> 22) << 2);
}
std::uint32_t table_entry_address(std::uint32_t directory_entry, std::uint32_t address) {
    return (directory_entry & pte::kFrame) | (((address >> 12) & 0x3ffu) << 2);
}

}  // namespace

// A TLB miss: the two-level walk with the checks of PRM p.59 in its order (P, W, U,
// A at the directory entry, then at the table entry), setting A where it is clear.
// Faults leave the TLB as it was; a completed walk enters the page, whose D the
// caller then checks (step 9).
const TlbEntry* MemorySystem::walk(std::uint32_t address, bool write, bool user, AccessResult& result) {
    ++statistics_.tlb_misses;
    bus_timing_.freeze_until(bus_timing_.now() + costs_.walk_overhead, result);
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
    const std::uint64_t start = bus_timing_.wait(costs_.uncached_transfer, result);
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
    const std::uint64_t start = bus_timing_.wait(costs_.accessed_update, result);
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

}  // namespace xp860::mmu
