#include "tests/kernel/booted_machine.h"

#include "cpu/little_endian.h"
#include "frontend/rom_image.h"
#include "frontend/source_files.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/elf_file.h"
#include "toolchain/linker.h"

namespace xp860::test {
namespace {

std::filesystem::path built(const std::string& relative) { return build_dir() / relative; }

}  // namespace

toolchain::ObjectFile user_program(const std::string& source) {
    const toolchain::AssemblerOptions xp{.intel_syntax = false, .xp = true};
    const auto reader = frontend::include_reader({source_dir() / "kernel"});
    const auto nx_path = (source_dir() / "roms/nx/nx.s").string();
    const auto program = toolchain::assemble(source, "program.s", xp, reader);
    const auto nx = toolchain::assemble(frontend::read_source(nx_path), nx_path, xp, reader);
    toolchain::LinkOptions options;
    options.text_address = 0x40000000;
    return toolchain::link({{"program.o", program}, {"nx.o", nx}}, options);
}

toolchain::ObjectFile built_program(const std::string& relative) { return toolchain::read_elf_file(built(relative).string()); }

toolchain::ObjectFile benchmark_program() { return built_program("roms/bench/gap_bench"); }

BootedMachine boot_machine(std::uint32_t width, std::uint32_t height, const toolchain::ObjectFile& program,
                           kernel::Profile profile, unsigned threads) {
    const auto rom_path = built("roms/boot/rom").string();
    network::MachineConfig config;
    config.width = width;
    config.height = height;
    config.threads = threads;
    config.rom_image = frontend::make_rom_image(toolchain::read_elf_file(rom_path), rom_path);
    BootedMachine booted;
    booted.machine = std::make_unique<network::Machine>(config);
    const auto kernel_path = built("kernel/kernel").string();
    booted.kernel = std::make_unique<kernel::KernelImage>(toolchain::read_elf_file(kernel_path), kernel_path);
    for (network::NodeId id = 0; id < booted.machine->node_count(); ++id)
        booted.kernel->install(booted.machine->node(id), program, "program", profile);
    return booted;
}

std::string console(BootedMachine& booted, network::NodeId node) {
    return booted.machine->node(node).console().output();
}

toolchain::ObjectFile user_program_file(const std::string& name) {
    return user_program(frontend::read_source((source_dir() / "tests/kernel/programs" / name).string()));
}

std::uint32_t user_word(BootedMachine& booted, network::NodeId node, std::uint32_t address) {
    return cpu::load_little_endian(booted.machine->node(node).memory().bytes(booted.kernel->user_physical(address), 4));
}

std::uint32_t symbol(const toolchain::ObjectFile& program, const std::string& name) {
    const toolchain::Symbol* found = toolchain::find_symbol(program, name);
    if (found != nullptr && found->binding == toolchain::kBindGlobal) return found->value;
    throw std::runtime_error("no symbol " + name);
}

}  // namespace xp860::test
