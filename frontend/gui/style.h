// The app's look: DejaVu fonts at a readable size and a dark theme in the
// palette's colours.
#pragma once

#include <imgui.h>

namespace xp860::gui {

// Loads the interface font (the default) and a monospaced one for the panels'
// columns, and sets the theme. Returns the monospaced font; where the DejaVu
// files are missing, Dear ImGui's built-in font serves for both.
ImFont* apply_style(float font_pixels, float mono_pixels);

}  // namespace xp860::gui
