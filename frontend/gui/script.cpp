#include "frontend/gui/script.h"

#include <sstream>

#include "frontend/gui/key_bindings.h"
#include "frontend/gui/number_text.h"
#include "frontend/gui/run_control.h"
#include "kernel/gap_experiment.h"
#include "toolchain/file_bytes.h"
#include "toolchain/tool_error.h"

namespace xp860::gui {
namespace {

using Verb = ScriptCommand::Verb;

struct VerbSyntax {
    std::string_view name;
    Verb verb;
    std::size_t min_args;
    std::size_t max_args;  // SIZE_MAX: any number
    std::string_view usage;
};

constexpr VerbSyntax kVerbs[] = {
    {"experiment", Verb::Experiment, 3, 3, "experiment hrecv|irecv osf1|light TRIALS"},
    {"run-trials", Verb::RunTrials, 1, 2, "run-trials N [MAX]"},
    {"run-experiment", Verb::RunExperiment, 0, 1, "run-experiment [MAX]"},
    {"load", Verb::Load, 1, SIZE_MAX, "load PATH"},
    {"node", Verb::Node, 1, 1, "node N"},
    {"step", Verb::Step, 0, 1, "step [N]"},
    {"step-over", Verb::StepOver, 0, 1, "step-over [MAX]"},
    {"run", Verb::Run, 0, 1, "run [MAX]"},
    {"run-cycles", Verb::RunCycles, 1, 1, "run-cycles N"},
    {"run-to-interrupt", Verb::RunToInterrupt, 0, 1, "run-to-interrupt [MAX]"},
    {"run-to-switch", Verb::RunToSwitch, 0, 1, "run-to-switch [MAX]"},
    {"run-to-trap", Verb::RunToTrap, 0, 1, "run-to-trap [MAX]"},
    {"break", Verb::Break, 1, 1, "break ADDR|SYMBOL"},
    {"break-on", Verb::BreakOn, 1, 1, "break-on EVENT"},
    {"reset", Verb::Reset, 0, 0, "reset"},
    {"memory", Verb::Memory, 1, 1, "memory ADDR|SYMBOL"},
    {"poke", Verb::Poke, 2, SIZE_MAX, "poke ADDR BYTE..."},
    {"timeline", Verb::Timeline, 1, 2, "timeline fit|gap|FIRST LAST"},
    {"export-trace", Verb::ExportTrace, 1, SIZE_MAX, "export-trace PATH"},
    {"open-panel", Verb::OpenPanel, 1, 1, "open-panel NAME"},
    {"close-panel", Verb::ClosePanel, 1, 1, "close-panel NAME"},
    {"key", Verb::Key, 1, 1, "key NAME"},
    {"hover", Verb::Hover, 2, 2, "hover X Y"},
    {"click", Verb::Click, 2, 2, "click X Y"},
    {"frames", Verb::Frames, 1, 1, "frames N"},
    {"step-back", Verb::StepBack, 0, 1, "step-back [N]"},
    {"back-to-interrupt", Verb::BackToInterrupt, 0, 0, "back-to-interrupt"},
    {"back-to-switch", Verb::BackToSwitch, 0, 0, "back-to-switch"},
    {"back-to-trap", Verb::BackToTrap, 0, 0, "back-to-trap"},
    {"goto-cycle", Verb::GotoCycle, 1, 1, "goto-cycle C"},
    {"back-over", Verb::BackOver, 0, 0, "back-over"},
    {"reverse-continue", Verb::ReverseContinue, 0, 0, "reverse-continue"},
};

std::vector<std::string> words_of(std::string_view line) {
    std::vector<std::string> words;
    std::istringstream in{std::string(line)};
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

class LineParser {
public:
    LineParser(std::string where, std::span<const std::string_view> panel_names)
        : where_(std::move(where)), panel_names_(panel_names) {}

    ScriptCommand parse(std::string_view line) {
        const std::vector<std::string> words = words_of(line);
        const VerbSyntax& syntax = verb_named(words.front());
        const std::span<const std::string> args = std::span(words).subspan(1);
        if (args.size() < syntax.min_args || args.size() > syntax.max_args)
            fail(std::string(syntax.name) + ": expected `" + std::string(syntax.usage) + "`");
        ScriptCommand command;
        command.verb = syntax.verb;
        command.where = where_;
        const std::string name(syntax.name);
        switch (syntax.verb) {
            case Verb::Load:
            case Verb::ExportTrace: {
                // The path is the rest of the line, so it may hold spaces.
                std::string_view rest = line.substr(line.find(words.front()) + words.front().size());
                while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
                while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t')) rest.remove_suffix(1);
                command.text = rest;
                break;
            }
            case Verb::Experiment:
                command.text = args[0];
                command.text2 = args[1];
                if (!kernel::variant_named(args[0])) fail("experiment: '" + args[0] + "' is not hrecv or irecv");
                if (!kernel::profile_named(args[1])) fail("experiment: '" + args[1] + "' is not osf1 or light");
                command.count = count(name, args[2]);
                if (command.count == 0 || command.count > kernel::GapExperiment::kMaxTrials)
                    fail("experiment: " + args[2] + " trials: 1 to " + std::to_string(kernel::GapExperiment::kMaxTrials));
                break;
            case Verb::RunTrials:
                command.count = count(name, args[0]);
                command.count2 = args.size() < 2 ? kDefaultScriptBudget : count(name, args[1]);
                break;
            case Verb::Node:
            case Verb::RunCycles:
            case Verb::Frames: command.count = count(name, args[0]); break;
            case Verb::Step:
            case Verb::StepBack: command.count = args.empty() ? 1 : count(name, args[0]); break;
            case Verb::GotoCycle: command.count = count(name, args[0]); break;
            case Verb::StepOver:
            case Verb::Run:
            case Verb::RunExperiment:
            case Verb::RunToInterrupt:
            case Verb::RunToSwitch:
            case Verb::RunToTrap: command.count = args.empty() ? kDefaultScriptBudget : count(name, args[0]); break;
            case Verb::BreakOn:
                command.text = args[0];
                if (!event_break_named(args[0]))
                    fail("break-on: no event '" + args[0] + "' (events: " + event_list() + ")");
                break;
            case Verb::Timeline:
                if (args.size() == 1) {
                    if (args[0] != "fit" && args[0] != "gap") fail("timeline: expected `timeline fit|gap|FIRST LAST`");
                    command.text = args[0];
                } else {
                    command.text = "cycles";
                    command.count = count(name, args[0]);
                    command.count2 = count(name, args[1]);
                    if (command.count2 <= command.count) fail("timeline: LAST must be after FIRST");
                }
                break;
            case Verb::Break:
            case Verb::Memory: command.text = args[0]; break;
            case Verb::Poke:
                command.text = args[0];
                for (const std::string& byte : args.subspan(1)) {
                    const auto value = parse_address(byte);
                    if (!value || *value > 0xff) fail("poke: '" + byte + "' is not a byte in hex (00..ff)");
                    command.bytes.push_back(static_cast<std::uint8_t>(*value));
                }
                break;
            case Verb::OpenPanel:
            case Verb::ClosePanel:
                command.text = args[0];
                if (!is_panel(args[0])) fail(name + ": no panel called '" + args[0] + "' (panels: " + panel_list() + ")");
                break;
            case Verb::Key:
                command.text = args[0];
                if (!find_key_binding(args[0])) fail("key: no key binding '" + args[0] + "' (keys: " + key_list() + ")");
                break;
            case Verb::Hover:
            case Verb::Click:
                command.count = count(name, args[0]);
                command.count2 = count(name, args[1]);
                break;
            case Verb::Reset:
            case Verb::BackToInterrupt:
            case Verb::BackToSwitch:
            case Verb::BackToTrap:
            case Verb::BackOver:
            case Verb::ReverseContinue: break;
        }
        return command;
    }

private:
    [[noreturn]] void fail(const std::string& message) const { throw toolchain::ToolError(where_ + ": " + message); }

    const VerbSyntax& verb_named(const std::string& word) const {
        for (const VerbSyntax& syntax : kVerbs)
            if (syntax.name == word) return syntax;
        std::string known;
        for (const VerbSyntax& syntax : kVerbs) known += (known.empty() ? "" : ", ") + std::string(syntax.name);
        fail("unknown command '" + word + "' (commands: " + known + ")");
    }

    std::uint64_t count(const std::string& verb, const std::string& word) const {
        const auto value = parse_count(word);
        if (!value) fail(verb + ": '" + word + "' is not a number");
        return *value;
    }

    bool is_panel(const std::string& name) const {
        for (std::string_view panel : panel_names_)
            if (panel == name) return true;
        return false;
    }
    std::string panel_list() const {
        std::string list;
        for (std::string_view panel : panel_names_) list += (list.empty() ? "" : ", ") + std::string(panel);
        return list;
    }
    static std::string key_list() {
        std::string list;
        for (const KeyBinding& binding : kKeyBindings) list += (list.empty() ? "" : ", ") + binding.name();
        return list;
    }
    static std::string event_list() {
        std::string list;
        for (const EventBreak kind : kEventBreaks) list += (list.empty() ? "" : ", ") + std::string(event_break_name(kind));
        return list;
    }

    std::string where_;
    std::span<const std::string_view> panel_names_;
};

}  // namespace

std::vector<ScriptCommand> parse_script(std::string_view text, const std::string& file_name,
                                        std::span<const std::string_view> panel_names) {
    std::vector<ScriptCommand> commands;
    int line_number = 0;
    while (!text.empty()) {
        ++line_number;
        const std::size_t newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
        commands.push_back(LineParser(file_name + ":" + std::to_string(line_number), panel_names).parse(line));
    }
    return commands;
}

std::vector<ScriptCommand> read_script(const std::string& path, std::span<const std::string_view> panel_names) {
    const std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(path);
    return parse_script(std::string(bytes.begin(), bytes.end()), path, panel_names);
}

}  // namespace xp860::gui
