#include "frontend/gui/network_panel.h"

#include "frontend/gui/timeline_names.h"
#include "frontend/gui/imgui_support.h"
#include "frontend/gui/value_text.h"
#include "mmu/memory_map.h"
#include "toolchain/hex.h"

namespace xp860::gui {
namespace {

const char* send_status_name(std::uint32_t status) {
    switch (status) {
        case network::ni::kIdle: return "idle";
        case network::ni::kBusy: return "busy (reading the body)";
        case network::ni::kNoSuchNode: return "no such node";
        case network::ni::kTooLong: return "too long";
        case network::ni::kBadAddress: return "bad address";
        default: return "?";
    }
}

void register_row(network::ni::Register offset, const char* name, const std::string& value, const char* meaning) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    coloured_text(palette::kDim, toolchain::hex(offset, "0x%02llx"));
    ImGui::TableNextColumn();
    coloured_text(palette::kAccent, name);
    tooltip(meaning);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(value.c_str());
}

void queue(const char* title, const char* node_heading, const std::vector<network::QueuedMessage>& messages,
           const char* cycle_heading, const char* empty) {
    coloured_text(palette::kAccent, std::string(title) + " (" + std::to_string(messages.size()) + ")");
    if (messages.empty()) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", empty);
        return;
    }
    if (!ImGui::BeginTable(title, 5, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV))
        return;
    for (const char* heading : {node_heading, "type", "ptype", "bytes", cycle_heading}) ImGui::TableSetupColumn(heading);
    ImGui::TableHeadersRow();
    for (const network::QueuedMessage& m : messages) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("node %u", m.node);
        ImGui::TableNextColumn();
        ImGui::Text("%u", m.type);
        ImGui::TableNextColumn();
        ImGui::Text("%u", m.ptype);
        ImGui::TableNextColumn();
        ImGui::Text("%u", m.bytes);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(grouped(m.cycle).c_str());
    }
    ImGui::EndTable();
}

}  // namespace

void NetworkPanel::draw(Session& session, UiShared& shared) {
    const int node = session.selected_node();
    const network::NetworkInterfaceState ni = session.network_interface(node);
    ImGui::TextDisabled("node %d at %s, interrupt line %s", node, address_text(mmu::kNetworkInterfaceBase).c_str(),
                        ni.line_up ? "up" : "down");
    ImGui::PushFont(shared.mono);
    if (ImGui::BeginTable("registers", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        register_row(network::ni::kControl, "CONTROL", ni.interrupt_on_arrival ? "1 interrupt on arrival" : "0", "bit 0: interrupt while a received message waits");
        register_row(network::ni::kSendNode, "SEND_NODE", std::to_string(ni.send_node), "the next message's destination");
        register_row(network::ni::kSendType, "SEND_TYPE", std::to_string(ni.send_type), "its NX type");
        register_row(network::ni::kSendCount, "SEND_COUNT", std::to_string(ni.send_count), "its body's bytes");
        register_row(network::ni::kSendAddress, "SEND_ADDRESS", address_text(ni.send_address), "its body's physical address");
        register_row(network::ni::kSendStatus, "SEND_STATUS", send_status_name(ni.send_status), "as the program reads it now");
        register_row(network::ni::kReceiveCount, "RECV_COUNT", std::to_string(ni.received.size()), "messages received and waiting");
        register_row(network::ni::kReceiveAddress, "RECV_ADDRESS", address_text(ni.receive_address), "where the oldest's body goes (physical)");
        register_row(network::ni::kReceiveStatus, "RECV_STATUS", ni.taking ? "1 moving a body" : "0", "1 while a body moves by DMA");
        ImGui::EndTable();
    }
    ImGui::PopFont();
    const float used = static_cast<float>(ni.capacity_bytes - ni.free_bytes) / static_cast<float>(std::max(1u, ni.capacity_bytes));
    const std::string room = std::to_string(ni.capacity_bytes - ni.free_bytes) + " of " + std::to_string(ni.capacity_bytes) +
                             " buffer bytes held";
    ImGui::ProgressBar(used, {-1, 0}, room.c_str());
    queue("Sending", "to", ni.sending, "injected", "nothing started since the last quantum");
    queue("Arriving", "from", ni.arriving, "tail arrives", "nothing on its way in");
    queue("Received", "from", ni.received, "arrived", "the buffer is empty");
}

}  // namespace xp860::gui
