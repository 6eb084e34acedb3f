// The symbols of what is loaded on a node, for the disassembly and the address
// boxes: labels where symbols start, "name+0x8" for addresses inside a section,
// names looked up by text. A node under the kernel has two programs in its address
// space, the kernel's and its process's, whose sections never overlap; a bare node
// has one. Names follow GNU objdump (toolchain/symbol_names.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "toolchain/disassembler.h"
#include "toolchain/object_file.h"

namespace xp860::gui {

class ProgramSymbols {
public:
    // `programs` in the order names are looked up in (the process's before the kernel's).
    explicit ProgramSymbols(const std::vector<const toolchain::ObjectFile*>& programs);
    explicit ProgramSymbols(const toolchain::ObjectFile& program) : ProgramSymbols(std::vector{&program}) {}
    // The sections' symbol lists point into symbols_, whose buffer a move keeps.
    ProgramSymbols(ProgramSymbols&&) = default;
    ProgramSymbols& operator=(ProgramSymbols&&) = default;
    ProgramSymbols(const ProgramSymbols&) = delete;
    ProgramSymbols& operator=(const ProgramSymbols&) = delete;

    // The symbol objdump labels `address` with when one starts there, else nullptr.
    const std::string* label_at(std::uint32_t address) const;
    // "store_total+0x8" for an address in an allocated section, else nullopt.
    std::optional<std::string> describe(std::uint32_t address) const;
    // The branch-target text of the disassembly: "10030 <store_total>" as objdump
    // prints it, a plain address outside the programs.
    toolchain::AddressPrinter address_printer() const;
    // The address of the symbol called `name`.
    std::optional<std::uint32_t> find(std::string_view name) const;
    std::size_t size() const { return symbols_.size(); }

private:
    struct SectionSymbols {
        toolchain::Section section;  // name and range only, without the contents
        std::vector<const toolchain::Symbol*> symbols;  // label_symbols order
    };
    const SectionSymbols* section_of(std::uint32_t address) const;

    std::vector<toolchain::Symbol> symbols_;
    std::vector<SectionSymbols> sections_;
};

}  // namespace xp860::gui
