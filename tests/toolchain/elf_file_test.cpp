// The ELF writer's exact layout, the reader's round trip, and the reader against
// truncated, corrupted and hostile files.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/test_support.h"
#include "toolchain/elf_file.h"
#include "toolchain/tool_error.h"

using namespace xp860::toolchain;

namespace {

std::uint32_t u16(const std::vector<std::uint8_t>& bytes, std::size_t at) {
    return bytes.at(at) | static_cast<std::uint32_t>(bytes.at(at + 1)) << 8;
}
std::uint32_t u32(const std::vector<std::uint8_t>& bytes, std::size_t at) {
    return u16(bytes, at) | u16(bytes, at + 2) << 16;
}
void put16(std::vector<std::uint8_t>& bytes, std::size_t at, std::uint32_t value) {
    bytes.at(at) = static_cast<std::uint8_t>(value);
    bytes.at(at + 1) = static_cast<std::uint8_t>(value >> 8);
}
void put32(std::vector<std::uint8_t>& bytes, std::size_t at, std::uint32_t value) {
    put16(bytes, at, value & 0xffff);
    put16(bytes, at + 2, value >> 16);
}

// Offset of field `field` (0 = sh_name .. 9 = sh_entsize) of section header `index`.
std::size_t header_field(const std::vector<std::uint8_t>& bytes, std::size_t index,
                         std::size_t field) {
    return u32(bytes, 32) + index * 40 + field * 4;
}
enum Field { kName, kType, kFlags, kAddr, kOffset, kSize, kLink, kInfo, kAlign, kEntsize };
std::uint32_t shdr(const std::vector<std::uint8_t>& bytes, std::size_t index, Field field) {
    return u32(bytes, header_field(bytes, index, field));
}

std::string section_name(const std::vector<std::uint8_t>& bytes, std::size_t index) {
    const std::size_t names = u16(bytes, 50);
    return reinterpret_cast<const char*>(bytes.data()) + shdr(bytes, names, kOffset) +
           shdr(bytes, index, kName);
}

std::vector<std::uint8_t> words(std::initializer_list<std::uint32_t> list) {
    std::vector<std::uint8_t> bytes;
    for (const std::uint32_t word : list)
        for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(word >> (8 * i)));
    return bytes;
}

// Sections: 0 .text, 1 .data, 2 .bss, 3 .comment. The symbols mix locals and
// globals, so the writer has to reorder them.
ObjectFile mixed_object() {
    ObjectFile object;
    object.sections = {
        {.name = ".text",
         .flags = kSectionAlloc | kSectionExecute,
         .alignment = 4,
         .data = words({0x6c000000, 0xe41f0000}),
         .relocations = {{0, RelocationType::Pc26, 0, 0}, {4, RelocationType::Low0, 1, 8}}},
        {.name = ".data",
         .flags = kSectionAlloc | kSectionWrite,
         .alignment = 4,
         .data = words({0}),
         .relocations = {{0, RelocationType::Abs32, 3, -4}}},
        {.name = ".bss",
         .type = kSectionNobits,
         .flags = kSectionAlloc | kSectionWrite,
         .alignment = 8,
         .data = {},
         .nobits_size = 16,
         .relocations = {}},
        {.name = ".comment", .flags = 0, .data = {'x', 'p', '8', '6', '0', 0}, .relocations = {}},
    };
    object.symbols = {
        {.name = "foo", .binding = kBindGlobal},
        {.name = "", .binding = kBindLocal, .type = kSymbolSection, .section = 0},
        {.name = "main", .size = 8, .binding = kBindGlobal, .type = kSymbolFunction, .section = 0},
        {.name = "local_label", .binding = kBindLocal, .section = 1},
        {.name = "weak_one", .value = 0x1234, .binding = kBindWeak, .section = kAbsoluteSection},
        {.name = "common_buf",
         .value = 16,
         .size = 64,
         .binding = kBindGlobal,
         .type = kSymbolObject,
         .section = kCommonSection},
    };
    return object;
}

// What mixed_object() reads back as: locals first, relocations renumbered.
ObjectFile mixed_object_as_read() {
    ObjectFile object = mixed_object();
    const auto s = object.symbols;
    object.symbols = {s[1], s[3], s[0], s[2], s[4], s[5]};
    object.sections[0].relocations = {{0, RelocationType::Pc26, 2, 0},
                                      {4, RelocationType::Low0, 0, 8}};
    object.sections[1].relocations = {{0, RelocationType::Abs32, 1, -4}};
    return object;
}

ObjectFile executable() {
    ObjectFile object;
    object.type = kElfTypeExecutable;
    object.entry = 0x10010;
    object.sections = {
        {.name = ".text",
         .flags = kSectionAlloc | kSectionExecute,
         .address = 0x10010,
         .alignment = 16,
         .data = words({0xa0000000, 0xa0000000, 0x40000800}),
         .relocations = {}},
        {.name = ".data",
         .flags = kSectionAlloc | kSectionWrite,
         .address = 0x11000,
         .alignment = 4,
         .data = words({0x12345678}),
         .relocations = {}},
        {.name = ".bss",
         .type = kSectionNobits,
         .flags = kSectionAlloc | kSectionWrite,
         .address = 0x11004,
         .alignment = 4,
         .data = {},
         .nobits_size = 0x20,
         .relocations = {}},
    };
    object.symbols = {
        {.name = "_start",
         .value = 0x10010,
         .binding = kBindGlobal,
         .type = kSymbolFunction,
         .section = 0},
    };
    return object;
}

// read_elf must fail with a message naming the file and containing `problem`.
void check_rejected(const std::vector<std::uint8_t>& bytes, const std::string& problem) {
    try {
        read_elf(bytes, "t.o");
        FAIL("accepted a file that should fail with: " << problem);
    } catch (const ToolError& error) {
        const std::string message = error.what();
        CHECK_MESSAGE(message.starts_with("t.o: "), message);
        CHECK_MESSAGE(message.find(problem) != std::string::npos, message);
    }
}

// read_elf may accept or reject `bytes`, but a rejection must name the file.
void check_survives(const std::vector<std::uint8_t>& bytes) {
    try {
        read_elf(bytes, "t.o");
    } catch (const ToolError& error) {
        const std::string message = error.what();
        CHECK_MESSAGE(message.starts_with("t.o: "), message);
    }
}

}  // namespace

TEST_CASE("a relocatable file has the documented header") {
    const auto bytes = write_elf(mixed_object());
    const std::vector<std::uint8_t> ident = {0x7f, 'E', 'L', 'F', 1, 1, 1, 0,
                                             0,    0,   0,   0,   0, 0, 0, 0};
    CHECK(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + 16) == ident);
    CHECK(u16(bytes, 16) == 1);  // ET_REL
    CHECK(u16(bytes, 18) == 7);  // EM_860
    CHECK(u32(bytes, 20) == 1);  // EV_CURRENT
    CHECK(u32(bytes, 24) == 0);  // e_entry
    CHECK(u32(bytes, 28) == 0);  // e_phoff
    CHECK(u32(bytes, 32) % 4 == 0);
    CHECK(u32(bytes, 36) == 0);   // e_flags
    CHECK(u16(bytes, 40) == 52);  // e_ehsize
    CHECK(u16(bytes, 44) == 0);   // e_phnum
    CHECK(u16(bytes, 46) == 40);  // e_shentsize
    CHECK(u16(bytes, 48) == 10);  // null, 4 sections, 2 .rela, .symtab, .strtab, .shstrtab
    CHECK(u16(bytes, 50) == 9);   // .shstrtab
    CHECK(u32(bytes, 32) + 10 * 40 == bytes.size());
}

TEST_CASE("a relocatable file has the documented section table") {
    const auto bytes = write_elf(mixed_object());
    struct Expected {
        const char* name;
        std::uint32_t type, flags, size, link, info, align, entsize;
    };
    const Expected expected[] = {
        {"", 0, 0, 0, 0, 0, 0, 0},
        {".text", 1, 6, 8, 0, 0, 4, 0},
        {".data", 1, 3, 4, 0, 0, 4, 0},
        {".bss", 8, 3, 16, 0, 0, 8, 0},
        {".comment", 1, 0, 6, 0, 0, 1, 0},
        {".rela.text", 4, 0x40, 24, 7, 1, 4, 12},
        {".rela.data", 4, 0x40, 12, 7, 2, 4, 12},
        {".symtab", 2, 0, 7 * 16, 8, 3, 4, 16},  // sh_info: the first global is ELF symbol 3
        {".strtab", 3, 0, 0, 0, 0, 1, 0},
        {".shstrtab", 3, 0, 0, 0, 0, 1, 0},
    };
    for (std::size_t i = 0; i < std::size(expected); ++i) {
        INFO("section " << i);
        const Expected& e = expected[i];
        CHECK(section_name(bytes, i) == e.name);
        CHECK(shdr(bytes, i, kType) == e.type);
        CHECK(shdr(bytes, i, kFlags) == e.flags);
        CHECK(shdr(bytes, i, kAddr) == 0);
        if (e.type != 3) CHECK(shdr(bytes, i, kSize) == e.size);
        CHECK(shdr(bytes, i, kLink) == e.link);
        CHECK(shdr(bytes, i, kInfo) == e.info);
        CHECK(shdr(bytes, i, kAlign) == e.align);
        CHECK(shdr(bytes, i, kEntsize) == e.entsize);
        if (e.align > 1) CHECK(shdr(bytes, i, kOffset) % e.align == 0);
    }
    const std::size_t text = shdr(bytes, 1, kOffset);
    CHECK(u32(bytes, text) == 0x6c000000);
    CHECK(u32(bytes, text + 4) == 0xe41f0000);
    CHECK(u32(bytes, shdr(bytes, 2, kOffset)) == 0);
}

TEST_CASE("locals come first in .symtab and relocations follow the new numbering") {
    const auto bytes = write_elf(mixed_object());
    const std::size_t symtab = shdr(bytes, 7, kOffset);
    const std::size_t strtab = shdr(bytes, 8, kOffset);
    struct Expected {
        const char* name;
        std::uint32_t value, size, info, shndx;
    };
    const Expected expected[] = {
        {"", 0, 0, 0x00, 0},
        {"", 0, 0, 0x03, 1},  // section symbol of .text
        {"local_label", 0, 0, 0x00, 2},
        {"foo", 0, 0, 0x10, 0},  // undefined
        {"main", 0, 8, 0x12, 1},
        {"weak_one", 0x1234, 0, 0x20, 0xfff1},
        {"common_buf", 16, 64, 0x11, 0xfff2},
    };
    for (std::size_t i = 0; i < std::size(expected); ++i) {
        INFO("symbol " << i);
        const std::size_t at = symtab + i * 16;
        CHECK(std::string(reinterpret_cast<const char*>(bytes.data()) + strtab + u32(bytes, at)) ==
              expected[i].name);
        CHECK(u32(bytes, at + 4) == expected[i].value);
        CHECK(u32(bytes, at + 8) == expected[i].size);
        CHECK(bytes[at + 12] == expected[i].info);
        CHECK(bytes[at + 13] == 0);
        CHECK(u16(bytes, at + 14) == expected[i].shndx);
    }
    const std::size_t rela_text = shdr(bytes, 5, kOffset);
    CHECK(u32(bytes, rela_text) == 0);
    CHECK(u32(bytes, rela_text + 4) == (3u << 8 | 0x30));  // foo, R_860_PC26
    CHECK(u32(bytes, rela_text + 8) == 0);
    CHECK(u32(bytes, rela_text + 12) == 4);
    CHECK(u32(bytes, rela_text + 16) == (1u << 8 | 0x40));  // .text, R_860_LOW0
    CHECK(u32(bytes, rela_text + 20) == 8);
    const std::size_t rela_data = shdr(bytes, 6, kOffset);
    CHECK(u32(bytes, rela_data + 4) == (2u << 8 | 0x01));  // local_label, R_860_32
    CHECK(u32(bytes, rela_data + 8) == 0xfffffffc);
}

TEST_CASE("reading back a written file gives the same object") {
    SUBCASE("locals already first: exactly equal") {
        const ObjectFile object = mixed_object_as_read();
        CHECK(read_elf(write_elf(object), "t.o") == object);
    }
    SUBCASE("mixed order: the same object with locals first") {
        CHECK(read_elf(write_elf(mixed_object()), "t.o") == mixed_object_as_read());
    }
    SUBCASE("an executable") {
        const ObjectFile object = executable();
        CHECK(read_elf(write_elf(object), "t.o") == object);
    }
    SUBCASE("an empty object") { CHECK(read_elf(write_elf(ObjectFile{}), "t.o") == ObjectFile{}); }
}

TEST_CASE("an executable has one PT_LOAD per loaded section") {
    const auto bytes = write_elf(executable());
    CHECK(u16(bytes, 16) == 2);  // ET_EXEC
    CHECK(u32(bytes, 24) == 0x10010);
    CHECK(u32(bytes, 28) == 52);
    CHECK(u16(bytes, 42) == 32);
    REQUIRE(u16(bytes, 44) == 3);
    CHECK(u16(bytes, 48) == 7);  // null, 3 sections, .symtab, .strtab, .shstrtab: no .rela
    struct Expected {
        std::uint32_t vaddr, filesz, memsz, flags, align;
    };
    const Expected expected[] = {
        {0x10010, 12, 12, 5, 16},  // R+X
        {0x11000, 4, 4, 6, 4},     // R+W
        {0x11004, 0, 0x20, 6, 4},  // NOBITS: nothing in the file
    };
    for (std::size_t p = 0; p < 3; ++p) {
        INFO("program header " << p);
        const std::size_t at = 52 + p * 32;
        CHECK(u32(bytes, at) == 1);  // PT_LOAD
        CHECK(u32(bytes, at + 4) == shdr(bytes, p + 1, kOffset));
        CHECK(u32(bytes, at + 8) == expected[p].vaddr);
        CHECK(u32(bytes, at + 12) == expected[p].vaddr);
        CHECK(u32(bytes, at + 16) == expected[p].filesz);
        CHECK(u32(bytes, at + 20) == expected[p].memsz);
        CHECK(u32(bytes, at + 24) == expected[p].flags);
        CHECK(u32(bytes, at + 28) == expected[p].align);
        CHECK(shdr(bytes, p + 1, kAddr) == expected[p].vaddr);
        // A loader can map the file: offset and address agree modulo the alignment.
        CHECK(u32(bytes, at + 4) % expected[p].align == expected[p].vaddr % expected[p].align);
    }
    CHECK(u32(bytes, shdr(bytes, 1, kOffset) + 8) == 0x40000800);
}

TEST_CASE("a file cut short anywhere is rejected with its name") {
    const auto bytes = write_elf(mixed_object());
    for (std::size_t length = 0; length < bytes.size(); ++length) {
        INFO("length " << length);
        check_rejected(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + length), "");
    }
    CHECK_NOTHROW(read_elf(bytes, "t.o"));
}

TEST_CASE("changing any byte of a file never crashes the reader") {
    const auto original = write_elf(mixed_object());
    for (std::size_t at = 0; at < original.size(); ++at) {
        for (const int flip : {0x01, 0x80, 0xff}) {
            auto bytes = original;
            bytes[at] = static_cast<std::uint8_t>(bytes[at] ^ flip);
            check_survives(bytes);
        }
        for (const std::uint8_t value : {std::uint8_t{0x00}, std::uint8_t{0xff}}) {
            auto bytes = original;
            bytes[at] = value;
            check_survives(bytes);
        }
    }
}

TEST_CASE("each kind of malformed file gets its own message") {
    const auto good = write_elf(mixed_object());
    auto bytes = good;
    // Section indices in mixed_object()'s file: 1 .text, 2 .data, 5 .rela.text,
    // 7 .symtab, 8 .strtab, 9 .shstrtab.
    SUBCASE("not ELF") { check_rejected({'a', 'b', 'c', 'd', 'e'}, "not an ELF file"); }
    SUBCASE("empty") { check_rejected({}, "not an ELF file"); }
    SUBCASE("short header") {
        bytes.resize(40);
        check_rejected(bytes, "the ELF header is truncated (40 bytes, need 52)");
    }
    SUBCASE("64-bit") {
        bytes[4] = 2;
        check_rejected(bytes, "ELF class 2 is not ELFCLASS32");
    }
    SUBCASE("big-endian") {
        bytes[5] = 2;
        check_rejected(bytes, "not little-endian");
    }
    SUBCASE("version") {
        put32(bytes, 20, 2);
        check_rejected(bytes, "ELF version is not 1");
    }
    SUBCASE("wrong machine") {
        put16(bytes, 18, 3);
        check_rejected(bytes, "machine 3 is not the i860 (EM_860, 7)");
    }
    SUBCASE("shared object") {
        put16(bytes, 16, 3);
        check_rejected(bytes, "ELF type 3 is neither relocatable (1) nor executable (2)");
    }
    SUBCASE("no section headers") {
        put16(bytes, 48, 0);
        check_rejected(bytes, "has no section headers");
    }
    SUBCASE("huge e_shnum") {
        put16(bytes, 48, 0xffff);
        check_rejected(bytes, "65535 entries) extends past the end of the file");
    }
    SUBCASE("section header table past the end") {
        put32(bytes, 32, 0xfffffff0);
        check_rejected(bytes,
                       "the section header table (offset 0xfffffff0, 10 entries) extends past");
    }
    SUBCASE("wrong section header size") {
        put16(bytes, 46, 64);
        check_rejected(bytes, "section header size is 64, not 40");
    }
    SUBCASE("name table index out of range") {
        put16(bytes, 50, 10);
        check_rejected(bytes, "section name table index 10 is not a section (there are 10)");
    }
    SUBCASE("name table that is not a string table") {
        put16(bytes, 50, 1);
        check_rejected(bytes, "refers to section 1, which is not a string table");
    }
    SUBCASE("section 0 not null") {
        put32(bytes, header_field(bytes, 0, kType), 1);
        check_rejected(bytes, "section 0 is not the null section");
    }
    SUBCASE("section contents past the end") {
        put32(bytes, header_field(bytes, 1, kOffset), 0xfffffff0);
        check_rejected(
            bytes,
            "section 1 ('.text') extends past the end of the file (offset 0xfffffff0, size 8");
    }
    SUBCASE("section size wrapping around 4 GiB") {
        put32(bytes, header_field(bytes, 1, kSize), 0xffffffff);
        check_rejected(bytes, "section 1 ('.text') extends past the end of the file");
    }
    SUBCASE("section name outside the string table") {
        put32(bytes, header_field(bytes, 1, kName), 0xffff);
        check_rejected(bytes, "the name of section 1 (offset 0xffff) is outside its string table");
    }
    SUBCASE("unterminated section name") {
        bytes[shdr(bytes, 9, kOffset) + shdr(bytes, 9, kSize) - 1] = 'X';  // end of .shstrtab
        check_rejected(bytes, "is not NUL-terminated inside its string table");
    }
    SUBCASE("alignment not a power of two") {
        put32(bytes, header_field(bytes, 1, kAlign), 12);
        check_rejected(bytes, "section 1 ('.text') has alignment 12, not a power of two");
    }
    SUBCASE("overlapping sections") {
        put32(bytes, header_field(bytes, 2, kOffset), shdr(bytes, 1, kOffset) + 4);
        check_rejected(bytes, "section 1 ('.text') and section 2 ('.data') overlap in the file");
    }
    SUBCASE("REL relocations") {
        put32(bytes, header_field(bytes, 5, kType), 9);
        check_rejected(bytes,
                       "section 5 ('.rela.text') holds REL relocations; the i860 uses RELA only");
    }
    SUBCASE("two symbol tables") {
        put32(bytes, header_field(bytes, 8, kType), 2);
        check_rejected(bytes, "two symbol tables, section 7 ('.symtab') and section 8 ('.strtab')");
    }
    SUBCASE("symbol table entry size") {
        put32(bytes, header_field(bytes, 7, kEntsize), 20);
        check_rejected(bytes, "symbol table section 7 ('.symtab') has entry size 20, not 16");
    }
    SUBCASE("symbol table size not a multiple of its entries") {
        put32(bytes, header_field(bytes, 7, kSize), 7 * 16 - 1);
        check_rejected(bytes, "has size 111, not a multiple of 16");
    }
    SUBCASE("symbol table's string table is not one") {
        put32(bytes, header_field(bytes, 7, kLink), 1);
        check_rejected(
            bytes,
            "the name of symbol 1 refers to section 1 ('.text'), which is not a string table");
    }
    SUBCASE("symbol table's string table index out of range") {
        put32(bytes, header_field(bytes, 7, kLink), 77);
        check_rejected(bytes, "the symbol table's string table index 77 is not a section");
    }
    SUBCASE("bad symbol name index") {
        put32(bytes, shdr(bytes, 7, kOffset) + 2 * 16, 0x7777);
        check_rejected(bytes, "the name of symbol 2 (offset 0x7777) is outside its string table");
    }
    SUBCASE("symbol in a section that does not exist") {
        put16(bytes, shdr(bytes, 7, kOffset) + 2 * 16 + 14, 50);
        check_rejected(bytes,
                       "symbol 2 ('local_label') refers to section 50, but there are only 10");
    }
    SUBCASE("symbol in a bookkeeping section") {
        put16(bytes, shdr(bytes, 7, kOffset) + 2 * 16 + 14, 7);
        check_rejected(bytes,
                       "symbol 2 ('local_label') is defined in section 7 ('.symtab'), which holds "
                       "neither code nor data");
    }
    SUBCASE("symbol in a special section xp860 does not know") {
        put16(bytes, shdr(bytes, 7, kOffset) + 2 * 16 + 14, 0xff1f);
        check_rejected(bytes, "symbol 2 ('local_label') has the special section index 0xff1f");
    }
    SUBCASE("symbol binding") {
        bytes[shdr(bytes, 7, kOffset) + 3 * 16 + 12] = 0xa0;  // STB_GNU_UNIQUE
        check_rejected(bytes, "symbol 3 ('foo') has binding 10, not local, global or weak");
    }
    SUBCASE("symbol type") {
        bytes[shdr(bytes, 7, kOffset) + 3 * 16 + 12] = 0x16;  // STT_TLS
        check_rejected(bytes, "symbol 3 ('foo') has type 6, which xp860 does not support");
    }
    SUBCASE("relocation entry size") {
        put32(bytes, header_field(bytes, 5, kEntsize), 8);
        check_rejected(bytes, "relocation section 5 ('.rela.text') has entry size 8, not 12");
    }
    SUBCASE("relocation section not linked to the symbol table") {
        put32(bytes, header_field(bytes, 5, kLink), 8);
        check_rejected(bytes, "('.rela.text') links to section 8, not to the symbol table");
    }
    SUBCASE("relocation section for a section without contents") {
        put32(bytes, header_field(bytes, 5, kInfo), 7);
        check_rejected(bytes,
                       "('.rela.text') applies to section 7, which holds neither code nor data");
    }
    SUBCASE("relocation section for .bss") {
        put32(bytes, header_field(bytes, 5, kInfo), 3);
        check_rejected(bytes, "applies to section 3 ('.bss'), which has no contents to patch");
    }
    SUBCASE("relocation symbol index out of range") {
        put32(bytes, shdr(bytes, 5, kOffset) + 4, 99u << 8 | 0x30);
        check_rejected(bytes,
                       "relocation section 5 ('.rela.text'), entry 0 refers to symbol 99, which is "
                       "not in the symbol table");
    }
    SUBCASE("relocation against the null symbol") {
        put32(bytes, shdr(bytes, 5, kOffset) + 4, 0x30);
        check_rejected(bytes, "entry 0 refers to symbol 0");
    }
    SUBCASE("unknown relocation type") {
        put32(bytes, shdr(bytes, 5, kOffset) + 12 + 4, 1u << 8 | 0x31);  // R_860_PLT26
        check_rejected(bytes, "entry 1 has unknown relocation type 0x31");
    }
    SUBCASE("relocation past the end of its section") {
        put32(bytes, shdr(bytes, 5, kOffset) + 12, 6);
        check_rejected(
            bytes, "entry 1 patches offset 0x6, past the end of section 1 ('.text') (size 0x8)");
    }
    SUBCASE("relocation offset that wraps") {
        put32(bytes, shdr(bytes, 5, kOffset), 0xfffffffe);
        check_rejected(bytes, "entry 0 patches offset 0xfffffffe, past the end");
    }
}

TEST_CASE("many symbols sharing one long name cannot make the reader allocate without bound") {
    ObjectFile object;
    const std::string long_name(4000, 'n');
    for (int i = 0; i < 200; ++i)
        object.symbols.push_back({.name = long_name, .binding = kBindGlobal});
    const auto bytes = write_elf(object);
    CHECK(bytes.size() < 8000);  // the writer stores the name once
    check_rejected(bytes, "brings the names read to more than 64 times the file size");
}

TEST_CASE("the writer refuses models it cannot write") {
    ObjectFile object = mixed_object();
    SUBCASE("relocation symbol") {
        object.sections[0].relocations[0].symbol = 6;
        CHECK_THROWS_WITH_AS(write_elf(object),
                             "cannot write ELF: a relocation in .text refers to symbol 6 of 6",
                             ToolError);
    }
    SUBCASE("symbol section") {
        object.symbols[2].section = 4;
        CHECK_THROWS_WITH_AS(write_elf(object),
                             "cannot write ELF: symbol 'main' has section index 4 of 4", ToolError);
    }
    SUBCASE("NUL in a name") {
        object.symbols[2].name = std::string("ma\0in", 5);
        CHECK_THROWS_WITH_AS(write_elf(object),
                             "cannot write ELF: the name \"ma\\0...\" contains a NUL byte",
                             ToolError);
    }
}

TEST_CASE("files on disk") {
    const auto dir = xp860::test::make_temp_dir("xp860-elf");
    const std::string path = (dir / "prog.o").string();
    write_elf_file(path, mixed_object_as_read());
    CHECK(read_elf_file(path) == mixed_object_as_read());
    CHECK_THROWS_WITH_AS(
        read_elf_file((dir / "missing.o").string()),
        ((dir / "missing.o").string() + ": cannot open: No such file or directory").c_str(),
        ToolError);
    CHECK_THROWS_WITH_AS(read_elf_file(dir.string()),
                         (dir.string() + ": cannot read: Is a directory").c_str(), ToolError);
    CHECK_THROWS_WITH_AS(
        write_elf_file((dir / "no" / "such.o").string(), mixed_object()),
        ((dir / "no" / "such.o").string() + ": cannot open for writing: No such file or directory")
            .c_str(),
        ToolError);
    std::filesystem::remove_all(dir);
}
