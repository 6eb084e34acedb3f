// Speed of the toolchain's hot paths, printed as figures (no pass/fail):
// decoding, disassembling, and assembling a large generated source.
//
//   xp860-bench-toolchain [--quick] [--json]
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "bench/report.h"
#include "cpu/decoder.h"
#include "frontend/command_line.h"
#include "toolchain/assembler.h"
#include "toolchain/disassembler.h"

namespace {

// `words` random words (the same on every run), the first quarter of them disassembled.
int measure(std::size_t words_count, xp860::bench::Report& report) {
    std::mt19937 random(1);
    std::vector<std::uint32_t> words(words_count);
    for (auto& word : words) word = static_cast<std::uint32_t>(random());

    xp860::bench::Stopwatch stopwatch;
    std::size_t accepted = 0;
    for (const std::uint32_t word : words) accepted += xp860::cpu::decode(word).has_value();
    const double decode_s = stopwatch.seconds();
    const double decode_rate = static_cast<double>(words.size()) / decode_s / 1e6;
    report.add({{"stage", "decode"},
                {"words", words.size()},
                {"accepted", accepted},
                {"seconds", decode_s},
                {"m_words_per_second", decode_rate}},
               "decode:      %6.1f M words/s (%zu of %zu random words accepted)\n", decode_rate, accepted,
               words.size());

    stopwatch = {};
    const std::size_t disassembled = words.size() / 4;
    std::string source;
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < disassembled; ++i) {
        const std::string line = xp860::toolchain::disassemble(words[i], static_cast<std::uint32_t>(4 * i));
        bytes += line.size();
        // Branches print absolute targets that move with the text, and a dual-mode
        // instruction must stand at an 8-byte boundary it no longer meets; keep the rest.
        if (xp860::cpu::decode(words[i]) && line.find("//") == std::string::npos && !line.starts_with("d."))
            source += line + "\n";
    }
    const double disassemble_s = stopwatch.seconds();
    const double disassemble_rate = static_cast<double>(disassembled) / disassemble_s / 1e6;
    report.add({{"stage", "disassemble"},
                {"words", disassembled},
                {"text_bytes", bytes},
                {"seconds", disassemble_s},
                {"m_words_per_second", disassemble_rate}},
               "disassemble: %6.1f M words/s (%zu bytes of text)\n", disassemble_rate, bytes);

    stopwatch = {};
    const auto object = xp860::toolchain::assemble(source, "bench.s", {.intel_syntax = false, .xp = true});
    const double assemble_s = stopwatch.seconds();
    const std::size_t lines = object.sections.front().data.size() / 4;
    const double assemble_rate = static_cast<double>(lines) / assemble_s / 1e6;
    report.add({{"stage", "assemble"},
                {"instructions", lines},
                {"seconds", assemble_s},
                {"m_lines_per_second", assemble_rate}},
               "assemble:    %6.2f M lines/s (%zu instructions)\n", assemble_rate, lines);
    return report.finish();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of the toolchain's hot paths: decoding, disassembling, assembling.", "xp860-bench-toolchain");
    xp860::frontend::use_tool_format(app);
    bool quick = false;
    app.add_flag("--quick", quick, "a tenth of the work");
    xp860::bench::Report report(app);
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-toolchain: ",
                                     [&] { return measure(quick ? 200'000 : 2'000'000, report); });
}
