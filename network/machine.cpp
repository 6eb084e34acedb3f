#include "network/machine.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <span>
#include <stdexcept>
#include <thread>

namespace xp860::network {

// What one node's core did in a quantum, for the event stream. Each node has its
// own, written only by the thread running that node.
class Machine::NodeRecorder final : public cpu::TrapListener {
public:
    explicit NodeRecorder(NodeId node) : node_(node) {}

    void trap_taken(std::uint32_t trap_bits, std::uint32_t fir_pc, std::uint64_t cycle) override {
        events.push_back({cycle, node_, MachineEvent::Kind::TrapTaken, trap_bits, fir_pc});
    }
    void returned_from_trap(std::uint32_t pc, bool user, std::uint64_t cycle) override {
        events.push_back({cycle, node_, MachineEvent::Kind::ReturnFromTrap, user ? 1u : 0u, pc});
    }

    std::vector<MachineEvent> events;

private:
    NodeId node_;
};

std::vector<MachineEvent>& Machine::recorded_events(NodeId id) const { return recorders_[id]->events; }

// Runs a job for every node index on the machine's threads, the calling thread one
// of them, and returns when all are done. Nodes go to threads in no fixed order:
// nothing a node does in a quantum depends on another. A quantum is a few hundred
// nanoseconds of work per node, so the threads wait for rounds by spinning, and
// sleep (atomic wait) once a round is slow to come: the caller runs small rounds
// alone, and a worker left spinning would take the core it needs. A round starts
// only when every worker has finished the last one, so none can touch a stale job.
class MachineThreads {
public:
    explicit MachineThreads(unsigned count) {
        for (unsigned i = 1; i < count; ++i) workers_.emplace_back([this] { work(); });
    }
    ~MachineThreads() {
        stopping_.store(true);
        round_.fetch_add(1);
        round_.notify_all();
        for (auto& worker : workers_) worker.join();
    }

    unsigned count() const { return static_cast<unsigned>(workers_.size()) + 1; }

    // `share`: whether the workers take part, or the calling thread runs every job.
    void for_each(std::uint32_t jobs, const std::function<void(std::uint32_t)>& job, bool share) {
        if (workers_.empty() || !share) {
            for (std::uint32_t i = 0; i < jobs; ++i) job(i);
            return;
        }
        job_ = &job;
        jobs_ = jobs;
        next_.store(0);
        resting_.store(0);
        round_.fetch_add(1);  // release: the job is in place
        round_.notify_all();
        drain(job, jobs);
        for (unsigned spins = 0; resting_.load() != workers_.size(); ++spins)
            if (spins > kSpins) std::this_thread::yield();
    }

private:
    static constexpr unsigned kSpins = 256;

    void drain(const std::function<void(std::uint32_t)>& job, std::uint32_t jobs) {
        for (std::uint32_t i = next_.fetch_add(1); i < jobs; i = next_.fetch_add(1)) job(i);
    }

    void work() {
        std::uint64_t seen = 0;
        for (;;) {
            for (unsigned spins = 0; round_.load() == seen; ++spins)
                if (spins > kSpins) round_.wait(seen);
            seen = round_.load();
            if (stopping_.load()) return;
            drain(*job_, jobs_);
            resting_.fetch_add(1);
        }
    }

    std::vector<std::thread> workers_;
    std::atomic<std::uint64_t> round_{0};
    std::atomic<bool> stopping_{false};
    const std::function<void(std::uint32_t)>* job_ = nullptr;  // written before round_ moves on
    std::uint32_t jobs_ = 0;
    std::atomic<std::uint32_t> next_{0};
    std::atomic<std::size_t> resting_{0};
};

namespace {

Mesh make_mesh(const MachineConfig& config) {
    MeshCreated created = Mesh::create(config.width, config.height);
    if (!created.mesh)
        throw std::invalid_argument("mesh " + std::to_string(config.width) + "x" + std::to_string(config.height) +
                                    ": " + std::string(describe(created.error)));
    return std::move(*created.mesh);
}

}  // namespace

Machine::Machine(const MachineConfig& config) : skip_idle_(config.skip_idle), mesh_(make_mesh(config)) {
    if (config.threads == 0) throw std::invalid_argument("threads: at least 1");
    const std::uint32_t count = mesh_.geometry().node_count();
    if (config.ranks) rank_exchange_.emplace(*config.ranks, count);
    local_ = rank_exchange_ ? rank_exchange_->local() : NodeBlock{0, count};
    nodes_.resize(count);
    interfaces_.resize(count);
    recorders_.resize(count);
    for (NodeId id = local_.first; id < local_.end; ++id) {
        auto node = std::make_unique<Node>(
            NodeConfig{.ram_bytes = config.ram_bytes,
                       .rom_image = config.rom_image,
                       .timing = config.timing,
                       .cycle_model = config.cycle_model,
                       .skip_idle = config.skip_idle});
        auto interface = std::make_unique<NetworkInterface>(
            id, mesh_.geometry(), node->memory(), node->events(),
            mmu::InterruptLine(node->interrupt_controller(), mmu::kNetworkInterfaceLine));
        node->attach_network_interface(*interface);
        auto recorder = std::make_unique<NodeRecorder>(id);
        node->core().set_trap_listener(recorder.get());
        nodes_[id] = std::move(node);
        interfaces_[id] = std::move(interface);
        recorders_[id] = std::move(recorder);
    }
    halts_.resize(count);
    running_ = local_.size();
    remote_running_ = count - local_.size();
    marks_.resize(count);
    sent_recorded_.resize(count);
    free_bytes_.resize(count);
    // No more threads than could ever be given a share of a round (run_nodes): a
    // machine too small for any starts none, and runs as on one thread.
    const unsigned useful = std::max(1u, local_.size() / kRunningNodesPerThread);
    threads_ = std::make_unique<MachineThreads>(std::min(config.threads, useful));
}

Machine::~Machine() = default;

void Machine::mark_phase(NodeId id, std::uint32_t address, std::uint32_t mark) {
    marks_[id][address] = mark;
    std::vector<std::uint32_t> addresses;
    for (const auto& [watched, unused] : marks_[id]) addresses.push_back(watched);
    const cpu::CpuState& state = nodes_[id]->core().state();
    nodes_[id]->memory().watch_fetches(std::move(addresses), [this, id, &state](std::uint32_t fetched) {
        recorders_[id]->events.push_back(
            {state.cycles, id, MachineEvent::Kind::Phase, marks_[id].at(fetched), fetched});
    });
}

bool Machine::all_halted() const { return running_ + remote_running_ == 0; }

void Machine::run_to(std::uint64_t target) {
    while (cycle_ < target) run_quantum(target);
}

bool Machine::run(std::uint64_t max_cycles) {
    const std::uint64_t limit = cycle_ + max_cycles;
    while (cycle_ < limit && !all_halted()) run_quantum(limit);
    return all_halted();
}

// The rest of the quantum in progress, or as much of it as comes before `target`.
void Machine::run_quantum(std::uint64_t target) {
    stretch_quantum(target);
    const std::uint64_t end = std::min(target, quantum_end_);
    run_nodes(end);
    cycle_ = end;
    if (cycle_ == quantum_end_) cross_boundary();
    publish_events();
}

// At a quantum's start (cycle() kQuantum before its end; in a stretched quantum,
// at a multiple of kQuantum a run stopped at, which is as good a start), the end
// quiet_until() allows.
void Machine::stretch_quantum(std::uint64_t target) {
    if (cycle_ + kQuantum == quantum_end_) quantum_end_ = quiet_until(target);
}

std::optional<NodeStep> Machine::step(NodeId id) {
    Node& node = *nodes_[id];
    while (!halts_[id] && node.core().state().cycles >= quantum_end_) run_to(quantum_end_);
    if (halts_[id]) return std::nullopt;
    NodeStep step = node.step();
    record_sent(id);
    if (step.halt) record_halt(id, *step.halt);
    catch_up_cycle();
    publish_events();
    // The last node halted: the quantum ends as a run's would, where run() stops.
    if (all_halted()) run_to(quantum_end_);
    return step;
}

std::optional<NodeId> Machine::laggard() const {
    std::optional<NodeId> slowest;
    for (NodeId id = local_.first; id < local_.end; ++id) {
        if (halts_[id]) continue;
        if (!slowest || nodes_[id]->core().state().cycles < nodes_[*slowest]->core().state().cycles) slowest = id;
    }
    return slowest;
}

// At a quantum's start: a later end for it when the quanta before that are sure to
// be empty. That is when the mesh holds no message and every node that has not
// halted idles (Node::idle_until) until a device event: nothing can be sent before
// the first of those events, so nothing can arrive anywhere before the quantum it
// falls in, whose start is then where this one may end. Crossing the empty
// boundaries one by one would do nothing (no event is due, no message moves), so
// skipping them changes nothing, on any number of threads.
std::uint64_t Machine::quiet_until(std::uint64_t target) const {
    if (mesh_.in_flight() != 0) return quantum_end_;
    // Split across ranks, each would have to know the others' wake-ups (a minimum
    // shared at each boundary, as RankExchange shares the running count): not yet.
    if (!skip_idle_ || rank_exchange_) return quantum_end_;
    std::uint64_t wake = std::numeric_limits<std::uint64_t>::max();
    for (NodeId id = 0; id < node_count(); ++id) {
        if (halts_[id]) continue;
        const std::optional<std::uint64_t> until = nodes_[id]->idle_until();
        if (!until) return quantum_end_;
        wake = std::min(wake, *until);
    }
    // The quantum that holds the first wake-up, or the one a run to `target` stops in.
    const std::uint64_t quiet = std::min(wake, target) / kQuantum * kQuantum;
    return std::max(quantum_end_, quiet);
}

void Machine::catch_up_cycle() {
    for (;;) {
        const std::optional<NodeId> slowest = laggard();
        if (!slowest) return;  // every node has halted: time moves on only with run_to
        const std::uint64_t reached = std::min(quantum_end_, nodes_[*slowest]->core().state().cycles);
        if (reached <= cycle_) return;
        cycle_ = reached;
        if (cycle_ < quantum_end_) return;
        cross_boundary();
    }
}

// A round is shared among the threads only when each gets at least
// kRunningNodesPerThread running nodes: a node's quantum is a few hundred nanoseconds
// of work, and handing a round over costs about a microsecond (the wake-up, the
// cache lines of the nodes' state moving between cores), so with fewer nodes the
// threads would wait on each other longer than they run (2 nodes ran slower on two
// threads than on one). Which thread runs a node changes nothing in the results.
void Machine::run_nodes(std::uint64_t end) {
    const bool share = running_ >= kRunningNodesPerThread * threads_->count();
    threads_->for_each(local_.size(), [&](std::uint32_t index) {
        const NodeId id = local_.first + index;
        if (halts_[id]) return;
        Node& node = *nodes_[id];
        const std::uint64_t now = node.core().state().cycles;
        if (now >= end) return;  // a step went past `end`, or step() moved it on
        RunResult result = node.run(end - now);
        record_sent(id);
        if (result.halt != RunResult::Halt::CycleLimit) record_halt(id, std::move(result));
    }, share);
}

void Machine::record_halt(NodeId id, RunResult halt) {
    recorders_[id]->events.push_back(
        {nodes_[id]->core().state().cycles, id, MachineEvent::Kind::Halted, 0, halt.pc});
    halts_[id] = std::move(halt);
    --running_;
}

// Recorded as soon as the node has made them, not at the boundary, so that an
// injection is in the stream before every node has run past its cycle.
void Machine::record_sent(NodeId id) {
    const std::span<const SentMessage> sent = interfaces_[id]->sent();
    for (std::size_t i = sent_recorded_[id]; i < sent.size(); ++i)
        recorders_[id]->events.push_back({sent[i].mesh.inject_cycle, id, MachineEvent::Kind::MessageInjected,
                                         sent[i].mesh.destination, sent[i].mesh.body_bytes});
    sent_recorded_[id] = sent.size();
}

// Every node has run to the quantum's end. As a run that stops there leaves a
// node, its due device events are delivered (step() leaves them for the next
// step); then the messages are exchanged and the next quantum begins.
void Machine::cross_boundary() {
    for (NodeId id = local_.first; id < local_.end; ++id)
        if (!halts_[id]) nodes_[id]->deliver_due_events();
    exchange_messages(quantum_end_);
    quantum_end_ += kQuantum;
}

// At `boundary`: what the nodes sent goes into the mesh, which then runs one quantum
// ahead; its deliveries go to their interfaces, to appear at their arrival cycles.
// Split across ranks, every rank's mesh does the same, and each rank delivers to its
// own nodes only.
void Machine::exchange_messages(std::uint64_t boundary) {
    for (SentMessage& sent : take_every_sent()) {
        sent.mesh.tag = next_tag_++;
        const MeshError error = mesh_.submit(sent.mesh);
        if (error != MeshError::None)
            throw std::logic_error("mesh refused a message the interface accepted: " + std::string(describe(error)));
        if (local_.contains(sent.mesh.destination)) in_flight_.emplace(sent.mesh.tag, std::move(sent.payload));
    }
    const Mesh::Advanced advanced = mesh_.advance(boundary + kQuantum, free_bytes_);
    if (advanced.error != MeshError::None)
        throw std::logic_error("mesh advance: " + std::string(describe(advanced.error)));
    for (const MeshDelivery& delivery : advanced.deliveries) {
        const NodeId to = delivery.message.destination;
        if (!local_.contains(to)) continue;
        const auto payload = in_flight_.find(delivery.message.tag);
        recorders_[to]->events.push_back({delivery.tail_arrival, to, MachineEvent::Kind::MessageDelivered,
                                          delivery.message.source, delivery.message.body_bytes});
        interfaces_[to]->deliver(delivery, std::move(payload->second));
        in_flight_.erase(payload);
    }
}

// What every node sent in the quantum, in node order, and every node's free receive
// bytes in free_bytes_: this process's nodes', and when split, the other ranks' too.
std::vector<SentMessage> Machine::take_every_sent() {
    std::vector<SentMessage> every;
    for (NodeId id = local_.first; id < local_.end; ++id) {
        for (SentMessage& sent : interfaces_[id]->take_sent()) every.push_back(std::move(sent));
        sent_recorded_[id] = 0;
        free_bytes_[id] = interfaces_[id]->free_bytes();
    }
    if (rank_exchange_) remote_running_ = rank_exchange_->share(every, free_bytes_, running_);
    return every;
}

namespace {

// The order of a node's events within one cycle. A delivery was recorded a quantum
// ahead, an injection and a halt when the node's run or step ended, the rest as the
// core made them; ranking them keeps the stream the same however the run was sliced.
int rank_in_cycle(MachineEvent::Kind kind) {
    switch (kind) {
        case MachineEvent::Kind::MessageDelivered: return 0;
        case MachineEvent::Kind::MessageInjected: return 2;
        case MachineEvent::Kind::Halted: return 3;
        default: return 1;
    }
}

}  // namespace

// Whether nothing that sorts before `event` can still be recorded. Every event is
// recorded before its node runs past its cycle (the core's during the step that
// makes them, dated no earlier than the step's start; injections as soon as the
// node has started them, their cycle later still; deliveries a quantum ahead), so a
// node that has run past the cycle can add nothing before it, and a node standing
// at the cycle only what sorts after it: its own later events of that cycle come
// after a delivery or what its core did (stable), any node's after a lower node's.
bool Machine::publishable(const MachineEvent& event) const {
    if (event.cycle < cycle_) return true;
    bool running = false;
    for (NodeId id = local_.first; id < local_.end; ++id) {
        if (halts_[id]) continue;
        running = true;
        const std::uint64_t at = nodes_[id]->core().state().cycles;
        if (at > event.cycle) continue;
        if (at < event.cycle) return false;
        if (id > event.node || (id == event.node && rank_in_cycle(event.kind) <= 1)) continue;
        return false;
    }
    // Once every node has halted nothing more is recorded but deliveries, each at
    // least a quantum ahead of the boundary that records it.
    return running || event.kind != MachineEvent::Kind::MessageDelivered;
}

// Events in order, as soon as they are publishable: what the core did at the end
// of a step (a return from trap) is out once the other nodes have caught up,
// without its node stepping again.
void Machine::publish_events() {
    bool added = false;
    for (auto& recorder : recorders_) {
        if (!recorder || recorder->events.empty()) continue;  // null: another rank's node
        pending_events_.insert(pending_events_.end(), recorder->events.begin(), recorder->events.end());
        recorder->events.clear();
        added = true;
    }
    if (added)  // stable: events of one kind of one node keep the order they happened in
        std::ranges::stable_sort(pending_events_, [](const MachineEvent& a, const MachineEvent& b) {
            if (a.cycle != b.cycle) return a.cycle < b.cycle;
            if (a.node != b.node) return a.node < b.node;
            return rank_in_cycle(a.kind) < rank_in_cycle(b.kind);
        });
    const auto due = std::ranges::find_if(pending_events_, [&](const MachineEvent& e) { return !publishable(e); });
    for (auto event = pending_events_.begin(); event != due; ++event)
        for (const EventSink& sink : sinks_) sink(*event);
    pending_events_.erase(pending_events_.begin(), due);
}

}  // namespace xp860::network
