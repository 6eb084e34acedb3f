#include "frontend/gui/disassembly_panel.h"

#include <algorithm>

#include "frontend/gui/imgui_support.h"
#include "frontend/gui/value_text.h"
#include "toolchain/disassembler.h"

namespace xp860::gui {
namespace {

// objdump's text is "mnemonic\toperands\t// target": the mnemonic padded to a
// column, the branch target's comment apart.
struct InstructionText {
    std::string mnemonic, operands, comment;
};

InstructionText split(const std::string& text) {
    InstructionText parts;
    const std::size_t tab = text.find('\t');
    parts.mnemonic = text.substr(0, tab);
    if (tab == std::string::npos) return parts;
    parts.operands = text.substr(tab + 1);
    if (const std::size_t comment = parts.operands.find("\t//"); comment != std::string::npos) {
        parts.comment = parts.operands.substr(comment + 1);
        parts.operands.resize(comment);
    }
    return parts;
}

constexpr std::uint32_t kLinesAbovePc = 6;

}  // namespace

void DisassemblyPanel::follow(std::uint32_t pc, int lines) {
    const std::uint32_t span = static_cast<std::uint32_t>(std::max(lines - 2, 1)) * 4;
    if (pc >= top_ && pc - top_ < span && pc - top_ >= 4 * std::min<std::uint32_t>(kLinesAbovePc, span / 8)) return;
    top_ = pc >= kLinesAbovePc * 4 ? pc - kLinesAbovePc * 4 : 0;
}

void DisassemblyPanel::draw(Session& session, UiShared& shared) {
    const int node = session.selected_node();
    if (node != node_) {
        node_ = node;
        shared.selected_code.reset();
        follow_pc_ = true;
    }
    if (node_with_program(session, " Load one with the path box above.") < 0) return;
    const bool virtual_addresses = session.paging(node);
    const cpu::CpuState& state = session.cpu(node);
    const ProgramSymbols* symbols = session.symbols(node);

    ImGui::Checkbox("Follow pc", &follow_pc_);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    if (ImGui::InputTextWithHint("##goto", "go to address or symbol", go_to_.data(), go_to_.size(),
                                 ImGuiInputTextFlags_EnterReturnsTrue)) {
        go_to_error_.clear();
        if (const auto address = session.resolve_address(node, go_to_.data(), go_to_error_)) {
            if (!session.instruction(node, *address & ~3u)) {
                go_to_error_ = "nothing answers at " + address_text(*address & ~3u) + " on node " + std::to_string(node) +
                               (virtual_addresses ? " (through its page tables)" : "");
            } else {
                top_ = *address & ~3u;
                follow_pc_ = false;
                shared.selected_code = top_;
            }
        }
    }
    if (!go_to_error_.empty()) {
        ImGui::SameLine();
        coloured_text(palette::kError, go_to_error_);
    }

    ImGui::PushFont(shared.mono);
    const float line_height = ImGui::GetTextLineHeightWithSpacing() + 2;
    const int lines = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().y / line_height) - 1);
    if (ImGui::IsWindowHovered() && ImGui::GetIO().MouseWheel != 0) {
        const auto delta = static_cast<std::int64_t>(-ImGui::GetIO().MouseWheel * 3) * 4;
        top_ = static_cast<std::uint32_t>(std::clamp<std::int64_t>(std::int64_t{top_} + delta, 0, 0xfffffffc));
        follow_pc_ = false;
    }
    // Where nothing answers at the pc (a bare node's unmapped trap vector after a
    // halt) there is nothing to show: the instruction that halted it is the one to look at.
    std::uint32_t focus = state.pc;
    if (!session.instruction(node, state.pc) && session.halt(node)) {
        focus = session.halt(node)->pc;
        coloured_text(palette::kDim, "nothing answers at the pc " + address_text(state.pc) + "; the node halted at " +
                                         address_text(focus) + ":");
    } else if (virtual_addresses) {
        coloured_text(palette::kDim, "virtual addresses, read through node " + std::to_string(node) + "'s page tables");
    }
    if (follow_pc_) follow(focus, lines);

    const float gutter = ImGui::GetFontSize() * 1.6f;
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoPadOuterX;
    if (ImGui::BeginTable("code", 4, kFlags)) {
        ImGui::TableSetupColumn("gutter", ImGuiTableColumnFlags_WidthFixed, gutter);
        ImGui::TableSetupColumn("address");
        ImGui::TableSetupColumn("bytes");
        ImGui::TableSetupColumn("instruction", ImGuiTableColumnFlags_WidthStretch);
        const toolchain::AddressPrinter printer =
            symbols != nullptr ? symbols->address_printer() : toolchain::AddressPrinter(toolchain::plain_address);
        int drawn = 0;
        for (std::uint64_t next = top_; drawn < lines && next <= 0xfffffffc; next += 4) {
            const auto address = static_cast<std::uint32_t>(next);
            const std::optional<std::uint32_t> word = session.instruction(node, address);
            if (const std::string* label = symbols != nullptr ? symbols->label_at(address) : nullptr) {
                ImGui::TableNextRow();
                ImGui::TableSetColumnIndex(1);
                coloured_text(palette::kDim, hex8(address));
                ImGui::TableSetColumnIndex(3);
                coloured_text(palette::kAccent, "<" + *label + ">:");
                if (++drawn == lines) break;
            }
            ImGui::TableNextRow(ImGuiTableRowFlags_None, line_height);
            ++drawn;
            const bool is_pc = address == state.pc;
            const bool is_halt = !is_pc && focus != state.pc && address == focus;
            const bool selected = shared.selected_code == address;
            if (is_pc) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, to_u32(palette::kProgramCounter, 48));
            else if (is_halt) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, to_u32(palette::kTrapMarker, 48));
            else if (selected) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, to_u32(palette::kAccent, 40));

            ImGui::TableSetColumnIndex(0);
            ImGui::PushID(static_cast<int>(address));
            const ImVec2 corner = ImGui::GetCursorScreenPos();
            if (ImGui::InvisibleButton("gutter", {gutter, line_height - 2})) session.toggle_breakpoint(node, address);
            tooltip("Click: breakpoint on or off here");
            ImDrawList* draw = ImGui::GetWindowDrawList();
            const float middle_y = corner.y + (line_height - 2) / 2;
            if (session.breakpoints(node).contains(address))
                draw->AddCircleFilled({corner.x + gutter * 0.35f, middle_y}, ImGui::GetFontSize() * 0.32f,
                                      to_u32(palette::kBreakpoint));
            if (is_pc) {
                const float x = corner.x + gutter * 0.55f, size = ImGui::GetFontSize() * 0.3f;
                draw->AddTriangleFilled({x, middle_y - size}, {x + size * 1.3f, middle_y}, {x, middle_y + size},
                                        to_u32(palette::kProgramCounter));
            }

            ImGui::TableSetColumnIndex(1);
            if (ImGui::Selectable(("##line" + std::to_string(address)).c_str(), selected,
                                  ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap,
                                  {0, line_height - 2}))
                shared.selected_code = address;
            ImGui::SameLine(0, 0);
            coloured_text(palette::kDim, hex8(address));
            ImGui::TableSetColumnIndex(2);
            if (!word) {
                coloured_text(palette::kDim, "-- -- -- --");
                ImGui::TableSetColumnIndex(3);
                coloured_text(palette::kDim, virtual_addresses ? "(not mapped)" : "(nothing here)");
                ImGui::PopID();
                continue;
            }
            std::string byte_text;
            for (int shift = 0; shift < 32; shift += 8) byte_text += toolchain::hex((*word >> shift) & 0xff, "%02llx") + " ";
            coloured_text(palette::kDim, byte_text);
            ImGui::TableSetColumnIndex(3);
            const InstructionText text = split(toolchain::disassemble(*word, address, printer));
            ImGui::TextUnformatted(text.mnemonic.c_str());
            if (!text.operands.empty()) {
                ImGui::SameLine(ImGui::GetFontSize() * 5.2f);
                ImGui::TextUnformatted(text.operands.c_str());
            }
            if (!text.comment.empty()) {
                ImGui::SameLine(0, ImGui::GetFontSize());
                coloured_text(palette::kDim, text.comment);
            }
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    ImGui::PopFont();
}

}  // namespace xp860::gui
