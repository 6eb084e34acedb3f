// The parser: tokens to a typed tree (Program), with C's implicit conversions
// made explicit as Cast nodes, and constant expressions evaluated.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "toolchain/cc/ast.h"

namespace xp860::cc {

// Throws ToolError "file:line:column: error: ..." on the first error.
Program parse(const std::vector<Token>& tokens, Arena& arena);

// Constant evaluation, shared by the parser and the data emitter. `label`, when
// given, receives the symbol an address constant is relative to.
std::int64_t eval_constant(Node* node, std::string* label = nullptr);
double eval_double(Node* node);
bool is_constant_expr(Node* node);

}  // namespace xp860::cc
