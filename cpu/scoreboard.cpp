#include "cpu/scoreboard.h"

#include "cpu/fp_registers.h"

namespace xp860::cpu {
namespace {

bool is_fp_register(OperandKind kind) {
    return kind == OperandKind::FpSrc1 || kind == OperandKind::FpSrc2 || kind == OperandKind::FpDest;
}

// Registers of an FP memory operand: .l one, .d a pair, .q a quad.
int memory_width(const InstructionForm& form) {
    const std::string_view m = form.mnemonic;
    return m.ends_with(".q") ? 4 : m.ends_with(".d") ? 2 : 1;
}

// Stores read their FpDest-lettered operand ("g,1(2)"): it is the data.
bool reads_fp_destination(const InstructionForm& form) { return form.memory_role == MemoryRole::Store; }

bool pipelined(const InstructionForm& form) {
    return form.unit == Unit::DualOp || (form.match & kPipelinedBit) != 0;
}

// A scalar FP operation occupies its unit until its result is out, as a non-pipelined
// operation on a pipelined unit must (TF S6, rows kAdderLatency...).
std::uint32_t scalar_latency(const InstructionForm& form, const CycleModel& model) {
    switch (form.unit) {
        case Unit::Adder: return model.kAdderLatency;
        case Unit::Multiplier:
            return (form.match & kSourceDoubleBit) != 0 ? model.kMultiplierLatencyDouble
                                                     : model.kMultiplierLatencySingle;
        default: return model.kGraphicsLatency;
    }
}

// The FP compares, pfgt/pfle (0x34) and pfeq (0x35).
bool is_compare(const InstructionForm& form) {
    const std::uint32_t op = form.match & 0x7f;
    return form.is_floating_point() && (op == 0x34 || op == 0x35);
}

bool branches_on_cc(const InstructionForm& form) {
    const std::string_view m = form.mnemonic;
    return m == "bc" || m == "bnc" || m == "bc.t" || m == "bnc.t";
}

bool uses_adder(const InstructionForm& form) { return form.unit == Unit::Adder || form.unit == Unit::DualOp; }
bool uses_multiplier(const InstructionForm& form) {
    return form.unit == Unit::Multiplier || form.unit == Unit::DualOp;
}

}  // namespace

IssueProfile make_issue_profile(const Instruction& insn, const CycleModel& model) {
    const InstructionForm& form = *insn.form;
    IssueProfile p;
    std::size_t sources = 0;
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandKind kind = form.operands[i].kind;
        const int number = insn.operands[i];
        if (kind == OperandKind::IntSrc1 || kind == OperandKind::IntSrc2)
            p.integer_sources[sources++] = static_cast<std::uint8_t>(number);
        if (kind == OperandKind::IntDest) p.integer_destination = static_cast<std::uint8_t>(number);
        if (!is_fp_register(kind)) continue;
        if (form.is_floating_point() && kind != OperandKind::FpDest)
            p.fp_sources |= fp_register_mask(number, (form.match & kSourceDoubleBit) != 0 ? 2 : 1);
        else if (kind == OperandKind::FpDest && reads_fp_destination(form))
            p.fp_sources |= fp_register_mask(number, memory_width(form));
        else if (kind == OperandKind::FpDest) {
            const int width = form.is_floating_point() ? ((form.match & kResultDoubleBit) != 0 ? 2 : 1)
                                                       : memory_width(form);
            p.fp_destinations |= fp_register_mask(number, width);
        }
    }
    // Not pfld: what it writes left memory three pflds ago.
    p.load = form.memory_role == MemoryRole::Load;
    const bool transfer = form.mnemonic == "ixfr" || form.mnemonic == "fxfr";
    p.use_interlock = static_cast<std::uint8_t>(p.load       ? model.kLoadUseInterlock
                                                : transfer ? model.kTransferUseInterlock
                                                           : 0);
    p.reads_cc = branches_on_cc(form);
    p.compare = is_compare(form);
    p.compare_cc_delay = static_cast<std::uint8_t>(p.compare ? model.kCompareConditionDelay : 0);
    p.adder = form.is_floating_point() && uses_adder(form);
    p.multiplier = form.is_floating_point() && uses_multiplier(form);
    p.integer_only = p.fp_sources == 0 && p.fp_destinations == 0 && !p.adder && !p.multiplier;

    std::uint32_t fp_result = 1;
    if (form.is_floating_point() && !pipelined(form)) fp_result = scalar_latency(form, model);
    if (p.use_interlock != 0) fp_result = 1 + p.use_interlock;
    p.fp_result_latency = static_cast<std::uint8_t>(fp_result);
    if (form.is_floating_point()) {
        const bool double_multiply = uses_multiplier(form) && (form.match & kSourceDoubleBit) != 0;
        const std::uint32_t busy =
            pipelined(form) ? (double_multiply ? model.kDoubleMultiplyInterval : 1) : fp_result;
        p.adder_busy = static_cast<std::uint8_t>(pipelined(form) ? 1 : busy);
        p.multiplier_busy = static_cast<std::uint8_t>(busy);
    }
    return p;
}

}  // namespace xp860::cpu
