// Helpers shared by the test programs.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace xp860::test {

// ../shared/ref beside the checkout, or nullopt (with a message on stderr naming
// what is skipped) where it is absent, so a fresh clone still passes.
std::optional<std::filesystem::path> reference_dir(const char* what_needs_it);

// The checkout's top folder (its sources: kernel/, roms/...).
std::filesystem::path source_dir();

// Directory of the built command-line tools (build/bin).
std::filesystem::path tool_dir();

// The build folder: what the build made (roms/, kernel/...) lies below it.
std::filesystem::path build_dir();

std::string read_text_file(const std::filesystem::path& path);

// A fresh empty directory under the system temp dir, removed by the caller.
std::filesystem::path make_temp_dir(const std::string& stem);

// Runs a shell command, returning its exit status and combined stdout+stderr.
struct CommandResult {
    int status = -1;
    std::string output;
};
CommandResult run_command(const std::string& command);

}  // namespace xp860::test
