// The graphics unit (fiadd, fisub, faddp, faddz, fzchkl, fzchks, form and their
// pipelined forms; ISA-FACTS §6.3, §7), fxfr, and the two memory instructions that
// feed or drain FP pipelines and pixels: pfld (the 3-stage load pipe, §6.7) and
// pst.d (the pixel store, §7).
#include <array>
#include <optional>
#include <span>

#include "cpu/core_step.h"
#include "cpu/execution.h"
#include "cpu/fp_operands.h"
#include "cpu/fp_pipeline.h"
#include "cpu/little_endian.h"
#include "cpu/memory_access.h"

namespace xp860::cpu {
namespace {



// The 64-bit pair an instruction of §7 works on (their encodings have S = R = 1).
std::uint64_t pair(const Execution& x, int number) { return read_fp(x.state, number, true); }

std::uint32_t pixel_mask(const CpuState& s) { return (s.psr & psr::kPixelMask) >> 24; }
void set_pixel_mask(CpuState& s, std::uint32_t mask) {
    s.psr = (s.psr & ~psr::kPixelMask) | ((mask & 0xffu) << 24);
}

// psr.PS as a pixel width in bits: 00 = 8, 01 = 16, 10 = 32 (ISA-FACTS §2.2, §7).
// DECISION: PS = 11 is undefined (ISA-FACTS §2.2) and no source says what faddp or
// pst.d do with it (MAME leaves MERGE alone and logs it as undefined), so an
// instruction that depends on the pixel size raises IT there, as an instruction the
// machine cannot execute, rather than guess. Nothing has changed when it does:
// callers ask before any side effect, so a handler sees the state before it.
std::optional<unsigned> pixel_bits(Execution& x) {
    const std::uint32_t ps = (x.state.psr & psr::kPixelSize) >> 22;
    if (ps == 3) {
        x.trap_bits |= psr::kInstructionTrap;
        return std::nullopt;
    }
    return 8u << ps;
}

// A graphics operation: reads its sources, makes its MERGE and psr.PM updates (those
// happen at issue, for the scalar and the pipelined form alike, as in both
// reference cores) and returns the result as it would enter the graphics stage.
// After raising a trap it must have changed nothing.
using GraphicsOperation = PipelineStage (*)(Execution&);

// fiadd/fisub .ss/.dd: two's-complement add or subtract (fsrc1 - fsrc2) of the
// registers' bit patterns, 32 or 64 bits wide, without flags (ISA-FACTS §6.3).
template <bool kSubtract>
PipelineStage integer_add(Execution& x) {
    const bool is_double = sources_double(x);
    const std::uint64_t a = read_fp(x.state, fp_src1(x), is_double);
    const std::uint64_t b = read_fp(x.state, fp_src2(x), is_double);
    std::uint64_t sum = kSubtract ? a - b : a + b;
    if (!is_double) sum &= 0xffffffffu;  // a single wraps at 32 bits
    return {sum, is_double, 0};
}

// faddp: a 64-bit add whose colour fields are shifted into MERGE (ISA-FACTS §7):
// MERGE moves right by the field step, the field positions are cleared, and the
// sum's fields are ORed in.
PipelineStage add_pixel(Execution& x) {
    const std::optional<unsigned> bits = pixel_bits(x);
    if (!bits) return {};
    struct Step {
        unsigned shift;
        std::uint64_t fields;
    };
    const Step step = *bits == 8    ? Step{8, 0xff00ff00ff00ff00u}   // bits 15:8 of each 16-bit lane
                      : *bits == 16 ? Step{6, 0xfc00fc00fc00fc00u}   // bits 15:10: 6 bits of colour
                                    : Step{8, 0xff000000ff000000u};  // bits 31:24 of each 32-bit lane
    const std::uint64_t sum = pair(x, fp_src1(x)) + pair(x, fp_src2(x));
    x.state.merge = ((x.state.merge >> step.shift) & ~step.fields) | (sum & step.fields);
    return {sum, true, 0};
}

// faddz: a 64-bit add whose two 16-bit integer parts of 16.16 Z values are shifted
// into MERGE (ISA-FACTS §7); two faddz rebuild a whole MERGE (the NDK restore idiom).
PipelineStage add_z(Execution& x) {
    constexpr std::uint64_t kFields = 0xffff0000ffff0000u;
    const std::uint64_t sum = pair(x, fp_src1(x)) + pair(x, fp_src2(x));
    x.state.merge = ((x.state.merge >> 16) & ~kFields) | (sum & kFields);
    return {sum, true, 0};
}

// fzchks (kLaneBits = 16) / fzchkl (32): per unsigned lane, the smaller Z value;
// PM shifts right by the lane count and its top bits record, lane 0 lowest, which
// lanes had fsrc2 <= fsrc1. MERGE is cleared, as in both reference cores
// (ISA-FACTS §7, where the PRM text is marked not seen).
template <unsigned kLaneBits>
PipelineStage z_check(Execution& x) {
    constexpr unsigned kLanes = 64 / kLaneBits;
    constexpr std::uint64_t kLaneMask = (std::uint64_t{1} << kLaneBits) - 1;
    const std::uint64_t a = pair(x, fp_src1(x)), b = pair(x, fp_src2(x));
    std::uint64_t result = 0;
    std::uint32_t closer = 0;
    for (unsigned i = 0; i < kLanes; ++i) {
        const std::uint64_t a_lane = (a >> (i * kLaneBits)) & kLaneMask;
        const std::uint64_t b_lane = (b >> (i * kLaneBits)) & kLaneMask;
        const bool b_wins = b_lane <= a_lane;
        result |= (b_wins ? b_lane : a_lane) << (i * kLaneBits);
        if (b_wins) closer |= 1u << i;
    }
    set_pixel_mask(x.state, (pixel_mask(x.state) >> kLanes) | (closer << (8 - kLanes)));
    x.state.merge = 0;
    return {result, true, 0};
}

// form: fsrc1 ORed with MERGE, which is then cleared (ISA-FACTS §7; NDK saves MERGE
// with `form f0,f2`).
PipelineStage or_merge(Execution& x) {
    const std::uint64_t result = pair(x, fp_src1(x)) | x.state.merge;
    x.state.merge = 0;
    return {result, true, 0};
}

// The scalar form writes fdest directly. DECISION (ISA-FACTS §6.4, §13 #30): the
// graphics stage is left as it was, as both reference cores do; the PRM implies
// scalar results pass through the stages, so programs should not rely on it.
template <GraphicsOperation kOperation>
void scalar(Execution& x) {
    const PipelineStage result = kOperation(x);
    if (x.trap_bits != 0) return;
    write_fp(x.state, fp_dest(x), result.value, result.is_double);
}

// The pipelined form (ISA-FACTS §6.4) on the 1-stage graphics pipe: fdest gets the
// stage's value with its IRP precision, the new result enters the stage, and fsr.IRP
// shows it. The sources were read before fdest is written.
template <GraphicsOperation kOperation>
void pipelined(Execution& x) {
    const PipelineStage result = kOperation(x);
    if (x.trap_bits != 0) return;
    const PipelineStage leaving = advance_pipeline(std::span(&x.state.pipes.graphics, 1), result);
    write_fp(x.state, fp_dest(x), leaving.value, leaving.is_double);
    show_graphics(x.state);
}

// fxfr fsrc1,idest: the 32-bit pattern of an FP register, unconverted (ISA-FACTS
// §4.5); r0 discards it.
void fxfr(Execution& x) { x.set_reg(x.operand(1), x.state.f[static_cast<std::size_t>(fp_src1(x))]); }

// pfld.{l,d} src1(src2)[++],fdest: addressed, aligned and autoincremented as fld
// (the base is updated even when the access faults), but through the 3-stage load
// pipe (ISA-FACTS §6.7): fdest gets the value of the third-previous pfld with its
// LRP precision, the new datum enters stage 1, and fsr.LRP shows the new last
// stage. The word at the lower address is the low word. A faulting pfld raises DAT
// before the pipe moves, so the pipe and fdest are unchanged and it can restart.
// DECISION (ISA-FACTS §6.7 "XP pfld.q: semantics NF", §13 #31): pfld.q is the two
// pfld.d of its two halves in one instruction: the doubleword at the lower address
// enters the pipe first, the two doubles leaving it go to fdest's quad, the first to
// its lower pair. The stages stay 64 bits wide, so the documented save and restore
// procedure (three pfld to a dummy address, LRP per stage) still covers the pipe.
template <std::uint32_t kWords>
void pipelined_load(Execution& x) {
    const std::uint32_t address = fp_address(x, 0);
    std::array<std::uint8_t, 4 * kWords> bytes{};
    if (!access(x, address, bytes, false, AccessSpace::PipelinedMemory)) return;
    constexpr std::uint32_t kEntries = kWords == 4 ? 2 : 1;
    constexpr std::uint32_t kEntryWords = kWords == 4 ? 2 : kWords;
    const int first = fp_register_group(fp_dest(x), static_cast<int>(kWords));
    for (std::uint32_t entry = 0; entry < kEntries; ++entry) {
        const auto entry_bytes = std::span(bytes).subspan(8 * entry, 4 * kEntryWords);
        std::uint64_t value = load_little_endian(entry_bytes.first(4));
        if constexpr (kEntryWords == 2) value |= std::uint64_t{load_little_endian(entry_bytes.subspan(4, 4))} << 32;
        const PipelineStage leaving =
            advance_pipeline(x.state.pipes.load, PipelineStage{value, kEntryWords == 2, 0});
        write_fp(x.state, kWords == 4 ? first + static_cast<int>(2 * entry) : fp_dest(x), leaving.value,
                 leaving.is_double);
    }
    show_load(x.state);
}

// pst.d fdest,#const(src2)[++]: stores the pixels of the fdest pair whose PM bits
// are set, then shifts PM right by the pixels per 64 bits (ISA-FACTS §7). The address
// must be 8-byte aligned; the base is updated even when the store faults (§4.5).
// DECISION (ISA-FACTS §7, §13 #4): MAME's little-endian mapping, PM bit i <-> pixel i,
// the i-th least significant field, at address + i * size.
// DECISION (ISA-FACTS §14.10: no source gives the pixel order in big-endian mode):
// epsr.BE changes nothing. 64-bit accesses are not lane-swapped in BE mode (§11), so
// the pair lies in memory as in little-endian mode and PM bit i still selects the
// i-th least significant field at address + i * size.
// DECISION: the hardware writes the selected bytes with byte enables; the MemoryPort
// writes whole aligned blocks, so the store is a read-modify-write of the 8 bytes.
// The read is the store's own (AccessKind::Store, so a memory system checks write
// rights), and its extra cycles are not charged: on the bus it is one write. A fault
// on either half raises DAT, nothing is written and PM is unchanged, so the store
// can be restarted.
void pixel_store(Execution& x) {
    const std::optional<unsigned> bits = pixel_bits(x);
    if (!bits) return;
    const std::uint32_t address = fp_address(x, 1);
    if (!access_allowed(x, address, 8, true)) return;
    std::array<std::uint8_t, 8> bytes{};
    const Access request{address, AccessKind::Store, AccessSpace::Memory, x.user_mode()};
    if (x.memory.read(request, bytes).fault != AccessResult::Fault::None) {
        x.trap_bits |= psr::kDataAccessTrap;
        return;
    }
    const std::uint64_t pixels = pair(x, x.operand(0));
    const unsigned pixel_bytes = *bits / 8, count = 64 / *bits;
    const std::uint32_t mask = pixel_mask(x.state);
    for (unsigned i = 0; i < count; ++i)
        if ((mask >> i) & 1)
            for (unsigned b = i * pixel_bytes; b < (i + 1) * pixel_bytes; ++b)
                bytes[b] = static_cast<std::uint8_t>(pixels >> (8 * b));
    if (x.account(x.memory.write(request, bytes))) {
        x.trap_bits |= psr::kDataAccessTrap;
        return;
    }
    set_pixel_mask(x.state, mask >> count);
}

}  // namespace

void add_graphics_semantics() {
    define_semantics<scalar<integer_add<false>>>("fiadd.ss");
    define_semantics<scalar<integer_add<false>>>("fiadd.dd");
    define_semantics<scalar<integer_add<true>>>("fisub.ss");
    define_semantics<scalar<integer_add<true>>>("fisub.dd");
    define_semantics<scalar<add_pixel>>("faddp");
    define_semantics<scalar<add_z>>("faddz");
    define_semantics<scalar<z_check<16>>>("fzchks");
    define_semantics<scalar<z_check<32>>>("fzchkl");
    define_semantics<scalar<or_merge>>("form");
    define_semantics<pipelined<integer_add<false>>>("pfiadd.ss");
    define_semantics<pipelined<integer_add<false>>>("pfiadd.dd");
    define_semantics<pipelined<integer_add<true>>>("pfisub.ss");
    define_semantics<pipelined<integer_add<true>>>("pfisub.dd");
    define_semantics<pipelined<add_pixel>>("pfaddp");
    define_semantics<pipelined<add_z>>("pfaddz");
    define_semantics<pipelined<z_check<16>>>("pfzchks");
    define_semantics<pipelined<z_check<32>>>("pfzchkl");
    define_semantics<pipelined<or_merge>>("pform");
    define_semantics<fxfr>("fxfr");
    define_semantics<pipelined_load<1>>("pfld.l");
    define_semantics<pipelined_load<2>>("pfld.d");
    define_semantics<pipelined_load<4>>("pfld.q");
    define_semantics<pixel_store>("pst.d");
}

}  // namespace xp860::cpu
