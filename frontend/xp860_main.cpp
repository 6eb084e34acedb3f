// xp860: the emulator's command line. `xp860 run PROG` runs an i860 executable on a
// bare node (no boot ROM) until it traps with no handler, hits the cycle limit, or
// meets something the core does not implement yet.
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "cpu/registers.h"
#include "toolchain/disassembler.h"
#include "frontend/program_loader.h"
#include "frontend/register_fields.h"
#include "frontend/tool_main.h"
#include "toolchain/elf_file.h"
#include "toolchain/hex.h"

namespace {

using xp860::frontend::trap_names;
using xp860::toolchain::ToolError;

std::string word_hex(std::uint32_t value) { return xp860::toolchain::hex(value, "0x%08llx"); }

constexpr const char* kUsage =
    "usage: xp860 run [--ram MB] [--max-cycles N] [--json] [--trace] PROG\n"
    "Runs an i860 executable (from xp860-ld) on a bare node: supervisor mode, paging off,\n"
    "pc at the entry point, r2 at the top of RAM. It stops when a trap is taken (no trap\n"
    "handler is mapped without a boot ROM), at the cycle limit, or at an instruction the\n"
    "core does not implement yet.\n"
    "  --ram MB         RAM size (default 32)\n"
    "  --max-cycles N   cycle budget (default 100000000)\n"
    "  --json           machine-readable result on stdout\n"
    "  --trace          each step on stderr: start cycle, address, word, disassembly\n";

struct Options {
    std::string program;
    std::uint32_t ram_megabytes = 32;
    std::uint64_t max_cycles = 100'000'000;
    bool json = false;
    bool trace = false;
};

Options parse_options(const std::vector<std::string>& args) {
    if (args.empty() || args[0] != "run") throw ToolError(std::string("xp860: expected a command\n") + kUsage);
    Options options;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const auto value = [&]() -> const std::string& { return xp860::frontend::option_value("xp860", args, i); };
        if (arg == "--ram") {
            options.ram_megabytes = static_cast<std::uint32_t>(xp860::frontend::option_number("xp860", value(), arg, 0, 3072));
            if (options.ram_megabytes == 0) throw ToolError("xp860: --ram must be at least 1 MB");
        } else if (arg == "--max-cycles") {
            options.max_cycles = xp860::frontend::option_number("xp860", value(), arg, 0, UINT64_MAX);
        } else if (arg == "--json") {
            options.json = true;
        } else if (arg == "--trace") {
            options.trace = true;
        } else if (arg.starts_with("-")) {
            throw ToolError("xp860: unknown option " + arg + "\n" + kUsage);
        } else if (options.program.empty()) {
            options.program = arg;
        } else {
            throw ToolError("xp860: more than one program given");
        }
    }
    if (options.program.empty()) throw ToolError(std::string("xp860: no program given\n") + kUsage);
    return options;
}

const char* halt_name(xp860::network::RunResult::Halt halt) {
    switch (halt) {
        case xp860::network::RunResult::Halt::UnhandledTrap: return "trap";
        case xp860::network::RunResult::Halt::SelfBranch: return "self-branch";
        case xp860::network::RunResult::Halt::CycleLimit: return "cycle-limit";
        case xp860::network::RunResult::Halt::Unimplemented: return "unimplemented";
    }
    return "?";
}

// One JSON object; numbers are plain JSON integers (registers as unsigned 32-bit
// patterns) so scripts need no hex parsing.
void print_json(const Options& options, const xp860::network::RunResult& result, const xp860::cpu::CpuState& s) {
    std::ostringstream out;
    const auto list = [&](const auto& values) {
        out << "[";
        for (std::size_t i = 0; i < values.size(); ++i) out << (i ? ", " : "") << values[i];
        out << "]";
    };
    out << "{\n  \"program\": \"" << options.program << "\",\n";
    out << "  \"halted\": \"" << halt_name(result.halt) << "\",\n";
    out << "  \"pc\": " << result.pc << ",\n";
    out << "  \"trap\": \"" << trap_names(result.trap_bits) << "\",\n";
    out << "  \"detail\": \"" << result.detail << "\",\n";
    out << "  \"cycles\": " << s.cycles << ",\n";
    out << "  \"instructions\": " << s.instructions << ",\n";
    out << "  \"r\": ";
    list(s.r);
    out << ",\n  \"f\": ";
    list(s.f);
    out << ",\n  \"fir\": " << s.fir << ", \"psr\": " << s.psr << ", \"epsr\": " << s.epsr << ", \"dirbase\": "
        << s.dirbase << ", \"db\": " << s.db << ", \"fsr\": " << s.fsr << "\n}\n";
    std::cout << out.str();
}

void print_text(const Options& options, const xp860::network::RunResult& result, const xp860::cpu::CpuState& s) {
    std::cout << options.program << ": halted (" << halt_name(result.halt) << ") at " << word_hex(result.pc);
    if (!result.detail.empty()) std::cout << ": not implemented yet: " << result.detail;
    if (result.trap_bits != 0) std::cout << ", trap " << trap_names(result.trap_bits);
    std::cout << "\n  cycles " << s.cycles << ", instructions " << s.instructions << "\n";
    for (std::size_t i = 0; i < s.r.size(); ++i)
        std::cout << (i % 8 == 0 ? "  " : " ") << (i < 10 ? " r" : "r") << i << "=" << word_hex(s.r[i]) << (i % 8 == 7 ? "\n" : "");
}

// --trace: one line per step, as it ran: the cycle it started at, then each of its
// words (two for a dual-instruction pair) with its address and objdump text; a trap
// taken instead of the step says so.
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
                if (!node_.memory().contains(address, 4)) {
                    line << "(outside RAM)";
                    continue;
                }
                const std::uint32_t word = xp860::cpu::load_little_endian(node_.memory().bytes(address, 4));
                line << word_hex(word).substr(2) << "  " << xp860::toolchain::disassemble(word, address);
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

int run(const std::vector<std::string>& args) {
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
        std::cout << kUsage;
        return 0;
    }
    const Options options = parse_options(args);
    xp860::network::Node node(options.ram_megabytes << 20);
    xp860::frontend::load_program(node, xp860::toolchain::read_elf_file(options.program), options.program);
    TraceWriter trace(node);
    const auto result = node.run(options.max_cycles, options.trace ? &trace : nullptr);
    if (options.json) print_json(options, result, node.core().state());
    else print_text(options, result, node.core().state());
    return result.halt == xp860::network::RunResult::Halt::Unimplemented ? 2 : 0;
}

}  // namespace

int main(int argc, char** argv) { return xp860::frontend::run_tool(argc, argv, "", run); }
