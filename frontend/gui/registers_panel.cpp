#include "frontend/gui/registers_panel.h"

#include <cstdio>
#include <span>

#include "cpu/registers.h"
#include "frontend/gui/imgui_support.h"
#include "frontend/gui/number_text.h"
#include "frontend/register_fields.h"
#include "frontend/gui/value_text.h"
#include "toolchain/disassembler.h"

namespace xp860::gui {
namespace {

void value_cell(std::uint32_t now, std::uint32_t before) { changed_text(hex8(now), now != before); }

// "r4", "sp", "fp": the disassembler's names, without the %.
std::string integer_name(int number) { return toolchain::integer_register_name(number).substr(1); }

}  // namespace

void RegistersPanel::integer_registers(Session& session, int node, const cpu::CpuState& now, const cpu::CpuState& before) {
    constexpr int kColumns = 4;
    if (!ImGui::BeginTable("integer", kColumns * 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg))
        return;
    for (int row = 0; row < 32 / kColumns; ++row) {
        ImGui::TableNextRow();
        for (int column = 0; column < kColumns; ++column) {
            const int number = column * 8 + row;
            ImGui::TableNextColumn();
            coloured_text(palette::kDim, integer_name(number));
            if (number == cpu::kStackPointer || number == cpu::kFramePointer) tooltip("r" + std::to_string(number));
            ImGui::TableNextColumn();
            editable_cell(session, node, "r" + std::to_string(number), now.r[static_cast<std::size_t>(number)],
                          before.r[static_cast<std::size_t>(number)]);
        }
    }
    ImGui::EndTable();
}

namespace {

// A field strip: each field's name, bright when set (or its value beside it for
// a wide field), its bits and meaning on hover.
void field_strip(std::span<const frontend::RegisterField> fields, std::uint32_t now, std::uint32_t before) {
    const float right_edge = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    bool first = true;
    for (const frontend::RegisterField& field : fields) {
        const std::uint32_t value = field.value_in(now);
        const bool wide = field.low_bit() != field.high_bit();
        std::string text(field.name);
        if (wide) {
            const std::string_view name = field.value_name(value);
            text += "=" + (name.empty() ? std::to_string(value) : std::string(name));
        }
        const float width = ImGui::CalcTextSize(text.c_str()).x;
        if (!first) {
            ImGui::SameLine(0, ImGui::GetFontSize() * 0.6f);
            if (ImGui::GetCursorScreenPos().x + width > right_edge) ImGui::NewLine();
        }
        first = false;
        const bool changed = field.value_in(before) != value;
        const Rgb colour = changed ? palette::kChanged : (value != 0 || wide) ? palette::kValue : palette::kOff;
        coloured_text(colour, text);
        const std::string bits = wide ? "bits " + std::to_string(field.high_bit()) + ".." + std::to_string(field.low_bit())
                                      : "bit " + std::to_string(field.low_bit());
        tooltip(std::string(field.name) + " (" + bits + "): " + std::string(field.meaning) + "\nvalue " +
                std::to_string(value));
    }
}

void control_registers(const cpu::CpuState& now, const cpu::CpuState& before) {
    const std::uint32_t values[] = {now.fir, now.psr, now.dirbase, now.db, now.fsr, now.epsr,
                                    now.bear, now.ccr, now.p[0], now.p[1], now.p[2], now.p[3]};
    const std::uint32_t old_values[] = {before.fir, before.psr, before.dirbase, before.db, before.fsr, before.epsr,
                                        before.bear, before.ccr, before.p[0], before.p[1], before.p[2], before.p[3]};
    constexpr std::size_t kColumns = 3, kRows = 4;
    if (ImGui::BeginTable("control", kColumns * 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        for (std::size_t row = 0; row < kRows; ++row) {
            ImGui::TableNextRow();
            for (std::size_t column = 0; column < kColumns; ++column) {
                const std::size_t number = column * kRows + row;
                ImGui::TableNextColumn();
                coloured_text(palette::kDim, std::string(cpu::kControlRegisterNames[number]));
                ImGui::TableNextColumn();
                value_cell(values[number], old_values[number]);
            }
        }
        ImGui::EndTable();
    }
    const struct {
        const char* name;
        std::span<const frontend::RegisterField> fields;
        std::uint32_t now, before;
    } decoded[] = {{"psr", frontend::kPsrFields, now.psr, before.psr},
                   {"epsr", frontend::kEpsrFields, now.epsr, before.epsr},
                   {"fsr", frontend::kFsrFields, now.fsr, before.fsr}};
    for (const auto& reg : decoded) {
        ImGui::Spacing();
        coloured_text(palette::kAccent, reg.name);
        ImGui::SameLine();
        field_strip(reg.fields, reg.now, reg.before);
    }
}

}  // namespace

void RegistersPanel::fp_registers(Session& session, int node, const cpu::CpuState& now, const cpu::CpuState& before) {
    if (!ImGui::BeginTable("fp", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) return;
    ImGui::TableSetupColumn("reg");
    ImGui::TableSetupColumn("hex");
    ImGui::TableSetupColumn("single");
    ImGui::TableSetupColumn("pair as double");
    ImGui::TableHeadersRow();
    for (std::size_t n = 0; n < 32; ++n) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        coloured_text(palette::kDim, "f" + std::to_string(n));
        ImGui::TableNextColumn();
        editable_cell(session, node, "f" + std::to_string(n), now.f[n], before.f[n]);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(single_text(now.f[n]).c_str());
        ImGui::TableNextColumn();
        if (n % 2 == 0) {
            const std::uint64_t pair = std::uint64_t{now.f[n + 1]} << 32 | now.f[n];
            ImGui::TextUnformatted(double_text(pair).c_str());
            tooltip("f" + std::to_string(n + 1) + ":f" + std::to_string(n) + " = " + hex16(pair));
        }
    }
    ImGui::EndTable();
}

// Double-click a value to set it: hex, Enter (Escape cancels); through
// Session::set_register, which refuses what cannot be set and says why.
void RegistersPanel::editable_cell(Session& session, int node, const std::string& name, std::uint32_t now,
                                   std::uint32_t before) {
    if (editing_ != name) {
        value_cell(now, before);
        if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
            editing_ = name;
            std::snprintf(edit_text_.data(), edit_text_.size(), "%08x", now);
            focus_edit_ = true;
        }
        return;
    }
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("00000000").x + 4);
    if (focus_edit_) {
        ImGui::SetKeyboardFocusHere();
        focus_edit_ = false;
    }
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {1, 0});
    const bool entered = ImGui::InputText(("##" + name).c_str(), edit_text_.data(), edit_text_.size(),
                                          ImGuiInputTextFlags_CharsHexadecimal | ImGuiInputTextFlags_EnterReturnsTrue |
                                              ImGuiInputTextFlags_AutoSelectAll);
    ImGui::PopStyleVar();
    if (entered) {
        if (const auto value = parse_address(edit_text_.data())) session.set_register(node, name, *value);
        editing_.clear();
    } else if (ImGui::IsItemActive() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
        editing_.clear();
    } else if (!ImGui::IsItemActive() && !focus_edit_ && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
               !ImGui::IsItemHovered()) {
        editing_.clear();  // clicked elsewhere
    }
}

void RegistersPanel::draw(Session& session, UiShared& shared) {
    const int node = node_with_program(session);
    if (node < 0) return;
    const cpu::CpuState& now = session.cpu(node);
    const cpu::CpuState& before = session.cpu_before_last_action(node);
    ImGui::PushFont(shared.mono);
    coloured_text(palette::kDim, "pc");
    ImGui::SameLine();
    editable_cell(session, node, "pc", now.pc, before.pc);
    ImGui::SameLine(0, ImGui::GetFontSize() * 1.5f);
    const bool user = (now.psr & cpu::psr::kUserMode) != 0;
    coloured_text(user ? palette::kUser : palette::kKernel, user ? "user mode" : "supervisor mode");
    if (now.in_delay_slot) {
        ImGui::SameLine(0, ImGui::GetFontSize() * 1.5f);
        coloured_text(palette::kDim, "in a delay slot");
    }
    if (ImGui::CollapsingHeader("Integer", ImGuiTreeNodeFlags_DefaultOpen)) integer_registers(session, node, now, before);
    if (ImGui::CollapsingHeader("Control", ImGuiTreeNodeFlags_DefaultOpen)) control_registers(now, before);
    if (ImGui::CollapsingHeader("Floating point", ImGuiTreeNodeFlags_DefaultOpen)) fp_registers(session, node, now, before);
    ImGui::PopFont();
}

}  // namespace xp860::gui
