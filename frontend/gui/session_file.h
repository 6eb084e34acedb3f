// A session file (File > Save Session, `xp860-gui --session FILE`): the Session
// (session.h) as the user left it: the machine, as a snapshot file, and what the
// app showed of it, so opening the file brings both back.
//
// DECISION: one JSON document (nlohmann/json), so the view's part can be read and
// diffed by a person, with the machine inside it as the bytes of a snapshot file
// (snapshot_file.h: zstd and its own checksum) in base64. Versioned by "format" and
// "version"; docs/snapshots.md gives the fields. The machine part is the snapshot's
// own description (which experiment, or which programs on bare nodes).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/snapshot_file.h"

namespace xp860::gui {

inline constexpr std::uint32_t kSessionFormatVersion = 1;

struct SessionBreakpoint {
    int node = 0;
    std::uint32_t address = 0;
    bool operator==(const SessionBreakpoint&) const = default;
};

// What the app showed: everything a person would expect back.
struct SessionView {
    int selected_node = 0;
    std::vector<SessionBreakpoint> breakpoints;
    std::vector<std::string> event_breaks;  // as scripts spell them (event_break_name)
    std::vector<std::string> open_panels;   // by kPanelNames
    // The timeline's view: its left edge and scale, and whether it follows the run.
    double timeline_first_cycle = 0;
    double timeline_cycles_per_pixel = 1;
    bool timeline_follows = true;
    // The memory panel: the first row's address, and physical addresses although paging is on.
    std::uint32_t memory_address = 0;
    bool memory_physical = false;
    bool operator==(const SessionView&) const = default;
};

struct SessionFile {
    frontend::SnapshotFile machine;
    SessionView view;
};

std::string session_file_text(const SessionFile& file);
// Throws toolchain::ToolError naming `name` and what is wrong: not JSON, not a
// session file, a version this program does not read, a field missing or of the
// wrong type or range, a machine snapshot that is not one (parse_snapshot_file's
// checks), an event or a panel not among `panel_names`.
SessionFile parse_session_file(std::string_view text, const std::string& name,
                               std::span<const std::string_view> panel_names);

void write_session_file(const std::string& path, const SessionFile& file);
SessionFile read_session_file(const std::string& path, std::span<const std::string_view> panel_names);

}  // namespace xp860::gui
