// The options several commands share, declared once: each adds its option to a
// command's CLI::App, bound to the caller's variable, with its range, help text and
// error messages.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include <CLI/CLI.hpp>

#include "frontend/timeline/chrome_trace.h"
#include "kernel/kernel_boot.h"

namespace xp860::frontend {

inline constexpr std::uint32_t kMaxRamMegabytes = 3072;
inline constexpr unsigned kMaxThreads = 256;

CLI::Option* add_ram_option(CLI::App& app, std::uint32_t& megabytes, const std::string& what = "RAM size");
CLI::Option* add_rom_option(CLI::App& app, std::string& image);
CLI::Option* add_json_option(CLI::App& app, bool& json);
CLI::Option* add_threads_option(CLI::App& app, unsigned& threads);
CLI::Option* add_profile_option(CLI::App& app, kernel::Profile& profile, const std::string& what);
CLI::Option* add_trials_option(CLI::App& app, std::uint32_t& trials);
// --perfetto FILE.json: the run's timeline as Chrome trace JSON (frontend/timeline/),
// which write_perfetto writes; a file that cannot be written is a ToolError naming it.
CLI::Option* add_perfetto_option(CLI::App& app, std::string& path);
void write_perfetto(const std::string& path, std::span<const timeline::TraceProcess> processes);

}  // namespace xp860::frontend
