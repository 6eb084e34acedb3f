// Core::step() and Core::run() are two entry points of one implementation. The same
// programs, driven one step at a time, by runs (whole and in chunks of many sizes) and
// by runs with an observer, must end in the same state at the same cycle, having made
// the same device accesses at the same cycles. The programs cover integer code, FP
// pipelines, dual-instruction mode, traps taken and returned from, delay slots, bla
// loops, annulled bc.t slots, self-modifying code, user mode, locked sequences, and
// interrupts raised both by the driver at given cycles and by a timer device that
// ends runs early through Core::limit_run_to. The bus under them and the comparison
// are step_run_harness.h's, shared with the differential oracle (core_oracle.h).
#include <doctest/doctest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "cpu/control_registers.h"
#include "tests/cpu/step_run_harness.h"

using namespace xp860;
using namespace xp860::test;

namespace {

// Every way of driving `program` against stepping it in the same chunks; the ending
// of one long stepped run.
Ending check_all_drivers(const std::string& program, std::uint64_t budget, std::vector<std::uint64_t> interrupts = {},
                         bool stop_at_traps = false) {
    const Image image = assemble_image(program);
    Ending whole;
    for (const auto& chunks : standard_chunkings()) {
        INFO("chunks starting " << chunks.front() << ", " << chunks.size() << " sizes");
        Ending stepped;
        const std::string difference = compare_drivers(image, chunks, interrupts, stop_at_traps, budget, stepped);
        CHECK_MESSAGE(difference.empty(), difference);
        if (chunks.size() == 1 && chunks.front() == kNever / 2) whole = std::move(stepped);
    }
    return whole;
}

// psr.IM on, and a timer interrupt every `period` cycles (re-armed by the handler).
// The handler takes up to about 50 cycles from its re-arming to its return, and a
// branch needs its slot run uninterrupted to get past it (an interrupt there restarts
// the branch), so a period shorter than that would livelock, as on the hardware.
std::string interrupts_every(int period) {
    return "  ld.c %psr,%r4\n  or 0x10,%r4,%r4\n  st.c %r4,%psr\n"
           "  mov " + std::to_string(period) + ",%r25\n  mov 0x100,%r30\n  stio.l %r25,%r30\n";
}

const std::string kHalt = "  br .\n  nop\n";

std::string repeated(const std::string& line, int times) {
    std::string text;
    for (int i = 0; i < times; ++i) text += line;
    return text;
}

}  // namespace

TEST_CASE("integer code with loads and stores, fast and slow, under timer interrupts") {
    const std::string program = interrupts_every(37) +
        "  orh ha%buffer,%r0,%r4\n  or l%buffer,%r4,%r4\n  orh 0x4,%r0,%r11\n  mov 300,%r5\n"
        "1: ld.l 0(%r4),%r6\n  adds 3,%r6,%r6\n  st.l %r6,0(%r4)\n  xor %r6,%r5,%r7\n  shl 2,%r7,%r7\n"
        "  and 0xff,%r7,%r7\n  adds %r7,%r8,%r8\n  addu %r8,%r6,%r9\n  subs %r9,%r5,%r10\n  subu %r5,%r10,%r10\n"
        "  shra 3,%r10,%r12\n  shr %r5,%r12,%r13\n  shrd %r13,%r12,%r14\n  andnot %r5,%r14,%r15\n"
        "  xorh 0x1234,%r15,%r15\n  andh 0xffff,%r15,%r16\n  orh 0x8000,%r16,%r16\n"
        "  st.b %r5,5(%r4)\n  ld.b 5(%r4),%r17\n  st.s %r6,6(%r4)\n  ld.s 6(%r4),%r18\n"
        "  st.l %r8,0(%r11)\n  ld.l 0(%r11),%r19\n  adds %r19,%r17,%r17\n"  // the uncached window
        "  ldio.l %r30,%r20\n"  // r30 = 0x100 from the setup: no device reads there, so a DAT
        "  adds -1,%r5,%r5\n  btne %r5,%r0,1b\n" + kHalt +
        "  .data\nbuffer: .long 0, 0\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[27] > 100u);  // interrupts taken
    CHECK(ending.state.r[26] == 300u);  // one DAT per iteration
}

TEST_CASE("FP pipelines, scalar FP, graphics and dual operations, with FP traps") {
    const std::string program =
        "  orh ha%values,%r0,%r4\n  or l%values,%r4,%r4\n  orh 0x4,%r0,%r11\n"
        "  fld.d 0(%r4),%f2\n  fld.d 8(%r4),%f4\n  fld.l 16(%r4),%f6\n  fld.l 20(%r4),%f7\n"
        "  mov 120,%r5\n"
        "1: pfmul.ss %f6,%f7,%f8\n  pfadd.ss %f8,%f9,%f9\n  pfmul.dd %f2,%f4,%f10\n  pfadd.dd %f10,%f12,%f12\n"
        "  pfmul3.dd %f2,%f2,%f14\n  fmul.dd %f2,%f4,%f16\n  fadd.dd %f16,%f2,%f18\n  fmlow.dd %f2,%f4,%f20\n"
        "  frcp.ss %f7,%f21\n  famov.ss %f21,%f22\n  fix.dd %f18,%f24\n"
        "  pfgt.ss %f6,%f7,%f0\n  bnc 2f\n  r2pt.ss %f6,%f7,%f26\n  m12apm.ss %f6,%f7,%f27\n  i2apt.ss %f7,%f6,%f28\n"
        "2: pfld.l 16(%r4),%f29\n  fst.d %f18,0(%r11)\n  fld.d 0(%r11),%f30\n  fadd.dd %f30,%f2,%f30\n"
        "  ixfr %r5,%f23\n  fxfr %f23,%r13\n  faddp %f2,%f4,%f24\n  fiadd.dd %f2,%f4,%f24\n  form %f24,%f24\n"
        "  fst.l %f9,24(%r4)\n  ld.l 24(%r4),%r14\n  adds %r14,%r5,%r14\n"
        "  adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        // Traps on: an overflowing multiply reports FT on the next FP instruction, and
        // a NaN source raises SE and FT at once.
        "  ld.c %fsr,%r6\n  or 0x20,%r6,%r6\n  st.c %r6,%fsr\n"
        "  fld.l 28(%r4),%f6\n  fmul.ss %f6,%f6,%f7\n  fadd.ss %f7,%f7,%f8\n  fadd.ss %f2,%f2,%f8\n"
        "  fld.l 32(%r4),%f6\n  pfadd.ss %f6,%f6,%f8\n  pfadd.ss %f2,%f2,%f8\n" + kHalt +
        "  .data\n  .align 8\nvalues: .double 1.5, 2.25\n  .float 1.5, 0.75\n  .long 0\n"
        "  .float 3.0e38\n  .long 0x7fc00000\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[26] >= 2u);  // FT traps
    CHECK(ending.state.r[14] != 0u);
}

TEST_CASE("dual-instruction mode: entry, pairs with loads and bla, a trap in a pair, exit; timer interrupts") {
    const std::string program = interrupts_every(59) +
        "  orh ha%a,%r0,%r21\n  or l%a,%r21,%r21\n  adds -1,%r0,%r18\n  mov 40,%r20\n"
        "  .align 8\n  d.fnop\n  nop\n"
        "outer:\n  d.fnop\n  adds -4,%r21,%r16\n  d.fnop\n  adds 4,%r21,%r17\n"
        "  d.fnop\n  mov 7,%r19\n  d.fnop\n  bla %r18,%r19,1f\n  d.fnop\n  nop\n1:\n"
        "inner:\n  d.m12apm.ss %f8,%f9,%f0\n  fld.l 4(%r16)++,%f8\n  d.pfmul.ss %f8,%f9,%f10\n  fld.l 4(%r17)++,%f9\n"
        "  d.fnop\n  bla %r18,%r19,inner\n  d.fnop\n  adds 1,%r7,%r7\n"
        "  d.fnop\n  trap %r0,%r0,%r0\n"            // the handler returns past the pair
        "  d.fnop\n  call 2f\n  d.fnop\n  nop\n"
        "2: d.fnop\n  adds -1,%r20,%r20\n  d.fnop\n  btne %r20,%r0,outer\n"
        "  fnop\n  nop\n  fnop\n  nop\n"  // leaving: one more pair, then single
        "  adds 1,%r7,%r7\n" + kHalt +
        "  .data\n  .align 16\na: .float 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0\n"
        "  .float 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[26] == 40u);  // the trap in each outer pass
    CHECK(ending.state.r[27] > 10u);
}

TEST_CASE("branches: delay slots, bla, bc.t and bnc.t, call, calli, bri, self-modifying code; INT at given cycles") {
    const std::string program =
        "  ld.c %psr,%r4\n  or 0x10,%r4,%r4\n  st.c %r4,%psr\n"
        "  orh ha%patch,%r0,%r12\n  or l%patch,%r12,%r12\n"
        "  orh ha%function,%r0,%r13\n  or l%function,%r13,%r13\n"
        "  orh ha%add1,%r0,%r14\n  or l%add1,%r14,%r14\n  ld.l 0(%r14),%r14\n"  // the word of adds 1,%r9,%r9
        "  orh ha%add2,%r0,%r15\n  or l%add2,%r15,%r15\n  ld.l 0(%r15),%r15\n"  // and of adds 2,%r9,%r9
        "  mov 500,%r5\n  adds -1,%r0,%r18\n"
        "outer:\n  mov 3,%r19\n  bla %r18,%r19,1f\n  nop\n"
        "1: adds 1,%r6,%r6\n  bla %r18,%r19,1b\n  adds 1,%r7,%r7\n"
        "  and 1,%r5,%r0\n  bc.t 2f\n  adds 1,%r8,%r8\n  adds 1,%r10,%r10\n"  // slot runs only when taken
        "2: and 2,%r5,%r0\n  bnc.t 3f\n  adds 1,%r11,%r11\n  adds 1,%r16,%r16\n"
        "3: call function\n  adds 1,%r17,%r17\n  calli %r13\n  nop\n"
        // Self-modifying code: the next line's instruction is rewritten before it runs,
        // alternately adds 1 and adds 2.
        "  and 4,%r5,%r0\n  bc 4f\n  st.l %r14,0(%r12)\n  br patch\n  nop\n"
        "4: st.l %r15,0(%r12)\n  nop\n"
        "patch: adds 1,%r9,%r9\n"
        // A branch to the word after its slot; a branch in a delay slot; bc.t taken.
        "  br 6f\n  adds 1,%r21,%r21\n6: call 7f\n  bte %r0,%r0,8f\n  adds 1,%r22,%r22\n"
        "7: adds 1,%r23,%r23\n8: or 0,%r0,%r0\n  bc.t 9f\n  adds 1,%r24,%r24\n  adds 100,%r24,%r24\n"
        "9: bte %r5,%r0,5f\n  adds -1,%r5,%r5\n  br outer\n  nop\n"
        "5:" + kHalt +
        "function: bri %r1\n  adds 1,%r20,%r20\n"
        "add1: adds 1,%r9,%r9\nadd2: adds 2,%r9,%r9\n";
    const std::vector<std::uint64_t> interrupts = {50, 700, 1403, 5000, 9001, 12345};
    const Ending ending = check_all_drivers(program, 400'000, interrupts);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    // 501 passes (r5 = 500..0): adds 1 when bit 2 of r5 is set (249 of them), else adds 2.
    CHECK(ending.state.r[9] == 249u * 1 + 252u * 2);
    CHECK(ending.state.r[21] == 501u);  // br's slot
    CHECK(ending.state.r[22] == 0u);    // the bte in call's slot leaves for 8f at once
    CHECK(ending.state.r[23] == 0u);
    CHECK(ending.state.r[24] == 501u);  // bc.t taken: its slot runs, the next word does not
    CHECK(ending.state.r[27] == interrupts.size());
}

TEST_CASE("system: locked sequences, IL, user mode, fir, faults, slow code, cycle reads, the annulled slot") {
    const std::string program = interrupts_every(41) +
        "  mov 20,%r5\n  orh ha%data,%r0,%r4\n  or l%data,%r4,%r4\n"
        "1: lock\n  ld.l 0(%r4),%r6\n  adds 1,%r6,%r6\n  st.l %r6,0(%r4)\n  unlock\n"
        "  ld.c %fir,%r7\n  ld.c %fir,%r8\n  ld.c %epsr,%r9\n"
        "  mov 2,%r21\n  ld.l %r21(%r4),%r10\n"  // misaligned: DAT
        "  .long 0x31800000\n"  // ld.c of control register 12: IT
        "  adds 0x7fff,%r0,%r10\n  orh 0x7fff,%r10,%r10\n  adds %r10,%r10,%r10\n  intovr\n"  // OF: IT
        "  mov 0x108,%r30\n  ldio.l %r30,%r11\n  st.l %r11,4(%r4)\n"   // the cycle as the device saw it
        "  ldint.l %r0,%r12\n  scyc.b %r5\n  flush 16(%r4)\n"
        "  orh ha%slow,%r0,%r13\n  or l%slow,%r13,%r13\n  calli %r13\n  nop\n"
        "  or 1,%r0,%r0\n  bc.t 2f\n  adds 1,%r14,%r14\n  adds 1,%r15,%r15\n"  // CC clear: annulled
        "2: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        // A locked sequence that misses its unlock: IL and no psr trap bit.
        "  lock\n" + repeated("  adds 1,%r16,%r16\n", 33) +
        // Into user mode (PU, and IT so that bri returns): a trap there comes back.
        "  ld.c %psr,%r4\n  or 0x180,%r4,%r4\n  st.c %r4,%psr\n"
        "  orh ha%user,%r0,%r5\n  or l%user,%r5,%r5\n  bri %r5\n  nop\n"
        "user: adds 1,%r17,%r17\n  trap %r0,%r0,%r0\n  st.c %r0,%psr\n  mov 200,%r5\n"
        "3: adds 1,%r17,%r17\n  adds -1,%r5,%r5\n  btne %r5,%r0,3b\n" + kHalt +
        "  .section .slow,\"ax\"\nslow: adds 1,%r18,%r18\n  ld.l 0(%r4),%r19\n  bri %r1\n  adds %r19,%r18,%r18\n"
        "  .data\n  .align 16\ndata: .long 0, 0, 0, 0, 0, 0, 0, 0\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK((ending.state.psr & cpu::psr::kUserMode) != 0);
    CHECK(ending.state.r[17] == 201u);
    CHECK(ending.state.r[18] > 20u);
    CHECK(ending.state.r[26] == 20u * 3 + 2);  // DAT, IT, IT per pass; IL; the user-mode trap
}

TEST_CASE("traps in delay slots, INT raised by a device during a step, KNF, st.c into user mode, a stop") {
    const std::string program =
        "  ld.c %psr,%r4\n  or 0x10,%r4,%r4\n  st.c %r4,%psr\n  mov 0x10c,%r11\n  mov 2,%r13\n  mov 40,%r5\n"
        "1: br 2f\n  trap %r0,%r0,%r0\n"          // a trap in a slot: fir is the slot
        "2: call 3f\n  ld.l %r13(%r0),%r6\n"      // DAT in a slot (misaligned)
        "3: stio.l %r0,%r11\n  adds 1,%r7,%r7\n"  // INT rises inside the stio: taken before the adds
        "  adds 1,%r8,%r8\n  bla %r0,%r0,4f\n  stio.l %r0,%r11\n"  // ...and in a slot: after it
        "4: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        // KNF kills the next FP instruction and clears itself.
        "  ld.c %psr,%r4\n  orh 0,%r4,%r4\n  or 0x8000,%r4,%r4\n  st.c %r4,%psr\n"
        "  orh 0x3f80,%r0,%r9\n  ixfr %r9,%f2\n  fadd.ss %f2,%f2,%f4\n  fadd.ss %f2,%f2,%f6\n"
        // st.c setting psr.U: user mode from the next instruction.
        "  ld.c %psr,%r4\n  or 0x40,%r4,%r4\n  st.c %r4,%psr\n  adds 1,%r10,%r10\n  adds 1,%r10,%r10\n"
        "  trap %r0,%r0,%r0\n  adds 1,%r10,%r10\n" + kHalt;
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[7] == 40u);
    CHECK(ending.state.r[8] == 40u);
    CHECK(ending.state.r[27] == 80u);      // both INT per pass
    CHECK(ending.state.r[26] == 80u + 1);  // the trap and the DAT per pass, the user-mode trap
    CHECK(ending.state.f[4] == 0u);        // killed
    CHECK(ending.state.f[6] == 0x40000000u);
    CHECK(ending.state.r[10] == 3u);
    CHECK((ending.state.psr & cpu::psr::kUserMode) != 0);
}

TEST_CASE("interrupts taken before delay slots: the handler restarts the branch") {
    // Half the steps are slots, and the timer fires every 61 or 67 cycles: many runs end
    // with INT asserted and a slot next, where the interrupt is now taken (TF S16).
    for (const int period : {61, 67}) {
        const std::string program = interrupts_every(period) +
            "  mov 300,%r5\n  adds -1,%r0,%r18\n  mov 1000,%r19\n  bla %r18,%r19,1f\n  nop\n"
            "1: br 2f\n  adds 1,%r6,%r6\n2: call 3f\n  adds 1,%r7,%r7\n"
            "3: bla %r18,%r19,4f\n  adds 1,%r8,%r8\n4: bc.t 5f\n  adds 1,%r9,%r9\n"
            "5: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n" + kHalt;
        const Ending ending = check_all_drivers(program, 400'000);
        CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
        CHECK(ending.state.r[6] == 300u);
        CHECK(ending.state.r[7] == 300u);
        CHECK(ending.state.r[8] == 300u);
        CHECK(ending.state.r[19] == 1000u - 301u);  // each bla's add once: the restarts undid theirs
        CHECK(ending.state.r[27] > 50u);
    }
}

// A loop with every kind of step the restart rule must handle: br, call and bri with
// their slots, a bla loop, bc.t taken and not taken (its slot annulled), and dual
// mode: entering, pairs, a delayed branch whose slot is a pair, leaving. Each pass
// adds 1 to r10..r23 (r11 2, r12 3, r13 the bla loop's 4 slots), so after 40 passes
// the counts are the program's results, read off the code.
const std::string kRestartLoop =
    "  mov 40,%r5\n"
    "loop: adds 1,%r10,%r10\n  br 1f\n  adds 2,%r11,%r11\n  adds 100,%r11,%r11\n"
    "1: call sub\n  adds 3,%r12,%r12\n"
    "  adds -1,%r0,%r8\n  or 3,%r0,%r9\n  bla %r8,%r9,2f\n  nop\n"  // LCC primed: taken or not, on to 2
    "2: bla %r8,%r9,2b\n  adds 1,%r13,%r13\n"                          // the slot runs 3 + 1 times
    "  and 0,%r0,%r0\n  bc.t 3f\n  adds 1,%r14,%r14\n  adds 100,%r14,%r14\n"  // CC = 1: taken
    "3: or 1,%r0,%r0\n  bc.t 4f\n  adds 100,%r15,%r15\n  adds 1,%r15,%r15\n"  // CC = 0: slot annulled
    "4: nop\n  .align 8\n  d.fnop\n  adds 1,%r16,%r16\n"                   // single, then pairs
    "  d.fnop\n  adds 1,%r17,%r17\n  d.fnop\n  br 5f\n  d.fnop\n  adds 1,%r18,%r18\n"
    "  d.fnop\n  adds 100,%r18,%r18\n"
    "5: fnop\n  adds 1,%r19,%r19\n  fnop\n  adds 1,%r20,%r20\n"            // leaving: one more pair
    "  adds 1,%r21,%r21\n  adds -1,%r5,%r5\n  btne %r5,%r0,loop\n" + kHalt +
    "sub: adds 1,%r22,%r22\n  bri %r1\n  adds 1,%r23,%r23\n";

// The setup of the loop's runs: fir logged at p1 = 0x80000, the timer first due
// `first` cycles after the stio and re-armed every `period` by the handler, psr.IM
// set when `interrupts` (the same instructions either way, so the loop's addresses
// are the same).
std::string restart_setup(int period, int first, bool interrupts) {
    return "  orh 0x8,%r0,%r30\n  st.c %r30,%p1\n  mov " + std::to_string(period) + ",%r25\n  ld.c %psr,%r4\n  or " +
           (interrupts ? "0x10" : "0") + ",%r4,%r4\n  st.c %r4,%psr\n  mov " + std::to_string(first) +
           ",%r4\n  mov 0x100,%r30\n  stio.l %r4,%r30\n";
}

TEST_CASE("an interrupt before every step of a loop leaves its results as they were") {
    // Without interrupts: the results, and every step's address in the loop.
    const Ending quiet = drive(assemble_image(restart_setup(83, 1, false) + kRestartLoop), {Driver::ObservedRuns, {kNever / 2}, {}, false},
                               400'000);
    REQUIRE(quiet.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    const cpu::CpuState& q = quiet.state;
    const std::uint32_t expected[] = {40, 80, 120, 160, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40};  // r10..r23
    for (std::size_t r = 10; r <= 23; ++r) {
        CAPTURE(r);
        CHECK(q.r[r] == expected[r - 10]);
    }
    std::set<std::uint32_t> loop_steps;  // from the loop's first instruction (the 11th) to the halt
    const std::uint32_t halt = q.pc;
    for (const cpu::StepOutcome& step : quiet.steps)
        if (step.pc >= kText + 40 && step.pc != halt && step.pc != halt + 4) loop_steps.insert(step.pc);

    // With the timer first due 1 to 31 cycles after the setup and then every 83 to 89
    // cycles, interrupts land before every step of the loop.
    std::set<std::uint32_t> interrupted;
    for (int period = 83; period <= 89; ++period) {
        for (int first = 1; first <= 31; ++first) {
            CAPTURE(period);
            CAPTURE(first);
            const Ending ending = drive(assemble_image(restart_setup(period, first, true) + kRestartLoop),
                                        {Driver::Runs, {kNever / 2}, {}, false}, 400'000);
            REQUIRE(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
            for (std::size_t r = 5; r <= 23; ++r) {
                CAPTURE(r);
                CHECK(ending.state.r[r] == q.r[r]);
            }
            const std::uint32_t taken = ending.state.r[27];
            CHECK(taken > 30u);
            for (std::uint32_t i = 0; i < taken; ++i) {
                std::uint32_t fir = 0;
                std::memcpy(&fir, ending.ram.data() + 0x80000 + 4 * i, 4);
                interrupted.insert(fir);
            }
        }
    }
    for (const std::uint32_t pc : loop_steps) {
        CAPTURE(pc);
        CHECK(interrupted.contains(pc));
    }
    CHECK(loop_steps.size() >= 30u);
}

TEST_CASE("a pair not on an 8-byte boundary traps in runs and steps alike") {
    // Pairs would start at kText + 20, which is not 8-byte aligned: IAT there. The
    // assembler refuses d.fnop there, so it is written as its word.
    const std::string program = "  mov 3,%r5\n1: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n  .long 0xb0000200\n  nop\n" + kHalt;
    const Ending ending = check_all_drivers(program, 10'000, {}, true);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::Trapped);
    CHECK(ending.outcome.trap_bits == cpu::psr::kInstructionAccessTrap);
    CHECK(ending.state.fir == kText + 20);
}

TEST_CASE("a calli or a bri in a slot to a misaligned address traps with IAT there") {
    for (const char* transfer : {"  calli %r13\n  adds 1,%r5,%r5\n", "  br 2f\n  bri %r13\n2: adds 1,%r6,%r6\n"}) {
        const std::string program = "  orh ha%1f,%r0,%r13\n  or l%1f,%r13,%r13\n  adds 2,%r13,%r13\n" +
                                    std::string(transfer) + "1: adds 1,%r7,%r7\n  nop\n" + kHalt;
        const Ending ending = check_all_drivers(program, 10'000, {}, true);
        CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::Trapped);
        CHECK(ending.outcome.trap_bits == cpu::psr::kInstructionAccessTrap);
        CHECK(ending.state.fir % 4 == 2u);
        CHECK(ending.state.r[7] == 0u);
    }
}

TEST_CASE("stopping at traps: runs end at the same trap as steps do") {
    const std::string program = "  mov 3,%r5\n1: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n  trap %r0,%r0,%r0\n" + kHalt;
    const Ending ending = check_all_drivers(program, 10'000, {}, true);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::Trapped);
    CHECK(ending.outcome.pc == kText + 12);
}

TEST_CASE("forgetting the decoded words between runs changes nothing") {
    // Core::invalidate_decoded() is what a snapshot's restore may call: the runs after
    // it must end as steps do. The loop rewrites its own code, alternately to an adds
    // and to the word 0 (ld.b %r0(%r0),%r0), which a cleared decode entry, still
    // pointed at by a fetch line's predecoded ops, would match.
    const std::string program =
        "  orh ha%patch,%r0,%r12\n  or l%patch,%r12,%r12\n"
        "  orh ha%add1,%r0,%r14\n  or l%add1,%r14,%r14\n  ld.l 0(%r14),%r14\n"
        "  orh ha%zero,%r0,%r15\n  or l%zero,%r15,%r15\n  ld.l 0(%r15),%r15\n  mov 200,%r5\n"
        "1: and 1,%r5,%r0\n  bc 2f\n  st.l %r14,0(%r12)\n  br patch\n  nop\n"
        "2: st.l %r15,0(%r12)\n"
        "patch: adds 1,%r9,%r9\n  adds -1,%r5,%r5\n  btne %r5,%r0,1b\n" + kHalt +
        "add1: adds 1,%r9,%r9\nzero: ld.b %r0(%r0),%r0\n";
    const Image image = assemble_image(program);
    for (const auto& chunks : standard_chunkings()) {
        INFO("chunks starting " << chunks.front() << ", " << chunks.size() << " sizes");
        const Ending stepped = drive(image, {Driver::Steps, chunks, {}, false}, 100'000);
        const Ending ran = drive(image, {Driver::Runs, chunks, {}, false, true}, 100'000);
        const std::string difference_found = difference(stepped, ran);
        CHECK_MESSAGE(difference_found.empty(), difference_found);
        CHECK(ran.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
        // r5 = 200..1: the 100 odd passes run the adds (and 1 is 1: CC clear, bc not
        // taken), the 100 even ones the word 0.
        CHECK(ran.state.r[9] == 100u);
    }
}
