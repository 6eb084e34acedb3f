// xp860-as: GNU as syntax for the i860 (AT&T/SVR4 by default, Intel with
// -mintel-syntax) to a relocatable ELF32 object.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "toolchain/object_file.h"

namespace xp860::toolchain {

// What `.include "name"` reads: the file `name` names, seen from the file
// `including` that names it (its path, as error messages will show it, and its
// text), or nullopt when there is none. Without a reader, .include is an error: the
// library itself never touches the file system.
struct IncludedFile {
    std::string path;
    std::string text;
};
using IncludeReader =
    std::function<std::optional<IncludedFile>(const std::string& name, const std::string& including)>;

struct AssemblerOptions {
    bool intel_syntax = false;  // registers without '%', .dual/.enddual/.atmp
    bool xp = false;            // accept the i860 XP's own instructions and registers
};

// Assembles a whole source file. Throws ToolError listing every error as
// "file:line: error: message", one per line.
ObjectFile assemble(std::string_view source, const std::string& file_name,
                    const AssemblerOptions& options, const IncludeReader& read_include = {});

// Assembles one instruction as if it stood at `address` (branch targets are
// absolute addresses there) and returns its word. Throws ToolError if the text is
// not exactly one instruction word without relocations.
std::uint32_t assemble_instruction(std::string_view text, std::uint32_t address,
                                   const AssemblerOptions& options);

}  // namespace xp860::toolchain
