// Speed of the toolchain's hot paths, printed as figures (no pass/fail):
// decoding, disassembling, and assembling a large generated source.
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "frontend/command_line.h"
#include "cpu/decoder.h"
#include "toolchain/assembler.h"
#include "toolchain/disassembler.h"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int measure() {
    std::mt19937 random(1);
    std::vector<std::uint32_t> words(2'000'000);
    for (auto& word : words) word = static_cast<std::uint32_t>(random());

    auto start = Clock::now();
    std::size_t accepted = 0;
    for (const std::uint32_t word : words) accepted += xp860::cpu::decode(word).has_value();
    const double decode_s = seconds_since(start);
    std::printf("decode:      %6.1f M words/s (%zu of %zu random words accepted)\n",
                static_cast<double>(words.size()) / decode_s / 1e6, accepted, words.size());

    start = Clock::now();
    std::string source;
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < 500'000; ++i) {
        const std::string line = xp860::toolchain::disassemble(words[i], static_cast<std::uint32_t>(4 * i));
        bytes += line.size();
        // Branches print absolute targets that move with the text; keep the rest.
        if (xp860::cpu::decode(words[i]) && line.find("//") == std::string::npos) source += line + "\n";
    }
    const double disassemble_s = seconds_since(start);
    std::printf("disassemble: %6.1f M words/s (%zu bytes of text)\n", 500'000 / disassemble_s / 1e6, bytes);

    start = Clock::now();
    const auto object = xp860::toolchain::assemble(source, "bench.s", {.intel_syntax = false, .xp = true});
    const double assemble_s = seconds_since(start);
    const std::size_t lines = object.sections.front().data.size() / 4;
    std::printf("assemble:    %6.2f M lines/s (%zu instructions)\n", static_cast<double>(lines) / assemble_s / 1e6,
                lines);
    return 0;
}

int main(int argc, char** argv) {
    CLI::App app("Speed of the toolchain's hot paths: decoding, disassembling, assembling.", "xp860-bench-toolchain");
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-toolchain: ", measure);
}
