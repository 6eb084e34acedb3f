// Speed of the interpreter with the cycle model on: guest instructions and simulated
// cycles per host second on five guest workloads (an integer loop, a pipelined FP dot
// product in single- and dual-instruction mode, a memory copy, branch-heavy code).
// Prints figures; no pass/fail, but a workload that does not end at its breakpoint is
// an error (exit 1), since its figures would mean nothing.
//
//   xp860-bench-core [--only NAME] [--repeat N] [--quick] [--json]
//
// Each workload runs N times (default 5) on a fresh node; the best and the median
// host time are reported. --quick runs a tenth of the work, for callgrind
// (bench/callgrind_core.sh counts host instructions per guest instruction).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/report.h"
#include "cpu/control_registers.h"
#include "frontend/command_line.h"
#include "frontend/program_loader.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"
#include "toolchain/tool_error.h"

namespace {

struct Workload {
    std::string name;
    std::string what;
    std::string source;  // ends at `trap %r0,%r0,%r0`
};

// `mov` of a 32-bit count into `reg`.
std::string load_count(std::uint32_t count, const char* reg) {
    return "  orh " + std::to_string(count >> 16) + ",%r0," + reg + "\n  or " + std::to_string(count & 0xffff) +
           "," + reg + "," + reg + "\n";
}

// The address of `symbol` into `reg`.
std::string load_address(const char* symbol, const char* reg) {
    return std::string("  orh h%") + symbol + ",%r0," + reg + "\n  or l%" + symbol + "," + reg + "," + reg + "\n";
}

// Two arrays of 256 singles, a[] at `a`, b[] right after it, with small values whose
// products and sums stay exact for a while and never overflow.
std::string vectors() {
    std::string text = "  .data\n  .align 16\na:\n";
    for (int i = 0; i < 512; ++i) {
        if (i == 256) text += "b:\n";
        text += "  .float " + std::to_string(0.5 + (i * 7 % 11) * 0.25) + "\n";
    }
    return text;
}

// The bla idiom counting 256 passes: r18 = -1, r19 = 255, and a first bla whose old
// LCC is clear (not taken) that leaves LCC set for the loop's own bla.
constexpr const char* kPrimeBla256 = "  mov 255,%r19\n  bla %r18,%r19,1f\n  nop\n1:\n";

std::vector<Workload> workloads(std::uint32_t scale) {
    std::vector<Workload> list;
    // The original integer loop: 9 instructions per iteration (the nop after the
    // taken btne never runs), then the breakpoint.
    list.push_back({"integer", "ld/st, adds, logic, shifts and a taken btne per 9 instructions",
                    load_address("buffer", "%r4") + load_count(200'000 * scale, "%r5") +
                        "1: ld.l 0(%r4),%r6\n  adds 3,%r6,%r6\n  st.l %r6,0(%r4)\n  xor %r6,%r5,%r7\n"
                        "  shl 2,%r7,%r7\n  and 0xff,%r7,%r7\n  adds %r7,%r8,%r8\n  adds -1,%r5,%r5\n"
                        "  btne %r5,%r0,1b\n  nop\n"
                        "  trap %r0,%r0,%r0\n"
                        "  .data\nbuffer: .long 0\n"});
    // fld.l ++, pfmul.ss and pfadd.ss (accumulating in the adder pipe through its
    // bypass) under a bla loop: 5 instructions per element.
    list.push_back({"fp-dot", "fld.l ++, pfmul.ss, pfadd.ss under bla, single-instruction mode",
                    load_address("a", "%r21") + load_address("b", "%r22") + "  adds -1,%r0,%r18\n" +
                        load_count(1'000 * scale, "%r20") +
                        "outer:\n  adds -4,%r21,%r16\n  adds -4,%r22,%r17\n" + kPrimeBla256 +
                        "inner:\n  fld.l 4(%r16)++,%f8\n  fld.l 4(%r17)++,%f9\n  pfmul.ss %f8,%f9,%f10\n"
                        "  bla %r18,%r19,inner\n  pfadd.ss %f10,%f12,%f12\n"
                        "  adds -1,%r20,%r20\n  btne %r20,%r0,outer\n"
                        "  trap %r0,%r0,%r0\n" +
                        vectors()});
    // The same dot product as the i860 is meant to run it: dual-instruction mode, a
    // multiply-accumulate (m12apm: the adder adds its own last stage to the product
    // leaving the multiplier) in the FP half of each pair, the loads and the loop in
    // the core half. 8 instructions (4 pairs) per element.
    list.push_back({"fp-dot-dual", "m12apm.ss with fld.l ++ and bla in pairs, dual-instruction mode",
                    load_address("a", "%r21") + load_address("b", "%r22") + "  adds -1,%r0,%r18\n" +
                        load_count(1'000 * scale, "%r20") +
                        "  .align 8\n  d.fnop\n  nop\n"  // one more single instruction, then pairs
                        "outer:\n  d.fnop\n  adds -4,%r21,%r16\n  d.fnop\n  adds -4,%r22,%r17\n"
                        "  d.fnop\n  mov 255,%r19\n  d.fnop\n  bla %r18,%r19,1f\n  d.fnop\n  nop\n1:\n"
                        "inner:\n  d.m12apm.ss %f8,%f9,%f0\n  fld.l 4(%r16)++,%f8\n"
                        "  d.fnop\n  fld.l 4(%r17)++,%f9\n"
                        "  d.fnop\n  bla %r18,%r19,inner\n  d.fnop\n  nop\n"
                        "  d.fnop\n  adds -1,%r20,%r20\n  d.fnop\n  btne %r20,%r0,outer\n"
                        "  fnop\n  nop\n  fnop\n  nop\n"  // leaving: one more pair, then single
                        "  trap %r0,%r0,%r0\n" +
                        vectors()});
    // 4 KB copied with fld.d/fst.d ++ under bla, 16 bytes per 5 instructions.
    list.push_back({"memcpy", "fld.d ++ / fst.d ++ under bla, 4 KB per pass",
                    load_address("source", "%r21") + load_address("copy", "%r22") + "  adds -1,%r0,%r18\n" +
                        load_count(1'000 * scale, "%r20") +
                        "outer:\n  adds -8,%r21,%r16\n  adds -8,%r22,%r17\n" + kPrimeBla256 +
                        "inner:\n  fld.d 8(%r16)++,%f8\n  fld.d 8(%r16)++,%f10\n  fst.d %f8,8(%r17)++\n"
                        "  bla %r18,%r19,inner\n  fst.d %f10,8(%r17)++\n"
                        "  adds -1,%r20,%r20\n  btne %r20,%r0,outer\n"
                        "  trap %r0,%r0,%r0\n"
                        "  .data\n  .align 16\nsource: .space 4096\ncopy: .space 4096\n"});
    // The Collatz sequence from 27 (111 steps to 1) over and over: bc, bc.t with its
    // slot annulled or run, br, call/bri to a counting routine, btne.
    list.push_back({"branchy", "Collatz steps: bc, bc.t (annulled and not), br, call, bri, btne",
                    load_count(2'000 * scale, "%r20") +
                        "outer:\n  mov 27,%r5\n"
                        "step:\n  and 1,%r5,%r0\n  bc even\n"
                        "  shl 1,%r5,%r6\n  adds %r6,%r5,%r5\n  adds 1,%r5,%r5\n"
                        "  call tally\n  nop\n  br next\n  nop\n"
                        "even:\n  shr 1,%r5,%r5\n  and 2,%r5,%r0\n  bc.t next\n  adds 1,%r9,%r9\n"
                        "  adds 1,%r10,%r10\n"
                        "next:\n  btne 1,%r5,step\n  adds -1,%r20,%r20\n  btne %r20,%r0,outer\n"
                        "  trap %r0,%r0,%r0\n"
                        "tally:\n  bri %r1\n  adds 1,%r8,%r8\n"});
    return list;
}

struct Figures {
    std::uint64_t instructions = 0;
    std::uint64_t cycles = 0;
    double seconds = 0;
};

// One run on a fresh node; a failure is reported and exits with status 1.
Figures run_once(const Workload& workload) {
    const auto object = xp860::toolchain::assemble(workload.source, workload.name + ".s", {});
    xp860::network::Node node(1u << 20);
    xp860::frontend::load_program(node, xp860::toolchain::link({{workload.name + ".o", object}}, {}), workload.name);
    const xp860::bench::Stopwatch stopwatch;
    const auto result = node.run(UINT64_MAX / 2);
    const double seconds = stopwatch.seconds();
    if (result.halt != xp860::network::RunResult::Halt::UnhandledTrap ||
        result.trap_bits != xp860::cpu::psr::kInstructionTrap) {
        std::fprintf(stderr, "xp860-bench-core: workload %s did not end at its breakpoint (pc 0x%08x)\n",
                     workload.name.c_str(), result.pc);
        std::exit(1);
    }
    const auto& state = node.core().state();
    return {state.instructions, state.cycles, seconds};
}

// Each workload (or only the one named) `repeat` times; `scale` 10 is the full work.
int run(const std::string& only, int repeat, std::uint32_t scale, xp860::bench::Report& report) {
    bool ran = false;
    for (const Workload& workload : workloads(scale)) {
        if (!only.empty() && workload.name != only) continue;
        ran = true;
        std::vector<double> seconds;
        Figures figures;
        for (int i = 0; i < repeat; ++i) {
            figures = run_once(workload);
            seconds.push_back(figures.seconds);
        }
        const auto timings = xp860::bench::best_and_median(seconds);
        const double instructions = static_cast<double>(figures.instructions);
        const double cycles = static_cast<double>(figures.cycles);
        report.add({{"workload", workload.name},
                    {"description", workload.what},
                    {"instructions", figures.instructions},
                    {"cycles", figures.cycles},
                    {"runs", repeat},
                    {"best_seconds", timings.best},
                    {"median_seconds", timings.median},
                    {"m_instructions_per_second", instructions / timings.best / 1e6},
                    {"median_m_instructions_per_second", instructions / timings.median / 1e6},
                    {"m_cycles_per_second", cycles / timings.best / 1e6}},
                   "%-12s %7.1f M instructions/s (median %7.1f), %7.1f M cycles/s; %llu instructions, "
                   "%llu cycles, best %.3f s of %d  [%s]\n",
                   workload.name.c_str(), instructions / timings.best / 1e6, instructions / timings.median / 1e6,
                   cycles / timings.best / 1e6, static_cast<unsigned long long>(figures.instructions),
                   static_cast<unsigned long long>(figures.cycles), timings.best, repeat, workload.what.c_str());
    }
    if (!ran) throw xp860::toolchain::ToolError("no workload named " + only);
    return report.finish();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of the interpreter with the cycle model on, on five guest workloads.", "xp860-bench-core");
    xp860::frontend::use_tool_format(app);
    std::string only;
    int repeat = 5;
    bool quick = false;
    app.add_option("--only", only, "run only the workload NAME")->option_text("NAME");
    app.add_option("--repeat", repeat, "runs of each workload, 1 to 1000 (default 5)")
        ->option_text("N")
        ->check(xp860::frontend::whole_number(1, 1000));
    app.add_flag("--quick", quick, "a tenth of the work, for callgrind");
    xp860::bench::Report report(app);
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-core: ",
                                     [&] { return run(only, repeat, quick ? 1 : 10, report); });
}
