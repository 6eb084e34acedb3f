// The node's physical map: what answers where, and the configurations that cannot
// be built, each a clear error naming the problem.
#include <doctest/doctest.h>

#include "mmu/console.h"
#include "mmu/memory_map.h"
#include "mmu/physical_bus.h"
#include "network/node.h"

using namespace xp860;
using mmu::BusTarget;
using mmu::ConfigurationError;

TEST_CASE("the bus decodes RAM from 0, the ROM at the top, and device windows") {
    std::vector<std::uint8_t> rom(mmu::kRomBytes, 0);
    rom[0xfff00] = 0x5a;
    mmu::PhysicalBus bus(2 * mmu::kMegabyte, rom);
    mmu::Console console;
    bus.attach(console, mmu::kConsoleBase, mmu::kDevicePageBytes);

    CHECK(bus.decode(0, 4).kind == BusTarget::Kind::Ram);
    CHECK(bus.decode(0x1ffffc, 4).host == bus.ram().data() + 0x1ffffc);
    CHECK(bus.decode(0x1ffffc, 8).kind == BusTarget::Kind::None);  // runs past the end of RAM
    CHECK(bus.decode(0x200000, 4).kind == BusTarget::Kind::None);
    const BusTarget reset = bus.decode(0xffffff00, 4);
    CHECK(reset.kind == BusTarget::Kind::Rom);
    CHECK(*reset.host == 0x5a);
    const BusTarget device = bus.decode(mmu::kConsoleBase + 4, 4);
    CHECK(device.kind == BusTarget::Kind::Device);
    CHECK(device.device == &console);
    CHECK(device.offset == 4u);
    CHECK(bus.decode(mmu::kConsoleBase + mmu::kDevicePageBytes, 4).kind == BusTarget::Kind::None);

    // Without an image the ROM region answers nothing: the bare machine.
    mmu::PhysicalBus bare(mmu::kMegabyte, {});
    CHECK(bare.decode(0xffffff00, 4).kind == BusTarget::Kind::None);
}

TEST_CASE("a map that does not fit together is a ConfigurationError naming it") {
    CHECK_THROWS_WITH_AS(mmu::PhysicalBus(0, {}),
                         "RAM of 0 bytes: a node has 1 to 3072 MB of RAM, in whole megabytes", ConfigurationError);
    CHECK_THROWS_WITH_AS(mmu::PhysicalBus(3073 * mmu::kMegabyte, {}),
                         "RAM of 3222274048 bytes: a node has 1 to 3072 MB of RAM, in whole megabytes",
                         ConfigurationError);
    CHECK_THROWS_AS(mmu::PhysicalBus(mmu::kMegabyte + 4096, {}), ConfigurationError);
    CHECK_NOTHROW(mmu::PhysicalBus(3 * mmu::kMegabyte, {}));
    CHECK_THROWS_WITH_AS(mmu::PhysicalBus(mmu::kMegabyte, std::vector<std::uint8_t>(4096, 0)),
                         "ROM image of 4096 bytes: the boot ROM is exactly 1048576 bytes, 0xfff00000-0xffffffff",
                         ConfigurationError);

    mmu::PhysicalBus bus(16 * mmu::kMegabyte, {});
    mmu::Console first, second;
    bus.attach(first, 0xf0001000, 0x1000);
    CHECK_THROWS_WITH_AS(bus.attach(second, 0xf0001800, 0x1000),
                         "console at 0xf0001800-0xf00027ff overlaps console at 0xf0001000-0xf0001fff",
                         ConfigurationError);
    CHECK_THROWS_WITH_AS(bus.attach(second, 0x00fff000, 0x2000),
                         "console at 0x00fff000-0x01000fff overlaps RAM at 0x00000000-0x00ffffff", ConfigurationError);
    CHECK_THROWS_WITH_AS(bus.attach(second, 0xffe00000, 0x200000),
                         "console at 0xffe00000-0xffffffff overlaps the boot ROM region at 0xfff00000-0xffffffff",
                         ConfigurationError);
    CHECK_THROWS_WITH_AS(bus.attach(second, 0xf0000000, 0), "console: a window of 0 bytes at 0xf0000000 does not fit "
                                                            "the address space",
                         ConfigurationError);
    CHECK_NOTHROW(bus.attach(second, 0xf0002000, 0x1000));  // right after the first
}

TEST_CASE("a node places its devices and the network interface's slot; a second one there overlaps") {
    network::Node node(network::NodeConfig{.ram_bytes = mmu::kMegabyte, .rom_image = {}, .timing = {}});
    for (const std::uint32_t device : {mmu::kTimerBase, mmu::kConsoleBase, mmu::kInterruptControllerBase})
        CHECK(node.memory().answers(device));
    CHECK_FALSE(node.memory().answers(mmu::kNetworkInterfaceBase));  // the slot is empty
    mmu::Console interface_stand_in, another;
    node.attach_network_interface(interface_stand_in);
    CHECK(node.memory().answers(mmu::kNetworkInterfaceBase + mmu::kNetworkInterfaceBytes - 4));
    CHECK_THROWS_WITH_AS(node.attach_network_interface(another),
                         "console at 0xf0010000-0xf001ffff overlaps console at 0xf0010000-0xf001ffff",
                         ConfigurationError);
    CHECK_THROWS_AS(network::Node(network::NodeConfig{.ram_bytes = 0, .rom_image = {}, .timing = {}}),
                    ConfigurationError);
}
