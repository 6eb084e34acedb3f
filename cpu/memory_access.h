// Data accesses as loads and stores make them (ISA-FACTS §4.4, §4.5): the DAT
// checks, the memory port call, and the fld/fst/pfld/pst addressing with its
// autoincrement. Shared by execute_memory.cpp and execute_graphics.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <span>

#include "cpu/execution.h"
#include "cpu/little_endian.h"

namespace xp860::cpu {

// Whether an access of `size` bytes at `address` may go to memory: misalignment or a
// db breakpoint (psr.BR/BW) raises DAT and it does not. DECISION (ISA-FACTS §2.6,
// §13 #15): db is compared with the virtual address, masked to the operand size, as
// the NeXTdimension kernel's handler does.
inline bool access_allowed(Execution& x, std::uint32_t address, std::uint32_t size, bool store) {
    const std::uint32_t breakpoint_bit = store ? psr::kBreakWrite : psr::kBreakRead;
    const bool breakpoint = (x.state.psr & breakpoint_bit) != 0 &&
                            (address & ~(size - 1)) == (x.state.db & ~(size - 1));
    if (address % size != 0 || breakpoint) {
        x.trap_bits |= psr::kDataAccessTrap;
        return false;
    }
    return true;
}

// Where a data access of `size` bytes at `address` lands. With epsr.BE set, accesses
// narrower than 64 bits swap byte lanes within their doubleword: a byte at A is the
// little-endian byte A^7, a short A^6, a word A^4; 64- and 128-bit accesses are not
// swapped (ISA-FACTS §11, the Intel example Previous tests against).
inline std::uint32_t data_address(const CpuState& state, std::uint32_t address, std::uint32_t size) {
    if ((state.epsr & epsr::kBigEndian) == 0 || size >= 8) return address;
    return address ^ (8 - size);
}

// A data access at `address` in `space`: the checks above, then the memory system;
// a fault from it raises DAT too. A line the memory system has vouched for is
// copied here without calling it (memory_port.h). Returns whether the access happened.
inline bool access(Execution& x, std::uint32_t address, std::span<std::uint8_t> bytes, bool store,
                   AccessSpace space = AccessSpace::Memory) {
    const auto size = static_cast<std::uint32_t>(bytes.size());
    // DECISION: the other bus spaces (ldio, stio, ldint, scyc) have ports, not memory
    // operands: db does not watch them and epsr.BE does not move their byte lanes.
    const bool memory = space == AccessSpace::Memory || space == AccessSpace::PipelinedMemory;
    if (memory) {
        if (!access_allowed(x, address, size, store)) return false;  // it raised DAT
    } else if (address % size != 0) {
        x.trap_bits |= psr::kDataAccessTrap;
        return false;
    }
    const std::uint32_t at = memory ? data_address(x.state, address, size) : address;
    const bool user = x.user_mode();
    if (space == AccessSpace::Memory) {
        const VouchedLine& line = (store ? x.memory.fast_path.store : x.memory.fast_path.load)[FastPath::set_of(at)];
        if (line.tag == FastPath::tag_of(at, user)) {
            std::uint8_t* host = line.host + at % FastPath::kLineBytes;
            if (store) std::memcpy(host, bytes.data(), size);
            else std::memcpy(bytes.data(), host, size);
            return true;
        }
        if (x.fast && !store) {
            x.rare |= Execution::kLeftToGeneral;
            return false;
        }
    }
    const Access request{at, store ? AccessKind::Store : AccessKind::Load, space, user};
    const AccessResult result = store ? x.memory.write(request, bytes) : x.memory.read(request, bytes);
    if (x.account(result)) {
        x.trap_bits |= psr::kDataAccessTrap;
        return false;
    }
    return true;
}

// A loaded byte, short or word as a register holds it: sign-extended (ISA-FACTS §4.4).
template <std::size_t kSize>
std::uint32_t sign_extended(const std::array<std::uint8_t, kSize>& bytes) {
    const std::uint32_t value = load_little_endian(bytes);
    if constexpr (kSize == 4) return value;
    const std::uint32_t sign = 1u << (8 * kSize - 1);
    return (value ^ sign) - sign;
}

// The effective address of fld/fst/pfld/pst/flush: src1 register or displacement
// plus src2.
inline std::uint32_t fp_effective_address(const Execution& x, std::size_t offset_operand) {
    const auto& spec = x.insn.form->operands[offset_operand];
    const std::uint32_t offset = spec.kind == OperandKind::IntSrc1
                                     ? x.reg(offset_operand)
                                     : static_cast<std::uint32_t>(x.operand(offset_operand));
    return offset + x.reg(offset_operand + 1);
}

// With ++, the base register gets the effective address. The update happens even
// when the access faults; the trap handler undoes it (PRM p.137, ISA-FACTS §4.5).
// fld makes it after its access, which reads and writes no register, so that a
// fast step giving the load back has changed nothing.
inline void update_base(Execution& x, std::size_t offset_operand, std::uint32_t address) {
    if (x.insn.form->auto_increment && (x.rare & Execution::kLeftToGeneral) == 0)
        x.set_reg(x.operand(offset_operand + 1), address);
}

// The effective address, with the base updated at once (pfld, pst, flush).
inline std::uint32_t fp_address(Execution& x, std::size_t offset_operand) {
    const std::uint32_t address = fp_effective_address(x, offset_operand);
    update_base(x, offset_operand, address);
    return address;
}

}  // namespace xp860::cpu
