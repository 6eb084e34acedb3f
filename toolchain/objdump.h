// The text of `objdump -d [-r]` for an i860 object or executable, in GNU
// objdump's layout (header, "Disassembly of section", symbol labels, address
// column, bytes in memory order, instruction, relocation lines).
#pragma once

#include <string>

#include "toolchain/object_file.h"

namespace xp860::toolchain {

struct ObjdumpOptions {
    bool disassemble = true;   // -d: code sections
    bool relocations = false;  // -r: relocation lines after the instructions they patch
};

std::string objdump(const ObjectFile& object, const std::string& file_name, const ObjdumpOptions& options);

}  // namespace xp860::toolchain
