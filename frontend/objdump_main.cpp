// xp860-objdump: disassembles i860 ELF files in GNU objdump's layout.
#include <iostream>
#include <string>
#include <vector>

#include "toolchain/elf_file.h"
#include "toolchain/objdump.h"
#include "frontend/tool_main.h"
#include "toolchain/tool_error.h"

namespace {

using xp860::toolchain::ToolError;

constexpr const char* kUsage =
    "usage: xp860-objdump -d [-r] FILE...\n"
    "Disassembles the code sections of i860 ELF objects and executables.\n"
    "  -d  disassemble          -r  show relocations among the instructions\n"
    "Flags combine as in objdump: -dr.\n";

int run(const std::vector<std::string>& args) {
    xp860::toolchain::ObjdumpOptions options;
    bool disassemble = false;
    std::vector<std::string> files;
    for (const std::string& arg : args) {
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        }
        if (arg.size() > 1 && arg[0] == '-') {
            for (const char flag : arg.substr(1)) {
                if (flag == 'd') disassemble = true;
                else if (flag == 'r') options.relocations = true;
                else throw ToolError("xp860-objdump: unknown option -" + std::string(1, flag) + "\n" + kUsage);
            }
        } else {
            files.push_back(arg);
        }
    }
    if (!disassemble || files.empty()) throw ToolError(std::string("xp860-objdump: nothing to do\n") + kUsage);
    for (const std::string& file : files)
        std::cout << xp860::toolchain::objdump(xp860::toolchain::read_elf_file(file), file, options);
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return xp860::frontend::run_tool(argc, argv, "", run); }
