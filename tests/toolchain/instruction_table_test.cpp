// The instruction table against the reference opcode list, and the disassembler
// against GNU objdump's text for 20,760 words.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cpu/decoder.h"
#include "tests/test_support.h"
#include "toolchain/disassembler.h"

using namespace xp860;

namespace {

std::vector<std::vector<std::string>> read_tsv(const std::filesystem::path& path, int columns) {
    std::vector<std::vector<std::string>> rows;
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::vector<std::string> fields;
        std::size_t start = 0;
        for (int i = 0; i < columns - 1; ++i) {
            const std::size_t tab = line.find('\t', start);
            fields.push_back(line.substr(start, tab - start));
            start = tab + 1;
        }
        fields.push_back(line.substr(start));  // the last column keeps its tabs
        rows.push_back(fields);
    }
    return rows;
}

}  // namespace

TEST_CASE("the table has every row of the reference opcode list, in order") {
    const auto opcodes = test::reference_path("i860-opcodes.tsv", "opcode list comparison");
    if (!opcodes) return;
    const auto rows = read_tsv(*opcodes, 5);
    const auto table = cpu::instruction_table();
    REQUIRE(rows.size() == 369);
    REQUIRE(table.size() == rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& form = table[i];
        INFO("row " << i << " " << rows[i][0]);
        CHECK(form.mnemonic == rows[i][0]);
        CHECK(form.match == std::stoul(rows[i][1], nullptr, 16));
        CHECK(form.lose == std::stoul(rows[i][2], nullptr, 16));
        CHECK(form.pattern == rows[i][3]);
        CHECK(form.has(cpu::kXpOnly) == (rows[i][4] == "xp-only"));
        if (rows[i][4] == "delayed") CHECK(form.has(cpu::kDelayed));
        CHECK((form.expansion != cpu::Expansion::None) == rows[i][4].starts_with("expands:"));
    }
}

TEST_CASE("every row's fixed bits, operand fields and ignored bits partition the word") {
    for (const auto& form : cpu::instruction_table()) {
        INFO(form.mnemonic << " " << form.pattern);
        CHECK((form.match & form.lose) == 0);
        CHECK((form.operand_mask() & (form.match | form.lose)) == 0);
        CHECK((form.match | form.lose | form.operand_mask() | form.ignored_mask()) == 0xffffffffu);
    }
}

TEST_CASE("the disassembler prints exactly what GNU objdump prints for 20,760 words") {
    const auto vectors = test::reference_path("objdump-i860.tsv", "objdump text comparison");
    if (!vectors) return;
    const auto rows = read_tsv(*vectors, 3);
    REQUIRE(rows.size() == 20760);
    int mismatches = 0;
    for (const auto& row : rows) {
        const auto address = static_cast<std::uint32_t>(std::stoul(row[0], nullptr, 16));
        const auto word = static_cast<std::uint32_t>(std::stoul(row[1], nullptr, 16));
        const std::string text = toolchain::disassemble(word, address);
        if (text != row[2] && ++mismatches <= 20)
            FAIL_CHECK(row[1] << " at " << row[0] << ": got [" << text << "] want [" << row[2] << "]");
    }
    CHECK(mismatches == 0);
}
