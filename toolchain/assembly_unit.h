// The assembler's working state for one source file: sections being filled,
// symbols, pending fixups. Statements (assembler.cpp), directives
// (assembler_directives.cpp) and instructions (assembler_instructions.cpp) all
// write into it; finish() turns it into an ObjectFile.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cpu/instruction_table.h"
#include "toolchain/assembler.h"
#include "toolchain/expression.h"
#include "toolchain/object_file.h"

namespace xp860::toolchain::detail {

struct UnitSection {
    std::string name;
    std::uint32_t type = kSectionProgbits;
    std::uint32_t flags = kSectionAlloc;
    std::uint32_t alignment = 1;
    std::vector<std::uint8_t> data;
    std::uint32_t nobits_size = 0;
    int symbol = kNoSymbol;  // its STT_SECTION symbol

    std::uint32_t size() const {
        return type == kSectionNobits ? nobits_size : static_cast<std::uint32_t>(data.size());
    }
    bool is_code() const { return (flags & kSectionExecute) != 0; }
};

struct UnitSymbol {
    std::string name;
    int section = kUndefinedSection;  // or kAbsoluteSection, kCommonSection
    std::int64_t value = 0;           // offset in section, absolute value, or common alignment
    std::uint32_t size = 0;
    std::uint8_t binding = kBindLocal;  // .globl and .weak change it
    std::uint8_t type = kSymbolNoType;
    bool in_object = true;          // false for .L labels and numeric local labels
    int defined_line = 0;

    bool defined() const { return section != kUndefinedSection; }
};

// h%, l% and ha%: which half of a 32-bit value an immediate field receives.
enum class FieldPart : std::uint8_t { Whole, Low, High, HighAdjusted };

struct ParsedOperand {
    bool is_register = false;
    int reg = 0;
    ExpressionValue value;
    FieldPart part = FieldPart::Whole;
};

// Where a statement stands: a file (an index into the unit's file names: the
// source, then each file it includes) and a line.
struct SourcePosition {
    int file = 0;
    int line = 0;
};

struct Fixup {
    int section = 0;
    std::uint32_t offset = 0;
    RelocationType type = RelocationType::None;
    ExpressionValue value;
    SourcePosition position;
    // The value (the addend, where a relocation is left) must be a multiple of
    // this: a displacement's operand size, 4 for a branch target.
    std::uint8_t alignment = 1;
};

class AssemblyUnit : public ExpressionContext {
public:
    AssemblyUnit(std::string file_name, AssemblerOptions options, std::uint32_t code_base,
                 IncludeReader read_include = {});

    void assemble_source(std::string_view source);
    ObjectFile finish();

    // ExpressionContext
    ExpressionValue symbol_reference(std::string_view name) override;
    ExpressionValue local_label_reference(int number, bool forward) override;
    ExpressionValue location() override;
    std::optional<std::int64_t> difference(int symbol, int minus_symbol) override;

private:
    // assembler.cpp: statements, labels, symbols, output
    void statement(std::string_view text);
    void define_label(std::string_view name);
    void define_local_label(int number);
    int symbol_index(std::string_view name);
    int create_section(std::string_view name, std::uint32_t type, std::uint32_t flags);
    UnitSection& current() { return sections_[current_section_]; }
    std::uint32_t here() { return current().size(); }
    void emit_bytes(const void* bytes, std::size_t count);
    void emit_word(std::uint32_t word);
    void add_fixup(RelocationType type, const ExpressionValue& value, std::uint32_t offset,
                   std::uint8_t alignment = 1);
    void error(const std::string& message);
    std::int64_t constant_expression(Scanner& scanner, const char* what);
    void resolve_fixup(const Fixup& fixup, ObjectFile& object);
    bool check_alignment(const Fixup& fixup, std::int64_t value, const std::string& what);

    // assembler_directives.cpp
    bool directive(std::string_view name, Scanner& args);
    void data_directive(Scanner& args, int size);
    void float_directive(Scanner& args, bool is_double);
    void string_directive(Scanner& args, bool zero_terminated);
    void section_directive(Scanner& args);
    void align_directive(Scanner& args);
    // max_skip < 0: pad whatever it takes.
    void align_to(std::uint32_t alignment, std::optional<std::uint8_t> fill, std::int64_t max_skip);

    // assembler_instructions.cpp
    void instruction(std::string_view mnemonic, Scanner& operands);
    bool parse_operands(const cpu::InstructionForm& form, Scanner& scanner,
                        std::vector<ParsedOperand>& operands);
    ParsedOperand parse_value_operand(Scanner& scanner, bool allow_part);
    std::optional<int> parse_integer_register(Scanner& scanner);
    std::optional<int> parse_fp_register(Scanner& scanner);
    std::optional<int> parse_control_register(Scanner& scanner);
    bool dual_bit(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands, bool prefixed);
    void place(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands,
               bool prefixed);
    void emit_form(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands,
                   bool dual);
    void expand(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands,
                std::size_t wide_operand, bool dual);
    const cpu::InstructionForm& form_for(std::string_view mnemonic, std::string_view pattern);

    void include_directive(Scanner& args);

    std::vector<std::string> file_names_;  // the source first, then what it includes
    AssemblerOptions options_;
    IncludeReader read_include_;
    std::uint32_t code_base_;  // address the code section is assembled for

    std::vector<UnitSection> sections_;
    int current_section_ = 0;
    std::vector<UnitSymbol> symbols_;
    std::map<std::string, int, std::less<>> symbol_by_name_;
    std::map<int, int> local_label_instances_;  // numeric label -> times defined
    std::vector<Fixup> fixups_;

    SourcePosition position_;
    int include_depth_ = 0;
    std::vector<std::string> errors_;
    int temporary_register_ = 31;  // .atmp: the register expansions may clobber
    bool dual_block_ = false;      // inside .dual ... .enddual (Intel syntax)
};

}  // namespace xp860::toolchain::detail
