// What a device on the node's bus implements: register reads and writes at the bus
// cycle they happen, and the events it scheduled for itself (event_scheduler.h). A
// device raises and lowers interrupt lines through an InterruptLine it was given
// (interrupt_controller.h). New devices implement this and are attached to the bus
// (PhysicalBus::attach); the core never knows them.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace xp860::mmu {

class Device {
public:
    virtual ~Device() = default;

    // A name for error messages and the memory map ("console").
    virtual std::string_view name() const = 0;

    // A register access of bytes.size() bytes (1, 2, 4, 8 or 16, aligned to its size)
    // at `offset` into the device's window, bytes in memory order (lowest address
    // first), in the bus cycle that starts at `cycle`. false: no register answers
    // there or at that width, which the bus reports as a bus error (IAT or DAT).
    virtual bool read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) = 0;
    virtual bool write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) = 0;

    // An event this device scheduled has come due; `cycle` is the cycle it asked for
    // (the node delivers it between instructions, at that cycle or just after).
    virtual void event(std::uint64_t cycle) { (void)cycle; }
};

}  // namespace xp860::mmu
