// The linker on hand-built objects: layout, symbol resolution, relocation words,
// and its error messages; then the xp860-ld command on files.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "tests/test_support.h"
#include "toolchain/elf_file.h"
#include "toolchain/linker.h"
#include "toolchain/tool_error.h"

using namespace xp860::toolchain;

namespace {

using Inputs = std::vector<std::pair<std::string, ObjectFile>>;

// Instruction words (operands as the tests need them).
constexpr std::uint32_t kNop = 0xa0000000;
constexpr std::uint32_t kCall = 0x6c000000;     // call 0
constexpr std::uint32_t kBriR1 = 0x40000800;    // bri %r1
constexpr std::uint32_t kOrhR31 = 0xec1f0000;   // orh 0,%r0,%r31
constexpr std::uint32_t kAdduR31 = 0x87ff0000;  // addu 0,%r31,%r31

std::vector<std::uint8_t> words(std::initializer_list<std::uint32_t> list) {
    std::vector<std::uint8_t> bytes;
    for (const std::uint32_t word : list)
        for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(word >> (8 * i)));
    return bytes;
}

Section text(std::initializer_list<std::uint32_t> code, std::vector<Relocation> relocations = {},
             std::uint32_t alignment = 4) {
    return {.name = ".text",
            .flags = kSectionAlloc | kSectionExecute,
            .alignment = alignment,
            .data = words(code),
            .relocations = std::move(relocations)};
}

Section data(std::vector<std::uint8_t> bytes, std::vector<Relocation> relocations = {},
             std::uint32_t alignment = 4) {
    return {.name = ".data",
            .flags = kSectionAlloc | kSectionWrite,
            .alignment = alignment,
            .data = std::move(bytes),
            .relocations = std::move(relocations)};
}

Section bss(std::uint32_t size, std::uint32_t alignment = 4) {
    return {.name = ".bss",
            .type = kSectionNobits,
            .flags = kSectionAlloc | kSectionWrite,
            .alignment = alignment,
            .data = {},
            .nobits_size = size,
            .relocations = {}};
}

Symbol global(const std::string& name, int section, std::uint32_t value = 0) {
    return {.name = name, .value = value, .binding = kBindGlobal, .section = section};
}

Symbol undefined(const std::string& name) { return {.name = name, .binding = kBindGlobal}; }

ObjectFile object(std::vector<Section> sections, std::vector<Symbol> symbols) {
    ObjectFile result;
    result.sections = std::move(sections);
    result.symbols = std::move(symbols);
    return result;
}

template <typename T>
const T& named(const std::vector<T>& items, const std::string& name) {
    const auto it =
        std::find_if(items.begin(), items.end(), [&](const T& item) { return item.name == name; });
    REQUIRE_MESSAGE(it != items.end(), "nothing named " << name);
    return *it;
}
const Section& output_section(const ObjectFile& file, const std::string& name) {
    return named(file.sections, name);
}
const Symbol& output_symbol(const ObjectFile& file, const std::string& name) {
    return named(file.symbols, name);
}

std::uint32_t word_at(const ObjectFile& file, const std::string& section_name,
                      std::uint32_t address) {
    const Section& section = output_section(file, section_name);
    REQUIRE(address >= section.address);
    const std::size_t at = address - section.address;
    REQUIRE(at + 4 <= section.data.size());
    std::uint32_t word = 0;
    for (int i = 3; i >= 0; --i) word = word << 8 | section.data[at + static_cast<std::size_t>(i)];
    return word;
}

void check_link_error(const Inputs& inputs, const LinkOptions& options,
                      const std::string& message) {
    CHECK_THROWS_WITH_AS(link(inputs, options), message.c_str(), ToolError);
}

// a.o calls foo in b.o; b.o calls _start in a.o.
Inputs call_pair() {
    return {
        {"a.o", object({text({kCall, kNop}, {{0, RelocationType::Pc26, 1, 0}})},
                       {global("_start", 0), undefined("foo")})},
        {"b.o", object({text({kCall, kBriR1}, {{0, RelocationType::Pc26, 0, 0}})},
                       {undefined("_start"), global("foo", 0, 4)})},
    };
}

}  // namespace

TEST_CASE("a cross-file call gets the exact branch word, both ways") {
    const ObjectFile out = link(call_pair(), {});
    CHECK(out.type == kElfTypeExecutable);
    REQUIRE(out.sections.size() == 1);
    const Section& text_section = out.sections[0];
    CHECK(text_section.name == ".text");
    CHECK(text_section.address == 0x10000);
    CHECK(text_section.flags == (kSectionAlloc | kSectionExecute));
    CHECK(text_section.relocations.empty());
    // foo = 0x1000c: (0x1000c - (0x10000 + 4)) / 4 = 2.
    CHECK(word_at(out, ".text", 0x10000) == 0x6c000002);
    // _start = 0x10000 from 0x10008: (0x10000 - 0x1000c) / 4 = -3.
    CHECK(word_at(out, ".text", 0x10008) == 0x6ffffffd);
    CHECK(word_at(out, ".text", 0x1000c) == kBriR1);
    CHECK(out.entry == 0x10000);
    CHECK(output_symbol(out, "foo").value == 0x1000c);
    CHECK(output_symbol(out, "foo").section == 0);
    CHECK(output_symbol(out, "_start").value == 0x10000);
    CHECK(out.symbols.size() == 2);
}

TEST_CASE("ha% and l% halves of an address give exact words") {
    // table = .data + 4 = 0x48004 with -Tdata 0x48000; its low half has bit 15 set,
    // so the high half is adjusted: (0x48004 + 0x8000) >> 16 = 5.
    const Inputs inputs = {
        {"a.o",
         object({text({kOrhR31, kAdduR31, kAdduR31, kOrhR31}, {{0, RelocationType::HighAdj, 0, 0},
                                                               {4, RelocationType::Low0, 0, 0},
                                                               {8, RelocationType::Low0, 0, -8},
                                                               {12, RelocationType::High, 0, 0}}),
                 data(words({0, 0}))},
                {global("table", 1, 4)})},
    };
    LinkOptions options;
    options.data_address = 0x48000;
    const ObjectFile out = link(inputs, options);
    CHECK(word_at(out, ".text", 0x10000) == 0xec1f0005);
    CHECK(word_at(out, ".text", 0x10004) == 0x87ff8004);
    CHECK(word_at(out, ".text", 0x10008) == 0x87ff7ffc);  // table - 8 = 0x47ffc
    CHECK(word_at(out, ".text", 0x1000c) == 0xec1f0004);
}

TEST_CASE("R_860_32 in data, against a global and against a section symbol") {
    const Inputs inputs = {
        {"a.o", object({text({kNop}), data(words({0}), {{0, RelocationType::Abs32, 0, 8}})},
                       {undefined("foo")})},
        {"b.o",
         object({text({kNop, kBriR1}),
                 data(words({0x11111111, 0}), {{4, RelocationType::Abs32, 1, 0}})},
                {global("foo", 0, 4),
                 {.name = "", .binding = kBindLocal, .type = kSymbolSection, .section = 1}})},
    };
    const ObjectFile out = link(inputs, {});
    // .text: a.o at 0x10000, b.o at 0x10004, so foo = 0x10008. .data on the next page.
    CHECK(output_section(out, ".data").address == 0x11000);
    CHECK(word_at(out, ".data", 0x11000) == 0x10008 + 8);
    CHECK(word_at(out, ".data", 0x11004) == 0x11111111);
    CHECK(word_at(out, ".data", 0x11008) == 0x11004);  // b.o's .data starts there
}

TEST_CASE("default layout, -T options and --section-start") {
    const Inputs inputs = {
        {"a.o", object({text({kNop, kNop, kNop}), data({1, 2, 3}), bss(0x10, 8)},
                       {global("in_bss", 2, 4)})},
    };
    SUBCASE("defaults: data on the next page, bss after data") {
        const ObjectFile out = link(inputs, {});
        REQUIRE(out.sections.size() == 3);
        CHECK(out.sections[0].address == kDefaultTextAddress);
        CHECK(out.sections[1].address == 0x11000);
        CHECK(out.sections[2].address == 0x11008);
        CHECK(out.sections[2].type == kSectionNobits);
        CHECK(out.sections[2].nobits_size == 0x10);
        CHECK(output_symbol(out, "in_bss").value == 0x1100c);
        CHECK(output_symbol(out, "in_bss").section == 2);
    }
    SUBCASE("-Ttext moves everything that follows") {
        LinkOptions options;
        options.text_address = 0x20000;
        const ObjectFile out = link(inputs, options);
        CHECK(out.sections[0].address == 0x20000);
        CHECK(out.sections[1].address == 0x21000);
        CHECK(out.sections[2].address == 0x21008);
        CHECK(out.entry == 0x20000);  // no _start: the start of .text
    }
    SUBCASE("--section-start .data; -Tbss wins over --section-start .bss") {
        LinkOptions options;
        options.section_addresses = {{".data", 0x80000}, {".bss", 0x1234}, {".bss", 0x5678}};
        options.bss_address = 0x90000;
        const ObjectFile out = link(inputs, options);
        CHECK(output_section(out, ".data").address == 0x80000);
        CHECK(output_section(out, ".bss").address == 0x90000);
        options.bss_address.reset();
        CHECK(output_section(link(inputs, options), ".bss").address == 0x5678);  // the later one
    }
    SUBCASE("without data, bss starts a new page") {
        const Inputs no_data = {{"a.o", object({text({kNop}), bss(4)}, {})}};
        const ObjectFile out = link(no_data, {});
        CHECK(output_section(out, ".bss").address == 0x11000);
    }
    SUBCASE("an input section named in --section-start gets its own output section") {
        Section far = text({kBriR1});
        far.name = ".far";
        const Inputs with_far = {
            {"a.o", object({text({kCall}, {{0, RelocationType::Pc26, 0, 0}})}, {undefined("far")})},
            {"b.o", object({far}, {global("far", 0)})},
        };
        LinkOptions options;
        options.section_addresses = {{".far", 0x100000}};
        const ObjectFile out = link(with_far, options);
        REQUIRE(out.sections.size() == 2);
        CHECK(out.sections[0].name == ".text");
        CHECK(out.sections[1].name == ".far");
        CHECK(out.sections[1].address == 0x100000);
        CHECK(word_at(out, ".text", 0x10000) == (kCall | (0x100000 - 0x10004) / 4));
    }
}

TEST_CASE("the entry point") {
    SUBCASE("_start when defined") { CHECK(link(call_pair(), {}).entry == 0x10000); }
    SUBCASE("-e names another symbol") {
        LinkOptions options;
        options.entry_symbol = "foo";
        CHECK(link(call_pair(), options).entry == 0x1000c);
    }
    SUBCASE("-e with a symbol nobody defines") {
        LinkOptions options;
        options.entry_symbol = "main";
        check_link_error(call_pair(), options, "entry symbol 'main' is not defined");
    }
    SUBCASE("no _start: the start of .text") {
        const Inputs inputs = {{"a.o", object({data({1}), text({kNop})}, {global("x", 1)})}};
        LinkOptions options;
        options.text_address = 0x4000;
        CHECK(link(inputs, options).entry == 0x4000);
    }
}

TEST_CASE("duplicate and undefined symbols") {
    SUBCASE("duplicate definition") {
        const Inputs inputs = {
            {"a.o", object({text({kNop})}, {global("foo", 0)})},
            {"b.o", object({text({kNop})}, {global("foo", 0)})},
        };
        check_link_error(inputs, {},
                         "b.o: duplicate definition of symbol 'foo' (first defined in a.o)");
    }
    SUBCASE("undefined references, each name once, with where it was used") {
        const Inputs inputs = {
            {"a.o", object({text({kNop, kCall, kCall, kCall}, {{4, RelocationType::Pc26, 0, 0},
                                                               {8, RelocationType::Pc26, 0, 0},
                                                               {12, RelocationType::Pc26, 1, 0}})},
                           {undefined("bar"), undefined("baz")})},
        };
        check_link_error(inputs, {},
                         "a.o: undefined reference to 'bar' (from .text+0x4)\n"
                         "a.o: undefined reference to 'baz' (from .text+0xc)");
    }
    SUBCASE("a declared but unused undefined symbol is no error") {
        const Inputs inputs = {{"a.o", object({text({kNop})}, {undefined("unused")})}};
        CHECK_NOTHROW(link(inputs, {}));
    }
}

TEST_CASE("weak symbols") {
    Symbol weak_foo = global("foo", 0);
    weak_foo.binding = kBindWeak;
    SUBCASE("a global definition overrides a weak one") {
        const Inputs inputs = {
            {"a.o", object({text({kNop}), data(words({0}), {{0, RelocationType::Abs32, 0, 0}})},
                           {weak_foo})},
            {"b.o", object({text({kNop})}, {global("foo", 0)})},
        };
        const ObjectFile out = link(inputs, {});
        CHECK(word_at(out, ".data", 0x11000) == 0x10004);
        CHECK(output_symbol(out, "foo").binding == kBindGlobal);
    }
    SUBCASE("a weak definition alone is used") {
        const Inputs inputs = {
            {"a.o", object({text({kNop}), data(words({0}), {{0, RelocationType::Abs32, 0, 0}})},
                           {weak_foo})},
        };
        CHECK(word_at(link(inputs, {}), ".data", 0x11000) == 0x10000);
    }
    SUBCASE("an undefined weak symbol is 0") {
        Symbol weak_undefined = undefined("maybe");
        weak_undefined.binding = kBindWeak;
        const Inputs inputs = {
            {"a.o",
             object({text({kNop}), data(words({0xffffffff}), {{0, RelocationType::Abs32, 0, 12}})},
                    {weak_undefined})},
        };
        const ObjectFile out = link(inputs, {});
        CHECK(word_at(out, ".data", 0x11000) == 12);
        CHECK(out.symbols.empty());
    }
}

TEST_CASE("a branch out of range names the file, the place and the symbol") {
    Section far = text({kBriR1});
    far.name = ".far";
    const Inputs inputs = {
        {"a.o",
         object({text({kNop, kCall}, {{4, RelocationType::Pc26, 0, 0}})}, {undefined("far")})},
        {"b.o", object({far}, {global("far", 0)})},
    };
    LinkOptions options;
    options.section_addresses = {{".far", 0x20000000}};
    check_link_error(inputs, options,
                     "a.o: .text+0x4: branch target 0x20000000 out of range of the 26-bit offset "
                     "at 0x10004 (symbol 'far')");
}

TEST_CASE("a displacement relocation must give a multiple of the instruction's operand size") {
    // ld.l l%var(%r31),%r5 (LOW1: ld.l keeps only bit 0 for its size encoding, yet
    // loads a word) against var at .data + 2, and fld.q l%quad(%r31),%f4 (LOW3, a
    // 16-byte load) against quad at .data + 8: neither address suits, though their
    // relocations' own bits are clear. With var at + 4 and quad at + 16 both link.
    constexpr std::uint32_t kLdlR31 = 0x17e50001;   // ld.l 0(%r31),%r5
    constexpr std::uint32_t kFldqR31 = 0x27e40004;  // fld.q 0(%r31),%f4
    const auto inputs = [](std::uint32_t var, std::uint32_t quad) {
        return Inputs{{"a.o", object({text({kLdlR31, kFldqR31}, {{0, RelocationType::Low1, 0, 0},
                                                                 {4, RelocationType::Low3, 1, 0}}),
                                      data(words({0, 0, 0, 0, 0, 0}), {}, 16)},
                                     {global("var", 1, var), global("quad", 1, quad)})}};
    };
    LinkOptions options;
    options.data_address = 0x48000;
    check_link_error(inputs(2, 16), options,
                     "a.o: .text+0x0: value 0x48002 is not a multiple of 4 as the instruction's operand size "
                     "requires (symbol 'var')");
    check_link_error(inputs(4, 8), options,
                     "a.o: .text+0x4: value 0x48008 is not a multiple of 16 as the instruction's operand size "
                     "requires (symbol 'quad')");
    const ObjectFile out = link(inputs(4, 16), options);
    CHECK(word_at(out, ".text", 0x10000) == 0x17e58005);  // 0x8004 | the size bit
    CHECK(word_at(out, ".text", 0x10004) == 0x27e48014);  // 0x8010 | the size bits
}

TEST_CASE("a relocation against a section symbol names the section in errors") {
    const Inputs inputs = {
        {"a.o",
         object({text({kCall}, {{0, RelocationType::Pc26, 0, 2}})},
                {{.name = "", .binding = kBindLocal, .type = kSymbolSection, .section = 0}})},
    };
    check_link_error(inputs, {},
                     "a.o: .text+0x0: branch target 0x10002 is not word aligned (symbol '.text')");
}

TEST_CASE("common symbols: the largest size and alignment, allocated in .bss") {
    Symbol small = {.name = "buf",
                    .value = 4,
                    .size = 8,
                    .binding = kBindGlobal,
                    .type = kSymbolObject,
                    .section = kCommonSection};
    Symbol large = small;
    large.value = 16;
    large.size = 32;
    Symbol tentative = small;
    tentative.name = "defined_elsewhere";
    const Inputs inputs = {
        {"a.o", object({text({kOrhR31}, {{0, RelocationType::High, 0, 0}})}, {small, tentative})},
        {"b.o", object({text({kNop}), bss(4)}, {large, global("defined_elsewhere", 1)})},
    };
    const ObjectFile out = link(inputs, {});
    const Section& bss_section = output_section(out, ".bss");
    CHECK(bss_section.address == 0x11000);   // no .data: a new page after .text
    CHECK(bss_section.nobits_size == 0x30);  // b.o's 4 bytes, then buf at +0x10
    CHECK(bss_section.alignment == 16);
    const Symbol& buf = output_symbol(out, "buf");
    CHECK(buf.value == 0x11010);
    CHECK(buf.size == 32);
    CHECK(buf.section == 1);
    CHECK(output_symbol(out, "defined_elsewhere").value == 0x11000);  // the definition won
    CHECK(word_at(out, ".text", 0x10000) == 0xec1f0001);              // h%buf
}

TEST_CASE("gaps in .text are nops, gaps in .data zeros") {
    const Inputs inputs = {
        {"a.o", object({text({kBriR1}), data({0x55})}, {})},
        {"b.o", object({text({kBriR1}, {}, 16), data(words({0x66666666}))}, {})},
    };
    const ObjectFile out = link(inputs, {});
    const Section& code = output_section(out, ".text");
    REQUIRE(code.data.size() == 0x14);
    CHECK(word_at(out, ".text", 0x10000) == kBriR1);
    for (std::uint32_t address = 0x10004; address < 0x10010; address += 4)
        CHECK(word_at(out, ".text", address) == kNop);
    CHECK(word_at(out, ".text", 0x10010) == kBriR1);
    CHECK(output_section(out, ".data").data ==
          std::vector<std::uint8_t>{0x55, 0, 0, 0, 0x66, 0x66, 0x66, 0x66});
}

TEST_CASE("other link errors") {
    SUBCASE("overlapping sections") {
        const Inputs inputs = {{"a.o", object({text({kNop, kNop, kNop, kNop}), data({1})}, {})}};
        LinkOptions options;
        options.data_address = 0x10004;
        check_link_error(inputs, options,
                         "sections .text (0x10000-0x1000f) and .data (0x10004-0x10004) overlap");
    }
    SUBCASE("a section start for a section no input has") {
        LinkOptions options;
        options.section_addresses = {{".nothere", 0x1000}};
        check_link_error(
            call_pair(), options,
            "cannot place section '.nothere' at 0x1000: no input has a section of that name");
    }
    SUBCASE("an executable as input") {
        Inputs inputs = call_pair();
        inputs[1].second.type = kElfTypeExecutable;
        check_link_error(inputs, {}, "b.o: not a relocatable object file");
    }
    SUBCASE("a section past the end of the address space") {
        LinkOptions options;
        options.text_address = 0xfffffffc;
        check_link_error(
            call_pair(), options,
            "section .text (0xfffffffc, 0x10 bytes) runs past the end of the address space");
    }
    SUBCASE("a relocation past the end of its section") {
        const Inputs inputs = {
            {"a.o", object({text({kCall}, {{4, RelocationType::Pc26, 0, 0}})}, {global("f", 0)})},
        };
        check_link_error(inputs, {}, "a.o: .text+0x4: relocation outside the section's contents");
    }
    SUBCASE("a relocation against a symbol in a section that is not loaded") {
        Section note = data({0, 0, 0, 0});
        note.name = ".note";
        note.flags = 0;
        const Inputs inputs = {
            {"a.o", object({text({kCall}, {{0, RelocationType::Pc26, 0, 0}}), note},
                           {{.name = "n", .section = 1}})},
        };
        check_link_error(inputs, {},
                         "a.o: .text+0x0: symbol 'n' is defined in a section that is not loaded");
    }
}

TEST_CASE("non-alloc sections are left out of the executable, which writes and reads back") {
    Section comment = data({'h', 'i', 0});
    comment.name = ".comment";
    comment.flags = 0;
    Inputs inputs = call_pair();
    inputs[0].second.sections.push_back(comment);
    const ObjectFile out = link(inputs, {});
    CHECK(out.sections.size() == 1);
    CHECK(read_elf(write_elf(out), "a.out") == out);
}

TEST_CASE("xp860-ld links files and reports errors as 'xp860-ld: message'") {
    const auto ld = xp860::test::tool_dir() / "xp860-ld";
    REQUIRE(std::filesystem::exists(ld));
    const auto dir = xp860::test::make_temp_dir("xp860-ld");
    const auto path = [&](const char* name) { return (dir / name).string(); };
    const Inputs pair = call_pair();
    write_elf_file(path("a.o"), pair[0].second);
    write_elf_file(path("b.o"), pair[1].second);
    const auto run = [&](const std::string& arguments) {
        return xp860::test::run_command("cd " + dir.string() + " && " + ld.string() + " " +
                                        arguments);
    };

    auto result = run("-o prog -Ttext=0x20000 a.o b.o");
    CHECK(result.status == 0);
    CHECK(result.output.empty());
    ObjectFile out = read_elf_file(path("prog"));
    CHECK(out.entry == 0x20000);
    CHECK(word_at(out, ".text", 0x20000) == 0x6c000002);

    result = run("--section-start .text=4096 -e foo a.o b.o");
    CHECK(result.status == 0);
    out = read_elf_file(path("a.out"));
    CHECK(out.sections[0].address == 0x1000);
    CHECK(out.entry == 0x100c);

    CHECK(run("--help").status == 0);
    CHECK(run("--help").output.find("Usage: xp860-ld [OPTIONS] FILE.o...\n") != std::string::npos);

    const std::pair<std::string, std::string> failures[] = {
        {"", "xp860-ld: FILE.o is required (see 'xp860-ld --help')\n"},
        {"-Ttext zz a.o", "xp860-ld: -T: invalid value 'zz' (a number from 0 to 4294967295)\n"},
        {"-Tdata 0x100000000 a.o", "xp860-ld: -T: invalid value '0x100000000' (a number from 0 to 4294967295)\n"},
        {"-Tfoo 0 a.o", "xp860-ld: -T: unknown segment 'foo' (text, data or bss)\n"},
        {"--section-start .text a.o", "xp860-ld: --section-start: invalid value '.text' (give NAME=ADDR)\n"},
        {"--section-start .text=x a.o", "xp860-ld: --section-start: invalid value 'x' (a number from 0 to 4294967295)\n"},
        {"a.o -o", "xp860-ld: -o: 1 required TEXT missing (see 'xp860-ld --help')\n"},
        {"-x a.o", "xp860-ld: The following argument was not expected: -x (see 'xp860-ld --help')\n"},
        {"a.o", "xp860-ld: a.o: undefined reference to 'foo' (from .text+0x0)\n"},
        {"missing.o", "xp860-ld: missing.o: cannot open: No such file or directory\n"},
    };
    for (const auto& [arguments, message] : failures) {
        INFO("xp860-ld " << arguments);
        result = run(arguments);
        CHECK(result.status == 1);
        CHECK(result.output == message);
    }
    std::filesystem::remove_all(dir);
}
