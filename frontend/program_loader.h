// Puts a linked i860 executable into a node's memory and starts it there.
#pragma once

#include <string>
#include <vector>

#include "network/node.h"
#include "toolchain/object_file.h"

namespace xp860::frontend {

// Copies every allocated section with contents of `program` (an ET_EXEC file) into
// the node's RAM. Throws ToolError naming `name` when the file is not an executable
// or a section does not fit the RAM.
void load_sections(network::Node& node, const toolchain::ObjectFile& program, const std::string& name);

// "0x00010000..0x00010030": where a section lies, for messages.
std::string section_range(const toolchain::Section& section);

// load_sections, then the bare-machine start at the entry point.
void load_program(network::Node& node, const toolchain::ObjectFile& program, const std::string& name);

// To boot from the node's ROM (`boot_rom`): load_sections, then a reset; else
// load_program.
void load_for_start(network::Node& node, const toolchain::ObjectFile& program, const std::string& name, bool boot_rom);

// main's arguments for the program run as `name`: argv[0] is `name`, `arguments`
// follow. The node's host device hands them to crt0 (docs/host-device.md). Throws
// ToolError when their block would pass mmu::host::kArgumentBytes.
void give_arguments(network::Node& node, const std::string& name, const std::vector<std::string>& arguments);

}  // namespace xp860::frontend
