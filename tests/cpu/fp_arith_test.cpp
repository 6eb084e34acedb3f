// The i860 FP arithmetic module: hand-picked cases with exact bits and flags, then a
// differential test against the host's IEEE 754 arithmetic in all four rounding modes,
// then the module's host path against its integer path, bit for bit.
//
// This file is compiled with -frounding-math (tests/cpu/CMakeLists.txt) so that the
// compiler neither folds nor moves the host's floating-point operations across the
// fesetround/fetestexcept calls; the host operands are volatile as well.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "cpu/fp_arith.h"

using namespace xp860::cpu::fp;

namespace {

constexpr Precision S = Precision::Single;
constexpr Precision D = Precision::Double;
constexpr Rounding kModes[] = {Rounding::NearestEven, Rounding::Down, Rounding::Up,
                               Rounding::Chop};

Environment env(Rounding rounding, bool flush_to_zero = false) {
    return Environment{rounding, flush_to_zero};
}

const char* mode_name(Rounding mode) {
    switch (mode) {
        case Rounding::NearestEven: return "nearest";
        case Rounding::Down: return "down";
        case Rounding::Up: return "up";
        case Rounding::Chop: return "chop";
    }
    return "?";
}

// The raised flags as text, "-" for none: SE O U I A.
std::string flags(const Status& s) {
    std::string text;
    const auto add = [&text](bool on, const char* name) {
        if (!on) return;
        if (!text.empty()) text += ' ';
        text += name;
    };
    add(s.source_exception, "SE");
    add(s.overflow, "O");
    add(s.underflow, "U");
    add(s.inexact, "I");
    add(s.add_one, "A");
    return text.empty() ? "-" : text;
}

std::string hex(std::uint64_t bits) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%llX", static_cast<unsigned long long>(bits));
    return text;
}

// Checks bits and flags together so that a failure shows both.
void check(const Result& r, std::uint64_t bits, const char* expected_flags) {
    CHECK(hex(r.bits) == hex(bits));
    CHECK(flags(r.status) == expected_flags);
}

constexpr std::uint64_t kOneS = 0x3F80'0000;
constexpr std::uint64_t kTwoS = 0x4000'0000;
constexpr std::uint64_t kMaxS = 0x7F7F'FFFF;
constexpr std::uint64_t kInfS = 0x7F80'0000;
constexpr std::uint64_t kMinNormalS = 0x0080'0000;
constexpr std::uint64_t kHalfS = 0x3F00'0000;
constexpr std::uint64_t kOneD = 0x3FF0'0000'0000'0000;
constexpr std::uint64_t kTwoD = 0x4000'0000'0000'0000;
constexpr std::uint64_t kInfD = 0x7FF0'0000'0000'0000;

}  // namespace

TEST_CASE("1.0 + 2.0 is exactly 3.0 in every precision and mode") {
    for (const Rounding mode : kModes) {
        CAPTURE(mode_name(mode));
        check(add(kOneS, kTwoS, S, S, env(mode)), 0x4040'0000, "-");
        check(add(kOneS, kTwoS, S, D, env(mode)), 0x4008'0000'0000'0000, "-");
        check(add(kOneD, kTwoD, D, D, env(mode)), 0x4008'0000'0000'0000, "-");
        check(subtract(kTwoD, kOneD, D, D, env(mode)), kOneD, "-");
        check(multiply(kTwoS, kTwoS, S, S, env(mode)), 0x4080'0000, "-");
    }
}

TEST_CASE("0.1f + 0.2f rounds per mode; add_one when rounded up") {
    constexpr std::uint64_t a = 0x3DCC'CCCD;  // 0.1f
    constexpr std::uint64_t b = 0x3E4C'CCCD;  // 0.2f
    // The exact sum is 0x2666667 * 2^-27: 26 bits, the two dropped bits are 11.
    check(add(a, b, S, S, env(Rounding::NearestEven)), 0x3E99'999A, "I A");
    check(add(a, b, S, S, env(Rounding::Down)), 0x3E99'9999, "I");
    check(add(a, b, S, S, env(Rounding::Up)), 0x3E99'999A, "I A");
    check(add(a, b, S, S, env(Rounding::Chop)), 0x3E99'9999, "I");
    // .sd: single sources widened exactly, the 26-bit sum fits a double.
    check(add(a, b, S, D, env(Rounding::Chop)), 0x3FD3'3333'3800'0000, "-");
}

TEST_CASE("ties round to even, and add_one follows the increment") {
    // 1 + 2^-24 is halfway between 1 and 1 + 2^-23: to even, down.
    check(add(kOneS, 0x3380'0000, S, S, env(Rounding::NearestEven)), kOneS, "I");
    // (1 + 2^-23) + 2^-24 is halfway with an odd lower neighbour: up.
    check(add(0x3F80'0001, 0x3380'0000, S, S, env(Rounding::NearestEven)), 0x3F80'0002, "I A");
    // Negative values: rounding down increments the magnitude.
    check(add(0xBF80'0001, 0xB380'0000, S, S, env(Rounding::Down)), 0xBF80'0002, "I A");
    check(add(0xBF80'0001, 0xB380'0000, S, S, env(Rounding::Up)), 0xBF80'0001, "I");
}

TEST_CASE(".sd multiplies exactly and rounds once; .ss rounds") {
    constexpr std::uint64_t x = 0x3F80'0001;  // 1 + 2^-23; x*x = 1 + 2^-22 + 2^-46
    check(multiply(x, x, S, S, env(Rounding::NearestEven)), 0x3F80'0002, "I");
    check(multiply(x, x, S, D, env(Rounding::NearestEven)), 0x3FF0'0000'4000'0040, "-");
    check(multiply(x, x, S, S, env(Rounding::Up)), 0x3F80'0003, "I A");
}

TEST_CASE("overflow gives infinity or the largest finite number per mode") {
    struct Row {
        Rounding mode;
        std::uint64_t positive, negative;
    };
    const Row rows[] = {
        {Rounding::NearestEven, kInfS, 0xFF80'0000},
        {Rounding::Down, kMaxS, 0xFF80'0000},
        {Rounding::Up, kInfS, 0xFF7F'FFFF},
        {Rounding::Chop, kMaxS, 0xFF7F'FFFF},
    };
    for (const Row& row : rows) {
        CAPTURE(mode_name(row.mode));
        // max * 2 is exact with an unbounded exponent: no add_one.
        check(multiply(kMaxS, kTwoS, S, S, env(row.mode)), row.positive, "O I");
        check(multiply(kMaxS | 0x8000'0000, kTwoS, S, S, env(row.mode)), row.negative, "O I");
    }
    // max + half an ulp is a tie: to even rounds up and overflows (add_one set);
    // chop and down stay at max, inexact, without overflow.
    constexpr std::uint64_t half_ulp_of_max = 0x7300'0000;  // 2^103
    check(add(kMaxS, half_ulp_of_max, S, S, env(Rounding::NearestEven)), kInfS, "O I A");
    check(add(kMaxS, half_ulp_of_max, S, S, env(Rounding::Up)), kInfS, "O I A");
    check(add(kMaxS, half_ulp_of_max, S, S, env(Rounding::Down)), kMaxS, "I");
    check(add(kMaxS, half_ulp_of_max, S, S, env(Rounding::Chop)), kMaxS, "I");
    // Doubles, and a double source overflowing a single result (.ds).
    check(multiply(0x7FEF'FFFF'FFFF'FFFF, kTwoD, D, D, env(Rounding::NearestEven)), kInfD, "O I");
    check(convert(0x4807'82DA'CE9D'9000, D, S, env(Rounding::Chop)), kMaxS, "O I");  // 1e39
}

TEST_CASE("subnormal results, with and without flush to zero") {
    for (const Rounding mode : kModes) {
        CAPTURE(mode_name(mode));
        // 2^-126 * 0.5 = 2^-127 is an exact subnormal: no underflow (not inexact).
        check(multiply(kMinNormalS, kHalfS, S, S, env(mode)), 0x0040'0000, "-");
        // With FZ it is tiny, so it becomes +0: inexact, and underflow is not reported.
        check(multiply(kMinNormalS, kHalfS, S, S, env(mode, true)), 0, "I");
        check(multiply(kMinNormalS | 0x8000'0000, kHalfS, S, S, env(mode, true)),
              0x8000'0000, "I");
    }
    // (2^-126 + 2^-149) * 0.5 is halfway between two subnormals: tiny and inexact.
    constexpr std::uint64_t just_above = 0x0080'0001;
    check(multiply(just_above, kHalfS, S, S, env(Rounding::NearestEven)), 0x0040'0000, "U I");
    check(multiply(just_above, kHalfS, S, S, env(Rounding::Up)), 0x0040'0001, "U I A");
    check(multiply(just_above, kHalfS, S, S, env(Rounding::Up, true)), 0, "I");
    // Adding normals with a subnormal difference is exact.
    check(subtract(0x0080'0003, kMinNormalS, S, S, env(Rounding::NearestEven)), 3, "-");
    check(subtract(0x0080'0003, kMinNormalS, S, S, env(Rounding::NearestEven, true)), 0, "I");
}

TEST_CASE("tininess is detected after rounding") {
    // (1 - 2^-24) * 2^-126: 24 significant bits, so exact with an unbounded exponent but
    // below 2^-126: tiny. As a subnormal it is a tie that rounds up to the smallest
    // normal: underflow (tiny and inexact) although the delivered value is normal.
    constexpr std::uint64_t below_one = 0x3F7F'FFFF;
    check(multiply(below_one, kMinNormalS, S, S, env(Rounding::NearestEven)), kMinNormalS,
          "U I A");
    check(multiply(below_one, kMinNormalS, S, S, env(Rounding::NearestEven, true)), 0, "I");
    // (1 - 2^-23)(1 + 2^-23) * 2^-126 = (1 - 2^-46) * 2^-126 is below 2^-126, but rounds
    // to 2^-126 at 24 bits: not tiny after rounding, so no underflow, and FZ keeps it.
    constexpr std::uint64_t below_one_2 = 0x3F7F'FFFE;
    constexpr std::uint64_t above_min = 0x0080'0001;
    check(multiply(below_one_2, above_min, S, S, env(Rounding::NearestEven)), kMinNormalS, "I A");
    check(multiply(below_one_2, above_min, S, S, env(Rounding::NearestEven, true)), kMinNormalS,
          "I A");
    // Chopped, the same value stays below 2^-126: tiny, and flushed under FZ.
    check(multiply(below_one_2, above_min, S, S, env(Rounding::Chop)), 0x007F'FFFF, "U I");
    check(multiply(below_one_2, above_min, S, S, env(Rounding::Chop, true)), 0, "I");
}

TEST_CASE("exact cancellation gives +0, or -0 when rounding down") {
    constexpr std::uint64_t x = 0x4049'0FDB;  // pi
    for (const Rounding mode : kModes) {
        CAPTURE(mode_name(mode));
        const std::uint64_t zero = mode == Rounding::Down ? 0x8000'0000 : 0;
        check(subtract(x, x, S, S, env(mode)), zero, "-");
        check(add(x, x | 0x8000'0000, S, S, env(mode)), zero, "-");
        check(subtract(kOneD, kOneD, D, D, env(mode)), zero << 32, "-");
        // Zeros of the same sign keep it; of opposite signs follow the same rule.
        check(add(0x8000'0000, 0x8000'0000, S, S, env(mode)), 0x8000'0000, "-");
        check(add(0, 0x8000'0000, S, S, env(mode)), zero, "-");
        check(subtract(0, 0, S, S, env(mode)), zero, "-");
    }
}

TEST_CASE(".ds conversion rounds once; .sd is exact") {
    // 1 + 2^-24 as a double: a tie at single precision.
    constexpr std::uint64_t tie = 0x3FF0'0000'1000'0000;
    check(convert(tie, D, S, env(Rounding::NearestEven)), kOneS, "I");
    check(convert(tie, D, S, env(Rounding::Up)), 0x3F80'0001, "I A");
    check(convert(tie | 1, D, S, env(Rounding::NearestEven)), 0x3F80'0001, "I A");
    check(convert(tie | 1, D, S, env(Rounding::Chop)), kOneS, "I");
    // -0.1: rounding down increments the magnitude.
    constexpr std::uint64_t minus_tenth = 0xBFB9'9999'9999'999A;
    check(convert(minus_tenth, D, S, env(Rounding::NearestEven)), 0xBDCC'CCCD, "I A");
    check(convert(minus_tenth, D, S, env(Rounding::Down)), 0xBDCC'CCCD, "I A");
    check(convert(minus_tenth, D, S, env(Rounding::Up)), 0xBDCC'CCCC, "I");
    // 1e-40 is a single subnormal.
    constexpr std::uint64_t tiny = 0x37A1'6C26'2777'579C;
    check(convert(tiny, D, S, env(Rounding::NearestEven)), 0x0001'16C2, "U I");
    check(convert(tiny, D, S, env(Rounding::Up)), 0x0001'16C3, "U I A");
    check(convert(tiny, D, S, env(Rounding::NearestEven, true)), 0, "I");
    // Widening is exact, even of a single denormal (which raises SE).
    check(convert(0x3DCC'CCCD, S, D, env(Rounding::Chop)), 0x3FB9'9999'A000'0000, "-");
    check(convert(0x0000'0001, S, D, env(Rounding::Chop)), 0x36A0'0000'0000'0000, "SE");
    check(convert(kOneD, D, D, env(Rounding::Chop)), kOneD, "-");
}


TEST_CASE("fix rounds 2.5, 3.5 and -2.5 per mode; ftrunc chops") {
    constexpr std::uint64_t two_and_half = 0x4004'0000'0000'0000;
    constexpr std::uint64_t three_and_half = 0x400C'0000'0000'0000;
    constexpr std::uint64_t minus_two_and_half = 0xC004'0000'0000'0000;
    constexpr std::uint64_t two_and_half_single = 0x4020'0000;
    constexpr std::uint64_t minus_two = 0xFFFF'FFFE;
    constexpr std::uint64_t minus_three = 0xFFFF'FFFD;
    struct Row {
        Rounding mode;
        std::uint64_t r25, r35, rm25;
    };
    const Row rows[] = {
        {Rounding::NearestEven, 2, 4, minus_two},
        {Rounding::Down, 2, 3, minus_three},
        {Rounding::Up, 3, 4, minus_two},
        {Rounding::Chop, 2, 3, minus_two},
    };
    for (const Row& row : rows) {
        CAPTURE(mode_name(row.mode));
        // add_one exactly when the magnitude was rounded up.
        check(to_int32(two_and_half, D, env(row.mode)), row.r25, row.r25 == 3 ? "I A" : "I");
        check(to_int32(two_and_half_single, S, env(row.mode)), row.r25, row.r25 == 3 ? "I A" : "I");
        check(to_int32(three_and_half, D, env(row.mode)), row.r35, row.r35 == 4 ? "I A" : "I");
        check(to_int32(minus_two_and_half, D, env(row.mode)), row.rm25,
              row.rm25 == minus_three ? "I A" : "I");
    }
    check(to_int32_truncate(two_and_half, D), 2, "I");
    check(to_int32_truncate(three_and_half, D), 3, "I");
    check(to_int32_truncate(minus_two_and_half, D), minus_two, "I");
    check(to_int32_truncate(two_and_half_single, S), 2, "I");
    check(to_int32_truncate(0xBFEF'AE14'7AE1'47AE, D), 0, "I");  // -0.99
    check(to_int32_truncate(0x8000'0000'0000'0000, D), 0, "-");  // -0
    check(to_int32(0x4059'0000'0000'0000, D, env(Rounding::Up)), 100, "-");
}

TEST_CASE("fix saturates out of range (ASSUMPTION, like softfloat)") {
    const Environment nearest = env(Rounding::NearestEven);
    check(to_int32(0x41E6'5A0B'C000'0000, D, nearest), 0x7FFF'FFFF, "O");  // 3e9
    check(to_int32(0xC1E6'5A0B'C000'0000, D, nearest), 0x8000'0000, "O");  // -3e9
    check(to_int32_truncate(0x4202'A05F'2000'0000, D), 0x7FFF'FFFF, "O");  // 1e10
    check(to_int32(0xC1E0'0000'0000'0000, D, nearest), 0x8000'0000, "-");  // -2^31
    // -2^31 - 0.5: a tie whose even neighbour -2^31 fits; rounding down does not fit.
    constexpr std::uint64_t below_min = 0xC1E0'0000'0010'0000;
    check(to_int32(below_min, D, nearest), 0x8000'0000, "I");
    check(to_int32(below_min, D, env(Rounding::Down)), 0x8000'0000, "O");
    check(to_int32_truncate(below_min, D), 0x8000'0000, "I");
    // 2^31 - 0.5: the tie goes to the even 2^31, which does not fit.
    constexpr std::uint64_t below_max = 0x41DF'FFFF'FFE0'0000;
    check(to_int32(below_max, D, nearest), 0x7FFF'FFFF, "O");
    check(to_int32_truncate(below_max, D), 0x7FFF'FFFF, "I");
    // NaN and infinities raise SE; a denormal raises SE and rounds by value.
    check(to_int32(0x7FF8'0000'0000'0000, D, nearest), 0x7FFF'FFFF, "SE");
    check(to_int32(0xFFC0'0000, S, nearest), 0x7FFF'FFFF, "SE");
    check(to_int32(kInfD, D, nearest), 0x7FFF'FFFF, "SE");
    check(to_int32(0xFF80'0000, S, nearest), 0x8000'0000, "SE");
    check(to_int32(0x0000'0001, S, nearest), 0, "SE I");
    check(to_int32(0x0000'0001, S, env(Rounding::Up)), 1, "SE I A");
    check(to_int32(0x8000'0001, S, env(Rounding::Down)), 0xFFFF'FFFF, "SE I A");
}

TEST_CASE("fmlow gives the low bits of the integer product") {
    // GCC's mulsi3: integers in the low words, the low 32 bits of the product.
    constexpr std::uint64_t product = 123456789ULL * 987654321ULL;  // 0x1B13114FBFF5385
    CHECK(hex(multiply_low(123456789, 987654321)) == hex(product & 0x1F'FFFF'FFFF'FFFF));
    CHECK(hex(multiply_low(123456789, 987654321) & 0xFFFF'FFFF) == hex(0xFBFF'5385));
    // Whatever the high words hold, the low 32 bits only depend on the low words.
    CHECK(hex(multiply_low(0x4012'3456'0000'0000 | 123456789, 0x3FF0'0000'0000'0000 | 987654321) &
              0xFFFF'FFFF) == hex(0xFBFF'5385));
    // Two's complement: -3 * 7 = -21 in the low word.
    CHECK(hex(multiply_low(0xFFFF'FFFD, 7) & 0xFFFF'FFFF) == hex(0xFFFF'FFEB));
    // The sign is the XOR of the signs; bits 53..62 are zero.
    CHECK(hex(multiply_low(0x8000'0000'0000'0003, 5)) == hex(0x8000'0000'0000'000F));
    CHECK(hex(multiply_low(0x8000'0000'0000'0003, 0x8000'0000'0000'0005)) == hex(15));
    CHECK(hex(multiply_low(0x7FFF'FFFF'FFFF'FFFF, 0x7FFF'FFFF'FFFF'FFFF)) == hex(1));
}

TEST_CASE("frcp and frsqr: 8 fraction bits of the truncated source, result truncated") {
    const Environment nearest = env(Rounding::NearestEven);
    check(reciprocal(kTwoS, S, S, nearest), kHalfS, "-");
    check(reciprocal(kTwoD, D, D, nearest), 0x3FE0'0000'0000'0000, "-");
    check(reciprocal(kTwoS, S, D, nearest), 0x3FE0'0000'0000'0000, "-");
    // 1/3 = 1.0101...b * 2^-2, truncated to 1.01010101b.
    check(reciprocal(0x4040'0000, S, S, nearest), 0x3EAA'8000, "-");
    check(reciprocal(0xC008'0000'0000'0000, D, D, nearest), 0xBFD5'5000'0000'0000, "-");
    // Fraction bits below the top 8 are ignored.
    check(reciprocal(0x4040'7FFF, S, S, nearest), 0x3EAA'8000, "-");
    check(reciprocal_sqrt(0x4080'0000, S, S, nearest), kHalfS, "-");  // 4 -> 0.5
    check(reciprocal_sqrt(kOneS, S, S, nearest), kOneS, "-");
    check(reciprocal_sqrt(kTwoS, S, S, nearest), 0x3F35'0000, "-");  // 0.70703125
    check(reciprocal_sqrt(kTwoD, D, D, nearest), 0x3FE6'A000'0000'0000, "-");
    check(reciprocal_sqrt(0x4100'0000, S, S, nearest), 0x3EB5'0000, "-");  // 8: odd exponent
    // 1/max is 2^-128 after truncation: an exact subnormal; under FZ it is flushed.
    check(reciprocal(kMaxS, S, S, nearest), 0x0020'0000, "-");
    check(reciprocal(kMaxS, S, S, env(Rounding::NearestEven, true)), 0, "I");
    // The reciprocal of a denormal overflows a single but not a double.
    check(reciprocal(0x0000'0001, S, S, nearest), kInfS, "SE O I");
    check(reciprocal(0x0000'0001, S, D, nearest), 0x4940'0000'0000'0000, "SE");
    // Source exceptions, with the IEEE default results.
    check(reciprocal(0, S, S, nearest), kInfS, "SE");
    check(reciprocal(0x8000'0000, S, S, nearest), 0xFF80'0000, "SE");
    check(reciprocal(0xFFF0'0000'0000'0000, D, D, nearest), 0x8000'0000'0000'0000, "SE");
    check(reciprocal_sqrt(0x8000'0000, S, S, nearest), 0xFF80'0000, "SE");
    check(reciprocal_sqrt(0xBF80'0000, S, S, nearest), 0x7FC0'0000, "SE");
    check(reciprocal_sqrt(0xFF80'0000, S, D, nearest), 0x7FF8'0000'0000'0000, "SE");
    check(reciprocal_sqrt(kInfS, S, S, nearest), 0, "SE");
    check(reciprocal_sqrt(0x7FC0'0001, S, S, nearest), 0x7FC0'0001, "SE");
}

TEST_CASE("compare: ordered, signed zeros, NaN, and source exceptions") {
    const auto relation = [](const Comparison& c) {
        std::string text = c.unordered ? "unordered" : c.greater ? ">" : c.equal ? "=" : "<";
        if (c.less_or_equal) text += " le";
        if (c.source_exception) text += " SE";
        return text;
    };
    CHECK(relation(compare(kOneS, kTwoS, S)) == "< le");
    CHECK(relation(compare(kTwoS, kOneS, S)) == ">");
    CHECK(relation(compare(kOneD, kOneD, D)) == "= le");
    CHECK(relation(compare(0xC000'0000, 0xBF80'0000, S)) == "< le");  // -2 < -1
    CHECK(relation(compare(0, 0x8000'0000, S)) == "= le");  // +0 = -0
    CHECK(relation(compare(0x8000'0000'0000'0000, 0, D)) == "= le");
    // Unordered: pfgt and pfeq give CC = 0, pfle (CC = !less_or_equal) gives CC = 1.
    CHECK(relation(compare(0x7FC0'0000, kOneS, S)) == "unordered SE");
    CHECK(relation(compare(kOneD, 0x7FF0'0000'0000'0001, D)) == "unordered SE");
    CHECK(relation(compare(0x7FC0'0000, 0x7FC0'0000, S)) == "unordered SE");
    // Infinities and denormals compare by value and raise SE.
    CHECK(relation(compare(kInfS, kMaxS, S)) == "> SE");
    CHECK(relation(compare(0xFF80'0000, 0xFF80'0000, S)) == "= le SE");
    CHECK(relation(compare(0x0000'0001, 0, S)) == "> SE");
    // A single's high word is ignored.
    CHECK(relation(compare(0xDEAD'BEEF'3F80'0000, kOneS, S)) == "= le");
}

TEST_CASE("NaN propagation, invalid operations and source exceptions") {
    const Environment nearest = env(Rounding::NearestEven);
    CHECK(hex(default_nan(S)) == hex(0x7FC0'0000));
    CHECK(hex(default_nan(D)) == hex(0x7FF8'0000'0000'0000));
    // The first NaN operand, quieted, sign and payload kept.
    check(add(0x7FC0'0001, kOneS, S, S, nearest), 0x7FC0'0001, "SE");
    check(add(kOneS, 0x7F80'0001, S, S, nearest), 0x7FC0'0001, "SE");
    check(multiply(0xFF80'0002, 0x7FC0'0003, S, S, nearest), 0xFFC0'0002, "SE");
    check(subtract(kOneS, 0xFFC0'0000, S, S, nearest), 0xFFC0'0000, "SE");  // not negated
    // Payloads keep their leading bits across precisions.
    check(add(0x7F80'0001, kOneS, S, D, nearest), 0x7FF8'0000'2000'0000, "SE");
    check(convert(0x7FF4'0000'0000'0000, D, S, nearest), 0x7FE0'0000, "SE");
    check(convert(0xFFF0'0000'0000'0001, D, S, nearest), 0xFFC0'0000, "SE");
    // Invalid operations give the default NaN; other infinity arithmetic is IEEE's.
    check(subtract(kInfS, kInfS, S, S, nearest), 0x7FC0'0000, "SE");
    check(add(kInfD, kInfD | 0x8000'0000'0000'0000, D, D, nearest), 0x7FF8'0000'0000'0000, "SE");
    check(multiply(0, kInfS, S, S, nearest), 0x7FC0'0000, "SE");
    check(add(kInfS, kInfS, S, S, nearest), kInfS, "SE");
    check(multiply(kInfS, 0xC000'0000, S, S, nearest), 0xFF80'0000, "SE");
    check(add(kInfS, kMaxS, S, D, nearest), kInfD, "SE");
    check(convert(0xFF80'0000, S, D, nearest), 0xFFF0'0000'0000'0000, "SE");
    // Denormal operands raise SE and are used at their value.
    check(add(1, 1, S, S, nearest), 2, "SE");
    check(multiply(0x0040'0000, 0x4080'0000, S, S, nearest), 0x0100'0000, "SE");
    check(multiply(1, 0x3F00'0000, S, S, nearest), 0, "SE U I");  // 2^-150: a tie to 0
    check(multiply(1, 1, D, D, env(Rounding::Up)), 1, "SE U I A");
    // A single's high word is ignored; zero operands raise nothing.
    check(add(0xFFFF'FFFF'3F80'0000, kOneS, S, S, nearest), kTwoS, "-");
    check(multiply(0x8000'0000, kMaxS, S, S, nearest), 0x8000'0000, "-");
}

// ---------------------------------------------------------------------------------------
// Differential test against the host's IEEE 754 arithmetic.
//
// Every operation and precision runs over kPairs operand pairs, each checked in one of
// the four rounding modes (the modes in turn, so 500,000 pairs each), with the host
// computing the same operation under fesetround(). Result bits (unless NaN) and the
// overflow, underflow and inexact flags must match. The host must be x86-like: no
// extended intermediate precision, and tininess detected after rounding (as this module
// does). Beyond the host's word, each evaluation also checks
//   - add_one: set exactly when the result's magnitude exceeds the chopped result's;
//   - flush to zero: the result is a signed zero, inexact only, exactly when the
//     result without FZ is subnormal or underflowed, and otherwise unchanged;
//   - source_exception: set exactly when an operand is NaN, infinity or denormal.
// Most operands are normal numbers built to reach overflow, underflow, subnormal
// results, exact ties and cancellation; one pair in eight has a zero, infinity,
// denormal or NaN operand, where the module follows IEEE 754's default results too.
namespace {

constexpr int kPairs = 2'000'000;  // operand pairs per operation and precision

template <typename T>
using BitsOf = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;

template <typename T>
T from_bits(std::uint64_t bits) {
    return std::bit_cast<T>(static_cast<BitsOf<T>>(bits));
}

template <typename T>
std::uint64_t to_bits(T value) {
    return std::bit_cast<BitsOf<T>>(value);
}

int host_rounding(Rounding mode) {
    switch (mode) {
        case Rounding::NearestEven: return FE_TONEAREST;
        case Rounding::Down: return FE_DOWNWARD;
        case Rounding::Up: return FE_UPWARD;
        case Rounding::Chop: return FE_TOWARDZERO;
    }
    return FE_TONEAREST;
}

// The test's own view of the formats, independent of the module's.
struct Layout {
    int fraction_bits;
    int bias;
    int sign_shift;
};
Layout layout(Precision p) { return p == S ? Layout{23, 127, 31} : Layout{52, 1023, 63}; }

std::uint64_t magnitude(std::uint64_t bits, Precision p) {
    return bits & ((std::uint64_t{1} << layout(p).sign_shift) - 1);
}
std::uint64_t exponent_field(std::uint64_t bits, Precision p) {
    return magnitude(bits, p) >> layout(p).fraction_bits;
}
std::uint64_t exponent_field_max(Precision p) { return p == S ? 0xFF : 0x7FF; }
bool is_nan(std::uint64_t bits, Precision p) {
    return exponent_field(bits, p) == exponent_field_max(p) &&
           (magnitude(bits, p) & ((std::uint64_t{1} << layout(p).fraction_bits) - 1)) != 0;
}
bool is_exceptional(std::uint64_t bits, Precision p) {
    const std::uint64_t field = exponent_field(bits, p);
    return field == exponent_field_max(p) || (field == 0 && magnitude(bits, p) != 0);
}
bool is_subnormal(std::uint64_t bits, Precision p) {
    return exponent_field(bits, p) == 0 && magnitude(bits, p) != 0;
}

// splitmix64: fast, and the same sequence on every platform.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E37'79B9'7F4A'7C15);
        z = (z ^ (z >> 30)) * 0xBF58'476D'1CE4'E5B9;
        z = (z ^ (z >> 27)) * 0x94D0'49BB'1331'11EB;
        return z ^ (z >> 31);
    }
    // Inclusive; multiply-shift instead of a (slow) division, for ranges below 2^32.
    int between(int low, int high) {
        const std::uint64_t range = static_cast<std::uint64_t>(high - low) + 1;
        return low + static_cast<int>(((next() & 0xFFFF'FFFF) * range) >> 32);
    }
    bool coin() { return (next() & 1) != 0; }

private:
    std::uint64_t state_;
};

std::uint64_t make_normal(Precision p, bool sign, int exponent, std::uint64_t fraction) {
    const Layout l = layout(p);
    const int clamped = std::clamp(exponent, 1 - l.bias, l.bias);
    return (std::uint64_t{sign} << l.sign_shift) |
           (static_cast<std::uint64_t>(clamped + l.bias) << l.fraction_bits) |
           (fraction & ((std::uint64_t{1} << l.fraction_bits) - 1));
}

std::uint64_t random_fraction(Random& rng, Precision p) {
    const int bits = layout(p).fraction_bits;
    switch (rng.between(0, 3)) {
        case 0: return rng.next();
        case 1: return rng.next() << (bits - rng.between(0, bits / 2 + 2));  // few bits: ties
        case 2: return ~(rng.next() & 0xF);  // all ones but a few: carries
        default: return rng.next() & 0xF;    // just above a power of two
    }
}

int random_exponent(Random& rng, Precision p) {
    const int bias = layout(p).bias;
    switch (rng.between(0, 3)) {
        case 0: return rng.between(1 - bias, bias);
        case 1: return rng.between(-3, 3);
        case 2: return rng.between(bias - 3, bias);
        default: return rng.between(1 - bias, 4 - bias);
    }
}

// A zero, infinity, NaN (quiet or signaling) or denormal, of either sign.
std::uint64_t random_special(Random& rng, Precision p) {
    const Layout l = layout(p);
    const std::uint64_t sign = std::uint64_t{rng.coin()} << l.sign_shift;
    const std::uint64_t fraction_mask = (std::uint64_t{1} << l.fraction_bits) - 1;
    const std::uint64_t infinity = exponent_field_max(p) << l.fraction_bits;
    switch (rng.between(0, 3)) {
        case 0: return sign;
        case 1: return sign | infinity;
        case 2: return sign | infinity | ((rng.next() & fraction_mask) | 1);
        default: return sign | ((rng.next() >> rng.between(0, 63)) & fraction_mask) | 1;
    }
}

using Pair = std::pair<std::uint64_t, std::uint64_t>;

// Two operands related in the ways that matter to add and multiply.
template <Precision p>
Pair random_pair(Random& rng) {
    const Layout l = layout(p);
    const int ea = random_exponent(rng, p);
    const std::uint64_t a = make_normal(p, rng.coin(), ea, random_fraction(rng, p));
    int eb = 0;
    switch (rng.between(0, 7)) {
        case 0: return {a, random_special(rng, p)};
        case 1:  // nearly equal magnitudes: cancellation
            return {a, a ^ (rng.next() & 0xF) ^ (std::uint64_t{rng.coin()} << l.sign_shift)};
        case 2: eb = random_exponent(rng, p); break;
        case 3: eb = l.bias - ea + rng.between(-2, 1); break;  // product near overflow
        case 4: eb = 1 - l.bias - ea - rng.between(-1, l.fraction_bits + 2); break;  // underflow
        default: eb = ea + rng.between(-l.fraction_bits - 3, l.fraction_bits + 3); break;
    }
    const std::uint64_t b = make_normal(p, rng.coin(), eb, random_fraction(rng, p));
    return rng.coin() ? Pair{a, b} : Pair{b, a};
}

// The first few disagreements, each described in full, and how many there were.
class Mismatches {
public:
    void add(const std::string& what) {
        if (count_++ < 8) text_ += what + "\n";
    }
    void report(const char* operation) const {
        INFO(std::string(operation) << ": " << count_ << " disagreements, the first ones:\n" << text_);
        CHECK(count_ == 0);
    }

private:
    std::uint64_t count_ = 0;
    std::string text_;
};

std::string describe(const char* why, Rounding mode, std::uint64_t a, std::uint64_t b,
                     const Result& ours, std::uint64_t host_bits, const Status& host) {
    return std::string(why) + " in " + mode_name(mode) + ": " + hex(a) + ", " + hex(b) +
           " -> ours " + hex(ours.bits) + " [" + flags(ours.status) + "], host " +
           hex(host_bits) + " [" + flags(host) + "]";
}

// Why one evaluation of an operation with a `p`-precision result disagrees with the
// host (and the FZ and add_one rules), or nullptr.
const char* disagreement(const Result& ours, const Result& flushed, std::uint64_t host_bits,
                         const Status& host, std::uint64_t chopped, bool exceptional,
                         Precision p) {
    if (is_nan(host_bits, p) ? !is_nan(ours.bits, p) : ours.bits != host_bits) return "bits";
    if (ours.status.overflow != host.overflow || ours.status.underflow != host.underflow ||
        ours.status.inexact != host.inexact)
        return "flags";
    if (ours.status.source_exception != exceptional) return "source exception";
    if (!ours.status.overflow &&
        ours.status.add_one != (magnitude(ours.bits, p) != magnitude(chopped, p)))
        return "add_one";
    Result expected_flushed = ours;
    if (ours.status.underflow || is_subnormal(ours.bits, p)) {
        expected_flushed.bits = ours.bits & ~magnitude(ours.bits, p);
        expected_flushed.status = Status{};
        expected_flushed.status.source_exception = exceptional;
        expected_flushed.status.inexact = true;
    }
    if (flushed != expected_flushed) return "flush to zero";
    return nullptr;
}

constexpr int kChunk = 4000;  // divides kPairs

// One operation under test: the host's computation (result bits in the host's current
// rounding mode) and the module's. A unary operation ignores its second operand.
struct Operation {
    const char* name;
    Precision result;
    std::uint64_t (*host)(std::uint64_t, std::uint64_t);
    Result (*ours)(std::uint64_t, std::uint64_t, const Environment&);
};

// Checks `op` on a chunk of operand pairs, each pair in one rounding mode, the four
// modes in turn.
//
// How the host's flags are taken. Re-setting a sticky MXCSR flag after clearing it costs
// a microcode assist, and feclearexcept itself ~100 ns, which per operation would make
// this test several times slower. So:
//   - inexact comes from the host's arithmetic itself: a result is inexact exactly when
//     rounding toward +inf and toward -inf give different values (IEEE 754 §2.1: the
//     result differs from the exact value), so every pair is also computed in those modes;
//   - overflow and underflow are read from the host's flags after the operation in the
//     checked mode; they are cleared only after an operation raised one, so every
//     operation starts with both clear.
void check_chunk(const Operation& op, Precision sources, const std::vector<Pair>& pairs,
                 Mismatches& mismatches) {
    // The host's results rounded up, down and toward zero.
    struct Directed {
        std::uint64_t up, down, chop;
    };
    std::vector<Directed> directed(pairs.size());
    for (const Rounding mode : {Rounding::Up, Rounding::Down, Rounding::Chop}) {
        std::fesetround(host_rounding(mode));
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            const std::uint64_t bits = op.host(pairs[i].first, pairs[i].second);
            Directed& d = directed[i];
            (mode == Rounding::Up ? d.up : mode == Rounding::Down ? d.down : d.chop) = bits;
        }
    }
    // The module's results first, with the host rounding to nearest as the emulator
    // runs it (so that its host path answers where it can), and before the host's
    // flags are watched: the module's own host operations raise flags too.
    std::vector<std::pair<Result, Result>> ours(pairs.size());  // without and with FZ
    std::fesetround(FE_TONEAREST);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const Rounding mode = kModes[i % 4];
        const Result r = op.ours(pairs[i].first, pairs[i].second, env(mode));
        // FZ can only change results below twice the smallest normal.
        ours[i] = {r, exponent_field(r.bits, op.result) <= 1
                          ? op.ours(pairs[i].first, pairs[i].second, env(mode, true))
                          : r};
    }
    for (std::size_t m = 0; m < 4; ++m) {
        const Rounding mode = kModes[m];
        std::fesetround(host_rounding(mode));
        std::feclearexcept(FE_OVERFLOW | FE_UNDERFLOW);
        for (std::size_t i = m; i < pairs.size(); i += 4) {
            const auto [a, b] = pairs[i];
            const Directed& d = directed[i];
            const std::uint64_t host_bits = op.host(a, b);
            const int raised = std::fetestexcept(FE_OVERFLOW | FE_UNDERFLOW);
            if (raised != 0) std::feclearexcept(FE_OVERFLOW | FE_UNDERFLOW);
            Status host_status;
            host_status.overflow = (raised & FE_OVERFLOW) != 0;
            host_status.underflow = (raised & FE_UNDERFLOW) != 0;
            // An exact zero sum is +0 rounding up and -0 rounding down.
            host_status.inexact = d.up != d.down && (magnitude(d.up, op.result) != 0 ||
                                                     magnitude(d.down, op.result) != 0);

            const auto& [r, flushed] = ours[i];
            const bool exceptional = is_exceptional(a, sources) || is_exceptional(b, sources);
            if (const char* why = disagreement(r, flushed, host_bits, host_status, d.chop,
                                               exceptional, op.result))
                mismatches.add(describe(why, mode, a, b, r, host_bits, host_status));
        }
    }
    std::fesetround(FE_TONEAREST);
}

// Runs operations with `sources`-precision operands over the same kPairs pairs.
void run_differential(Precision sources, std::uint64_t seed, Pair (*generate)(Random&),
                      std::initializer_list<Operation> operations) {
    Random rng(seed);
    std::vector<Pair> pairs(kChunk);
    std::vector<Mismatches> mismatches(operations.size());
    for (int done = 0; done < kPairs; done += kChunk) {
        for (auto& pair : pairs) pair = generate(rng);
        std::size_t k = 0;
        for (const Operation& op : operations) check_chunk(op, sources, pairs, mismatches[k++]);
    }
    std::size_t k = 0;
    for (const Operation& op : operations) mismatches[k++].report(op.name);
}

template <typename Source, typename Dest, char Op>
std::uint64_t host_binary(std::uint64_t a, std::uint64_t b) {
    const volatile Dest x = static_cast<Dest>(from_bits<Source>(a));  // widening is exact
    const volatile Dest y = static_cast<Dest>(from_bits<Source>(b));
    const volatile Dest r = Op == '+' ? x + y : Op == '-' ? x - y : x * y;
    return to_bits<Dest>(r);
}

template <Result (*F)(std::uint64_t, std::uint64_t, Precision, Precision, const Environment&),
          Precision Sources, Precision Dest>
Result ours_binary(std::uint64_t a, std::uint64_t b, const Environment& e) {
    return F(a, b, Sources, Dest, e);
}

template <typename Source, typename Dest>
std::uint64_t host_convert(std::uint64_t a, std::uint64_t) {
    const volatile Source x = from_bits<Source>(a);
    const volatile Dest r = static_cast<Dest>(x);
    return to_bits<Dest>(r);
}

template <Precision From, Precision To>
Result ours_convert(std::uint64_t a, std::uint64_t, const Environment& e) {
    return convert(a, From, To, e);
}

// A double for narrowing conversions: exponents across and around the single range.
Pair random_double_for_single(Random& rng) {
    int exponent = 0;
    switch (rng.between(0, 7)) {
        case 0: return {random_special(rng, D), 0};
        case 1: exponent = random_exponent(rng, D); break;
        case 2: exponent = rng.between(125, 128); break;    // single overflow
        case 3: exponent = rng.between(-152, -124); break;  // single subnormals
        default: exponent = rng.between(-130, 130); break;
    }
    return {make_normal(D, rng.coin(), exponent, random_fraction(rng, D)), 0};
}

Pair random_single(Random& rng) { return {random_pair<S>(rng).first, 0}; }

// An operand for integer conversions: mostly within and just beyond the int32 range.
template <typename T>
std::uint64_t random_for_int32(Random& rng) {
    constexpr Precision p = sizeof(T) == 4 ? S : D;
    int exponent = 0;
    switch (rng.between(0, 7)) {
        case 0: return random_special(rng, p);
        case 1: exponent = random_exponent(rng, p); break;
        case 2: exponent = rng.between(29, 32); break;
        default: exponent = rng.between(-3, 31); break;
    }
    return make_normal(p, rng.coin(), exponent, random_fraction(rng, p));
}

// x86 (SSE) qualifies; a host with extended intermediates or tininess before rounding
// (e.g. AArch64) would report false differences, so the comparison is skipped there.
bool host_is_comparable() {
    if (FLT_EVAL_METHOD != 0) return false;
    std::fesetround(FE_TONEAREST);
    std::feclearexcept(FE_ALL_EXCEPT);
    // (1 - 2^-23)(2^-126 + 2^-149) is tiny before rounding only.
    const volatile float a = from_bits<float>(0x3F7F'FFFE);
    const volatile float b = from_bits<float>(0x0080'0001);
    const volatile float r = a * b;
    return to_bits<float>(r) == 0x0080'0000 && std::fetestexcept(FE_UNDERFLOW) == 0;
}

}  // namespace

TEST_CASE("the host honours fesetround in this file (the differential test relies on it)") {
    const volatile float one = 1.0f;
    const volatile float tiny = 0x1p-30f;
    std::fesetround(FE_UPWARD);
    const volatile float up = one + tiny;
    std::fesetround(FE_TONEAREST);
    const volatile float nearest = one + tiny;
    CHECK(hex(to_bits<float>(up)) == hex(0x3F80'0001));
    CHECK(hex(to_bits<float>(nearest)) == hex(0x3F80'0000));
}

TEST_CASE("differential: add, subtract, multiply against the host in all modes") {
    if (!host_is_comparable()) {
        MESSAGE("skipped: the host is not x86-like (extended precision or early tininess)");
        return;
    }
    run_differential(S, 1, random_pair<S>,
                     {
                         {"add.ss", S, host_binary<float, float, '+'>, ours_binary<add, S, S>},
                         {"add.sd", D, host_binary<float, double, '+'>, ours_binary<add, S, D>},
                         {"subtract.ss", S, host_binary<float, float, '-'>,
                          ours_binary<subtract, S, S>},
                         {"subtract.sd", D, host_binary<float, double, '-'>,
                          ours_binary<subtract, S, D>},
                         {"multiply.ss", S, host_binary<float, float, '*'>,
                          ours_binary<multiply, S, S>},
                         {"multiply.sd", D, host_binary<float, double, '*'>,
                          ours_binary<multiply, S, D>},
                     });
    run_differential(D, 2, random_pair<D>,
                     {
                         {"add.dd", D, host_binary<double, double, '+'>, ours_binary<add, D, D>},
                         {"subtract.dd", D, host_binary<double, double, '-'>,
                          ours_binary<subtract, D, D>},
                         {"multiply.dd", D, host_binary<double, double, '*'>,
                          ours_binary<multiply, D, D>},
                     });
}

TEST_CASE("differential: conversions against the host in all modes") {
    if (!host_is_comparable()) {
        MESSAGE("skipped: the host is not x86-like (extended precision or early tininess)");
        return;
    }
    run_differential(D, 3, random_double_for_single,
                     {{"convert.ds", S, host_convert<double, float>, ours_convert<D, S>}});
    run_differential(S, 4, random_single,
                     {{"convert.sd", D, host_convert<float, double>, ours_convert<S, D>}});
}

// fix and ftrunc: the host rounds with rint (current mode) or trunc; the expected
// integer, inexact and add_one follow from that, and out-of-range, NaN and infinite
// operands must saturate as documented.
template <typename T>
void differential_int32(const char* name, std::uint64_t seed, bool truncate) {
    constexpr Precision p = sizeof(T) == 4 ? S : D;
    Random rng(seed);
    Mismatches mismatches;
    std::vector<std::uint64_t> operands(kChunk);
    std::vector<Result> ours(kChunk);
    for (int done = 0; done < kPairs; done += kChunk) {
        for (auto& operand : operands) operand = random_for_int32<T>(rng);
        // With the host rounding to nearest, as the emulator runs the module.
        std::fesetround(FE_TONEAREST);
        for (int i = 0; i < kChunk; ++i) {
            const std::uint64_t a = operands[i];
            ours[i] = truncate ? to_int32_truncate(a, p) : to_int32(a, p, env(kModes[i % 4]));
        }
        for (int m = 0; m < 4; ++m) {
            const Rounding mode = kModes[m];
            std::fesetround(host_rounding(mode));
            for (int i = m; i < kChunk; i += 4) {
                const std::uint64_t a = operands[i];
                const volatile T x = from_bits<T>(a);
                const T rounded = truncate ? std::trunc(x) : std::rint(x);
                Result expected;
                expected.status.source_exception = is_exceptional(a, p);
                if (std::isnan(x)) {
                    expected.bits = 0x7FFF'FFFF;
                } else if (rounded < -0x1p31 || rounded >= 0x1p31) {
                    expected.bits = rounded < 0 ? 0x8000'0000 : 0x7FFF'FFFF;
                    expected.status.overflow = !std::isinf(x);
                } else {
                    expected.bits = static_cast<std::uint32_t>(static_cast<std::int64_t>(rounded));
                    expected.status.inexact = rounded != x;
                    expected.status.add_one = std::fabs(rounded) > std::fabs(std::trunc(x));
                }
                const Result& r = ours[i];
                if (r != expected)
                    mismatches.add(
                        describe("result", mode, a, 0, r, expected.bits, expected.status));
            }
        }
    }
    std::fesetround(FE_TONEAREST);
    mismatches.report(name);
}

TEST_CASE("differential: fix and ftrunc against the host in all modes") {
    differential_int32<float>("to_int32.s", 5, false);
    differential_int32<double>("to_int32.d", 6, false);
    differential_int32<float>("to_int32_truncate.s", 7, true);
    differential_int32<double>("to_int32_truncate.d", 8, true);
}

template <typename T>
void differential_compare(const char* name, std::uint64_t seed) {
    constexpr Precision p = sizeof(T) == 4 ? S : D;
    Random rng(seed);
    Mismatches mismatches;
    for (int i = 0; i < kPairs; ++i) {
        const auto [a, b] = random_pair<p>(rng);
        const T x = from_bits<T>(a);
        const T y = from_bits<T>(b);
        Comparison expected;
        expected.greater = x > y;
        expected.less_or_equal = x <= y;
        expected.equal = x == y;
        expected.unordered = std::isunordered(x, y);
        expected.source_exception = is_exceptional(a, p) || is_exceptional(b, p);
        if (compare(a, b, p) != expected)
            mismatches.add(std::string("compare ") + hex(a) + ", " + hex(b));
    }
    mismatches.report(name);
}

TEST_CASE("differential: compare against the host") {
    differential_compare<float>("compare.s", 9);
    differential_compare<double>("compare.d", 10);
}

// frcp/frsqr against an independent implementation of the same model in host doubles:
// truncate the source to 8 fraction bits, divide (take the square root), truncate
// again. Rounding the double quotient cannot cross a truncation point: 1/x and
// 1/sqrt(x) for a 9-bit x are either 9-bit values themselves or at least 2^-29
// (relatively) away from every one, far more than a double's rounding error.
double truncate_to_8_fraction_bits(double value) {
    return from_bits<double>(to_bits<double>(value) & 0xFFFF'F000'0000'0000);
}

TEST_CASE("frcp and frsqr follow the truncation model for every 8-bit source prefix") {
    std::fesetround(FE_TONEAREST);
    Random rng(12);
    Mismatches mismatches;
    // The model's value, exact in the result format and raising nothing.
    const auto expect = [&mismatches](const char* what, std::uint64_t a, const Result& ours,
                                      std::uint64_t model) {
        if (ours != Result{model, Status{}})
            mismatches.add(describe(what, Rounding::NearestEven, a, 0, ours, model, Status{}));
    };
    const Environment nearest = env(Rounding::NearestEven);
    for (std::uint64_t prefix = 0; prefix < 256; ++prefix) {
        // Exponents whose reciprocals stay normal; the bits below the prefix are random.
        for (int exponent = -125; exponent <= 125; ++exponent) {
            const std::uint64_t a =
                make_normal(S, rng.coin(), exponent, (prefix << 15) | (rng.next() & 0x7FFF));
            const double x = truncate_to_8_fraction_bits(from_bits<float>(a));
            const double r = truncate_to_8_fraction_bits(1.0 / x);
            const double s = truncate_to_8_fraction_bits(1.0 / std::sqrt(std::fabs(x)));
            expect("frcp.ss", a, reciprocal(a, S, S, nearest), to_bits(static_cast<float>(r)));
            expect("frcp.sd", a, reciprocal(a, S, D, nearest), to_bits(r));
            expect("frsqr.ss", a, reciprocal_sqrt(a & 0x7FFF'FFFF, S, S, nearest),
                   to_bits(static_cast<float>(s)));
        }
        for (int exponent = -1021; exponent <= 1021; ++exponent) {
            const std::uint64_t low = rng.next() & 0xFFF'FFFF'FFFF;  // the 44 ignored bits
            const std::uint64_t a = make_normal(D, rng.coin(), exponent, (prefix << 44) | low);
            const double x = truncate_to_8_fraction_bits(from_bits<double>(a));
            const double r = truncate_to_8_fraction_bits(1.0 / x);
            const double s = truncate_to_8_fraction_bits(1.0 / std::sqrt(std::fabs(x)));
            expect("frcp.dd", a, reciprocal(a, D, D, nearest), to_bits(r));
            expect("frsqr.dd", a, reciprocal_sqrt(a & 0x7FFF'FFFF'FFFF'FFFF, D, D, nearest),
                   to_bits(s));
        }
    }
    mismatches.report("frcp/frsqr");
}

// ---------------------------------------------------------------------------------------
// The host path against the integer path (fp_arith.h): wherever host:: answers, its
// result bits and every flag the i860 reports (SE, overflow, underflow, inexact,
// add_one) must equal integer::'s, in every rounding mode, with and without FZ. The
// operands are the differential test's generators (kPairs per operation, each in one
// mode and FZ setting in turn) and every pair of a list of edge values. The host FPU
// itself rounds to nearest throughout, as in the emulator.
namespace {

using HostPath = std::optional<Result> (*)(std::uint64_t, std::uint64_t, const Environment&);
using IntegerPath = Result (*)(std::uint64_t, std::uint64_t, const Environment&);

// One operation both ways; a unary one ignores its second operand.
struct TwoPaths {
    const char* name;
    Precision sources;
    HostPath host;
    IntegerPath integer;
    Pair (*generate)(Random&);
};

template <auto F, Precision Sources, Precision Dest>
auto binary_path(std::uint64_t a, std::uint64_t b, const Environment& e) {
    return F(a, b, Sources, Dest, e);
}
template <auto F, Precision From, Precision To>
auto convert_path(std::uint64_t a, std::uint64_t, const Environment& e) {
    return F(a, From, To, e);
}
template <auto F, Precision From>
auto int32_path(std::uint64_t a, std::uint64_t, const Environment& e) {
    return F(a, From, e);
}
template <auto F, Precision From>
auto truncate_path(std::uint64_t a, std::uint64_t, const Environment&) {
    return F(a, From);
}

Pair random_double(Random& rng) { return {random_pair<D>(rng).first, 0}; }
template <typename T>
Pair random_int32_operand(Random& rng) {
    return {random_for_int32<T>(rng), 0};
}

#define XP860_BINARY(name, f, s, d, gen) \
    {name, s, binary_path<host::f, s, d>, binary_path<integer::f, s, d>, gen}
const TwoPaths kTwoPaths[] = {
    XP860_BINARY("add.ss", add, S, S, random_pair<S>),
    XP860_BINARY("add.sd", add, S, D, random_pair<S>),
    XP860_BINARY("add.dd", add, D, D, random_pair<D>),
    XP860_BINARY("subtract.ss", subtract, S, S, random_pair<S>),
    XP860_BINARY("subtract.sd", subtract, S, D, random_pair<S>),
    XP860_BINARY("subtract.dd", subtract, D, D, random_pair<D>),
    XP860_BINARY("multiply.ss", multiply, S, S, random_pair<S>),
    XP860_BINARY("multiply.sd", multiply, S, D, random_pair<S>),
    XP860_BINARY("multiply.dd", multiply, D, D, random_pair<D>),
    {"convert.ss", S, convert_path<host::convert, S, S>, convert_path<integer::convert, S, S>, random_single},
    {"convert.sd", S, convert_path<host::convert, S, D>, convert_path<integer::convert, S, D>, random_single},
    {"convert.ds", D, convert_path<host::convert, D, S>, convert_path<integer::convert, D, S>,
     random_double_for_single},
    {"convert.dd", D, convert_path<host::convert, D, D>, convert_path<integer::convert, D, D>, random_double},
    {"to_int32.s", S, int32_path<host::to_int32, S>, int32_path<integer::to_int32, S>,
     random_int32_operand<float>},
    {"to_int32.d", D, int32_path<host::to_int32, D>, int32_path<integer::to_int32, D>,
     random_int32_operand<double>},
    {"to_int32_truncate.s", S, truncate_path<host::to_int32_truncate, S>,
     truncate_path<integer::to_int32_truncate, S>, random_int32_operand<float>},
    {"to_int32_truncate.d", D, truncate_path<host::to_int32_truncate, D>,
     truncate_path<integer::to_int32_truncate, D>, random_int32_operand<double>},
};
#undef XP860_BINARY

// How often the host path answered, and where it disagreed.
struct PathComparison {
    std::uint64_t evaluations = 0;
    std::uint64_t answered = 0;
    Mismatches mismatches;

    void check(const TwoPaths& op, std::uint64_t a, std::uint64_t b, const Environment& e) {
        ++evaluations;
        const std::optional<Result> fast = op.host(a, b, e);
        if (!fast) return;
        ++answered;
        const Result exact = op.integer(a, b, e);
        if (*fast != exact)
            mismatches.add(std::string(mode_name(e.rounding)) + (e.flush_to_zero ? " FZ" : "") + ": " +
                           hex(a) + ", " + hex(b) + " -> host " + hex(fast->bits) + " [" +
                           flags(fast->status) + "], integer " + hex(exact.bits) + " [" +
                           flags(exact.status) + "]");
    }
};

// Both signs of: zeros, denormals, the normal range's ends and their neighbours, NaNs,
// infinities, values whose sums and products are ties (1 + 2^-k: (1 + 2^-12)^2 is a
// single tie, (1 + 2^-26)(1 + 2^-27) a double one; 1 + half an ulp), and values at
// the ends of int32's range and at half-integers.
std::vector<std::uint64_t> edge_values(Precision p) {
    const Layout l = layout(p);
    const std::uint64_t fraction_mask = (std::uint64_t{1} << l.fraction_bits) - 1;
    const std::uint64_t infinity = exponent_field_max(p) << l.fraction_bits;
    const auto normal = [p](int exponent, std::uint64_t fraction) {
        return make_normal(p, false, exponent, fraction);
    };
    const int f = l.fraction_bits;
    std::vector<std::uint64_t> values = {
        0, 1, fraction_mask, std::uint64_t{1} << (f - 1),  // zero, denormals
        normal(1 - l.bias, 0), normal(1 - l.bias, 1), normal(1 - l.bias, fraction_mask),
        normal(2 - l.bias, 0), normal(2 - l.bias, 1), normal(3 - l.bias, 0),
        normal(l.bias, fraction_mask), normal(l.bias, fraction_mask - 1), normal(l.bias, 0),
        normal(l.bias - 1, fraction_mask), normal(l.bias - 2, fraction_mask),
        infinity, infinity | (std::uint64_t{1} << (f - 1)), infinity | 1,  // quiet, signaling
        normal(0, 0), normal(0, 1), normal(-1, fraction_mask), normal(-f - 1, 0), normal(-f - 1, 1),
        normal(0, std::uint64_t{1} << (f - f / 2)), normal(0, std::uint64_t{1} << (f - f / 2 - 1)),
        normal(0, std::uint64_t{1} << (f - 1)), normal(1, std::uint64_t{1} << (f - 2)),  // 1.5, 2.5
        normal(-1, 0), normal(30, 1), normal(30, std::uint64_t{1} << (f - 1)),
        normal(31, 0), normal(30, fraction_mask), normal(31, 1)};
    if (p == D) {
        for (const double x : {2147483646.5, 2147483647.0, 2147483647.5, 2147483648.5, 4294967295.5})
            values.push_back(to_bits(x));
    }
    const std::size_t count = values.size();
    for (std::size_t i = 0; i < count; ++i) values.push_back(values[i] | std::uint64_t{1} << l.sign_shift);
    return values;
}

}  // namespace

TEST_CASE("host path: agrees with the integer path bit for bit, every mode, with and without FZ") {
    if (!host::available()) {
        MESSAGE("skipped: this build or host has no host path (only x86-64 SSE has one)");
        return;
    }
    for (const TwoPaths& op : kTwoPaths) {
        PathComparison random;
        Random rng(20);
        for (int i = 0; i < kPairs; ++i) {
            const auto [a, b] = op.generate(rng);
            random.check(op, a, b, env(kModes[i % 4], (i / 4) % 2 != 0));
        }
        random.mismatches.report(op.name);
        // The generators aim at overflow, underflow, specials and ties, yet most of
        // their operands are ordinary: a host path that declined them would pass the
        // comparison above while doing nothing.
        INFO(std::string(op.name) << ": the host path answered " << random.answered << " of " << random.evaluations);
        CHECK(random.answered * 3 > random.evaluations);

        PathComparison edges;
        const std::vector<std::uint64_t> values = edge_values(op.sources);
        for (const std::uint64_t a : values)
            for (const std::uint64_t b : values)
                for (const Rounding mode : kModes)
                    for (const bool flush : {false, true}) edges.check(op, a, b, env(mode, flush));
        edges.mismatches.report(op.name);
    }
}

TEST_CASE("host path: declines NaN, infinite and denormal operands and a non-default host environment") {
    if (!host::available()) {
        MESSAGE("skipped: this build or host has no host path (only x86-64 SSE has one)");
        return;
    }
    const Environment nearest = env(Rounding::NearestEven);
    // Exceptional operands raise SE, which only the integer path reports.
    for (const std::uint64_t special : {std::uint64_t{0x7FC0'0000}, kInfS, std::uint64_t{1}}) {
        CHECK_FALSE(host::add(kOneS, special, S, S, nearest).has_value());
        CHECK_FALSE(host::multiply(special, kOneS, S, D, nearest).has_value());
        CHECK_FALSE(host::convert(special, S, D, nearest).has_value());
        CHECK_FALSE(host::to_int32(special, S, nearest).has_value());
    }
    // Results at the edges of the normal range: max * 2 overflows, 2^-126 * 0.5 is tiny.
    CHECK_FALSE(host::multiply(kMaxS, kTwoS, S, S, nearest).has_value());
    CHECK_FALSE(host::multiply(kMinNormalS, kHalfS, S, S, nearest).has_value());
    // An ordinary sum is answered, and is 0.1f + 0.2f as the hand-picked case has it.
    const std::optional<Result> sum = host::add(0x3DCC'CCCD, 0x3E4C'CCCD, S, S, env(Rounding::Up));
    REQUIRE(sum.has_value());
    check(*sum, 0x3E99'999A, "I A");
    // A host rounding upward, or flushing denormals, is not the environment the host
    // path relies on: it declines, and the operations give the same through the integer
    // path. The host's mode is put back.
    std::fesetround(FE_UPWARD);
    CHECK_FALSE(host::available());
    CHECK_FALSE(host::add(0x3DCC'CCCD, 0x3E4C'CCCD, S, S, env(Rounding::Up)).has_value());
    check(add(0x3DCC'CCCD, 0x3E4C'CCCD, S, S, nearest), 0x3E99'999A, "I A");
    check(add(0x3DCC'CCCD, 0x3E4C'CCCD, S, S, env(Rounding::Down)), 0x3E99'9999, "I");
    std::fesetround(FE_TONEAREST);
    CHECK(host::available());
}
