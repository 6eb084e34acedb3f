#include "frontend/common_options.h"

#include "frontend/command_line.h"
#include "kernel/gap_experiment.h"
#include "toolchain/file_bytes.h"

namespace xp860::frontend {

CLI::Option* add_ram_option(CLI::App& app, std::uint32_t& megabytes, const std::string& what) {
    return app.add_option("--ram", megabytes, what + " in MB, 1 to " + std::to_string(kMaxRamMegabytes) + " (default " + std::to_string(megabytes) + ")")
        ->option_text("MB")
        ->check(whole_number(1, kMaxRamMegabytes));
}

CLI::Option* add_rom_option(CLI::App& app, std::string& image) {
    return app.add_option("--rom", image, "boot ROM image, exactly 1 MB (see rom-image)")->option_text("IMAGE");
}

CLI::Option* add_json_option(CLI::App& app, bool& json) {
    return app.add_flag("--json", json, "one JSON object on stdout");
}

CLI::Option* add_threads_option(CLI::App& app, unsigned& threads) {
    return app.add_option("--threads", threads, "host threads for the nodes, 1 to " + std::to_string(kMaxThreads) + " (default " + std::to_string(threads) + "; the results do not depend on it)")
        ->option_text("N")
        ->check(whole_number(1, kMaxThreads));
}

CLI::Option* add_profile_option(CLI::App& app, kernel::Profile& profile, const std::string& what) {
    const std::string osf1(kernel::profile_name(kernel::Profile::Osf1));
    const std::string light(kernel::profile_name(kernel::Profile::Light));
    return app
        .add_option_function<std::string>(
            "--profile", [&profile](const std::string& name) { profile = *kernel::profile_named(name); },
            what + ": " + osf1 + " (full context switch into the handler) or " + light + " (default " + std::string(kernel::profile_name(profile)) + ")")
        ->option_text("P")
        ->check(one_of({osf1, light}, "profile"));
}

CLI::Option* add_trials_option(CLI::App& app, std::uint32_t& trials) {
    return app.add_option("--trials", trials, "trials per variant, 1 to " + std::to_string(kernel::GapExperiment::kMaxTrials) + " (default " + std::to_string(trials) + ")")
        ->option_text("N")
        ->check(whole_number(1, kernel::GapExperiment::kMaxTrials));
}

CLI::Option* add_perfetto_option(CLI::App& app, std::string& path) {
    return app.add_option("--perfetto", path,
                          "write the timeline (modes, interrupt phases, messages per node) as Chrome trace JSON, "
                          "for ui.perfetto.dev")
        ->option_text("FILE.json");
}

void write_perfetto(const std::string& path, std::span<const timeline::TraceProcess> processes) {
    const std::string json = timeline::chrome_trace_json(processes);
    toolchain::write_file_bytes(path, std::span(reinterpret_cast<const std::uint8_t*>(json.data()), json.size()));
}

}  // namespace xp860::frontend
