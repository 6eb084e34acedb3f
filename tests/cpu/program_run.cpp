#include "tests/cpu/program_run.h"

#include <doctest/doctest.h>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "frontend/program_loader.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

namespace xp860::test {

std::unique_ptr<network::Node> node_with_program(const std::string& source, const ProgramSetup& setup) {
    const auto object = toolchain::assemble(source, "test.s", {.intel_syntax = false, .xp = true});
    auto node = std::make_unique<network::Node>(network::NodeConfig{
        .ram_bytes = kRam, .rom_image = {}, .timing = setup.timing, .cycle_model = setup.cycle_model});
    frontend::load_program(*node, toolchain::link({{"test.o", object}}, {}), "test");
    node->core().set_interrupt_line(setup.interrupt_line);
    return node;
}

std::uint32_t dram_word(network::Node& node, std::uint32_t address) {
    return cpu::load_little_endian(node.memory().memory_contents(address, 4));
}

ProgramRun finish(network::Node& node, std::uint64_t max_cycles) {
    ProgramRun run;
    run.result = node.run(max_cycles);
    run.state = node.core().state();
    const auto ram = node.memory().bytes(0, kRam);
    run.memory.assign(ram.begin(), ram.end());
    run.statistics = node.memory().statistics();
    run.console = node.console().output();
    return run;
}

ProgramRun run_program(const std::string& source, const ProgramSetup& setup, std::uint64_t max_cycles) {
    return finish(*node_with_program(source, setup), max_cycles);
}

ProgramRun run_to_breakpoint(const std::string& source) {
    // .text: a program may end in another section.
    ProgramRun run = run_program(source + "\n  .text\n  trap %r0,%r0,%r0\n");
    REQUIRE_MESSAGE(run.result.halt == network::RunResult::Halt::UnhandledTrap, run.result.detail);
    REQUIRE(run.result.trap_bits == cpu::psr::kInstructionTrap);
    return run;
}

}  // namespace xp860::test
