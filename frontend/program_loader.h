// Puts a linked i860 executable into a node's memory and starts it there.
#pragma once

#include <string>

#include "network/node.h"
#include "toolchain/object_file.h"

namespace xp860::frontend {

// Copies every allocated section with contents of `program` (an ET_EXEC file) into
// the node's RAM and starts the node at the entry point. Throws ToolError naming
// `name` when the file is not an executable or a section does not fit the RAM.
void load_program(network::Node& node, const toolchain::ObjectFile& program, const std::string& name);

}  // namespace xp860::frontend
