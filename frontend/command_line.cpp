#include "frontend/command_line.h"

#include <cctype>
#include <exception>
#include <iostream>

#include "toolchain/tool_error.h"

namespace xp860::frontend {
namespace {

// CLI11 converts numbers as strtoull does, which also takes a sign or spaces first.
bool parse_whole_number(const std::string& text, std::uint64_t& value) {
    return !text.empty() && std::isdigit(static_cast<unsigned char>(text[0])) && CLI::detail::lexical_cast(text, value);
}

std::string range_text(std::uint64_t low, std::uint64_t high) {
    return std::to_string(low) + " to " + std::to_string(high);
}

}  // namespace

const CLI::App& chosen_command(const CLI::App& app) {
    const CLI::App* command = &app;
    for (std::vector<CLI::App*> chosen = command->get_subcommands(); !chosen.empty();
         chosen = command->get_subcommands())
        command = chosen.front();
    return *command;
}

// "xp860 run": the names of the command the arguments chose, from the tool's on.
std::string command_path(const CLI::App& app) {
    std::string path = app.get_name();
    for (const CLI::App* command = &app; !command->get_subcommands().empty();) {
        command = command->get_subcommands().front();
        path += " " + command->get_name();
    }
    return path;
}

int run_tool(CLI::App& app, int argc, char** argv, std::string_view tool_error_prefix, const std::function<int()>& body) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& help) {
        return app.exit(help);
    } catch (const CLI::ParseError& error) {
        std::cerr << app.get_name() << ": " << error.what();
        const bool wrong_arguments = dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr ||
                                     dynamic_cast<const CLI::RequiredError*>(&error) != nullptr ||
                                     dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr;
        if (wrong_arguments) std::cerr << " (see '" << command_path(app) << " --help')";
        std::cerr << "\n";
        return 1;
    }
    try {
        return body();
    } catch (const toolchain::ToolError& error) {
        std::cout.flush();
        std::cerr << tool_error_prefix << error.what() << "\n";
        return 1;
    } catch (const std::exception& error) {
        // A failure the command could not report itself (an experiment that cannot
        // finish, a machine that cannot be built): named, with a non-zero exit, never
        // std::terminate's abort.
        std::cout.flush();
        std::cerr << app.get_name() << ": " << error.what() << "\n";
        return 1;
    }
}

void use_tool_format(CLI::App& app) { app.get_formatter()->column_width(30); }

CLI::Validator whole_number(std::uint64_t low, std::uint64_t high) {
    return CLI::Validator(
        [low, high](std::string& text) {
            std::uint64_t value = 0;
            if (parse_whole_number(text, value) && value >= low && value <= high) return std::string();
            return "invalid value '" + text + "' (a number from " + range_text(low, high) + ")";
        },
        "", "whole number");
}

CLI::Validator one_of(std::vector<std::string> names, const std::string& what) {
    std::string listed;
    for (std::size_t i = 0; i < names.size(); ++i)
        listed += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return CLI::Validator(
        [names, what, listed](std::string& text) {
            for (const std::string& name : names)
                if (text == name) return std::string();
            return "unknown " + what + " '" + text + "' (" + listed + ")";
        },
        "", what);
}

std::pair<std::uint64_t, std::uint64_t> split_width_by_height(const std::string& text) {
    const std::size_t x = text.find('x');
    std::uint64_t width = 0, height = 0;
    if (x == std::string::npos || !parse_whole_number(text.substr(0, x), width) ||
        !parse_whole_number(text.substr(x + 1), height))
        return {0, 0};
    return {width, height};
}

CLI::Validator width_by_height(std::uint64_t min_width, std::uint64_t min_height, std::uint64_t max) {
    return CLI::Validator(
        [=](std::string& text) {
            const auto [width, height] = split_width_by_height(text);
            if (width >= min_width && width <= max && height >= min_height && height <= max) return std::string();
            return "invalid value '" + text + "' (give WxH: W from " + range_text(min_width, max) + ", H from " +
                   range_text(min_height, max) + ")";
        },
        "", "WxH");
}

}  // namespace xp860::frontend
