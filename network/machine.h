// The multi-node machine: W x H nodes, each an i860 XP with its memory system and a
// network interface, joined by the mesh; and the one API every user of the emulator
// goes through (the command line, the benchmark, the desktop app, the tests): build
// it, run it, read its state, and follow its event stream.
//
// Time. Nodes run in quanta of kQuantum cycles, in parallel on host threads. A
// message a node sends in a quantum enters the mesh no sooner than
// kNetworkInterfaceSendSetup after the store that started it and arrives no sooner
// than the mesh's minimum latency after that, so never before the quantum ends: at
// each boundary the machine hands the mesh what was sent, advances it one quantum,
// and gives each delivery to its destination's interface, which makes it visible at
// its exact arrival cycle. Nothing a node does within a quantum depends on another
// node, so the results, cycle for cycle, are the same for any number of threads and
// any order nodes run in (docs/mesh.md, "The scheduler"). While every node idles
// (network/idle_loop.h) and the mesh is empty, the quanta up to the first node's
// wake-up are empty, and the machine makes them one. Quanta end on the
// multiples of kQuantum, so they are also the same however a caller slices its runs:
// run_to() any cycle, run(), or a debugger's step() of one node at a time.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "network/machine_event.h"
#include "network/mesh.h"
#include "network/network_interface.h"
#include "network/node.h"
#include "network/rank_exchange.h"

namespace xp860::network {

struct MachineConfig {
    std::uint32_t width = 2;
    std::uint32_t height = 1;
    std::uint32_t ram_bytes = kDefaultRamBytes;
    mmu::RomImage rom_image;  // every node's boot ROM (one copy for all); empty: bare nodes
    mmu::MemoryTiming timing = mmu::MemoryTiming::Modelled;
    unsigned threads = 1;
    // Every node's core, memory system and timer charge by it. The mesh and the
    // network interfaces keep timing.def's rows (the machine's quantum rests on them).
    cpu::CycleModel cycle_model{};
    bool skip_idle = true;  // NodeConfig::skip_idle, for every node; and quanta skipped while all idle
    // Split across ranks (rank_exchange.h): this process builds and runs only its
    // rank's block of nodes, and the ranks share each boundary's messages. Null: one
    // process, every node. Each rank's machine then runs as the whole one would: the
    // same cycles, the same halts; node() and the events are its own nodes' only.
    RankLink* ranks = nullptr;
};

class MachineThreads;

class Machine {
public:
    static constexpr std::uint64_t kQuantum = Mesh::minimum_latency() + cpu::timing::kNetworkInterfaceSendSetup;

    // Throws mmu::ConfigurationError for a bad node configuration and
    // std::invalid_argument for a bad mesh shape or thread count.
    explicit Machine(const MachineConfig& config);
    ~Machine();
    Machine(const Machine&) = delete;
    Machine& operator=(const Machine&) = delete;

    std::uint32_t node_count() const { return static_cast<std::uint32_t>(nodes_.size()); }
    // The nodes this process runs: every node, or its rank's block. node(),
    // network_interface() and halt() answer for these only.
    NodeBlock local_nodes() const { return local_; }
    const MeshGeometry& geometry() const { return mesh_.geometry(); }
    Node& node(NodeId id) { return *nodes_[id]; }
    const Node& node(NodeId id) const { return *nodes_[id]; }
    NetworkInterface& network_interface(NodeId id) { return *interfaces_[id]; }
    const NetworkInterface& network_interface(NodeId id) const { return *interfaces_[id]; }

    // Every node has run to this cycle (its core may have run a few cycles past it,
    // finishing a step; a node step() moved may be further on, within the quantum).
    std::uint64_t cycle() const { return cycle_; }
    // Where the quantum in progress ends and the machine next exchanges messages:
    // the next multiple of kQuantum after cycle(), or a later one when the quanta
    // between are sure to be empty (quiet_until()). Quanta always end on these
    // multiples, however a run is sliced (run_to, run, step), so a machine does
    // the same, cycle for cycle, whichever way it is driven.
    std::uint64_t quantum_end() const { return quantum_end_; }
    // Whether the node has stopped for good: halted at `br .` with interrupts off, a
    // trap with no handler, or something the core cannot execute; and why.
    bool halted(NodeId id) const { return halts_[id].has_value(); }
    const std::optional<RunResult>& halt(NodeId id) const { return halts_[id]; }
    bool all_halted() const;
    // Messages in the mesh: handed over by their interfaces, not yet to their destinations'.
    std::size_t mesh_in_flight() const { return mesh_.in_flight(); }

    // Runs every node to `cycle`, quantum by quantum; a `cycle` inside a quantum
    // leaves the machine there, the quantum still in progress.
    void run_to(std::uint64_t cycle);
    // Runs until every node has halted or `max_cycles` more cycles have passed; true
    // when every node halted.
    bool run(std::uint64_t max_cycles);

    // For debuggers: one instruction of node `id` (Node::step); nullopt when it has
    // halted. A node that has reached the quantum's end waits there: first the
    // others run to it and the machine crosses the boundary. Events are published
    // up to the cycle every node has then reached.
    std::optional<NodeStep> step(NodeId id);
    // The node furthest behind that can still run (ties: the lower number), nullopt
    // once every node has halted: stepping it, again and again, moves the whole
    // machine in cycle order, every node within a step of the others.
    std::optional<NodeId> laggard() const;

    // Every event, in cycle order (ties: node, then deliveries, what the core did in
    // the order it happened, injections, the halt), published as soon as nothing
    // can come before it: every node has run past its cycle, or stands at it and
    // can only add what sorts after it (so a return from trap, dated at the end of
    // its step, is out without its node stepping again).
    using EventSink = std::function<void(const MachineEvent&)>;
    void subscribe(EventSink sink) { sinks_.push_back(std::move(sink)); }

    // Phase marks: a fetch of `address` on `node` (a kernel routine's first
    // instruction, say) becomes a Phase event carrying `mark`, at the cycle the
    // instruction starts (mmu::MemorySystem::watch_fetches: watching changes nothing).
    void mark_phase(NodeId node, std::uint32_t address, std::uint32_t mark);

    // Where the quantum that starts at cycle() may end: quantum_end(), or a later
    // multiple of kQuantum when every quantum before it is sure to be empty (no
    // message in the mesh, every node idle until a later event). The one place the
    // machine's lookahead is decided.
    // `target`: where the run in progress stops, which a quantum need not pass.
    std::uint64_t quiet_until(std::uint64_t target) const;

    // The machine's snapshot (docs/snapshots.md, machine_snapshot.h): every node,
    // interface and halt, the mesh with what is in flight, the quantum and the
    // events recorded and not yet published. Phase marks and subscribers are the
    // caller's and stay as they are. load() expects a machine built with the same
    // MachineConfig; on a snapshot::SnapshotError it is left half loaded, so load
    // into a new machine and keep it only on success.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    static constexpr std::uint32_t kRunningNodesPerThread = 16;
    class NodeRecorder;
    void run_quantum(std::uint64_t target);
    void stretch_quantum(std::uint64_t target);
    // Every running node below `end` runs to it.
    void run_nodes(std::uint64_t end);
    void record_halt(NodeId id, RunResult halt);
    // The messages the node's interface started since the last look, as events.
    void record_sent(NodeId id);
    // After a step: cycle() up to the slowest running node, crossing the boundary
    // when it gets there.
    void catch_up_cycle();
    void cross_boundary();
    void exchange_messages(std::uint64_t boundary);
    // Every node's sent messages and free bytes, across ranks when split.
    std::vector<SentMessage> take_every_sent();
    bool publishable(const MachineEvent& event) const;
    void publish_events();
    // What node `id`'s core has recorded since events were last published.
    std::vector<MachineEvent>& recorded_events(NodeId id) const;

    bool skip_idle_;
    std::optional<RankExchange> rank_exchange_;
    NodeBlock local_;
    std::uint32_t remote_running_ = 0;  // nodes running on the other ranks, as of the last boundary
    std::vector<std::unique_ptr<Node>> nodes_;  // other ranks' nodes: null
    std::vector<std::unique_ptr<NetworkInterface>> interfaces_;
    std::vector<std::unique_ptr<NodeRecorder>> recorders_;
    std::vector<std::optional<RunResult>> halts_;
    std::atomic<std::uint32_t> running_ = 0;  // nodes not halted; a node's thread counts its own halt
    std::vector<std::map<std::uint32_t, std::uint32_t>> marks_;  // per node: address -> mark
    Mesh mesh_;
    std::uint64_t cycle_ = 0;
    std::uint64_t quantum_end_ = kQuantum;
    std::vector<std::size_t> sent_recorded_;  // per node: its interface's sent() already recorded
    std::vector<std::uint32_t> free_bytes_;   // per node, for the mesh at each boundary
    std::uint64_t next_tag_ = 0;
    std::unordered_map<std::uint64_t, MessagePayload> in_flight_;  // by the mesh message's tag
    std::vector<MachineEvent> pending_events_;  // recorded, not yet due for publishing
    std::vector<EventSink> sinks_;
    std::unique_ptr<MachineThreads> threads_;
};

}  // namespace xp860::network
