#include "tests/test_support.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <sys/wait.h>

namespace xp860::test {

namespace {

bool missing_reference = false;

std::filesystem::path reference_root() {
    const char* override_dir = std::getenv("XP860_REF_DIR");
    return override_dir != nullptr ? std::filesystem::path(override_dir) : std::filesystem::path(XP860_REF_DIR);
}

}  // namespace

std::optional<std::filesystem::path> reference_path(const char* relative, const char* what_needs_it) {
    const std::filesystem::path path = reference_root() / relative;
    if (std::filesystem::exists(path)) return path;
    std::cerr << "SKIP " << what_needs_it << ": reference material not found at " << path
              << " (it sits beside the checkout as ../shared/ref)\n";
    missing_reference = true;
    return std::nullopt;
}

std::optional<std::filesystem::path> reference_dir(const char* what_needs_it) {
    return reference_path(".", what_needs_it);
}

bool reference_missing() { return missing_reference; }

std::filesystem::path tool_dir() { return XP860_BIN_DIR; }

std::filesystem::path build_dir() { return tool_dir().parent_path(); }

std::filesystem::path source_dir() { return XP860_SOURCE_DIR; }

std::string read_text_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::filesystem::path make_temp_dir(const std::string& stem) {
    std::random_device seed;
    const auto dir = std::filesystem::temp_directory_path() /
                     (stem + "-" + std::to_string(seed()) + std::to_string(seed()));
    std::filesystem::create_directories(dir);
    return dir;
}

CommandResult run_command(const std::string& command) {
    CommandResult result;
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    if (pipe == nullptr) return result;
    std::array<char, 4096> buffer{};
    std::size_t count = 0;
    while ((count = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
        result.output.append(buffer.data(), count);
    const int status = pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

}  // namespace xp860::test
