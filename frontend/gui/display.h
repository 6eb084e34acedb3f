// The window: SDL2 with an OpenGL 3 context, Dear ImGui's SDL2 and OpenGL3
// backends, and PNG capture of what was drawn. Headless use needs no change
// here: SDL_VIDEODRIVER=offscreen (EGL, no X server) or an X server such as Xvfb.
#pragma once

#include <stdexcept>
#include <string>

struct SDL_Window;

namespace xp860::gui {

// No video driver or no OpenGL 3 context: nothing can be shown or captured.
class DisplayUnavailable : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Display {
public:
    // Opens the window and Dear ImGui's context. Interactive, window positions are
    // kept between runs (imgui.ini under SDL's preference path); `headless`, for
    // screenshots, nothing is kept and the mouse is ignored, so wherever the
    // pointer happens to be nothing shows hovered.
    Display(const char* title, int width, int height, bool headless);
    ~Display();
    Display(const Display&) = delete;
    Display& operator=(const Display&) = delete;

    // Hands pending events to ImGui, first waiting up to `wait_ms` for one.
    // False once the window is closed.
    bool process_events(int wait_ms);
    void begin_frame();
    // Renders the frame into the back buffer (capture reads it there).
    void end_frame();
    void present();
    // Writes the frame end_frame() drew as a PNG; throws toolchain::ToolError.
    void capture(const std::string& path) const;
    std::string renderer() const;  // "llvmpipe (LLVM 15.0.6, 256 bits)"
    // Headless: from now on the pointer is at (x, y) of the window, as if a
    // person held it there (the script's `hover`).
    void place_pointer(float x, float y);
    // Headless, once the pointer is placed: the left button held down or let go
    // from the next frame on (the script's `click`).
    void hold_button(bool down) { button_down_ = down; }

private:
    SDL_Window* window_ = nullptr;
    void* gl_context_ = nullptr;
    std::string ini_path_;
    bool has_placed_pointer_ = false;
    float pointer_x_ = 0, pointer_y_ = 0;
    bool button_down_ = false;
    bool sdl_started_ = false;
    bool imgui_started_ = false;
};

}  // namespace xp860::gui
