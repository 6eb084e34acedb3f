// Feeds arbitrary bytes to read_elf: it must either return or throw ToolError,
// never crash, read out of bounds, hang or exhaust memory.
#include <cstddef>
#include <cstdint>
#include <span>

#include "toolchain/elf_file.h"
#include "toolchain/tool_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        xp860::toolchain::read_elf(std::span(data, size), "fuzz.o");
    } catch (const xp860::toolchain::ToolError&) {
        // Rejecting the input is a correct outcome.
    }
    return 0;
}
