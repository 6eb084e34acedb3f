// The app's machine to and from snapshot files, the format of `xp860 run
// --save-at` and `--load` (frontend/snapshot_file.h, docs/snapshots.md).
//
// Loading sets up the machine the file describes and replaces the app's only once
// the snapshot has loaded into it, so on any error the app keeps its machine.
//
// DECISION: the description of an experiment machine records, besides the boot
// ROM's fingerprint and the kernel profile, an input of role "experiment" whose
// path is the variant and trial count ("hrecv 100"): they are in the guest's memory,
// but the app's kernel::GapExperiment must be set up with the same ones to read
// its results. A bare node's program is an input "node N" as `xp860 run --mesh`
// records it.
#include "frontend/gui/session.h"

#include <algorithm>

#include "frontend/gui/number_text.h"
#include "frontend/snapshot_run.h"
#include "mmu/memory_map.h"
#include "snapshot/fingerprint.h"
#include "toolchain/tool_error.h"

namespace xp860::gui {
namespace {

using frontend::SnapshotDescription;
using frontend::SnapshotInput;
using toolchain::ToolError;

std::string experiment_text(const kernel::ExperimentOptions& options) {
    return std::string(kernel::variant_name(options.variant)) + " " + std::to_string(options.trials);
}

SnapshotInput text_input(const std::string& role, const std::string& text) {
    const std::span bytes(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
    return {role, text, snapshot::fingerprint(bytes)};
}

// "hrecv 100" back to the options; nullopt when it is not that.
std::optional<kernel::ExperimentOptions> described_experiment(const SnapshotDescription& description) {
    const SnapshotInput* input = description.input("experiment");
    const std::size_t space = input->path.find(' ');
    const auto variant = kernel::variant_named(input->path.substr(0, space));
    const auto profile = kernel::profile_named(description.profile);
    const auto trials = space == std::string::npos ? std::nullopt : parse_count(input->path.substr(space + 1));
    if (!variant || !profile || !trials || *trials == 0 || *trials > kernel::GapExperiment::kMaxTrials)
        return std::nullopt;
    return kernel::ExperimentOptions{*variant, static_cast<std::uint32_t>(*trials), *profile, 1};
}

// "node 3" -> 3, when below `nodes`.
std::optional<int> program_node(const std::string& role, std::uint32_t nodes) {
    if (!role.starts_with("node ")) return std::nullopt;
    const auto node = parse_count(role.substr(5));
    if (!node || *node >= nodes) return std::nullopt;
    return static_cast<int>(*node);
}

}  // namespace

SnapshotDescription Session::describe_machine() const {
    SnapshotDescription description;
    description.mesh = true;
    description.width = geometry().width();
    description.height = geometry().height();
    description.ram_megabytes = ram_bytes(0) >> 20;
    if (is_experiment()) {
        description.profile = kernel::profile_name(experiment_options_.profile);
        const std::span rom(images_->rom);
        description.inputs.push_back({"rom", images_->rom_path, snapshot::fingerprint(rom)});
        description.inputs.push_back(text_input("experiment", experiment_text(experiment_options_)));
        return description;
    }
    description.ideal_memory = options_.timing == mmu::MemoryTiming::Ideal;
    for (int i = 0; i < node_count(); ++i)
        if (const std::string* path = program_path(i))
            description.inputs.push_back(frontend::snapshot_input("node " + std::to_string(i), *path));
    return description;
}

network::MachineSnapshot Session::snapshot_for(const std::string& path) {
    pause();
    try {
        return network::take_snapshot(*machine_);
    } catch (const snapshot::SnapshotError& failure) {
        throw ToolError(path + ": cannot save the machine: " + failure.what());
    }
}

bool Session::save_snapshot(const std::string& path) {
    try {
        network::MachineSnapshot snapshot = snapshot_for(path);
        const std::uint64_t cycle = snapshot.cycle;
        frontend::write_snapshot_file(path, {describe_machine(), std::move(snapshot)});
        info("Saved the machine at cycle " + std::to_string(cycle) + " to " + path + ".");
        return true;
    } catch (const ToolError& failure) {
        error(failure.what());
        return false;
    }
}

bool Session::save_session(const std::string& path, SessionView view) {
    try {
        view.selected_node = selected_;
        for (int node = 0; node < node_count(); ++node)
            for (const std::uint32_t address : breakpoints(node)) view.breakpoints.push_back({node, address});
        for (const EventBreak kind : kEventBreaks)
            if (breaks_on(kind)) view.event_breaks.emplace_back(event_break_name(kind));
        SessionFile file{{describe_machine(), snapshot_for(path)}, std::move(view)};
        write_session_file(path, file);
        info("Saved the session to " + path + ": the machine at cycle " + std::to_string(file.machine.snapshot.cycle) +
             ", breakpoints, the selected node and the views.");
        return true;
    } catch (const ToolError& failure) {
        error(failure.what());
        return false;
    }
}

std::optional<SessionView> Session::open_session(const std::string& path,
                                                 std::span<const std::string_view> panel_names) {
    SessionFile file;
    try {
        file = read_session_file(path, panel_names);
        const frontend::SnapshotDescription& d = file.machine.description;
        const std::uint64_t nodes = std::uint64_t{d.width} * d.height;
        if (file.view.selected_node < 0 || static_cast<std::uint64_t>(file.view.selected_node) >= nodes)
            throw ToolError(path + ": the selected node " + std::to_string(file.view.selected_node) +
                            " is not one of the machine's " + std::to_string(nodes) + " nodes");
        for (const SessionBreakpoint& breakpoint : file.view.breakpoints)
            if (breakpoint.node < 0 || static_cast<std::uint64_t>(breakpoint.node) >= nodes)
                throw ToolError(path + ": a breakpoint on node " + std::to_string(breakpoint.node) +
                                ", not one of the machine's " + std::to_string(nodes) + " nodes");
    } catch (const ToolError& failure) {
        error(failure.what() + std::string("; the machine is as it was."));
        return std::nullopt;
    }
    if (!load_snapshot(file.machine, path)) return std::nullopt;
    selected_ = file.view.selected_node;
    for (int node = 0; node < node_count(); ++node)
        for (const std::uint32_t address : std::set(breakpoints(node))) run_.toggle_breakpoint(node, address);
    for (const SessionBreakpoint& breakpoint : file.view.breakpoints)
        if (!breakpoints(breakpoint.node).contains(breakpoint.address))
            run_.toggle_breakpoint(breakpoint.node, breakpoint.address);
    for (const EventBreak kind : kEventBreaks) {
        const bool wanted = std::ranges::find(file.view.event_breaks, event_break_name(kind)) != file.view.event_breaks.end();
        if (breaks_on(kind) != wanted) run_.toggle_event_break(kind);
    }
    info("Opened the session " + path + ": the machine at cycle " + std::to_string(file.machine.snapshot.cycle) +
         " (going back reaches no further than this).");
    return file.view;
}

bool Session::load_snapshot(const std::string& path) {
    try {
        return load_snapshot(frontend::read_snapshot_file(path), path);
    } catch (const ToolError& failure) {
        error(failure.what() + std::string("; the machine is as it was."));
        return false;
    }
}

bool Session::load_snapshot(const frontend::SnapshotFile& file, const std::string& name) {
    const SnapshotDescription& d = file.description;
    const auto fail = [&](const std::string& what) -> ToolError { return ToolError(name + ": " + what); };
    try {
        if (!d.mesh) throw fail("a snapshot of one node (`xp860 run` without --mesh); the app's machines are meshes");
        stop_silently();
        if (d.input("experiment")) {
            const std::optional<kernel::ExperimentOptions> options = described_experiment(d);
            if (!options) throw fail("the experiment '" + d.input("experiment")->path + "' in profile '" + d.profile +
                                     "' is not one the app sets up");
            if (images() == nullptr) throw fail("the experiment cannot be set up: " + images_error_);
            build_experiment(*options, &file, name);
        } else {
            load_bare(file, name);
        }
    } catch (const ToolError& failure) {
        error(failure.what() + std::string("; the machine is as it was."));
        return false;
    }
    info("Loaded the machine at cycle " + std::to_string(file.snapshot.cycle) + " from " + name +
         " (going back reaches no further than this).");
    return true;
}

// Bare nodes with the programs the snapshot names, each read again and checked
// against the fingerprint it had, then loaded from the snapshot.
void Session::load_bare(const frontend::SnapshotFile& file, const std::string& name) {
    const SnapshotDescription& d = file.description;
    const std::uint32_t nodes = d.width * d.height;
    if (nodes == 0 || nodes > kMaxBareNodes || bare_mesh_shape(static_cast<int>(nodes)) != std::pair{d.width, d.height})
        throw ToolError(name + ": a " + d.shape() + " mesh; the app lays bare nodes out as 1x1, 2x1, 3x1, 2x2, ... up to " +
                        std::to_string(kMaxBareNodes) + " nodes");
    if (d.ram_megabytes == 0 || d.ram_megabytes > mmu::kMaxRamBytes >> 20)
        throw ToolError(name + ": nodes of " + std::to_string(d.ram_megabytes) + " MB (1 to " +
                        std::to_string(mmu::kMaxRamBytes >> 20) + ")");
    std::vector<std::optional<BareProgram>> programs(nodes);
    for (const SnapshotInput& input : d.inputs) {
        const std::optional<int> node = program_node(input.role, nodes);
        if (!node) throw ToolError(name + ": an input '" + input.role + "' the app's bare nodes do not have");
        if (frontend::snapshot_input(input.role, input.path).fingerprint != input.fingerprint)
            throw ToolError(name + ": " + input.path + " is not the program node " + std::to_string(*node) +
                            " ran when the snapshot was taken (its contents changed)");
        programs[static_cast<std::size_t>(*node)] = read_program(input.path);
    }
    const SessionOptions before = options_;
    options_.ram_bytes = d.ram_megabytes << 20;
    options_.timing = d.ideal_memory ? mmu::MemoryTiming::Ideal : mmu::MemoryTiming::Modelled;
    try {
        build_bare(static_cast<int>(nodes), std::move(programs), &file, name);
    } catch (...) {
        options_ = before;
        throw;
    }
}

}  // namespace xp860::gui
