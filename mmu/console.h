// The node's console: what the guest writes to it, kept for the host to show.
// Registers (docs/memory-map.md):
//   0x0 DATA    write  the low byte is the next character (a byte, short or word store)
//   0x4 STATUS  read   bit 0: ready for a character (always 1: output never waits)
#pragma once

#include <functional>
#include <string>

#include "mmu/device.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

class Console final : public Device {
public:
    std::string_view name() const override { return "console"; }
    bool read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) override;
    bool write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) override;

    // Everything written so far, unless a sink takes each character as it comes
    // (`xp860 run`, to keep the console and the host device's stdout in order).
    const std::string& output() const { return output_; }
    void set_output(std::function<void(char)> sink) { sink_ = std::move(sink); }

    // Its part of a machine snapshot (docs/snapshots.md).
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    std::string output_;
    std::function<void(char)> sink_;
};

}  // namespace xp860::mmu
