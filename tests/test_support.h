// Helpers shared by the test programs.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace xp860::test {

// Exit status ctest reads as "skipped" (SKIP_RETURN_CODE of every test).
constexpr int kSkipExitStatus = 77;

// A file or folder of the reference material (../shared/ref beside the checkout,
// or where XP860_REF_DIR in the environment points, which is how a test hides
// it), or nullopt where it is absent: a message on stderr names what is skipped,
// and the test program then exits with kSkipExitStatus unless something failed.
std::optional<std::filesystem::path> reference_path(const char* relative, const char* what_needs_it);

// The reference folder itself, the same way.
std::optional<std::filesystem::path> reference_dir(const char* what_needs_it);

// True once reference_path has found something missing in this run.
bool reference_missing();

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
