// roms/examples/ring's arithmetic done on the host, for the tests that run the ring:
// what each node of a ring of `nodes` exits with, derived without the emulator.
#pragma once

#include <cstdint>
#include <vector>

namespace xp860::test {

inline std::vector<std::uint32_t> ring_exits(std::uint32_t nodes) {
    const auto work = [](std::uint32_t value) {
        for (int i = 0; i < 200; ++i) value = (value * 3) ^ (value >> 5);
        return value;
    };
    std::vector<std::uint32_t> values(nodes);
    for (std::uint32_t n = 0; n < nodes; ++n) values[n] = n + 1;
    for (int round = 0; round < 100; ++round) {
        std::vector<std::uint32_t> worked(nodes);
        for (std::uint32_t n = 0; n < nodes; ++n) worked[n] = work(values[n]);
        for (std::uint32_t n = 0; n < nodes; ++n) values[n] = worked[n] + worked[(n + nodes - 1) % nodes];
    }
    for (std::uint32_t& value : values) value &= 0xff;
    return values;
}

}  // namespace xp860::test
