// What the core needs from the memory system: reads and writes of aligned bytes at
// virtual addresses. The memory system (translation, caches, bus, devices) lives
// in mmu/ and implements this; the core knows nothing else about memory.
#pragma once

#include <cstdint>
#include <span>

namespace xp860::cpu {

enum class AccessKind : std::uint8_t { InstructionFetch, Load, Store };

struct AccessResult {
    bool fault = false;              // translation, protection or bus error: IAT or DAT
    std::uint32_t extra_cycles = 0;  // beyond the cycle model's fixed access cost
};

class MemoryPort {
public:
    virtual ~MemoryPort() = default;
    // `bytes` is 1, 2, 4, 8 or 16 long and `address` aligned to it; bytes are in
    // memory order (lowest address first).
    virtual AccessResult read(std::uint32_t address, std::span<std::uint8_t> bytes, AccessKind kind,
                              bool user_mode) = 0;
    virtual AccessResult write(std::uint32_t address, std::span<const std::uint8_t> bytes, bool user_mode) = 0;
};

}  // namespace xp860::cpu
