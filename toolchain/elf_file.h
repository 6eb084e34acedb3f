// ObjectFile to and from the bytes of an ELF32 little-endian EM_860 file.
//
// The writer lays a file out as: ELF header, program headers (executables only),
// the contents of each ObjectFile section, one .rela<name> per section that has
// relocations, .symtab, .strtab, .shstrtab, then the section header table. Symbols
// are written locals first, as ELF requires, so an ObjectFile whose locals already
// come first reads back equal to itself.
//
// The reader accepts any ELF32 LSB EM_860 relocatable or executable file, not just
// the writer's output, and treats its input as hostile: every problem becomes a
// ToolError "<file_name>: <what is wrong>", and it never reads outside the buffer
// nor allocates much more than the file's own size.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "toolchain/object_file.h"

namespace xp860::toolchain {

// Throws ToolError when `object` cannot be written: a symbol or relocation index
// out of range, a name containing a NUL byte, or a file beyond 4 GiB.
std::vector<std::uint8_t> write_elf(const ObjectFile& object);

ObjectFile read_elf(std::span<const std::uint8_t> bytes, const std::string& file_name);

// The same on files; errors name `path` ("prog.o: cannot open: No such file ...").
ObjectFile read_elf_file(const std::string& path);
void write_elf_file(const std::string& path, const ObjectFile& object);

}  // namespace xp860::toolchain
