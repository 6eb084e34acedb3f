// xp860-objdump: disassembles i860 ELF files in GNU objdump's layout.
#include <iostream>
#include <string>
#include <vector>

#include "frontend/command_line.h"
#include "toolchain/elf_file.h"
#include "toolchain/objdump.h"
#include "toolchain/tool_error.h"

int main(int argc, char** argv) {
    CLI::App app("Disassembles the code sections of i860 ELF objects and executables.\n"
                 "Flags combine as in objdump: -dr.",
                 "xp860-objdump");
    xp860::frontend::use_tool_format(app);
    xp860::toolchain::ObjdumpOptions options;
    bool disassemble = false;
    std::vector<std::string> files;
    app.add_flag("-d", disassemble, "disassemble");
    app.add_flag("-r", options.relocations, "show relocations among the instructions");
    app.add_option("FILE", files, "ELF objects and executables")->required();
    return xp860::frontend::run_tool(app, argc, argv, "", [&] {
        if (!disassemble) throw xp860::toolchain::ToolError("xp860-objdump: nothing to do (give -d)");
        for (const std::string& file : files)
            std::cout << xp860::toolchain::objdump(xp860::toolchain::read_elf_file(file), file, options);
        return 0;
    });
}
