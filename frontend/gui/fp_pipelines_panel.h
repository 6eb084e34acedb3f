// The selected node's FP pipelines stage by stage (adder, multiplier, load,
// graphics: value, precision, result status) and the dual-operation registers
// KR, KI, T and the graphics MERGE register.
#pragma once

#include "frontend/gui/panel.h"

namespace xp860::gui {

class FpPipelinesPanel : public Panel {
public:
    FpPipelinesPanel() : Panel("fp-pipelines", "FP pipelines", true) {}
    void draw(Session& session, UiShared& shared) override;
};

}  // namespace xp860::gui
