#include "bench/report.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

namespace xp860::bench {

double Stopwatch::seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

Timings best_and_median(std::vector<double> seconds) {
    std::ranges::sort(seconds);
    return {seconds.front(), seconds[seconds.size() / 2]};
}

Report::Report(CLI::App& app) {
    app.add_flag("--json", json_, "print the figures as one JSON array, an object for each line of text");
}

void Report::add(nlohmann::ordered_json figures, const char* format, ...) {
    if (json_) {
        figures_.push_back(std::move(figures));
        return;
    }
    std::va_list arguments;
    va_start(arguments, format);
    std::vprintf(format, arguments);
    va_end(arguments);
}

int Report::finish() const {
    if (json_) std::printf("%s\n", figures_.dump(2).c_str());
    return 0;
}

}  // namespace xp860::bench
