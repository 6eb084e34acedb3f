#include "cpu/scoreboard.h"

#include <algorithm>

#include "cpu/cycle_model.h"
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

struct RegisterGroup {
    int first;
    int count;
};

RegisterGroup group(int number, int count) { return {fp_register_group(number, count), count}; }

template <typename Visit>
void for_each_fp_read(const Instruction& insn, Visit visit) {
    const InstructionForm& form = *insn.form;
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandKind kind = form.operands[i].kind;
        if (!is_fp_register(kind)) continue;
        if (form.is_floating_point() && kind != OperandKind::FpDest)
            visit(group(insn.operands[i], (form.match & kSourceDoubleBit) != 0 ? 2 : 1));
        else if (kind == OperandKind::FpDest && reads_fp_destination(form))
            visit(group(insn.operands[i], memory_width(form)));
    }
}

bool pipelined(const InstructionForm& form) {
    return form.unit == Unit::DualOp || (form.match & kPipelinedBit) != 0;
}

// ASSUMPTION (TF Not-found #3): a scalar FP operation occupies its unit until its
// result is out, as a non-pipelined operation on a pipelined unit must.
std::uint32_t scalar_latency(const InstructionForm& form) {
    switch (form.unit) {
        case Unit::Adder: return timing::kAdderLatency;
        case Unit::Multiplier:
            return (form.match & kSourceDoubleBit) != 0 ? timing::kMultiplierLatencyDouble
                                                     : timing::kMultiplierLatencySingle;
        default: return timing::kGraphicsLatency;
    }
}

bool uses_adder(const InstructionForm& form) { return form.unit == Unit::Adder || form.unit == Unit::DualOp; }
bool uses_multiplier(const InstructionForm& form) {
    return form.unit == Unit::Multiplier || form.unit == Unit::DualOp;
}

}  // namespace

std::uint64_t issue_cycle(const Scoreboard& board, const Instruction& insn, std::uint64_t earliest) {
    const InstructionForm& form = *insn.form;
    std::uint64_t cycle = earliest;
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandKind kind = form.operands[i].kind;
        if (kind == OperandKind::IntSrc1 || kind == OperandKind::IntSrc2)
            cycle = std::max(cycle, board.integer_ready[static_cast<std::size_t>(insn.operands[i])]);
    }
    for_each_fp_read(insn, [&](RegisterGroup g) {
        for (int r = g.first; r < g.first + g.count; ++r)
            cycle = std::max(cycle, board.fp_ready[static_cast<std::size_t>(r)]);
    });
    if (uses_adder(form)) cycle = std::max(cycle, board.adder_free);
    if (uses_multiplier(form)) cycle = std::max(cycle, board.multiplier_free);
    return cycle;
}

void record_issue(Scoreboard& board, const Instruction& insn, std::uint64_t cycle) {
    const InstructionForm& form = *insn.form;
    // Not pfld: what it writes left memory three pflds ago.
    const bool load = form.memory_role == MemoryRole::Load;
    const std::uint64_t next = cycle + 1;
    const std::uint64_t loaded = next + timing::kLoadUseInterlock;
    std::uint64_t fp_result = next;
    if (form.is_floating_point() && !pipelined(form)) fp_result = cycle + scalar_latency(form);
    if (load) fp_result = loaded;

    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandKind kind = form.operands[i].kind;
        const int number = insn.operands[i];
        if (kind == OperandKind::IntDest && number != 0)
            board.integer_ready[static_cast<std::size_t>(number)] = load ? loaded : next;
        if (kind != OperandKind::FpDest || reads_fp_destination(form)) continue;
        const int width = form.is_floating_point() ? ((form.match & kResultDoubleBit) != 0 ? 2 : 1)
                                                   : memory_width(form);
        const RegisterGroup g = group(number, width);
        for (int r = g.first; r < g.first + g.count; ++r) board.fp_ready[static_cast<std::size_t>(r)] = fp_result;
    }

    if (!form.is_floating_point()) return;
    const bool double_multiply = uses_multiplier(form) && (form.match & kSourceDoubleBit) != 0;
    const std::uint64_t busy_until =
        pipelined(form) ? cycle + (double_multiply ? timing::kDoubleMultiplyInterval : 1) : fp_result;
    if (uses_adder(form)) board.adder_free = std::max(board.adder_free, pipelined(form) ? next : busy_until);
    if (uses_multiplier(form)) board.multiplier_free = std::max(board.multiplier_free, busy_until);
}

}  // namespace xp860::cpu
