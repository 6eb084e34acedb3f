// `xp860 bench sensitivity`: the seed's experiment with each ASSUMPTION row of the
// cycle model at half and at double its value (kernel/sensitivity.h).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "frontend/built_images.h"
#include "frontend/commands.h"
#include "frontend/common_options.h"
#include "kernel/sensitivity.h"

namespace xp860::frontend {
namespace {

constexpr const char* kDescription =
    "Reruns `xp860 bench` (both variants, --trials each) once with timing.def as it is and then with\n"
    "each ASSUMPTION row a node charges at half and at double its value, and prints the hrecv and\n"
    "irecv mean costs of each run and their change from the first. The last lines give the band:\n"
    "the lowest and highest hrecv mean over all those runs, and the rows it moves most. Those are\n"
    "the numbers most worth finding a source for. kIssue has no half (it would make every\n"
    "instruction free); the mesh's and the network interface's rows are not varied (see\n"
    "kernel/sensitivity.h).";

struct Options {
    kernel::SensitivityOptions run;
    bool json = false;
};

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

std::string change(double value, double base) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.2f", value - base);
    return text;
}

// How far a row moves hrecv between its half and its double.
double swing(const kernel::SensitivityRow& row, double base) {
    const double low = row.half ? row.half->hrecv_us : base;
    return std::abs(row.doubled.hrecv_us - low);
}

void print_text(const kernel::SensitivityResult& r) {
    std::printf("base: hrecv %s us, irecv %s us\n", number(r.base.hrecv_us).c_str(), number(r.base.irecv_us).c_str());
    std::printf("%-26s %6s  %-22s %-22s %-22s %-22s\n", "row", "value", "hrecv at half", "hrecv at double",
                "irecv at half", "irecv at double");
    for (const kernel::SensitivityRow& row : r.rows) {
        const auto cell = [](std::optional<double> value, double base) {
            return value ? number(*value) + " (" + change(*value, base) + ")" : std::string("-");
        };
        std::printf("%-26s %6u  %-22s %-22s %-22s %-22s\n", std::string(row.name).c_str(), row.value,
                    cell(row.half ? std::optional(row.half->hrecv_us) : std::nullopt, r.base.hrecv_us).c_str(),
                    cell(row.doubled.hrecv_us, r.base.hrecv_us).c_str(),
                    cell(row.half ? std::optional(row.half->irecv_us) : std::nullopt, r.base.irecv_us).c_str(),
                    cell(row.doubled.irecv_us, r.base.irecv_us).c_str());
    }
    double low = r.base.hrecv_us, high = r.base.hrecv_us;
    for (const kernel::SensitivityRow& row : r.rows) {
        for (const double v : {row.doubled.hrecv_us, row.half ? row.half->hrecv_us : row.doubled.hrecv_us}) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }
    std::vector<const kernel::SensitivityRow*> order;
    for (const kernel::SensitivityRow& row : r.rows) order.push_back(&row);
    std::ranges::stable_sort(order, [&](const auto* a, const auto* b) {
        return swing(*a, r.base.hrecv_us) > swing(*b, r.base.hrecv_us);
    });
    std::printf("hrecv %s us; between %s and %s us over every assumption's half-to-double range; most sensitive to",
                number(r.base.hrecv_us).c_str(), number(low).c_str(), number(high).c_str());
    for (std::size_t i = 0; i < std::min<std::size_t>(3, order.size()); ++i)
        std::printf("%s %s", i == 0 ? "" : ",", std::string(order[i]->name).c_str());
    std::printf("\n");
}

nlohmann::ordered_json json_of(const kernel::SensitivityResult& r) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const kernel::SensitivityRow& row : r.rows) {
        nlohmann::ordered_json json = {{"name", row.name}, {"value", row.value}};
        json["hrecv_us_half"] = row.half ? nlohmann::ordered_json(row.half->hrecv_us) : nullptr;
        json["hrecv_us_double"] = row.doubled.hrecv_us;
        json["irecv_us_half"] = row.half ? nlohmann::ordered_json(row.half->irecv_us) : nullptr;
        json["irecv_us_double"] = row.doubled.irecv_us;
        rows.push_back(json);
    }
    return {{"base", {{"hrecv_us", r.base.hrecv_us}, {"irecv_us", r.base.irecv_us}}}, {"rows", rows}};
}

int run(const Options& options) {
    const kernel::SensitivityResult result = kernel::run_sensitivity(experiment_images(), options.run);
    if (options.json) std::cout << json_of(result).dump(2) << "\n";
    else print_text(result);
    return 0;
}

}  // namespace

CLI::App& add_sensitivity_command(CLI::App& bench, Commands& commands) {
    CLI::App& sensitivity =
        *bench.add_subcommand("sensitivity", "the experiment with each ASSUMPTION of the cycle model halved and doubled");
    sensitivity.footer(kDescription);
    auto options = std::make_shared<Options>();
    add_trials_option(sensitivity, options->run.trials);
    add_profile_option(sensitivity, options->run.profile, "the kernel's profile");
    sensitivity.add_option("--threads", options->run.threads, "host threads, each running whole experiments (default 1; the results do not depend on it)")
        ->option_text("N")
        ->check(CLI::Range(1u, 64u));
    add_json_option(sensitivity, options->json);
    commands.add(&sensitivity, [options] { return run(*options); });
    return sensitivity;
}

}  // namespace xp860::frontend
