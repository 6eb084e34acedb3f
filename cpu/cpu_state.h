// The architectural state of one i860 XP that the core implements so far, plus
// the little non-architectural state the interpreter needs between instructions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace xp860::cpu {

inline constexpr std::uint32_t kTrapVector = 0xffffff00;  // reset and trap entry (TF C8, C17)

// One stage of an FP pipeline: a result in flight with its precision and its
// result-status flags (ISA-FACTS §2.4: they travel with the stage).
struct PipelineStage {
    std::uint64_t value = 0;  // a single in the low 32 bits
    bool is_double = false;   // the stage's ARP/MRP/LRP/IRP
    std::uint8_t status = 0;  // kStageUnderflow | kStageOverflow | kStageInexact | kStageAddOne

    friend bool operator==(const PipelineStage&, const PipelineStage&) = default;
};
inline constexpr std::uint8_t kStageUnderflow = 1;  // in fsr order: U, O, I, A(dd one)
inline constexpr std::uint8_t kStageOverflow = 2;
inline constexpr std::uint8_t kStageInexact = 4;
inline constexpr std::uint8_t kStageAddOne = 8;

// Stage 1 first. The multiplier has three stages for single sources and uses the
// first two for double sources (ISA-FACTS §6.2, §6.4).
struct FpPipelines {
    std::array<PipelineStage, 3> adder{};
    std::array<PipelineStage, 3> multiplier{};
    std::array<PipelineStage, 3> load{};
    PipelineStage graphics{};

    friend bool operator==(const FpPipelines&, const FpPipelines&) = default;
};

// Single- or dual-instruction mode, with the one-step lag of every switch
// (ISA-FACTS §8.2): an FP instruction with the D bit makes the machine run one more
// instruction singly, then pairs; a pair whose FP half lacks it, one more pair.
enum class InstructionMode : std::uint8_t { Single, EnteringDual, Dual, LeavingDual };

// Cycle at which each register's pending result can be read, and at which each FP
// unit accepts new work (see scoreboard.h). Not architectural: timing only.
struct Scoreboard {
    std::array<std::uint64_t, 32> integer_ready{};
    std::array<std::uint64_t, 32> fp_ready{};
    std::uint64_t adder_free = 0;
    std::uint64_t multiplier_free = 0;
    std::uint64_t cc_ready = 0;  // a branch on CC may issue (after pfgt/pfle/pfeq)

    friend bool operator==(const Scoreboard&, const Scoreboard&) = default;
};

struct CpuState {
    std::array<std::uint32_t, 32> r{};  // r0 always reads 0
    std::array<std::uint32_t, 32> f{};  // f0 and f1 always read 0
    std::uint32_t pc = kTrapVector;      // the instruction about to execute
    std::uint32_t npc = kTrapVector + 4;  // the step after it: a delayed branch's target lands here

    std::uint32_t fir = 0;
    std::uint32_t psr = 0;
    std::uint32_t epsr = 0;
    std::uint32_t dirbase = 0;
    std::uint32_t db = 0;
    std::uint32_t fsr = 0;
    std::uint32_t bear = 0;
    std::uint32_t ccr = 0;
    std::array<std::uint32_t, 4> p{};  // XP p0..p3

    FpPipelines pipes;
    std::uint64_t kr = 0, ki = 0, t = 0;  // dual-operation constants and temporary
    std::uint64_t merge = 0;              // graphics MERGE

    // fir freeze (ISA-FACTS §9.3): a trap loads fir only when the previous trap's fir
    // has been read by ld.c; the first read after a trap returns it.
    bool fir_unread = false;
    // An FP result exception waits to be reported as FT (PRM p.141; execute_fp.cpp).
    bool fp_result_exception_pending = false;
    std::uint32_t fp_exception_registers = 0;  // bit n: fn holds the pending scalar result
    InstructionMode mode = InstructionMode::Single;
    bool in_delay_slot = false;  // pc is the slot of a delayed branch
    // bla writes LCC after its slot (ISA-FACTS §5.5 step 5): a trap taken at the slot
    // aborts it first, so the psr it saves holds the LCC from before the bla, and the
    // handler's restart at the bla (TF C14) decides the branch as the first time did.
    struct LoopBranchSlot {
        std::uint32_t slot = 0;  // the address of the slot (the bla + 4, in either mode)
        bool lcc_before = false;
        bool armed = false;      // a bla ran and no trap has been taken since
        friend bool operator==(const LoopBranchSlot&, const LoopBranchSlot&) = default;
    } bla_slot;
    std::optional<std::uint32_t> psr_after_slot;  // bri's return from trap, due after its slot
    bool interrupt_line = false;  // the INT pin, level-sensitive (ISA-FACTS §9.5)
    // Instructions a locked sequence may still run before it misses its unlock
    // (kLockedSequenceLimit, control_registers.h); counts only while dirbase.BL is set.
    std::uint32_t locked_instructions_left = 0;

    std::uint64_t cycles = 0;
    std::uint64_t instructions = 0;
    Scoreboard scoreboard;

    // Every field, timing included: how the tests check that two ways of running a
    // program (Core::step() one by one, Core::run()) end in the same place.
    friend bool operator==(const CpuState&, const CpuState&) = default;
};

}  // namespace xp860::cpu
