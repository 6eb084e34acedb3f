// `xp860 run PROG` runs an i860 executable on a bare node (no boot ROM), `xp860 run
// --rom IMAGE` boots a node from a ROM image, until it halts, hits the cycle limit,
// or meets something the core does not implement yet; `--mesh WxH` runs a machine
// of nodes instead (mesh_run.h).
#include <unistd.h>

#include <cerrno>
#include <iomanip>
#include <iostream>
#include <limits>
#include <new>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "frontend/command_line.h"
#include "frontend/commands.h"
#include "frontend/common_options.h"
#include "frontend/host_files.h"
#include "frontend/mesh_run.h"
#include "frontend/program_loader.h"
#include "frontend/register_fields.h"
#include "frontend/run_end.h"
#include "frontend/snapshot_run.h"
#include "network/rank_link.h"
#include "toolchain/disassembler.h"
#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"
#include "toolchain/hex.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {
namespace {

using network::halt_name;
using toolchain::ToolError;

constexpr const char* kDescription =
    "Without --rom, runs an i860 executable (from xp860-ld) on a bare node: supervisor mode,\n"
    "paging off, caches cold, pc at the entry point, r2 at the top of RAM. With --rom, the node\n"
    "boots from the ROM image at reset (0xFFFFFF00), after loading PROG, if given, into RAM.\n"
    "It stops at a trap when nothing answers at the trap vector (as on a bare node), at a\n"
    "`br .` no interrupt can leave, at the cycle limit, at an instruction the core does not\n"
    "implement yet, or when the program calls exit() or abort() (the host device,\n"
    "docs/host-device.md). stdout carries only the console's output and the program's fd 1;\n"
    "the run's summary goes to stderr, unless the program called exit(). The exit status is\n"
    "exit()'s, 134 after abort(), 128 + a signal number for an unhandled trap, 124 at the\n"
    "cycle limit, 2 for something not implemented. The program's files are beneath the\n"
    "folder the run started in (--fs DIR another, --no-fs none).\n"
    "Words after PROG are the program's: main gets argc and argv with argv[0] PROG as typed.\n"
    "xp860's options may come before or after PROG; after `--` every word is the program's\n"
    "(`xp860 run prog a -- -x --json` passes a, -x and --json),\n"
    "at most 64 KB of them. stdin is at end of file unless --stdin gives it this one.\n"
    "With --mesh, runs a machine of W x H nodes joined by the mesh, each running PROG (or the\n"
    "program --node names for it), bare or, with --rom and --kernel, booted into the kernel\n"
    "with the program as its process, until every node halts; --perfetto writes its timeline.\n"
    "--save-at CYCLE FILE writes the machine as it is at CYCLE to FILE and runs on; --load FILE\n"
    "runs on from there, as the run that wrote it would have (docs/snapshots.md). --max-cycles\n"
    "counts from the run's start, before or after a snapshot.";

struct Options {
    std::string program;
    std::vector<std::string> arguments;  // main's, after argv[0] (PROG as given)
    bool host_stdin = false;             // --stdin
    std::string rom;
    std::uint32_t ram_megabytes = 32;
    // --max-cycles. Unset, one node runs until its program ends, as a host program would;
    // a machine stops at MeshRun's budget, since an idle kernel never halts by itself.
    std::optional<std::uint64_t> max_cycles;
    bool ideal_memory = false;
    bool json = false;
    bool trace = false;
    bool stats = false;
    std::string file_root = ".";     // --fs
    bool no_files = false;           // --no-fs
    std::string mesh;                // "WxH": a machine of nodes
    std::vector<std::string> nodes;  // --node N=PROG
    MeshRun machine;                 // the options only a machine takes
    std::pair<std::uint64_t, std::string> save_at;  // --save-at CYCLE FILE, as parsed into `snapshot`
    // With --load, `rom` names the ROM the snapshot was taken with, `program` its program.
    SnapshotOptions snapshot;
};

std::string word_hex(std::uint32_t value) { return toolchain::hex(value, "0x%08llx"); }

// The root of the program's files, nullopt for none (--no-fs).
std::optional<std::string> file_root(const Options& options) {
    if (options.no_files) return std::nullopt;
    return options.file_root;
}

// "N=PROG" with N a node number.
CLI::Validator node_program() {
    return CLI::Validator(
        [](std::string& text) {
            const std::size_t equals = text.find('=');
            std::string number = text.substr(0, equals);
            if (equals == std::string::npos || equals + 1 == text.size() || !whole_number(0, 65535)(number).empty())
                return "invalid value '" + text + "' (give N=PROG)";
            return std::string();
        },
        "", "N=PROG");
}

MeshRun mesh_run(const Options& options) {
    MeshRun run = options.machine;
    const auto [width, height] = split_width_by_height(options.mesh);
    run.width = static_cast<std::uint32_t>(width);
    run.height = static_cast<std::uint32_t>(height);
    for (const std::string& node : options.nodes) {
        const std::size_t equals = node.find('=');
        std::uint32_t id = 0;
        CLI::detail::lexical_cast(node.substr(0, equals), id);
        run.programs[id] = node.substr(equals + 1);
    }
    run.ram_megabytes = options.ram_megabytes;
    run.rom = options.rom;
    run.timing = options.ideal_memory ? mmu::MemoryTiming::Ideal : mmu::MemoryTiming::Modelled;
    run.max_cycles = options.max_cycles.value_or(run.max_cycles);
    run.json = options.json;
    run.program = options.program;
    run.arguments = options.arguments;
    run.file_root = file_root(options);
    run.snapshot = options.snapshot;
    return run;
}

// The memory system's counts, named as in the JSON output.
std::vector<std::pair<const char*, std::uint64_t>> memory_counts(const mmu::MemoryStatistics& m) {
    return {{"tlb_misses", m.tlb_misses},
            {"accessed_updates", m.accessed_updates},
            {"instruction_fills", m.instruction_fills},
            {"data_fills", m.data_fills},
            {"write_backs", m.write_backs},
            {"uncached_reads", m.uncached_reads},
            {"bus_writes", m.bus_writes},
            {"write_buffer_stalls", m.write_buffer_stalls},
            {"translation_faults", m.translation_faults},
            {"bus_errors", m.bus_errors}};
}

// One JSON object; registers as unsigned 32-bit patterns, so scripts need no hex
// parsing.
void print_json(const Options& options, const network::RunResult& result, network::Node& node, int status) {
    const cpu::CpuState& s = node.core().state();
    nlohmann::ordered_json memory;
    for (const auto& [name, count] : memory_counts(node.memory().statistics())) memory[name] = count;
    const nlohmann::ordered_json json = {
        {"program", options.program},
        {"rom", options.rom},
        {"halted", halt_name(result.halt)},
        {"status", status},
        {"pc", result.pc},
        {"trap", trap_names(result.trap_bits)},
        {"detail", result.detail},
        {"cycles", s.cycles},
        {"instructions", s.instructions},
        {"memory", memory},
        {"console", node.console().output()},
        {"stdout", node.host().output(1)},
        {"stderr", node.host().output(2)},
        {"r", s.r},
        {"f", s.f},
        {"fir", s.fir},
        {"psr", s.psr},
        {"epsr", s.epsr},
        {"dirbase", s.dirbase},
        {"db", s.db},
        {"fsr", s.fsr},
        {"bear", s.bear},
    };
    std::cout << json.dump(2) << "\n";
}

// The run's summary, for stderr: the halt, cycles, memory counts and registers.
void print_summary(const Options& options, const network::RunResult& result, network::Node& node) {
    const cpu::CpuState& s = node.core().state();
    std::ostringstream out;
    out << (options.program.empty() ? options.rom : options.program) << ": halted (" << halt_name(result.halt)
        << ") at " << word_hex(result.pc);
    if (!result.detail.empty()) out << ": not implemented yet: " << result.detail;
    if (result.trap_bits != 0) out << ", trap " << trap_names(result.trap_bits);
    if (result.halt == network::RunResult::Halt::Exit) out << ", status " << result.status;
    out << "\n  cycles " << s.cycles << ", instructions " << s.instructions << "\n  memory:";
    for (const auto& [name, count] : memory_counts(node.memory().statistics())) out << " " << name << " " << count;
    out << "\n";
    for (std::size_t i = 0; i < s.r.size(); ++i)
        out << (i % 8 == 0 ? "  " : " ") << (i < 10 ? " r" : "r") << i << "=" << word_hex(s.r[i])
            << (i % 8 == 7 ? "\n" : "");
    std::cerr << out.str();
}

// --trace: one line per step, as it ran: the cycle it started at, then each of its
// words (two for a dual-instruction pair) with its address and objdump text; a trap
// taken instead of the step says so. Words are read as a fetch would read them, after
// the step and without disturbing the caches or the TLB.
class TraceWriter : public cpu::StepObserver {
public:
    explicit TraceWriter(network::Node& node) : node_(node) {}

    void stepped(const cpu::StepOutcome& outcome) override {
        using Kind = cpu::StepOutcome::Kind;
        std::ostringstream line;
        line << std::setw(10) << outcome.start_cycle << "  ";
        if (outcome.kind == Kind::Trapped) {
            line << word_hex(outcome.pc).substr(2) << ":  trap " << trap_names(outcome.trap_bits) << " taken ("
                 << outcome.cycles << " cycles)";
        } else {
            const std::uint32_t words = dual_ ? 2 : 1;
            for (std::uint32_t i = 0; i < words; ++i) {
                const std::uint32_t address = outcome.pc + 4 * i;
                line << (i ? " ; " : "") << word_hex(address).substr(2) << ":  ";
                const std::optional<std::uint32_t> word = node_.memory().peek_instruction(address);
                if (!word) {
                    line << "(no memory answers)";
                    continue;
                }
                line << word_hex(*word).substr(2) << "  " << toolchain::disassemble(*word, address);
            }
        }
        std::cerr << line.str() << "\n";
        dual_ = node_.core().state().mode == cpu::InstructionMode::Dual ||
                node_.core().state().mode == cpu::InstructionMode::LeavingDual;
    }

private:
    network::Node& node_;
    bool dual_ = false;  // whether the next step is a pair
};

// --stdin: the program's fd 0 reads the host's, as much as one read(2) gives.
std::optional<std::size_t> read_host_stdin(std::span<std::uint8_t> bytes) {
    for (;;) {
        const ssize_t got = ::read(STDIN_FILENO, bytes.data(), bytes.size());
        if (got >= 0) return static_cast<std::size_t>(got);
        if (errno != EINTR) return std::nullopt;
    }
}

// What a snapshot of this run says it is of.
SnapshotDescription describe_node(const Options& options) {
    return describe_run(options.ram_megabytes, options.ideal_memory,
                        {{"rom", options.rom}, {"program", options.program}});
}

int run_node(const Options& options, const CLI::App& command) {
    if (options.program.empty() && options.rom.empty() && !options.snapshot.loaded)
        throw ToolError("xp860: no program given\n" + command.help("xp860"));
    network::NodeConfig config;
    config.ram_bytes = options.ram_megabytes << 20;
    config.timing = options.ideal_memory ? mmu::MemoryTiming::Ideal : mmu::MemoryTiming::Modelled;
    if (options.snapshot.loaded) config.rom_image = options.snapshot.loaded_rom;
    else if (!options.rom.empty()) config.rom_image = toolchain::read_file_bytes(options.rom);
    std::optional<network::Node> node;
    try {
        node.emplace(config);
    } catch (const mmu::ConfigurationError& error) {
        throw ToolError((options.rom.empty() ? std::string("xp860") : options.rom) + ": " + error.what());
    } catch (const std::bad_alloc&) {
        throw ToolError("xp860: cannot allocate " + std::to_string(options.ram_megabytes) + " MB of RAM on this host");
    }
    // The host's files first: a snapshot's open files are opened again as it loads.
    HostFiles files(file_root(options));
    node->host().set_system(&files);
    // A new node is already at reset, ready to boot from its ROM.
    if (options.snapshot.loaded) load_snapshot(*node, *options.snapshot.loaded, options.snapshot.load);
    else if (!options.program.empty()) {
        load_for_start(*node, toolchain::read_elf_file(options.program), options.program, !options.rom.empty());
        give_arguments(*node, options.program, options.arguments);
    }
    if (options.host_stdin) node->host().set_input(read_host_stdin);
    // The console and the program's stdout and stderr go out as it writes them, in that
    // order; --json keeps them for its object.
    if (!options.json) {
        node->console().set_output([](char c) { std::cout.put(c); });
        node->host().set_output([](int fd, std::string_view bytes) {
            (fd == 1 ? std::cout : std::cerr).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        });
    }
    TraceWriter trace(*node);
    cpu::StepObserver* observer = options.trace ? &trace : nullptr;
    // --max-cycles is the cycle the run ends at, counted from its start.
    const std::uint64_t limit = options.max_cycles.value_or(std::numeric_limits<std::uint64_t>::max());
    std::optional<network::RunResult> halted;
    const SnapshotOptions& snapshot = options.snapshot;
    const bool save = snapshot.save_at && snapshot.save_at->cycle < limit;
    if (save) halted = run_and_save(*node, snapshot.loaded ? snapshot.loaded->description : describe_node(options),
                                    *snapshot.save_at, observer);
    const std::uint64_t now = node->core().state().cycles;
    const auto result = halted ? *halted : node->run(limit > now ? limit - now : 0, observer);
    const RunEnd end = run_end(result, options.program.empty() ? options.rom : options.program);
    if (options.json) print_json(options, result, *node, end.status);
    std::cout.flush();
    if (!options.json && !end.message.empty()) std::cerr << end.message << "\n";  // --json's object says it
    if (!options.json && (end.summary || options.stats)) print_summary(options, result, *node);
    if (snapshot.save_at && (!save || halted)) {
        report_not_saved(*snapshot.save_at, node->core().state().cycles);
        return 1;
    }
    return end.status;
}

}  // namespace

CLI::App& add_run_command(CLI::App& xp860, Commands& commands) {
    CLI::App& run = *xp860.add_subcommand("run", "run a program on a node, or on a machine of nodes (--mesh)");
    run.footer(kDescription);
    auto options = std::make_shared<Options>();
    // Options may follow PROG, as they always could (`xp860 run prog --json`), so the
    // program's own options come after `--`, which CLI11 makes positionals.
    CLI::Option* program = run.add_option("PROG", options->program, "the i860 executable to run")->option_text("PROG");
    run.add_option("ARGS", options->arguments, "main's arguments after argv[0] (PROG as given), each node's with --mesh")
            ->option_text("ARGS...");
    // CLI11 hands a `--` back to the parent command once every positional has had its
    // minimum (after `xp860 run prog a`), and the parent then refuses what follows.
    // This positional keeps `--` here by never getting a word: ARGS, declared before
    // it, takes every word after `--`. It is listed for what it tells a user.
    static std::string never_filled;
    run.add_option("WORDS", never_filled, "after --: more of main's arguments, even words that look like options")
        ->option_text("(after --)");
    CLI::Option* host_stdin = run.add_flag(
        "--stdin", options->host_stdin, "the program's fd 0 reads this process's stdin (default: end of file at once)");
    CLI::Option* ram = add_ram_option(run, options->ram_megabytes);
    add_rom_option(run, options->rom);
    CLI::Option* ideal = run.add_flag("--ideal-memory", options->ideal_memory,
                                      "every access costs what a cache hit costs (the core's cycles alone)");
    run.add_option("--max-cycles", options->max_cycles,
                   "cycle budget (default: none on one node; " + std::to_string(MeshRun{}.max_cycles) + " with --mesh)")
        ->option_text("N")
        ->check(whole_number(0, UINT64_MAX));
    add_json_option(run, options->json);
    run.add_flag("--trace", options->trace, "each step on stderr: start cycle, address, word, disassembly");
    CLI::Option* stats = run.add_flag("--stats", options->stats, "the run's summary on stderr even after exit()");
    CLI::Option* fs = run.add_option("--fs", options->file_root,
                                      "the program's files are beneath DIR (default: the current folder)")
                          ->option_text("(after --)");
    run.add_flag("--no-fs", options->no_files, "no file access: the program's file calls fail")->excludes(fs);
    CLI::Option* mesh = run.add_option("--mesh", options->mesh, "a machine of W x H nodes on the mesh, each running PROG...")
                            ->option_text("WxH")
                            ->check(width_by_height(1, 1, 32768));
    const std::vector<CLI::Option*> machine_only = {
        run.add_option("--node", options->nodes, "...except node N, which runs PROG instead")
            ->option_text("N=PROG")
            ->allow_extra_args(false)
            ->check(node_program()),
        add_threads_option(run, options->machine.threads),
        run.add_option("--kernel", options->machine.kernel,
                       "every node boots the ROM into KERNEL, which runs its program\n"
                       "as its process (linked at the kernel's USER_BASE, 0x40000000)")
            ->option_text("KERNEL"),
        add_profile_option(run, options->machine.profile, "the kernel's profile"),
        run.add_flag("--rank-times", options->machine.rank_times,
                     "each rank's nodes, run time, time at the boundary exchange and node-cycles\n"
                     "per second, on stderr (one line for one process; docs/mpi.md)"),
    };
    CLI::Option* perfetto = add_perfetto_option(run, options->machine.perfetto);
    CLI::Option* save_at = run.add_option("--save-at", options->save_at,
                                          "write the machine at cycle CYCLE (the first step boundary at or\n"
                                          "after it) to FILE, and run on")
                               ->option_text("CYCLE FILE");
    CLI::Option* load = run.add_option("--load", options->snapshot.load,
                                       "run on from the machine FILE holds (--save-at's)")
                            ->option_text("FILE")
                            ->excludes(program);
    commands.add(&run, [options, mesh, machine_only, perfetto, stats, save_at, load, ram, ideal, host_stdin, &run] {
        if (save_at->count() > 0) options->snapshot.save_at = SaveAt{options->save_at.first, options->save_at.second};
        if (host_stdin->count() > 0 && mesh->count() > 0)
            throw ToolError("xp860: --stdin gives one node the host's stdin; it cannot be given with --mesh");
        if (load->count() > 0) {
            for (const CLI::Option* option : machine_only)
                if (option != machine_only[1] && option->count() > 0)
                    throw ToolError("xp860: --load runs on the machine the file holds: --node, --kernel and "
                                    "--profile come from it");
            if (perfetto->count() > 0) throw ToolError("xp860: --perfetto cannot be given with --load");
            auto loaded = std::make_shared<const SnapshotFile>(read_snapshot_file(options->snapshot.load));
            const SnapshotDescription& description = loaded->description;
            const auto differs = [&](const std::string& what) {
                return ToolError(options->snapshot.load + ": the snapshot is of " + what);
            };
            if (mesh->count() > 0 && !description.mesh)
                throw differs("one node (xp860 run without --mesh); --mesh " + options->mesh + " cannot be given");
            if (mesh->count() > 0 && description.shape() != options->mesh)
                throw differs("a " + description.shape() + " mesh; --mesh asks for " + options->mesh);
            if (ram->count() > 0 && description.ram_megabytes != options->ram_megabytes)
                throw differs("nodes of " + std::to_string(description.ram_megabytes) + " MB; --ram asks for " +
                              std::to_string(options->ram_megabytes));
            if (ideal->count() > 0 && !description.ideal_memory)
                throw differs("modelled memory; --ideal-memory cannot be given");
            options->snapshot.loaded_rom = snapshot_rom(*loaded, options->snapshot.load, options->rom);
            options->snapshot.loaded = loaded;
            options->ram_megabytes = description.ram_megabytes;
            options->ideal_memory = description.ideal_memory;
            const SnapshotInput* rom = description.input("rom");
            const SnapshotInput* prog = description.input("program");
            options->rom = rom ? rom->path : "";
            options->program = prog ? prog->path : "";
            if (description.mesh) {
                options->mesh = description.shape();
                if (options->host_stdin)
                    throw ToolError("xp860: --stdin gives one node the host's stdin; the snapshot is of a mesh");
                if (options->trace) throw ToolError("xp860: --trace runs one node; it cannot be given with --mesh");
                if (stats->count() > 0)
                    throw ToolError("xp860: --stats reports one node; it cannot be given with --mesh");
                return run_mesh(mesh_run(*options));
            }
            if (machine_only[1]->count() > 0) throw ToolError("xp860: --threads needs a machine of nodes (--mesh)");
            return run_node(*options, run);
        }
        if (mesh->count() > 0) {
            if (options->trace) throw ToolError("xp860: --trace runs one node; it cannot be given with --mesh");
            if (stats->count() > 0) throw ToolError("xp860: --stats reports one node; it cannot be given with --mesh");
            return run_mesh(mesh_run(*options));
        }
        if (const std::optional<int> ranks = network::launched_rank_count(); ranks && *ranks > 1)
            throw ToolError("xp860: started as " + std::to_string(*ranks) +
                            " ranks: only a machine (--mesh) is split across ranks; run one node as one process");
        for (const CLI::Option* option : machine_only)
            if (option->count() > 0) throw ToolError("xp860: --node, --kernel, --profile, --threads and --rank-times need --mesh");
        if (perfetto->count() > 0)
            throw ToolError("xp860: --perfetto follows a machine's event stream: give --mesh (--mesh 1x1 for one node)");
        return run_node(*options, run);
    });
    return run;
}

}  // namespace xp860::frontend
