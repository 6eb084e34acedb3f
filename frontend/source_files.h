// Reading i860 source files from disk for the assembler: the text of a file, and
// how `.include "name"` finds the files it names.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "toolchain/assembler.h"

namespace xp860::frontend {

// The whole file; throws ToolError naming the path when it cannot be read.
std::string read_source(const std::string& path);

// .include "name": the name as given if absolute, else beside the including file,
// else in each of `folders` in turn.
toolchain::IncludeReader include_reader(std::vector<std::filesystem::path> folders = {});

}  // namespace xp860::frontend
