// The selected node's network interface as its program sees it: the registers of
// its map (network/network_interface.h), the receive buffer's room, and its queues:
// messages started and not yet in the mesh, messages the mesh has handed over whose
// tails are still arriving, and those waiting in the buffer, oldest first.
#pragma once

#include "frontend/gui/panel.h"

namespace xp860::gui {

class NetworkPanel : public Panel {
public:
    NetworkPanel() : Panel("network", "Network interface", true) {}
    void draw(Session& session, UiShared& shared) override;
};

}  // namespace xp860::gui
