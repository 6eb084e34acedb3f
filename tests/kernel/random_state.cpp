#include "tests/kernel/random_state.h"

#include <cstdio>
#include <iterator>

#include "toolchain/hex.h"

namespace xp860::test {
namespace {

// A double that is not a signaling NaN: KR and KI can only be read by multiplying
// them, which quiets one (the limit fp_context.s documents).
std::uint64_t not_signaling(std::uint64_t bits) {
    const bool nan = ((bits >> 52) & 0x7ff) == 0x7ff && (bits & 0xfffffffffffffu) != 0;
    return nan ? bits | (std::uint64_t{1} << 51) : bits;
}

}  // namespace

std::string set_integer(int reg, std::uint32_t value) {
    const std::string r = "%r" + std::to_string(reg);
    return "  orh " + toolchain::hex(value >> 16) + ",%r0," + r + "\n  or " + toolchain::hex(value & 0xffff) + "," + r + "," + r + "\n";
}

std::string set_fp(int number, std::uint32_t value) {
    return set_integer(5, value) + "  ixfr %r5,%f" + std::to_string(number) + "\n";
}

std::string random_fp_work(Random& random, int operations) {
    static const char* const kOperations[] = {
        "pfadd.ss", "pfadd.dd", "pfsub.sd", "pfamov.ss", "pfamov.ds", "pfamov.sd", "pfamov.dd",
        "pfix.dd", "pftrunc.sd", "pfgt.ss", "pfeq.dd",
        "pfmul.ss", "pfmul.sd", "pfmul3.dd", "r2p1.ss", "i2apt.ss", "m12apm.sd", "rat1p2.ss",
        "pfiadd.ss", "pfiadd.dd", "pfisub.dd", "pfaddz", "faddz", "faddp", "pfzchkl",
        "pfld.l", "pfld.d",
    };
    std::string code;
    for (int i = 0; i < operations; ++i) {
        const std::string op = kOperations[random() % std::size(kOperations)];
        const auto reg = [&](bool pair) {
            return "%f" + std::to_string(pair ? 2 * (1 + random() % 15) : 2 + random() % 30);
        };
        const bool doubles = op.ends_with(".dd") || op == "pfaddz" || op == "faddz" || op == "faddp" ||
                             op == "pfzchkl";
        if (op.starts_with("pfld")) {
            code += "  " + op + " " + std::to_string(8 * (random() % 8)) + "(%r6)," + reg(true) + "\n";
        } else if (op.starts_with("pfamov") || op.starts_with("pfix") || op.starts_with("pftrunc")) {
            code += "  " + op + " " + reg(doubles || op.ends_with(".ds")) + "," + reg(true) + "\n";
        } else {
            code += "  " + op + " " + reg(doubles) + "," + reg(doubles) + "," + reg(true) + "\n";
        }
    }
    return code + "  pfmul.ss %f2,%f3,%f0\n";
}

std::string random_fp_state(Random& random) {
    // PS = 32 for faddp; KR, KI through r2pt/i2pt, then T from the multiplier with r2apt.
    std::string code = "  ld.c %psr,%r5\n  andnoth 0x00c0,%r5,%r5\n  orh 0x0080,%r5,%r5\n  st.c %r5,%psr\n";
    const std::uint64_t kr = not_signaling(random() | std::uint64_t{random()} << 32);
    const std::uint64_t ki = not_signaling(random() | std::uint64_t{random()} << 32);
    code += set_fp(28, static_cast<std::uint32_t>(kr)) + set_fp(29, static_cast<std::uint32_t>(kr >> 32));
    code += set_fp(30, static_cast<std::uint32_t>(ki)) + set_fp(31, static_cast<std::uint32_t>(ki >> 32));
    for (int n = 2; n < 28; ++n) code += set_fp(n, random());
    code += "  pfmul.dd %f2,%f4,%f0\n  r2pt.dd %f28,%f6,%f0\n  i2pt.dd %f30,%f8,%f0\n  r2apt.ss %f10,%f12,%f0\n";
    code += random_fp_work(random, 24);
    for (int n = 2; n < 32; ++n) code += set_fp(n, random());
    // fsr's own fields at random: FZ, TI, RM, FTE, SI, SE, RR.
    return code + set_integer(5, random() & 0x003e01afu) + "  st.c %r5,%fsr\n";
}

std::string random_data(Random& random, const std::string& label) {
    std::string code = "  .align 8\n" + label + ":";
    for (int i = 0; i < 16; ++i) code += std::string(i ? "," : " .long ") + toolchain::hex(random());
    return code + "\n";
}

}  // namespace xp860::test
