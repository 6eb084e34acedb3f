#include "frontend/program_loader.h"

#include <cstdio>

#include "mmu/host_device.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {

std::string section_range(const toolchain::Section& section) {
    char where[64];
    std::snprintf(where, sizeof where, "0x%08x..0x%08llx", section.address,
                  static_cast<unsigned long long>(section.address) + section.size());
    return where;
}

void load_sections(network::Node& node, const toolchain::ObjectFile& program, const std::string& name) {
    toolchain::require_executable(program, name);
    for (const toolchain::Section& section : program.sections) {
        if ((section.flags & toolchain::kSectionAlloc) == 0) continue;
        if (std::uint64_t{section.address} + section.size() <= node.ram_bytes()) {
            // .bss needs nothing: a node's RAM starts zeroed.
            if (section.type != toolchain::kSectionNobits) node.load(section.address, section.data);
            continue;
        }
        throw toolchain::ToolError(name + ": section " + section.name + " at " + section_range(section) +
                                   " does not fit in " + std::to_string(node.ram_bytes() >> 20) + " MB of RAM");
    }
}

void load_program(network::Node& node, const toolchain::ObjectFile& program, const std::string& name) {
    load_sections(node, program, name);
    node.start_at(program.entry);
}

void give_arguments(network::Node& node, const std::string& name, const std::vector<std::string>& arguments) {
    std::vector<std::string> argv{name};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    const std::size_t bytes = mmu::argument_block(argv, 0).size();
    if (bytes > mmu::host::kArgumentBytes)
        throw toolchain::ToolError("xp860: the program's arguments take " + std::to_string(bytes) +
                                   " bytes (argc, argv's pointers and the strings); at most " +
                                   std::to_string(mmu::host::kArgumentBytes) + " may be given");
    node.host().set_arguments(std::move(argv));
}

void load_for_start(network::Node& node, const toolchain::ObjectFile& program, const std::string& name, bool boot_rom) {
    if (!boot_rom) return load_program(node, program, name);
    load_sections(node, program, name);
    node.reset();
}

}  // namespace xp860::frontend
