// Instructions: matching operand text against the table's patterns, choosing a
// form, expanding constants that do not fit, and encoding.
#include <algorithm>
#include <bit>

#include "cpu/decoder.h"
#include "cpu/registers.h"
#include "toolchain/assembly_unit.h"

namespace xp860::toolchain::detail {
namespace {

using cpu::OperandKind;

constexpr int kZeroRegister = 0;

std::optional<int> register_number(std::string_view name, std::string_view prefix) {
    if (!name.starts_with(prefix) || name.size() == prefix.size() || name.size() > prefix.size() + 2)
        return std::nullopt;
    int number = 0;
    for (const char c : name.substr(prefix.size())) {
        if (c < '0' || c > '9') return std::nullopt;
        number = number * 10 + (c - '0');
    }
    if (name.size() == prefix.size() + 2 && name[prefix.size()] == '0') return std::nullopt;
    return number < 32 ? std::optional<int>(number) : std::nullopt;
}

ParsedOperand register_operand(int number) {
    ParsedOperand operand;
    operand.is_register = true;
    operand.reg = number;
    return operand;
}

ParsedOperand value_operand(const ExpressionValue& value, FieldPart part) {
    ParsedOperand operand;
    operand.value = value;
    operand.part = part;
    return operand;
}

std::int64_t field_part(std::int64_t value, FieldPart part) {
    const auto bits = static_cast<std::uint32_t>(value);
    switch (part) {
        case FieldPart::Whole: return value;
        case FieldPart::Low: return bits & 0xffff;
        case FieldPart::High: return bits >> 16;
        case FieldPart::HighAdjusted: return high_adjusted(bits) & 0xffff;
    }
    return value;
}

// How many low bits of a displacement field the form's size encoding keeps (its
// fixed bits there): what LOW1..LOW3 and SPLIT1/SPLIT2 leave alone. As in GNU as,
// ld.l keeps one (bit 0 tells it from ld.s) while fld.l keeps two, though both
// need a multiple of 4.
int size_encoding_bits(const cpu::InstructionForm& form) {
    return std::countr_one((form.match | form.lose) & 0xffffu);
}

// Relocation for a 16-bit field receiving part of a symbol's address.
RelocationType relocation_for(const cpu::InstructionForm& form, const cpu::OperandSpec& spec, FieldPart part) {
    switch (spec.kind) {
        case OperandKind::Branch26: return RelocationType::Pc26;
        case OperandKind::Branch16Split: return RelocationType::Pc16;
        case OperandKind::Imm16:
            return part == FieldPart::High           ? RelocationType::High
                   : part == FieldPart::HighAdjusted ? RelocationType::HighAdj
                                                     : RelocationType::Low0;
        case OperandKind::Offset16: {
            // A quad displacement ('M', 16-byte aligned) has three size bits, as
            // fld.d's has: LOW3.
            constexpr RelocationType kLow[] = {RelocationType::Low0, RelocationType::Low1, RelocationType::Low2,
                                               RelocationType::Low3};
            return kLow[size_encoding_bits(form)];
        }
        case OperandKind::SplitOffset16: {
            constexpr RelocationType kSplit[] = {RelocationType::Split0, RelocationType::Split1,
                                                 RelocationType::Split2};
            return kSplit[size_encoding_bits(form)];
        }
        default: return RelocationType::None;
    }
}

// The range a whole constant may have in a form's 16-bit immediate before the
// form must be expanded (or rejected, for forms without an expansion).
std::pair<std::int64_t, std::int64_t> immediate_range(const cpu::InstructionForm& form) {
    switch (form.expansion) {
        case cpu::Expansion::Signed32:
        case cpu::Expansion::Move: return {-32768, 32767};
        case cpu::Expansion::Unsigned32:
        case cpu::Expansion::And: return {0, 0xffff};
        default: return {-32768, 0xffff};  // shifts and the h-forms take the raw field
    }
}

}  // namespace

std::optional<int> AssemblyUnit::parse_integer_register(Scanner& scanner) {
    const std::size_t start = scanner.position();
    const bool percent = scanner.consume('%');
    if (percent || options_.intel_syntax) {
        if (const auto name = scanner.identifier()) {
            if (*name == "sp") return cpu::kStackPointer;
            if (*name == "fp") return cpu::kFramePointer;
            if (const auto number = register_number(*name, "r")) return number;
        }
    }
    scanner.rewind(start);
    return std::nullopt;
}

std::optional<int> AssemblyUnit::parse_fp_register(Scanner& scanner) {
    const std::size_t start = scanner.position();
    if (scanner.consume('%') || options_.intel_syntax) {
        if (const auto name = scanner.identifier())
            if (const auto number = register_number(*name, "f")) return number;
    }
    scanner.rewind(start);
    return std::nullopt;
}

std::optional<int> AssemblyUnit::parse_control_register(Scanner& scanner) {
    const std::size_t start = scanner.position();
    if (scanner.consume('%') || options_.intel_syntax) {
        if (const auto name = scanner.identifier()) {
            const auto& names = cpu::kControlRegisterNames;
            const auto it = std::find(names.begin(), names.end(), *name);
            if (it != names.end()) {
                const int number = static_cast<int>(it - names.begin());
                if (number >= cpu::kFirstXpOnlyControlRegister && !options_.xp)
                    throw SourceError("control register %" + std::string(*name) +
                                      " exists on the i860 XP only (assemble with -mxp)");
                return number;
            }
        }
    }
    scanner.rewind(start);
    return std::nullopt;
}

ParsedOperand AssemblyUnit::parse_value_operand(Scanner& scanner, bool allow_part) {
    FieldPart part = FieldPart::Whole;
    if (scanner.consume("ha%")) part = FieldPart::HighAdjusted;
    else if (scanner.consume("h%")) part = FieldPart::High;
    else if (scanner.consume("l%")) part = FieldPart::Low;
    if (part != FieldPart::Whole && !allow_part)
        throw SourceError("h%, l% and ha% cannot be used in this operand");
    // In Intel syntax a bare register name is not a symbol.
    Scanner probe = scanner;
    if (parse_integer_register(probe) || parse_fp_register(probe))
        throw SourceError("expected a constant or address, found a register");
    return value_operand(parse_expression(scanner, *this), part);
}

bool AssemblyUnit::parse_operands(const cpu::InstructionForm& form, Scanner& scanner,
                                  std::vector<ParsedOperand>& operands) {
    std::size_t index = 0;
    for (const char c : form.pattern) {
        if (c == ',' || c == '(' || c == ')' || c == '+') {
            if (!scanner.consume(c)) return false;
            continue;
        }
        const cpu::OperandSpec& spec = form.operands[index++];
        std::optional<int> reg;
        switch (spec.kind) {
            case OperandKind::IntSrc1:
            case OperandKind::IntSrc2:
            case OperandKind::IntDest: reg = parse_integer_register(scanner); break;
            case OperandKind::FpSrc1:
            case OperandKind::FpSrc2:
            case OperandKind::FpDest: reg = parse_fp_register(scanner); break;
            case OperandKind::ControlReg: reg = parse_control_register(scanner); break;
            default:
                operands.push_back(parse_value_operand(
                    scanner, spec.kind == OperandKind::Imm16 || spec.kind == OperandKind::Offset16 ||
                                 spec.kind == OperandKind::SplitOffset16));
                continue;
        }
        if (!reg) return false;
        operands.push_back(register_operand(*reg));
    }
    return scanner.at_end();
}

void AssemblyUnit::instruction(std::string_view mnemonic, Scanner& operands_text) {
    bool prefixed = false;
    std::string_view name = mnemonic;
    if (cpu::forms_named(name).empty() && name.starts_with("d.")) {
        prefixed = true;
        name.remove_prefix(2);
    }
    const auto forms = cpu::forms_named(name);
    if (forms.empty()) throw SourceError("unknown instruction `" + std::string(mnemonic) + "'");
    const bool dual_capable = forms.front()->has(cpu::kDualBit);
    if (prefixed && !dual_capable)
        throw SourceError("`d.' applies to floating-point instructions and fnop, not `" +
                          std::string(name) + "'");

    bool xp_only_rejected = false;
    std::string best_error = "operands do not match any form of `" + std::string(name) + "'";
    std::size_t best_position = 0;
    const std::size_t start = operands_text.position();
    for (const cpu::InstructionForm* form : forms) {
        if (form->has(cpu::kXpOnly) && !options_.xp) {
            xp_only_rejected = true;
            continue;
        }
        operands_text.rewind(start);
        std::vector<ParsedOperand> operands;
        try {
            if (parse_operands(*form, operands_text, operands)) {
                place(*form, operands, prefixed);
                return;
            }
        } catch (const SourceError& e) {
            if (operands_text.position() >= best_position) {
                best_error = e.what();
                best_position = operands_text.position();
            }
            continue;
        }
        if (operands_text.position() > best_position) {
            best_position = operands_text.position();
            const std::string rest(operands_text.rest());
            best_error = rest.empty() ? "missing operands for `" + std::string(name) + "'"
                                      : "invalid operands for `" + std::string(name) + "' at `" +
                                            rest + "'";
        }
    }
    if (xp_only_rejected && best_position == 0)
        throw SourceError("`" + std::string(name) + "' is an i860 XP instruction (assemble with -mxp)");
    throw SourceError(best_error);
}

const cpu::InstructionForm& AssemblyUnit::form_for(std::string_view mnemonic,
                                                   std::string_view pattern) {
    for (const cpu::InstructionForm* form : cpu::forms_named(mnemonic))
        if (form->pattern == pattern && !form->has(cpu::kPseudo)) return *form;
    throw SourceError("internal: no form " + std::string(mnemonic) + " " + std::string(pattern));
}

// GNU as sets the D bit on FP-escape instructions and on fnop (shrd %r0,%r0,%r0)
// alone: with a d. prefix anything else is an error, inside .dual it stays a core
// instruction. A dual-mode instruction opens an 8-byte pair, so it must stand at
// an offset that is a multiple of 8, and its section is 8-aligned so that the
// linker keeps it so (GNU as leaves the section's alignment alone).
bool AssemblyUnit::dual_bit(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands,
                            bool prefixed) {
    if (!prefixed && !dual_block_) return false;
    const bool fnop = form.has(cpu::kDualBit) && !form.is_floating_point() &&
                      std::all_of(operands.begin(), operands.end(),
                                  [](const ParsedOperand& operand) { return operand.reg == 0; });
    if (!form.is_floating_point() && !fnop) {
        if (prefixed)
            throw SourceError("`d.' applies to floating-point instructions and fnop, not `" +
                              std::string(form.mnemonic) + "'");
        return false;
    }
    if (here() % 8 != 0) {
        // Reported, and the word placed without its D bit, as GNU as does, so that
        // what follows stands where it would there.
        error("`d." + std::string(form.mnemonic) + "' must be 8-byte aligned (it would stand at offset " +
              std::to_string(here()) + " of " + current().name + "; use .align 8)");
        return false;
    }
    current().alignment = std::max(current().alignment, 8u);
    return true;
}

void AssemblyUnit::place(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands,
                         bool prefixed) {
    const bool dual = dual_bit(form, operands, prefixed);
    for (std::size_t i = 0; i < operands.size(); ++i) {
        const cpu::OperandSpec& spec = form.operands[i];
        const ParsedOperand& operand = operands[i];
        if (operand.is_register) continue;
        const bool constant = operand.value.is_constant();
        const std::int64_t value = operand.value.constant;
        switch (spec.kind) {
            case OperandKind::Imm16: {
                if (operand.part != FieldPart::Whole) break;
                const auto [low, high] = immediate_range(form);
                if (constant && value >= low && value <= high) break;
                if (form.expansion != cpu::Expansion::None) return expand(form, operands, i, dual);
                if (constant)
                    throw SourceError("constant " + std::to_string(value) + " out of range " +
                                      std::to_string(low) + ".." + std::to_string(high));
                throw SourceError("a relocatable value needs h%, l% or ha% in this operand");
            }
            case OperandKind::Offset16:
            case OperandKind::SplitOffset16: {
                if (operand.part == FieldPart::High || operand.part == FieldPart::HighAdjusted)
                    throw SourceError("h% and ha% cannot be a load or store displacement");
                if (operand.part == FieldPart::Low) break;
                if (constant && value % spec.alignment != 0)
                    throw SourceError("displacement " + std::to_string(value) + " is not a multiple of " +
                                      std::to_string(spec.alignment) + ", as " +
                                      std::string(form.mnemonic) + " requires");
                if (constant && value >= -32768 && value <= 32767) break;
                if (form.expansion == cpu::Expansion::Address) return expand(form, operands, i, dual);
                throw SourceError("displacement does not fit in 16 bits");
            }
            case OperandKind::Imm5:
                if (!constant || value < 0 || value > 31)
                    throw SourceError("expected a constant from 0 to 31");
                break;
            default: break;
        }
    }
    emit_form(form, operands, dual);
}

void AssemblyUnit::emit_form(const cpu::InstructionForm& form,
                             const std::vector<ParsedOperand>& operands, bool dual) {
    cpu::Instruction insn;
    insn.form = &form;
    insn.dual = dual;
    struct Relocated {
        RelocationType type;
        ExpressionValue value;
        std::uint8_t alignment;
    };
    std::vector<Relocated> relocated;
    for (std::size_t i = 0; i < operands.size(); ++i) {
        const cpu::OperandSpec& spec = form.operands[i];
        const ParsedOperand& operand = operands[i];
        if (operand.is_register) {
            insn.operands[i] = operand.reg;
            continue;
        }
        const bool branch = spec.kind == OperandKind::Branch26 || spec.kind == OperandKind::Branch16Split;
        if (!operand.value.is_constant() || branch) {
            // A branch target must be a whole instruction away.
            relocated.push_back({relocation_for(form, spec, operand.part), operand.value,
                                 branch ? std::uint8_t{4} : spec.alignment});
            continue;
        }
        std::int64_t field = field_part(operand.value.constant, operand.part);
        if (spec.kind == OperandKind::Offset16 || spec.kind == OperandKind::SplitOffset16) {
            field = static_cast<std::int16_t>(static_cast<std::uint16_t>(field));
            if (field % spec.alignment != 0)
                throw SourceError("displacement " + std::to_string(field) + " is not a multiple of " +
                                  std::to_string(spec.alignment));
        } else if (spec.kind == OperandKind::Imm16) {
            field &= 0xffff;
        }
        insn.operands[i] = static_cast<std::int32_t>(field);
    }
    // The word first: if it cannot be placed, no fixup may point at it.
    const std::uint32_t offset = here();
    emit_word(cpu::encode(insn));
    for (const Relocated& r : relocated) add_fixup(r.type, r.value, offset, r.alignment);
}

void AssemblyUnit::expand(const cpu::InstructionForm& form, const std::vector<ParsedOperand>& operands,
                          std::size_t wide, bool dual) {
    const int temporary = temporary_register_;
    const ExpressionValue value = operands[wide].value;
    const auto build_in = [&](int reg) {  // reg = value, in two instructions
        emit_form(form_for("orh", "i,2,d"),
                  {value_operand(value, FieldPart::High), register_operand(kZeroRegister), register_operand(reg)},
                  false);
        emit_form(form_for("or", "i,2,d"),
                  {value_operand(value, FieldPart::Low), register_operand(reg), register_operand(reg)}, false);
    };
    const auto refuse_temporary_operand = [&](int reg) {
        if (reg == temporary)
            throw SourceError("this constant needs expanding through %r" + std::to_string(temporary) +
                              ", which is also an operand (see .atmp)");
    };
    const std::string mnemonic(form.mnemonic);

    switch (form.expansion) {
        case cpu::Expansion::Signed32: {  // op const,src2,dest
            refuse_temporary_operand(operands[1].reg);
            build_in(temporary);
            emit_form(form_for(mnemonic, "1,2,d"),
                      {register_operand(temporary), operands[1], operands[2]}, false);
            return;
        }
        case cpu::Expansion::And:
            if (!value.is_constant())
                throw SourceError("and with a relocatable 32-bit value: build it in a register first");
            {
                // x & c == x & ~(~c): andnot takes the complement, in one or two halves.
                ExpressionValue complement;
                complement.constant = ~value.constant & 0xffffffff;
                if (complement.constant <= 0xffff) {
                    emit_form(form_for("andnot", "i,2,d"),
                              {value_operand(complement, FieldPart::Whole), operands[1], operands[2]}, false);
                    return;
                }
                emit_form(form_for("andnoth", "i,2,d"),
                          {value_operand(complement, FieldPart::High), operands[1], register_operand(temporary)},
                          false);
                emit_form(form_for("andnot", "i,2,d"),
                          {value_operand(complement, FieldPart::Low), register_operand(temporary), operands[2]},
                          false);
                return;
            }
        case cpu::Expansion::Unsigned32:  // or/xor/andnot: the h-form on the high half
            emit_form(form_for(mnemonic + "h", "i,2,d"),
                      {value_operand(value, FieldPart::High), operands[1], register_operand(temporary)}, false);
            emit_form(form_for(mnemonic, "i,2,d"),
                      {value_operand(value, FieldPart::Low), register_operand(temporary), operands[2]}, false);
            return;
        case cpu::Expansion::Move:  // mov const,dest
            build_in(operands[1].reg);
            return;
        case cpu::Expansion::Address: {
            // The base register is the IntSrc2 operand, after the displacement.
            const std::size_t base = wide + 1;
            std::vector<ParsedOperand> rewritten = operands;
            if (!form.auto_increment) {
                // orh ha%addr,base,tmp then the op on l%addr(tmp)
                emit_form(form_for("orh", "i,2,d"),
                          {value_operand(value, FieldPart::HighAdjusted), operands[base],
                           register_operand(temporary)},
                          false);
                rewritten[wide] = value_operand(value, FieldPart::Low);
                rewritten[base] = register_operand(temporary);
                emit_form(form, rewritten, dual);
                return;
            }
            // Auto-increment must add the whole displacement to the base: put it in
            // the temporary and use the register-index form.
            std::string pattern(form.pattern);
            std::replace_if(pattern.begin(), pattern.end(),
                            [](char c) { return std::string_view("IJKLMSTU").find(c) != std::string_view::npos; }, '1');
            const auto candidates = cpu::forms_named(form.mnemonic);
            const auto it = std::find_if(candidates.begin(), candidates.end(),
                                         [&](const cpu::InstructionForm* f) { return f->pattern == pattern; });
            if (it == candidates.end())
                throw SourceError("displacement does not fit in 16 bits, and " + mnemonic +
                                  " with ++ has no register-index form to expand to");
            refuse_temporary_operand(operands[base].reg);
            build_in(temporary);
            rewritten[wide] = register_operand(temporary);
            emit_form(**it, rewritten, dual);
            return;
        }
        case cpu::Expansion::None: break;
    }
    throw SourceError("internal: no expansion for " + mnemonic);
}

}  // namespace xp860::toolchain::detail
