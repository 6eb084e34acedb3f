// When register values become readable and the FP units accept work: the part of
// the cycle model that stalls an instruction until its operands are ready
// (load-use and transfer interlocks, FP result interlocks, FP unit occupancy, the
// condition code after an FP compare). The numbers are
// rows of timing.def. What an instruction reads, writes and occupies is worked out
// once, when it is decoded (IssueProfile), so that issuing it is a few compares.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "cpu/cpu_state.h"
#include "cpu/cycle_model.h"
#include "cpu/decoder.h"

namespace xp860::cpu {

struct IssueProfile {
    // Integer registers read; 0 stands for none (r0 is always ready).
    std::array<std::uint8_t, 2> integer_sources{};
    std::uint8_t integer_destination = 0;  // 0: none
    bool load = false;                     // a load: its data may arrive late (a miss)
    std::uint8_t use_interlock = 0;        // clocks a result waits beyond the next: loads, ixfr, fxfr
    bool reads_cc = false;                 // bc, bnc, bc.t, bnc.t
    std::uint8_t compare_cc_delay = 0;     // pfgt, pfle, pfeq: CC readable this much later than the next clock
    bool compare = false;                  // pfgt, pfle, pfeq
    bool integer_only = true;              // no FP register or unit: the fast case
    std::uint32_t fp_sources = 0;          // bit n: FP register n is read
    std::uint32_t fp_destinations = 0;     // bit n: FP register n is written
    std::uint8_t fp_result_latency = 1;    // clocks from issue until they can be read
    bool adder = false, multiplier = false;  // units used
    std::uint8_t adder_busy = 0;           // clocks from issue until the unit is free
    std::uint8_t multiplier_busy = 0;
};

IssueProfile make_issue_profile(const Instruction& insn, const CycleModel& model);

// The first cycle, not before `earliest`, at which an instruction whose profile is
// integer_only can issue: issue_cycle()'s part for every profile.
inline std::uint64_t integer_issue_cycle(const Scoreboard& board, const IssueProfile& p, std::uint64_t earliest) {
    std::uint64_t cycle = earliest;
    if (p.reads_cc && board.cc_ready > cycle) cycle = board.cc_ready;
    for (const std::uint8_t r : p.integer_sources)
        if (board.integer_ready[r] > cycle) cycle = board.integer_ready[r];
    return cycle;
}

// The first cycle, not before `earliest`, at which the instruction can issue.
inline std::uint64_t issue_cycle(const Scoreboard& board, const IssueProfile& p, std::uint64_t earliest) {
    std::uint64_t cycle = integer_issue_cycle(board, p, earliest);
    if (p.integer_only) return cycle;
    for (std::uint32_t mask = p.fp_sources; mask != 0; mask &= mask - 1) {
        const std::uint64_t ready = board.fp_ready[static_cast<std::size_t>(std::countr_zero(mask))];
        if (ready > cycle) cycle = ready;
    }
    if (p.adder && board.adder_free > cycle) cycle = board.adder_free;
    if (p.multiplier && board.multiplier_free > cycle) cycle = board.multiplier_free;
    return cycle;
}

inline void record_fp_issue(Scoreboard& board, const IssueProfile& p, std::uint64_t cycle, std::uint32_t data_delay) {
    const std::uint64_t ready = cycle + p.fp_result_latency + (p.load ? data_delay : 0);
    if (p.compare) board.cc_ready = cycle + 1 + p.compare_cc_delay;
    for (std::uint32_t mask = p.fp_destinations; mask != 0; mask &= mask - 1)
        board.fp_ready[static_cast<std::size_t>(std::countr_zero(mask))] = ready;
    if (p.adder) board.adder_free = std::max(board.adder_free, cycle + p.adder_busy);
    if (p.multiplier) board.multiplier_free = std::max(board.multiplier_free, cycle + p.multiplier_busy);
}

// record_issue()'s part for every profile: the integer destination.
inline void record_integer_issue(Scoreboard& board, const IssueProfile& p, std::uint64_t cycle,
                                 std::uint32_t data_delay) {
    if (p.integer_destination != 0)
        board.integer_ready[p.integer_destination] = cycle + 1 + p.use_interlock + (p.load ? data_delay : 0);
}

// Records the results the instruction, issued at `cycle`, will deliver and the units
// it occupies. A load's data may arrive `data_delay` clocks later than a cache hit's.
inline void record_issue(Scoreboard& board, const IssueProfile& p, std::uint64_t cycle, std::uint32_t data_delay) {
    record_integer_issue(board, p, cycle, data_delay);
    if (!p.integer_only) record_fp_issue(board, p, cycle, data_delay);
}

}  // namespace xp860::cpu
