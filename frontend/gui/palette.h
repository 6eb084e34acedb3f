// The app's colours, in one place so every panel agrees (a user segment on the
// timeline is the colour of "user" in the registers view) and the screenshot
// test can look for them.
#pragma once

#include <cstdint>

#include "frontend/gui/timeline_model.h"

namespace xp860::gui {

struct Rgb {
    std::uint8_t r, g, b;
};

namespace palette {
inline constexpr Rgb kUser{76, 175, 80};          // green
inline constexpr Rgb kSupervisor{63, 127, 208};   // blue
inline constexpr Rgb kKernel{156, 106, 222};      // violet
inline constexpr Rgb kHandler{224, 160, 48};      // amber
inline constexpr Rgb kIdle{90, 98, 112};          // slate
inline constexpr Rgb kTrapMarker{255, 90, 54};    // red-orange: traps taken
inline constexpr Rgb kHaltMarker{224, 64, 251};   // magenta: the node halted
inline constexpr Rgb kBreakpoint{229, 57, 53};    // red dot
inline constexpr Rgb kProgramCounter{255, 213, 79};  // yellow: the next instruction
inline constexpr Rgb kChanged{255, 183, 77};      // a value the last action changed
inline constexpr Rgb kError{255, 110, 110};
inline constexpr Rgb kDim{138, 147, 160};         // secondary text: addresses, bytes, units
inline constexpr Rgb kAccent{79, 163, 255};       // symbols, headings
inline constexpr Rgb kBackground{24, 27, 33};     // behind the panels
}  // namespace palette

inline Rgb lane_mode_colour(LaneMode mode) {
    switch (mode) {
        case LaneMode::User: return palette::kUser;
        case LaneMode::Supervisor: return palette::kSupervisor;
        case LaneMode::Kernel: return palette::kKernel;
        case LaneMode::Handler: return palette::kHandler;
        case LaneMode::Idle: return palette::kIdle;
    }
    return palette::kIdle;
}

inline Rgb marker_colour(MarkerKind kind) {
    return kind == MarkerKind::Trap ? palette::kTrapMarker : palette::kHaltMarker;
}

}  // namespace xp860::gui
