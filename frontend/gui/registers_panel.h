// The selected node's registers: 32 integer, 32 FP (hex, single, and each pair as
// a double), the control registers, and psr, epsr and fsr decoded field by
// field. Values the last action changed are highlighted.
#pragma once

#include "frontend/gui/panel.h"

namespace xp860::gui {

class RegistersPanel : public Panel {
public:
    RegistersPanel() : Panel("registers", "Registers", true) {}
    void draw(Session& session, UiShared& shared) override;
};

}  // namespace xp860::gui
