// One compute node: an i860 XP core on its memory system, with the node's devices
// (mmu/memory_map.h, docs/memory-map.md) and the run loop that lets devices act at
// the cycles they asked for. It starts either from its boot ROM at reset or, without
// one, as the bare machine. A Machine plugs a network interface into its slot.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cpu/core.h"
#include "mmu/console.h"
#include "mmu/event_scheduler.h"
#include "mmu/host_device.h"
#include "mmu/interrupt_controller.h"
#include "mmu/memory_map.h"
#include "mmu/memory_system.h"
#include "mmu/physical_bus.h"
#include "mmu/rom_image.h"
#include "mmu/timer.h"
#include "network/idle_loop.h"

namespace xp860::network {

inline constexpr std::uint32_t kDefaultRamBytes = mmu::kDefaultRamBytes;

struct NodeConfig {
    std::uint32_t ram_bytes = kDefaultRamBytes;
    mmu::RomImage rom_image;  // empty: no boot ROM, the bare machine
    mmu::MemoryTiming timing = mmu::MemoryTiming::Modelled;
    cpu::CycleModel cycle_model{};  // timing.def's, unless a sensitivity run changes rows
    // Whether an idle loop's passes are skipped rather than stepped (idle_loop.h): the
    // same results either way; off only for the tests that check it is.
    bool skip_idle = true;
};

struct RunResult {
    enum class Halt : std::uint8_t {
        UnhandledTrap,  // a trap was taken and nothing answers at the trap vector
        SelfBranch,     // a delayed branch to itself (`br .`) ran its delay slot, and no interrupt can come
        CycleLimit,     // the cycle budget ran out
        Unimplemented,  // the core met an instruction or mode it cannot execute yet
        Exit,           // the program called exit through the host device (status)
        Abort,          // the program called abort through the host device
    };
    Halt halt = Halt::CycleLimit;
    std::uint32_t pc = 0;         // the trapped / unimplemented instruction, the self-branch, or the next one
    std::uint32_t trap_bits = 0;  // psr trap bits of an UnhandledTrap
    std::string detail;           // what is unimplemented
    std::uint32_t status = 0;     // exit's argument
};

// "trap", "self-branch", "cycle-limit", "unimplemented", "exit", "abort": how the command line names a halt.
std::string_view halt_name(RunResult::Halt halt);

// One instruction of the node: what the core did, and the halt it caused, if any.
struct NodeStep {
    cpu::StepOutcome outcome;
    std::optional<RunResult> halt;
};

class Node {
public:
    // Throws mmu::ConfigurationError for a RAM size out of range or a ROM image of the
    // wrong size.
    explicit Node(NodeConfig config);
    explicit Node(std::uint32_t ram_bytes = kDefaultRamBytes)
        : Node(NodeConfig{.ram_bytes = ram_bytes, .rom_image = {}, .timing = mmu::MemoryTiming::Modelled, .cycle_model = {},
                          .skip_idle = true}) {}
    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;

    // Copies `bytes` into RAM at `address`, as a loader would; false if they do not fit.
    bool load(std::uint32_t address, std::span<const std::uint8_t> bytes);

    // Reset: the core starts at 0xFFFFFF00, in the boot ROM if there is one.
    void reset();
    // The bare-machine start (no boot ROM needed): reset, then supervisor mode with
    // paging off at `entry`, the stack pointer (r2) at the top of RAM less 16 bytes.
    // The caches start cold, as reset leaves them.
    void start_at(std::uint32_t entry);

    // One step of the core with run()'s halt rules, for callers that stop between
    // instructions (breakpoints, single steps), device events delivered first.
    // After a halt the core steps on as it is (into the unmapped trap vector,
    // round `br .`); callers stop at the halt.
    NodeStep step();

    // Runs until a halt or until `max_cycles` more cycles have passed, delivering
    // device events at their cycles; an observer hears of every step. Runs and steps
    // may follow each other in any slices: the node does what one long run would.
    RunResult run(std::uint64_t max_cycles, cpu::StepObserver* observer = nullptr);

    // Hands due device events to their devices, as a run does when it ends: what a
    // run that stopped here would have left.
    void deliver_due_events() { events_.run_due(core_.state().cycles); }

    // When the core idles in a loop seen repeating (idle_loop.h) with no interrupt
    // waiting: the cycle of the next device event, the earliest it can leave the loop
    // (UINT64_MAX when none is due); else nullopt.
    std::optional<std::uint64_t> idle_until() const;

    // Plugs a device into the network interface's slot (kNetworkInterfaceBase, 64 KB,
    // interrupt line kNetworkInterfaceLine).
    void attach_network_interface(mmu::Device& device);

    std::uint32_t ram_bytes() const { return bus_.ram_bytes(); }
    cpu::Core& core() { return core_; }
    const cpu::Core& core() const { return core_; }
    mmu::MemorySystem& memory() { return memory_; }
    const mmu::MemorySystem& memory() const { return memory_; }
    mmu::EventScheduler& events() { return events_; }
    mmu::InterruptController& interrupt_controller() { return interrupts_; }
    mmu::Timer& timer() { return timer_; }
    mmu::Console& console() { return console_; }
    const mmu::Console& console() const { return console_; }
    mmu::HostDevice& host() { return host_; }
    const mmu::HostDevice& host() const { return host_; }

    // Its part of a machine snapshot (docs/snapshots.md): the core, the memory
    // system with RAM, the devices and their pending events. The network interface
    // in the slot is saved by its owner, the machine. load() expects a node built
    // with the same NodeConfig; on a snapshot::SnapshotError the node is left half
    // loaded, so load into a new node and keep it only on success.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    // Whether a trap just taken has a handler: something answers at the trap vector.
    bool trap_vector_answers();
    // What stops a run after the core reported `reason` (Trapped, Unimplemented,
    // SelfBranch), or nullopt when the run goes on.
    std::optional<RunResult> halt_for(const cpu::RunOutcome& outcome);
    // Every device that may schedule events, in a fixed order, for the snapshot.
    std::vector<mmu::Device*> devices() const;

    bool skip_idle_;
    IdleLoop idle_loop_;  // derived from stepping: not in the snapshot (idle_loop.h)
    // Messages may arrive from outside through it: `br .` with IM is idling.
    mmu::Device* network_interface_ = nullptr;
    mmu::PhysicalBus bus_;
    mmu::EventScheduler events_;
    mmu::InterruptController interrupts_;
    mmu::Timer timer_;
    mmu::Console console_;
    mmu::MemorySystem memory_;
    mmu::HostDevice host_;
    cpu::Core core_;
};

}  // namespace xp860::network
