// The differential oracle (tests/cpu/core_oracle.h) as a libFuzzer target: any input
// whose program ends differently on Core::step() and Core::run() is a finding. A
// host fault on a guest program (illegal opcodes and wild addresses must become i860
// traps) is one too, caught by the sanitizers.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

#include "tests/cpu/core_oracle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string difference = xp860::test::oracle_difference(std::span(data, size));
    if (!difference.empty()) {
        std::fprintf(stderr, "step() and run() differ: %s\n", difference.c_str());
        std::abort();
    }
    return 0;
}
