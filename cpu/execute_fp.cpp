// The FP adder and multiplier: scalar operations, pipelined operations, compares
// and the dual-operation family (ISA-FACTS §6.2–6.6).
#include "cpu/core_step.h"
#include "cpu/execution.h"
#include "cpu/fp_operands.h"
#include "cpu/fp_pipeline.h"

namespace xp860::cpu {
namespace {


struct Precisions {
    bool sources_double;
    bool result_double;
};

Precisions precisions(const Execution& x) {
    return {sources_double(x), result_double(x)};
}

fp::Precision precision(bool is_double) { return is_double ? fp::Precision::Double : fp::Precision::Single; }


// A source exception sets fsr.SE; with traps enabled (fsr.FTE) it raises FT and the
// instruction is aborted, leaving registers and pipelines as they were so it can be
// restarted (ISA-FACTS §6.4, §6.6). Returns whether the instruction must stop.
bool source_exception_aborts(Execution& x, bool raised) {
    if (!raised) return false;
    x.state.fsr |= fsr::kSourceException;
    if ((x.state.fsr & fsr::kTrapEnable) == 0) return false;
    x.trap_bits |= psr::kFloatingPointTrap;
    return true;
}

// Whether a result's status is an exception fsr asks to report: overflow always,
// underflow unless FZ, inexact only with TI (PRM p.141, ISA-FACTS §6.6).
bool reportable(const CpuState& state, std::uint8_t stage_bits) {
    return (stage_bits & kStageOverflow) != 0 ||
           ((stage_bits & kStageUnderflow) != 0 && (state.fsr & fsr::kFlushZero) == 0) ||
           ((stage_bits & kStageInexact) != 0 && (state.fsr & fsr::kTrapInexact) != 0);
}

// Result exceptions are reported later than the operation that caused them: a
// scalar one on the next FP instruction, a pipelined one once the result is in its
// unit's last stage (PRM p.141). With fsr.FTE set this marks the report as pending;
// the core raises FT on the next instruction that reports it (core.cpp). A scalar
// result also names the registers that hold it, for the loads that report only
// when they overwrite them; a pipelined one names none.
void note_result_exception(CpuState& state, std::uint8_t stage_bits, std::uint32_t result_registers = 0) {
    if ((state.fsr & fsr::kTrapEnable) != 0 && reportable(state, stage_bits)) {
        state.fp_result_exception_pending = true;
        state.fp_exception_registers = result_registers;
    }
}

// A scalar result's status goes straight to fsr: the unit's status bits, sticky
// inexact, and RR naming the register that holds an exceptional result.
void show_scalar_status(CpuState& state, const fp::Status& status, int status_shift, std::uint32_t status_mask,
                        int destination) {
    const std::uint8_t bits = stage_status(status);
    state.fsr = (state.fsr & ~status_mask) | (static_cast<std::uint32_t>(bits) << status_shift);
    if (status.inexact) state.fsr |= fsr::kStickyInexact;
    if ((bits & (kStageOverflow | kStageUnderflow | kStageInexact)) != 0)
        state.fsr = (state.fsr & ~fsr::kResultRegister) |
                    (static_cast<std::uint32_t>(destination) << fsr::kResultRegisterShift);
}

using Operation = fp::Result (*)(std::uint64_t, std::uint64_t, const Precisions&, const fp::Environment&);

fp::Result add(std::uint64_t a, std::uint64_t b, const Precisions& p, const fp::Environment& env) {
    return fp::add(a, b, precision(p.sources_double), precision(p.result_double), env);
}
fp::Result subtract(std::uint64_t a, std::uint64_t b, const Precisions& p, const fp::Environment& env) {
    return fp::subtract(a, b, precision(p.sources_double), precision(p.result_double), env);
}
fp::Result multiply(std::uint64_t a, std::uint64_t b, const Precisions& p, const fp::Environment& env) {
    return fp::multiply(a, b, precision(p.sources_double), precision(p.result_double), env);
}
fp::Result move(std::uint64_t a, std::uint64_t, const Precisions& p, const fp::Environment& env) {
    return fp::convert(a, precision(p.sources_double), precision(p.result_double), env);
}
fp::Result fix(std::uint64_t a, std::uint64_t, const Precisions& p, const fp::Environment& env) {
    return fp::to_int32(a, precision(p.sources_double), env);
}
fp::Result truncate(std::uint64_t a, std::uint64_t, const Precisions& p, const fp::Environment&) {
    return fp::to_int32_truncate(a, precision(p.sources_double));
}
fp::Result reciprocal(std::uint64_t, std::uint64_t b, const Precisions& p, const fp::Environment& env) {
    return fp::reciprocal(b, precision(p.sources_double), precision(p.result_double), env);
}
fp::Result reciprocal_sqrt(std::uint64_t, std::uint64_t b, const Precisions& p, const fp::Environment& env) {
    return fp::reciprocal_sqrt(b, precision(p.sources_double), precision(p.result_double), env);
}

// The operands of a one- or two-source FP op: "e,f,g" reads src1 and src2, "e,g"
// src1 only, "f,g" (frcp, frsqr) src2 only.
std::pair<std::uint64_t, std::uint64_t> operands(const Execution& x, bool is_double) {
    const auto& form = *x.insn.form;
    std::uint64_t a = 0, b = 0;
    for (std::size_t i = 0; i + 1 < form.operand_count; ++i) {
        const std::uint64_t value = read_fp(x.state, x.operand(i), is_double);
        if (form.operands[i].kind == OperandKind::FpSrc1) a = value;
        else b = value;
    }
    return {a, b};
}

// A scalar op of the adder (status in AU..AA) or the multiplier (MU..MA). The unit's
// pipeline is left as it was: DECISION (ISA-FACTS §6.4, §13 #30), as both reference
// cores do; the PRM implies scalar ops pass through the stages, so programs should
// not rely on pipeline contents after one.
template <Operation kOperation, bool kMultiplier>
void scalar(Execution& x) {
    const Precisions p = precisions(x);
    const auto [a, b] = operands(x, p.sources_double);
    const fp::Result r = kOperation(a, b, p, fp_environment(x.state));
    if (source_exception_aborts(x, r.status.source_exception)) return;
    const int width = p.result_double ? 2 : 1;
    note_result_exception(x.state, stage_status(r.status), fp_register_mask(fp_dest(x), width));
    show_scalar_status(x.state, r.status, kMultiplier ? fsr::kMultiplierStatusShift : fsr::kAdderStatusShift,
                       kMultiplier ? fsr::kMultiplierStatus : fsr::kAdderStatus, fp_dest(x));
    write_fp(x.state, fp_dest(x), r.bits, p.result_double);
}

// A source equal to the destination reads the value leaving the last stage, the one
// this instruction writes to the destination (ISA-FACTS §6.4, the reference cores'
// bypass; fdest f0 has none).
std::uint64_t bypassed(const Execution& x, int source, const PipelineStage& leaving, bool is_double) {
    if (source == fp_dest(x) && fp_dest(x) != 0) return leaving.value;
    return read_fp(x.state, source, is_double);
}

// pfadd, pfsub, pfamov, pfix, pftrunc through the 3-stage adder.
template <Operation kOperation>
void pipelined_adder(Execution& x) {
    const Precisions p = precisions(x);
    const PipelineStage leaving = x.state.pipes.adder[2];
    const bool two_sources = x.insn.form->operand_count == 3;
    const std::uint64_t a = bypassed(x, fp_src1(x), leaving, p.sources_double);
    const std::uint64_t b = two_sources ? bypassed(x, fp_src2(x), leaving, p.sources_double) : 0;
    const fp::Result r = kOperation(a, b, p, fp_environment(x.state));
    if (source_exception_aborts(x, r.status.source_exception)) return;
    advance_pipeline(x.state.pipes.adder, stage_of(r, p.result_double));
    write_fp(x.state, fp_dest(x), leaving.value, leaving.is_double);
    show_adder(x.state);
    note_result_exception(x.state, x.state.pipes.adder[2].status);
}

// pfgt, pfle, pfeq: CC from the compare; the adder advances with an undefined but
// unexceptional value (zero, as both reference cores push) and the destination gets
// the value leaving it. pfgt and pfle share an opcode; the R bit tells them apart.
template <int kRelation>  // 0 pfgt, 1 pfle, 2 pfeq
void compare(Execution& x) {
    const bool is_double = sources_double(x);
    const fp::Comparison c = fp::compare(read_fp(x.state, fp_src1(x), is_double),
                                         read_fp(x.state, fp_src2(x), is_double), precision(is_double));
    if (source_exception_aborts(x, c.source_exception)) return;
    x.set_cc(kRelation == 0 ? c.greater : kRelation == 1 ? !c.less_or_equal : c.equal);
    const PipelineStage leaving = advance_pipeline(x.state.pipes.adder, PipelineStage{0, is_double, 0});
    write_fp(x.state, fp_dest(x), leaving.value, leaving.is_double);
    show_adder(x.state);
    note_result_exception(x.state, x.state.pipes.adder[2].status);
}

// The multiplier uses two stages for double sources and three for single ones, or
// for pfmul3.dd (ISA-FACTS §6.4).
std::size_t multiplier_depth(bool sources_double, bool three_stage) {
    return sources_double && !three_stage ? 2 : 3;
}

// pfmul .ss/.sd/.dd and pfmul3.dd. Only src2 bypasses (src1 = fdest is undefined).
template <bool kThreeStage>
void pipelined_multiply(Execution& x) {
    const Precisions p = precisions(x);
    const std::size_t depth = multiplier_depth(p.sources_double, kThreeStage);
    const auto stages = std::span(x.state.pipes.multiplier).first(depth);
    const PipelineStage leaving = stages.back();
    const std::uint64_t a = read_fp(x.state, fp_src1(x), p.sources_double);
    const std::uint64_t b = bypassed(x, fp_src2(x), leaving, p.sources_double);
    const fp::Result r = multiply(a, b, p, fp_environment(x.state));
    if (source_exception_aborts(x, r.status.source_exception)) return;
    advance_pipeline(stages, stage_of(r, p.result_double));
    write_fp(x.state, fp_dest(x), leaving.value, leaving.is_double);
    show_multiplier(x.state, depth);
    note_result_exception(x.state, stages.back().status);
}

// fmlow.dd: integer multiply of the bit patterns; no exceptions (Table 7-1).
void fmlow(Execution& x) {
    write_fp(x.state, fp_dest(x), fp::multiply_low(read_fp(x.state, fp_src1(x), true), read_fp(x.state, fp_src2(x), true)),
             true);
}

// The dual-operation family: FP op 0x00..0x1F, DPC in bits 3:0, subtract when bit
// 4 is set, P = 1 for pfam/pfsm (fdest gets the adder's last stage), P = 0 for
// pfmam/pfmsm (the multiplier's, and every adder operand "A" reads M instead). S is
// the multiplier's source precision; R the adder's source and both results'
// precision (ISA-FACTS §6.5 with §13 #3: R, as Previous does).
enum class Source : std::uint8_t { Src1, Src2, KR, KI, T, A, M };
struct DataPath {
    Source multiplier_1, multiplier_2, adder_1, adder_2;
    bool load_t, load_k;
};

// ISA-FACTS §6.5's DPC table, indexed by DPC.
constexpr DataPath kDataPaths[16] = {
    {Source::KR, Source::Src2, Source::Src1, Source::M, false, false},    // r2p1
    {Source::KR, Source::Src2, Source::T, Source::M, false, true},        // r2pt
    {Source::KR, Source::Src2, Source::Src1, Source::A, true, false},     // r2ap1
    {Source::KR, Source::Src2, Source::T, Source::A, true, true},         // r2apt
    {Source::KI, Source::Src2, Source::Src1, Source::M, false, false},    // i2p1
    {Source::KI, Source::Src2, Source::T, Source::M, false, true},        // i2pt
    {Source::KI, Source::Src2, Source::Src1, Source::A, true, false},     // i2ap1
    {Source::KI, Source::Src2, Source::T, Source::A, true, true},         // i2apt
    {Source::KR, Source::A, Source::Src1, Source::Src2, true, false},     // rat1p2
    {Source::Src1, Source::Src2, Source::A, Source::M, false, false},     // m12apm
    {Source::KR, Source::A, Source::Src1, Source::Src2, false, false},    // ra1p2
    {Source::Src1, Source::Src2, Source::T, Source::A, true, false},      // m12ttpa
    {Source::KI, Source::A, Source::Src1, Source::Src2, true, false},     // iat1p2
    {Source::Src1, Source::Src2, Source::T, Source::M, false, false},     // m12tpm
    {Source::KI, Source::A, Source::Src1, Source::Src2, false, false},    // ia1p2
    {Source::Src1, Source::Src2, Source::T, Source::A, false, false},     // m12tpa
};

void dual_operation(Execution& x) {
    CpuState& s = x.state;
    const std::uint32_t word = x.insn.form->match;
    const std::uint32_t dpc = word & 0xf;
    const bool subtract_form = (word & 0x10) != 0;
    const bool adder_result = (word & kPipelinedBit) != 0;  // pfam/pfsm
    const Precisions p = precisions(x);
    const bool m_double = p.sources_double;    // S
    const bool a_double = p.result_double;     // R
    const std::size_t depth = multiplier_depth(m_double, false);
    const auto m_stages = std::span(s.pipes.multiplier).first(depth);
    const PipelineStage m_last = m_stages.back();
    const PipelineStage a_last = s.pipes.adder[2];
    const PipelineStage& result_last = adder_result ? a_last : m_last;
    const DataPath path = kDataPaths[dpc];

    // Register sources equal to fdest read the stage this instruction writes out;
    // a multiplier src1 does not bypass (ISA-FACTS §6.5).
    const auto value = [&](Source source, bool is_double, bool may_bypass) -> std::uint64_t {
        switch (source) {
            case Source::Src1:
                return may_bypass ? bypassed(x, fp_src1(x), result_last, is_double) : read_fp(s, fp_src1(x), is_double);
            case Source::Src2: return bypassed(x, fp_src2(x), result_last, is_double);
            case Source::KR: return s.kr;
            case Source::KI: return s.ki;
            case Source::T: return s.t;
            case Source::A: return adder_result ? a_last.value : m_last.value;
            case Source::M: return m_last.value;
        }
        return 0;
    };
    const fp::Environment env = fp_environment(s);
    const fp::Result product = fp::multiply(value(path.multiplier_1, m_double, false),
                                            value(path.multiplier_2, m_double, true), precision(m_double),
                                            precision(a_double), env);
    const std::uint64_t a1 = value(path.adder_1, a_double, true), a2 = value(path.adder_2, a_double, true);
    const fp::Result sum = subtract_form ? fp::subtract(a1, a2, precision(a_double), precision(a_double), env)
                                         : fp::add(a1, a2, precision(a_double), precision(a_double), env);
    if (source_exception_aborts(x, product.status.source_exception || sum.status.source_exception)) return;

    // The multiply above used the old KR/KI; T takes the value leaving the multiplier.
    if (path.load_t) s.t = m_last.value;
    if (path.load_k) ((dpc & 4) != 0 ? s.ki : s.kr) = read_fp(s, fp_src1(x), m_double);
    advance_pipeline(m_stages, stage_of(product, a_double));
    advance_pipeline(s.pipes.adder, stage_of(sum, a_double));
    write_fp(s, fp_dest(x), result_last.value, result_last.is_double);
    show_adder(s);
    show_multiplier(s, depth);
    note_result_exception(s, s.pipes.adder[2].status);
    note_result_exception(s, m_stages.back().status);
}

}  // namespace

void add_fp_semantics() {
    for (const char* suffix : {".ss", ".sd", ".dd"}) {
        const std::string s(suffix);
        define_semantics<scalar<add, false>>("fadd" + s);
        define_semantics<scalar<subtract, false>>("fsub" + s);
        define_semantics<scalar<multiply, true>>("fmul" + s);
        define_semantics<scalar<reciprocal, true>>("frcp" + s);
        define_semantics<scalar<reciprocal_sqrt, true>>("frsqr" + s);
        define_semantics<pipelined_adder<add>>("pfadd" + s);
        define_semantics<pipelined_adder<subtract>>("pfsub" + s);
        define_semantics<pipelined_multiply<false>>("pfmul" + s);
    }
    for (const char* suffix : {".ss", ".sd", ".ds", ".dd"}) {
        define_semantics<scalar<move, false>>(std::string("famov") + suffix);
        define_semantics<pipelined_adder<move>>(std::string("pfamov") + suffix);
    }
    for (const char* suffix : {".sd", ".dd"}) {
        define_semantics<scalar<fix, false>>(std::string("fix") + suffix);
        define_semantics<scalar<truncate, false>>(std::string("ftrunc") + suffix);
        define_semantics<pipelined_adder<fix>>(std::string("pfix") + suffix);
        define_semantics<pipelined_adder<truncate>>(std::string("pftrunc") + suffix);
    }
    for (const char* suffix : {".ss", ".dd"}) {
        define_semantics<compare<0>>(std::string("pfgt") + suffix);
        define_semantics<compare<1>>(std::string("pfle") + suffix);
        define_semantics<compare<2>>(std::string("pfeq") + suffix);
    }
    define_semantics<pipelined_multiply<true>>("pfmul3.dd");
    define_semantics<fmlow>("fmlow.dd");
    for (const InstructionForm& form : instruction_table())
        if ((form.match >> 26) == 0x12 && (form.match & 0x7f) < 0x20 && !form.has(kPseudo))
            define_semantics<dual_operation>(form.mnemonic);
}

}  // namespace xp860::cpu
