// The compute node's physical address map: where DRAM, the boot ROM, the devices and
// the network interface's slot answer, and which interrupt line each device drives.
// docs/memory-map.md describes it for programmers; network::Node builds it.
#pragma once

#include <cstdint>

namespace xp860::mmu {

// DRAM from physical 0. DECISION: 1 MB to 3 GB in whole megabytes, so that DRAM never
// reaches the device region at 0xF0000000 and a node stays small enough to build on a
// host; the Paragon node's 32 MB is the default (PARAGON-FACTS §2: up to 128 MB).
inline constexpr std::uint32_t kMegabyte = 1u << 20;
inline constexpr std::uint32_t kDefaultRamBytes = 32 * kMegabyte;
inline constexpr std::uint32_t kMinRamBytes = 1 * kMegabyte;
inline constexpr std::uint32_t kMaxRamBytes = 3072 * kMegabyte;

// The boot ROM: the top megabyte, so that the reset and trap vector 0xFFFFFF00 (TF C8,
// C17) is in it. DECISION: an image is exactly this size, as a ROM part is; a shorter
// file is a mistake in building it, not a smaller ROM.
inline constexpr std::uint32_t kRomBase = 0xfff00000u;
inline constexpr std::uint32_t kRomBytes = 1 * kMegabyte;

// Devices, one 4 KB page each so a kernel can map each with its own rights (the
// time-stamp counter readable from user mode, the others not). Uncached.
inline constexpr std::uint32_t kDevicePageBytes = 0x1000;
inline constexpr std::uint32_t kTimerBase = 0xf0000000u;                // time-stamp counter and alarm
inline constexpr std::uint32_t kConsoleBase = 0xf0001000u;              // console output
inline constexpr std::uint32_t kInterruptControllerBase = 0xf0002000u;  // drives the core's INT
inline constexpr std::uint32_t kHostBase = 0xf0003000u;                 // host calls (host_device.h)
// The network interface's slot (network/network_interface.h): a 64 KB window and
// interrupt line 0.
inline constexpr std::uint32_t kNetworkInterfaceBase = 0xf0010000u;
inline constexpr std::uint32_t kNetworkInterfaceBytes = 0x10000;

// Interrupt-controller input lines.
inline constexpr unsigned kNetworkInterfaceLine = 0;
inline constexpr unsigned kTimerLine = 1;

}  // namespace xp860::mmu
