// roms/libc/setjmp.s on the emulated core: a driver calls setjmp, changes every
// callee-saved register (r1..r15, f2..f7), and longjmps back; the second return
// must carry longjmp's value (1 for 0) and the registers setjmp saw. The expected
// values are the driver's own constants.
#include <doctest/doctest.h>

#include <string>

#include "tests/cpu/program_run.h"
#include "tests/test_support.h"

namespace {

// The driver: saves r4..r15 = 104..115, sp, fp, f2..f7 = 2.0 4.0 6.0, then
// clobbers them all and longjmps with `value`; `second` records r16 and stops.
std::string driver(int value) {
  std::string source = R"(
        .text
        .globl  _start
_start: orh     ha%stack_top,%r0,%r2
        or      l%stack_top,%r2,%r2
        adds    -32,%r2,%r3
)";
  for (int r = 4; r <= 15; r++) source += "        mov     " + std::to_string(100 + r) + ",%r" + std::to_string(r) + "\n";
  source += R"(
        orh     ha%values,%r0,%r31
        fld.d   l%values(%r31),%f2
        fld.d   l%values+8(%r31),%f4
        fld.d   l%values+16(%r31),%f6
        orh     ha%env,%r0,%r16
        or      l%env,%r16,%r16
        call    setjmp
        nop
        btne    %r16,%r0,second
)";
  for (int r = 3; r <= 15; r++) source += "        mov     %r0,%r" + std::to_string(r) + "\n";
  source += R"(
        adds    -64,%r2,%r2
        fmov.dd %f0,%f2
        fmov.dd %f0,%f4
        fmov.dd %f0,%f6
        orh     ha%env,%r0,%r16
        or      l%env,%r16,%r16
        mov     )" + std::to_string(value) + R"(,%r17
        call    longjmp
        nop
        mov     99,%r16
        trap    %r0,%r0,%r0
second: trap    %r0,%r0,%r0

        .data
        .align  8
values: .double 2.0, 4.0, 6.0
env:    .space  96
        .align  16
        .space  4096
stack_top:
)";
  return source;
}

}  // namespace

TEST_CASE("longjmp returns to setjmp's caller with the callee-saved registers") {
  const std::string library = xp860::test::read_text_file(xp860::test::source_dir() / "roms/libc/setjmp.s");
  REQUIRE(!library.empty());
  for (int value : {7, 0}) {
    xp860::test::ProgramRun run = xp860::test::run_program(driver(value) + library);
    const auto& r = run.state.r;
    CHECK(r[16] == static_cast<std::uint32_t>(value == 0 ? 1 : value));
    for (int i = 4; i <= 15; i++) CHECK(r[i] == static_cast<std::uint32_t>(100 + i));
    CHECK(r[3] == r[2] - 32);  // fp as set, sp without the 64 taken after setjmp
    CHECK(run.state.f[3] == 0x40000000u);  // 2.0's high word
    CHECK(run.state.f[5] == 0x40100000u);  // 4.0
    CHECK(run.state.f[7] == 0x40180000u);  // 6.0
  }
}
