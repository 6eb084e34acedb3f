// The selected node's memory as hex and ASCII, 16 bytes a row (8 in a narrow
// panel). Once the node has turned paging on, addresses are virtual, read through
// its page tables (Session::locate: the TLB and tables peeked, nothing changed),
// unless physical ones are asked for. The address box takes hex or a symbol; an
// address outside RAM or not mapped is refused with a message. Click a byte to edit
// it: type two hex digits and Enter (Tab moves to the next byte, Escape cancels);
// the edit goes through Session::write_memory.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "frontend/gui/panel.h"

namespace xp860::gui {

class MemoryPanel : public Panel {
public:
    MemoryPanel() : Panel("memory", "Memory", true) {}
    ImGuiWindowFlags window_flags() const override { return kScrollsItself; }
    void draw(Session& session, UiShared& shared) override;
    // Shows `address` (the script's `memory` command, and the address box).
    // False, with the reason in the panel and returned in `why`, when it is not in RAM.
    bool go_to(const Session& session, std::uint32_t address, std::string* why = nullptr);
    // How the panel reads the selected node's addresses.
    AddressSpace space(const Session& session) const;
    // The first row's address, and whether addresses are physical although paging is on.
    std::uint32_t top() const { return top_; }
    bool physical() const { return physical_; }
    void set_physical(bool physical) { physical_ = physical; }

private:
    void edit_byte(Session& session, int node, std::uint32_t address);

    static constexpr std::uint32_t kAlignment = 16;
    std::uint32_t row_bytes_ = 16;  // 8 when the panel is too narrow for 16
    std::uint32_t top_ = 0x10000;   // where xp860-ld puts .text
    bool physical_ = false;         // physical addresses although paging is on
    std::array<char, 64> address_box_{};
    std::string error_;
    std::optional<std::uint32_t> editing_;
    std::array<char, 3> edit_text_{};
    bool focus_edit_ = false;
};

}  // namespace xp860::gui
