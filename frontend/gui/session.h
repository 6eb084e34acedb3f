// The model every panel of the desktop app reads: the machine (the seed's
// experiment, or bare nodes with programs loaded on them), what runs on each
// node with its symbols, run control, the timeline and the messages on the mesh
// read from the machine's event stream, the experiment's results, and the last
// message. Panels read it through const accessors and change the machine only
// through its actions (load, set up the experiment, step, run, pause, reset,
// breakpoints, memory edits); nothing here knows ImGui.
//
// Everything shown comes through the API the command line uses: network::Machine
// (nodes, their cores' state, memory systems, network interfaces, the event
// stream) and kernel::GapExperiment (the experiment and its results).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cpu/cpu_state.h"
#include "frontend/gui/program_symbols.h"
#include "frontend/gui/run_control.h"
#include "frontend/gui/session_file.h"
#include "frontend/gui/timeline_names.h"
#include "frontend/snapshot_file.h"
#include "frontend/timeline/timeline_recorder.h"
#include "kernel/gap_experiment.h"
#include "network/machine.h"
#include "toolchain/object_file.h"

namespace xp860::gui {

struct Jump;
struct HistoryOptions;

// Bare nodes the app builds: 1 to 16, laid out as bare_mesh_shape() says.
inline constexpr int kMaxBareNodes = 16;
// A mesh for `nodes` bare nodes: the most nearly square W x H with W >= H.
std::pair<std::uint32_t, std::uint32_t> bare_mesh_shape(int nodes);

struct SessionOptions {
    // Where the experiment's ROM, kernel and benchmark come from
    // (frontend::experiment_images); empty: the experiment cannot be set up.
    std::function<kernel::ExperimentImages()> images;
    // The opening machine: the experiment when bare_nodes is 0, else that many bare nodes.
    kernel::ExperimentOptions experiment{kernel::Variant::Hrecv, 100, kernel::Profile::Osf1, 1};
    int bare_nodes = 0;
    // Bare nodes' RAM and memory timing (the experiment's machine is GapExperiment's own).
    std::uint32_t ram_bytes = network::kDefaultRamBytes;
    mmu::MemoryTiming timing = mmu::MemoryTiming::Modelled;
};

struct Message {
    enum class Level : std::uint8_t { Info, Error };
    Level level = Level::Info;
    std::string text;
};

// How an address typed or shown is meant: through the node's page tables (when
// paging is on; else it is physical anyway), or as a physical RAM address.
enum class AddressSpace : std::uint8_t { Virtual, Physical };

// Where bytes of a node's address space are: their physical RAM address, or why
// they are not in RAM ("0x50000000 is not mapped on node 1 (paging is on)").
struct Location {
    std::optional<std::uint32_t> physical;
    std::string why;
};

class Session {
public:
    explicit Session(SessionOptions options);
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // --- the machine ---
    bool is_experiment() const { return experiment_ != nullptr; }
    bool experiment_available() const;
    const kernel::ExperimentOptions& experiment_options() const { return experiment_options_; }
    // The trials done so far, as of the last update_timeline().
    const kernel::ExperimentResult& experiment_result() const { return result_; }
    std::uint32_t trials_done() const;
    int node_count() const { return static_cast<int>(machine_->node_count()); }
    const network::MeshGeometry& geometry() const { return machine_->geometry(); }
    std::uint64_t machine_cycle() const { return machine_->cycle(); }
    int selected_node() const { return selected_; }

    // --- a node ---
    bool has_program(int node) const;
    // "gap_bench under the kernel", "to_user" (a bare node's file name), "no program".
    std::string program_name(int node) const;
    // The path of the ELF loaded onto a bare node; nullptr for the experiment's nodes.
    const std::string* program_path(int node) const;
    const ProgramSymbols* symbols(int node) const;
    const cpu::CpuState& cpu(int node) const;
    // The state when the last run or step began, to show what it changed.
    const cpu::CpuState& cpu_before_last_action(int node) const;
    const std::optional<network::RunResult>& halt(int node) const;
    std::uint32_t ram_bytes(int node) const;
    bool paging(int node) const;
    // The interface's registers and queues.
    network::NetworkInterfaceState network_interface(int node) const;
    // The messages received and waiting in the interface.
    std::size_t messages_waiting(int node) const;

    // --- memory ---
    // [address, address + size) of `space` on `node`, all in RAM (and, virtual, in
    // one stretch of physical RAM), or why not.
    Location locate(int node, AddressSpace space, std::uint32_t address, std::uint64_t size) const;
    // The bytes there, as a program's loads see them; empty where locate() says why not.
    std::span<const std::uint8_t> memory(int node, AddressSpace space, std::uint32_t address,
                                         std::uint32_t size) const;
    // What a fetch at the virtual `address` reads (its instruction cache's copy, RAM
    // or the boot ROM); nullopt where nothing answers.
    std::optional<std::uint32_t> instruction(int node, std::uint32_t address) const;
    // The memory view's range, watched so that what the next action changes in it
    // can be shown: its bytes are kept when an action begins (a run, a step, a jump
    // either way).
    void watch_memory(int node, AddressSpace space, std::uint32_t address, std::uint32_t size);
    // The bytes of [address, address + size) as they were when the last action
    // began; empty where that was not watched (or not in RAM) then.
    std::span<const std::uint8_t> memory_before_last_action(int node, AddressSpace space, std::uint32_t address,
                                                            std::uint32_t size) const;
    // An address typed by a person: hex, or a symbol of the node's programs.
    std::optional<std::uint32_t> resolve_address(int node, std::string_view text, std::string& error) const;

    // --- run control and what was seen ---
    // A run, or a search back (back over, reverse continue), is on: tick() advances it.
    bool running() const { return run_.running() || searching(); }
    bool searching() const;
    const std::optional<Stop>& last_stop() const { return last_stop_; }
    const std::set<std::uint32_t>& breakpoints(int node) const { return run_.breakpoints(node); }
    // The snapshots kept to go back (their count and bytes, for the benchmark).
    const History& history() const { return run_.history(); }
    // The snapshots' policy, for the benchmark to compare: the machine is built again.
    void set_history_options(const HistoryOptions& options);
    bool breaks_on(EventBreak kind) const { return run_.breaks_on(kind); }
    const Message& message() const { return message_; }
    // The timeline and the mesh's traffic, as of the last update_timeline().
    const timeline::TimelineModel& timeline() const { return recorder_->model(); }
    const timeline::MessageTraffic& traffic() const { return recorder_->traffic(); }

    // --- actions ---
    void select_node(int node);
    // Reads `path` and loads it onto `node` of a machine of bare nodes (the
    // experiment's machine gives way to one with as many nodes), which starts
    // again: every node's program from its entry. On any error nothing changes and
    // the message says what was wrong.
    bool load(int node, const std::string& path);
    // A new experiment machine with these options, ready to run.
    bool configure_experiment(const kernel::ExperimentOptions& options);
    // The machine built again as it was set up: the experiment, or every bare
    // node's program loaded again.
    void reset();
    // `count` instructions of the selected node, fewer if it halts; the other
    // nodes follow to its cycle.
    void step_into(std::uint64_t count = 1);
    void step_over();
    void run();
    void run_cycles(std::uint64_t cycles);
    void run_to_interrupt();
    void run_to_context_switch();
    void run_to_trap();
    // Going back (history.h): `count` instructions of the selected node, to its
    // previous interrupt, context switch or trap, or the machine to run_to(cycle).
    void step_back(std::uint64_t count = 1);
    void back_to(EventBreak kind);
    void goto_cycle(std::uint64_t cycle);
    // Back over the last call of the selected node, and back to the latest
    // breakpoint of it hit before now (history.h says where each lands): searches
    // that tick() advances and finish() ends, and pause() drops, the machine then
    // as it was before.
    void back_over();
    void reverse_continue();
    // The experiment: `more` trials, or to its end; breakpoints do not stop these.
    void run_trials(std::uint32_t more);
    void run_experiment();
    void pause();
    void toggle_breakpoint(int node, std::uint32_t address);
    void toggle_event_break(EventBreak kind);
    bool write_memory(int node, AddressSpace space, std::uint32_t address, std::span<const std::uint8_t> bytes);
    // Sets register `name` of `node` (editable_register() says which) to `value`
    // through run control; like a memory edit, after going back it discards the future.
    bool set_register(int node, std::string_view name, std::uint32_t value);

    // --- snapshots (session_snapshot.cpp; docs/snapshots.md) ---
    // The machine as a snapshot file describes it (`xp860 run --save-at`'s format).
    frontend::SnapshotDescription describe_machine() const;
    // The machine to `path`; false, with the message saying why, when it cannot be.
    bool save_snapshot(const std::string& path);
    // The machine from `path`: the machine it describes is set up (the experiment
    // with its options, or bare nodes with the programs it names, read again and
    // checked against their fingerprints), loaded from it, and replaces the app's
    // only once it has loaded, so on any error the machine stays as it was and the
    // message names the file.
    bool load_snapshot(const std::string& path);
    bool load_snapshot(const frontend::SnapshotFile& file, const std::string& name);
    // A session file (session_file.h): the machine and `view`, what the app shows.
    bool save_session(const std::string& path, SessionView view);
    // Opens one: the machine as load_snapshot, the selected node, breakpoints and
    // event breakpoints as they were; the view for the app to show (its panels
    // among `panel_names`). Nothing changes when the file is refused (the message says why).
    std::optional<SessionView> open_session(const std::string& path, std::span<const std::string_view> panel_names);
    // The timeline as Chrome trace JSON (frontend/timeline/chrome_trace.h) in `path`.
    bool export_trace(const std::string& path);

    // --- driving a run ---
    // The desktop app: pursues the run for about `budget` of host time.
    void tick(std::chrono::microseconds budget);
    // A script: pursues the run to its stop, pausing it after `max_cycles`; a search
    // back goes to its end.
    void finish(std::uint64_t max_cycles);

private:
    // Brings the timeline, the experiment's results and the views up to the machine.
    void update_timeline();
    struct BareProgram {
        std::string path;
        toolchain::ObjectFile object;
        std::shared_ptr<const ProgramSymbols> symbols;
    };

    const kernel::ExperimentImages* images();
    // Throws ToolError naming `path`.
    static BareProgram read_program(const std::string& path);
    void load_bare(const frontend::SnapshotFile& file, const std::string& name);
    // The machine now; a ToolError naming `path` when it cannot be saved.
    network::MachineSnapshot snapshot_for(const std::string& path);
    // With `saved`, the new machine is loaded from it (a ToolError naming `saved_name`
    // if it does not fit) before it replaces the present one.
    void build_experiment(const kernel::ExperimentOptions& options, const frontend::SnapshotFile* saved = nullptr,
                          const std::string& saved_name = {});
    void build_bare(int nodes, std::vector<std::optional<BareProgram>> programs,
                    const frontend::SnapshotFile* saved = nullptr, const std::string& saved_name = {});
    void attach_machine(const std::vector<timeline::LaneSetup>& lanes);
    void observe(const network::MachineEvent& event);
    void refresh_experiment();
    void begin_action();
    void keep_watched_memory();
    void start(const RunGoal& goal);
    void stopped(const Stop& stop);
    // After a jump back: the views show where it went, the status line says so.
    void jumped(const Jump& jump);
    // After begin_back_over or begin_reverse_continue: the jump if it was done at once.
    void search_began(const std::optional<Jump>& done);
    void searching_message();
    // A run paused, a search dropped (the machine as before it), with nothing said.
    void stop_silently();
    // After an edit of the present: `discarded` (History::edited) on the status line
    // if there was a future; whether there was.
    bool edited(const std::string& discarded);
    network::Node& node(int index) const { return machine_->node(static_cast<network::NodeId>(index)); }
    void info(std::string text);
    void error(std::string text);

    SessionOptions options_;
    std::optional<kernel::ExperimentImages> images_;
    std::string images_error_;
    kernel::ExperimentOptions experiment_options_;
    std::unique_ptr<kernel::GapExperiment> experiment_;  // the machine is its own, or
    std::unique_ptr<network::Machine> bare_;             // one of bare nodes
    network::Machine* machine_ = nullptr;
    std::vector<std::optional<BareProgram>> bare_programs_;
    std::shared_ptr<const ProgramSymbols> experiment_symbols_;  // the kernel's and the benchmark's
    bool experiment_checked_ = false;                            // its end was looked at
    std::optional<std::string> experiment_failure_;              // how it ended, if not as the benchmark ends

    RunControl run_;
    std::vector<cpu::CpuState> before_last_action_;
    // The memory view's range, and its bytes as the last action began, read a
    // 16-byte row at a time (pages apart in RAM, or not mapped: rows not known).
    struct WatchedMemory {
        static constexpr std::uint32_t kRow = 16;
        int node = -1;
        AddressSpace space = AddressSpace::Virtual;
        std::uint32_t address = 0, size = 0;
        std::vector<std::uint8_t> bytes;
        std::vector<bool> known;  // by row
    };
    WatchedMemory watched_, memory_before_;
    std::optional<timeline::TimelineRecorder> recorder_;
    kernel::ExperimentResult result_;
    std::optional<Stop> last_stop_;
    std::uint64_t frontier_ = 0;  // the furthest cycle the machine has reached since it was built or edited
    Message message_;
    int selected_ = 0;
};

}  // namespace xp860::gui
