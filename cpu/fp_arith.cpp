// The operations that have two paths (fp_arith.h): the host's FPU where it vouches for
// its answer, the integer path for everything else. This is the only place that
// chooses between them.
#include "cpu/fp_arith.h"

namespace xp860::cpu::fp {

Result add(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
           const Environment& env) {
    if (const auto fast = host::add(a, b, sources, result, env)) return *fast;
    return integer::add(a, b, sources, result, env);
}

Result subtract(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env) {
    if (const auto fast = host::subtract(a, b, sources, result, env)) return *fast;
    return integer::subtract(a, b, sources, result, env);
}

Result multiply(std::uint64_t a, std::uint64_t b, Precision sources, Precision result,
                const Environment& env) {
    if (const auto fast = host::multiply(a, b, sources, result, env)) return *fast;
    return integer::multiply(a, b, sources, result, env);
}

Result convert(std::uint64_t a, Precision from, Precision to, const Environment& env) {
    if (const auto fast = host::convert(a, from, to, env)) return *fast;
    return integer::convert(a, from, to, env);
}

Result to_int32(std::uint64_t a, Precision from, const Environment& env) {
    if (const auto fast = host::to_int32(a, from, env)) return *fast;
    return integer::to_int32(a, from, env);
}

Result to_int32_truncate(std::uint64_t a, Precision from) {
    if (const auto fast = host::to_int32_truncate(a, from)) return *fast;
    return integer::to_int32_truncate(a, from);
}

}  // namespace xp860::cpu::fp
