#include "tests/kernel/random_state.h"

#include <cstdio>
#include <cstdlib>
#include <iterator>

#include "toolchain/hex.h"

namespace xp860::test {
namespace {

// A random double, one time in four a signalling NaN (exponent all ones, the quiet
// bit clear, a nonzero fraction), so that the limit fp_context.s names (KR and KI are
// read by multiplying them, which quiets one) is met, not avoided.
std::uint64_t random_double(Random& random) {
    std::uint64_t bits = random() | std::uint64_t{random()} << 32;
    if (random() % 4 == 0) bits = (bits & 0x8007ffffffffffffu) | 0x7ff0000000000001u;
    return bits;
}

// Whether `op` runs the multiplier (the pfmul forms and the dual operations).
bool uses_multiplier(const std::string& op) {
    return op.starts_with("pfmul") || op.starts_with("r2") || op.starts_with("i2") || op.starts_with("m12") ||
           op.starts_with("rat") || op.starts_with("ra1");
}

}  // namespace

std::string set_integer(int reg, std::uint32_t value) {
    const std::string r = "%r" + std::to_string(reg);
    return "  orh " + toolchain::hex(value >> 16) + ",%r0," + r + "\n  or " + toolchain::hex(value & 0xffff) + "," + r + "," + r + "\n";
}

std::string set_fp(int number, std::uint32_t value) {
    return set_integer(5, value) + "  ixfr %r5,%f" + std::to_string(number) + "\n";
}

std::uint64_t carried_kr_ki(std::uint64_t bits) {
    const bool nan = ((bits >> 52) & 0x7ff) == 0x7ff && (bits & 0xfffffffffffffu) != 0;
    return nan ? bits | (std::uint64_t{1} << 51) : bits;
}

std::string random_fp_work(Random& random, int operations, bool& multiplier_two_stage) {
    static const char* const kOperations[] = {
        "pfadd.ss", "pfadd.dd", "pfsub.sd", "pfamov.ss", "pfamov.ds", "pfamov.sd", "pfamov.dd",
        "pfix.dd", "pftrunc.sd", "pfgt.ss", "pfeq.dd",
        "pfmul.ss", "pfmul.sd", "pfmul.dd", "pfmul3.dd", "r2p1.ss", "i2apt.ss", "m12apm.sd", "rat1p2.ss",
        "r2p1.dd", "i2apt.dd", "m12apm.dd", "m12tpm.ss", "m12tpm.dd", "ra1p2.dd",
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
        if (uses_multiplier(op)) multiplier_two_stage = op.ends_with(".dd") && op != "pfmul3.dd";
        if (op.starts_with("pfld")) {
            code += "  " + op + " " + std::to_string(8 * (random() % 8)) + "(%r6)," + reg(true) + "\n";
        } else if (op.starts_with("pfamov") || op.starts_with("pfix") || op.starts_with("pftrunc")) {
            code += "  " + op + " " + reg(doubles || op.ends_with(".ds")) + "," + reg(true) + "\n";
        } else {
            code += "  " + op + " " + reg(doubles) + "," + reg(doubles) + "," + reg(true) + "\n";
        }
    }
    // The multiplier's last use: single (three stages), double (two), or as it fell.
    switch (random() % 3) {
        case 0: multiplier_two_stage = false; return code + "  pfmul.ss %f2,%f3,%f0\n";
        case 1: multiplier_two_stage = true; return code + "  pfmul.dd %f2,%f4,%f0\n";
        default: return code;
    }
}

std::string random_fp_state(Random& random, bool& multiplier_two_stage) {
    // PS = 32 for faddp; KR, KI through r2pt/i2pt, then T from the multiplier with r2apt.
    std::string code = "  ld.c %psr,%r5\n  andnoth 0x00c0,%r5,%r5\n  orh 0x0080,%r5,%r5\n  st.c %r5,%psr\n";
    const std::uint64_t kr = random_double(random);
    const std::uint64_t ki = random_double(random);
    code += set_fp(28, static_cast<std::uint32_t>(kr)) + set_fp(29, static_cast<std::uint32_t>(kr >> 32));
    code += set_fp(30, static_cast<std::uint32_t>(ki)) + set_fp(31, static_cast<std::uint32_t>(ki >> 32));
    for (int n = 2; n < 28; ++n) code += set_fp(n, n % 5 == 0 && random() % 3 == 0 ? 0x7f800001u + random() % 0x3fffffu : random());
    code += "  pfmul.dd %f2,%f4,%f0\n  r2pt.dd %f28,%f6,%f0\n  i2pt.dd %f30,%f8,%f0\n  r2apt.ss %f10,%f12,%f0\n";
    code += random_fp_work(random, 24, multiplier_two_stage);
    for (int n = 2; n < 32; ++n) code += set_fp(n, random());
    // fsr's own fields at random: FZ, TI, RM, FTE, SI, SE, RR.
    return code + set_integer(5, random() & 0x003e01afu) + "  st.c %r5,%fsr\n";
}

int state_count(int ci) {
    const char* text = std::getenv("XP860_CONTEXT_STATES");
    return text != nullptr ? std::atoi(text) : ci;
}

std::string random_data(Random& random, const std::string& label) {
    std::string code = "  .align 8\n" + label + ":";
    for (int i = 0; i < 16; ++i) code += std::string(i ? "," : " .long ") + toolchain::hex(random());
    return code + "\n";
}

}  // namespace xp860::test
