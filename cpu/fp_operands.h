// What the FP-escape encoding says about an instruction's operands (ISA-FACTS §3):
// the precision bits and which operand is which. Shared by the FP units' semantics.
#pragma once

#include <cstdint>

#include "cpu/execution.h"

namespace xp860::cpu {

inline bool sources_double(const Execution& x) { return (x.insn.form->match & kSourceDoubleBit) != 0; }
inline bool result_double(const Execution& x) { return (x.insn.form->match & kResultDoubleBit) != 0; }

// The register operands of "e,f,g"-style forms: src1, src2 and, always last, fdest.
inline int fp_src1(const Execution& x) { return x.operand(0); }
inline int fp_src2(const Execution& x) { return x.operand(1); }
inline int fp_dest(const Execution& x) { return x.operand(x.insn.form->operand_count - 1); }

}  // namespace xp860::cpu
