// The i860 back end: the typed tree to assembly text for xp860-as.
#pragma once

#include <string>

#include "toolchain/cc/ast.h"

namespace xp860::cc {

std::string generate_assembly(const Program& program);

}  // namespace xp860::cc
