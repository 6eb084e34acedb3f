// IEEE 754 single/double arithmetic for the i860's adder and multiplier units.
//
// Pure functions on bit patterns, computed with integers only (SoftFloat style): no host
// float or double arithmetic is involved, so results never depend on the host FPU, its
// rounding mode, x87 double rounding or compiler flags. Every result is the exact
// value rounded once, in the rounding mode of fsr.RM.
//
// A single-precision value lives in the low 32 bits of a std::uint64_t; the high 32
// bits of a single operand are ignored, and those of a single result are zero.
//
// The decisions where the i860 documentation is silent (ISA-FACTS §14 item 5, §13 #32)
// are written next to the code in fp_arith.cpp, each marked ASSUMPTION. In short:
// - an operand that is a NaN, an infinity or a denormal raises source_exception, and
//   the result is still the IEEE 754 default result;
// - the default NaN is 0x7FC00000 / 0x7FF8000000000000; an operand NaN is propagated
//   (first operand first), quieted;
// - tininess is detected after rounding; underflow is reported when the result is
//   tiny and inexact; with flush_to_zero a tiny result becomes a signed zero, reported
//   as inexact and not as underflow;
// - out-of-range integer conversions saturate (0x7FFFFFFF / 0x80000000);
// - frcp/frsqr are the emulators' 8-fraction-bit truncation model;
// - compares raise source_exception for NaN, infinite and denormal operands alike.
#pragma once

#include <cstdint>

namespace xp860::cpu::fp {

enum class Precision : std::uint8_t { Single, Double };

// fsr.RM encoding (ISA-FACTS §2.4).
enum class Rounding : std::uint8_t { NearestEven = 0, Down = 1, Up = 2, Chop = 3 };

// The fsr fields that steer a computation: RM and FZ.
struct Environment {
    Rounding rounding = Rounding::NearestEven;
    bool flush_to_zero = false;
};

// What one operation reports; the caller maps it onto fsr (SE, and AU/AO/AI/AA or
// MU/MO/MI/MA for the unit that ran it) and decides whether it traps. Bit-fields keep
// it in one byte, so that a Result is returned in two registers (bool members made
// every operation ~25% slower through store-forwarding stalls).
struct Status {
    // An operand is a NaN, an infinity or a denormal; or frcp/frsqr of a zero; or frsqr
    // of a negative number.
    bool source_exception : 1 = false;
    bool overflow : 1 = false;
    bool underflow : 1 = false;
    bool inexact : 1 = false;
    // Rounding incremented the significand (fsr AA/MA): the rounded significand is
    // larger than the truncated one.
    bool add_one : 1 = false;

    friend bool operator==(const Status&, const Status&) = default;
};

struct Result {
    std::uint64_t bits = 0;
    Status status;

    friend bool operator==(const Result&, const Result&) = default;
};

// The quiet NaN produced by invalid operations (inf - inf, 0 * inf, frsqr of a
// negative number): 0x7FC00000 or 0x7FF8000000000000.
std::uint64_t default_nan(Precision precision);

// fadd/fsub/fmul .ss/.sd/.dd: the sources are read in `sources` precision and the
// exact result is rounded once to `result` precision (so .sd is exact widening, then
// one rounding).
Result add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
           const Environment& env);
Result subtract(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env);
Result multiply(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env);

// famov .ss/.sd/.ds/.dd: a precision conversion through the adder.
Result convert(std::uint64_t a, Precision from, Precision to, const Environment& env);

// fix: to a 32-bit two's-complement integer, rounded per env.rounding; ftrunc: rounded
// toward zero. The integer is in the low 32 bits; the high 32 bits are zero.
Result to_int32(std::uint64_t a, Precision from, const Environment& env);
Result to_int32_truncate(std::uint64_t a, Precision from);

// fmlow.dd: the low 53 bits of the integer product of the two bit patterns, with the
// sign bit the XOR of the operands' sign bits and bits 53..62 zero. Its low 32 bits
// are the low 32 bits of the product of the operands' low 32 bits. Reports nothing.
std::uint64_t multiply_low(std::uint64_t a, std::uint64_t b);

// frcp / frsqr: approximations of 1/x and 1/sqrt(x) with 8 fraction bits.
Result reciprocal(std::uint64_t a, Precision source, Precision result, const Environment& env);
Result reciprocal_sqrt(std::uint64_t a, Precision source, Precision result,
                       const Environment& env);

// pfgt / pfle / pfeq. pfgt sets CC to `greater`, pfle sets CC to !less_or_equal, pfeq
// to `equal`. Unordered operands (a NaN) make all three relations false.
struct Comparison {
    bool greater = false;
    bool less_or_equal = false;
    bool equal = false;
    bool unordered = false;
    bool source_exception = false;

    friend bool operator==(const Comparison&, const Comparison&) = default;
};
Comparison compare(std::uint64_t a, std::uint64_t b, Precision precision);

}  // namespace xp860::cpu::fp
