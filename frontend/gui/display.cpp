#include "frontend/gui/display.h"

#include <algorithm>
#include <vector>

#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>
#include <stb_image_write.h>

#include "frontend/gui/imgui_support.h"
#include "toolchain/tool_error.h"

namespace xp860::gui {
namespace {

// GL entry points through SDL, so the program links no GL library of its own
// and works on SDL's EGL (offscreen) and GLX (X11) paths alike.
template <typename Function>
Function gl_function(const char* name) {
    void* address = SDL_GL_GetProcAddress(name);
    if (address == nullptr) throw DisplayUnavailable(std::string("OpenGL function ") + name + " is missing");
    return reinterpret_cast<Function>(address);
}

}  // namespace

Display::Display(const char* title, int width, int height, bool headless) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) throw DisplayUnavailable(std::string("SDL cannot start video: ") + SDL_GetError());
    sdl_started_ = true;
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    window_ = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                               SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (window_ == nullptr) {
        const std::string why = SDL_GetError();
        SDL_Quit();
        throw DisplayUnavailable("SDL cannot open a window: " + why);
    }
    gl_context_ = SDL_GL_CreateContext(window_);
    if (gl_context_ == nullptr) {
        const std::string why = SDL_GetError();
        SDL_DestroyWindow(window_);
        SDL_Quit();
        throw DisplayUnavailable("no OpenGL 3.2 context: " + why);
    }
    SDL_GL_MakeCurrent(window_, gl_context_);
    SDL_GL_SetSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    imgui_started_ = true;
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    if (headless) {
        io.ConfigFlags |= ImGuiConfigFlags_NoMouse;
    } else {
        if (char* folder = SDL_GetPrefPath("xp860", "xp860-gui")) {
            ini_path_ = std::string(folder) + "imgui.ini";
            SDL_free(folder);
            io.IniFilename = ini_path_.c_str();
        }
    }
    ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_);
    ImGui_ImplOpenGL3_Init("#version 150");
}

Display::~Display() {
    if (imgui_started_) {
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    if (gl_context_ != nullptr) SDL_GL_DeleteContext(gl_context_);
    if (window_ != nullptr) SDL_DestroyWindow(window_);
    if (sdl_started_) SDL_Quit();
}

bool Display::process_events(int wait_ms) {
    SDL_Event event;
    bool open = true;
    int have = wait_ms > 0 ? SDL_WaitEventTimeout(&event, wait_ms) : SDL_PollEvent(&event);
    while (have != 0) {
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_QUIT) open = false;
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
            event.window.windowID == SDL_GetWindowID(window_))
            open = false;
        have = SDL_PollEvent(&event);
    }
    return open;
}

void Display::begin_frame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    if (has_placed_pointer_) {  // over what the backend read
        ImGui::GetIO().MousePos = {pointer_x_, pointer_y_};
        ImGui::GetIO().MouseDown[0] = button_down_;
    }
    ImGui::NewFrame();
}

void Display::place_pointer(float x, float y) {
    has_placed_pointer_ = true;
    pointer_x_ = x;
    pointer_y_ = y;
    ImGui::GetIO().ConfigFlags &= ~ImGuiConfigFlags_NoMouse;
}

void Display::end_frame() {
    ImGui::Render();
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(window_, &width, &height);
    gl_function<void (*)(GLint, GLint, GLsizei, GLsizei)>("glViewport")(0, 0, width, height);
    const ImVec4 clear = to_vec4(palette::kBackground);
    gl_function<void (*)(GLfloat, GLfloat, GLfloat, GLfloat)>("glClearColor")(clear.x, clear.y, clear.z, 1);
    gl_function<void (*)(GLbitfield)>("glClear")(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void Display::present() { SDL_GL_SwapWindow(window_); }

void Display::capture(const std::string& path) const {
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(window_, &width, &height);
    const auto row_bytes = static_cast<std::size_t>(width) * 3;
    std::vector<unsigned char> pixels(row_bytes * static_cast<std::size_t>(height));
    gl_function<void (*)(GLenum, GLint)>("glPixelStorei")(GL_PACK_ALIGNMENT, 1);
    gl_function<void (*)(GLenum)>("glReadBuffer")(GL_BACK);
    gl_function<void (*)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, void*)>("glReadPixels")(
        0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    // GL's rows run bottom to top, PNG's top to bottom.
    std::vector<unsigned char> flipped(pixels.size());
    for (int y = 0; y < height; ++y)
        std::copy_n(pixels.begin() + static_cast<std::ptrdiff_t>(row_bytes * static_cast<std::size_t>(height - 1 - y)),
                    row_bytes, flipped.begin() + static_cast<std::ptrdiff_t>(row_bytes * static_cast<std::size_t>(y)));
    if (stbi_write_png(path.c_str(), width, height, 3, flipped.data(), static_cast<int>(row_bytes)) == 0)
        throw toolchain::ToolError(path + ": cannot write the PNG file");
}

std::string Display::renderer() const {
    const auto get_string = gl_function<const GLubyte* (*)(GLenum)>("glGetString");
    const GLubyte* text = get_string(GL_RENDERER);
    return text != nullptr ? reinterpret_cast<const char*>(text) : "unknown";
}

}  // namespace xp860::gui
