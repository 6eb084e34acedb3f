#include "frontend/run_end.h"

#include "cpu/control_registers.h"
#include "toolchain/hex.h"

namespace xp860::frontend {
namespace {

struct TrapEnd {
    std::uint32_t bit;
    const char* kind;
    int status;
};

// The first of these a halt's trap bits hold names it (a fault outranks IT).
constexpr TrapEnd kTrapEnds[] = {
    {cpu::psr::kInstructionAccessTrap, "instruction-access", 139},
    {cpu::psr::kDataAccessTrap, "data-access", 139},
    {cpu::psr::kFloatingPointTrap, "floating-point", 136},
    {cpu::psr::kInstructionTrap, "instruction", 132},
    {cpu::psr::kInterrupt, "interrupt", 132},
};

}  // namespace

RunEnd run_end(const network::RunResult& result, const std::string& program) {
    const std::string where = "xp860 run: " + program + ": ";
    const std::string at = toolchain::hex(result.pc, "0x%08llx");
    using Halt = network::RunResult::Halt;
    switch (result.halt) {
        case Halt::Exit: return {static_cast<int>(result.status & 0xff), "", false};
        case Halt::Abort: return {134, where + "abort() called", false};
        case Halt::SelfBranch: return {0, "", true};
        case Halt::CycleLimit: return {124, where + "cycle limit reached at " + at, true};
        case Halt::Unimplemented: return {2, where + "not implemented yet at " + at + ": " + result.detail, true};
        case Halt::UnhandledTrap:
            for (const TrapEnd& end : kTrapEnds)
                if (result.trap_bits & end.bit)
                    return {end.status, where + "unhandled " + end.kind + " trap at " + at, true};
            return {132, where + "unhandled trap at " + at, true};
    }
    return {1, where + "ended in an unknown way", true};
}

}  // namespace xp860::frontend
