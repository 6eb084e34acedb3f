// xp860: the emulator's command line. `xp860 run PROG` runs an i860 executable on a
// bare node (no boot ROM), `xp860 run --rom IMAGE` boots a node from a ROM image,
// until it halts, hits the cycle limit, or meets something the core does not
// implement yet. `xp860 rom-image` makes such an image from a linked program.
#include <cstdio>
#include <optional>
#include <iomanip>
#include <iostream>
#include <new>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "cpu/control_registers.h"
#include "cpu/registers.h"
#include "frontend/bench_command.h"
#include "frontend/host_files.h"
#include "frontend/json_text.h"
#include "frontend/mesh_run.h"
#include "frontend/program_loader.h"
#include "frontend/register_fields.h"
#include "frontend/rom_image.h"
#include "frontend/run_end.h"
#include "frontend/tool_main.h"
#include "toolchain/disassembler.h"
#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"
#include "toolchain/hex.h"

namespace {

using xp860::frontend::json_string;
using xp860::network::halt_name;
using xp860::frontend::trap_names;
using xp860::toolchain::ToolError;

std::string word_hex(std::uint32_t value) { return xp860::toolchain::hex(value, "0x%08llx"); }

constexpr const char* kUsage =
    "usage: xp860 run [--ram MB] [--rom IMAGE] [--ideal-memory] [--max-cycles N] [--json] [--stats] [--trace]\n"
    "                 [--fs DIR | --no-fs] [PROG]\n"
    "       xp860 run --mesh WxH [--node N=PROG]... [--threads N] [--rom IMAGE [--kernel KERNEL\n"
    "                 [--profile osf1|light]]] [--ram MB] [--ideal-memory] [--max-cycles N] [--json]\n"
    "                 [--fs DIR | --no-fs] [PROG]\n"
    "       xp860 rom-image [-o OUT] PROG\n"
    "       xp860 bench [hrecv|irecv|all] [--trials N] [--profile osf1|light] [--threads N] [--json]\n"
    "run: without --rom, runs an i860 executable (from xp860-ld) on a bare node: supervisor\n"
    "mode, paging off, caches cold, pc at the entry point, r2 at the top of RAM. With\n"
    "--rom, the node boots from the ROM image at reset (0xFFFFFF00), after loading PROG,\n"
    "if given, into RAM. It stops at a trap when nothing answers at the trap vector (as\n"
    "on a bare node), at a `br .` no interrupt can leave, at the cycle limit, at an\n"
    "instruction the core does not implement yet, or when the program calls exit() or\n"
    "abort() (the host device, docs/host-device.md). stdout carries only the console's\n"
    "output and the program's fd 1; the run's summary goes to stderr, unless the program\n"
    "called exit(). The exit status is exit()'s, 134 after abort(), 128 + a signal number\n"
    "for an unhandled trap, 124 at the cycle limit, 2 for something not implemented.\n"
    "  --ram MB         RAM size, 1 to 3072 (default 32)\n"
    "  --rom IMAGE      boot ROM image, exactly 1 MB (see rom-image)\n"
    "  --ideal-memory   every access costs what a cache hit costs (the core's cycles alone)\n"
    "  --max-cycles N   cycle budget (default 100000000)\n"
    "  --json           machine-readable result on stdout (with the program's output)\n"
    "  --stats          the summary on stderr even after exit()\n"
    "  --fs DIR         the program's files are beneath DIR (default: the current folder)\n"
    "  --no-fs          no file access: the program's file calls fail\n"
    "  --trace          each step on stderr: start cycle, address, word, disassembly\n"
    "  --mesh WxH       a machine of W x H nodes on the mesh, each running PROG (or none)...\n"
    "  --node N=PROG    ...except node N, which runs PROG instead\n"
    "  --threads N      host threads for the nodes (the results do not depend on it)\n"
    "  --kernel KERNEL  every node boots the ROM into KERNEL, which runs its program as\n"
    "                   its process (linked at the kernel's USER_BASE, 0x40000000)\n"
    "  --profile P      the kernel's profile: osf1 (default) or light\n"
    "bench: the seed's hrecv/irecv experiment on a 2-node machine running the kernel (xp860 bench\n"
    "--help says more).\n"
    "rom-image: writes the 1 MB boot ROM image (0xFFF00000-0xFFFFFFFF) of an executable\n"
    "linked into that region, with code at the reset vector 0xFFFFFF00 (default OUT:\n"
    "PROG.rom).\n";

struct Options {
    std::string program;
    std::string rom;
    std::uint32_t ram_megabytes = 32;
    std::uint64_t max_cycles = 100'000'000;
    bool ideal_memory = false;
    bool json = false;
    bool trace = false;
    bool stats = false;
    std::optional<std::string> file_root = ".";  // nullopt: --no-fs
    std::optional<xp860::frontend::MeshRun> mesh;  // --mesh: a machine of nodes
};

// "WxH" as a mesh's width and height.
std::pair<std::uint32_t, std::uint32_t> parse_mesh(const std::string& text) {
    const std::size_t x = text.find('x');
    const auto side = [&](const std::string& part) {
        return static_cast<std::uint32_t>(xp860::frontend::option_number("xp860", part, "--mesh", 1, 32768));
    };
    if (x == std::string::npos) throw ToolError("xp860: invalid value '" + text + "' for --mesh (give WxH, as 2x1)");
    return {side(text.substr(0, x)), side(text.substr(x + 1))};
}

Options parse_options(const std::vector<std::string>& args) {
    Options options;
    xp860::frontend::MeshRun mesh;
    bool mesh_given = false;
    bool mesh_only = false;  // an option that only a machine of nodes takes
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const auto value = [&]() -> const std::string& { return xp860::frontend::option_value("xp860", args, i); };
        if (arg == "--ram") {
            options.ram_megabytes = static_cast<std::uint32_t>(xp860::frontend::option_number("xp860", value(), arg, 0, 3072));
            if (options.ram_megabytes == 0) throw ToolError("xp860: --ram must be at least 1 MB");
        } else if (arg == "--rom") {
            options.rom = value();
        } else if (arg == "--ideal-memory") {
            options.ideal_memory = true;
        } else if (arg == "--max-cycles") {
            options.max_cycles = xp860::frontend::option_number("xp860", value(), arg, 0, UINT64_MAX);
        } else if (arg == "--json") {
            options.json = true;
        } else if (arg == "--trace") {
            options.trace = true;
        } else if (arg == "--stats") {
            options.stats = true;
        } else if (arg == "--fs") {
            options.file_root = value();
        } else if (arg == "--no-fs") {
            options.file_root.reset();
        } else if (arg == "--mesh") {
            std::tie(mesh.width, mesh.height) = parse_mesh(value());
            mesh_given = true;
        } else if (arg == "--node") {
            const std::string& text = value();
            const std::size_t equals = text.find('=');
            if (equals == std::string::npos || equals + 1 == text.size())
                throw ToolError("xp860: invalid value '" + text + "' for --node (give N=PROG)");
            const auto node = static_cast<std::uint32_t>(
                xp860::frontend::option_number("xp860", text.substr(0, equals), arg, 0, 65535));
            mesh.programs[node] = text.substr(equals + 1);
            mesh_only = true;
        } else if (arg == "--threads") {
            mesh.threads = static_cast<unsigned>(xp860::frontend::option_number("xp860", value(), arg, 1, 256));
            mesh_only = true;
        } else if (arg == "--kernel") {
            mesh.kernel = value();
            mesh_only = true;
        } else if (arg == "--profile") {
            const std::string& name = value();
            const std::optional<xp860::kernel::Profile> profile = xp860::kernel::profile_named(name);
            if (!profile) throw ToolError("xp860: unknown profile '" + name + "' (osf1 or light)");
            mesh.profile = *profile;
            mesh_only = true;
        } else if (arg.starts_with("-")) {
            throw ToolError("xp860: unknown option " + arg + "\n" + kUsage);
        } else if (options.program.empty()) {
            options.program = arg;
        } else {
            throw ToolError("xp860: more than one program given");
        }
    }
    if (mesh_only && !mesh_given) throw ToolError("xp860: --node, --kernel, --profile and --threads need --mesh");
    if (mesh_given) {
        if (options.trace) throw ToolError("xp860: --trace runs one node; it cannot be given with --mesh");
        if (options.stats) throw ToolError("xp860: --stats reports one node; it cannot be given with --mesh");
        mesh.ram_megabytes = options.ram_megabytes;
        mesh.rom = options.rom;
        mesh.timing = options.ideal_memory ? xp860::mmu::MemoryTiming::Ideal : xp860::mmu::MemoryTiming::Modelled;
        mesh.max_cycles = options.max_cycles;
        mesh.json = options.json;
        mesh.program = options.program;
        mesh.file_root = options.file_root;
        options.mesh = mesh;
        return options;
    }
    if (options.program.empty() && options.rom.empty())
        throw ToolError(std::string("xp860: no program given\n") + kUsage);
    return options;
}

// The memory system's counts, named as in the JSON output.
std::vector<std::pair<const char*, std::uint64_t>> memory_counts(const xp860::mmu::MemoryStatistics& m) {
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

// One JSON object; numbers are plain JSON integers (registers as unsigned 32-bit
// patterns) so scripts need no hex parsing.
void print_json(const Options& options, const xp860::network::RunResult& result, xp860::network::Node& node,
                int status) {
    const xp860::cpu::CpuState& s = node.core().state();
    std::ostringstream out;
    const auto list = [&](const auto& values) {
        out << "[";
        for (std::size_t i = 0; i < values.size(); ++i) out << (i ? ", " : "") << values[i];
        out << "]";
    };
    out << "{\n  \"program\": " << json_string(options.program) << ",\n";
    out << "  \"rom\": " << json_string(options.rom) << ",\n";
    out << "  \"halted\": \"" << halt_name(result.halt) << "\",\n";
    out << "  \"status\": " << status << ",\n";
    out << "  \"pc\": " << result.pc << ",\n";
    out << "  \"trap\": \"" << trap_names(result.trap_bits) << "\",\n";
    out << "  \"detail\": " << json_string(result.detail) << ",\n";
    out << "  \"cycles\": " << s.cycles << ",\n";
    out << "  \"instructions\": " << s.instructions << ",\n";
    out << "  \"memory\": {";
    const auto counts = memory_counts(node.memory().statistics());
    for (std::size_t i = 0; i < counts.size(); ++i)
        out << (i ? ", " : "") << "\"" << counts[i].first << "\": " << counts[i].second;
    out << "},\n  \"console\": " << json_string(node.console().output()) << ",\n";
    out << "  \"stdout\": " << json_string(node.host().output(1)) << ",\n";
    out << "  \"stderr\": " << json_string(node.host().output(2)) << ",\n";
    out << "  \"r\": ";
    list(s.r);
    out << ",\n  \"f\": ";
    list(s.f);
    out << ",\n  \"fir\": " << s.fir << ", \"psr\": " << s.psr << ", \"epsr\": " << s.epsr << ", \"dirbase\": "
        << s.dirbase << ", \"db\": " << s.db << ", \"fsr\": " << s.fsr << ", \"bear\": " << s.bear << "\n}\n";
    std::cout << out.str();
}

// The run's summary, for stderr: the halt, cycles, memory counts and registers.
void print_summary(const Options& options, const xp860::network::RunResult& result, xp860::network::Node& node) {
    const xp860::cpu::CpuState& s = node.core().state();
    std::ostringstream out;
    out << (options.program.empty() ? options.rom : options.program) << ": halted (" << halt_name(result.halt)
        << ") at " << word_hex(result.pc);
    if (!result.detail.empty()) out << ": not implemented yet: " << result.detail;
    if (result.trap_bits != 0) out << ", trap " << trap_names(result.trap_bits);
    if (result.halt == xp860::network::RunResult::Halt::Exit) out << ", status " << result.status;
    out << "\n  cycles " << s.cycles << ", instructions " << s.instructions << "\n  memory:";
    for (const auto& [name, count] : memory_counts(node.memory().statistics())) out << " " << name << " " << count;
    out << "\n";
    for (std::size_t i = 0; i < s.r.size(); ++i)
        out << (i % 8 == 0 ? "  " : " ") << (i < 10 ? " r" : "r") << i << "=" << word_hex(s.r[i]) << (i % 8 == 7 ? "\n" : "");
    std::cerr << out.str();
}

// --trace: one line per step, as it ran: the cycle it started at, then each of its
// words (two for a dual-instruction pair) with its address and objdump text; a trap
// taken instead of the step says so. Words are read as a fetch would read them, after
// the step and without disturbing the caches or the TLB.
class TraceWriter : public xp860::cpu::StepObserver {
public:
    explicit TraceWriter(xp860::network::Node& node) : node_(node) {}

    void stepped(const xp860::cpu::StepOutcome& outcome) override {
        using Kind = xp860::cpu::StepOutcome::Kind;
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
                line << word_hex(*word).substr(2) << "  " << xp860::toolchain::disassemble(*word, address);
            }
        }
        std::cerr << line.str() << "\n";
        dual_ = node_.core().state().mode == xp860::cpu::InstructionMode::Dual ||
                node_.core().state().mode == xp860::cpu::InstructionMode::LeavingDual;
    }

private:
    xp860::network::Node& node_;
    bool dual_ = false;  // whether the next step is a pair
};

int run_command(const std::vector<std::string>& args) {
    const Options options = parse_options(args);
    if (options.mesh) return xp860::frontend::run_mesh(*options.mesh);
    xp860::network::NodeConfig config;
    config.ram_bytes = options.ram_megabytes << 20;
    config.timing = options.ideal_memory ? xp860::mmu::MemoryTiming::Ideal : xp860::mmu::MemoryTiming::Modelled;
    if (!options.rom.empty()) config.rom_image = xp860::toolchain::read_file_bytes(options.rom);
    std::optional<xp860::network::Node> node;
    try {
        node.emplace(config);
    } catch (const xp860::mmu::ConfigurationError& error) {
        throw ToolError((options.rom.empty() ? std::string("xp860") : options.rom) + ": " + error.what());
    } catch (const std::bad_alloc&) {
        throw ToolError("xp860: cannot allocate " + std::to_string(options.ram_megabytes) + " MB of RAM on this host");
    }
    // A new node is already at reset, ready to boot from its ROM.
    if (!options.program.empty())
        xp860::frontend::load_for_start(*node, xp860::toolchain::read_elf_file(options.program), options.program,
                                        !options.rom.empty());
    xp860::frontend::HostFiles files(options.file_root);
    node->host().set_system(&files);
    // The console and the program's stdout and stderr go out as it writes them, in that
    // order; --json keeps them for its object.
    if (!options.json) {
        node->console().set_output([](char c) { std::cout.put(c); });
        node->host().set_output([](int fd, std::string_view bytes) {
            (fd == 1 ? std::cout : std::cerr).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        });
    }
    TraceWriter trace(*node);
    const auto result = node->run(options.max_cycles, options.trace ? &trace : nullptr);
    const xp860::frontend::RunEnd end =
        xp860::frontend::run_end(result, options.program.empty() ? options.rom : options.program);
    if (options.json) print_json(options, result, *node, end.status);
    std::cout.flush();
    if (!end.message.empty()) std::cerr << end.message << "\n";
    if (!options.json && (end.summary || options.stats)) print_summary(options, result, *node);
    return end.status;
}

int rom_image_command(const std::vector<std::string>& args) {
    std::string program, output;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "-o") {
            if (i + 1 == args.size()) throw ToolError("xp860: option -o needs a value");
            output = args[++i];
        } else if (args[i].starts_with("-")) {
            throw ToolError("xp860: unknown option " + args[i] + "\n" + kUsage);
        } else if (program.empty()) {
            program = args[i];
        } else {
            throw ToolError("xp860: more than one program given");
        }
    }
    if (program.empty()) throw ToolError(std::string("xp860: no program given\n") + kUsage);
    const auto image = xp860::frontend::make_rom_image(xp860::toolchain::read_elf_file(program), program);
    xp860::toolchain::write_file_bytes(output.empty() ? program + ".rom" : output, image);
    return 0;
}

int run(const std::vector<std::string>& args) {
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
        std::cout << kUsage;
        return 0;
    }
    if (!args.empty() && args[0] == "run") return run_command(args);
    if (!args.empty() && args[0] == "rom-image") return rom_image_command(args);
    if (!args.empty() && args[0] == "bench") return xp860::frontend::bench_command(args);
    throw ToolError(std::string("xp860: expected a command\n") + kUsage);
}

}  // namespace

int main(int argc, char** argv) { return xp860::frontend::run_tool(argc, argv, "", run); }
