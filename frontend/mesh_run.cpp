#include "frontend/mesh_run.h"

#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <vector>

#include "frontend/host_files.h"
#include "frontend/json_text.h"
#include "frontend/program_loader.h"
#include "frontend/register_fields.h"
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

}  // namespace

int run_mesh(const MeshRun& run) {
    network::MachineConfig config;
    config.width = run.width;
    config.height = run.height;
    config.ram_bytes = run.ram_megabytes << 20;
    config.timing = run.timing;
    config.threads = run.threads;
    if (!run.rom.empty()) config.rom_image = toolchain::read_file_bytes(run.rom);
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
    std::map<std::string, toolchain::ObjectFile> programs;  // each file read once, however many nodes run it
    for (network::NodeId id = 0; id < machine->node_count(); ++id) {
        const auto named = run.programs.find(id);
        const std::string& path = named != run.programs.end() ? named->second : run.program;
        network::Node& node = machine->node(id);
        if (path.empty()) continue;  // idle: it halts at its first fetch, with no ROM, or boots into nothing
        auto read = programs.find(path);
        if (read == programs.end()) read = programs.emplace(path, toolchain::read_elf_file(path)).first;
        const toolchain::ObjectFile& program = read->second;
        if (kernel_image) kernel_image->install(node, program, path, run.profile);
        else load_for_start(node, program, path, !run.rom.empty());
    }
    // Each node its own files (fds are per node), all beneath the same root.
    std::vector<std::unique_ptr<HostFiles>> files;
    for (network::NodeId id = 0; id < machine->node_count(); ++id) {
        files.push_back(std::make_unique<HostFiles>(run.file_root));
        machine->node(id).host().set_system(files.back().get());
    }
    machine->run(run.max_cycles);
    bool unimplemented = false;
    std::ostringstream out;
    if (run.json) out << "{\"mesh\": \"" << run.width << "x" << run.height << "\", \"cycles\": " << machine->cycle()
                      << ", \"nodes\": [";
    for (network::NodeId id = 0; id < machine->node_count(); ++id) {
        const network::Node& node = machine->node(id);
        const cpu::CpuState& s = node.core().state();
        const auto& halt = machine->halt(id);
        unimplemented = unimplemented || (halt && halt->halt == network::RunResult::Halt::Unimplemented);
        const std::uint32_t pc = halt ? halt->pc : s.pc;
        if (run.json) {
            out << (id ? ", " : "") << "{\"node\": " << id << ", \"halted\": " << json_string(halt_text(halt))
                << ", \"pc\": " << pc << ", \"cycles\": " << s.cycles << ", \"instructions\": " << s.instructions
                << ", \"console\": " << json_string(node.console().output())
                << ", \"stdout\": " << json_string(node.host().output(1))
                << ", \"stderr\": " << json_string(node.host().output(2)) << "}";
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
    if (run.json) out << "]}\n";
    else out << "machine: " << machine->node_count() << " nodes, " << machine->cycle() << " cycles\n";
    std::cout << out.str();
    return unimplemented ? 2 : 0;
}

}  // namespace xp860::frontend
