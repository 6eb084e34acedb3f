// Speed of the FP arithmetic alone (cpu/fp_arith.h): millions of operations per host
// second for each operation the host path serves, as the emulator computes it (the
// host's FPU where it vouches for its answer, the integer path otherwise) and on the
// integer path only, with the share of operations the host path answered. The
// operands are ordinary: normal numbers of moderate size, as a dot product or a
// filter sees them. Prints figures; no pass/fail.
//
//   xp860-bench-fp [--repeat N] [--json]
#include <cstdint>
#include <vector>

#include "bench/report.h"
#include "cpu/fp_arith.h"
#include "frontend/command_line.h"

using namespace xp860::cpu::fp;

namespace {

constexpr std::size_t kOperands = 1 << 20;

using Operation = Result (*)(std::uint64_t, std::uint64_t, const Environment&);
using Answer = bool (*)(std::uint64_t, std::uint64_t, const Environment&);

struct Benchmark {
    const char* name;
    Precision sources;
    Operation emulator;  // what the core calls
    Operation integer;   // the integer path alone
    Answer host_answers;
};

template <auto F, Precision Sources, Precision Dest>
Result binary(std::uint64_t a, std::uint64_t b, const Environment& e) {
    return F(a, b, Sources, Dest, e);
}
template <auto F, Precision From, Precision To>
Result converted(std::uint64_t a, std::uint64_t, const Environment& e) {
    return F(a, From, To, e);
}
template <auto F, Precision From>
Result to_integer(std::uint64_t a, std::uint64_t, const Environment& e) {
    return F(a, From, e);
}
template <auto F, Precision Sources, Precision Dest>
bool binary_answers(std::uint64_t a, std::uint64_t b, const Environment& e) {
    return F(a, b, Sources, Dest, e).has_value();
}
template <auto F, Precision From, Precision To>
bool converted_answers(std::uint64_t a, std::uint64_t, const Environment& e) {
    return F(a, From, To, e).has_value();
}
template <auto F, Precision From>
bool to_integer_answers(std::uint64_t a, std::uint64_t, const Environment& e) {
    return F(a, From, e).has_value();
}

constexpr Precision S = Precision::Single;
constexpr Precision D = Precision::Double;

const Benchmark kBenchmarks[] = {
    {"add.ss", S, binary<add, S, S>, binary<integer::add, S, S>, binary_answers<host::add, S, S>},
    {"add.dd", D, binary<add, D, D>, binary<integer::add, D, D>, binary_answers<host::add, D, D>},
    {"multiply.ss", S, binary<multiply, S, S>, binary<integer::multiply, S, S>, binary_answers<host::multiply, S, S>},
    {"multiply.sd", S, binary<multiply, S, D>, binary<integer::multiply, S, D>, binary_answers<host::multiply, S, D>},
    {"multiply.dd", D, binary<multiply, D, D>, binary<integer::multiply, D, D>, binary_answers<host::multiply, D, D>},
    {"convert.ds", D, converted<convert, D, S>, converted<integer::convert, D, S>,
     converted_answers<host::convert, D, S>},
    {"to_int32.d", D, to_integer<to_int32, D>, to_integer<integer::to_int32, D>, to_integer_answers<host::to_int32, D>},
};

// Normal numbers in [2^-8, 2^8) of either sign, with random significands: splitmix64.
std::vector<std::uint64_t> operands(Precision precision) {
    std::vector<std::uint64_t> values(kOperands);
    std::uint64_t state = 1;
    for (auto& value : values) {
        std::uint64_t z = (state += 0x9E37'79B9'7F4A'7C15);
        z = (z ^ (z >> 30)) * 0xBF58'476D'1CE4'E5B9;
        z = (z ^ (z >> 27)) * 0x94D0'49BB'1331'11EB;
        z ^= z >> 31;
        const std::uint64_t exponent = (z >> 56) % 16;  // biased below by 8
        const std::uint64_t sign = (z >> 55) & 1;
        value = precision == S ? (sign << 31) | ((127 - 8 + exponent) << 23) | (z & 0x7F'FFFF)
                               : (sign << 63) | ((1023 - 8 + exponent) << 52) | (z & 0xF'FFFF'FFFF'FFFF);
    }
    return values;
}

// Operations per second over the median of `repeat` runs, rounding to nearest
// (fsr.RM 0, what programs run with).
double rate(Operation operation, const std::vector<std::uint64_t>& values, int repeat) {
    std::vector<double> seconds;
    std::uint64_t sink = 0;
    for (int run = 0; run < repeat; ++run) {
        const xp860::bench::Stopwatch stopwatch;
        for (std::size_t i = 0; i + 1 < values.size(); ++i)
            sink += operation(values[i], values[i + 1], Environment{}).bits;
        seconds.push_back(stopwatch.seconds());
    }
    [[maybe_unused]] static volatile std::uint64_t kept;
    kept = sink;  // keeps the results alive
    return static_cast<double>(values.size() - 1) / xp860::bench::best_and_median(seconds).median;
}

int run(int repeat, xp860::bench::Report& report) {
    for (const Benchmark& b : kBenchmarks) {
        const std::vector<std::uint64_t> values = operands(b.sources);
        std::size_t answered = 0;
        for (std::size_t i = 0; i + 1 < values.size(); ++i)
            answered += b.host_answers(values[i], values[i + 1], Environment{});
        const double emulator = rate(b.emulator, values, repeat) / 1e6;
        const double integer = rate(b.integer, values, repeat) / 1e6;
        const double share = static_cast<double>(answered) / static_cast<double>(values.size() - 1);
        report.add({{"operation", b.name},
                    {"m_operations_per_second", emulator},
                    {"integer_path_m_operations_per_second", integer},
                    {"host_path_share", share}},
                   "%-12s %7.1f M operations/s (integer path alone %6.1f), host path answered %5.1f%%\n", b.name,
                   emulator, integer, 100 * share);
    }
    return report.finish();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of the FP arithmetic alone: host path where it answers, and the integer path.",
                 "xp860-bench-fp");
    xp860::frontend::use_tool_format(app);
    int repeat = 5;
    app.add_option("--repeat", repeat, "runs of each operation, 1 to 1000 (default 5); the median is printed")
        ->option_text("N")
        ->check(xp860::frontend::whole_number(1, 1000));
    xp860::bench::Report report(app);
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-fp: ", [&] { return run(repeat, report); });
}
