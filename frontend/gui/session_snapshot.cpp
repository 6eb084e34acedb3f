// The app's machine to and from snapshot files, the format of `xp860 run
// --save-at` and `--load` (frontend/snapshot_file.h, docs/snapshots.md).
//
// DECISION: the description of an experiment machine records, besides the boot
// ROM's fingerprint and the kernel profile, an input of role "experiment" whose
// path is the variant and trial count ("hrecv 100"): they are in the guest's memory,
// but the app's kernel::GapExperiment must be set up with the same ones to read
// its results. A bare node's program is an input "node N" as `xp860 run --mesh`
// records it.
#include "frontend/gui/session.h"

#include "frontend/snapshot_run.h"
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

std::string input_text(const SnapshotInput* input) {
    return input ? input->role + " " + input->path : "none";
}

// Why a snapshot of the machine `saved` describes cannot be loaded into the one
// `here` describes; empty when it can. Paths may differ; contents may not.
std::string differs(const SnapshotDescription& saved, const SnapshotDescription& here) {
    if (saved.mesh != here.mesh || saved.shape() != here.shape())
        return "a snapshot of " + (saved.mesh ? "a " + saved.shape() + " mesh" : std::string("one node")) +
               "; the app's machine is a " + here.shape() + " mesh";
    if (saved.ram_megabytes != here.ram_megabytes)
        return "nodes of " + std::to_string(saved.ram_megabytes) + " MB; the app's have " +
               std::to_string(here.ram_megabytes) + " MB";
    if (saved.ideal_memory != here.ideal_memory)
        return std::string("a machine with ") + (saved.ideal_memory ? "ideal" : "modelled") + " memory; the app's has " +
               (here.ideal_memory ? "ideal" : "modelled") + " memory";
    if (saved.profile != here.profile)
        return "kernel profile '" + saved.profile + "'; the app's machine has '" + here.profile + "'";
    for (const auto* side : {&saved, &here})
        for (const SnapshotInput& input : side->inputs) {
            const SnapshotInput* a = saved.input(input.role);
            const SnapshotInput* b = here.input(input.role);
            if (!a || !b || a->fingerprint != b->fingerprint)
                return "a machine built from " + input_text(a) + "; the app's is built from " + input_text(b) +
                       (a && b ? " (another file's contents)" : "") +
                       ": set the same machine up first (the experiment, or the programs loaded)";
        }
    return {};
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
        description.inputs.push_back({"rom", "the app's experiment boot ROM", snapshot::fingerprint(rom)});
        description.inputs.push_back(text_input("experiment", experiment_text(experiment_options_)));
        return description;
    }
    description.ideal_memory = options_.timing == mmu::MemoryTiming::Ideal;
    for (int i = 0; i < node_count(); ++i)
        if (const std::string* path = program_path(i))
            description.inputs.push_back(frontend::snapshot_input("node " + std::to_string(i), *path));
    return description;
}

bool Session::save_snapshot(const std::string& path) {
    if (running()) stopped(run_.pause());
    try {
        network::MachineSnapshot snapshot;
        try {
            snapshot = network::take_snapshot(*machine_);
        } catch (const snapshot::SnapshotError& failure) {
            throw ToolError(path + ": cannot save the machine: " + failure.what());
        }
        const std::uint64_t cycle = snapshot.cycle;
        frontend::write_snapshot_file(path, {describe_machine(), std::move(snapshot)});
        info("Saved the machine at cycle " + std::to_string(cycle) + " to " + path + ".");
        return true;
    } catch (const ToolError& failure) {
        error(failure.what());
        return false;
    }
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
    try {
        if (const std::string why = differs(file.description, describe_machine()); !why.empty())
            throw ToolError(name + ": " + why);
        if (running()) run_.pause();
        if (is_experiment()) build_experiment(experiment_options_, &file, name);
        else build_bare(node_count(), bare_programs_, &file, name);
    } catch (const ToolError& failure) {
        error(failure.what() + std::string("; the machine is as it was."));
        return false;
    }
    info("Loaded the machine at cycle " + std::to_string(file.snapshot.cycle) + " from " + name +
         " (going back reaches no further than this).");
    return true;
}

}  // namespace xp860::gui
