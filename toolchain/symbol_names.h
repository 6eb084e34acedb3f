// Naming code addresses after symbols, as GNU objdump does: the labels objdump
// prints, and "name+0x4" for an address past one. objdump and the desktop app's
// disassembly share it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "toolchain/object_file.h"

namespace xp860::toolchain {

// The symbols objdump names addresses after: no section, undefined or common
// symbols, none without a name (absolute ones stay). Sorted as GNU objdump sorts
// them: by address; at one address by section (absolute first), then a function
// first, a file name last, a global before a weak before a local, a name not
// starting with '.' first, then by name.
std::vector<const Symbol*> listed_symbols(const ObjectFile& object);

// Of those, the ones in section `section_index`: what objdump labels it with.
std::vector<const Symbol*> label_symbols(const ObjectFile& object, int section_index);

// The symbol GNU objdump names a branch target `address` after, from all of
// listed_symbols, disassembling section `section_index`: the first at the highest
// address at or below it (one in that section before others at that address), or
// the lowest when all lie above. With `want_section` (objdump sets it when the file
// has relocations and the address lies inside the section) only that section's
// symbols count, and there may be none (nullptr).
const Symbol* symbol_for_target(std::span<const Symbol* const> symbols, int section_index, bool want_section,
                                std::uint64_t address);

// Of symbols sorted as label_symbols sorts them, the one objdump names `address`
// after: the last address at or below it, the preferred name there; nullptr when
// every symbol lies above it.
const Symbol* symbol_at_or_below(std::span<const Symbol* const> symbols, std::uint64_t address);

// "name", "name+0x4" or "name-0x20", as objdump writes an address near a symbol.
std::string symbolic(const std::string& name, std::uint64_t base, std::uint64_t address);

// The name objdump gives `address` in `section`, whose label_symbols are `symbols`:
// after the symbol at or below it, else the section's first symbol, else the
// section itself.
std::string section_label(std::span<const Symbol* const> symbols, const Section& section, std::uint64_t address);

}  // namespace xp860::toolchain
