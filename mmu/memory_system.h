// The i860 XP's memory system behind the core's MemoryPort: address translation
// with the TLB (translation.cpp; tlb.h, page_table.h), the 16 KB instruction and
// data caches (memory_access.cpp; cache.h), DRAM behind the data cache and the other
// bus masters (dram.cpp), the 64-bit bus with its write buffer (bus_timing.h), and
// the physical map of RAM, ROM and devices (physical_bus.h). It decides what every
// access costs (the memory-system rows of cpu/timing.def) and vouches, in
// MemoryPort::fast_path, for every line an access can use at no cost and with no
// change of state, so that hits never reach it (memory_system.cpp).
//
// Where the data lives. RAM is host memory, and it always holds what a program's
// cached loads see. DRAM's own content differs from it only for a line the data
// cache holds while memory has something else: a modified line (memory still has
// the old bytes) or a clean line memory was written behind (a page walk's A update,
// an uncached store through another mapping). For those lines the line's buffer
// holds what DRAM has. So everything software can observe stays exact: page walks
// and instruction fills read DRAM and miss what the data cache has not written back
// (PRM p.59: "the data cache is not accessed during PTE fetches"), flush and
// eviction write it back, and memory_contents() shows the host what DRAM holds. The
// instruction cache keeps its own copy of each line in its buffer: code written by
// stores runs only after flush (if it is still in the data cache) and ITI, as the
// XR's rules ask (ISA-FACTS §10.5).
//
// DECISION (TF D4: the XP snoops the bus; the snoop protocol's details are NF):
// other bus masters (dma_read, dma_write: the network interface's slot) see and
// update memory coherently: a modified line is written back before they read or
// write it, and a write invalidates the line in both caches.
// DECISION (TF S12): stores do not allocate. A store that misses, and every store to
// a write-through (WT) page, goes to the bus through the write buffer; a store that
// hits a line held Exclusive makes it Modified without a bus cycle. Lines filled
// from a WT page, or from the ROM, are held Shared, so their stores always go out.
// DECISION (TF S11): the bus carries one cycle at a time, in order. A read that
// misses (or goes past the caches) freezes the pipeline until the bus is free, then
// the pipeline runs on and only the read's destination waits for the data (a fill
// delivers the requested doubleword with its first transfer); a fetch miss, a page
// walk and a write-back freeze until they are done; a store that goes to the bus
// waits only when the write buffer is full. A hit is served while the bus finishes
// an earlier fill or posted writes (TF S11 suggests freezing hits during a fill too:
// this keeps every hit free, and costs at most the few clocks a fill's tail lasts).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "cpu/cycle_model.h"
#include "cpu/memory_port.h"
#include "mmu/bus_timing.h"
#include "mmu/cache.h"
#include "mmu/fetch_watches.h"
#include "mmu/interrupt_controller.h"
#include "mmu/physical_bus.h"
#include "mmu/tlb.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

// DECISION: Ideal is the same memory system with every cost zero: translation,
// faults, cache states, write-back and devices behave as Modelled, but every access
// costs what a cache hit costs. It isolates the core's own cycle model (its tests
// run on it) and shows what the memory system adds to a run.
enum class MemoryTiming : std::uint8_t { Modelled, Ideal };

// What the memory system did, for whoever explains a run's cycles.
struct MemoryStatistics {
    std::uint64_t tlb_misses = 0;           // page walks
    std::uint64_t accessed_updates = 0;     // entries whose A a walk set
    std::uint64_t instruction_fills = 0;    // instruction-cache misses
    std::uint64_t data_fills = 0;           // data-cache read misses (stores do not allocate)
    std::uint64_t write_backs = 0;          // modified lines written to memory
    std::uint64_t uncached_reads = 0;       // reads past the caches: CD pages, pfld misses, devices
    std::uint64_t bus_writes = 0;           // stores posted to the bus
    std::uint64_t write_buffer_stalls = 0;  // clocks the pipeline waited for the write buffer
    std::uint64_t translation_faults = 0;
    std::uint64_t bus_errors = 0;

    bool operator==(const MemoryStatistics&) const = default;
};

class MemorySystem final : public cpu::MemoryPort {
public:
    // `model`: the machine's cycle model, whose memory rows it charges when Modelled.
    MemorySystem(PhysicalBus& bus, MemoryTiming timing, const cpu::CycleModel& model = {});

    // The core's cycle counter (CpuState::cycles), the memory system's clock. Within
    // a step it runs on by the freezes the memory system has charged in that step.
    void attach_clock(const std::uint64_t& cycles) { bus_timing_.attach_clock(cycles); }
    // Who answers ldint. Without one an interrupt-acknowledge cycle is a bus error.
    void set_interrupt_controller(InterruptController& controller) { interrupt_controller_ = &controller; }
    // For tests of the fast path: false vouches for nothing, so every access takes
    // the slow path. Cycles and results must be the same either way.
    void set_vouching(bool enabled);
    // Phase marks (fetch_watches.h): each instruction fetch at one of these virtual
    // addresses is told to `observer`.
    void watch_fetches(std::vector<std::uint32_t> addresses, std::function<void(std::uint32_t)> observer);
    bool watches_fetches() const { return !watches_.empty(); }

    cpu::AccessResult read(const cpu::Access& access, std::span<std::uint8_t> bytes) override;
    cpu::AccessResult write(const cpu::Access& access, std::span<const std::uint8_t> bytes) override;
    cpu::AccessResult flush(std::uint32_t address) override;
    void control_changed(std::uint32_t dirbase, std::uint32_t epsr) override;

    // Other bus masters, at physical RAM addresses, in a bus cycle starting no earlier
    // than `cycle`: snooped (the DECISION above). false: not RAM, nothing was done.
    bool dma_read(std::uint32_t address, std::span<std::uint8_t> bytes, std::uint64_t cycle);
    bool dma_write(std::uint32_t address, std::span<const std::uint8_t> bytes, std::uint64_t cycle);
    // Another bus master keeps the bus for `duration` from `cycle`, or from when it is free.
    void hold_bus(std::uint64_t cycle, std::uint32_t duration) { bus_timing_.hold(cycle, duration); }

    // Host views. bytes(): RAM as a program's loads see it (the address range must be
    // in RAM). load(): puts bytes in RAM as a loader does, behind the caches (snooped,
    // untimed). memory_contents(): what DRAM (or the ROM) itself holds.
    std::span<std::uint8_t> bytes(std::uint32_t address, std::uint32_t size) {
        return bus_.ram().subspan(address, size);
    }
    std::span<const std::uint8_t> bytes(std::uint32_t address, std::uint32_t size) const {
        return std::as_const(bus_).ram().subspan(address, size);
    }
    // Whether [address, address + size) lies in RAM.
    bool in_ram(std::uint32_t address, std::uint64_t size) const { return address + size <= bus_.ram_bytes(); }
    void load(std::uint32_t address, std::span<const std::uint8_t> bytes);
    std::vector<std::uint8_t> memory_contents(std::uint32_t address, std::uint32_t size);

    // Inspection without side effects (no A update, TLB fill, cache change or cost).
    // peek_translation: where `address` goes (the TLB's entry if it has one, else the
    // page tables) if it is present at both levels; rights are not checked.
    std::optional<std::uint32_t> peek_translation(std::uint32_t address);
    // What a fetch at `address` would read: the instruction cache's copy if it holds
    // the line, else memory; nullopt where nothing (or a device) answers.
    std::optional<std::uint32_t> peek_instruction(std::uint32_t address);
    bool answers(std::uint32_t physical) { return bus_.decode(physical, 4).kind != BusTarget::Kind::None; }
    LineState data_line(std::uint32_t physical) const;
    bool instruction_line(std::uint32_t physical) const { return icache_.find(physical).has_value(); }
    const MemoryStatistics& statistics() const { return statistics_; }

    // Its part of a machine snapshot: the TLB, both caches with their buffers and
    // replacement state, the bus's and write buffer's timing, the statistics, and
    // the RAM (the bus's). load() revokes every vouched line: they are derived.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    // Where a memory access goes once translated.
    struct Placement {
        std::uint32_t physical = 0;
        BusTarget target;
        bool cacheable = true;
        bool write_through = false;
        bool store_vouchable = true;  // the page lets this mode store without a fault
    };
    struct Costs {
        std::uint32_t first_transfer, burst_transfer, line_fill, load_miss_data_delay, line_write_back,
            uncached_transfer, walk_overhead, accessed_update, device_access, bus_error, io_cycle,
            interrupt_acknowledge, special_cycle, write_buffer_entries;
    };
    static Costs costs_of(MemoryTiming timing, const cpu::CycleModel& model);

    // The page walk on a TLB miss, with the A bits it sets (translation.cpp).
    const TlbEntry* walk(std::uint32_t address, bool write, bool user, cpu::AccessResult& result);
    std::optional<std::uint32_t> read_table(std::uint32_t address, cpu::AccessResult& result);
    bool set_accessed(std::uint32_t address, std::uint32_t entry, cpu::AccessResult& result);

    // Memory reads and writes (memory_access.cpp). place(): where an access goes;
    // it fills `placement` or reports the fault in `result`.
    bool place(const cpu::Access& access, bool write, std::uint32_t size, Placement& placement,
               cpu::AccessResult& result);
    void read_memory(const cpu::Access& access, std::span<std::uint8_t> bytes, cpu::AccessResult& result);
    void write_memory(const cpu::Access& access, std::span<const std::uint8_t> bytes, cpu::AccessResult& result);
    void fetch_cached(const cpu::Access& access, const Placement& place, std::span<std::uint8_t> bytes,
                      cpu::AccessResult& result);
    void load_cached(const cpu::Access& access, const Placement& place, std::span<std::uint8_t> bytes,
                     cpu::AccessResult& result);
    void read_uncached(const cpu::Access& access, const Placement& place, std::span<std::uint8_t> bytes,
                       cpu::AccessResult& result);
    // Nothing answered at `address`: a bus error (IAT or DAT, bear = `address`), after
    // a cycle of `duration` for bus_error.
    void report_bus_error(std::uint32_t address, cpu::AccessResult& result);
    void bus_error(std::uint32_t address, std::uint32_t duration, cpu::AccessResult& result);

    // DRAM behind the data cache (dram.cpp). read_stored: what DRAM or the ROM holds
    // at `physical`; false where neither answers. read_dram, write_dram: DRAM with
    // the buffers of lines the data cache holds; `host` is the host byte of `address`
    // (BusTarget::host). evict, snoop_write: lines leaving the caches.
    bool read_stored(std::uint32_t physical, std::span<std::uint8_t> bytes);
    void read_dram(const std::uint8_t* host, std::uint32_t address, std::span<std::uint8_t> bytes);
    void write_dram(std::uint8_t* host, std::uint32_t address, std::span<const std::uint8_t> bytes);
    void buffer_line(std::uint32_t set, std::uint32_t way, const std::uint8_t* line_host);
    bool evict(std::uint32_t set, std::uint32_t way);
    void snoop_write(std::uint32_t address, std::uint32_t size, bool timed);

    // The fast path (cpu/memory_port.h; memory_system.cpp).
    void vouch_data(std::uint32_t set, const cpu::Access& access, std::uint8_t* line, bool store);
    void revoke_range(std::uint32_t base, std::uint32_t bytes);
    void revoke_set(std::uint32_t set, bool instruction, bool data);

    PhysicalBus& bus_;
    Costs costs_;
    InterruptController* interrupt_controller_ = nullptr;
    bool vouching_ = true;
    FetchWatches watches_;

    std::uint32_t dirbase_ = 0, epsr_ = 0;
    Tlb tlb_;
    Cache icache_, dcache_;
    MemoryStatistics statistics_;
    BusTiming bus_timing_;
};

}  // namespace xp860::mmu
