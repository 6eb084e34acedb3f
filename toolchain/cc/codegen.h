// The i860 back end: the typed tree to assembly text for xp860-as.
#pragma once

#include <string>

#include "toolchain/cc/ast.h"

namespace xp860::cc {

// opt_level 0 is plain code; 1 and 2 add the peephole pass and frameless leaves.
std::string generate_assembly(const Program& program, int opt_level);

}  // namespace xp860::cc
