// cc.fp_runtime: the runtime's division and square root (roms/crt/float_divide.c,
// float_quotient.s, float_sqrt.c, float_root.s) are correctly rounded. A generated C program holds random operands
// (a fixed seed, spread over the whole exponent range, subnormals and specials
// included) and the host's IEEE results as bit patterns; compiled with xp860-cc and
// run on xp860, it compares bit for bit, prints each mismatch and returns 1 if any.
#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <vector>

#include "tests/test_support.h"

namespace {

std::uint64_t bits(double d) { return std::bit_cast<std::uint64_t>(d); }
std::uint32_t bits(float f) { return std::bit_cast<std::uint32_t>(f); }

// Random doubles with random exponents: each magnitude range equally likely.
std::vector<double> operands(std::mt19937_64& rng, std::size_t count) {
    std::vector<double> out = {1.0, -1.0, 3.0, 0.1, 1e-310, 5e-324, 1.7976931348623157e308, 0.0, -0.0,
                               std::numeric_limits<double>::infinity(), 2.2250738585072014e-308};
    while (out.size() < count) {
        std::uint64_t b = rng();
        const std::uint64_t exponent = 1 + rng() % 2046;
        b = (b & 0x800fffffffffffffULL) | (exponent << 52);
        if (rng() % 16 == 0) b &= 0x800fffffffffffffULL;  // a subnormal
        out.push_back(std::bit_cast<double>(b));
    }
    return out;
}

std::string hex64(std::uint64_t v) {
    std::ostringstream s;
    s << "0x" << std::hex << v << "ULL";
    return s.str();
}

// Division's edges (float_divide.c): quotients of significands at 1 and 2 and just
// inside, nearby significands (the hardest to round), signs, and quotients at each
// end of the normal range and one step past it (the fast path's limits).
std::vector<std::pair<double, double>> division_edges() {
    const double ulp = 0x1p-52, max = std::numeric_limits<double>::max(), min = 0x1p-1022;
    std::vector<std::pair<double, double>> pairs = {
        {1, 1}, {1 + ulp, 1}, {1, 1 + ulp}, {2 - ulp, 1}, {1, 2 - ulp}, {2 - ulp, 1 + ulp}, {1 + ulp, 2 - ulp},
        {1.5, 1.5 - ulp}, {1.5 - ulp, 1.5}, {1, 3}, {2, 3}, {10, 3}, {1, 10}, {7, 9}, {-1.5, 0.75}, {1, -3},
        {-5, -7}, {max, 1}, {max, 1 - ulp / 2}, {max, 2}, {max, max}, {min, 1}, {min, 1 + ulp}, {min, 2},
        {min * 1.5, 1.5}, {min * 1.5, 1.5 + ulp}, {0x1p1023, 0.5}, {0x1p1023 * (2 - ulp), 2 - ulp},
        {1, max}, {min, max}, {max, min}, {0x1p-1000, 0x1p30}, {0x1p-1000, 0x1.8p22}};
    for (int k = 1; k <= 24; ++k) {
        pairs.push_back({1 + k * ulp, 1 + (k + 1) * ulp});
        pairs.push_back({2 - k * ulp, 2 - (k + 2) * ulp});
        pairs.push_back({1 + (1 << k) * ulp, 1 + 3 * ulp});
    }
    return pairs;
}

// Quotients a hair's breadth from the midpoint of two doubles, the hardest to round:
// a = A 2^-52 and b = B 2^-52 in [1, 2) with A 2^53 - M B = k = +-1 for an odd M in
// [2^53, 2^54), so a / b = M 2^-53 + k 2^-105 / b, just above or just below the
// midpoint M 2^-53.
std::vector<std::pair<double, double>> near_midpoints(std::mt19937_64& rng, std::size_t count) {
    __extension__ typedef unsigned __int128 Wide;
    constexpr std::uint64_t kLow53 = (std::uint64_t{1} << 53) - 1;
    std::vector<std::pair<double, double>> pairs;
    while (pairs.size() < count) {
        const std::uint64_t b = (rng() >> 11) | (std::uint64_t{1} << 52) | 1;  // odd
        std::uint64_t inverse = b;  // b^-1 mod 2^64: right to 3 bits, each Newton step doubles them
        for (int i = 0; i < 5; ++i) inverse *= 2 - b * inverse;
        const bool above = rng() % 2 == 0;  // k = 1: M b = -1 mod 2^53; k = -1: M b = 1
        const std::uint64_t m = (std::uint64_t{1} << 53) | ((above ? 0 - inverse : inverse) & kLow53);
        const Wide product = Wide{m} * b;
        const std::uint64_t a = static_cast<std::uint64_t>((above ? product + 1 : product - 1) >> 53);
        if (a >= (std::uint64_t{1} << 53) || a < b) continue;  // a / b in [1, 2)
        pairs.push_back({std::ldexp(static_cast<double>(a), -52), std::ldexp(static_cast<double>(b), -52)});
    }
    return pairs;
}

// Operands whose square roots lie a hair below or above a midpoint between two
// doubles, where float_root.s's exact test decides: for an odd M in [2^53, 2^54),
// M 2^-53 is such a midpoint, and the doubles just below and just above its square
// (M^2 2^-106 cut to 53 bits) have roots just below and just above it. An even power
// of two spreads them over the exponent range (the root halves its exponent).
std::vector<double> near_root_midpoints(std::mt19937_64& rng, std::size_t count) {
    __extension__ typedef unsigned __int128 Wide;
    std::vector<double> values;
    while (values.size() < count) {
        const std::uint64_t m = (rng() >> 11) | (std::uint64_t{1} << 53) | 1;  // odd, 54 bits
        const Wide square = Wide{m} * m;                                       // in [2^106, 2^108)
        const int shift = (square >> 107) != 0 ? 55 : 54;                      // 53 bits kept
        const auto below = static_cast<std::uint64_t>(square >> shift);
        const int exponent = shift - 106 + 2 * static_cast<int>(rng() % 1000) - 1000;
        values.push_back(std::ldexp(static_cast<double>(below), exponent));
        values.push_back(std::ldexp(static_cast<double>(below + 1), exponent));
    }
    return values;
}

}  // namespace

TEST_CASE("double and float division and sqrt match the host's IEEE results") {
    std::mt19937_64 rng(860);
    auto a = operands(rng, 600);
    auto b = operands(rng, 600);
    std::shuffle(b.begin(), b.end(), rng);
    auto edges = division_edges();
    for (const auto& pair : near_midpoints(rng, 64)) edges.push_back(pair);
    for (double x : near_root_midpoints(rng, 128)) edges.push_back({x, 1.0});
    for (const auto& [x, y] : edges) {
        a.push_back(x);
        b.push_back(y);
    }
    std::ostringstream c;
    c << "typedef unsigned long long u64;\n"
         "double __xp860_sqrt(double);\n"
         "union v { u64 u; double d; };\n"
         "struct div_case { u64 a, b, q, r; unsigned qf; };\n"
         "static void say(int kind, unsigned i) {\n"
         "    volatile int *console = (volatile int *)0xf0001000;\n"
         "    char digits[12]; int n = 0;\n"
         "    *console = kind;\n"
         "    do { digits[n++] = (char)('0' + i % 10); i /= 10; } while (i);\n"
         "    while (n) *console = digits[--n];\n"
         "    *console = ' ';\n"
         "}\n"
         "static const struct div_case cases[] = {\n";
    for (std::size_t i = 0; i < a.size(); ++i) {
        const double q = a[i] / b[i];
        const double r = std::sqrt(a[i] < 0 ? -a[i] : a[i]);  // as the C side: sqrt(-0) is -0
        const float qf = static_cast<float>(a[i]) / static_cast<float>(b[i]);
        c << "{" << hex64(bits(a[i])) << "," << hex64(bits(b[i])) << "," << hex64(bits(q)) << "," << hex64(bits(r))
          << "," << hex64(std::isnan(qf) ? 0x7fc00000u : bits(qf)) << "},\n";
    }
    c << "};\n"
         "int main(void) {\n"
         "    int bad = 0;\n"
         "    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {\n"
         "        union v x, y, q, r;\n"
         "        x.u = cases[i].a; y.u = cases[i].b;\n"
         "        q.d = x.d / y.d;\n"
         "        r.d = __xp860_sqrt(x.d < 0 ? -x.d : x.d);\n"
         "        float fx = (float)x.d, fy = (float)y.d, fq = fx / fy;\n"
         "        union { float f; unsigned u; } f; f.f = fq;\n"
         "        int q_nan = (cases[i].q & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL && (cases[i].q << 12);\n"
         "        int f_nan = (cases[i].qf & 0x7f800000u) == 0x7f800000u && (cases[i].qf << 9);\n"
         "        if (q_nan ? q.d == q.d : q.u != cases[i].q) { bad++; say('D', i); }\n"
         "        if (r.u != cases[i].r) { bad++; say('R', i); }\n"
         "        if (f_nan ? fq == fq : f.u != cases[i].qf) { bad++; say('F', i); }\n"
         "    }\n"
         "    return bad != 0;\n"
         "}\n";
    const auto dir = xp860::test::make_temp_dir("cc_fp_runtime");
    const auto source = dir / "fp_cases.c";
    std::ofstream(source) << c.str();
    const auto bin = xp860::test::tool_dir();
    const auto binary = dir / "fp_cases";
    const auto compiled = xp860::test::run_command((bin / "xp860-cc").string() + " -o " + binary.string() + " " +
                                                   source.string());
    INFO(compiled.output);
    REQUIRE(compiled.status == 0);
    const auto ran = xp860::test::run_command((bin / "xp860").string() + " run --json --max-cycles 2000000000 " +
                                              binary.string());
    const auto result = nlohmann::json::parse(ran.output.substr(ran.output.find('{')), nullptr, false);
    REQUIRE(!result.is_discarded());
    INFO("mismatches (D divide, R sqrt, F float divide, case index): ", result["console"]);
    // main's result: the exit status once crt0 ends in the C library's exit(), else r16.
    const bool exited = result["halted"] == "exit";
    CHECK((exited || result["halted"] == "self-branch"));
    const auto failed = exited ? result["status"] : result["r"][16];
    CHECK(failed == 0);
    CHECK(result["console"] == "");
    if (failed == 0) std::filesystem::remove_all(dir);
}
