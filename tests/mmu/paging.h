// i860 programs that turn translation on: page tables assembled into .data (a
// directory and one page table, each 4 KB and aligned) and the code that loads
// dirbase. A program whose text stays under 4 KB has its .data on the next page, so
// the directory lands at physical 0x11000 and its table at 0x12000 (the linker's
// default layout); the code page 0x10000 is mapped to itself.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "toolchain/hex.h"

namespace xp860::test {

// Page-table entry bits (ISA-FACTS §10.2, mmu/page_table.h).
inline constexpr std::uint32_t kP = 0x1, kW = 0x2, kU = 0x4, kWT = 0x8, kCD = 0x10, kA = 0x20, kD = 0x40,
                               kPS = 0x80;

inline constexpr std::uint32_t kDirectory = 0x11000;  // physical, with the default layout
inline constexpr std::uint32_t kTable = 0x12000;

// An entry: a frame (or a symbol's address, as text) plus flags.
inline std::string entry(std::uint32_t frame, std::uint32_t flags) { return toolchain::hex(frame | flags); }
inline std::string entry(const std::string& symbol, std::uint32_t flags) { return symbol + " + " + toolchain::hex(flags); }

struct PageTables {
    // Index -> entry. Directory entry 0 points at `table0`, which maps 0-4 MB.
    std::map<unsigned, std::string> directory{{0, entry("table0", kP | kW | kU)}};
    std::map<unsigned, std::string> table{{0x10, entry(0x10000, kP | kU | kA)}};  // the code page
};

inline std::string table_text(const std::string& label, const std::map<unsigned, std::string>& entries) {
    std::string text = label + ":\n";
    for (unsigned i = 0; i < 1024; ++i) {
        const auto found = entries.find(i);
        text += "  .long " + (found == entries.end() ? std::string("0") : found->second) + "\n";
    }
    return text;
}

// `body` runs with translation on, supervisor mode; `data` follows the tables in
// .data (start it with `.align 4096` for a page of its own: 0x13000 is the first).
inline std::string paging_program(const std::string& body, const PageTables& tables, const std::string& data = "") {
    return "  .text\n"
           "  orh h%directory,%r0,%r4\n  or l%directory,%r4,%r4\n  or 1,%r4,%r4\n  st.c %r4,%dirbase\n" +
           body + "\n  .data\n  .align 4096\n" + table_text("directory", tables.directory) +
           table_text("table0", tables.table) + data + "\n  .text\n";
}

// Code that enters user mode at `label` (PU and a trap bit set, then bri: ISA-FACTS §2.7).
inline std::string enter_user_mode(const std::string& label) {
    return "  ld.c %psr,%r20\n  or 0x180,%r20,%r20\n  st.c %r20,%psr\n"
           "  orh h%" + label + ",%r0,%r21\n  or l%" + label + ",%r21,%r21\n  bri %r21\n  nop\n";
}

}  // namespace xp860::test
