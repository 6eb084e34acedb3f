// xp860-as: assembles one i860 source file into a relocatable ELF object.
#include <filesystem>
#include <string>
#include <vector>

#include "frontend/command_line.h"
#include "frontend/source_files.h"
#include "toolchain/assembler.h"
#include "toolchain/elf_file.h"

int main(int argc, char** argv) {
    CLI::App app("Assembles i860 source (GNU as syntax) into an ELF32 relocatable object.", "xp860-as");
    xp860::frontend::use_tool_format(app);
    std::vector<std::string> machine_options;
    std::vector<std::string> include_folders;
    std::string output = "a.out";
    std::string input;
    app.add_option("-m", machine_options,
           "-mxp: accept the i860 XP's instructions and control registers;\n"
                   "-mintel-syntax: Intel syntax, registers without '%', .dual/.enddual/.atmp")
        ->option_text("xp|intel-syntax")
        ->allow_extra_args(false)
        ->check(xp860::frontend::one_of({"xp", "intel-syntax"}, "machine option"));
    app.add_option("-I", include_folders, "where .include looks after the including file's own folder")
        ->option_text("DIR")
        ->allow_extra_args(false);
    app.add_option("-o", output, "output file (default a.out)")->option_text("OUT");
    app.add_option("FILE.s", input, "the source file")->required();
    return xp860::frontend::run_tool(app, argc, argv, "", [&] {
        xp860::toolchain::AssemblerOptions options;
        for (const std::string& machine : machine_options) {
            options.xp = options.xp || machine == "xp";
            options.intel_syntax = options.intel_syntax || machine == "intel-syntax";
        }
        const auto object = xp860::toolchain::assemble(
            xp860::frontend::read_source(input), input, options,
            xp860::frontend::include_reader({include_folders.begin(), include_folders.end()}));
        xp860::toolchain::write_elf_file(output, object);
        return 0;
    });
}
