// Feeds arbitrary text to the assembler: it must either produce an object or
// throw ToolError, never crash, hang or exhaust memory. An object it produces must
// survive the ELF writer and reader unchanged and disassemble.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "toolchain/assembler.h"
#include "toolchain/elf_file.h"
#include "toolchain/objdump.h"
#include "toolchain/tool_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    // The first byte picks the syntax and the instruction set.
    const xp860::toolchain::AssemblerOptions options{.intel_syntax = (data[0] & 1) != 0,
                                                     .xp = (data[0] & 2) != 0};
    const std::string_view source(reinterpret_cast<const char*>(data + 1), size - 1);
    try {
        const auto object = xp860::toolchain::assemble(source, "fuzz.s", options);
        const auto bytes = xp860::toolchain::write_elf(object);
        if (!(xp860::toolchain::read_elf(bytes, "fuzz.o") == object)) std::abort();
        xp860::toolchain::objdump(object, "fuzz.o", {.disassemble = true, .relocations = true});
    } catch (const xp860::toolchain::ToolError&) {
        // Rejecting the input is a correct outcome.
    }
    return 0;
}
