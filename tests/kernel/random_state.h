// Random architectural state as i860 code, for the tests that check a context
// survives a save and restore bit for bit: FP registers (signalling NaNs among
// them), fsr, the four pipelines, KR, KI (signalling NaNs too), T and MERGE, reached
// as programs reach them, including what the architecture's save procedure cannot
// carry (kernel/fp_context.s names it; the tests check exactly that much differs).
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "cpu/cpu_state.h"

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

// Random pipelined FP work, single and double multiplier sources and dual
// operations among it; r6 must point at 64 readable bytes (pfld reads them). It
// ends with a single or a double multiply, or neither.
// `multiplier_two_stage` becomes whether the multiplier's last use had double
// sources (and was not pfmul3.dd): only two of its stages in use.
std::string random_fp_work(Random& random, int operations, bool& multiplier_two_stage);

// A whole random FP state: KR, KI, T, the pipelines and MERGE through random work,
// then every FP register and fsr's own fields. Uses r5, and r6 as random_fp_work.
std::string random_fp_state(Random& random, bool& multiplier_two_stage);

// What the documented save/restore procedure (kernel/fp_context.s, ISA-FACTS §9.7)
// gives back of a state, where it cannot give back all of it: KR and KI are read by
// multiplying them, so a signalling NaN there comes back quiet.
std::uint64_t carried_kr_ki(std::uint64_t bits);

// 64 random bytes labelled `label`, for r6.
std::string random_data(Random& random, const std::string& label);

// How many random states a test checks: `ci`, or XP860_CONTEXT_STATES when set
// (scripts/context_states.sh runs 100,000 for the record).
int state_count(int ci);

}  // namespace xp860::test
