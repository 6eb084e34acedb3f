// The differential oracle: an input of bytes becomes a program and the machine it
// starts in, which runs on Core::step() and on Core::run() (step_run_harness.h); the
// two must end the same. Used by the libFuzzer target tests/fuzz/core_oracle_fuzz.cpp
// and by the ctest cpu.oracle_corpus, which replays tests/cpu/oracle_corpus/.
//
// The input: a header of 4 bytes, then 4-byte chunks.
//   byte 0, flags: bit 0: the chunks are raw words (else each chunk picks and fills
//     a row of the instruction table); bit 1: paging on, through page tables built
//     here; bit 2: psr.IM and a timer interrupt every byte-1 + 8 cycles; bit 3: start
//     in user mode; bit 4: stop runs at traps; bits 7:5: which chunking drives it
//     (standard_chunkings(), or beyond them run lengths from bytes 1 and 2).
//   byte 1: the timer's period, less 8.
//   byte 2: the rights of the data window's two pages when paging (P, W, U bits).
//   byte 3: when not 0, the driver also raises INT every 8 * byte-3 cycles, between
//     runs (so at any step, delay slots included), whatever psr.IM says.
//   a generated chunk: low three bits 0, a stretch of dual-instruction mode; else one
//     row, of those with a D bit (FP, fnop) when bit 4 is set, of the others when not.
// Every run ends within kOracleBudget cycles. Inputs longer than kOracleMaxChunks
// chunks are cut there.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "tests/cpu/step_run_harness.h"

namespace xp860::test {

inline constexpr std::uint64_t kOracleBudget = 3000;
inline constexpr std::size_t kOracleMaxChunks = 256;

// The program, its data and the starting state an input describes.
Image oracle_image(std::span<const std::uint8_t> input);

// The cycles at which the driver raises INT.
std::vector<std::uint64_t> oracle_interrupts(std::span<const std::uint8_t> input);

// Runs the input's program both ways: the first difference, or empty.
std::string oracle_difference(std::span<const std::uint8_t> input);

}  // namespace xp860::test
