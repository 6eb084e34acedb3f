// The timeline of every node: its controls and legend above the TimelineView, fed
// from the Session's timeline model, and the current trial's gap phase by phase.
#pragma once

#include "frontend/gui/panel.h"
#include "frontend/gui/timeline_view.h"

namespace xp860::gui {

class TimelinePanel : public Panel {
public:
    TimelinePanel() : Panel("timeline", "Timeline", true) {}
    ImGuiWindowFlags window_flags() const override { return kScrollsItself; }
    void draw(Session& session, UiShared& shared) override;
    TimelineView& view() { return view_; }

private:
    TimelineView view_;
};

}  // namespace xp860::gui
