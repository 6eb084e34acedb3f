// Static linking of relocatable i860 objects into one executable ObjectFile.
//
// Layout. Every SHF_ALLOC input section goes to one of three output sections:
//   .text  executable sections,
//   .data  the other sections with contents (read-only data included),
//   .bss   SHT_NOBITS sections, followed by the COMMON symbols,
// except that an input section whose name has an entry in
// LinkOptions::section_addresses gets an output section of that name, at that
// address. Non-alloc sections (.comment and the like) are dropped. Inside an output
// section the input sections follow in input order, each at an address aligned to
// its own alignment; the gaps are i860 nops in .text and zeros elsewhere.
//
// Default addresses: .text at kDefaultTextAddress; .data at the first page boundary
// (kPageSize) after .text, so that text and data never share a page; .bss right
// after .data at its own alignment, or at the first page boundary after .text when
// there is no .data. A section given an address stays there and the sections
// after it follow it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "toolchain/object_file.h"

namespace xp860::toolchain {

// 64 KiB: leaves the low pages unmapped so a null pointer traps.
inline constexpr std::uint32_t kDefaultTextAddress = 0x00010000;
inline constexpr std::uint32_t kPageSize = 0x1000;  // the i860's 4 KiB page

struct LinkOptions {
    // -Ttext, -Tdata, -Tbss. Each takes precedence over a section_addresses entry
    // for the same section.
    std::optional<std::uint32_t> text_address;
    std::optional<std::uint32_t> data_address;
    std::optional<std::uint32_t> bss_address;
    // -e SYMBOL. When unset, the entry is "_start" if some input defines it, else
    // the start of .text; when set, the symbol must be defined.
    std::optional<std::string> entry_symbol;
    // --section-start NAME=ADDRESS, in command-line order (a later entry for the
    // same name wins). NAME is .text, .data, .bss or the name of input sections to
    // place in an output section of their own.
    std::vector<std::pair<std::string, std::uint32_t>> section_addresses;
};

// `inputs` pairs each relocatable object with the file name its messages start
// with. Returns an ET_EXEC ObjectFile: output sections in address order with their
// addresses, no relocations, the entry point, and the symbols (locals, then the
// defined globals) with final addresses. Throws ToolError on a duplicate or
// undefined symbol, a relocation that does not fit, or overlapping sections.
ObjectFile link(const std::vector<std::pair<std::string, ObjectFile>>& inputs,
                const LinkOptions& options);

}  // namespace xp860::toolchain
