#include "frontend/nx_bench_output.h"

#include <cstdio>

#include "frontend/common_options.h"

namespace xp860::frontend {

void add_nx_bench_options(CLI::App& command, NxBenchCommandOptions& options) {
    add_profile_option(command, options.profile, "the kernel's profile");
    add_threads_option(command, options.threads);
    add_json_option(command, options.json);
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
