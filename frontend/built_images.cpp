#include "frontend/built_images.h"

#include <filesystem>

#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"

namespace xp860::frontend {

namespace {

kernel::ExperimentImages images_with(const std::string& program) {
    const std::filesystem::path build = XP860_BUILD_DIR;
    const auto kernel_path = (build / "kernel/kernel").string();
    kernel::ExperimentImages images;
    images.rom = toolchain::read_file_bytes((build / "roms/boot/rom.rom").string());
    images.kernel = std::make_shared<kernel::KernelImage>(toolchain::read_elf_file(kernel_path), kernel_path);
    images.program = toolchain::read_elf_file((build / program).string());
    return images;
}

}  // namespace

kernel::ExperimentImages experiment_images() { return images_with("roms/bench/gap_bench"); }

kernel::ExperimentImages nx_bench_images() { return images_with("roms/bench/nx_bench"); }

}  // namespace xp860::frontend
