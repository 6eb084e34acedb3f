// Speed of the interpreter: simulated instructions and cycles per host second on
// an integer loop with loads, stores and branches. Prints figures; no pass/fail.
#include <chrono>
#include <cstdio>

#include "frontend/program_loader.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

int main() {
    // 9 instructions per iteration (the nop after the taken btne never runs), 2
    // million iterations, then the breakpoint.
    const char* source =
        "  orh ha%buffer,%r0,%r4\n  adds l%buffer,%r4,%r4\n"
        "  orh 0x1e,%r0,%r5\n  or 0x8480,%r5,%r5\n"  // 2,000,000
        "1: ld.l 0(%r4),%r6\n  adds 3,%r6,%r6\n  st.l %r6,0(%r4)\n  xor %r6,%r5,%r7\n"
        "  shl 2,%r7,%r7\n  and 0xff,%r7,%r7\n  adds %r7,%r8,%r8\n  adds -1,%r5,%r5\n"
        "  btne %r5,%r0,1b\n  nop\n"
        "  trap %r0,%r0,%r0\n"
        "  .data\nbuffer: .long 0\n";
    const auto object = xp860::toolchain::assemble(source, "bench.s", {});
    xp860::network::Node node(1u << 20);
    xp860::frontend::load_program(node, xp860::toolchain::link({{"bench.o", object}}, {}), "bench");
    const auto start = std::chrono::steady_clock::now();
    const auto result = node.run(UINT64_MAX / 2);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const auto& state = node.core().state();
    std::printf("interpreter: %.1f M instructions/s, %.1f M cycles/s (%llu instructions, %llu cycles, %.2f s, halt %s)\n",
                static_cast<double>(state.instructions) / seconds / 1e6,
                static_cast<double>(state.cycles) / seconds / 1e6,
                static_cast<unsigned long long>(state.instructions), static_cast<unsigned long long>(state.cycles),
                seconds, result.halt == xp860::network::RunResult::Halt::UnhandledTrap ? "trap" : "other");
    return 0;
}
