// The selected node's registers: 32 integer, 32 FP (hex, single, and each pair as
// a double), the control registers, and psr, epsr and fsr decoded field by
// field. Values the last action changed are highlighted. Double-click the pc, an
// integer register or an FP register's hex to set it (Session::set_register).
#pragma once

#include <array>
#include <string>

#include "frontend/gui/panel.h"

namespace xp860::gui {

class RegistersPanel : public Panel {
public:
    RegistersPanel() : Panel("registers", "Registers", true) {}
    void draw(Session& session, UiShared& shared) override;

private:
    void integer_registers(Session& session, int node, const cpu::CpuState& now, const cpu::CpuState& before);
    void fp_registers(Session& session, int node, const cpu::CpuState& now, const cpu::CpuState& before);
    void editable_cell(Session& session, int node, const std::string& name, std::uint32_t now, std::uint32_t before);

    std::string editing_;  // the register being edited ("r4", "f2", "pc"), or empty
    std::array<char, 12> edit_text_{};
    bool focus_edit_ = false;
};

}  // namespace xp860::gui
