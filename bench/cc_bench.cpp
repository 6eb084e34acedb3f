// Speed of compiled code: the programs of bench/c (daxpy; a LINPACK-style dgefa and
// dgesl at n = 100; intmix, a Dhrystone-style integer benchmark of our own), built
// by xp860-cc at -O2 and at -O0, each run on a bare node. The cycles are the
// machine's: each program reads the node's time-stamp counter (a tick per core cycle) around its timed part and prints them; host time plays no part. Prints
// cycles per iteration and, at 50 MHz, Mflop/s (or iterations per second) beside the
// published i860 figures (../shared/ref/BENCH-ANCHORS.md). A program that fails its
// own check is an error.
//
//   xp860-bench-cc [--only NAME] [--quick] [--json]     (--quick: a tenth of the work, -O2 only)
#include <array>
#include <cstdio>
#include <string>

#include "bench/report.h"
#include "cpu/cycle_model.h"
#include "cpu/little_endian.h"
#include "frontend/command_line.h"
#include "frontend/program_loader.h"
#include "network/node.h"
#include "toolchain/elf_file.h"
#include "toolchain/tool_error.h"

using namespace xp860;
using toolchain::ToolError;

namespace {

struct Program {
    const char* name;
    const char* iteration;       // what one iteration is
    std::uint32_t quick;         // `repetitions` for --quick (the program's own is the full run's)
    double published_mflops;     // the anchor's rate, 0 where there is none
    const char* published;       // BENCH-ANCHORS.md's figure, cited
};

const Program kPrograms[] = {
    {"daxpy", "element", 20, 10,
     "compilers of the era reached about 10 Mflop/s on the i860 (BENCH-ANCHORS §1, §7: geekdot, Wikipedia)"},
    {"linpack", "solve", 1, 39,
     "hand-tuned LINPACK on the Paragon: 38.9 Mflop/s per node (BENCH-ANCHORS §2: 72.9 Gflop/s on 1872 nodes)"},
    {"intmix", "iteration", 2000, 0,
     "no measured i860 Dhrystone; the vendor's claim is 89,500 Dhrystones/s at 40 MHz (BENCH-ANCHORS §1)"},
};

// What a program printed about its timed part.
struct Measured {
    unsigned long long cycles = 0, iterations = 0, flops = 0;
};

// Runs build/bench/NAME on a fresh bare node, its `repetitions` set to `repetitions`
// unless 0; its stdout must end in report.h's line and its status be 0.
Measured run(const std::string& name, std::uint32_t repetitions) {
    const std::string path = std::string(XP860_BUILD_DIR "/bench/") + name;
    const toolchain::ObjectFile program = toolchain::read_elf_file(path);
    network::Node node{network::NodeConfig{}};
    frontend::load_program(node, program, path);
    if (repetitions != 0) {
        const toolchain::Symbol* symbol = toolchain::find_symbol(program, "repetitions");
        if (symbol == nullptr) throw ToolError(path + ": no symbol repetitions");
        std::array<std::uint8_t, 4> bytes{};
        cpu::store_little_endian(bytes, repetitions);
        node.load(symbol->value, bytes);
    }
    std::string output;
    node.host().set_output([&output](int, std::string_view bytes) { output.append(bytes); });
    const network::RunResult result = node.run(20'000'000'000);
    if (result.halt != network::RunResult::Halt::Exit || result.status != 0)
        throw ToolError(path + " failed its check or did not finish:\n" + output);
    Measured measured;
    const std::size_t line = output.rfind("cycles ");
    if (line == std::string::npos ||
        std::sscanf(output.c_str() + line, "cycles %llu iterations %llu flops %llu", &measured.cycles,
                    &measured.iterations, &measured.flops) != 3 ||
        measured.iterations == 0)
        throw ToolError(path + ": no line 'cycles C iterations I flops F' in its output:\n" + output);
    return measured;
}

void measure(const Program& p, const char* level, bool quick, bench::Report& report) {
    const Measured m = run(std::string(p.name) + "-" + level, quick ? p.quick : 0);
    const double per_iteration = static_cast<double>(m.cycles) / static_cast<double>(m.iterations);
    const double microseconds = static_cast<double>(m.cycles) / cpu::timing::kCyclesPerMicrosecond;
    const double mflops = static_cast<double>(m.flops) / microseconds;
    const double per_second = 1e6 / (per_iteration / cpu::timing::kCyclesPerMicrosecond);
    char rate[64];
    if (m.flops != 0) std::snprintf(rate, sizeof rate, "%.2f Mflop/s", mflops);
    else std::snprintf(rate, sizeof rate, "%.0f iterations/s", per_second);
    report.add({{"program", p.name},
                {"level", level},
                {"published", p.published},
                {"iterations", m.iterations},
                {"cycles", m.cycles},
                {"cycles_per_iteration", per_iteration},
                {"mflops_at_50_mhz", mflops},
                {"iterations_per_second_at_50_mhz", per_second},
                {"published_mflops", p.published_mflops}},
               "%-8s -%s: %10.1f cycles per %s, %s at 50 MHz (%llu cycles, %llu iterations)\n", p.name, level,
               per_iteration, p.iteration, rate, m.cycles, m.iterations);
}

int measure_all(const std::string& only, bool quick, bench::Report& report) {
    for (const Program& p : kPrograms) {
        if (!only.empty() && only != p.name) continue;
        for (const char* level : {"O2", "O0"}) {
            if (quick && std::string(level) == "O0") continue;
            measure(p, level, quick, report);
        }
    }
    return report.finish();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of compiled code: bench/c's programs at -O2 and -O0, cycles from the machine.",
                 "xp860-bench-cc");
    frontend::use_tool_format(app);
    std::string only;
    bool quick = false;
    app.add_option("--only", only, "one program: daxpy, linpack or intmix")
        ->option_text("NAME")
        ->check(frontend::one_of({"daxpy", "linpack", "intmix"}, "program"));
    app.add_flag("--quick", quick, "a tenth of the work (one LINPACK solve), and -O2 only");
    bench::Report report(app);
    std::string published;
    for (const Program& p : kPrograms) published += std::string("  ") + p.name + ": " + p.published + "\n";
    app.footer("Published i860 figures:\n" + published);
    return frontend::run_tool(app, argc, argv, "xp860-bench-cc: ", [&] { return measure_all(only, quick, report); });
}
