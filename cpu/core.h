// One i860 XP core: fetch, decode, execute, traps and the cycle count. It reaches
// memory only through a MemoryPort and knows no screen, file or network.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "cpu/cpu_state.h"
#include "cpu/decoder.h"
#include "cpu/memory_port.h"

namespace xp860::cpu {

struct StepOutcome {
    enum class Kind : std::uint8_t {
        Executed,       // the instruction at `pc` completed
        Trapped,        // a trap was taken at `pc` (the instruction, if any, was aborted)
        Unimplemented,  // the core cannot execute this yet; the state is unchanged
    };
    Kind kind = Kind::Executed;
    std::uint32_t pc = 0;
    std::uint32_t trap_bits = 0;  // psr bits raised, when Trapped
    std::uint64_t cycles = 0;     // charged for this step
    std::string unimplemented;    // what, when Unimplemented
};

class Core {
public:
    explicit Core(MemoryPort& memory);

    // The reset state (ISA-FACTS §2.7): supervisor mode, interrupts off, paging off,
    // execution from 0xFFFFFF00. Registers the manual leaves undefined are zero.
    void reset();

    StepOutcome step();

    // The INT pin; level-sensitive, sampled before each instruction outside a delay slot.
    void set_interrupt_line(bool asserted) { state_.interrupt_line = asserted; }

    CpuState& state() { return state_; }
    const CpuState& state() const { return state_; }

private:
    // decode() is a pure function of the word, so its results are kept by word:
    // self-modifying code needs no invalidation. Direct-mapped on the low bits.
    struct DecodedWord {
        std::uint32_t word = 0;
        bool filled = false;
        std::optional<Instruction> instruction;
    };
    static constexpr std::size_t kDecodeCacheSize = 4096;
    const std::optional<Instruction>& decode_cached(std::uint32_t word);

    StepOutcome take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles);

    MemoryPort& memory_;
    CpuState state_;
    std::array<DecodedWord, kDecodeCacheSize> decode_cache_{};
};

}  // namespace xp860::cpu
