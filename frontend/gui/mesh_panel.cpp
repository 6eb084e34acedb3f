#include "frontend/gui/mesh_panel.h"

#include <algorithm>
#include <cmath>

#include "frontend/gui/imgui_support.h"
#include "frontend/gui/timeline_names.h"

namespace xp860::gui {
namespace {

void arrow(ImDrawList* draw, ImVec2 from, ImVec2 to, ImU32 colour) {
    draw->AddLine(from, to, colour, 2.5f);
    const float dx = to.x - from.x, dy = to.y - from.y, length = std::max(1.0f, std::sqrt(dx * dx + dy * dy));
    const float ux = dx / length, uy = dy / length;
    draw->AddTriangleFilled(to, {to.x - ux * 10 - uy * 5, to.y - uy * 10 + ux * 5},
                            {to.x - ux * 10 + uy * 5, to.y - uy * 10 - ux * 5}, colour);
}

}  // namespace

void MeshPanel::draw(Session& session, UiShared&) {
    const network::MeshGeometry& mesh = session.geometry();
    const MessageTraffic& traffic = session.traffic();
    const ImVec2 available = ImGui::GetContentRegionAvail();
    // Each row: a box of three lines of text, and above it room for a message's label.
    const float box_h = ImGui::GetFontSize() * 3 + 8;
    const float map_height = std::max(available.y * 0.55f, (box_h + ImGui::GetFontSize() * 2 + 8) * static_cast<float>(mesh.height()));
    const float cell_x = available.x / static_cast<float>(mesh.width());
    const float cell_y = map_height / static_cast<float>(mesh.height());
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const float box_w = std::min(cell_x * 0.62f, 150.0f);
    const auto centre = [&](network::NodeId id) {
        return ImVec2{corner.x + cell_x * (static_cast<float>(mesh.x_of(id)) + 0.5f),
                      corner.y + cell_y * (static_cast<float>(mesh.y_of(id)) + 0.5f)};
    };
    ImDrawList* draw = ImGui::GetWindowDrawList();
    // Links between neighbours.
    for (network::NodeId id = 0; id < mesh.node_count(); ++id) {
        const std::uint32_t x = mesh.x_of(id), y = mesh.y_of(id);
        if (x + 1 < mesh.width()) draw->AddLine(centre(id), centre(mesh.node_at(x + 1, y)), IM_COL32(70, 78, 92, 255), 3);
        if (y + 1 < mesh.height()) draw->AddLine(centre(id), centre(mesh.node_at(x, y + 1)), IM_COL32(70, 78, 92, 255), 3);
    }
    // The nodes.
    for (network::NodeId id = 0; id < mesh.node_count(); ++id) {
        const int node = static_cast<int>(id);
        const ImVec2 m = centre(id);
        const ImVec2 a{m.x - box_w / 2, m.y - box_h / 2}, b{m.x + box_w / 2, m.y + box_h / 2};
        const TimelineLane& lane = session.timeline().lanes[id];
        const Rgb colour = lane.segments.empty() ? palette::kIdle : lane_mode_colour(lane.segments.back().mode);
        draw->AddRectFilled(a, b, to_u32(colour, 200), 6);
        if (node == session.selected_node()) draw->AddRect(a, b, IM_COL32(255, 255, 255, 230), 6, 0, 2);
        const std::string title = "node " + std::to_string(node);
        const std::size_t waiting = session.messages_waiting(node);
        const std::string lines[] = {title, lane.segments.empty() ? "empty" : lane_mode_name(lane.segments.back().mode),
                                     waiting > 0 ? std::to_string(waiting) + " waiting" : ""};
        float y = a.y + 4;
        for (const std::string& line : lines) {
            draw->AddText({m.x - ImGui::CalcTextSize(line.c_str()).x / 2, y}, IM_COL32(16, 18, 22, 255), line.c_str());
            y += ImGui::GetFontSize();
        }
        ImGui::SetCursorScreenPos(a);
        ImGui::PushID(node);
        if (ImGui::InvisibleButton("node", {box_w, box_h})) session.select_node(node);
        ImGui::PopID();
        tooltip(title + ": " + session.program_name(node) + "; click to select it");
    }
    // Messages in flight, along their routes (X first, then Y) from box edge to box
    // edge, each labelled above where it leaves its source.
    const auto leave = [&](ImVec2 from, ImVec2 to) {  // `from` moved to its box's edge, towards `to`
        if (from.x != to.x) from.x += (to.x > from.x ? box_w : -box_w) / 2;
        else from.y += (to.y > from.y ? box_h : -box_h) / 2;
        return from;
    };
    int labels = 0;
    for (const MeshMessage& message : traffic.in_flight()) {
        const ImVec2 start = centre(message.from), end = centre(message.to);
        const ImVec2 turn = centre(mesh.node_at(mesh.x_of(message.to), mesh.y_of(message.from)));
        const bool turns = mesh.x_of(message.from) != mesh.x_of(message.to) && mesh.y_of(message.from) != mesh.y_of(message.to);
        const ImVec2 first_end = turns ? turn : end;
        const ImVec2 out = leave(start, first_end), in = leave(end, turns ? turn : start);
        const ImU32 colour = to_u32(palette::kMessage);
        if (turns) {
            draw->AddLine(out, turn, colour, 2.5f);
            arrow(draw, turn, in, colour);
        } else {
            arrow(draw, out, in, colour);
        }
        const std::string label = std::to_string(message.from) + " -> " + std::to_string(message.to) + ", " +
                                  std::to_string(message.bytes) + " B, since cycle " + grouped(message.injected);
        const float label_y = start.y - box_h / 2 - ImGui::GetFontSize() * static_cast<float>(1 + labels++) - 2;
        draw->AddText({std::max(corner.x, (out.x + first_end.x) / 2 - ImGui::CalcTextSize(label.c_str()).x / 2), label_y},
                      colour, label.c_str());
    }
    ImGui::SetCursorScreenPos({corner.x, corner.y + map_height});
    ImGui::Dummy({1, 1});
    ImGui::TextDisabled("%zu in flight, %llu delivered; the last:", traffic.in_flight().size(),
                        static_cast<unsigned long long>(traffic.delivered_count()));
    if (!ImGui::BeginTable("recent", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY))
        return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* heading : {"message", "injected", "delivered", "latency"}) ImGui::TableSetupColumn(heading);
    ImGui::TableHeadersRow();
    for (auto message = traffic.recent().rbegin(); message != traffic.recent().rend(); ++message) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%u -> %u, %u B", message->from, message->to, message->bytes);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(grouped(message->injected).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(grouped(*message->delivered).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cycles_and_time(*message->delivered - message->injected).c_str());
    }
    ImGui::EndTable();
}

}  // namespace xp860::gui
