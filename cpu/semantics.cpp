#include <stdexcept>
#include <string>
#include <vector>

#include "cpu/execution.h"

namespace xp860::cpu {
namespace {

struct Row {
    Semantics semantics = nullptr;
    FastStep fast_step = nullptr;
};

std::vector<Row>& table() {
    static std::vector<Row> rows(instruction_table().size());
    return rows;
}

const std::vector<Row>& filled_table() {
    static const bool filled = [] {
        add_integer_semantics();
        add_memory_semantics();
        add_control_semantics();
        add_system_semantics();
        add_graphics_semantics();
        add_fp_semantics();
        add_io_semantics();
        return true;
    }();
    (void)filled;
    return table();
}

}  // namespace

void define_semantics(std::string_view mnemonic, Semantics semantics, FastStep fast_step) {
    const auto forms = forms_named(mnemonic);
    if (forms.empty()) throw std::logic_error("semantics for unknown mnemonic " + std::string(mnemonic));
    for (const InstructionForm* form : forms)
        if (!form->has(kPseudo)) table()[form->index] = {semantics, fast_step};
}

void define_semantics(std::string_view mnemonic, Semantics register_semantics, FastStep register_fast_step,
                      Semantics constant_semantics, FastStep constant_fast_step) {
    define_semantics(mnemonic, constant_semantics, constant_fast_step);
    for (const InstructionForm* form : forms_named(mnemonic))
        if (!form->has(kPseudo) && form->operand_count > 0 && form->operands[0].kind == OperandKind::IntSrc1)
            table()[form->index] = {register_semantics, register_fast_step};
}

Semantics semantics_for(const InstructionForm& form) { return filled_table()[form.index].semantics; }
FastStep fast_step_for(const InstructionForm& form) { return filled_table()[form.index].fast_step; }

}  // namespace xp860::cpu
