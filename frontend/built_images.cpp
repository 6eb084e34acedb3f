#include "frontend/built_images.h"

#include <filesystem>

#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"

namespace xp860::frontend {
namespace {

// The ROM and the kernel, with `program` (a path in the build tree) as the process.
kernel::ExperimentImages images_with(const std::string& program) {
    const std::filesystem::path build = XP860_BUILD_DIR;
    const auto kernel_path = (build / "kernel/kernel").string();
    kernel::ExperimentImages images;
    images.rom_path = (build / "roms/boot/rom.rom").string();
    images.rom = toolchain::read_file_bytes(images.rom_path);
    images.kernel = std::make_shared<kernel::KernelImage>(toolchain::read_elf_file(kernel_path), kernel_path);
    images.program = toolchain::read_elf_file((build / program).string());
    return images;
}

}  // namespace

std::string_view program_name(BenchmarkProgram program) {
    return program == BenchmarkProgram::Assembly ? "asm" : "c";
}

std::optional<BenchmarkProgram> program_named(std::string_view name) {
    for (const BenchmarkProgram program : {BenchmarkProgram::Assembly, BenchmarkProgram::Compiled})
        if (program_name(program) == name) return program;
    return std::nullopt;
}

kernel::ExperimentImages experiment_images_with(BenchmarkProgram program) {
    return images_with(program == BenchmarkProgram::Assembly ? "roms/bench/gap_bench" : "roms/bench/gap_bench_c");
}

kernel::ExperimentImages experiment_images() { return experiment_images_with(BenchmarkProgram::Assembly); }

kernel::ExperimentImages nx_bench_images() { return images_with("roms/bench/nx_bench"); }

}  // namespace xp860::frontend
