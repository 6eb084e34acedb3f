// What the speed benchmarks share: a stopwatch on the host's steady clock, the best
// and the median of repeated timings, and their figures printed either as lines of
// text or, with --json, as one JSON array on stdout (one object per line of text,
// numbers as numbers) and nothing else there.
#pragma once

#include <chrono>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

namespace xp860::bench {

class Stopwatch {
public:
    // Host seconds since construction.
    double seconds() const;

private:
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

struct Timings {
    double best = 0;
    double median = 0;  // the upper middle of an even count
};

// Of one or more timings in seconds.
Timings best_and_median(std::vector<double> seconds);

class Report {
public:
    // Declares --json on `app`.
    explicit Report(CLI::App& app);
    Report(const Report&) = delete;
    Report& operator=(const Report&) = delete;

    // One result: `figures` joins the JSON array, or the printf-style line is printed now.
    void add(nlohmann::ordered_json figures, const char* format, ...) __attribute__((format(printf, 3, 4)));

    // Prints the JSON array with --json; returns the tool's exit status, 0.
    int finish() const;

private:
    bool json_ = false;
    nlohmann::ordered_json figures_ = nlohmann::ordered_json::array();
};

}  // namespace xp860::bench
