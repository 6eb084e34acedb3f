// Control registers, trap, intovr, lock and unlock (ISA-FACTS §2, §4.6, §4.7).
#include "cpu/core_step.h"
#include "cpu/execution.h"
#include "cpu/fp_pipeline.h"

namespace xp860::cpu {
namespace {

// fsr fields st.c writes directly: FZ, TI, RM, FTE, SI, SE, RR (ISA-FACTS §2.4; the
// reference cores' mask 0x003E01AF less the reserved bit 6). The result-status and
// precision bits belong to the pipelines and change only through the U bit.
constexpr std::uint32_t kFsrWritable = 0x003e01afu;

// st.c fsr with U set loads the result-status bits being written into the first
// stage of each pipeline: how a context switch puts back the status of the values it
// re-inserts, one stage at a time (ISA-FACTS §2.4, §9.7; the NeXTdimension kernel's
// restore). fsr itself keeps showing the last stages, except for the one-stage
// graphics pipe whose first stage is its last.
void load_first_stage_status(CpuState& s, std::uint32_t value) {
    const auto status = [&](int shift) { return static_cast<std::uint8_t>((value >> shift) & 0xf); };
    s.pipes.adder[0].status = status(fsr::kAdderStatusShift);
    s.pipes.adder[0].is_double = (value & fsr::kAdderDouble) != 0;
    s.pipes.multiplier[0].status = status(fsr::kMultiplierStatusShift);
    s.pipes.multiplier[0].is_double = (value & fsr::kMultiplierDouble) != 0;
    s.pipes.load[0].is_double = (value & fsr::kLoadDouble) != 0;
    s.pipes.graphics.is_double = (value & fsr::kGraphicsDouble) != 0;
    show_graphics(s);
}

std::uint32_t read_epsr(const CpuState& state) {
    return state.interrupt_line ? (state.epsr | epsr::kInterruptPin) : (state.epsr & ~epsr::kInterruptPin);
}

// ld.c csrc2,dest. fir: the first read after a trap returns the trap's fir and lets
// the next trap load it again; later reads return the address of the ld.c itself
// (the freeze model of ISA-FACTS §9.3, with MAME's value for repeated reads).
void ld_c(Execution& x) {
    CpuState& s = x.state;
    std::uint32_t value = 0;
    switch (static_cast<ControlRegister>(x.operand(0))) {
        case ControlRegister::Fir:
            value = s.fir_unread ? s.fir : x.pc;
            s.fir_unread = false;
            break;
        case ControlRegister::Psr: value = s.psr; break;
        case ControlRegister::Dirbase: value = s.dirbase; break;
        case ControlRegister::Db: value = s.db; break;
        case ControlRegister::Fsr: value = s.fsr; break;
        case ControlRegister::Epsr: value = read_epsr(s); break;
        case ControlRegister::Bear: value = s.bear; break;
        case ControlRegister::Ccr: value = s.ccr; break;
        case ControlRegister::P0:
        case ControlRegister::P1:
        case ControlRegister::P2:
        case ControlRegister::P3: value = s.p[static_cast<std::size_t>(x.operand(0) - 8)]; break;
    }
    x.set_reg(x.operand(1), value);
}

std::uint32_t merge(std::uint32_t old_value, std::uint32_t new_value, std::uint32_t writable) {
    return (old_value & ~writable) | (new_value & writable);
}

// st.c src1,csrc2. DECISION (ISA-FACTS §14.2, where the PRM text is unreachable): in
// user mode, writes to protected bits and to the supervisor's registers (dirbase, db,
// ccr, p0..p3) are ignored, not trapped, extending the policy both reference cores
// apply to psr and epsr. fir and bear are read-only.
void st_c(Execution& x) {
    CpuState& s = x.state;
    const std::uint32_t value = x.reg(0);
    const bool user = x.user_mode();
    switch (static_cast<ControlRegister>(x.operand(1))) {
        case ControlRegister::Fir:
        case ControlRegister::Bear: break;
        case ControlRegister::Psr:
            s.psr = user ? merge(s.psr, value, psr::kUserWritable) : value;
            x.freeze_cycles += x.model.kPsrWrite - x.model.kIssue;  // serialising (TF S14)
            break;
        case ControlRegister::Epsr: {
            std::uint32_t protected_bits = epsr::kReadOnly | (user ? epsr::kSupervisorOnly : 0);
            s.epsr = merge(s.epsr, value, ~protected_bits);
            x.rare |= Execution::kControlChanged;
            break;
        }
        case ControlRegister::Fsr:
            if ((value & fsr::kUpdate) != 0) load_first_stage_status(s, value);
            s.fsr = merge(s.fsr, value, kFsrWritable);
            break;
        case ControlRegister::Dirbase:
            if (user) break;
            // ITI is an action (the memory system invalidates the I-cache and TLB when
            // it sees the written value) and always reads 0. Setting BL starts a
            // locked sequence as `lock` does.
            if ((s.dirbase & dirbase::kBusLock) == 0 && (value & dirbase::kBusLock) != 0)
                s.locked_instructions_left = kLockedSequenceLimit;
            s.dirbase = value & ~dirbase::kInvalidate;
            if ((value & dirbase::kInvalidate) != 0) x.rare |= Execution::kInvalidate;
            x.rare |= Execution::kControlChanged;
            x.freeze_cycles += x.model.kDirbaseWrite - x.model.kIssue +
                               ((value & dirbase::kInvalidate) != 0 ? x.model.kInvalidateExtra : 0);
            break;
        case ControlRegister::Db:
            if (!user) s.db = value;
            break;
        case ControlRegister::Ccr:
            if (!user) s.ccr = value;
            break;
        case ControlRegister::P0:
        case ControlRegister::P1:
        case ControlRegister::P2:
        case ControlRegister::P3:
            if (!user) s.p[static_cast<std::size_t>(x.operand(1) - 8)] = value;
            break;
    }
}

// trap s1,s2,d: an instruction trap; fir is the trap itself (ISA-FACTS §4.7).
void trap(Execution& x) { x.trap_bits |= psr::kInstructionTrap; }

// intovr: trap iff epsr.OF (PRM p.75; ISA-FACTS §13 #11).
void intovr(Execution& x) {
    if ((x.state.epsr & epsr::kOverflow) != 0) x.trap_bits |= psr::kInstructionTrap;
}

// lock starts a locked sequence: dirbase.BL asserts LOCK# on the bus until unlock
// (BINU). The core holds off interrupts and counts the sequence (core.cpp).
void lock(Execution& x) {
    x.state.dirbase |= dirbase::kBusLock;
    x.state.locked_instructions_left = kLockedSequenceLimit;
    x.rare |= Execution::kControlChanged;
}
void unlock(Execution& x) {
    x.state.dirbase &= ~dirbase::kBusLock;
    x.rare |= Execution::kControlChanged;
}

}  // namespace

void add_system_semantics() {
    define_semantics<ld_c>("ld.c");
    define_semantics<st_c>("st.c");
    define_semantics<trap>("trap");
    define_semantics<intovr>("intovr");
    define_semantics<lock>("lock");
    define_semantics<unlock>("unlock");
}

}  // namespace xp860::cpu
