// The i860 XP's bus-cycle instructions: ldio, stio, ldint and scyc (ISA-FACTS §4.8).
// BINU gives their encodings; the XP data book that describes them was not
// reachable (ISA-FACTS §14.9), so what they do is decided here from their names and
// operand forms, and the memory system answers them as the node's map says.
//
// DECISION: ldio.x src2,dest and stio.x src1,src2 read and write the I/O space at
// the port src2 holds (no displacement: the forms have none), untranslated and
// uncached, like the i486's IN and OUT; a port not aligned to the size raises DAT,
// as any misaligned operand does. ldio sign-extends like ld.x: the i860 has no
// zero-extending load, so code masks either way.
// DECISION: ldint.x src2,dest makes an interrupt-acknowledge cycle; src2's value is on
// the address lines (which controller answers is the node's business) and the vector
// read is sign-extended into dest.
// DECISION: scyc.b src2 makes a special cycle carrying src2's low byte; nothing
// answers it.
// DECISION: all four are supervisor-only. In user mode they raise IT, as an
// instruction the process may not execute: the alternative of ignoring them (what
// st.c does with protected bits) would let a user program believe it had done I/O.
#include <array>

#include "cpu/core_step.h"
#include "cpu/execution.h"
#include "cpu/little_endian.h"
#include "cpu/memory_access.h"

namespace xp860::cpu {
namespace {

bool privileged(Execution& x) {
    if (!x.user_mode()) return true;
    x.trap_bits |= psr::kInstructionTrap;
    return false;
}

// Reads of other spaces go through the same checks and accounting as memory loads
// (memory_access.h), but never through a vouched line: those are memory only.
template <std::size_t kSize, AccessSpace kSpace>
void load_from(Execution& x) {
    if (!privileged(x)) return;
    std::array<std::uint8_t, kSize> bytes{};
    if (!access(x, x.reg(0), bytes, false, kSpace)) return;
    x.set_reg(x.operand(1), sign_extended(bytes));
}

template <std::size_t kSize>
void store_io(Execution& x) {
    if (!privileged(x)) return;
    std::array<std::uint8_t, kSize> bytes{};
    store_little_endian(bytes, x.reg(0));
    access(x, x.reg(1), bytes, true, AccessSpace::Io);
}

void special_cycle(Execution& x) {
    if (!privileged(x)) return;
    std::array<std::uint8_t, 1> code{static_cast<std::uint8_t>(x.reg(0))};
    access(x, 0, code, true, AccessSpace::Special);
}

}  // namespace

void add_io_semantics() {
    define_semantics<load_from<1, AccessSpace::Io>>("ldio.b");
    define_semantics<load_from<2, AccessSpace::Io>>("ldio.s");
    define_semantics<load_from<4, AccessSpace::Io>>("ldio.l");
    define_semantics<store_io<1>>("stio.b");
    define_semantics<store_io<2>>("stio.s");
    define_semantics<store_io<4>>("stio.l");
    define_semantics<load_from<1, AccessSpace::InterruptAcknowledge>>("ldint.b");
    define_semantics<load_from<2, AccessSpace::InterruptAcknowledge>>("ldint.s");
    define_semantics<load_from<4, AccessSpace::InterruptAcknowledge>>("ldint.l");
    define_semantics<special_cycle>("scyc.b");
}

}  // namespace xp860::cpu
