#include "frontend/gui/fp_pipelines_panel.h"

#include <span>

#include "frontend/gui/imgui_support.h"
#include "frontend/gui/value_text.h"

namespace xp860::gui {
namespace {

std::string number_text(std::uint64_t bits, bool is_double) {
    return is_double ? double_text(bits) : single_text(static_cast<std::uint32_t>(bits));
}

std::string bits_text(std::uint64_t bits, bool is_double) {
    return is_double ? hex16(bits) : hex8(static_cast<std::uint32_t>(bits));
}

// The result-status flags a stage carries, in fsr order (cpu_state.h).
void status_flags(std::uint8_t status) {
    const struct {
        std::uint8_t bit;
        const char* name;
        const char* meaning;
    } flags[] = {{cpu::kStageUnderflow, "U", "underflow"},
                 {cpu::kStageOverflow, "O", "overflow"},
                 {cpu::kStageInexact, "I", "inexact"},
                 {cpu::kStageAddOne, "A", "rounding added one"}};
    bool first = true;
    for (const auto& flag : flags) {
        if (!first) ImGui::SameLine(0, ImGui::GetFontSize() * 0.4f);
        first = false;
        coloured_text((status & flag.bit) ? palette::kChanged : palette::kOff, flag.name);
        tooltip(flag.meaning);
    }
}

void stage_row(const char* unit, int number, const cpu::PipelineStage& now, const cpu::PipelineStage& before,
               const char* note) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    coloured_text(palette::kAccent, number == 1 ? unit : "");
    ImGui::SameLine(ImGui::CalcTextSize("multiplier ").x);
    coloured_text(palette::kDim, std::to_string(number));
    if (note != nullptr) tooltip(note);
    ImGui::TableNextColumn();
    changed_text(bits_text(now.value, now.is_double), now != before);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(number_text(now.value, now.is_double).c_str());
    ImGui::TableNextColumn();
    coloured_text(palette::kDim, now.is_double ? "double" : "single");
    ImGui::TableNextColumn();
    status_flags(now.status);
}

void pipe_rows(const char* unit, std::span<const cpu::PipelineStage> now, std::span<const cpu::PipelineStage> before,
               const char* last_stage_note) {
    for (std::size_t i = 0; i < now.size(); ++i)
        stage_row(unit, static_cast<int>(i + 1), now[i], before[i], i + 1 == now.size() ? last_stage_note : nullptr);
}

void constant_row(const char* name, std::uint64_t now, std::uint64_t before, const char* meaning) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    coloured_text(palette::kAccent, name);
    tooltip(meaning);
    ImGui::TableNextColumn();
    changed_text(hex16(now), now != before);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(number_text(now, true).c_str());
    ImGui::TableNextColumn();
    coloured_text(palette::kDim, "double");
}

}  // namespace

void FpPipelinesPanel::draw(Session& session, UiShared& shared) {
    const int node = node_with_program(session);
    if (node < 0) return;
    const cpu::CpuState& now = session.cpu(node);
    const cpu::CpuState& before = session.cpu_before_last_action(node);
    ImGui::PushFont(shared.mono);
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg |
                                       ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY;
    if (ImGui::BeginTable("pipes", 5, kFlags)) {
        ImGui::TableSetupScrollFreeze(1, 1);
        ImGui::TableSetupColumn("unit, stage");
        ImGui::TableSetupColumn("value");
        ImGui::TableSetupColumn("as number");
        ImGui::TableSetupColumn("precision");
        ImGui::TableSetupColumn("status");
        ImGui::TableHeadersRow();
        pipe_rows("adder", now.pipes.adder, before.pipes.adder, "the last stage: its status is fsr's AU AO AI AA");
        pipe_rows("multiplier", now.pipes.multiplier, before.pipes.multiplier,
                  "the last stage for single sources; double sources leave after stage 2");
        pipe_rows("load", now.pipes.load, before.pipes.load, "the last stage: pfld's result leaves here");
        stage_row("graphics", 1, now.pipes.graphics, before.pipes.graphics, "the graphics unit has one stage");
        constant_row("KR", now.kr, before.kr, "dual-operation constant KR");
        constant_row("KI", now.ki, before.ki, "dual-operation constant KI");
        constant_row("T", now.t, before.t, "dual-operation temporary T");
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        coloured_text(palette::kAccent, "MERGE");
        tooltip("graphics MERGE register (faddp, faddz, form)");
        ImGui::TableNextColumn();
        changed_text(hex16(now.merge), now.merge != before.merge);
        ImGui::EndTable();
    }
    ImGui::PopFont();
}

}  // namespace xp860::gui
