// IEEE 754 single/double arithmetic for the i860's adder and multiplier units.
//
// Pure functions on bit patterns. Every result is the exact value rounded once, in the
// rounding mode of fsr.RM, and never depends on the host FPU's state, x87 double
// rounding or compiler flags. Each operation is computed one of two ways:
// - integer::, integer arithmetic only (SoftFloat style, fp_integer.cpp): every case;
// - host::, the host's FPU (fp_arith.cpp): add, subtract, multiply and the
//   conversions, for operands where a few integer checks make the host's
//   round-to-nearest answer exactly integer::'s in every mode; it declines everything
//   else (NaN, infinite and denormal operands, results near underflow or overflow, a
//   host FP environment other than the default one).
// The operations below take host:: where it answers and integer:: otherwise
// (fp_arith.cpp); tests/cpu/fp_arith_test.cpp checks that the two agree bit for bit.
//
// A single-precision value lives in the low 32 bits of a std::uint64_t; the high 32
// bits of a single operand are ignored, and those of a single result are zero.
//
// The decisions where the i860 documentation is silent (ISA-FACTS §14 item 5, §13 #32)
// are written next to the code in fp_integer.cpp, each marked ASSUMPTION. In short:
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
#include <optional>

namespace xp860::cpu::fp {

enum class Precision : std::uint8_t { Single, Double };

// fsr.RM encoding (ISA-FACTS §2.4).
enum class Rounding : std::uint8_t { NearestEven = 0, Down = 1, Up = 2, Chop = 3 };

// The rounding rules, shared by both paths. A value is rounded to one of its two
// representable neighbours; these say when it goes to the one farther from zero.
//
// NearestEven: when the part rounded off is more than half a unit in the last kept
// place, or exactly half and the kept part is odd. `versus_half` is -1, 0 or 1 as that
// part is less than, equal to or more than half a unit.
constexpr bool nearest_rounds_away(int versus_half, bool odd) {
    return versus_half > 0 || (versus_half == 0 && odd);
}

// Whether an inexact value of this sign rounded in a directed mode (not NearestEven)
// moves to the representable neighbour farther from zero: Down for negative values,
// Up for positive ones, Chop never.
constexpr bool directed_rounds_away(Rounding mode, bool negative) {
    return mode == (negative ? Rounding::Down : Rounding::Up);
}

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

// The two ways of computing the operations that have both (see the top of this file),
// each with the contract of the operation of the same name above.
namespace integer {
Result add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
           const Environment& env);
Result subtract(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env);
Result multiply(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env);
Result convert(std::uint64_t a, Precision from, Precision to, const Environment& env);
Result to_int32(std::uint64_t a, Precision from, const Environment& env);
Result to_int32_truncate(std::uint64_t a, Precision from);
}  // namespace integer

// std::nullopt where the host path cannot vouch for its answer.
namespace host {
// Whether this build has a host path at all (x86-64 with SSE arithmetic), and the
// host's FP environment is the default one it relies on.
bool available();
std::optional<Result> add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                          const Environment& env);
std::optional<Result> subtract(std::uint64_t a, std::uint64_t b, Precision sources,
                               Precision result, const Environment& env);
std::optional<Result> multiply(std::uint64_t a, std::uint64_t b, Precision sources,
                               Precision result, const Environment& env);
std::optional<Result> convert(std::uint64_t a, Precision from, Precision to,
                              const Environment& env);
std::optional<Result> to_int32(std::uint64_t a, Precision from, const Environment& env);
std::optional<Result> to_int32_truncate(std::uint64_t a, Precision from);
}  // namespace host

}  // namespace xp860::cpu::fp
