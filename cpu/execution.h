// What an instruction's semantics see and change while it executes: the
// interface between the core's loop (core.cpp) and the instruction
// implementations (execute_*.cpp), one small function per instruction.
#pragma once

#include <cstdint>
#include <string_view>

#include "cpu/control_registers.h"
#include "cpu/cpu_state.h"
#include "cpu/cycle_model.h"
#include "cpu/decoder.h"
#include "cpu/memory_port.h"

namespace xp860::cpu {

// How an instruction changes the flow of control.
enum class Flow : std::uint8_t {
    Next,      // on to the next instruction
    Delayed,   // to `target` after the delay slot
    Jump,      // to `target` at once, without a slot
    SkipSlot,  // bc.t/bnc.t not taken: the slot is annulled
};

struct Execution {
    CpuState& state;
    MemoryPort& memory;
    const CycleModel& model;  // the machine's: what st.c's extra clocks are
    const Instruction& insn;
    std::uint32_t pc;  // address of this instruction
    // What call and calli write to r1: the address after the delay slot, which is a
    // whole pair in dual-instruction mode (ISA-FACTS §8.4).
    std::uint32_t link_address;
    // Run by a fast step (core_step.h): a load that misses the vouched lines gives
    // the instruction back to the general step (kLeftToGeneral) instead of calling
    // the memory system, so that the fast steps of loads stay small. Safe because
    // access() is the first thing a load changes. Stores, which miss whenever the
    // line is not cached (no allocation on a write miss), call the memory system.
    bool fast = false;

    // Outputs.
    std::uint32_t trap_bits = 0;  // psr trap bits to raise (the instruction is aborted)
    Flow flow = Flow::Next;
    std::uint32_t target = 0;     // for Delayed and Jump
    std::uint32_t freeze_cycles = 0;      // the pipeline stops this long (memory system)
    std::uint32_t data_delay_cycles = 0;  // a load's data arrives this much later than a hit's
    // Outputs few instructions have, flagged in `rare` so the common case tests one byte.
    enum Rare : std::uint8_t {
        kReturnsFromTrap = 1,  // bri with a trap bit set: `return_psr` after the slot
        kControlChanged = 2,   // dirbase or epsr changed: tell the memory system
        kInvalidate = 4,       // st.c dirbase wrote ITI = 1
        kLeftToGeneral = 8,    // `fast` and a load missed: nothing has changed
    };
    std::uint8_t rare = 0;
    std::uint32_t return_psr = 0;

    std::int32_t operand(std::size_t i) const { return insn.operands[i]; }
    std::uint32_t reg(std::size_t i) const { return state.r[static_cast<std::size_t>(insn.operands[i])]; }
    void set_reg(int number, std::uint32_t value) {
        if (number != 0) state.r[static_cast<std::size_t>(number)] = value;
    }
    void set_fp(int number, std::uint32_t value) {
        if (number > 1) state.f[static_cast<std::size_t>(number)] = value;
    }
    bool user_mode() const { return (state.psr & psr::kUserMode) != 0; }
    void set_cc(bool value) {
        state.psr = value ? (state.psr | psr::kConditionCode) : (state.psr & ~psr::kConditionCode);
    }
    bool cc() const { return (state.psr & psr::kConditionCode) != 0; }
    std::uint32_t branch_target(std::size_t i) const {
        return pc + 4 + static_cast<std::uint32_t>(insn.operands[i]) * 4;
    }
    void delayed_branch(std::uint32_t to) {
        flow = Flow::Delayed;
        target = to;
    }
    void jump(std::uint32_t to) {
        flow = Flow::Jump;
        target = to;
    }
    // Charges what the memory system said an access costs; returns whether it faulted.
    bool account(const AccessResult& result) {
        freeze_cycles += result.freeze_cycles;
        data_delay_cycles += result.data_delay_cycles;
        // DECISION (ISA-FACTS §2.3, §2.6: IDA's names, behaviour NF): a bus error loads
        // bear with the physical address and sets epsr.BEF; translation faults do not.
        if (result.fault == AccessResult::Fault::Bus) {
            state.bear = result.bus_error_address;
            state.epsr |= epsr::kBusErrorFlag;
        }
        return result.fault != AccessResult::Fault::None;
    }
};

// The semantics of one table row.
using Semantics = void (*)(Execution&);

// The step of the core's fast path that runs one instruction with its semantics
// (Core::fast_step, core_step.h), generated for each Semantics.
class Core;
struct DecodedOp;
enum class StepEnd : std::uint8_t;
using FastStep = StepEnd (*)(Core&, const DecodedOp&, std::uint32_t pc, std::uint32_t npc);

// What the core runs for one table row: its semantics, and the fast steps generated
// from them (core_step.h): the one that checks what the op needs checked first
// (DecodedOp::fast_checks), and the one for ops that need no check (fast_checks 0:
// integer registers and units only, no mode or privilege change).
struct Implementation {
    Semantics execute = nullptr;  // nullptr: not implemented yet
    FastStep fast_step = nullptr;
    FastStep unchecked_fast_step = nullptr;
};

// Each execute_*.cpp fills in the rows it implements, by mnemonic, with
// define_semantics<function>("mnemonic") (core_step.h), which records the function
// and the fast steps made for it.
void add_integer_semantics();
void add_memory_semantics();
void add_control_semantics();
void add_system_semantics();
void add_graphics_semantics();
void add_fp_semantics();
void add_io_semantics();
template <Semantics kSemantics>
void define_semantics(std::string_view mnemonic);
template <Semantics kRegister, Semantics kConstant>
void define_semantics_by_src1(std::string_view mnemonic);
void define_semantics(std::string_view mnemonic, const Implementation& implementation);
// The forms of `mnemonic` whose src1 is a register get the first, the others the second.
void define_semantics(std::string_view mnemonic, const Implementation& register_form,
                      const Implementation& constant_form);

// What a row runs; its `execute` is nullptr if not implemented yet.
const Implementation& implementation_for(const InstructionForm& form);
inline Semantics semantics_for(const InstructionForm& form) { return implementation_for(form).execute; }

}  // namespace xp860::cpu

namespace xp860::cpu {

// src1 of an "1,2,d" / "i,2,d" pair of forms: the register, or the 16-bit constant
// sign-extended (arithmetic, ISA-FACTS §4.1) or zero-extended (logic, §4.2). Which
// of the two a form has is known when its semantics are chosen: such semantics are
// templates on it, registered with define_semantics_by_src1<>() (core_step.h).
enum class Src1 : std::uint8_t { Register, Constant };

template <Src1 kSrc1>
std::uint32_t src1_signed(const Execution& x) {
    if constexpr (kSrc1 == Src1::Register) return x.reg(0);
    return static_cast<std::uint32_t>(static_cast<std::int32_t>(static_cast<std::int16_t>(x.operand(0))));
}
template <Src1 kSrc1>
std::uint32_t src1_unsigned(const Execution& x) {
    if constexpr (kSrc1 == Src1::Register) return x.reg(0);
    return static_cast<std::uint32_t>(x.operand(0));
}

}  // namespace xp860::cpu
