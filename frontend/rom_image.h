// Boot ROM images from linked programs: what `xp860 rom-image` writes and `xp860 run
// --rom` boots (mmu/memory_map.h: 1 MB at 0xFFF00000, reset at 0xFFFFFF00).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "toolchain/object_file.h"

namespace xp860::frontend {

// The ROM image of `program` (an ET_EXEC file): every allocated section with
// contents at its address in the ROM, the bytes between them 0xFF (erased EPROM).
// Sections without contents (.bss) are RAM and are left out. Throws ToolError naming
// `name` when the file is not an executable, a section with contents lies outside the
// ROM, or nothing is at the reset vector.
std::vector<std::uint8_t> make_rom_image(const toolchain::ObjectFile& program, const std::string& name);

}  // namespace xp860::frontend
