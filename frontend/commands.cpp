#include "frontend/commands.h"

#include <iostream>

#include "frontend/command_line.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {

int Commands::run(const CLI::App& xp860) const { return handlers_.at(&chosen_command(xp860))(); }

CLI::App& add_help_command(CLI::App& xp860, Commands& commands) {
    CLI::App& help = *xp860.add_subcommand("help", "the help of xp860, or of COMMAND");
    auto name = std::make_shared<std::string>();
    help.add_option("COMMAND", *name, "a command of xp860");
    commands.add(&help, [&xp860, name] {
        if (name->empty()) {  // xp860's own (help() would give the chosen command's: this one's)
            std::cout << xp860.get_formatter()->make_help(&xp860, xp860.get_name(), CLI::AppFormatMode::Normal);
            return 0;
        }
        for (const CLI::App* command : xp860.get_subcommands([](const CLI::App*) { return true; }))
            if (command->get_name() == *name) {
                std::cout << command->help(xp860.get_name());
                return 0;
            }
        throw toolchain::ToolError("xp860: no command named '" + *name + "' (xp860 --help lists them)");
    });
    return help;
}

}  // namespace xp860::frontend
