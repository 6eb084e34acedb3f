#include "frontend/program_loader.h"

#include <cstdio>

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

void load_for_start(network::Node& node, const toolchain::ObjectFile& program, const std::string& name, bool boot_rom) {
    if (!boot_rom) return load_program(node, program, name);
    load_sections(node, program, name);
    node.reset();
}

}  // namespace xp860::frontend
