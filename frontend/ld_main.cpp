// xp860-ld: links i860 ELF relocatable objects into an executable.
#include <charconv>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "toolchain/elf_file.h"
#include "toolchain/linker.h"
#include "frontend/tool_main.h"
#include "toolchain/tool_error.h"

namespace {

using xp860::toolchain::ToolError;

constexpr const char* kUsage =
    "usage: xp860-ld [-o OUT] [-Ttext ADDR] [-Tdata ADDR] [-Tbss ADDR]\n"
    "                [--section-start NAME=ADDR] [-e SYMBOL] FILE.o...\n"
    "Links i860 ELF objects into an executable (default a.out).\n"
    "  -o OUT                     output file\n"
    "  -Ttext ADDR, -Tdata ADDR, -Tbss ADDR\n"
    "                             address of .text, .data, .bss\n"
    "  --section-start NAME=ADDR  address of section NAME (.text, .data, .bss, or\n"
    "                             input sections of that name, placed on their own)\n"
    "  -e SYMBOL                  entry point (default _start, else start of .text)\n"
    "Each option also takes its value after '=' (-Ttext=0x10000). Addresses are\n"
    "written as in C: 0x1000, 4096, 010000.\n"
    "Defaults: .text at 0x10000, .data on the next 4 KiB page, .bss after .data.\n";

// A 32-bit address in C syntax: hex after 0x, octal after a leading 0, decimal.
std::uint32_t parse_address(const std::string_view written, const std::string& option) {
    std::string_view text = written;
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    } else if (text.size() > 1 && text[0] == '0') {
        base = 8;
        text.remove_prefix(1);
    }
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        throw ToolError("invalid address '" + std::string(written) + "' for " + option);
    return value;
}

struct Arguments {
    std::string output = "a.out";
    xp860::toolchain::LinkOptions options;
    std::vector<std::string> inputs;
    bool help = false;
};

Arguments parse_arguments(const std::vector<std::string>& args) {
    Arguments parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        // The value of `option` given as "option VALUE" or "option=VALUE", if `arg`
        // is that option.
        const auto value_of = [&](const std::string& option) -> std::optional<std::string> {
            if (arg == option) {
                if (i + 1 == args.size()) throw ToolError("option " + option + " needs a value");
                return args[++i];
            }
            if (arg.starts_with(option + "=")) return arg.substr(option.size() + 1);
            return std::nullopt;
        };
        if (arg == "--help" || arg == "-h") {
            parsed.help = true;
        } else if (const auto output = value_of("-o")) {
            parsed.output = *output;
        } else if (const auto text = value_of("-Ttext")) {
            parsed.options.text_address = parse_address(*text, "-Ttext");
        } else if (const auto data = value_of("-Tdata")) {
            parsed.options.data_address = parse_address(*data, "-Tdata");
        } else if (const auto bss = value_of("-Tbss")) {
            parsed.options.bss_address = parse_address(*bss, "-Tbss");
        } else if (const auto start = value_of("--section-start")) {
            const std::size_t equals = start->find('=');
            if (equals == std::string::npos || equals == 0)
                throw ToolError("--section-start wants NAME=ADDR, not '" + *start + "'");
            parsed.options.section_addresses.emplace_back(
                start->substr(0, equals),
                parse_address(std::string_view(*start).substr(equals + 1), "--section-start"));
        } else if (const auto entry = value_of("-e")) {
            if (entry->empty()) throw ToolError("option -e needs a symbol name");
            parsed.options.entry_symbol = *entry;
        } else if (arg.size() > 1 && arg[0] == '-') {
            throw ToolError("unknown option '" + arg + "' (see --help)");
        } else {
            parsed.inputs.push_back(arg);
        }
    }
    return parsed;
}

int run(const std::vector<std::string>& args) {
    const Arguments arguments = parse_arguments(args);
    if (arguments.help) {
        std::cout << kUsage;
        return 0;
    }
    if (arguments.inputs.empty()) throw ToolError("no input files (see --help)");
    std::vector<std::pair<std::string, xp860::toolchain::ObjectFile>> objects;
    for (const std::string& path : arguments.inputs)
        objects.emplace_back(path, xp860::toolchain::read_elf_file(path));
    xp860::toolchain::write_elf_file(arguments.output, xp860::toolchain::link(objects, arguments.options));
    return 0;
}

}  // namespace

int main(int argc, char** argv) { return xp860::frontend::run_tool(argc, argv, "xp860-ld: ", run); }
