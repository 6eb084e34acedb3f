// Random architectural state as i860 code, for the tests that check a context
// survives a save and restore bit for bit: FP registers, fsr, the four pipelines,
// KR, KI, T and MERGE, reached as programs reach them (so within what the
// architecture's save procedure can carry: see kernel/fp_context.s).
#pragma once

#include <cstdint>
#include <random>
#include <string>

namespace xp860::test {

// 32-bit draws (std::mt19937's result_type is wider on LP64 hosts).
struct Random {
    std::mt19937 engine;
    explicit Random(std::uint32_t seed) : engine(seed) {}
    std::uint32_t operator()() { return static_cast<std::uint32_t>(engine()); }
};


// Code that loads a 32-bit pattern into integer register `reg` (clobbering nothing else).
std::string set_integer(int reg, std::uint32_t value);
// Into FP register `number`, through r5.
std::string set_fp(int number, std::uint32_t value);

// Random pipelined FP work; r6 must point at 64 readable bytes (pfld reads them).
// It leaves the multiplier in its three-stage use.
std::string random_fp_work(Random& random, int operations);

// A whole random FP state: KR, KI, T, the pipelines and MERGE through random work,
// then every FP register and fsr's own fields. Uses r5, and r6 as random_fp_work.
std::string random_fp_state(Random& random);

// 64 random bytes labelled `label`, for r6.
std::string random_data(Random& random, const std::string& label);

}  // namespace xp860::test
