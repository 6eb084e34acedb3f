#include "frontend/gui/memory_panel.h"

#include <algorithm>

#include "frontend/gui/imgui_support.h"
#include "frontend/gui/number_text.h"
#include "frontend/gui/value_text.h"

namespace xp860::gui {
namespace {

// Whether the aligned word holding byte `i` of the row differs from what it was as
// the last action began (nothing known then: no).
bool word_changed(std::span<const std::uint8_t> now, std::span<const std::uint8_t> before, std::size_t i) {
    if (before.size() != now.size()) return false;
    const std::size_t first = i & ~std::size_t{3};
    return !std::equal(now.begin() + first, now.begin() + first + 4, before.begin() + first);
}

}  // namespace

AddressSpace MemoryPanel::space(const Session& session) const {
    return session.paging(session.selected_node()) && !physical_ ? AddressSpace::Virtual : AddressSpace::Physical;
}

bool MemoryPanel::go_to(const Session& session, std::uint32_t address, std::string* why) {
    const Location where = session.locate(session.selected_node(), space(session), address, 1);
    if (!where.physical) {
        error_ = where.why + ".";
        if (why != nullptr) *why = where.why;
        return false;
    }
    error_.clear();
    top_ = address & ~(kAlignment - 1);
    return true;
}

void MemoryPanel::edit_byte(Session& session, int node, std::uint32_t address) {
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("00").x + 2);
    if (focus_edit_) {
        ImGui::SetKeyboardFocusHere();
        focus_edit_ = false;
    }
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {1, 0});
    const bool entered =
        ImGui::InputText("##edit", edit_text_.data(), edit_text_.size(),
                         ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_EnterReturnsTrue |
                             ImGuiInputTextFlags_AutoSelectAll | ImGuiInputTextFlags_CharsUppercase);
    ImGui::PopStyleVar();
    const bool tab = ImGui::IsItemActive() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Tab));
    if (ImGui::IsItemActive() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        editing_.reset();
        return;
    }
    if (entered || tab) {
        if (const auto value = parse_address(edit_text_.data()); value && edit_text_[0] != 0) {
            const std::uint8_t byte = static_cast<std::uint8_t>(*value);
            session.write_memory(node, space(session), address, std::span(&byte, 1));
        }
        editing_.reset();
        const auto next = session.memory(node, space(session), address + 1, 1);
        if (tab && !next.empty()) {
            editing_ = address + 1;
            std::snprintf(edit_text_.data(), edit_text_.size(), "%02X", next[0]);
            focus_edit_ = true;
        }
    } else if (!ImGui::IsItemActive() && !focus_edit_ && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
               !ImGui::IsItemHovered()) {
        editing_.reset();  // clicked elsewhere
    }
}

void MemoryPanel::draw(Session& session, UiShared& shared) {
    const int node = session.selected_node();
    const AddressSpace where = space(session);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Address");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    const bool entered = ImGui::InputTextWithHint("##address", "hex or symbol", address_box_.data(), address_box_.size(),
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if (ImGui::Button("Go") || entered) {
        std::string why;
        if (const auto address = session.resolve_address(node, address_box_.data(), why)) go_to(session, *address);
        else error_ = why + ".";
    }
    ImGui::SameLine();
    if (session.paging(node)) {
        ImGui::Checkbox("physical", &physical_);
        tooltip("Paging is on: addresses are virtual, through the node's page tables, unless this is ticked");
        ImGui::SameLine();
    }
    coloured_text(palette::kDim, where == AddressSpace::Virtual
                                     ? "virtual (node " + std::to_string(node) + "'s page tables)"
                                     : "RAM 0x00000000.." + address_text(session.ram_bytes(node) - 1));
    if (!error_.empty()) coloured_text(palette::kError, error_);

    ImGui::PushFont(shared.mono);
    const float line_height = ImGui::GetTextLineHeightWithSpacing();
    const auto rows = static_cast<std::uint32_t>(std::max(1.0f, ImGui::GetContentRegionAvail().y / line_height));
    const std::int64_t last_top =
        where == AddressSpace::Virtual ? 0x100000000 - kAlignment : std::int64_t{session.ram_bytes(node)} - kAlignment;
    if (ImGui::IsWindowHovered() && ImGui::GetIO().MouseWheel != 0) {
        const auto delta = static_cast<std::int64_t>(-ImGui::GetIO().MouseWheel * 3) * row_bytes_;
        top_ = static_cast<std::uint32_t>(std::clamp<std::int64_t>(std::int64_t{top_} + delta, 0, std::max<std::int64_t>(last_top, 0)));
    }
    const float byte_width = ImGui::CalcTextSize("00 ").x;
    const float char_width = ImGui::CalcTextSize("0").x;
    const float hex_x = char_width * 10;  // after the address and two spaces
    const auto row_width = [&](std::uint32_t bytes) { return hex_x + (byte_width + char_width) * static_cast<float>(bytes) + char_width * 3; };
    row_bytes_ = ImGui::GetContentRegionAvail().x >= row_width(16) ? 16 : 8;
    // Within RAM at the end of the space: the rows the view shows, which the session
    // keeps as each action begins, to highlight the words it changed.
    const auto left = static_cast<std::uint64_t>(std::max<std::int64_t>(0, last_top + kAlignment - std::int64_t{top_}));
    const std::uint64_t shown = std::min<std::uint64_t>(std::uint64_t{rows} * row_bytes_, left);
    session.watch_memory(node, where, top_, static_cast<std::uint32_t>(shown));
    for (std::uint32_t row = 0; row < rows; ++row) {
        const std::uint64_t row_address = std::uint64_t{top_} + row * row_bytes_;
        if (static_cast<std::int64_t>(row_address) > last_top + kAlignment - row_bytes_) {
            coloured_text(palette::kDim, where == AddressSpace::Virtual ? "-- end of the address space --" : "-- end of RAM --");
            break;
        }
        const auto address = static_cast<std::uint32_t>(row_address);
        const auto bytes = session.memory(node, where, address, row_bytes_);
        const auto before = session.memory_before_last_action(node, where, address, row_bytes_);
        coloured_text(palette::kDim, hex8(address));
        if (bytes.size() != row_bytes_) {
            ImGui::SameLine(hex_x);
            coloured_text(palette::kDim, "--  " + session.locate(node, where, address, row_bytes_).why);
            continue;
        }
        const float ascii_x = hex_x + byte_width * static_cast<float>(row_bytes_) + char_width * 2;
        for (std::uint32_t i = 0; i < row_bytes_; ++i) {
            const std::uint32_t byte_address = address + i;
            ImGui::SameLine(hex_x + byte_width * static_cast<float>(i) + (i >= 8 ? char_width : 0));
            ImGui::PushID(static_cast<int>(byte_address));
            if (editing_ == byte_address) {
                edit_byte(session, node, byte_address);
            } else {
                const std::string text = toolchain::hex(bytes[i], "%02llx");
                if (word_changed(bytes, before, i)) coloured_text(palette::kChanged, text);
                else if (bytes[i] == 0) coloured_text(palette::kDim, text);
                else ImGui::TextUnformatted(text.c_str());
                if (ImGui::IsItemHovered()) {
                    ImGui::SetMouseCursor(ImGuiMouseCursor_TextInput);
                    std::string hint = address_text(byte_address);
                    if (where == AddressSpace::Virtual)
                        hint += " (physical " + address_text(*session.locate(node, where, byte_address, 1).physical) + ")";
                    tooltip(hint + ": click to edit");
                }
                if (ImGui::IsItemClicked()) {
                    editing_ = byte_address;
                    std::snprintf(edit_text_.data(), edit_text_.size(), "%02X", bytes[i]);
                    focus_edit_ = true;
                }
            }
            ImGui::PopID();
        }
        std::string ascii;
        for (const std::uint8_t byte : bytes) ascii += byte >= 0x20 && byte < 0x7f ? static_cast<char>(byte) : '.';
        ImGui::SameLine(ascii_x);
        ImGui::TextUnformatted(ascii.c_str());
    }
    ImGui::PopFont();
}

}  // namespace xp860::gui
