// The keys (from the one key table) and the mouse gestures of each panel.
#pragma once

#include "frontend/gui/panel.h"

namespace xp860::gui {

class HelpPanel : public Panel {
public:
    HelpPanel() : Panel("help", "Help: keys and mouse", false) {}
    void draw(Session& session, UiShared& shared) override;
};

}  // namespace xp860::gui
