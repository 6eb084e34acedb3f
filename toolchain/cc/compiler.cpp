// Lexer, parser and code generator in sequence.
#include "toolchain/cc/compiler.h"

#include "toolchain/cc/codegen.h"
#include "toolchain/cc/parser.h"

namespace xp860::cc {

std::string compile_to_assembly(std::string_view preprocessed, const std::string& file_name, int opt_level) {
    std::vector<std::unique_ptr<std::string>> file_names;
    const std::vector<Token> tokens = tokenize(preprocessed, file_name, file_names);
    Arena arena;
    const Program program = parse(tokens, arena);
    return generate_assembly(program, opt_level);
}

}  // namespace xp860::cc
