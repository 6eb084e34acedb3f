// The memory system as the core sees it: its accesses by address space, flush and
// the control registers, the lines it vouches for on the fast path, and what the
// host inspects. Where an access then goes: translation.cpp, memory_access.cpp,
// dram.cpp.
#include "mmu/memory_system.h"

#include <cstring>

#include "cpu/control_registers.h"
#include "cpu/cycle_model.h"
#include "cpu/little_endian.h"

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

}  // namespace

MemorySystem::Costs MemorySystem::costs_of(MemoryTiming timing, const cpu::CycleModel& m) {
    if (timing == MemoryTiming::Ideal) return {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, m.kWriteBufferEntries};
    return {m.kBusFirstTransfer, m.kBusBurstTransfer, m.kLineFill,          m.kLoadMissDataDelay,
            m.kLineWriteBack,    m.kUncachedTransfer, m.kTlbWalkOverhead,   m.kAccessedBitUpdate,
            m.kDeviceAccess,     m.kBusErrorResponse, m.kIoCycle,           m.kInterruptAcknowledge,
            m.kSpecialCycle,     m.kWriteBufferEntries};
}

MemorySystem::MemorySystem(PhysicalBus& bus, MemoryTiming timing, const cpu::CycleModel& model)
    : bus_(bus),
      costs_(costs_of(timing, model)),
      bus_timing_(costs_.uncached_transfer, costs_.burst_transfer, costs_.write_buffer_entries) {}

void MemorySystem::set_vouching(bool enabled) {
    vouching_ = enabled;
    fast_path.revoke_all();
}

void MemorySystem::watch_fetches(std::vector<std::uint32_t> addresses, std::function<void(std::uint32_t)> observer) {
    watches_.watch(std::move(addresses), std::move(observer));
    fast_path.revoke_all();
}

AccessResult MemorySystem::read(const Access& access, std::span<std::uint8_t> bytes) {
    AccessResult result;
    if (access.kind == AccessKind::InstructionFetch && !watches_.empty()) [[unlikely]]
        watches_.fetched(access.address, bytes.size());
    switch (access.space) {
        case AccessSpace::Memory:
        case AccessSpace::PipelinedMemory: read_memory(access, bytes, result); break;
        case AccessSpace::InterruptAcknowledge: {
            if (interrupt_controller_ == nullptr) {
                bus_error(access.address, costs_.interrupt_acknowledge, result);
                break;
            }
            bus_timing_.read(costs_.interrupt_acknowledge, costs_.interrupt_acknowledge, result);
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
        case AccessSpace::Special: bus_timing_.wait(costs_.special_cycle, result); break;
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
    if (evict(Cache::set_of(address), way)) bus_timing_.wait(costs_.line_write_back, result);
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

// ---- Inspection

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
