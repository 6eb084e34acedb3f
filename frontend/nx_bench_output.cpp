#include "frontend/nx_bench_output.h"

#include <cstdio>
#include <memory>

#include "frontend/common_options.h"

namespace xp860::frontend {

CLI::App& add_nx_bench_command(CLI::App& bench, Commands& commands, const std::string& name,
                               const std::string& summary, const std::string& description,
                               int (*run)(const NxBenchCommandOptions&)) {
    CLI::App& command = *bench.add_subcommand(name, summary);
    command.footer(description);
    auto options = std::make_shared<NxBenchCommandOptions>();
    add_profile_option(command, options->profile, "the kernel's profile");
    add_threads_option(command, options->threads);
    add_json_option(command, options->json);
    commands.add(&command, [options, run] { return run(*options); });
    return command;
}

std::string fixed(double value, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

nlohmann::ordered_json by_length(const std::map<std::uint32_t, double>& values) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const auto& [bytes, value] : values) json[std::to_string(bytes)] = value;
    return json;
}

}  // namespace xp860::frontend
