// Speed of going back in the desktop app (frontend/gui/history.h): the seed's
// experiment run to its end in the app's model (gui::Session, hrecv in the osf1
// profile on one thread, as the app opens it and as `xp860 bench` runs it), then
// jumps to random cycles, and steps back, back over a call, back to the previous
// interrupt and backwards to the previous handler from random points (the receiver's): each one's latency, median and max, and the memory
// the history's snapshots hold. The goal: every jump within 200 ms, at most
// 1 GB of snapshots, on 10,000 trials. Prints figures; no pass/fail.
//
//   xp860-bench-reverse [--trials N] [--jumps N] [--quick] [--json]
//                                    (--quick: 100 trials, 20 jumps: about a second)
#include <cstdio>
#include <ctime>
#include <functional>
#include <random>
#include <string>

#include "bench/report.h"
#include "frontend/built_images.h"
#include "frontend/command_line.h"
#include "frontend/gui/history.h"
#include "frontend/gui/session.h"

using namespace xp860;

namespace {

struct Setup {
    std::uint32_t trials = 10'000;
    int jumps = 100;
    gui::HistoryOptions history;
};

struct Row {
    std::string measure;
    int count = 0;
    int found_none = 0;  // a back-over from a function that made no call, say
    bench::Timings milliseconds;
    double max_milliseconds = 0;
    // The process's CPU time (std::clock): what the jump cost without the other
    // programs on a shared, loaded machine taking turns.
    bench::Timings cpu_milliseconds;
    double max_cpu_milliseconds = 0;
};

double cpu_milliseconds() { return static_cast<double>(std::clock()) * 1e3 / CLOCKS_PER_SEC; }

class Measurer {
public:
    Measurer(const Setup& setup, bench::Report& report) : setup_(setup), report_(report), session_(options(setup)) {
        session_.set_history_options(setup.history);
    }

    int run() {
        const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
        session_.select_node(receiver);
        const bench::Stopwatch forward;
        const double forward_cpu = cpu_milliseconds();
        session_.run_experiment();
        session_.finish(UINT64_MAX / 2);
        const double forward_ms = forward.seconds() * 1e3, forward_cpu_ms = cpu_milliseconds() - forward_cpu;
        if (!session_.experiment_result().complete) throw std::runtime_error("the experiment did not finish: " + session_.message().text);
        end_ = session_.machine_cycle();
        add({"run forward, snapshots taken", 1, 0, {forward_ms, forward_ms}, forward_ms, {forward_cpu_ms, forward_cpu_ms},
             forward_cpu_ms});
        add(timed("goto-cycle", [&](std::uint64_t cycle) { session_.goto_cycle(cycle); }, false));
        add(timed("step-back", [&](std::uint64_t) { session_.step_back(1); }, true));
        // The searches back to their landing, as a script runs them (the app spreads them over frames).
        add(timed("back-over", [&](std::uint64_t) {
            session_.back_over();
            session_.finish(UINT64_MAX);
        }, true));
        add(timed("back-to-interrupt", [&](std::uint64_t) { session_.back_to(gui::EventBreak::Interrupt); }, true));
        // Backwards to the previous trial's handler: a breakpoint on its first instruction.
        std::string why;
        const auto handler = session_.resolve_address(receiver, "handler", why);
        if (!handler) throw std::runtime_error(why);
        session_.toggle_breakpoint(receiver, *handler);
        add(timed("reverse-continue to handler", [&](std::uint64_t) {
            session_.reverse_continue();
            session_.finish(UINT64_MAX);
        }, true));
        return report_.finish();
    }

private:
    static gui::SessionOptions options(const Setup& setup) {
        gui::SessionOptions options;
        options.images = frontend::experiment_images;
        options.experiment = {kernel::Variant::Hrecv, setup.trials, kernel::Profile::Osf1, 1};
        return options;
    }

    // `jumps` of `action` at random cycles of the run; from a point the machine goes
    // to first, untimed, when `from_point`. A search back that finds nothing has
    // searched the whole history: it counts, as the slowest case.
    Row timed(const std::string& what, const std::function<void(std::uint64_t)>& action, bool from_point) {
        std::vector<double> milliseconds, cpu;
        int found_none = 0;
        for (int i = 0; i < setup_.jumps; ++i) {
            const std::uint64_t cycle = random_() % end_;
            if (from_point) session_.goto_cycle(cycle);
            const bench::Stopwatch stopwatch;
            const double cpu_start = cpu_milliseconds();
            action(cycle);
            milliseconds.push_back(stopwatch.seconds() * 1e3);
            cpu.push_back(cpu_milliseconds() - cpu_start);
            if (session_.message().level == gui::Message::Level::Error) ++found_none;
        }
        const double max = *std::ranges::max_element(milliseconds), max_cpu = *std::ranges::max_element(cpu);
        return {what, setup_.jumps, found_none, bench::best_and_median(std::move(milliseconds)), max,
                bench::best_and_median(std::move(cpu)), max_cpu};
    }

    void add(const Row& row) {
        const gui::History& history = session_.history();
        report_.add({{"measure", row.measure},
                     {"trials", setup_.trials},
                     {"cycles", end_},
                     {"snapshots", history.snapshot_count()},
                     {"snapshot_interval", history.interval()},
                     {"snapshot_bytes", history.snapshot_bytes()},
                     {"count", row.count},
                     {"found_none", row.found_none},
                     {"median_ms", row.milliseconds.median},
                     {"max_ms", row.max_milliseconds},
                     {"median_cpu_ms", row.cpu_milliseconds.median},
                     {"max_cpu_ms", row.max_cpu_milliseconds}},
                    "%-30s %4d: median %8.2f ms, max %8.2f ms (CPU %8.2f, %8.2f), %d found none  (%u trials, %llu "
                    "cycles; %zu snapshots every %llu cycles, %.1f MB)\n",
                    (row.measure + ":").c_str(), row.count, row.milliseconds.median, row.max_milliseconds,
                    row.cpu_milliseconds.median, row.max_cpu_milliseconds, row.found_none,
                    setup_.trials, static_cast<unsigned long long>(end_), history.snapshot_count(),
                    static_cast<unsigned long long>(history.interval()),
                    static_cast<double>(history.snapshot_bytes()) / 1e6);
    }

    Setup setup_;
    bench::Report& report_;
    gui::Session session_;
    std::uint64_t end_ = 0;
    std::mt19937_64 random_{860};
};

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of going back in the desktop app: jump latency and snapshot memory on the seed's experiment.",
                 "xp860-bench-reverse");
    frontend::use_tool_format(app);
    Setup setup;
    bool quick = false;
    app.add_option("--trials", setup.trials, "the experiment's trials (default 10000)")->check(CLI::Range(1, 10000));
    app.add_option("--jumps", setup.jumps, "jumps of each kind (default 100)")->check(CLI::Range(1, 100000));
    app.add_flag("--quick", quick, "100 trials, 20 jumps of each kind");
    app.add_option("--interval", setup.history.interval, "cycles between snapshots, at first (default " +
                   std::to_string(setup.history.interval) + ")")->check(CLI::Range(1000, 1'000'000'000));
    app.add_option("--max-snapshots", setup.history.max_snapshots, "snapshots kept at most before thinning (default " +
                   std::to_string(setup.history.max_snapshots) + ")")->check(CLI::Range(2, 1'000'000));
    bench::Report report(app);
    return frontend::run_tool(app, argc, argv, "xp860-bench-reverse: ", [&] {
        if (quick) {
            setup.trials = 100;
            setup.jumps = 20;
        }
        Measurer measurer(setup, report);
        return measurer.run();
    });
}
