#include "frontend/snapshot_run.h"

#include <algorithm>
#include <iostream>

#include "snapshot/fingerprint.h"
#include "toolchain/file_bytes.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {

using toolchain::ToolError;

SnapshotInput snapshot_input(const std::string& role, const std::string& path) {
    return {role, path, snapshot::fingerprint(toolchain::read_file_bytes(path))};
}

SnapshotDescription describe_run(std::uint32_t ram_megabytes, bool ideal_memory,
                                 const std::vector<std::pair<std::string, std::string>>& inputs) {
    SnapshotDescription description;
    description.ram_megabytes = ram_megabytes;
    description.ideal_memory = ideal_memory;
    for (const auto& [role, path] : inputs)
        if (!path.empty()) description.inputs.push_back(snapshot_input(role, path));
    return description;
}

std::vector<std::uint8_t> snapshot_rom(const SnapshotFile& loaded, const std::string& file,
                                       const std::string& rom_option) {
    const SnapshotInput* rom = loaded.description.input("rom");
    if (!rom) {
        if (!rom_option.empty()) throw ToolError(file + ": the snapshot is of a machine without a boot ROM; --rom " +
                                                 rom_option + " cannot be given");
        return {};
    }
    const std::string& path = rom_option.empty() ? rom->path : rom_option;
    std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(path);
    if (snapshot::fingerprint(bytes) != rom->fingerprint)
        throw ToolError(file + ": the boot ROM " + path + " is not the one the snapshot was taken with (" + rom->path +
                        " as it was then)");
    return bytes;
}

namespace {

template <typename Machine>
void load_into(Machine& machine, const SnapshotFile& loaded, const std::string& file) {
    try {
        network::restore_snapshot(machine, loaded.snapshot);
    } catch (const snapshot::SnapshotError& error) {
        throw ToolError(file + ": a damaged snapshot: " + error.what());
    } catch (const mmu::HostFileError& error) {
        throw ToolError(file + ": " + error.what());
    }
}

// The cycle it was taken at goes to stderr: it may be a few past the one asked for.
void save(const SnapshotDescription& description, network::MachineSnapshot snapshot, const std::string& path) {
    const std::uint64_t cycle = snapshot.cycle;
    write_snapshot_file(path, {description, std::move(snapshot)});
    std::cerr << "xp860: the machine at cycle " << cycle << " saved to " << path << "\n";
}

template <typename Machine>
network::MachineSnapshot taken(const Machine& machine, const SaveAt& save_at) {
    try {
        return network::take_snapshot(machine);
    } catch (const snapshot::SnapshotError& error) {
        throw ToolError("xp860: --save-at " + std::to_string(save_at.cycle) + ": " + error.what());
    }
}

}  // namespace

void load_snapshot(network::Machine& machine, const SnapshotFile& loaded, const std::string& file) {
    load_into(machine, loaded, file);
}

void load_snapshot(network::Node& node, const SnapshotFile& loaded, const std::string& file) {
    load_into(node, loaded, file);
}

bool run_and_save(network::Machine& machine, const SnapshotDescription& description, const SaveAt& save_at,
                  std::uint64_t limit) {
    if (save_at.cycle > machine.cycle()) machine.run(save_at.cycle - machine.cycle());
    if (machine.all_halted()) {
        // Every node halted inside the quantum: an uninterrupted run ends it first.
        if (machine.cycle() % network::Machine::kQuantum != 0) machine.run_to(std::min(limit, machine.quantum_end()));
        return false;
    }
    save(description, taken(machine, save_at), save_at.path);
    return true;
}

std::optional<network::RunResult> run_and_save(network::Node& node, const SnapshotDescription& description,
                                               const SaveAt& save_at, cpu::StepObserver* observer) {
    const std::uint64_t now = node.core().state().cycles;
    network::RunResult result = node.run(save_at.cycle > now ? save_at.cycle - now : 0, observer);
    if (result.halt != network::RunResult::Halt::CycleLimit) return result;
    save(description, taken(node, save_at), save_at.path);
    return std::nullopt;
}

void report_not_saved(const SaveAt& save_at, std::uint64_t ended_at) {
    std::cerr << "xp860: --save-at " << save_at.cycle << ": the run ended at cycle " << ended_at
              << ", before it; no snapshot written\n";
}

}  // namespace xp860::frontend
