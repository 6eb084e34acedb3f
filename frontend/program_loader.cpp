#include "frontend/program_loader.h"

#include <cstdio>

#include "toolchain/tool_error.h"

namespace xp860::frontend {

void load_program(network::Node& node, const toolchain::ObjectFile& program, const std::string& name) {
    if (program.type != toolchain::kElfTypeExecutable)
        throw toolchain::ToolError(name + ": not an executable (link it with xp860-ld first)");
    for (const toolchain::Section& section : program.sections) {
        if ((section.flags & toolchain::kSectionAlloc) == 0) continue;
        if (node.memory().contains(section.address, section.size())) {
            // .bss needs nothing: a node's RAM starts zeroed.
            if (section.type != toolchain::kSectionNobits) node.load(section.address, section.data);
            continue;
        }
        char where[64];
        std::snprintf(where, sizeof where, "0x%08x..0x%08llx", section.address,
                      static_cast<unsigned long long>(section.address) + section.size());
        throw toolchain::ToolError(name + ": section " + section.name + " at " + where + " does not fit in " +
                                   std::to_string(node.memory().size() >> 20) + " MB of RAM");
    }
    node.start_at(program.entry);
}

}  // namespace xp860::frontend
