#include "frontend/rom_image.h"

#include <algorithm>

#include "cpu/cpu_state.h"
#include "frontend/program_loader.h"
#include "mmu/memory_map.h"
#include "toolchain/hex.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {

std::vector<std::uint8_t> make_rom_image(const toolchain::ObjectFile& program, const std::string& name) {
    toolchain::require_executable(program, name);
    std::vector<std::uint8_t> image(mmu::kRomBytes, 0xff);
    bool reset_vector = false;
    for (const toolchain::Section& section : program.sections) {
        if ((section.flags & toolchain::kSectionAlloc) == 0 || section.type == toolchain::kSectionNobits ||
            section.size() == 0)
            continue;
        const std::uint64_t end = std::uint64_t{section.address} + section.size();
        if (section.address < mmu::kRomBase || end > 0x100000000ull)
            throw toolchain::ToolError(name + ": section " + section.name + " at " + section_range(section) +
                                       " is outside the boot ROM (" + toolchain::hex(mmu::kRomBase, "0x%08llx") +
                                       "..0x100000000)");
        std::ranges::copy(section.data, image.begin() + (section.address - mmu::kRomBase));
        reset_vector = reset_vector || (section.address <= cpu::kTrapVector && end > cpu::kTrapVector);
    }
    if (!reset_vector)
        throw toolchain::ToolError(name + ": nothing at the reset vector 0xffffff00 (link the reset code there, " +
                                   "e.g. --section-start .reset=0xffffff00)");
    return image;
}

}  // namespace xp860::frontend
