#include "network/machine.h"

#include <algorithm>
#include <atomic>
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

// Runs a job for every node index on the machine's threads, the calling thread one
// of them, and returns when all are done. Nodes go to threads in no fixed order:
// nothing a node does in a quantum depends on another. A quantum is a few hundred
// nanoseconds of work per node, so the threads wait for rounds by spinning (and
// yield, should the host have fewer cores free than threads); a round starts only
// when every worker has finished the last one, so none can touch a stale job.
class MachineThreads {
public:
    explicit MachineThreads(unsigned count) {
        for (unsigned i = 1; i < count; ++i) workers_.emplace_back([this] { work(); });
    }
    ~MachineThreads() {
        stopping_.store(true);
        round_.fetch_add(1);
        for (auto& worker : workers_) worker.join();
    }

    void for_each(std::uint32_t jobs, const std::function<void(std::uint32_t)>& job) {
        if (workers_.empty()) {
            for (std::uint32_t i = 0; i < jobs; ++i) job(i);
            return;
        }
        job_ = &job;
        jobs_ = jobs;
        next_.store(0);
        resting_.store(0);
        round_.fetch_add(1);  // release: the job is in place
        drain(job, jobs);
        wait_until([&] { return resting_.load() == workers_.size(); });
    }

private:
    template <typename Done>
    static void wait_until(Done done) {
        for (unsigned spins = 0; !done(); ++spins)
            if (spins > 256) std::this_thread::yield();
    }

    void drain(const std::function<void(std::uint32_t)>& job, std::uint32_t jobs) {
        for (std::uint32_t i = next_.fetch_add(1); i < jobs; i = next_.fetch_add(1)) job(i);
    }

    void work() {
        std::uint64_t seen = 0;
        for (;;) {
            wait_until([&] { return round_.load() != seen; });
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

Machine::Machine(const MachineConfig& config) : mesh_(make_mesh(config)) {
    if (config.threads == 0) throw std::invalid_argument("threads: at least 1");
    const std::uint32_t count = mesh_.geometry().node_count();
    for (NodeId id = 0; id < count; ++id) {
        auto node = std::make_unique<Node>(
            NodeConfig{.ram_bytes = config.ram_bytes, .rom_image = config.rom_image, .timing = config.timing});
        auto interface = std::make_unique<NetworkInterface>(
            id, mesh_.geometry(), node->memory(), node->ram_bytes(), node->events(),
            mmu::InterruptLine(node->interrupt_controller(), mmu::kNetworkInterfaceLine));
        node->attach_network_interface(*interface);
        auto recorder = std::make_unique<NodeRecorder>(id);
        node->core().set_trap_listener(recorder.get());
        nodes_.push_back(std::move(node));
        interfaces_.push_back(std::move(interface));
        recorders_.push_back(std::move(recorder));
    }
    halts_.resize(count);
    marks_.resize(count);
    threads_ = std::make_unique<MachineThreads>(std::min(config.threads, count));
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

bool Machine::all_halted() const {
    return std::ranges::all_of(halts_, [](const auto& halt) { return halt.has_value(); });
}

void Machine::run_to(std::uint64_t target) {
    while (cycle_ < target) {
        const std::uint64_t end = std::min(target, cycle_ + kQuantum);
        run_quantum(end);
        exchange_messages(end);
        cycle_ = end;
        publish_events();
    }
}

bool Machine::run(std::uint64_t max_cycles) {
    const std::uint64_t limit = cycle_ + max_cycles;
    while (cycle_ < limit && !all_halted()) run_to(std::min(limit, cycle_ + kQuantum));
    return all_halted();
}

void Machine::run_quantum(std::uint64_t end) {
    threads_->for_each(node_count(), [&](std::uint32_t id) {
        if (halts_[id]) return;
        Node& node = *nodes_[id];
        const std::uint64_t now = node.core().state().cycles;
        if (now >= end) return;  // its last step ran past the previous boundary
        RunResult result = node.run(end - now);
        if (result.halt == RunResult::Halt::CycleLimit) return;
        recorders_[id]->events.push_back(
            {node.core().state().cycles, id, MachineEvent::Kind::Halted, 0, result.pc});
        halts_[id] = std::move(result);
    });
}

// At `boundary`: what the nodes sent goes into the mesh, which then runs one quantum
// ahead; its deliveries go to their interfaces, to appear at their arrival cycles.
void Machine::exchange_messages(std::uint64_t boundary) {
    for (NodeId id = 0; id < node_count(); ++id) {
        for (SentMessage& sent : interfaces_[id]->take_sent()) {
            sent.mesh.tag = next_tag_++;
            const MeshError error = mesh_.submit(sent.mesh);
            if (error != MeshError::None)
                throw std::logic_error("mesh refused a message the interface accepted: " +
                                       std::string(describe(error)));
            recorders_[id]->events.push_back({sent.mesh.inject_cycle, id, MachineEvent::Kind::MessageInjected,
                                             sent.mesh.destination, sent.mesh.body_bytes});
            in_flight_.emplace(sent.mesh.tag, std::move(sent.payload));
        }
    }
    std::vector<std::uint32_t> free_bytes(node_count());
    for (NodeId id = 0; id < node_count(); ++id) free_bytes[id] = interfaces_[id]->free_bytes();
    const Mesh::Advanced advanced = mesh_.advance(boundary + kQuantum, free_bytes);
    if (advanced.error != MeshError::None)
        throw std::logic_error("mesh advance: " + std::string(describe(advanced.error)));
    for (const MeshDelivery& delivery : advanced.deliveries) {
        const auto payload = in_flight_.find(delivery.message.tag);
        const NodeId to = delivery.message.destination;
        recorders_[to]->events.push_back({delivery.tail_arrival, to, MachineEvent::Kind::MessageDelivered,
                                          delivery.message.source, delivery.message.body_bytes});
        interfaces_[to]->deliver(delivery, std::move(payload->second));
        in_flight_.erase(payload);
    }
}

// Events up to this boundary, in cycle order; later ones (a message's injection a
// few cycles on, a delivery in the next quantum) wait for their quantum.
void Machine::publish_events() {
    for (auto& recorder : recorders_) {
        pending_events_.insert(pending_events_.end(), recorder->events.begin(), recorder->events.end());
        recorder->events.clear();
    }
    // Stable: events of one node keep the order they happened in.
    std::ranges::stable_sort(pending_events_, [](const MachineEvent& a, const MachineEvent& b) {
        return a.cycle != b.cycle ? a.cycle < b.cycle : a.node < b.node;
    });
    const auto due = std::ranges::find_if(pending_events_, [&](const MachineEvent& e) { return e.cycle >= cycle_; });
    for (auto event = pending_events_.begin(); event != due; ++event)
        for (const EventSink& sink : sinks_) sink(*event);
    pending_events_.erase(pending_events_.begin(), due);
}

}  // namespace xp860::network
