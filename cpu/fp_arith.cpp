// The operations of fp_arith.h that have two paths, and the only place that chooses
// between them: the host's FPU where it vouches for its answer (the host path, here),
// the integer path (fp_integer.cpp) for everything else.
//
// The host path computes in the host's default mode, round to nearest-even; this file
// never changes the host's FP environment (its operations only set sticky status
// flags, which nothing reads). Each operation also finds the sign of (nearest result -
// exact value), with an error-free transformation or a little integer arithmetic. From
// that sign follow fsr's inexact and add_one, and the result in the other rounding
// modes: the nearest result, or its neighbour one unit in the last place away.
//
// The host path answers only when
// - every operand is a normal number or a zero: no source exception, no NaN to
//   propagate, no denormal;
// - the result is a zero known to be exact, or a normal number whose biased exponent
//   is at least 2 and at most the largest finite one's minus 1, so that moving it by
//   one unit keeps it normal and finite: no rounding mode makes it tiny or overflow,
//   and fsr.FZ, which only affects tiny results, cannot change it;
// - the host's FP environment is the default one (host_environment_is_default()).
// It declines everything else (std::nullopt), which then takes the integer path.
//
// Host requirements, checked below: x86-64 arithmetic on SSE (IEEE 754 binary32 and
// binary64, each operation rounded once: FLT_EVAL_METHOD 0, so none of x87's excess
// precision or double rounding), and no -ffast-math. No expression here multiplies
// and then adds, so contraction into fused multiply-adds cannot change a result.
// Elsewhere the host path is not compiled and every operation takes the integer path.
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

#include "cpu/fp_arith.h"

#if defined(__FAST_MATH__)
#error "cpu/fp_arith.cpp needs IEEE 754 arithmetic: build without -ffast-math"
#endif

#if defined(__x86_64__) && defined(__SSE2_MATH__)
#define XP860_HOST_FP 1
#include <xmmintrin.h>
static_assert(FLT_EVAL_METHOD == 0, "the host path needs float and double evaluated in their own precision");
static_assert(std::numeric_limits<float>::is_iec559 && std::numeric_limits<double>::is_iec559);
#else
#define XP860_HOST_FP 0
#endif

namespace xp860::cpu::fp {
namespace {

template <typename T>
struct Layout;
template <>
struct Layout<float> {
    using Bits = std::uint32_t;
    static constexpr int kFractionBits = 23;
    static constexpr unsigned kFieldMax = 0xFF;
};
template <>
struct Layout<double> {
    using Bits = std::uint64_t;
    static constexpr int kFractionBits = 52;
    static constexpr unsigned kFieldMax = 0x7FF;
};

template <typename T>
using BitsOf = typename Layout<T>::Bits;

template <typename T>
BitsOf<T> bits_of(T value) {
    return std::bit_cast<BitsOf<T>>(value);
}

// The biased exponent field.
template <typename T>
unsigned field_of(BitsOf<T> bits) {
    return static_cast<unsigned>(bits >> Layout<T>::kFractionBits) & Layout<T>::kFieldMax;
}

// A `T` operand (a single is the low 32 bits), if it is a normal number or a zero.
template <typename T>
std::optional<T> operand(std::uint64_t bits) {
    const auto own = static_cast<BitsOf<T>>(bits);
    const bool zero = static_cast<BitsOf<T>>(own << 1) == 0;
    if (field_of<T>(own) - 1 >= Layout<T>::kFieldMax - 1 && !zero) return std::nullopt;
    return std::bit_cast<T>(own);
}

// The result in `mode` of an operation whose exact value the host rounded to nearest
// as `nearest`, (nearest - exact) having the sign of `excess`; or std::nullopt where
// the rules at the top of this file decline it.
template <typename T>
std::optional<Result> in_mode(T nearest, int excess, Rounding mode) {
    const BitsOf<T> bits = bits_of(nearest);
    if (field_of<T>(bits) - 2 > Layout<T>::kFieldMax - 4 && !(nearest == 0 && excess == 0)) return std::nullopt;
    Result r{bits, {}};
    if (excess == 0) return r;
    const bool negative = std::signbit(nearest);
    const bool away = (excess > 0) != negative;  // |nearest| > |exact|
    r.status.inexact = true;
    if (mode == Rounding::NearestEven) {
        r.status.add_one = away;
        return r;
    }
    // The magnitude truncated, then its neighbour farther from zero if the mode says so.
    const bool up = directed_rounds_away(mode, negative);
    r.bits = bits - (away ? 1 : 0) + (up ? 1 : 0);
    r.status.add_one = up;
    return r;
}

int sign_of(auto value) { return (value > 0) - (value < 0); }

// a + b. Knuth's TwoSum gives the exact error of the host's sum, a + b - s, as long
// as s does not overflow (then no intermediate step does either), which in_mode()
// requires; subnormal intermediates are exact, as the host environment check keeps
// flushing to zero off.
template <typename T>
std::optional<Result> sum(T a, T b, Rounding mode) {
    const T s = a + b;
    const T b_part = s - a;
    const T a_part = s - b_part;
    const T error = (a - a_part) + (b - b_part);
    // An exact zero sum is -0 when rounding down (fp_integer.cpp's sum()); the host,
    // rounding to nearest, gives +0.
    if (s == 0 && mode == Rounding::Down) return std::nullopt;
    return in_mode(s, -sign_of(error), mode);
}

// A double rounded to a single: the host converts to nearest, and converting back is
// exact, so the two doubles compare exactly.
std::optional<Result> narrowed(double exact, Rounding mode) {
    const auto nearest = static_cast<float>(exact);
    return in_mode(nearest, sign_of(static_cast<double>(nearest) - exact), mode);
}

// A double's significand with its hidden bit, in [2^52, 2^53).
std::uint64_t significand(std::uint64_t bits) { return (bits & ((std::uint64_t{1} << 52) - 1)) | std::uint64_t{1} << 52; }

// a * b in doubles. The exact product's magnitude is the 106-bit product of the
// significands, scaled; the host's nearest one, scaled to the same unit, differs from
// it by at most half a unit in its last place, 2^53 of those units, so the difference
// is exact in 64-bit two's complement whatever bits above it wrap away.
std::optional<Result> double_product(double a, double b, Rounding mode) {
    const double p = a * b;
    if (p == 0) {
        // Exact for a zero factor; otherwise the product underflowed.
        if (a != 0 && b != 0) return std::nullopt;
        return in_mode(p, 0, mode);
    }
    const std::uint64_t pb = bits_of(p), ab = bits_of(a), bb = bits_of(b);
    // p = sig(p) 2^(field(p) - 1075) and a * b = sig(a) sig(b) 2^(field(a) + field(b) - 2150),
    // so the shift is 52, 53 or 54 for a normal p.
    const int shift = static_cast<int>(field_of<double>(pb)) - static_cast<int>(field_of<double>(ab)) -
                      static_cast<int>(field_of<double>(bb)) + 1075;
    if (shift < 52 || shift > 54) return std::nullopt;  // p is not normal: in_mode() declines it
    const auto magnitude_excess =
        static_cast<std::int64_t>((significand(pb) << shift) - significand(ab) * significand(bb));
    return in_mode(p, std::signbit(p) ? -sign_of(magnitude_excess) : sign_of(magnitude_excess), mode);
}

// fix and ftrunc. Within int32's range less one (so that rounding away from zero still
// fits) the host truncates exactly, and the part it drops, x minus its truncation, is
// exact too; the mode's rule decides from it.
std::optional<Result> integer_of(double x, Rounding mode) {
    if (!(std::fabs(x) < 2147483647.0)) return std::nullopt;
    const auto truncated = static_cast<std::int32_t>(x);
    const double dropped = std::fabs(x - truncated);
    const bool negative = x < 0;
    const bool away = mode == Rounding::NearestEven
                          ? nearest_rounds_away(sign_of(dropped - 0.5), (truncated & 1) != 0)
                          : dropped != 0 && directed_rounds_away(mode, negative);
    const std::int32_t rounded = truncated + (away ? (negative ? -1 : 1) : 0);
    Result r{static_cast<std::uint32_t>(rounded), {}};
    r.status.inexact = dropped != 0;
    r.status.add_one = away;
    return r;
}

// MXCSR at its default, status flags aside: every exception masked (so none traps),
// rounding to nearest, and neither denormals-are-zero nor flush-to-zero.
bool host_environment_is_default() {
#if XP860_HOST_FP
    constexpr unsigned kStatusFlags = 0x3F;
    constexpr unsigned kDefault = 0x1F80;
    return (_mm_getcsr() & ~kStatusFlags) == kDefault;
#else
    return false;
#endif
}

// a +- b in the precisions given; single sources widen exactly to a double result.
// A double sum rounded to a single (never encoded) is declined.
std::optional<Result> host_sum(std::uint64_t a, std::uint64_t b, bool subtract, Precision sources,
                               Precision result, Rounding mode) {
    if (!host_environment_is_default()) return std::nullopt;
    if (sources == Precision::Double) {
        const auto x = operand<double>(a), y = operand<double>(b);
        if (!x || !y || result == Precision::Single) return std::nullopt;
        return sum(*x, subtract ? -*y : *y, mode);
    }
    const auto x = operand<float>(a), y = operand<float>(b);
    if (!x || !y) return std::nullopt;
    const float y_signed = subtract ? -*y : *y;
    if (result == Precision::Single) return sum(*x, y_signed, mode);
    return sum(static_cast<double>(*x), static_cast<double>(y_signed), mode);
}

// Single sources: their double product is exact (48 significant bits, exponents well
// within a double's), so .sd is that product and .ss that product narrowed once.
std::optional<Result> host_product(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                                   Rounding mode) {
    if (!host_environment_is_default()) return std::nullopt;
    if (sources == Precision::Double) {
        const auto x = operand<double>(a), y = operand<double>(b);
        if (!x || !y || result == Precision::Single) return std::nullopt;
        return double_product(*x, *y, mode);
    }
    const auto x = operand<float>(a), y = operand<float>(b);
    if (!x || !y) return std::nullopt;
    const double exact = static_cast<double>(*x) * static_cast<double>(*y);
    if (result == Precision::Single) return narrowed(exact, mode);
    return in_mode(exact, 0, mode);
}

// Same precision: the operand itself; widening: exact; narrowing: rounded once.
std::optional<Result> host_conversion(std::uint64_t a, Precision from, Precision to, Rounding mode) {
    if (!host_environment_is_default()) return std::nullopt;
    if (from == Precision::Double) {
        const auto x = operand<double>(a);
        if (!x) return std::nullopt;
        return to == Precision::Single ? narrowed(*x, mode) : in_mode(*x, 0, mode);
    }
    const auto x = operand<float>(a);
    if (!x) return std::nullopt;
    return to == Precision::Single ? in_mode(*x, 0, mode) : in_mode(static_cast<double>(*x), 0, mode);
}

std::optional<Result> host_integer(std::uint64_t a, Precision from, Rounding mode) {
    if (!host_environment_is_default()) return std::nullopt;
    if (from == Precision::Double) {
        const auto x = operand<double>(a);
        return x ? integer_of(*x, mode) : std::nullopt;
    }
    const auto x = operand<float>(a);
    return x ? integer_of(*x, mode) : std::nullopt;
}

}  // namespace

// The host path is a few dozen instructions: inlined whole into each operation, it
// costs no calls. (GCC and Clang; other compilers decide for themselves.)
#if defined(__GNUC__)
#define XP860_HOST_PATH_INLINE [[gnu::flatten]]
#else
#define XP860_HOST_PATH_INLINE
#endif

XP860_HOST_PATH_INLINE Result add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
           const Environment& env) {
    if (const auto fast = host_sum(a, b, false, sources, result, env.rounding)) return *fast;
    return integer::add(a, b, sources, result, env);
}

XP860_HOST_PATH_INLINE Result subtract(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env) {
    if (const auto fast = host_sum(a, b, true, sources, result, env.rounding)) return *fast;
    return integer::subtract(a, b, sources, result, env);
}

XP860_HOST_PATH_INLINE Result multiply(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env) {
    if (const auto fast = host_product(a, b, sources, result, env.rounding)) return *fast;
    return integer::multiply(a, b, sources, result, env);
}

XP860_HOST_PATH_INLINE Result convert(std::uint64_t a, Precision from, Precision to, const Environment& env) {
    if (const auto fast = host_conversion(a, from, to, env.rounding)) return *fast;
    return integer::convert(a, from, to, env);
}

XP860_HOST_PATH_INLINE Result to_int32(std::uint64_t a, Precision from, const Environment& env) {
    if (const auto fast = host_integer(a, from, env.rounding)) return *fast;
    return integer::to_int32(a, from, env);
}

XP860_HOST_PATH_INLINE Result to_int32_truncate(std::uint64_t a, Precision from) {
    if (const auto fast = host_integer(a, from, Rounding::Chop)) return *fast;
    return integer::to_int32_truncate(a, from);
}

namespace host {

bool available() { return host_environment_is_default(); }

std::optional<Result> add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                          const Environment& env) {
    return host_sum(a, b, false, sources, result, env.rounding);
}

std::optional<Result> subtract(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                               const Environment& env) {
    return host_sum(a, b, true, sources, result, env.rounding);
}

std::optional<Result> multiply(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                               const Environment& env) {
    return host_product(a, b, sources, result, env.rounding);
}

std::optional<Result> convert(std::uint64_t a, Precision from, Precision to, const Environment& env) {
    return host_conversion(a, from, to, env.rounding);
}

std::optional<Result> to_int32(std::uint64_t a, Precision from, const Environment& env) {
    return host_integer(a, from, env.rounding);
}

std::optional<Result> to_int32_truncate(std::uint64_t a, Precision from) {
    return host_integer(a, from, Rounding::Chop);
}

}  // namespace host
}  // namespace xp860::cpu::fp
