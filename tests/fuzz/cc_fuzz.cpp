// Feeds arbitrary text, as preprocessed C, to the compiler: it must either produce
// assembly or throw ToolError (file:line:column), never crash, hang or exhaust
// memory; and the assembly it produces must assemble, unless the source has an asm
// statement or declaration, whose text reaches the assembler as the user wrote it.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "toolchain/assembler.h"
#include "toolchain/cc/compiler.h"
#include "toolchain/tool_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    xp860::cc::set_warnings(false);
    const std::string_view source(reinterpret_cast<const char*>(data), size);
    std::string assembly;
    try {
        assembly = xp860::cc::compile_to_assembly(source, "fuzz.c");
    } catch (const xp860::toolchain::ToolError&) {
        return 0;  // rejecting the input is a correct outcome
    }
    if (source.find("asm") != std::string_view::npos) return 0;
    try {
        xp860::toolchain::assemble(assembly, "fuzz.s", {.intel_syntax = false, .xp = true});
    } catch (const xp860::toolchain::ToolError&) {
        std::abort();  // the compiler wrote something its assembler refuses
    }
    return 0;
}
