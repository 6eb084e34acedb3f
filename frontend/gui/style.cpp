#include "frontend/gui/style.h"

#include <filesystem>

#include "frontend/gui/imgui_support.h"

namespace xp860::gui {
namespace {

// fonts-dejavu-core (scripts/setup-debian.sh).
constexpr const char* kSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr const char* kMonoPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf";

// Latin-1 (µ), general punctuation (· – …), arrows and geometric shapes.
constexpr ImWchar kGlyphRanges[] = {0x0020, 0x00ff, 0x2000, 0x206f, 0x2190, 0x21ff, 0x25a0, 0x25ff, 0};

ImFont* load_font(const char* path, float pixels) {
    if (!std::filesystem::exists(path)) return nullptr;
    return ImGui::GetIO().Fonts->AddFontFromFileTTF(path, pixels, nullptr, kGlyphRanges);
}

ImVec4 grey(int level, float alpha = 1.0f) { return to_vec4({static_cast<std::uint8_t>(level), static_cast<std::uint8_t>(level + 3), static_cast<std::uint8_t>(level + 9)}, alpha); }

}  // namespace

ImFont* apply_style(float font_pixels, float mono_pixels) {
    ImGuiIO& io = ImGui::GetIO();
    ImFont* sans = load_font(kSansPath, font_pixels);
    ImFont* mono = load_font(kMonoPath, mono_pixels);
    if (sans == nullptr) io.Fonts->AddFontDefault();
    if (mono == nullptr) mono = io.Fonts->Fonts[0];

    ImGui::StyleColorsDark();
    ImGuiStyle& style = ImGui::GetStyle();
    style.WindowPadding = {10, 8};
    style.FramePadding = {8, 4};
    style.ItemSpacing = {8, 5};
    style.WindowRounding = 4;
    style.FrameRounding = 3;
    style.GrabRounding = 3;
    style.TabRounding = 3;
    style.WindowBorderSize = 1;
    style.WindowTitleAlign = {0.0f, 0.5f};

    ImVec4* colours = style.Colors;
    const ImVec4 accent = to_vec4(palette::kAccent);
    colours[ImGuiCol_Text] = to_vec4(palette::kText);
    colours[ImGuiCol_TextDisabled] = to_vec4(palette::kDim);
    colours[ImGuiCol_WindowBg] = grey(30);
    colours[ImGuiCol_PopupBg] = grey(36, 0.98f);
    colours[ImGuiCol_Border] = grey(52);
    colours[ImGuiCol_MenuBarBg] = grey(26);
    colours[ImGuiCol_TitleBg] = grey(26);
    colours[ImGuiCol_TitleBgActive] = to_vec4({34, 48, 68});
    colours[ImGuiCol_TitleBgCollapsed] = grey(26);
    colours[ImGuiCol_FrameBg] = grey(42);
    colours[ImGuiCol_FrameBgHovered] = grey(52);
    colours[ImGuiCol_FrameBgActive] = grey(60);
    colours[ImGuiCol_Button] = to_vec4({46, 58, 76});
    colours[ImGuiCol_ButtonHovered] = to_vec4({58, 80, 110});
    colours[ImGuiCol_ButtonActive] = to_vec4({66, 96, 140});
    colours[ImGuiCol_Header] = to_vec4({42, 52, 68});
    colours[ImGuiCol_HeaderHovered] = to_vec4({54, 70, 94});
    colours[ImGuiCol_HeaderActive] = to_vec4({62, 84, 116});
    colours[ImGuiCol_CheckMark] = accent;
    colours[ImGuiCol_SliderGrab] = accent;
    colours[ImGuiCol_TableHeaderBg] = grey(38);
    colours[ImGuiCol_TableRowBg] = {0, 0, 0, 0};
    colours[ImGuiCol_TableRowBgAlt] = {1, 1, 1, 0.025f};
    colours[ImGuiCol_TableBorderLight] = grey(46);
    colours[ImGuiCol_TableBorderStrong] = grey(56);
    colours[ImGuiCol_Separator] = grey(52);
    colours[ImGuiCol_ScrollbarBg] = grey(28);
    colours[ImGuiCol_ScrollbarGrab] = grey(60);
    colours[ImGuiCol_ResizeGrip] = {0, 0, 0, 0};
    colours[ImGuiCol_NavHighlight] = accent;
    return mono;
}

}  // namespace xp860::gui
