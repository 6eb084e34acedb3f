#include "frontend/built_images.h"

#include <filesystem>

#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"

namespace xp860::frontend {

kernel::ExperimentImages experiment_images() {
    const std::filesystem::path build = XP860_BUILD_DIR;
    const auto kernel_path = (build / "kernel/kernel").string();
    kernel::ExperimentImages images;
    images.rom = toolchain::read_file_bytes((build / "roms/boot/rom.rom").string());
    images.kernel = std::make_shared<kernel::KernelImage>(toolchain::read_elf_file(kernel_path), kernel_path);
    images.program = toolchain::read_elf_file((build / "roms/bench/gap_bench").string());
    return images;
}

}  // namespace xp860::frontend
