#include "toolchain/elf_file.h"
#include "toolchain/hex.h"
#include "cpu/little_endian.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <limits>
#include <unordered_map>

#include "toolchain/file_bytes.h"
#include "toolchain/tool_error.h"

namespace xp860::toolchain {
namespace {

// ELF32 layout and constants that the model does not need (object_file.h has those
// it does). Names in comments are the <elf.h> ones.
constexpr std::uint32_t kHeaderSize = 52;         // sizeof(Elf32_Ehdr)
constexpr std::uint32_t kProgramHeaderSize = 32;  // sizeof(Elf32_Phdr)
constexpr std::uint32_t kSectionHeaderSize = 40;  // sizeof(Elf32_Shdr)
constexpr std::uint32_t kSymbolSize = 16;         // sizeof(Elf32_Sym)
constexpr std::uint32_t kRelaSize = 12;           // sizeof(Elf32_Rela)

constexpr std::uint8_t kMagic[4] = {0x7f, 'E', 'L', 'F'};
constexpr std::uint8_t kClass32 = 1;         // ELFCLASS32
constexpr std::uint8_t kDataLittle = 1;      // ELFDATA2LSB
constexpr std::uint8_t kCurrentVersion = 1;  // EV_CURRENT

constexpr std::uint32_t kSectionNull = 0;         // SHT_NULL
constexpr std::uint32_t kSectionSymtab = 2;       // SHT_SYMTAB
constexpr std::uint32_t kSectionStrtab = 3;       // SHT_STRTAB
constexpr std::uint32_t kSectionRela = 4;         // SHT_RELA
constexpr std::uint32_t kSectionRel = 9;          // SHT_REL
constexpr std::uint32_t kSectionInfoLink = 0x40;  // SHF_INFO_LINK: sh_info is a section index

constexpr std::uint16_t kIndexUndefined = 0;        // SHN_UNDEF
constexpr std::uint16_t kIndexLowReserve = 0xff00;  // SHN_LORESERVE
constexpr std::uint16_t kIndexAbsolute = 0xfff1;    // SHN_ABS
constexpr std::uint16_t kIndexCommon = 0xfff2;      // SHN_COMMON
constexpr std::uint32_t kMaxSymbols = 1u << 24;     // r_info has 24 bits of symbol index

constexpr std::uint32_t kProgramLoad = 1;                                          // PT_LOAD
constexpr std::uint32_t kSegmentExecute = 1, kSegmentWrite = 2, kSegmentRead = 4;  // PF_X/W/R

// The reader copies each name out of its string table, and a hostile file can point
// every symbol at the same long string; so names may total at most this many times
// the file's size. With 16-byte symbols that still allows names of 1 KiB on average
// even when all symbols share one string.
constexpr std::uint64_t kNameBytesPerFileByte = 64;

struct SectionHeader {
    std::uint32_t name = 0;
    std::uint32_t type = kSectionNull;
    std::uint32_t flags = 0;
    std::uint32_t address = 0;
    std::uint32_t offset = 0;
    std::uint32_t size = 0;
    std::uint32_t link = 0;
    std::uint32_t info = 0;
    std::uint32_t alignment = 0;
    std::uint32_t entry_size = 0;
};

// ---- writing ----

void store16(std::vector<std::uint8_t>& out, std::size_t at, std::uint32_t value) {
    cpu::store_little_endian(std::span(out).subspan(at, 2), value);
}

void store32(std::vector<std::uint8_t>& out, std::size_t at, std::uint32_t value) {
    cpu::store_little_endian(std::span(out).subspan(at, 4), value);
}

void append16(std::vector<std::uint8_t>& out, std::uint32_t value) {
    out.resize(out.size() + 2);
    store16(out, out.size() - 2, value);
}

void append32(std::vector<std::uint8_t>& out, std::uint32_t value) {
    out.resize(out.size() + 4);
    store32(out, out.size() - 4, value);
}

// The current end of the file as an ELF32 offset.
std::uint32_t file_offset(const std::vector<std::uint8_t>& out) {
    if (out.size() > std::numeric_limits<std::uint32_t>::max())
        throw ToolError("cannot write ELF: the file would be larger than 4 GiB");
    return static_cast<std::uint32_t>(out.size());
}

// Pads with zeros until the file offset is congruent to `address` modulo
// `alignment`, which lets a loader map the section where its address says (and,
// with address 0 in relocatable files, simply aligns the offset).
void pad_to_congruent(std::vector<std::uint8_t>& out, std::uint32_t address,
                      std::uint32_t alignment) {
    if (alignment <= 1) return;
    const std::uint64_t size = out.size();
    const std::uint64_t gap = (address % alignment + alignment - size % alignment) % alignment;
    out.resize(static_cast<std::size_t>(size + gap), 0);
}

// Names into a string table, each stored once; offset 0 is the empty name.
class StringTableBuilder {
public:
    std::uint32_t add(const std::string& name) {
        if (name.empty()) return 0;
        if (name.find('\0') != std::string::npos)
            throw ToolError("cannot write ELF: the name \"" + name.substr(0, name.find('\0')) +
                            "\\0...\" contains a NUL byte");
        const auto [it, inserted] = offsets_.try_emplace(name, file_offset(text_));
        if (inserted) {
            text_.insert(text_.end(), name.begin(), name.end());
            text_.push_back(0);
        }
        return it->second;
    }
    const std::vector<std::uint8_t>& bytes() const { return text_; }

private:
    std::vector<std::uint8_t> text_{0};
    std::unordered_map<std::string, std::uint32_t> offsets_;
};

// The writer remaps indices; an index out of range would make it read out of
// bounds, so such a model is refused rather than written.
void check_writable(const ObjectFile& object) {
    // Sections 1..n, the .rela ones (at most n), .symtab, .strtab and .shstrtab must
    // stay below SHN_LORESERVE.
    if (2 * object.sections.size() + 4 > kIndexLowReserve)
        throw ToolError("cannot write ELF: too many sections (" +
                        std::to_string(object.sections.size()) + ")");
    if (object.symbols.size() + 1 > kMaxSymbols)
        throw ToolError("cannot write ELF: too many symbols (" +
                        std::to_string(object.symbols.size()) + ")");
    for (const Symbol& symbol : object.symbols) {
        if (symbol.section >= static_cast<int>(object.sections.size()) ||
            (symbol.section < 0 && symbol.section != kUndefinedSection &&
             symbol.section != kAbsoluteSection && symbol.section != kCommonSection))
            throw ToolError("cannot write ELF: symbol '" + symbol.name + "' has section index " +
                            std::to_string(symbol.section) + " of " +
                            std::to_string(object.sections.size()));
    }
    for (const Section& section : object.sections) {
        for (const Relocation& relocation : section.relocations) {
            if (relocation.symbol >= object.symbols.size())
                throw ToolError("cannot write ELF: a relocation in " + section.name +
                                " refers to symbol " + std::to_string(relocation.symbol) + " of " +
                                std::to_string(object.symbols.size()));
        }
    }
}

std::uint16_t elf_section_index(int section) {
    switch (section) {
        case kUndefinedSection: return kIndexUndefined;
        case kAbsoluteSection: return kIndexAbsolute;
        case kCommonSection: return kIndexCommon;
        default: return static_cast<std::uint16_t>(section + 1);  // after the null section
    }
}

void append_section_header(std::vector<std::uint8_t>& out, const SectionHeader& header) {
    for (const std::uint32_t field :
         {header.name, header.type, header.flags, header.address, header.offset, header.size,
          header.link, header.info, header.alignment, header.entry_size})
        append32(out, field);
}

// ---- reading ----

class ElfReader {
public:
    ElfReader(std::span<const std::uint8_t> bytes, const std::string& file_name)
        : bytes_(bytes),
          file_name_(file_name),
          name_bytes_left_(kNameBytesPerFileByte * bytes.size()) {}

    ObjectFile read() {
        ObjectFile object;
        read_file_header(object);
        read_section_headers();
        check_section_layout();
        read_contents(object);
        read_symbols(object);
        read_relocations(object);
        return object;
    }

private:
    [[noreturn]] void fail(const std::string& message) const {
        throw ToolError(file_name_ + ": " + message);
    }

    // Whether [offset, offset + size) lies in the file, without overflowing.
    bool in_file(std::uint64_t offset, std::uint64_t size) const {
        return offset <= bytes_.size() && size <= bytes_.size() - offset;
    }

    // Callers have checked the range with in_file.
    std::uint16_t u16(std::uint64_t at) const {
        return static_cast<std::uint16_t>(cpu::load_little_endian(bytes_.subspan(at, 2)));
    }
    std::uint32_t u32(std::uint64_t at) const { return cpu::load_little_endian(bytes_.subspan(at, 4)); }

    std::string describe_section(std::size_t index) const {
        std::string text = "section " + std::to_string(index);
        if (index < names_.size()) text += " ('" + names_[index] + "')";
        return text;
    }

    void read_file_header(ObjectFile& object) {
        if (bytes_.size() < sizeof kMagic ||
            !std::equal(std::begin(kMagic), std::end(kMagic), bytes_.begin()))
            fail("not an ELF file (no \\x7fELF magic number)");
        if (bytes_.size() < kHeaderSize)
            fail("the ELF header is truncated (" + std::to_string(bytes_.size()) + " bytes, need " +
                 std::to_string(kHeaderSize) + ")");
        if (bytes_[4] != kClass32)
            fail("ELF class " + std::to_string(bytes_[4]) + " is not ELFCLASS32 (1)");
        if (bytes_[5] != kDataLittle)
            fail("ELF data encoding " + std::to_string(bytes_[5]) +
                 " is not little-endian (ELFDATA2LSB, 1)");
        if (bytes_[6] != kCurrentVersion || u32(20) != kCurrentVersion)
            fail("ELF version is not 1 (EV_CURRENT)");
        const std::uint16_t machine = u16(18);
        if (machine != kElfMachine860)
            fail("machine " + std::to_string(machine) + " is not the i860 (EM_860, 7)");
        object.type = u16(16);
        if (object.type != kElfTypeRelocatable && object.type != kElfTypeExecutable)
            fail("ELF type " + std::to_string(object.type) +
                 " is neither relocatable (1) nor executable (2)");
        object.entry = u32(24);

        section_table_ = u32(32);
        if (u16(46) != kSectionHeaderSize)
            fail("section header size is " + std::to_string(u16(46)) + ", not " +
                 std::to_string(kSectionHeaderSize));
        section_count_ = u16(48);
        names_index_ = u16(50);
    }

    void read_section_headers() {
        // e_shnum 0 also marks extended numbering, which xp860 never writes.
        if (section_count_ == 0) fail("the file has no section headers");
        if (!in_file(section_table_, std::uint64_t{section_count_} * kSectionHeaderSize))
            fail("the section header table (offset " + hex(section_table_) + ", " +
                 std::to_string(section_count_) +
                 " entries) extends past the end of the file (size " +
                 std::to_string(bytes_.size()) + ")");
        headers_.resize(section_count_);
        for (std::size_t i = 0; i < section_count_; ++i) {
            std::uint64_t at = section_table_ + i * std::uint64_t{kSectionHeaderSize};
            SectionHeader& h = headers_[i];
            for (std::uint32_t* field : {&h.name, &h.type, &h.flags, &h.address, &h.offset, &h.size,
                                         &h.link, &h.info, &h.alignment, &h.entry_size}) {
                *field = u32(at);
                at += 4;
            }
        }
        if (headers_[0].type != kSectionNull) fail("section 0 is not the null section");
        if (names_index_ == kIndexUndefined || names_index_ >= section_count_)
            fail("section name table index " + std::to_string(names_index_) +
                 " is not a section (there are " + std::to_string(section_count_) + ")");
        check_in_file(names_index_);
        names_.reserve(headers_.size());
        for (std::size_t i = 0; i < headers_.size(); ++i)
            names_.push_back(string_at(names_index_, headers_[i].name,
                                       "the name of section " + std::to_string(i)));
    }

    bool has_file_contents(const SectionHeader& header) const {
        return header.type != kSectionNull && header.type != kSectionNobits && header.size != 0;
    }

    void check_in_file(std::size_t index) const {
        const SectionHeader& header = headers_[index];
        if (has_file_contents(header) && !in_file(header.offset, header.size))
            fail(describe_section(index) + " extends past the end of the file (offset " +
                 hex(header.offset) + ", size " + std::to_string(header.size) + ", file size " +
                 std::to_string(bytes_.size()) + ")");
    }

    // Copies the NUL-terminated string at `index` of the string table `table`.
    std::string string_at(std::size_t table, std::uint32_t index, const std::string& what) {
        const SectionHeader& header = headers_[table];
        if (header.type != kSectionStrtab)
            fail(what + " refers to " + describe_section(table) + ", which is not a string table");
        if (index >= header.size)
            fail(what + " (offset " + hex(index) + ") is outside its string table, " +
                 describe_section(table) + " of " + std::to_string(header.size) + " bytes");
        const auto* start = bytes_.data() + header.offset + index;
        const auto* end =
            static_cast<const std::uint8_t*>(std::memchr(start, 0, header.size - index));
        if (end == nullptr)
            fail(what + " (offset " + hex(index) +
                 ") is not NUL-terminated inside its string table, " + describe_section(table));
        const auto length = static_cast<std::size_t>(end - start);
        if (length > name_bytes_left_)
            fail(what + " brings the names read to more than " +
                 std::to_string(kNameBytesPerFileByte) + " times the file size");
        name_bytes_left_ -= length;
        return std::string(reinterpret_cast<const char*>(start), length);
    }

    void check_section_layout() const {
        for (std::size_t i = 0; i < headers_.size(); ++i) {
            check_in_file(i);
            const std::uint32_t alignment = headers_[i].alignment;
            if ((alignment & (alignment - 1)) != 0)
                fail(describe_section(i) + " has alignment " + std::to_string(alignment) +
                     ", not a power of two");
            if (headers_[i].type == kSectionRel)
                fail(describe_section(i) + " holds REL relocations; the i860 uses RELA only");
        }

        // Sections must not share file bytes: otherwise a small hostile file could
        // describe any number of sections, symbols or relocations by pointing many
        // headers at the same bytes.
        std::vector<std::size_t> by_offset;
        for (std::size_t i = 0; i < headers_.size(); ++i)
            if (has_file_contents(headers_[i])) by_offset.push_back(i);
        std::sort(by_offset.begin(), by_offset.end(), [&](std::size_t a, std::size_t b) {
            return headers_[a].offset < headers_[b].offset;
        });
        for (std::size_t k = 1; k < by_offset.size(); ++k) {
            const SectionHeader& before = headers_[by_offset[k - 1]];
            if (std::uint64_t{before.offset} + before.size > headers_[by_offset[k]].offset)
                fail(describe_section(by_offset[k - 1]) + " and " + describe_section(by_offset[k]) +
                     " overlap in the file");
        }
    }

    // Code and data sections become model sections; the ELF bookkeeping does not.
    void read_contents(ObjectFile& object) {
        model_index_.assign(headers_.size(), -1);
        for (std::size_t i = 0; i < headers_.size(); ++i) {
            const SectionHeader& header = headers_[i];
            if (header.type != kSectionProgbits && header.type != kSectionNobits) continue;
            Section section;
            section.name = names_[i];
            section.type = header.type;
            section.flags = header.flags;
            section.address = header.address;
            section.alignment = std::max<std::uint32_t>(header.alignment, 1);
            if (header.type == kSectionNobits) {
                section.nobits_size = header.size;
            } else {
                const auto contents = bytes_.subspan(header.offset, header.size);
                section.data.assign(contents.begin(), contents.end());
            }
            model_index_[i] = static_cast<int>(object.sections.size());
            object.sections.push_back(std::move(section));
        }
    }

    // `what` names a table of fixed-size entries; checks that it is one.
    void check_table(std::size_t index, std::uint32_t entry_size, const char* what) const {
        const SectionHeader& header = headers_[index];
        if (header.entry_size != entry_size)
            fail(what + (" " + describe_section(index)) + " has entry size " +
                 std::to_string(header.entry_size) + ", not " + std::to_string(entry_size));
        if (header.size % entry_size != 0)
            fail(what + (" " + describe_section(index)) + " has size " +
                 std::to_string(header.size) + ", not a multiple of " + std::to_string(entry_size));
    }

    int symbol_section(std::size_t symbol, const std::string& name, std::uint16_t index) const {
        if (index == kIndexUndefined) return kUndefinedSection;
        if (index == kIndexAbsolute) return kAbsoluteSection;
        if (index == kIndexCommon) return kCommonSection;
        const std::string what = "symbol " + std::to_string(symbol) + " ('" + name + "')";
        if (index >= kIndexLowReserve)
            fail(what + " has the special section index " + hex(index) +
                 ", which xp860 does not support");
        if (index >= headers_.size())
            fail(what + " refers to section " + std::to_string(index) + ", but there are only " +
                 std::to_string(headers_.size()));
        if (model_index_[index] < 0)
            fail(what + " is defined in " + describe_section(index) +
                 ", which holds neither code nor data");
        return model_index_[index];
    }

    void read_symbols(ObjectFile& object) {
        for (std::size_t i = 0; i < headers_.size(); ++i) {
            if (headers_[i].type != kSectionSymtab) continue;
            if (symtab_index_ != 0)
                fail("the file has two symbol tables, " + describe_section(symtab_index_) +
                     " and " + describe_section(i));
            symtab_index_ = i;
        }
        if (symtab_index_ == 0) return;
        const SectionHeader& header = headers_[symtab_index_];
        check_table(symtab_index_, kSymbolSize, "symbol table");
        if (header.link >= headers_.size())
            fail("the symbol table's string table index " + std::to_string(header.link) +
                 " is not a section");
        symbol_count_ = header.size / kSymbolSize;
        object.symbols.reserve(symbol_count_ > 0 ? symbol_count_ - 1 : 0);
        // Entry 0 is the null symbol, which the model leaves out.
        for (std::uint32_t i = 1; i < symbol_count_; ++i) {
            const std::uint64_t at = header.offset + std::uint64_t{i} * kSymbolSize;
            Symbol symbol;
            symbol.name =
                string_at(header.link, u32(at), "the name of symbol " + std::to_string(i));
            symbol.value = u32(at + 4);
            symbol.size = u32(at + 8);
            const std::uint8_t info = bytes_[at + 12];
            symbol.binding = static_cast<std::uint8_t>(info >> 4);
            symbol.type = static_cast<std::uint8_t>(info & 0xf);
            const std::string what = "symbol " + std::to_string(i) + " ('" + symbol.name + "')";
            if (symbol.binding != kBindLocal && symbol.binding != kBindGlobal &&
                symbol.binding != kBindWeak)
                fail(what + " has binding " + std::to_string(symbol.binding) +
                     ", not local, global or weak");
            if (symbol.type > kSymbolFile)  // the last type xp860 accepts
                fail(what + " has type " + std::to_string(symbol.type) +
                     ", which xp860 does not support");
            symbol.section = symbol_section(i, symbol.name, u16(at + 14));
            object.symbols.push_back(std::move(symbol));
        }
    }

    void read_relocations(ObjectFile& object) {
        for (std::size_t i = 0; i < headers_.size(); ++i) {
            const SectionHeader& header = headers_[i];
            if (header.type != kSectionRela) continue;
            const std::string what = "relocation " + describe_section(i);
            check_table(i, kRelaSize, "relocation");
            if (symtab_index_ == 0 || header.link != symtab_index_)
                fail(what + " links to section " + std::to_string(header.link) +
                     ", not to the symbol table");
            if (header.info >= headers_.size() || model_index_[header.info] < 0)
                fail(what + " applies to section " + std::to_string(header.info) +
                     ", which holds neither code nor data");
            Section& target = object.sections[static_cast<std::size_t>(model_index_[header.info])];
            if (target.type == kSectionNobits)
                fail(what + " applies to " + describe_section(header.info) +
                     ", which has no contents to patch");
            const std::uint32_t count = header.size / kRelaSize;
            target.relocations.reserve(target.relocations.size() + count);
            for (std::uint32_t k = 0; k < count; ++k) {
                const std::uint64_t at = header.offset + std::uint64_t{k} * kRelaSize;
                const std::uint32_t offset = u32(at);
                const std::uint32_t info = u32(at + 4);
                const std::uint32_t type = info & 0xff;
                const std::uint32_t symbol = info >> 8;
                const std::string entry = what + ", entry " + std::to_string(k);
                if (!is_known_relocation(type))
                    fail(entry + " has unknown relocation type " + hex(type));
                // Symbol 0 means "no symbol", which the model cannot say.
                if (symbol == 0 || symbol >= symbol_count_)
                    fail(entry + " refers to symbol " + std::to_string(symbol) +
                         ", which is not in the symbol table");
                // Every i860 relocation patches a 32-bit word.
                if (std::uint64_t{offset} + 4 > target.size())
                    fail(entry + " patches offset " + hex(offset) + ", past the end of " +
                         describe_section(header.info) + " (size " + hex(target.size()) + ")");
                target.relocations.push_back({offset, static_cast<RelocationType>(type), symbol - 1,
                                              static_cast<std::int32_t>(u32(at + 8))});
            }
        }
    }

    std::span<const std::uint8_t> bytes_;
    const std::string& file_name_;
    std::uint64_t name_bytes_left_;
    std::vector<SectionHeader> headers_;
    std::vector<std::string> names_;   // of each section header
    std::vector<int> model_index_;     // ObjectFile section of each header, or -1
    std::uint32_t section_table_ = 0;  // e_shoff
    std::uint16_t section_count_ = 0;  // e_shnum
    std::size_t names_index_ = 0;      // e_shstrndx
    std::size_t symtab_index_ = 0;     // 0: no symbol table
    std::uint32_t symbol_count_ = 0;   // ELF symbols, the null one included
};

}  // namespace

std::vector<std::uint8_t> write_elf(const ObjectFile& object) {
    check_writable(object);
    const bool executable = object.type == kElfTypeExecutable;

    // ELF wants the local symbols first (.symtab's sh_info is the first global one);
    // the order among each group stays as in the model.
    std::vector<std::size_t> symbol_order;
    for (const bool locals : {true, false})
        for (std::size_t i = 0; i < object.symbols.size(); ++i)
            if ((object.symbols[i].binding == kBindLocal) == locals) symbol_order.push_back(i);
    const auto local_count = static_cast<std::uint32_t>(
        std::count_if(object.symbols.begin(), object.symbols.end(),
                      [](const Symbol& s) { return s.binding == kBindLocal; }));
    std::vector<std::uint32_t> elf_symbol(object.symbols.size());
    for (std::size_t i = 0; i < symbol_order.size(); ++i)
        elf_symbol[symbol_order[i]] = static_cast<std::uint32_t>(i + 1);  // after the null symbol

    std::vector<std::size_t> loadable;  // sections that get a PT_LOAD
    if (executable)
        for (std::size_t i = 0; i < object.sections.size(); ++i)
            if ((object.sections[i].flags & kSectionAlloc) != 0 && object.sections[i].size() != 0)
                loadable.push_back(i);

    std::vector<std::uint8_t> out(kHeaderSize + loadable.size() * kProgramHeaderSize, 0);
    std::vector<SectionHeader> headers(1);  // the null section
    StringTableBuilder section_names;
    StringTableBuilder symbol_names;

    for (const Section& section : object.sections) {
        pad_to_congruent(out, section.address, section.alignment);
        headers.push_back({section_names.add(section.name), section.type, section.flags,
                           section.address, file_offset(out), section.size(), 0, 0,
                           section.alignment, 0});
        if (section.type != kSectionNobits)
            out.insert(out.end(), section.data.begin(), section.data.end());
    }

    const auto rela_count = static_cast<std::uint32_t>(
        std::count_if(object.sections.begin(), object.sections.end(),
                      [](const Section& s) { return !s.relocations.empty(); }));
    const auto symtab_index = static_cast<std::uint32_t>(headers.size() + rela_count);
    for (std::size_t k = 0; k < object.sections.size(); ++k) {
        const Section& section = object.sections[k];
        if (section.relocations.empty()) continue;
        pad_to_congruent(out, 0, 4);
        const std::uint32_t start = file_offset(out);
        for (const Relocation& relocation : section.relocations) {
            append32(out, relocation.offset);
            append32(out, elf_symbol[relocation.symbol] << 8 |
                              static_cast<std::uint32_t>(relocation.type));
            append32(out, static_cast<std::uint32_t>(relocation.addend));
        }
        headers.push_back({section_names.add(".rela" + section.name), kSectionRela,
                           kSectionInfoLink, 0, start, file_offset(out) - start, symtab_index,
                           static_cast<std::uint32_t>(k + 1), 4, kRelaSize});
    }

    pad_to_congruent(out, 0, 4);
    const std::uint32_t symtab_start = file_offset(out);
    out.resize(out.size() + kSymbolSize, 0);  // the null symbol
    for (const std::size_t i : symbol_order) {
        const Symbol& symbol = object.symbols[i];
        append32(out, symbol_names.add(symbol.name));
        append32(out, symbol.value);
        append32(out, symbol.size);
        out.push_back(static_cast<std::uint8_t>(symbol.binding << 4 | (symbol.type & 0xf)));
        out.push_back(0);  // st_other: default visibility
        append16(out, elf_section_index(symbol.section));
    }
    headers.push_back({section_names.add(".symtab"), kSectionSymtab, 0, 0, symtab_start,
                       file_offset(out) - symtab_start, symtab_index + 1, local_count + 1, 4,
                       kSymbolSize});

    const auto add_string_table = [&](const char* name, const StringTableBuilder& table) {
        const std::uint32_t name_offset = section_names.add(name);
        const std::uint32_t start = file_offset(out);
        out.insert(out.end(), table.bytes().begin(), table.bytes().end());
        headers.push_back(
            {name_offset, kSectionStrtab, 0, 0, start, file_offset(out) - start, 0, 0, 1, 0});
    };
    add_string_table(".strtab", symbol_names);
    // .shstrtab's own name must be in it before it is copied out.
    section_names.add(".shstrtab");
    add_string_table(".shstrtab", section_names);

    pad_to_congruent(out, 0, 4);
    const std::uint32_t section_table = file_offset(out);
    for (const SectionHeader& header : headers) append_section_header(out, header);
    file_offset(out);  // the table itself must end below 4 GiB

    std::copy(std::begin(kMagic), std::end(kMagic), out.begin());
    out[4] = kClass32;
    out[5] = kDataLittle;
    out[6] = kCurrentVersion;
    store16(out, 16, object.type);
    store16(out, 18, kElfMachine860);
    store32(out, 20, kCurrentVersion);
    store32(out, 24, object.entry);
    store32(out, 28, loadable.empty() ? 0 : kHeaderSize);
    store32(out, 32, section_table);
    store16(out, 40, kHeaderSize);
    store16(out, 42, loadable.empty() ? 0 : kProgramHeaderSize);
    store16(out, 44, static_cast<std::uint32_t>(loadable.size()));
    store16(out, 46, kSectionHeaderSize);
    store16(out, 48, static_cast<std::uint32_t>(headers.size()));
    store16(out, 50, static_cast<std::uint32_t>(headers.size() - 1));  // .shstrtab is last

    for (std::size_t p = 0; p < loadable.size(); ++p) {
        const Section& section = object.sections[loadable[p]];
        const SectionHeader& header = headers[loadable[p] + 1];
        const std::size_t at = kHeaderSize + p * kProgramHeaderSize;
        const std::uint32_t flags = kSegmentRead |
                                    ((section.flags & kSectionWrite) != 0 ? kSegmentWrite : 0) |
                                    ((section.flags & kSectionExecute) != 0 ? kSegmentExecute : 0);
        store32(out, at, kProgramLoad);
        store32(out, at + 4, header.offset);
        store32(out, at + 8, section.address);   // p_vaddr
        store32(out, at + 12, section.address);  // p_paddr
        store32(out, at + 16, section.type == kSectionNobits ? 0 : section.size());
        store32(out, at + 20, section.size());
        store32(out, at + 24, flags);
        store32(out, at + 28, section.alignment);
    }
    return out;
}

ObjectFile read_elf(std::span<const std::uint8_t> bytes, const std::string& file_name) {
    return ElfReader(bytes, file_name).read();
}

ObjectFile read_elf_file(const std::string& path) { return read_elf(read_file_bytes(path), path); }

void write_elf_file(const std::string& path, const ObjectFile& object) { write_file_bytes(path, write_elf(object)); }

}  // namespace xp860::toolchain
