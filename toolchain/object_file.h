// The in-memory form of an i860 ELF32 file, relocatable or executable. The
// assembler builds one, the linker reads several and builds one, objdump and the
// loader read one. ELF bookkeeping (the null entries, .symtab, .strtab, .shstrtab,
// .rela.* sections, program headers) is made by the writer and consumed by the
// reader; it never appears here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "toolchain/relocation.h"
#include "toolchain/tool_error.h"

namespace xp860::toolchain {

inline constexpr std::uint16_t kElfTypeRelocatable = 1;  // ET_REL
inline constexpr std::uint16_t kElfTypeExecutable = 2;   // ET_EXEC
inline constexpr std::uint16_t kElfMachine860 = 7;       // EM_860

inline constexpr std::uint32_t kSectionProgbits = 1;  // SHT_PROGBITS
inline constexpr std::uint32_t kSectionNobits = 8;    // SHT_NOBITS

inline constexpr std::uint32_t kSectionWrite = 0x1;      // SHF_WRITE
inline constexpr std::uint32_t kSectionAlloc = 0x2;      // SHF_ALLOC
inline constexpr std::uint32_t kSectionExecute = 0x4;    // SHF_EXECINSTR

inline constexpr std::uint8_t kBindLocal = 0;   // STB_LOCAL
inline constexpr std::uint8_t kBindGlobal = 1;  // STB_GLOBAL
inline constexpr std::uint8_t kBindWeak = 2;    // STB_WEAK

inline constexpr std::uint8_t kSymbolNoType = 0;   // STT_NOTYPE
inline constexpr std::uint8_t kSymbolObject = 1;   // STT_OBJECT
inline constexpr std::uint8_t kSymbolFunction = 2; // STT_FUNC
inline constexpr std::uint8_t kSymbolSection = 3;  // STT_SECTION
inline constexpr std::uint8_t kSymbolFile = 4;     // STT_FILE

struct Relocation {
    std::uint32_t offset = 0;  // within the section
    RelocationType type = RelocationType::None;
    std::uint32_t symbol = 0;  // index into ObjectFile::symbols
    std::int32_t addend = 0;

    bool operator==(const Relocation&) const = default;
};

struct Section {
    std::string name;
    std::uint32_t type = kSectionProgbits;
    std::uint32_t flags = kSectionAlloc;
    std::uint32_t address = 0;    // 0 in relocatable files
    std::uint32_t alignment = 1;  // a power of two
    std::vector<std::uint8_t> data;  // contents; empty for SHT_NOBITS
    std::uint32_t nobits_size = 0;   // size of an SHT_NOBITS section
    std::vector<Relocation> relocations;

    std::uint32_t size() const {
        return type == kSectionNobits ? nobits_size : static_cast<std::uint32_t>(data.size());
    }
    bool operator==(const Section&) const = default;
};

// Where a symbol is defined: a section index, or one of these.
inline constexpr int kUndefinedSection = -1;
inline constexpr int kAbsoluteSection = -2;
inline constexpr int kCommonSection = -3;  // value = alignment, size = size

struct Symbol {
    std::string name;
    std::uint32_t value = 0;
    std::uint32_t size = 0;
    std::uint8_t binding = kBindLocal;
    std::uint8_t type = kSymbolNoType;
    int section = kUndefinedSection;

    bool operator==(const Symbol&) const = default;
};

struct ObjectFile {
    std::uint16_t type = kElfTypeRelocatable;
    std::uint32_t entry = 0;
    std::vector<Section> sections;
    std::vector<Symbol> symbols;

    bool operator==(const ObjectFile&) const = default;
};

// Throws ToolError naming `name` unless `object` is a linked executable.
inline void require_executable(const ObjectFile& object, const std::string& name) {
    if (object.type != kElfTypeExecutable) throw ToolError(name + ": not an executable (link it with xp860-ld first)");
}

// The symbol `name` that `object` defines (in a section, or absolute), a global one
// before a local of that name; nullptr when it defines none.
inline const Symbol* find_symbol(const ObjectFile& object, std::string_view name) {
    const Symbol* found = nullptr;
    for (const Symbol& symbol : object.symbols) {
        if (symbol.name != name || symbol.section == kUndefinedSection) continue;
        if (symbol.binding == kBindGlobal) return &symbol;
        if (found == nullptr) found = &symbol;
    }
    return found;
}

}  // namespace xp860::toolchain
