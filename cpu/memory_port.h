// What the core needs from the memory system: accesses at virtual addresses, the
// XP's I/O, interrupt-acknowledge and special bus cycles, and the control-register
// changes that steer translation and the caches. The memory system (translation,
// TLB, caches, bus, devices) lives in mmu/ and implements this; the core knows
// nothing else about memory.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace xp860::cpu {

enum class AccessKind : std::uint8_t { InstructionFetch, Load, Store };

// Which bus cycle an access makes, as the instruction that makes it says.
enum class AccessSpace : std::uint8_t {
    Memory,                // fetches, ld/st/fld/fst/pst: through translation and the caches
    PipelinedMemory,       // pfld: memory, but a miss does not allocate a cache line (TF S4)
    Io,                    // ldio/stio: the XP's I/O space, untranslated and uncached
    InterruptAcknowledge,  // ldint: the interrupt controller answers with a vector
    Special,               // scyc: a special cycle carrying a code, nothing answers
};

struct Access {
    std::uint32_t address;  // virtual for memory, the port for I/O, 0 for the other cycles
    AccessKind kind;
    AccessSpace space;
    bool user_mode;
};

struct AccessResult {
    enum class Fault : std::uint8_t {
        None,
        Translation,  // not present, protection, A=0 under lock, D=0 on a write: IAT or DAT
        Bus,          // nothing answers at the physical address: IAT or DAT, and bear is loaded
    };
    Fault fault = Fault::None;
    std::uint32_t bus_error_address = 0;  // the physical address, for bear, when fault == Bus
    // Clocks the pipeline freezes now (TLB walk, a fetch miss, a busy bus).
    std::uint32_t freeze_cycles = 0;
    // Clocks a load's data arrives later than a cache hit's, while the pipeline runs
    // on until something uses the destination (the scoreboard waits for it).
    std::uint32_t data_delay_cycles = 0;
};

// The fast path: a 32-byte line the memory system vouches for. An access of the
// array's kind to a line whose tag matches may use host memory at `host` directly,
// because it would cost no clock beyond issue and change no state of the memory
// system (a TLB hit, and a cache hit on the line its set used last). The memory
// system fills these on its slow path and revokes them whenever that stops being
// true; the core only reads them. Tags are the virtual line address, plus 1 in user
// mode, so a vouched line never serves the other privilege.
struct VouchedLine {
    std::uint32_t tag = kNoLine;
    std::uint8_t* host = nullptr;
    static constexpr std::uint32_t kNoLine = 0xffffffffu;  // never a tag: bits 1..4 are clear in tags
};

struct FastPath {
    static constexpr std::uint32_t kLineBytes = 32;
    static constexpr std::size_t kSets = 128;  // indexed by address bits 11:5

    std::array<VouchedLine, kSets> fetch{}, load{}, store{};

    static std::size_t set_of(std::uint32_t address) { return (address / kLineBytes) % kSets; }
    static std::uint32_t tag_of(std::uint32_t address, bool user_mode) {
        return (address & ~(kLineBytes - 1)) | (user_mode ? 1u : 0u);
    }
    void revoke_all() { fetch = load = store = {}; }
};

class MemoryPort {
public:
    virtual ~MemoryPort() = default;

    // `bytes` is 1, 2, 4, 8 or 16 long and the address aligned to it; bytes are in
    // memory order (lowest address first). A Store's read is the read half of a
    // read-modify-write (pst.d) and needs write permission.
    virtual AccessResult read(const Access& access, std::span<std::uint8_t> bytes) = 0;
    virtual AccessResult write(const Access& access, std::span<const std::uint8_t> bytes) = 0;

    // flush: replace the data-cache block holding `address` (written back if
    // modified; PRM p.83). Supervisor only: the core suppresses it in user mode.
    virtual AccessResult flush(std::uint32_t address) = 0;

    // The core calls this after every change of dirbase or epsr (st.c, lock, unlock,
    // trap entry clearing BL). `dirbase` is the value as written, so an ITI bit set
    // in it asks to invalidate the instruction cache and the TLB.
    virtual void control_changed(std::uint32_t dirbase, std::uint32_t epsr) = 0;

    FastPath fast_path;
};

}  // namespace xp860::cpu
