// The model every panel of the desktop app reads: the nodes, the programs loaded
// on them with their symbols, breakpoints, run control and what it observed, the
// timeline, and the last message. Panels read it through const accessors and
// change the machine only through its actions (load, step, run, pause, reset,
// breakpoints, memory edits); nothing here knows ImGui.
//
// Today it is built on network::Node, cpu::Core::state() and the node's RAM; when
// the Machine API arrives, the accessors keep their shape and the actions call it.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cpu/cpu_state.h"
#include "frontend/gui/program_symbols.h"
#include "frontend/gui/run_control.h"
#include "frontend/gui/timeline_feed.h"
#include "frontend/gui/timeline_model.h"
#include "network/node.h"
#include "toolchain/object_file.h"

namespace xp860::gui {

struct SessionOptions {
    int nodes = 2;  // the seed's experiment: a sender and a receiver
    std::uint32_t ram_bytes = network::kDefaultRamBytes;
    mmu::MemoryTiming timing = mmu::MemoryTiming::Modelled;
};

struct Message {
    enum class Level : std::uint8_t { Info, Error };
    Level level = Level::Info;
    std::string text;
};

class Session {
public:
    explicit Session(const SessionOptions& options = {});

    // --- reading ---
    int node_count() const { return run_.node_count(); }
    int selected_node() const { return selected_; }
    const cpu::CpuState& cpu(int node) const;
    // The state when the last run or step began, to show what it changed.
    const cpu::CpuState& cpu_before_last_action(int node) const;
    std::uint32_t ram_bytes(int node) const;
    // `size` bytes at `address` of the node's RAM, or an empty span outside it.
    std::span<const std::uint8_t> memory(int node, std::uint32_t address, std::uint32_t size) const;
    // "0x02000000 is outside node 0's RAM (0x00000000..0x01ffffff)" when
    // [address, address + size) is not all RAM.
    std::optional<std::string> outside_ram(int node, std::uint32_t address, std::uint64_t size) const;
    bool loaded(int node) const { return run_.node(node).loaded(); }
    const std::optional<network::RunResult>& halt(int node) const { return run_.node(node).halt(); }
    // The loaded program's path and symbols; nullptr with nothing loaded.
    const std::string* program_path(int node) const;
    const ProgramSymbols* symbols(int node) const;
    // An address typed by a person: hex, or a symbol of the node's program.
    std::optional<std::uint32_t> resolve_address(int node, std::string_view text, std::string& error) const;
    const std::set<std::uint32_t>& breakpoints(int node) const { return run_.node(node).breakpoints(); }
    bool running() const { return run_.running(); }
    const std::optional<Stop>& last_stop() const { return last_stop_; }
    const Message& message() const { return message_; }
    // The timeline as of the last update_timeline().
    const TimelineModel& timeline() const { return timeline_; }

    // --- actions ---
    void select_node(int node);
    // Reads `path` and loads it onto `node`, which starts at its entry. On any
    // error the node is left as it was and the message says what was wrong.
    bool load(int node, const std::string& path);
    // Every node with a program: its program loaded again into fresh RAM and started.
    void reset();
    // `count` instructions of the selected node, fewer if it halts.
    void step_into(std::uint64_t count = 1);
    void step_over();
    void run();
    void run_cycles(std::uint64_t cycles);
    void run_to_trap();
    void pause();
    void toggle_breakpoint(int node, std::uint32_t address);
    bool write_memory(int node, std::uint32_t address, std::span<const std::uint8_t> bytes);

    // --- driving a run ---
    // The desktop app: pursues the run for about `budget` of host time.
    void tick(std::chrono::microseconds budget);
    // A script: pursues the run to its stop, pausing it after `max_cycles`.
    void finish(std::uint64_t max_cycles);
    // Brings the timeline up to the nodes' events.
    void update_timeline();

private:
    struct Program {
        std::string path;
        toolchain::ObjectFile object;
        ProgramSymbols symbols;
    };

    void begin_action();
    void start(const RunGoal& goal);
    void stopped(const Stop& stop);
    void restart_node(int node);
    void info(std::string text);
    void error(std::string text);

    RunControl run_;
    network::NodeConfig node_config_;
    std::vector<std::optional<Program>> programs_;
    std::vector<cpu::CpuState> before_last_action_;
    std::vector<TimelineFeed> feeds_;
    TimelineModel timeline_;
    std::optional<Stop> last_stop_;
    Message message_;
    int selected_ = 0;
};

}  // namespace xp860::gui
