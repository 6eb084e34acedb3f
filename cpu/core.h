// One i860 XP core: fetch, decode, execute, traps and the cycle count. It reaches
// memory only through a MemoryPort and knows no screen, file or network.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "cpu/cpu_state.h"
#include "cpu/cycle_model.h"
#include "cpu/decoder.h"
#include "cpu/execution.h"
#include "cpu/memory_port.h"
#include "cpu/scoreboard.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::cpu {

struct StepOutcome {
    enum class Kind : std::uint8_t {
        Executed,       // the instruction (or pair) at `pc` completed
        Trapped,        // a trap was taken at `pc` (the instruction, if any, was aborted)
        Unimplemented,  // the core cannot execute this yet; the state is unchanged
    };
    Kind kind = Kind::Executed;
    std::uint32_t pc = 0;
    std::uint32_t trap_bits = 0;  // psr trap bits raised, when Trapped (none for a missing unlock)
    std::uint64_t start_cycle = 0;  // the cycle count before the step
    std::uint64_t cycles = 0;     // charged for this step
    std::string unimplemented;    // what, when Unimplemented
    bool self_branch = false;     // a `br` to its own address: its slot comes next
    bool self_branch_done = false;  // this was that slot: only a trap can leave the loop now
};

struct RunOutcome {
    enum class Reason : std::uint8_t {
        CycleLimit,     // the core reached the cycle it was asked to run to
        Trapped,        // a trap was taken and the caller asked to stop at traps
        Unimplemented,  // as in StepOutcome; nothing changed
        SelfBranch,     // a `br .` ran its delay slot: only a trap can leave it now
    };
    Reason reason = Reason::CycleLimit;
    std::uint32_t pc = 0;         // the trapped or unimplemented instruction, the `br .`, or the next one
    std::uint32_t trap_bits = 0;
    std::string unimplemented;
};

// Told of the moments the processor changes privilege: a trap taken (to supervisor
// mode, at 0xFFFFFF00) and a return from trap completing (bri's psr in force after
// its slot). For the machine's event stream; rare, so it costs nothing otherwise.
class TrapListener {
public:
    virtual ~TrapListener() = default;
    // `cycle`: when the trapped step began; `fir_pc`: the step trapped (or not yet run).
    virtual void trap_taken(std::uint32_t trap_bits, std::uint32_t fir_pc, std::uint64_t cycle) = 0;
    // `pc`: where execution resumes; `user`: psr.U after the return.
    virtual void returned_from_trap(std::uint32_t pc, bool user, std::uint64_t cycle) = 0;
};

// Told about every step a run makes, after it: for tracing and inspection only.
class StepObserver {
public:
    virtual ~StepObserver() = default;
    virtual void stepped(const StepOutcome& outcome) = 0;
};

// A word as the core executes it: decoded once, with its semantics, the step that
// runs it on run()'s fast path, and what the scoreboard needs. decode() is a pure
// function of the word, so these are kept by word: self-modifying code needs no
// invalidation.
struct DecodedOp {
    Semantics execute = nullptr;  // nullptr: no semantics for the row yet
    FastStep fast_step = nullptr;  // always set: the general step when there are no semantics
    Instruction insn{};
    IssueProfile profile{};
    std::uint32_t word = 0;
    bool filled = false;
    bool valid = false;          // false: not an instruction (an instruction trap)
    bool branch_always = false;  // `br`: to itself, it is the bare machine's halt
    // What fast_step() must look at before it runs the instruction (kFastStep...).
    std::uint8_t fast_checks = 0;

    // Whether the instruction at `pc`, having done `flow` to `target`, is a `br .`.
    bool branches_to_itself(Flow flow, std::uint32_t target, std::uint32_t pc) const {
        return flow == Flow::Delayed && target == pc && branch_always;
    }
};
// The instruction switches the mode (the D bit) or may change psr.U or psr.IM (st.c,
// and the other system instructions with it): fast_step() leaves it to the general
// step, after which run_steps() looks at them again.
inline constexpr std::uint8_t kFastStepLeavesToGeneral = 1;
// It uses FP registers or units: KNF or a pending FP result exception to report may
// concern it, and then fast_step() leaves it to the general step.
inline constexpr std::uint8_t kFastStepFloatingPoint = 2;

// How a step ended, inside the core.
enum class StepEnd : std::uint8_t {
    Executed,       // the instruction (or pair) completed
    Trapped,        // a trap was taken instead
    Unimplemented,  // nothing changed; Core::last_ says what
    // Executed in single-instruction mode, changing nothing but the registers, memory
    // and the count, and on to npc; CpuState::pc and npc are not written (nor, after
    // a delay slot, in_delay_slot cleared): run()'s fast path goes on.
    Plain,
    // The same, but to where CpuState::pc, npc and in_delay_slot now say (a branch,
    // an annulled slot).
    Jumped,
};

template <Semantics kSemantics>
constexpr Implementation implementation_of();

class Core {
public:
    // `model`: the cycle model this core charges by (timing.def's, unless a
    // sensitivity run changes rows).
    explicit Core(MemoryPort& memory, const CycleModel& model = {});

    // The reset state (ISA-FACTS §2.7): supervisor mode, interrupts off, paging off,
    // execution from 0xFFFFFF00. Registers the manual leaves undefined are zero.
    void reset();

    // One instruction, or one pair in dual-instruction mode, or the trap taken
    // instead of it.
    StepOutcome step();

    // Steps until the cycle count reaches `until_cycle`, or a trap is taken (when
    // `stop_at_traps`), or a `br .` has run its slot (the `br .` may have been the
    // last step of an earlier run or step()), or the core meets something it cannot
    // execute. The same steps as step() one by one; with an observer, each step's
    // outcome goes to it.
    RunOutcome run(std::uint64_t until_cycle, bool stop_at_traps, StepObserver* observer = nullptr);

    // Ends a run in progress at `cycle` at the latest: how a device the core has just
    // written tells it that something will happen at that cycle (a timer, an
    // arrival), so the run stops there and the node can let it happen on time.
    void limit_run_to(std::uint64_t cycle) {
        if (cycle < run_until_) run_until_ = cycle;
    }

    void set_trap_listener(TrapListener* listener) { trap_listener_ = listener; }

    // Forgets what the core derived to run faster: the decoded words and the fetch
    // lines' predecoded ops. None of it is state (each use checks the word it was
    // made from, and decoding depends on nothing else), so a snapshot saves none of
    // it; a restore may call this to start clean, and the run after it is the same.
    void invalidate_decoded();

    // The INT pin; level-sensitive, sampled before each step outside a delay slot.
    void set_interrupt_line(bool asserted) { state_.interrupt_line = asserted; }

    // The state between steps. DECISION (issue 3: "materialising pc/npc only at
    // exits"): while run() runs straight from the fetch lines, it writes CpuState::pc
    // and npc only when it stops there (a branch, a general step, the end of the
    // run); a memory system called in the middle of such a run sees them behind (the
    // cycle count, what devices time by, is always the current step's start).
    CpuState& state() { return state_; }
    const CpuState& state() const { return state_; }

    // What decides the core's future (docs/snapshots.md). load() calls
    // invalidate_decoded().
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    // The semantics table instantiates fast_step() for each instruction's semantics.
    template <Semantics kSemantics>
    friend constexpr Implementation implementation_of();

    static constexpr unsigned kDecodeCacheBits = 12;
    static constexpr std::size_t kDecodeCacheSize = std::size_t{1} << kDecodeCacheBits;
    const DecodedOp& decoded(std::uint32_t word) {
        // Every bit of the word moves the index (a multiplicative hash, its top bits):
        // folding the fields together with shifts and xors, the hrecv experiment's
        // kernel and program refilled entries 230,253 times in 200 trials of each
        // variant (274,141 node-quanta), 72,538 times with this.
        DecodedOp& entry = decode_cache_[(word * 0x9E3779B9u) >> (32 - kDecodeCacheBits)];
        if (entry.filled && entry.word == word) [[likely]]
            return entry;
        fill(entry, word);
        return entry;
    }
    void fill(DecodedOp& entry, std::uint32_t word) const;

    // The words of a fetch line as decoded when last run from it: a cache in front of
    // decoded(), one per set of the vouched fetch lines, keyed by the host address of
    // the line and checked against the words each time (pointers into decode_cache_,
    // whose entries say their word), so that a rewritten word, a line vouched for
    // elsewhere or a reused decode entry only costs a lookup.
    static constexpr std::uint32_t kLineWords = FastPath::kLineBytes / 4;
    struct PredecodedLine {
        const std::uint8_t* host = nullptr;
        std::array<const DecodedOp*, kLineWords> ops{};
    };
    PredecodedLine& predecoded_line(std::size_t set, const std::uint8_t* host);

    // What the instructions of one step did, for finish_step().
    struct StepEffects {
        explicit StepEffects(std::uint64_t charged) : cycles(charged) {}
        std::uint64_t cycles;      // charged so far
        Flow flow = Flow::Next;    // the core half's
        std::uint32_t target = 0;
        std::optional<std::uint32_t> return_psr;
        bool d_bit = false;  // the FP instruction had the D bit
    };
    // The steps shared by step() and run(); their details land in last_.
    StepEnd execute_step();
    template <std::uint32_t kWords>
    StepEnd execute_words();
    template <std::uint32_t kWords>
    StepEnd issue_and_execute(const std::array<const DecodedOp*, kWords>& ops, std::uint32_t pc,
                              StepEffects& effects);
    StepEnd execute_instruction(const DecodedOp& op, std::uint32_t step_pc, std::uint32_t pc, std::uint32_t link,
                                const bool* cc_seen, StepEffects& effects, std::uint32_t& data_delay);
    template <typename Outputs>
    static bool collect_outputs(const Outputs& x, StepEffects& effects, std::uint32_t& data_delay);
    // What finish_rare_step() needs of an Execution: its outputs, copied field by field
    // so that fast_step() can keep its Execution in registers.
    struct RareOutputs {
        std::uint32_t trap_bits;
        Flow flow;
        std::uint8_t rare;
        std::uint32_t target;
        std::uint32_t freeze_cycles;
        std::uint32_t data_delay_cycles;
        std::uint32_t return_psr;
        static RareOutputs of(const Execution& x) {
            return {x.trap_bits, x.flow, x.rare, x.target, x.freeze_cycles, x.data_delay_cycles, x.return_psr};
        }
    };
    StepEnd rare_outputs(const RareOutputs& x, std::uint32_t step_pc, std::uint64_t cycles);
    StepEnd finish_rare_step(const RareOutputs& outputs, std::uint32_t pc, std::uint32_t npc, const DecodedOp& op,
                             std::uint64_t issue, std::uint64_t cycles);
    StepEnd report_fp_result_exception(std::uint32_t step_pc, std::uint64_t cycles);
    template <std::uint32_t kWords>
    StepEnd finish_step(std::uint32_t pc, const StepEffects& effects, const DecodedOp& last);
    StepEnd finish_single_step(std::uint32_t pc, std::uint32_t npc, const DecodedOp& op, std::uint64_t cycles,
                               Flow flow, std::uint32_t target);
    // run()'s fast path: one or more steps, the same as execute_step() one by one.
    StepEnd run_steps();
    template <bool kInterruptible>
    StepEnd run_lines();
    StepEnd execute_step_at(std::uint32_t pc, std::uint32_t npc);
    StepEnd stop_at(std::uint32_t pc, std::uint32_t npc);
    static StepEnd general_step(Core& core, const DecodedOp& op, std::uint32_t pc, std::uint32_t npc);
    // One instruction's step there, generated for each semantics; kUnchecked for ops
    // whose fast_checks are 0.
    template <Semantics kSemantics, bool kUnchecked>
    static StepEnd fast_step(Core& core, const DecodedOp& op, std::uint32_t pc, std::uint32_t npc);
    StepEnd take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles);
    StepEnd stop_unimplemented(std::uint32_t pc, std::string_view what);
    StepOutcome outcome_of(StepEnd end, std::uint32_t pc, std::uint64_t start_cycle, bool self_branch_done) const;
    // After each step: whether it was the slot of a `br .`, and whether the next is.
    bool closes_self_branch(StepEnd completed);

    MemoryPort& memory_;
    const CycleModel model_;
    CpuState state_;
    std::uint64_t run_until_ = 0;  // the cycle the run in progress ends at
    // The last step, of step() or of a run, was a `br .`: its slot comes next. Kept
    // across calls, so a run or step that ends between them halts where one long
    // run would.
    bool self_branch_slot_ = false;
    TrapListener* trap_listener_ = nullptr;
    std::array<DecodedOp, kDecodeCacheSize> decode_cache_{};
    std::array<PredecodedLine, FastPath::kSets> predecoded_lines_{};

    // What the last step did, beyond its completion: where it trapped or stopped
    // and why, or whether it was a `br .`.
    struct LastStep {
        std::uint32_t pc = 0;
        std::uint32_t trap_bits = 0;
        std::string_view unimplemented;
        bool self_branch = false;
    } last_;
};

}  // namespace xp860::cpu
