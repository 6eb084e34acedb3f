// Machine snapshots in memory (network/machine_snapshot.h) on a 4x4 machine
// running the kernel and roms/examples/ring: a snapshot loaded into a new machine
// saves to the same bytes, and the two machines then run on identically (every
// byte of their state, and the events they publish), including a snapshot taken
// while single steps leave the nodes at different cycles inside a quantum. A
// payload cut short or damaged is refused with SnapshotError.
#include <doctest/doctest.h>

#include "network/machine_snapshot.h"
#include "tests/kernel/booted_machine.h"

using namespace xp860;

namespace {

test::BootedMachine ring_machine() { return test::boot_machine(4, 4, test::built_program("roms/examples/ring")); }

// What a machine publishes from now on.
std::vector<network::MachineEvent>& follow(network::Machine& machine) {
    auto events = std::make_shared<std::vector<network::MachineEvent>>();
    machine.subscribe([events](const network::MachineEvent& event) { events->push_back(event); });
    return *events;
}

// Loads `snapshot` into a new ring machine and checks it saves the same bytes.
test::BootedMachine restored(const network::MachineSnapshot& snapshot) {
    test::BootedMachine copy = ring_machine();
    network::restore_snapshot(*copy.machine, snapshot);
    CHECK(network::take_snapshot(*copy.machine).bytes == snapshot.bytes);
    return copy;
}

// Both run `cycles` more and must end in the same state, having published the same events.
void check_same_future(network::Machine& original, network::Machine& copy, std::uint64_t cycles) {
    std::vector<network::MachineEvent>& original_events = follow(original);
    std::vector<network::MachineEvent>& copy_events = follow(copy);
    original.run(cycles);
    copy.run(cycles);
    CHECK(original.cycle() == copy.cycle());
    for (network::NodeId id = 0; id < original.node_count(); ++id) {
        CHECK(original.node(id).core().state() == copy.node(id).core().state());
        CHECK(original.node(id).memory().statistics() == copy.node(id).memory().statistics());
    }
    CHECK(network::take_snapshot(original).bytes == network::take_snapshot(copy).bytes);
    CHECK(!original_events.empty());
    CHECK(original_events == copy_events);
}

}  // namespace

TEST_CASE("a snapshot between quanta: loaded, it saves the same bytes and runs on identically") {
    test::BootedMachine original = ring_machine();
    original.machine->run(5000);
    const network::MachineSnapshot snapshot = network::take_snapshot(*original.machine);
    CHECK(snapshot.cycle == 5000);
    test::BootedMachine copy = restored(snapshot);
    check_same_future(*original.machine, *copy.machine, 40000);
}

TEST_CASE("a snapshot after single steps, nodes at different cycles inside a quantum") {
    test::BootedMachine original = ring_machine();
    original.machine->run(7000);
    for (int i = 0; i < 200; ++i) original.machine->step(*original.machine->laggard());
    const network::MachineSnapshot snapshot = network::take_snapshot(*original.machine);
    test::BootedMachine copy = restored(snapshot);
    check_same_future(*original.machine, *copy.machine, 40000);
}

TEST_CASE("a payload cut short, or one of its bytes changed, is refused with SnapshotError") {
    test::BootedMachine original = ring_machine();
    original.machine->run(3000);
    const network::MachineSnapshot snapshot = network::take_snapshot(*original.machine);
    test::BootedMachine target = ring_machine();
    for (const std::size_t length : {std::size_t{0}, std::size_t{3}, snapshot.bytes.size() / 2, snapshot.bytes.size() - 1}) {
        network::MachineSnapshot cut = snapshot;
        cut.bytes.resize(length);
        CHECK_THROWS_AS(network::restore_snapshot(*target.machine, cut), snapshot::SnapshotError);
    }
    network::MachineSnapshot longer = snapshot;
    longer.bytes.push_back(0);
    CHECK_THROWS_WITH_AS(network::restore_snapshot(*target.machine, longer),
                         doctest::Contains("1 bytes left over at the end"), snapshot::SnapshotError);
    // The first node's tag "node" (after the machine's "mach", shape, cycle and quantum end).
    network::MachineSnapshot renamed = snapshot;
    renamed.bytes[4 + 8 + 16] = 'N';
    CHECK_THROWS_WITH_AS(network::restore_snapshot(*target.machine, renamed),
                         doctest::Contains("expected the part 'node'"), snapshot::SnapshotError);
}
