#include <stdexcept>
#include <string>
#include <vector>

#include "cpu/execution.h"

namespace xp860::cpu {
namespace {

std::vector<Implementation>& table() {
    static std::vector<Implementation> rows(instruction_table().size());
    return rows;
}

const std::vector<Implementation>& filled_table() {
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

void define_semantics(std::string_view mnemonic, const Implementation& implementation) {
    const auto forms = forms_named(mnemonic);
    if (forms.empty()) throw std::logic_error("semantics for unknown mnemonic " + std::string(mnemonic));
    for (const InstructionForm* form : forms)
        if (!form->has(kPseudo)) table()[form->index] = implementation;
}

void define_semantics(std::string_view mnemonic, const Implementation& register_form,
                      const Implementation& constant_form) {
    define_semantics(mnemonic, constant_form);
    for (const InstructionForm* form : forms_named(mnemonic))
        if (!form->has(kPseudo) && form->operand_count > 0 && form->operands[0].kind == OperandKind::IntSrc1)
            table()[form->index] = register_form;
}

const Implementation& implementation_for(const InstructionForm& form) { return filled_table()[form.index]; }

}  // namespace xp860::cpu
