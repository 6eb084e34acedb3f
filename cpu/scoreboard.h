// When register values become readable and the FP units accept work: the part of
// the cycle model that stalls an instruction until its operands are ready
// (load-use interlocks, FP result interlocks, FP unit occupancy). The numbers are
// rows of timing.def.
#pragma once

#include <cstdint>

#include "cpu/cpu_state.h"
#include "cpu/decoder.h"

namespace xp860::cpu {

// The first cycle, not before `earliest`, at which `insn` can issue.
std::uint64_t issue_cycle(const Scoreboard& board, const Instruction& insn, std::uint64_t earliest);

// Records the results `insn`, issued at `cycle`, will deliver and the units it occupies.
void record_issue(Scoreboard& board, const Instruction& insn, std::uint64_t cycle);

}  // namespace xp860::cpu
