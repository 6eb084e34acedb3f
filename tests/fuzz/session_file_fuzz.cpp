// Feeds session files (frontend/gui/session_file.h) to their parser: it must
// return or throw ToolError, never crash or read out of bounds. A file that parses
// is written again and must parse to the same view (the format round-trips).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "frontend/gui/session_file.h"
#include "toolchain/tool_error.h"

using namespace xp860;

namespace {
constexpr std::string_view kPanels[] = {"registers", "memory", "timeline"};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const gui::SessionFile file = gui::parse_session_file(text, "fuzz.session", kPanels);
        const gui::SessionFile again = gui::parse_session_file(gui::session_file_text(file), "again", kPanels);
        if (!(again.view == file.view) || again.machine.snapshot.bytes != file.machine.snapshot.bytes) std::abort();
    } catch (const toolchain::ToolError&) {
        // Refusing the file is a correct outcome.
    }
    return 0;
}
