// The mesh as a map: each node (coloured by what it is doing now, as on the
// timeline) with the messages waiting in its interface, the links between
// neighbours, the messages in flight drawn along their X-then-Y routes, and the
// last ones delivered with their latency. Read from the Machine's event stream
// (MessageTraffic) and the interfaces; click a node to select it.
#pragma once

#include "frontend/gui/panel.h"

namespace xp860::gui {

class MeshPanel : public Panel {
public:
    MeshPanel() : Panel("mesh", "Mesh", true) {}
    void draw(Session& session, UiShared& shared) override;
};

}  // namespace xp860::gui
