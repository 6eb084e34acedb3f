// xp860: the emulator's command line, one subcommand per job (commands.h).
#include "frontend/command_line.h"
#include "frontend/commands.h"

int main(int argc, char** argv) {
    using namespace xp860::frontend;
    CLI::App app("xp860: the Intel Paragon compute node emulator. 'xp860 help COMMAND' or 'xp860 COMMAND --help' "
                 "tells more of a command.",
                 "xp860");
    use_tool_format(app);
    app.require_subcommand(1);
    Commands commands;
    add_run_command(app, commands);
    CLI::App& bench = add_bench_command(app, commands);
    add_sensitivity_command(bench, commands);
    add_pingpong_command(bench, commands);
    add_bandwidth_command(bench, commands);
    add_contention_command(bench, commands);
    add_rom_image_command(app, commands);
    add_help_command(app, commands);
    return run_tool(app, argc, argv, "", [&] { return commands.run(app); });
}
