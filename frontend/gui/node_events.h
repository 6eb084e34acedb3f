// What run control observes of one node as it steps: its start, each trap taken,
// each change of psr.U, and its halt. A stand-in for the Machine's event stream
// (DESIGN.md "How the pieces talk"): the timeline is fed from these records
// (timeline_feed.h), so when the Machine arrives only the feed changes.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "network/node.h"

namespace xp860::gui {

struct NodeEvent {
    enum class Kind : std::uint8_t {
        Started,     // the program was started at `pc`, in the mode `user` says
        Trap,        // a trap was taken by the instruction at `pc`
        ModeChange,  // psr.U changed; `user` is the mode from `cycle` on
        Halted,      // the bare machine's halt (`halt`), at `pc`
    };
    Kind kind = Kind::Started;
    // DECISION: an event is dated by the step that caused it. A trap is dated by
    // the first cycle of the trapped step (`end_cycle`: the cycle the vector's
    // fetch begins); a mode change takes effect at the end of the step that made
    // it, so a trapping step's own cycles count to the mode it trapped from.
    std::uint64_t cycle = 0;
    std::uint64_t end_cycle = 0;
    std::uint32_t pc = 0;
    std::uint32_t trap_bits = 0;  // Trap, and a Halted caused by a trap
    bool user = false;            // Started, ModeChange
    network::RunResult::Halt halt = network::RunResult::Halt::UnhandledTrap;  // Halted
};

// The events of one node, oldest first. It stops recording when full and says
// from which cycle on events are missing, rather than grow without bound.
class NodeEventLog {
public:
    static constexpr std::size_t kCapacity = std::size_t{1} << 20;

    void record(const NodeEvent& event);
    void clear();
    std::span<const NodeEvent> events() const { return events_; }
    // The cycle of the first event not recorded, once the log is full.
    std::optional<std::uint64_t> full_since() const { return full_since_; }

private:
    std::vector<NodeEvent> events_;
    std::optional<std::uint64_t> full_since_;
};

}  // namespace xp860::gui
