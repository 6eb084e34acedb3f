// xp860-as: assembles one i860 source file into a relocatable ELF object.
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "toolchain/assembler.h"
#include "toolchain/elf_file.h"
#include "frontend/source_files.h"
#include "frontend/tool_main.h"
#include "toolchain/tool_error.h"

namespace {

using xp860::toolchain::ToolError;

constexpr const char* kUsage =
    "usage: xp860-as [-mxp] [-mintel-syntax] [-I DIR]... [-o OUT] FILE.s\n"
    "Assembles i860 source (GNU as syntax) into an ELF32 relocatable object (default a.out).\n"
    "  -mxp            accept the i860 XP's instructions and control registers\n"
    "  -mintel-syntax  Intel syntax: registers without '%', .dual/.enddual/.atmp\n"
    "  -I DIR          where .include looks after the including file's own folder\n"
    "  -o OUT          output file\n";

int run(const std::vector<std::string>& args) {
    xp860::toolchain::AssemblerOptions options;
    std::vector<std::filesystem::path> include_folders;
    std::string output = "a.out";
    std::vector<std::string> inputs;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (arg == "-mxp") {
            options.xp = true;
        } else if (arg == "-mintel-syntax") {
            options.intel_syntax = true;
        } else if (arg == "-I") {
            if (i + 1 == args.size()) throw ToolError("xp860-as: option -I needs a folder");
            include_folders.emplace_back(args[++i]);
        } else if (arg == "-o") {
            if (i + 1 == args.size()) throw ToolError("xp860-as: option -o needs a file name");
            output = args[++i];
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw ToolError("xp860-as: unknown option " + arg + "\n" + kUsage);
        } else {
            inputs.push_back(arg);
        }
    }
    if (inputs.size() != 1) throw ToolError(std::string("xp860-as: give exactly one source file\n") + kUsage);
    const auto object =
        xp860::toolchain::assemble(xp860::frontend::read_source(inputs[0]), inputs[0], options,
                                   xp860::frontend::include_reader(include_folders));
    xp860::toolchain::write_elf_file(output, object);
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return xp860::frontend::run_tool(argc, argv, "", run); }
