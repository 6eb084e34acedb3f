#include "frontend/mesh_run.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <iomanip>
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
#include "network/mpi/launched_ranks.h"
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
    std::vector<std::pair<std::string, std::string>> inputs = {
        {"rom", run.rom}, {"kernel", run.kernel}, {"program", run.program}};
    for (const auto& [node, path] : run.programs) inputs.emplace_back("node " + std::to_string(node), path);
    SnapshotDescription description = describe_run(run.ram_megabytes, run.timing == mmu::MemoryTiming::Ideal, inputs);
    description.mesh = true;
    description.width = run.width;
    description.height = run.height;
    if (!run.kernel.empty()) description.profile = kernel::profile_name(run.profile);
    return description;
}

// Installs each of this process's nodes' program, and the kernel that runs it, if any.
void install_programs(network::Machine& machine, const MeshRun& run, const kernel::KernelImage* kernel_image) {
    std::map<std::string, toolchain::ObjectFile> programs;  // each file read once, however many nodes run it
    const network::NodeBlock local = machine.local_nodes();
    for (network::NodeId id = local.first; id < local.end; ++id) {
        const std::string& path = program_of(run, id);
        network::Node& node = machine.node(id);
        if (path.empty()) continue;  // idle: it halts at its first fetch, with no ROM, or boots into nothing
        auto read = programs.find(path);
        if (read == programs.end()) read = programs.emplace(path, toolchain::read_elf_file(path)).first;
        const toolchain::ObjectFile& program = read->second;
        if (kernel_image) kernel_image->install(node, program, path, run.profile);
        else load_for_start(node, program, path, !run.rom.empty());
        give_arguments(node, path, run.arguments);
    }
}

// Each node's end as a JSON object (what --json prints of it, and the text output's
// source), for this process's nodes, in node order; and whether one met something the
// core cannot execute.
nlohmann::ordered_json node_reports(const network::Machine& machine) {
    nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
    bool unimplemented = false;
    const network::NodeBlock local = machine.local_nodes();
    for (network::NodeId id = local.first; id < local.end; ++id) {
        const network::Node& node = machine.node(id);
        const cpu::CpuState& s = node.core().state();
        const auto& halt = machine.halt(id);
        unimplemented = unimplemented || (halt && halt->halt == network::RunResult::Halt::Unimplemented);
        nodes.push_back({{"node", id},
                         {"halted", halt_text(halt)},
                         {"pc", halt ? halt->pc : s.pc},
                         {"cycles", s.cycles},
                         {"instructions", s.instructions},
                         {"console", node.console().output()},
                         {"stdout", node.host().output(1)},
                         {"stderr", node.host().output(2)}});
    }
    return {{"nodes", nodes}, {"unimplemented", unimplemented}};
}

// This process's share of the run, for --rank-times: its nodes, their cycles, the run's
// wall and CPU time, and how much of each went to the boundary exchange.
nlohmann::ordered_json rank_times(const network::Machine& machine, const network::RankLink* ranks,
                                  const network::RankLink::Spent& run) {
    const network::NodeBlock local = machine.local_nodes();
    std::uint64_t node_cycles = 0;
    for (network::NodeId id = local.first; id < local.end; ++id) node_cycles += machine.node(id).core().state().cycles;
    const network::RankLink::Spent exchange = ranks ? ranks->all_gather_time() : network::RankLink::Spent{};
    return {{"rank", ranks ? ranks->rank() : 0},
            {"first_node", local.first},
            {"last_node", local.end - 1},
            {"node_cycles", node_cycles},
            {"run_seconds", run.wall_seconds},
            {"exchange_seconds", exchange.wall_seconds},
            {"cpu_seconds", run.cpu_seconds},
            {"exchange_cpu_seconds", exchange.cpu_seconds}};
}

// Per rank: the wall-clock speed, and the speed per CPU-second outside the exchange,
// which the host's other load moves much less.
void print_rank_times(const nlohmann::ordered_json& ranks) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(3);
    for (const auto& rank : ranks) {
        const double cycles = rank["node_cycles"].get<double>();
        const double seconds = rank["run_seconds"].get<double>();
        const double working = rank["cpu_seconds"].get<double>() - rank["exchange_cpu_seconds"].get<double>();
        out << "rank " << rank["rank"].get<int>() << ": nodes " << rank["first_node"].get<network::NodeId>() << " to "
            << rank["last_node"].get<network::NodeId>() << ", " << rank["node_cycles"].get<std::uint64_t>()
            << " node-cycles in " << seconds << " s (" << rank["exchange_seconds"].get<double>()
            << " s at boundaries): " << cycles / seconds / 1e6 << " M node-cycles/s; CPU "
            << rank["cpu_seconds"].get<double>() << " s (" << rank["exchange_cpu_seconds"].get<double>()
            << " s at boundaries): " << cycles / working / 1e6 << " M node-cycles per CPU-second outside them\n";
    }
    std::cerr << out.str();
}

// Every rank's reports joined on the first rank, in node order (each rank's block
// follows the one before); nullopt on the others, which print nothing.
std::optional<nlohmann::ordered_json> gather_reports(nlohmann::ordered_json reports, network::RankLink* ranks) {
    if (!ranks) {
        reports["ranks"] = {std::move(reports["rank"])};
        return reports;
    }
    const std::vector<network::RankBytes> every = ranks->gather_to_first(nlohmann::ordered_json::to_msgpack(reports));
    if (ranks->rank() != 0) return std::nullopt;
    nlohmann::ordered_json joined = {{"nodes", nlohmann::ordered_json::array()},
                                     {"unimplemented", false},
                                     {"ranks", nlohmann::ordered_json::array()}};
    for (const network::RankBytes& bytes : every) {
        nlohmann::ordered_json part = nlohmann::ordered_json::from_msgpack(bytes);
        for (auto& node : part["nodes"]) joined["nodes"].push_back(std::move(node));
        joined["ranks"].push_back(std::move(part["rank"]));
        joined["unimplemented"] = joined["unimplemented"].get<bool>() || part["unimplemented"].get<bool>();
    }
    return joined;
}

// Each node's end (and console, and what its program wrote to fds 1 and 2), then the
// machine's: as text, or as one JSON object.
std::string machine_report(const MeshRun& run, const nlohmann::ordered_json& nodes, std::uint64_t cycles) {
    std::ostringstream out;
    if (run.json) {
        const nlohmann::ordered_json json = {{"mesh", std::to_string(run.width) + "x" + std::to_string(run.height)},
                                             {"cycles", cycles},
                                             {"nodes", nodes}};
        out << json.dump(2) << "\n";
        return out.str();
    }
    for (const auto& node : nodes) {
        out << "node " << node["node"].get<network::NodeId>() << ": " << node["halted"].get<std::string>() << " at "
            << toolchain::hex(node["pc"].get<std::uint32_t>(), "0x%08llx") << ", cycles "
            << node["cycles"].get<std::uint64_t>() << ", instructions " << node["instructions"].get<std::uint64_t>()
            << "\n";
        // The console and the program's stdout after "| ", its stderr after "! ".
        for (const auto& [text, mark] :
             {std::pair{node["console"].get<std::string>() + node["stdout"].get<std::string>(), "  | "},
              std::pair{node["stderr"].get<std::string>(), "  ! "}}) {
            std::istringstream lines(text);
            for (std::string line; std::getline(lines, line);) out << mark << line << "\n";
        }
    }
    out << "machine: " << nodes.size() << " nodes, " << cycles << " cycles\n";
    return out.str();
}

// The run on this process: the whole machine, or with `ranks`, this rank's block.
int run_machine(const MeshRun& run, network::RankLink* ranks) {
    const SnapshotOptions& snapshot = run.snapshot;
    const bool split = ranks && ranks->size() > 1;
    if (split && !run.perfetto.empty())
        throw ToolError("xp860: --perfetto follows the whole machine's events; it cannot be given when running as " +
                        std::to_string(ranks->size()) + " ranks");
    if (split && (snapshot.save_at || snapshot.loaded))
        throw ToolError("xp860: a snapshot holds one process's whole machine; --save-at and --load cannot be "
                        "given when running as " + std::to_string(ranks->size()) + " ranks");
    network::MachineConfig config;
    config.width = run.width;
    config.height = run.height;
    config.ram_bytes = run.ram_megabytes << 20;
    config.timing = run.timing;
    config.threads = run.threads;
    config.ranks = ranks;
    if (snapshot.loaded) config.rom_image = snapshot.loaded_rom;
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
    const network::NodeBlock local = machine->local_nodes();
    // Each node its own files (fds are per node), all beneath the same root; set
    // first, so a snapshot's open files are opened again as it loads.
    std::vector<std::unique_ptr<HostFiles>> files;
    for (network::NodeId id = local.first; id < local.end; ++id) {
        files.push_back(std::make_unique<HostFiles>(run.file_root));
        machine->node(id).host().set_system(files.back().get());
    }
    if (snapshot.loaded) load_snapshot(*machine, *snapshot.loaded, snapshot.load);
    else install_programs(*machine, run, kernel_image ? &*kernel_image : nullptr);
    std::optional<timeline::TimelineRecorder> recorder;
    if (!run.perfetto.empty()) {
        recorder.emplace(follow_timeline(*machine, run, kernel_image ? &*kernel_image : nullptr));
        machine->subscribe([&recorder](const network::MachineEvent& event) { recorder->observe(event); });
    }
    bool saved = false;
    if (snapshot.save_at && snapshot.save_at->cycle < run.max_cycles)
        saved = run_and_save(*machine, snapshot.loaded ? snapshot.loaded->description : describe(run),
                             *snapshot.save_at, run.max_cycles);
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    if (machine->cycle() < run.max_cycles) machine->run(run.max_cycles - machine->cycle());
    const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    nlohmann::ordered_json reports = node_reports(*machine);
    reports["rank"] = rank_times(*machine, ranks, {wall.count(), cpu});
    const std::optional<nlohmann::ordered_json> joined = gather_reports(std::move(reports), ranks);
    if (!joined) return 0;  // another rank's: the first prints the machine's report
    std::cout << machine_report(run, (*joined)["nodes"], machine->cycle());
    if (run.rank_times) print_rank_times((*joined)["ranks"]);
    if (recorder) {
        recorder->extend(machine->cycle());
        const timeline::TraceProcess process{"xp860", recorder->model()};
        write_perfetto(run.perfetto, std::span(&process, 1));
    }
    if (snapshot.save_at && !saved) {
        report_not_saved(*snapshot.save_at, machine->cycle());
        return 1;
    }
    return (*joined)["unimplemented"].get<bool>() ? 2 : 0;
}

}  // namespace

// Started by mpirun as several ranks, a failure on one rank would leave the others
// waiting for it at the next boundary: it ends them all, after saying why.
int run_mesh(const MeshRun& run) {
    const std::unique_ptr<network::RankLink> ranks = network::join_launched_ranks();
    if (!ranks || ranks->size() == 1) return run_machine(run, ranks.get());
    try {
        return run_machine(run, ranks.get());
    } catch (const std::exception& error) {
        std::cout.flush();
        const bool named = dynamic_cast<const ToolError*>(&error) != nullptr;  // a ToolError names its tool
        // One write, so that the ranks' lines do not interleave.
        std::cerr << std::string(named ? "" : "xp860: ") + error.what() + " (rank " + std::to_string(ranks->rank()) +
                         " of " + std::to_string(ranks->size()) + ")\n";
        ranks->abandon(1);
    }
}

}  // namespace xp860::frontend
