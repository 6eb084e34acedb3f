#include "frontend/gui/session_file.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "frontend/gui/run_control.h"
#include "toolchain/file_bytes.h"
#include "toolchain/tool_error.h"

namespace xp860::gui {
namespace {

using json = nlohmann::ordered_json;
using toolchain::ToolError;

constexpr std::string_view kFormat = "xp860-gui session";
constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// RFC 4648 base64, with '=' padding.
std::string base64(const std::vector<std::uint8_t>& bytes) {
    std::string text;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
        std::uint32_t group = 0;
        for (std::size_t k = 0; k < 3; ++k) group = group << 8 | (k < n ? bytes[i + k] : 0u);
        for (std::size_t k = 0; k < 4; ++k) text += k <= n ? kBase64[group >> (18 - 6 * k) & 63] : '=';
    }
    return text;
}

// nullopt for anything but whole groups of the alphabet with at most two '=' at the end.
std::optional<std::vector<std::uint8_t>> from_base64(std::string_view text) {
    if (text.size() % 4 != 0) return std::nullopt;
    std::vector<std::uint8_t> bytes;
    for (std::size_t i = 0; i < text.size(); i += 4) {
        std::uint32_t group = 0;
        std::size_t padding = 0;
        for (std::size_t k = 0; k < 4; ++k) {
            const char c = text[i + k];
            const std::size_t value = kBase64.find(c);
            const bool pad = c == '=' && i + 4 == text.size() && k >= 2;
            if ((value == std::string_view::npos && !pad) || (padding > 0 && !pad)) return std::nullopt;
            padding += pad ? 1 : 0;
            group = group << 6 | (pad ? 0u : static_cast<std::uint32_t>(value));
        }
        for (std::size_t k = 0; k < 3 - padding; ++k) bytes.push_back(static_cast<std::uint8_t>(group >> (16 - 8 * k)));
    }
    return bytes;
}

// Reads the session's fields, each a clear error naming the file and the field.
class Fields {
public:
    explicit Fields(const std::string& name) : name_(name) {}

    [[noreturn]] void fail(const std::string& what) const { throw ToolError(name_ + ": " + what); }

    const json& at(const json& object, const std::string& key, const std::string& where) const {
        if (!object.is_object() || !object.contains(key)) fail("no field \"" + where + key + "\"");
        return object.at(key);
    }
    template <typename T>
    T get(const json& object, const std::string& key, const std::string& where = "") const {
        const json& value = at(object, key, where);
        try {
            return value.get<T>();
        } catch (const json::exception&) {
            fail("field \"" + where + key + "\" is not " + kind<T>() + ": " + value.dump());
        }
    }

private:
    template <typename T>
    static std::string kind() {
        if constexpr (std::is_same_v<T, bool>) return "true or false";
        else if constexpr (std::is_same_v<T, std::string>) return "a string";
        else if constexpr (std::is_integral_v<T>) return "a whole number in range";
        else if constexpr (std::is_floating_point_v<T>) return "a number";
        else return "a list of strings";
    }
    const std::string& name_;
};

SessionView read_view(const Fields& fields, const json& document, std::span<const std::string_view> panel_names) {
    SessionView view;
    view.selected_node = fields.get<int>(document, "selected_node");
    const json& breakpoints = fields.at(document, "breakpoints", "");
    if (!breakpoints.is_array()) fields.fail("field \"breakpoints\" is not a list");
    for (const json& breakpoint : breakpoints)
        view.breakpoints.push_back({fields.get<int>(breakpoint, "node", "breakpoints[]."),
                                    fields.get<std::uint32_t>(breakpoint, "address", "breakpoints[].")});
    view.event_breaks = fields.get<std::vector<std::string>>(document, "event_breaks");
    for (const std::string& event : view.event_breaks)
        if (!event_break_named(event)) fields.fail("field \"event_breaks\": no event '" + event + "'");
    view.open_panels = fields.get<std::vector<std::string>>(document, "open_panels");
    for (const std::string& panel : view.open_panels)
        if (std::ranges::find(panel_names, panel) == panel_names.end())
            fields.fail("field \"open_panels\": no panel '" + panel + "'");
    const json& timeline = fields.at(document, "timeline", "");
    view.timeline_first_cycle = fields.get<double>(timeline, "first_cycle", "timeline.");
    view.timeline_cycles_per_pixel = fields.get<double>(timeline, "cycles_per_pixel", "timeline.");
    view.timeline_follows = fields.get<bool>(timeline, "follows", "timeline.");
    if (!(view.timeline_first_cycle >= 0) || !(view.timeline_cycles_per_pixel > 0))
        fields.fail("field \"timeline\": the first cycle must be 0 or more and the scale more than 0");
    const json& memory = fields.at(document, "memory", "");
    view.memory_address = fields.get<std::uint32_t>(memory, "address", "memory.");
    view.memory_physical = fields.get<bool>(memory, "physical", "memory.");
    return view;
}

}  // namespace

std::string session_file_text(const SessionFile& file) {
    const SessionView& view = file.view;
    json breakpoints = json::array();
    for (const SessionBreakpoint& breakpoint : view.breakpoints)
        breakpoints.push_back({{"node", breakpoint.node}, {"address", breakpoint.address}});
    const json document = {
        {"format", kFormat},
        {"version", kSessionFormatVersion},
        {"selected_node", view.selected_node},
        {"breakpoints", breakpoints},
        {"event_breaks", view.event_breaks},
        {"open_panels", view.open_panels},
        {"timeline",
         {{"first_cycle", view.timeline_first_cycle},
          {"cycles_per_pixel", view.timeline_cycles_per_pixel},
          {"follows", view.timeline_follows}}},
        {"memory", {{"address", view.memory_address}, {"physical", view.memory_physical}}},
        {"machine", base64(frontend::snapshot_file_bytes(file.machine))},
    };
    return document.dump(2) + "\n";
}

SessionFile parse_session_file(std::string_view text, const std::string& name,
                               std::span<const std::string_view> panel_names) {
    json document;
    try {
        document = json::parse(text);
    } catch (const json::exception& failure) {  // parse_error, and out_of_range for a number like 66e666
        throw ToolError(name + ": not a session file (not JSON: " + failure.what() + ")");
    }
    const Fields fields(name);
    if (!document.is_object() || !document.contains("format") || document["format"] != kFormat)
        fields.fail("not an xp860-gui session file (no \"format\": \"" + std::string(kFormat) + "\")");
    const auto version = fields.get<std::uint32_t>(document, "version");
    if (version != kSessionFormatVersion)
        fields.fail("session format version " + std::to_string(version) + "; this xp860-gui reads version " +
                    std::to_string(kSessionFormatVersion));
    SessionFile file;
    file.view = read_view(fields, document, panel_names);
    const std::optional<std::vector<std::uint8_t>> machine = from_base64(fields.get<std::string>(document, "machine"));
    if (!machine) fields.fail("field \"machine\" is not base64");
    file.machine = frontend::parse_snapshot_file(*machine, name + " (its machine)");
    return file;
}

void write_session_file(const std::string& path, const SessionFile& file) {
    const std::string text = session_file_text(file);
    toolchain::write_file_bytes(path, std::vector<std::uint8_t>(text.begin(), text.end()));
}

SessionFile read_session_file(const std::string& path, std::span<const std::string_view> panel_names) {
    const std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(path);
    return parse_session_file(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), path,
                              panel_names);
}

}  // namespace xp860::gui
