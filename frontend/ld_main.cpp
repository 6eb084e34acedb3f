// xp860-ld: links i860 ELF relocatable objects into an executable.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "frontend/command_line.h"
#include "toolchain/elf_file.h"
#include "toolchain/linker.h"
#include "toolchain/tool_error.h"

namespace {

using xp860::frontend::whole_number;

// A 32-bit address, written as in C: 0x1000, 4096, 010000.
CLI::Validator address(int index) { return whole_number(0, UINT32_MAX).application_index(index); }

// NAME=ADDR, for --section-start.
CLI::Validator section_start() {
    return CLI::Validator(
        [](std::string& text) {
            const std::size_t equals = text.find('=');
            std::string written = equals == std::string::npos ? "" : text.substr(equals + 1);
            if (equals == std::string::npos || equals == 0) return "invalid value '" + text + "' (give NAME=ADDR)";
            return address(0)(written);
        },
        "", "NAME=ADDR");
}

// -o=OUT and -e=SYMBOL, as ld's other options take their values after '='.
CLI::Validator after_equals() {
    return CLI::Validator(
        [](std::string& text) {
            if (text.starts_with("=")) text.erase(0, 1);
            return std::string();
        },
        "", "");
}

std::uint32_t address_value(const std::string& text) {
    std::uint32_t value = 0;
    CLI::detail::lexical_cast(text, value);
    return value;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Links i860 ELF objects into an executable.\n"
                 "Defaults: .text at 0x10000, .data on the next 4 KiB page, .bss after .data; the entry\n"
                 "_start, else the start of .text. Each option also takes its value after '=' (-Ttext=0x10000);\n"
                 "addresses are written as in C: 0x1000, 4096, 010000.",
                 "xp860-ld");
    xp860::frontend::use_tool_format(app);
    std::string output = "a.out";
    std::vector<std::pair<std::string, std::string>> segments;
    std::vector<std::string> section_starts;
    std::string entry;
    std::vector<std::string> inputs;
    app.add_option("-o", output, "output file (default a.out)")->option_text("OUT")->transform(after_equals());
    app.add_option("-T", segments, "address of .text, .data or .bss: -Ttext ADDR, -Tdata ADDR, -Tbss ADDR")
        ->option_text("text|data|bss ADDR")
        ->delimiter('=')
        ->allow_extra_args(false)
        ->check(xp860::frontend::one_of({"text", "data", "bss"}, "segment").application_index(0))
        ->check(address(1));
    app.add_option("--section-start", section_starts,
                   "address of section NAME (.text, .data, .bss, or input\nsections of that name, placed on their own)")
        ->option_text("NAME=ADDR")
        ->allow_extra_args(false)
        ->check(section_start());
    app.add_option("-e", entry, "entry point (default _start, else the start of .text)")->option_text("SYMBOL")->transform(after_equals());
    app.add_option("FILE.o", inputs, "the objects")->required();
    return xp860::frontend::run_tool(app, argc, argv, "xp860-ld: ", [&] {
        xp860::toolchain::LinkOptions options;
        for (const auto& [segment, written] : segments) {
            const std::uint32_t where = address_value(written);
            if (segment == "text") options.text_address = where;
            else if (segment == "data") options.data_address = where;
            else options.bss_address = where;
        }
        for (const std::string& start : section_starts) {
            const std::size_t equals = start.find('=');
            options.section_addresses.emplace_back(start.substr(0, equals), address_value(start.substr(equals + 1)));
        }
        if (app.count("-e") > 0) {
            if (entry.empty()) throw xp860::toolchain::ToolError("option -e needs a symbol name");
            options.entry_symbol = entry;
        }
        std::vector<std::pair<std::string, xp860::toolchain::ObjectFile>> objects;
        for (const std::string& path : inputs) objects.emplace_back(path, xp860::toolchain::read_elf_file(path));
        xp860::toolchain::write_elf_file(output, xp860::toolchain::link(objects, options));
        return 0;
    });
}
