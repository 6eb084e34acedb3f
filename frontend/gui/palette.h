// The app's colours, in one place so every panel agrees (a user segment on the
// timeline is the colour of "user" in the registers view) and the screenshot
// test can look for them.
#pragma once

#include <cstdint>

#include "frontend/gui/timeline_names.h"

namespace xp860::gui {

struct Rgb {
    std::uint8_t r, g, b;
};

namespace palette {
// What a node is doing (the timeline's segments, the mesh map's nodes).
inline constexpr Rgb kUser{76, 175, 80};          // green
inline constexpr Rgb kKernel{149, 117, 205};      // violet
inline constexpr Rgb kHandler{255, 179, 0};       // amber
inline constexpr Rgb kIdle{84, 92, 106};          // slate
// Markers: where things happen.
inline constexpr Rgb kTrapMarker{255, 72, 40};    // red-orange: an interrupt taken
inline constexpr Rgb kOtherTrap{176, 184, 196};   // grey: a system call or another trap
inline constexpr Rgb kMessage{0, 229, 255};       // cyan: a message injected, arriving, in flight
inline constexpr Rgb kContextSave{64, 156, 255};  // blue
inline constexpr Rgb kHandlerStart{255, 214, 0};  // yellow
inline constexpr Rgb kContextRestore{29, 233, 182};  // aquamarine
inline constexpr Rgb kReturnToUser{178, 255, 89};    // light green
inline constexpr Rgb kHaltMarker{224, 64, 251};   // magenta: the node halted
// The phases of an interrupt (kernel/interrupt_phases.h), in their order.
inline constexpr Rgb kPhaseColours[] = {
    {239, 83, 80},    // interrupt_entry: red
    {186, 104, 200},  // kernel_net_read: orchid
    {66, 165, 245},   // context_save: blue
    {255, 179, 0},    // handler: amber, as the handler's segments
    {38, 198, 166},   // context_restore: teal
    {240, 98, 146},   // return: pink
};
// The rest of the interface.
inline constexpr Rgb kBreakpoint{229, 57, 53};    // red dot
inline constexpr Rgb kProgramCounter{255, 213, 79};  // yellow: the next instruction
inline constexpr Rgb kChanged{255, 183, 77};      // a value the last action changed
inline constexpr Rgb kError{255, 110, 110};
inline constexpr Rgb kDim{138, 147, 160};         // secondary text: addresses, bytes, units
inline constexpr Rgb kAccent{79, 163, 255};       // symbols, headings
inline constexpr Rgb kBackground{24, 27, 33};     // behind the panels
inline constexpr Rgb kText{222, 226, 232};        // text
inline constexpr Rgb kValue{230, 233, 238};       // a register's value that is not zero
inline constexpr Rgb kOff{88, 95, 106};           // a zero register, a clear status bit
inline constexpr Rgb kGap{255, 255, 255};         // the current trial's gap (drawn translucent)
}  // namespace palette

inline Rgb lane_mode_colour(LaneMode mode) {
    switch (mode) {
        case LaneMode::User: return palette::kUser;
        case LaneMode::Kernel: return palette::kKernel;
        case LaneMode::Handler: return palette::kHandler;
        case LaneMode::Idle: return palette::kIdle;
    }
    return palette::kIdle;
}

inline Rgb phase_colour(kernel::Phase phase) { return palette::kPhaseColours[static_cast<std::size_t>(phase)]; }

inline Rgb marker_colour(MarkerKind kind) {
    switch (kind) {
        case MarkerKind::MessageInjected:
        case MarkerKind::MessageDelivered: return palette::kMessage;
        case MarkerKind::InterruptTaken: return palette::kTrapMarker;
        case MarkerKind::ContextSave: return palette::kContextSave;
        case MarkerKind::HandlerStart: return palette::kHandlerStart;
        case MarkerKind::ContextRestore: return palette::kContextRestore;
        case MarkerKind::ReturnToUser: return palette::kReturnToUser;
        case MarkerKind::Trap: return palette::kOtherTrap;
        case MarkerKind::Halt: return palette::kHaltMarker;
    }
    return palette::kOtherTrap;
}

}  // namespace xp860::gui
