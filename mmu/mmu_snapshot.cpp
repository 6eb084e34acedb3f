// The memory system's and the devices' parts of a machine snapshot
// (docs/snapshots.md): each class's save() writes the state that decides its
// future, and its load() reads it back in the same order, checking what it can.
#include <algorithm>

#include "mmu/console.h"
#include "mmu/event_scheduler.h"
#include "mmu/host_device.h"
#include "mmu/interrupt_controller.h"
#include "mmu/memory_system.h"
#include "mmu/timer.h"

namespace xp860::mmu {

using snapshot::SnapshotError;
using snapshot::SnapshotReader;
using snapshot::SnapshotWriter;

namespace {

// Lists a TLB entry's fields once: T is const when saving.
template <class Stream, class T>
void transfer(Stream& s, T& e) {
    s(e.page, e.frame, e.valid, e.large, e.writable, e.user, e.dirty, e.write_through, e.cache_disable);
}

// Every count of MemoryStatistics, in its declaration order.
template <class Stream, class T>
void transfer_statistics(Stream& s, T& c) {
    s(c.tlb_misses, c.accessed_updates, c.instruction_fills, c.data_fills, c.write_backs, c.uncached_reads,
      c.bus_writes, c.write_buffer_stalls, c.translation_faults, c.bus_errors);
}

// A field added to these must be saved below: their sizes (on the LP64 hosts the
// emulator builds for) are a reminder.
static_assert(sizeof(TlbEntry) == 16, "TlbEntry changed: save and load its new fields");
static_assert(sizeof(MemoryStatistics) == 80, "MemoryStatistics changed: save and load its new fields");
static_assert(sizeof(Cache::Line) == 8, "Cache::Line changed: save and load its new fields");

constexpr std::uint32_t kPageBytes = 4096;

bool all_zero(std::span<const std::uint8_t> page) {
    return std::ranges::all_of(page, [](std::uint8_t byte) { return byte == 0; });
}

}  // namespace

void Tlb::save(SnapshotWriter& out) const {
    out.tag("tlb ");
    for (const auto& set : small_)
        for (const TlbEntry& entry : set) transfer(out, entry);
    out.put(small_next_);
    for (const TlbEntry& entry : large_) transfer(out, entry);
    out.put(large_next_);
}

void Tlb::load(SnapshotReader& in) {
    in.expect_tag("tlb ");
    for (auto& set : small_)
        for (TlbEntry& entry : set) transfer(in, entry);
    for (std::uint8_t& next : small_next_) next = in.get_below<std::uint8_t>(kWays, "TLB replacement pointer");
    for (TlbEntry& entry : large_) transfer(in, entry);
    large_next_ = in.get_below<std::uint8_t>(kLargeEntries, "TLB replacement pointer");
}

void Cache::save(SnapshotWriter& out) const {
    out.tag("cach");
    for (std::uint32_t set = 0; set < kSets; ++set) {
        for (const Line& line : sets_[set].lines) {
            out(line.address, line.state, line.buffered);
        }
        out.put(sets_[set].tree);
    }
    for (const auto& buffer : buffers_) out.put(buffer);
}

void Cache::load(SnapshotReader& in) {
    in.expect_tag("cach");
    for (Set& set : sets_) {
        for (Line& line : set.lines) {
            in.get(line.address);
            if (line.address % kLineBytes != 0) in.fail("a cache line at a misaligned address");
            line.state = in.get_below<LineState>(4, "cache line state");
            in.get(line.buffered);
        }
        set.tree = in.get_below<std::uint8_t>(8, "replacement tree");
    }
    for (auto& buffer : buffers_) in.get(buffer);
}

void PhysicalBus::save(SnapshotWriter& out) const {
    out.tag("ram ");
    out.put(ram_bytes());
    out.put(rom_.fingerprint());
    const std::span<const std::uint8_t> ram = ram_;
    const std::vector<bool> written = ram_.written_pages(kPageBytes);
    std::vector<std::uint32_t> pages;
    for (std::uint32_t page = 0; page < ram.size() / kPageBytes; ++page)
        if (written[page] && !all_zero(ram.subspan(std::size_t{page} * kPageBytes, kPageBytes))) pages.push_back(page);
    out.put_size(pages.size());
    for (const std::uint32_t page : pages) {
        out.put(page);
        out.put_bytes(ram.subspan(std::size_t{page} * kPageBytes, kPageBytes));
    }
}

// Pages not in the snapshot are zero: those that are not already are cleared.
void PhysicalBus::load(SnapshotReader& in) {
    in.expect_tag("ram ");
    if (in.get<std::uint32_t>() != ram_bytes()) in.fail("a node's RAM size differs from the machine's");
    if (in.get<std::uint64_t>() != rom_.fingerprint()) in.fail("the boot ROM differs from the machine's");
    const std::size_t count = in.get_size(kPageBytes);
    const std::span<std::uint8_t> ram = ram_;
    const std::vector<bool> written = ram_.written_pages(kPageBytes);
    std::uint32_t next_clear = 0;
    const auto clear_up_to = [&](std::uint32_t end) {
        for (; next_clear < end; ++next_clear) {
            const std::span<std::uint8_t> page = ram.subspan(std::size_t{next_clear} * kPageBytes, kPageBytes);
            if (written[next_clear] && !all_zero(page)) std::ranges::fill(page, 0);
        }
    };
    for (std::size_t i = 0; i < count; ++i) {
        const auto page = in.get_below<std::uint32_t>(ram.size() / kPageBytes, "RAM page");
        if (page < next_clear) in.fail("RAM pages out of order");
        const std::span<const std::uint8_t> bytes = in.get_bytes();
        if (bytes.size() != kPageBytes) in.fail("a RAM page of " + std::to_string(bytes.size()) + " bytes");
        clear_up_to(page);
        std::ranges::copy(bytes, ram.begin() + std::ptrdiff_t{page} * kPageBytes);
        next_clear = page + 1;
    }
    clear_up_to(static_cast<std::uint32_t>(ram.size() / kPageBytes));
}

void MemorySystem::save(SnapshotWriter& out) const {
    out.tag("mem ");
    out(dirbase_, epsr_);
    tlb_.save(out);
    icache_.save(out);
    dcache_.save(out);
    transfer_statistics(out, statistics_);
    bus_timing_.save(out);
    bus_.save(out);
}

void MemorySystem::load(SnapshotReader& in) {
    in.expect_tag("mem ");
    in(dirbase_, epsr_);
    tlb_.load(in);
    icache_.load(in);
    dcache_.load(in);
    transfer_statistics(in, statistics_);
    bus_timing_.load(in);
    bus_.load(in);
    fast_path.revoke_all();
}

template <class Stream, class Self>
void BusTiming::transfer(Stream& s, Self& self) {
    s(self.step_start_, self.step_frozen_, self.free_);
}

void BusTiming::save(SnapshotWriter& out) const {
    transfer(out, *this);
    out.put_size(write_buffer_.size());
    for (const std::uint64_t cycle : write_buffer_) out.put(cycle);
}

void BusTiming::load(SnapshotReader& in) {
    transfer(in, *this);
    write_buffer_.resize(in.get_size(8));
    for (std::uint64_t& cycle : write_buffer_) in.get(cycle);
}

void EventScheduler::save(SnapshotWriter& out, std::span<const Device* const> devices) const {
    out.tag("evts");
    out.put(scheduled_);
    out.put_size(pending_.size());
    for (const Pending& p : pending_) {
        out(p.cycle, p.order);
        const auto device = std::ranges::find(devices, p.device);
        if (device == devices.end()) throw SnapshotError(std::string("an event of a device the node does not list: ") +
                                                         std::string(p.device->name()));
        out.put(static_cast<std::uint32_t>(device - devices.begin()));
    }
}

void EventScheduler::load(SnapshotReader& in, std::span<Device* const> devices) {
    in.expect_tag("evts");
    in.get(scheduled_);
    pending_.resize(in.get_size(20));
    for (Pending& p : pending_) {
        in(p.cycle, p.order);
        if (p.order >= scheduled_) in.fail("an event scheduled after the scheduler's count");
        p.device = devices[in.get_below<std::uint32_t>(devices.size(), "device")];
    }
}

template <class Stream, class Self>
void Timer::transfer(Stream& s, Self& self) {
    s(self.latched_high_, self.alarm_at_, self.armed_, self.fired_);
}

void Timer::save(SnapshotWriter& out) const {
    out.tag("timr");
    transfer(out, *this);
}

void Timer::load(SnapshotReader& in) {
    in.expect_tag("timr");
    transfer(in, *this);
}

// The core's INT pin is the core's (CpuState::interrupt_line): nothing is told here.
template <class Stream, class Self>
void InterruptController::transfer(Stream& s, Self& self) {
    s(self.lines_, self.enable_, self.software_, self.level_);
}

void InterruptController::save(SnapshotWriter& out) const {
    out.tag("intc");
    transfer(out, *this);
}

void InterruptController::load(SnapshotReader& in) {
    in.expect_tag("intc");
    transfer(in, *this);
}

void Console::save(SnapshotWriter& out) const {
    out.tag("cons");
    out.put_string(output_);
}

void Console::load(SnapshotReader& in) {
    in.expect_tag("cons");
    output_ = in.get_string();
}

void HostDevice::save(SnapshotWriter& out) const {
    if (input_taken_ > 0)
        throw SnapshotError("the program has read " + std::to_string(input_taken_) +
                            " bytes of the host's stdin (--stdin), which a snapshot cannot hold");
    out.tag("host");
    for (const std::string& kept : kept_) out.put_string(kept);
    for (const std::uint32_t argument : arguments_) out.put(argument);
    out.put_size(program_arguments_.size());
    for (const std::string& argument : program_arguments_) out.put_string(argument);
    out(last_.value, last_.error);
    out.put(end_.has_value());
    out.put(end_ ? end_->kind : HostEnd::Kind::Exit);
    out.put(end_ ? end_->status : 0);
    const std::vector<HostOpenFile> files = system_ ? system_->open_files() : std::vector<HostOpenFile>{};
    out.put_size(files.size());
    for (const HostOpenFile& file : files) {
        out(file.fd, file.flags, file.offset, file.size);
        out.put_string(file.path);
    }
}

void HostDevice::load(SnapshotReader& in) {
    in.expect_tag("host");
    for (std::string& kept : kept_) kept = in.get_string();
    for (std::uint32_t& argument : arguments_) in.get(argument);
    program_arguments_.resize(in.get_size(8));  // each at least its size
    for (std::string& argument : program_arguments_) argument = in.get_string();
    in(last_.value, last_.error);
    const bool ended = in.get<bool>();
    const auto kind = in.get_below<HostEnd::Kind>(2, "end of run");
    const auto status = in.get<std::uint32_t>();
    end_ = ended ? std::optional(HostEnd{kind, status}) : std::nullopt;
    // Each file at least its four numbers and a path's size.
    std::vector<HostOpenFile> files(in.get_size(4 + 4 + 8 + 8 + 8));
    for (HostOpenFile& file : files) {
        in(file.fd, file.flags, file.offset, file.size);
        file.path = in.get_string();
    }
    if (files.empty()) return;
    if (!system_)
        throw SnapshotError("the program held " + std::to_string(files.size()) +
                            " host file(s) open, and this machine has no host file access");
    system_->reopen(files);
}

}  // namespace xp860::mmu
