// xp860-cc's command line: gcc's options, each declared once on CLI11 (parsing,
// validation, --help and the error messages).
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace xp860::frontend {

struct CcOptions {
    enum class Stop { Link, Assemble, Compile, Preprocess } stop = Stop::Link;
    std::string output;
    std::vector<std::string> cpp_args;  // -I -D -U as cpp takes them, in command-line order
    std::vector<std::string> lib_dirs;
    std::vector<std::string> inputs;    // files and "-lNAME" in command-line order
    bool verbose = false;
    bool process = false;
    bool no_stdlib = false;
    bool no_warnings = false;
    int opt_level = 0;
};

// gcc writes long options with one dash (-std=gnu11, -pedantic), CLI11 with two.
// Returns the arguments with gcc's single-dash long options given their second dash,
// and gcc's bare -O and -W written out (-O1, -Wextra); the rest unchanged.
std::vector<std::string> gcc_arguments_for_cli11(int argc, char** argv);

// Declares xp860-cc's options on `app`; finish() gives them once the arguments are
// parsed.
struct CcCommandLine {
    explicit CcCommandLine(CLI::App& app);
    CcOptions finish() const;

  private:
    CLI::App& app_;
    CLI::Option* include_ = nullptr;
    CLI::Option* define_ = nullptr;
    CLI::Option* undefine_ = nullptr;
    CLI::Option* library_ = nullptr;
    CLI::Option* files_ = nullptr;
    CcOptions parsed_;  // the options whose order does not matter
    std::vector<std::string> in_order_;  // -I -D -U -l FILE, read back in order by finish()
    std::vector<std::string> ignored_;
    bool ignored_flag_ = false;
    std::string opt_level_ = "0";
    std::vector<std::string> machine_;
    bool compile_only_ = false, assembly_only_ = false, preprocess_only_ = false;
};

}  // namespace xp860::frontend
