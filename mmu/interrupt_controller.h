// The node's interrupt controller: 32 level-sensitive input lines, a mask, and the
// core's INT pin as output; it answers ldint's interrupt-acknowledge cycle with the
// vector of the line to serve. Registers (docs/memory-map.md):
//   0x0 PENDING   read        lines asserted now, by devices or by SOFTWARE
//   0x4 ENABLE    read/write  lines that may interrupt the core (0 after power-on)
//   0x8 SOFTWARE  read/write  lines software asserts itself (a self-interrupt)
// INT is asserted while PENDING & ENABLE is not 0.
// DECISION (ISA-FACTS §9.5: INT is a level; the XP data book's ldint is NF): a line
// stays asserted until its device lowers it, so acknowledging clears nothing; the
// vector is the number of the lowest-numbered pending enabled line, and 0xFFFFFFFF
// (-1 at every ldint width) when none is.
#pragma once

#include <cstdint>
#include <functional>

#include "mmu/device.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

class InterruptController final : public Device {
public:
    static constexpr unsigned kLines = 32;
    static constexpr std::uint32_t kSpuriousVector = 0xffffffffu;

    // `output` is told of every change of the INT level.
    explicit InterruptController(std::function<void(bool)> output) : output_(std::move(output)) {}

    std::string_view name() const override { return "interrupt controller"; }
    bool read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) override;
    bool write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) override;

    void set_line(unsigned line, bool asserted);
    std::uint32_t vector() const;  // what ldint reads
    bool output() const { return (pending() & enable_) != 0; }

    // Its part of a machine snapshot (docs/snapshots.md).
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    std::uint32_t pending() const { return lines_ | software_; }
    void update();
    // The fields save() and load() carry, listed once (mmu_snapshot.cpp): Self is
    // const when saving.
    template <class Stream, class Self>
    static void transfer(Stream& s, Self& self);

    std::function<void(bool)> output_;
    std::uint32_t lines_ = 0, enable_ = 0, software_ = 0;
    bool level_ = false;
};

// One input of the controller, as a device holds it.
class InterruptLine {
public:
    InterruptLine(InterruptController& controller, unsigned line) : controller_(&controller), line_(line) {}
    void set(bool asserted) const { controller_->set_line(line_, asserted); }

private:
    InterruptController* controller_;
    unsigned line_;
};

}  // namespace xp860::mmu
