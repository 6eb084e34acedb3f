#include "frontend/mesh_run.h"

#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontend/common_options.h"
#include "frontend/host_files.h"
#include "frontend/program_loader.h"
#include "frontend/register_fields.h"
#include "frontend/timeline/timeline_recorder.h"
#include "network/machine.h"
#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"
#include "toolchain/hex.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {
namespace {

using toolchain::ToolError;

std::string halt_text(const std::optional<network::RunResult>& halt) {
    if (!halt) return "running (cycle limit)";
    const std::string name(network::halt_name(halt->halt));
    switch (halt->halt) {
        case network::RunResult::Halt::UnhandledTrap: return name + " " + trap_names(halt->trap_bits);
        case network::RunResult::Halt::Unimplemented: return name + ": " + halt->detail;
        case network::RunResult::Halt::Exit: return name + " " + std::to_string(static_cast<std::int32_t>(halt->status));
        default: return name;
    }
}

// What node `id` runs: the program --node names for it, else everyone's (or none).
const std::string& program_of(const MeshRun& run, network::NodeId id) {
    const auto named = run.programs.find(id);
    return named != run.programs.end() ? named->second : run.program;
}

// The machine's timeline, followed from now on: a lane per node that runs a
// program, and with the kernel each node's interrupt phases (marks only watch).
timeline::TimelineRecorder follow_timeline(network::Machine& machine, const MeshRun& run,
                                           const kernel::KernelImage* kernel) {
    std::vector<timeline::LaneSetup> lanes;
    for (network::NodeId id = 0; id < machine.node_count(); ++id) {
        const std::string& path = program_of(run, id);
        lanes.push_back({"node " + std::to_string(id) + ": " +
                             (path.empty() ? "no program" : std::filesystem::path(path).filename().string()),
                         !path.empty()});
        if (kernel)
            for (const kernel::PhaseMark& mark : kernel::phase_marks(*kernel))
                machine.mark_phase(id, mark.address, static_cast<std::uint32_t>(mark.phase));
    }
    return timeline::TimelineRecorder(machine, lanes, kernel != nullptr);
}

// What a snapshot of this run says it is of.
SnapshotDescription describe(const MeshRun& run) {
    SnapshotDescription description;
    description.mesh = true;
    description.width = run.width;
    description.height = run.height;
    description.ram_megabytes = run.ram_megabytes;
    description.ideal_memory = run.timing == mmu::MemoryTiming::Ideal;
    if (!run.rom.empty()) description.inputs.push_back(snapshot_input("rom", run.rom));
    if (!run.kernel.empty()) {
        description.profile = kernel::profile_name(run.profile);
        description.inputs.push_back(snapshot_input("kernel", run.kernel));
    }
    if (!run.program.empty()) description.inputs.push_back(snapshot_input("program", run.program));
    for (const auto& [node, path] : run.programs)
        description.inputs.push_back(snapshot_input("node " + std::to_string(node), path));
    return description;
}

// Installs each node's program, and the kernel that runs it, if any.
void install_programs(network::Machine& machine, const MeshRun& run, const kernel::KernelImage* kernel_image) {
    std::map<std::string, toolchain::ObjectFile> programs;  // each file read once, however many nodes run it
    for (network::NodeId id = 0; id < machine.node_count(); ++id) {
        const std::string& path = program_of(run, id);
        network::Node& node = machine.node(id);
        if (path.empty()) continue;  // idle: it halts at its first fetch, with no ROM, or boots into nothing
        auto read = programs.find(path);
        if (read == programs.end()) read = programs.emplace(path, toolchain::read_elf_file(path)).first;
        const toolchain::ObjectFile& program = read->second;
        if (kernel_image) kernel_image->install(node, program, path, run.profile);
        else load_for_start(node, program, path, !run.rom.empty());
    }
}

}  // namespace

int run_mesh(const MeshRun& run) {
    network::MachineConfig config;
    config.width = run.width;
    config.height = run.height;
    config.ram_bytes = run.ram_megabytes << 20;
    config.timing = run.timing;
    config.threads = run.threads;
    if (run.loaded) config.rom_image = run.loaded_rom;
    else if (!run.rom.empty()) config.rom_image = toolchain::read_file_bytes(run.rom);
    if (!run.kernel.empty() && run.rom.empty()) throw ToolError("xp860: --kernel needs --rom, the ROM that enters it");
    std::optional<network::Machine> machine;
    try {
        machine.emplace(config);
    } catch (const mmu::ConfigurationError& error) {
        throw ToolError((run.rom.empty() ? std::string("xp860") : run.rom) + ": " + error.what());
    } catch (const std::invalid_argument& error) {
        throw ToolError(std::string("xp860: --mesh: ") + error.what());
    }
    for (const auto& [node, unused] : run.programs)
        if (node >= machine->node_count())
            throw ToolError("xp860: --node " + std::to_string(node) + ": the mesh has nodes 0 to " +
                            std::to_string(machine->node_count() - 1));
    std::optional<kernel::KernelImage> kernel_image;
    if (!run.kernel.empty()) kernel_image.emplace(toolchain::read_elf_file(run.kernel), run.kernel);
    if (run.loaded) load_snapshot(*machine, *run.loaded, run.load);
    else install_programs(*machine, run, kernel_image ? &*kernel_image : nullptr);
    // Each node its own files (fds are per node), all beneath the same root.
    std::vector<std::unique_ptr<HostFiles>> files;
    for (network::NodeId id = 0; id < machine->node_count(); ++id) {
        files.push_back(std::make_unique<HostFiles>(run.file_root));
        machine->node(id).host().set_system(files.back().get());
    }
    std::optional<timeline::TimelineRecorder> recorder;
    if (!run.perfetto.empty()) {
        recorder.emplace(follow_timeline(*machine, run, kernel_image ? &*kernel_image : nullptr));
        machine->subscribe([&recorder](const network::MachineEvent& event) { recorder->observe(event); });
    }
    bool saved = false;
    if (run.save_at && run.save_at->cycle < run.max_cycles)
        saved = run_and_save(*machine, run.loaded ? run.loaded->description : describe(run), *run.save_at,
                             run.max_cycles);
    if (machine->cycle() < run.max_cycles) machine->run(run.max_cycles - machine->cycle());
    bool unimplemented = false;
    std::ostringstream out;
    nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
    for (network::NodeId id = 0; id < machine->node_count(); ++id) {
        const network::Node& node = machine->node(id);
        const cpu::CpuState& s = node.core().state();
        const auto& halt = machine->halt(id);
        unimplemented = unimplemented || (halt && halt->halt == network::RunResult::Halt::Unimplemented);
        const std::uint32_t pc = halt ? halt->pc : s.pc;
        if (run.json) {
            nodes.push_back({{"node", id},
                             {"halted", halt_text(halt)},
                             {"pc", pc},
                             {"cycles", s.cycles},
                             {"instructions", s.instructions},
                             {"console", node.console().output()},
                             {"stdout", node.host().output(1)},
                             {"stderr", node.host().output(2)}});
            continue;
        }
        out << "node " << id << ": " << halt_text(halt) << " at " << toolchain::hex(pc, "0x%08llx") << ", cycles "
            << s.cycles << ", instructions " << s.instructions << "\n";
        // The console and the program's stdout after "| ", its stderr after "! ".
        for (const auto& [text, mark] : {std::pair{node.console().output() + node.host().output(1), "  | "},
                                         std::pair{node.host().output(2), "  ! "}}) {
            std::istringstream lines(text);
            for (std::string line; std::getline(lines, line);) out << mark << line << "\n";
        }
    }
    if (run.json) {
        const nlohmann::ordered_json json = {{"mesh", std::to_string(run.width) + "x" + std::to_string(run.height)},
                                             {"cycles", machine->cycle()},
                                             {"nodes", nodes}};
        out << json.dump(2) << "\n";
    } else {
        out << "machine: " << machine->node_count() << " nodes, " << machine->cycle() << " cycles\n";
    }
    std::cout << out.str();
    if (recorder) {
        recorder->extend(machine->cycle());
        const timeline::TraceProcess process{"xp860", recorder->model()};
        write_perfetto(run.perfetto, std::span(&process, 1));
    }
    if (run.save_at && !saved) {
        std::cerr << "xp860: --save-at " << run.save_at->cycle << ": the run ended at cycle " << machine->cycle()
                  << ", before it; no snapshot written\n";
        return 1;
    }
    return unimplemented ? 2 : 0;
}

}  // namespace xp860::frontend
