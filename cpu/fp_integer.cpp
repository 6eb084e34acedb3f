// Integer-only IEEE 754 arithmetic for the i860 adder and multiplier (see fp_arith.h):
// every case of every operation, the reference the host path (fp_arith.cpp) is tested
// against, and the only path for frcp, frsqr, fmlow and the compares.
//
// Every finite operation is computed in two steps: first an exact (or exactly "jammed",
// see below) intermediate value sign * significand * 2^exponent with a 64-bit
// significand, then one call to round_and_pack(), which rounds it to the result format
// in the current rounding mode and produces every status flag. Nothing is rounded twice.
#include "cpu/fp_arith.h"

#include <bit>
#include <utility>

namespace xp860::cpu::fp {
namespace {

struct Format {
    int fraction_bits;  // stored fraction bits: 23 or 52
    int bias;           // exponent bias, which is also the largest unbiased exponent
    int sign_shift;     // position of the sign bit: 31 or 63
    std::uint64_t exponent_field_max;

    std::uint64_t sign_bit(bool sign) const { return std::uint64_t{sign} << sign_shift; }
    std::uint64_t fraction_mask() const { return (std::uint64_t{1} << fraction_bits) - 1; }
    std::uint64_t infinity(bool sign) const {
        return sign_bit(sign) | (exponent_field_max << fraction_bits);
    }
    std::uint64_t largest_finite(bool sign) const {
        return sign_bit(sign) | ((exponent_field_max - 1) << fraction_bits) | fraction_mask();
    }
    std::uint64_t zero(bool sign) const { return sign_bit(sign); }
    std::uint64_t quiet_bit() const { return std::uint64_t{1} << (fraction_bits - 1); }
    int min_exponent() const { return 1 - bias; }
};

constexpr Format kSingle{23, 127, 31, 0xFF};
constexpr Format kDouble{52, 1023, 63, 0x7FF};

const Format& format_of(Precision precision) {
    return precision == Precision::Single ? kSingle : kDouble;
}

// A finite value (-1)^sign * significand * 2^exponent. Intermediate results may have
// "jammed" their discarded low-order bits into bit 0 (a sticky bit): the value is then
// only known to lie strictly between significand-1 and significand+1 (in units of bit
// 0), which is all rounding needs as long as bit 0 stays well below the rounding point.
struct Exact {
    bool sign = false;
    int exponent = 0;
    std::uint64_t significand = 0;
};

// Where an unpacked operand's leading one sits. Bit 63 stays free so that adding two
// operands cannot overflow, and the 62 - 52 = 10 bits below a double's last significand
// bit give rounding its guard and sticky bits.
constexpr int kLeadingBit = 62;

enum class Kind : std::uint8_t { Zero, Finite, Infinity, NaN };

struct Operand {
    Kind kind = Kind::Zero;
    bool denormal = false;
    Exact value;  // the sign always; exponent and significand only when Finite
    std::uint64_t bits = 0;  // the operand's own bits, for NaN propagation
    Precision precision = Precision::Single;
};

Operand unpack(std::uint64_t bits, Precision precision) {
    const Format& f = format_of(precision);
    Operand op;
    op.precision = precision;
    op.bits = precision == Precision::Single ? bits & 0xFFFF'FFFF : bits;
    op.value.sign = ((op.bits >> f.sign_shift) & 1) != 0;
    const std::uint64_t field = (op.bits >> f.fraction_bits) & f.exponent_field_max;
    const std::uint64_t fraction = op.bits & f.fraction_mask();
    if (field == f.exponent_field_max) {
        op.kind = fraction != 0 ? Kind::NaN : Kind::Infinity;
        return op;
    }
    if (field == 0 && fraction == 0) {
        op.kind = Kind::Zero;
        return op;
    }
    op.kind = Kind::Finite;
    op.denormal = field == 0;
    // A denormal has no hidden bit and the exponent of the smallest normal.
    const std::uint64_t significand =
        op.denormal ? fraction : fraction | (std::uint64_t{1} << f.fraction_bits);
    const int biased = op.denormal ? 1 : static_cast<int>(field);
    const int shift = std::countl_zero(significand) - (63 - kLeadingBit);
    op.value.significand = significand << shift;
    op.value.exponent = biased - f.bias - f.fraction_bits - shift;
    return op;
}

// ASSUMPTION (ISA-FACTS §2.4, §6.6: SE is raised by "exceptional" operands, listed as
// NaN, infinity and denormal; the PRM text itself is NF): these three raise the i860
// source exception for every adder and multiplier operation except fmlow.
bool exceptional(const Operand& op) {
    return op.kind == Kind::NaN || op.kind == Kind::Infinity || op.denormal;
}

std::uint64_t shift_right_jamming(std::uint64_t value, int count) {
    if (count <= 0) return value;
    if (count >= 64) return value != 0 ? 1 : 0;
    const bool lost = (value << (64 - count)) != 0;
    return (value >> count) | (lost ? 1 : 0);
}

struct Rounded {
    std::uint64_t significand = 0;  // may have carried into one more bit
    bool inexact = false;
    bool incremented = false;
};

// Keeps significand >> shift (1 <= shift <= 63), rounded by the bits shifted out.
Rounded round_significand(std::uint64_t significand, int shift, bool sign, Rounding mode) {
    const std::uint64_t kept = significand >> shift;
    const std::uint64_t rest = significand & ((std::uint64_t{1} << shift) - 1);
    const std::uint64_t half = std::uint64_t{1} << (shift - 1);
    const bool increment = mode == Rounding::NearestEven
                               ? nearest_rounds_away(rest > half ? 1 : rest == half ? 0 : -1, (kept & 1) != 0)
                               : rest != 0 && directed_rounds_away(mode, sign);
    return {kept + (increment ? 1 : 0), rest != 0, increment};
}

// Rounds a nonzero value to `precision` once and packs it, with every result flag.
//
// Tininess. ASSUMPTION (NF for the i860): tininess is detected AFTER rounding, i.e. the
// result is tiny when the value rounded to the format's precision with an unbounded
// exponent range is below the smallest normal. This is what Intel's x87 and SSE units
// do (IEEE 754 lets the implementation choose), so it is the likeliest choice for an
// Intel FPU of the same era, and it lets the tests compare against an x86 host exactly.
//
// Underflow. ASSUMPTION: reported when the result is tiny AND inexact, the IEEE 754
// condition for the flag when the underflow trap is disabled (the i860 has one trap
// enable, FTE, for all FP exceptions; the status bits are what a program sees without
// traps). An exact subnormal result raises nothing.
//
// Flush to zero (fsr.FZ, ISA-FACTS §2.4: "underflowed results become 0, and underflow is
// not reported"): a tiny result (same test as above) becomes a zero of the value's sign.
// DECISION: that is reported as inexact, since the delivered zero differs from the exact
// nonzero value, and never as underflow or add_one.
//
// Overflow (IEEE 754 §7.4): +-infinity when rounding to nearest or toward that infinity,
// otherwise the largest finite number; overflow and inexact are both reported.
//
// add_one. DECISION: true when the rounding step incremented the kept significand: at
// the subnormal position for a subnormal result, and for an overflowing result as the
// rounder saw it with an unbounded exponent range (the hardware rounds the significand
// and detects exponent overflow afterwards).
Result round_and_pack(Exact x, Precision precision, const Environment& env) {
    const Format& f = format_of(precision);
    if ((x.significand >> 63) != 0) {
        x.significand = shift_right_jamming(x.significand, 1);
        ++x.exponent;
    } else {
        // A shift of more than one bit only happens to values without a sticky bit
        // (exact cancellation in sum(), exact operands), so it cannot move one upward.
        const int shift = std::countl_zero(x.significand) - (63 - kLeadingBit);
        x.significand <<= shift;
        x.exponent -= shift;
    }
    const int leading = x.exponent + kLeadingBit;  // the value is in [2^leading, 2^(leading+1))
    const int shift = kLeadingBit - f.fraction_bits;

    Result result;
    const Rounded unbounded = round_significand(x.significand, shift, x.sign, env.rounding);
    const bool carried = (unbounded.significand >> (f.fraction_bits + 1)) != 0;
    const int rounded_leading = leading + (carried ? 1 : 0);

    if (rounded_leading > f.bias) {
        const bool to_infinity =
            env.rounding == Rounding::NearestEven || directed_rounds_away(env.rounding, x.sign);
        result.bits = to_infinity ? f.infinity(x.sign) : f.largest_finite(x.sign);
        result.status.overflow = true;
        result.status.inexact = true;
        result.status.add_one = unbounded.incremented;
        return result;
    }
    if (leading >= f.min_exponent()) {
        // The significand's hidden bit adds one to the biased exponent field, and a carry
        // out of the significand adds one more: adding them packs both cases.
        const auto field = static_cast<std::uint64_t>(leading + f.bias - 1);
        result.bits = f.sign_bit(x.sign) + (field << f.fraction_bits) + unbounded.significand;
        result.status.inexact = unbounded.inexact;
        result.status.add_one = unbounded.incremented;
        return result;
    }

    const bool tiny = rounded_leading < f.min_exponent();
    if (tiny && env.flush_to_zero) {
        result.bits = f.zero(x.sign);
        result.status.inexact = true;
        return result;
    }
    // Subnormal: round at the same bit position after aligning to the smallest exponent.
    // A carry into bit fraction_bits yields exactly the smallest normal's encoding.
    const Rounded sub = round_significand(
        shift_right_jamming(x.significand, f.min_exponent() - leading), shift, x.sign,
        env.rounding);
    result.bits = f.sign_bit(x.sign) | sub.significand;
    result.status.inexact = sub.inexact;
    result.status.add_one = sub.incremented;
    result.status.underflow = tiny && sub.inexact;
    return result;
}

// NaN propagation. DECISION: when an operand is a NaN the result is that NaN (the first
// operand's when both are), quieted by setting the fraction's top bit, its sign kept
// (fsub does not negate it) and its fraction's leading bits carried over to the result
// precision. This is SSE's rule; IEEE 754 asks for an input NaN's payload to be kept
// and for a signaling NaN to come out quiet. The i860 reports every NaN operand through
// SE anyway, so nothing distinguishes signaling NaNs further.
std::uint64_t quiet_nan(const Operand& nan, Precision result) {
    const Format& from = format_of(nan.precision);
    const Format& to = format_of(result);
    std::uint64_t fraction = nan.bits & from.fraction_mask();
    const int shift = to.fraction_bits - from.fraction_bits;
    fraction = shift >= 0 ? fraction << shift : fraction >> -shift;
    return to.infinity(nan.value.sign) | to.quiet_bit() | fraction;
}

Result value_result(std::uint64_t bits) {
    Result r;
    r.bits = bits;
    return r;
}

Result with_source_exception(Result r, bool source_exception) {
    r.status.source_exception = source_exception;
    return r;
}

// The IEEE 754 default results for infinite operands (inf - inf is invalid) come
// from here too: ASSUMPTION (ISA-FACTS §14 item 5: what the hardware writes when an
// operand raises SE with traps disabled is NF) the result is the IEEE default one.
Result sum(const Operand& x, const Operand& y, bool subtract, Precision precision,
           const Environment& env) {
    const Format& f = format_of(precision);
    if (x.kind == Kind::NaN) return value_result(quiet_nan(x, precision));
    if (y.kind == Kind::NaN) return value_result(quiet_nan(y, precision));
    Exact a = x.value;
    Exact b = y.value;
    b.sign = b.sign != subtract;
    if (x.kind == Kind::Infinity || y.kind == Kind::Infinity) {
        if (x.kind == Kind::Infinity && y.kind == Kind::Infinity && a.sign != b.sign)
            return value_result(default_nan(precision));
        return value_result(f.infinity(x.kind == Kind::Infinity ? a.sign : b.sign));
    }
    // IEEE 754 §6.3: an exact zero sum is +0 except when rounding toward -infinity,
    // unless both addends are zeros of the same sign.
    const bool zero_sign = env.rounding == Rounding::Down;
    if (x.kind == Kind::Zero && y.kind == Kind::Zero)
        return value_result(f.zero(a.sign == b.sign ? a.sign : zero_sign));
    if (x.kind == Kind::Zero) return round_and_pack(b, precision, env);
    if (y.kind == Kind::Zero) return round_and_pack(a, precision, env);

    if (a.exponent < b.exponent) std::swap(a, b);
    // Aligning jams the bits of b shifted out. With an exponent difference of 0 or 1
    // nothing is lost (10 spare low bits); with 2 or more the difference keeps its
    // leading one at bit 61 or 62, so the sticky bit stays far below the rounding point.
    b.significand = shift_right_jamming(b.significand, a.exponent - b.exponent);
    if (a.sign == b.sign) {
        a.significand += b.significand;
    } else if (a.significand == b.significand) {
        return value_result(f.zero(zero_sign));
    } else if (a.significand > b.significand) {
        a.significand -= b.significand;
    } else {
        a.significand = b.significand - a.significand;
        a.sign = b.sign;
    }
    return round_and_pack(a, precision, env);
}

// The high and low halves of the 128-bit product of two 64-bit numbers.
std::pair<std::uint64_t, std::uint64_t> multiply_wide(std::uint64_t a, std::uint64_t b) {
    const std::uint64_t a_lo = a & 0xFFFF'FFFF;
    const std::uint64_t a_hi = a >> 32;
    const std::uint64_t b_lo = b & 0xFFFF'FFFF;
    const std::uint64_t b_hi = b >> 32;
    const std::uint64_t lo_lo = a_lo * b_lo;
    const std::uint64_t lo_hi = a_lo * b_hi;
    const std::uint64_t hi_lo = a_hi * b_lo;
    const std::uint64_t middle = (lo_lo >> 32) + (lo_hi & 0xFFFF'FFFF) + (hi_lo & 0xFFFF'FFFF);
    const std::uint64_t high = a_hi * b_hi + (lo_hi >> 32) + (hi_lo >> 32) + (middle >> 32);
    const std::uint64_t low = (middle << 32) | (lo_lo & 0xFFFF'FFFF);
    return {high, low};
}

Result product(const Operand& x, const Operand& y, Precision precision, const Environment& env) {
    const Format& f = format_of(precision);
    if (x.kind == Kind::NaN) return value_result(quiet_nan(x, precision));
    if (y.kind == Kind::NaN) return value_result(quiet_nan(y, precision));
    const bool sign = x.value.sign != y.value.sign;
    if (x.kind == Kind::Infinity || y.kind == Kind::Infinity) {
        if (x.kind == Kind::Zero || y.kind == Kind::Zero)
            return value_result(default_nan(precision));  // 0 * inf is invalid
        return value_result(f.infinity(sign));
    }
    if (x.kind == Kind::Zero || y.kind == Kind::Zero) return value_result(f.zero(sign));

    // Both significands are in [2^62, 2^63), so their product is in [2^124, 2^126):
    // keep it shifted right by 62, in [2^62, 2^64), with the rest jammed into bit 0.
    const auto [high, low] = multiply_wide(x.value.significand, y.value.significand);
    const std::uint64_t lost = low & ((std::uint64_t{1} << kLeadingBit) - 1);
    Exact p;
    p.sign = sign;
    p.exponent = x.value.exponent + y.value.exponent + kLeadingBit;
    p.significand = (high << (64 - kLeadingBit)) | (low >> kLeadingBit) | (lost != 0 ? 1 : 0);
    return round_and_pack(p, precision, env);
}

Result convert_to_int32(const Operand& x, Rounding mode) {
    constexpr std::uint64_t kMax = 0x7FFF'FFFF;
    constexpr std::uint64_t kMin = 0x8000'0000;
    Result result;
    // ASSUMPTION (ISA-FACTS §6.3 and §13 #32: NF; MAME's C cast is undefined behaviour):
    // out-of-range values saturate like Previous's softfloat 2 conversion, the only
    // reference that implements fix: a NaN gives 0x7FFFFFFF, -inf and too-negative values
    // 0x80000000, +inf and too-positive values 0x7FFFFFFF. NaN and infinity raise SE
    // (exceptional operands); a finite value out of range raises overflow alone, as the
    // i860 has no invalid flag and an adder result that does not fit its format is an
    // adder overflow.
    if (x.kind == Kind::NaN) return value_result(kMax);
    if (x.kind == Kind::Infinity) return value_result(x.value.sign ? kMin : kMax);
    if (x.kind == Kind::Zero) return result;

    const int leading = x.value.exponent + kLeadingBit;
    std::uint64_t magnitude = std::uint64_t{1} << 32;  // stands for "too large"
    if (leading < 32) {
        // The integer part with two extra bits (round and sticky) below it.
        const Rounded r = round_significand(
            shift_right_jamming(x.value.significand, -x.value.exponent - 2), 2, x.value.sign, mode);
        magnitude = r.significand;
        result.status.inexact = r.inexact;
        result.status.add_one = r.incremented;
    }
    if (magnitude > (x.value.sign ? kMin : kMax)) {
        result = value_result(x.value.sign ? kMin : kMax);
        result.status.overflow = true;
        return result;
    }
    result.bits = (x.value.sign ? 0 - magnitude : magnitude) & 0xFFFF'FFFF;
    return result;
}

// frcp/frsqr approximation. ASSUMPTION (ISA-FACTS §6.3; the real tables are NF): the
// model both emulators use. The source is truncated to 8 fraction bits (9 significant
// bits with the hidden one: MAME masks singles with 0xFFFF8000 and doubles with
// 0xFFFFF00000000000), the reciprocal (square root) of that is taken exactly and
// truncated to 8 fraction bits again. The model is the same for every precision, so
// .ss, .sd and .dd give the same value. The truncated value then goes through the
// ordinary rounder, which only matters when it falls outside the result format's
// normal range; the approximation itself is not "rounding": DECISION: it reports
// neither inexact nor add_one.
constexpr int kApproximationBits = 9;
constexpr int kTruncatedSourceShift = kLeadingBit - (kApproximationBits - 1);

std::uint64_t truncate_to_approximation(std::uint64_t value) {
    const int drop = static_cast<int>(std::bit_width(value)) - kApproximationBits;
    return value & ~((std::uint64_t{1} << drop) - 1);
}

std::uint64_t integer_sqrt(std::uint64_t n) {
    std::uint64_t root = 0;
    for (std::uint64_t bit = std::uint64_t{1} << 62; bit != 0; bit >>= 2) {
        if (n >= root + bit) {
            n -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
    }
    return root;
}

Result approximate_reciprocal(const Exact& x, Precision precision, const Environment& env) {
    // x ~ m * 2^k with m the top 9 bits, in [256, 512).
    const std::uint64_t m = x.significand >> kTruncatedSourceShift;
    const int k = x.exponent + kTruncatedSourceShift;
    // 1/x = 2^-k / m ~ (2^40 / m) * 2^(-40-k); 2^40/m has more than 9 bits, and the
    // truncated quotient truncated again to 9 bits is the exact value truncated.
    constexpr int kScale = 40;
    Exact r;
    r.sign = x.sign;
    r.exponent = -kScale - k;
    r.significand = truncate_to_approximation((std::uint64_t{1} << kScale) / m);
    return round_and_pack(r, precision, env);
}

Result approximate_reciprocal_sqrt(const Exact& x, Precision precision, const Environment& env) {
    std::uint64_t m = x.significand >> kTruncatedSourceShift;
    int k = x.exponent + kTruncatedSourceShift;
    if (k % 2 != 0) {  // make the exponent even so that it halves exactly
        m <<= 1;
        --k;
    }
    // 1/sqrt(x) = 2^(-k/2) / sqrt(m) ~ sqrt(2^62 / m) * 2^(-31-k/2). floor(sqrt(floor(y)))
    // equals floor(sqrt(y)), so the integer square root of the integer quotient is the
    // exact value truncated; 2^62/m > 2^52 leaves more than 9 bits to truncate further.
    constexpr int kScale = 62;
    Exact r;
    r.exponent = -kScale / 2 - k / 2;
    r.significand = truncate_to_approximation(integer_sqrt((std::uint64_t{1} << kScale) / m));
    return round_and_pack(r, precision, env);
}

}  // namespace

std::uint64_t default_nan(Precision precision) {
    // ASSUMPTION (what the i860 writes for an invalid operation with traps disabled is
    // NF, ISA-FACTS §14 item 5): the canonical quiet NaN that IEEE 754-2008 §6.2.1
    // suggests, positive with only the quiet bit (the fraction's top bit) set, as in
    // SoftFloat's generic specialization; x86's default NaN differs only in its sign.
    const Format& f = format_of(precision);
    return f.infinity(false) | f.quiet_bit();
}

namespace integer {

Result add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
           const Environment& env) {
    const Operand x = unpack(a, sources);
    const Operand y = unpack(b, sources);
    return with_source_exception(sum(x, y, false, result, env), exceptional(x) || exceptional(y));
}

Result subtract(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env) {
    const Operand x = unpack(a, sources);
    const Operand y = unpack(b, sources);
    return with_source_exception(sum(x, y, true, result, env), exceptional(x) || exceptional(y));
}

Result multiply(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env) {
    const Operand x = unpack(a, sources);
    const Operand y = unpack(b, sources);
    return with_source_exception(product(x, y, result, env), exceptional(x) || exceptional(y));
}

Result convert(std::uint64_t a, Precision from, Precision to, const Environment& env) {
    const Operand x = unpack(a, from);
    const Format& f = format_of(to);
    Result r;
    switch (x.kind) {
        case Kind::NaN: r = value_result(quiet_nan(x, to)); break;
        case Kind::Infinity: r = value_result(f.infinity(x.value.sign)); break;
        case Kind::Zero: r = value_result(f.zero(x.value.sign)); break;
        case Kind::Finite: r = round_and_pack(x.value, to, env); break;
    }
    return with_source_exception(r, exceptional(x));
}

Result to_int32(std::uint64_t a, Precision from, const Environment& env) {
    const Operand x = unpack(a, from);
    return with_source_exception(convert_to_int32(x, env.rounding), exceptional(x));
}

Result to_int32_truncate(std::uint64_t a, Precision from) {
    const Operand x = unpack(a, from);
    return with_source_exception(convert_to_int32(x, Rounding::Chop), exceptional(x));
}

}  // namespace integer

std::uint64_t multiply_low(std::uint64_t a, std::uint64_t b) {
    // The emulators' model (ISA-FACTS §6.3; MAME insn_fmlow): the whole 64-bit patterns
    // are multiplied (no hidden bits), keeping the low 53 bits, which depend only on
    // the factors' low 53 bits; unsigned arithmetic wraps modulo 2^64 and keeps them
    // exact. The bits above are "technically undefined" (MAME): zero here, but the sign.
    constexpr std::uint64_t kSign = std::uint64_t{1} << 63;
    constexpr std::uint64_t kLow53 = (std::uint64_t{1} << 53) - 1;
    return ((a * b) & kLow53) | ((a ^ b) & kSign);
}

Result reciprocal(std::uint64_t a, Precision source, Precision result, const Environment& env) {
    const Operand x = unpack(a, source);
    const Format& f = format_of(result);
    // SE for a zero operand as well (MAME/PREV, ISA-FACTS §2.4). ASSUMPTION (the
    // hardware result is NF, both emulators leave fd unchanged): the IEEE default
    // results 1/(+-0) = +-inf and 1/(+-inf) = +-0.
    Result r;
    switch (x.kind) {
        case Kind::NaN: r = value_result(quiet_nan(x, result)); break;
        case Kind::Zero: r = value_result(f.infinity(x.value.sign)); break;
        case Kind::Infinity: r = value_result(f.zero(x.value.sign)); break;
        case Kind::Finite: r = approximate_reciprocal(x.value, result, env); break;
    }
    return with_source_exception(r, exceptional(x) || x.kind == Kind::Zero);
}

Result reciprocal_sqrt(std::uint64_t a, Precision source, Precision result,
                       const Environment& env) {
    const Operand x = unpack(a, source);
    const Format& f = format_of(result);
    // SE for zero and negative operands (MAME/PREV). ASSUMPTION (hardware result NF): the
    // IEEE 754-2008 rSqrt results: +-0 gives +-inf, +inf gives +0, any negative number
    // (-inf included) the default NaN.
    const bool negative = x.value.sign && x.kind != Kind::Zero && x.kind != Kind::NaN;
    Result r;
    if (x.kind == Kind::NaN) {
        r = value_result(quiet_nan(x, result));
    } else if (negative) {
        r = value_result(default_nan(result));
    } else if (x.kind == Kind::Zero) {
        r = value_result(f.infinity(x.value.sign));
    } else if (x.kind == Kind::Infinity) {
        r = value_result(f.zero(false));
    } else {
        r = approximate_reciprocal_sqrt(x.value, result, env);
    }
    return with_source_exception(r, exceptional(x) || x.kind == Kind::Zero || negative);
}

Comparison compare(std::uint64_t a, std::uint64_t b, Precision precision) {
    const Operand x = unpack(a, precision);
    const Operand y = unpack(b, precision);
    Comparison c;
    // DECISION: compares are adder operations (Table 7-1: SE from "any M- or A-unit"
    // operation except fmlow), so infinities and denormals raise SE like NaNs do, and are
    // then compared by value. GCC's use of pfgt/pfle "in case a trap occurs" agrees that
    // compares can trap.
    c.source_exception = exceptional(x) || exceptional(y);
    if (x.kind == Kind::NaN || y.kind == Kind::NaN) {
        c.unordered = true;
        return c;
    }
    // IEEE magnitudes order like their bit patterns; a signed key orders the values,
    // and -0 and +0 both map to key 0.
    const Format& f = format_of(precision);
    const auto key = [&f](const Operand& op) {
        const auto magnitude = static_cast<std::int64_t>(op.bits & ~f.sign_bit(true));
        return op.value.sign ? -magnitude : magnitude;
    };
    const std::int64_t kx = key(x);
    const std::int64_t ky = key(y);
    c.greater = kx > ky;
    c.less_or_equal = kx <= ky;
    c.equal = kx == ky;
    return c;
}

}  // namespace xp860::cpu::fp
