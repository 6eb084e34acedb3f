#include "tests/cpu/program_expectations.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "cpu/control_registers.h"
#include "cpu/registers.h"
#include "frontend/register_fields.h"
#include "toolchain/hex.h"

namespace xp860::test {
namespace {

using frontend::trap_names;
using network::halt_name;
using Halt = network::RunResult::Halt;

// The halts, named as `xp860 run --json` names them.
constexpr Halt kHalts[] = {Halt::UnhandledTrap, Halt::SelfBranch, Halt::CycleLimit, Halt::Unimplemented};

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> result;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        const std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > start) result.push_back(text.substr(start, i - start));
    }
    return result;
}

// "=" and "&" stand as words of their own, spaced or not.
std::string spaced(std::string_view text) {
    std::string result;
    for (const char c : text) {
        if (c == '=' || c == '&') result += std::string(" ") + c + " ";
        else result += c;
    }
    return result;
}

bool is_symbol_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }
bool is_symbol_char(char c) { return is_symbol_start(c) || std::isdigit(static_cast<unsigned char>(c)); }

std::string hex_bits(std::uint64_t value, unsigned bits) {
    return toolchain::hex(value, bits > 32 ? "0x%016llx" : bits > 16 ? "0x%08llx" : bits > 8 ? "0x%04llx" : "0x%02llx");
}

// Parses the lines of one file; every error names the file and the line.
class Parser {
public:
    Parser(const std::string& file, int line) : file_(file), line_(line) {}

    [[noreturn]] void fail(const std::string& message) const {
        throw ExpectationError(file_ + ":" + std::to_string(line_) + ": malformed expectation: " + message);
    }

    std::uint64_t number(std::string_view text) const {
        const bool hexadecimal = text.starts_with("0x") || text.starts_with("0X");
        const std::string_view digits = hexadecimal ? text.substr(2) : text;
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value, hexadecimal ? 16 : 10);
        if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size())
            fail("bad number `" + std::string(text) + "'");
        return value;
    }

    // NUMBER, -NUMBER, SYMBOL, SYMBOL+NUMBER or SYMBOL-NUMBER; a plain number must
    // fit `bits` (a negative one as two's complement).
    ExpectedValue value(std::string_view text, unsigned bits, const std::string& what) const {
        ExpectedValue v;
        if (text.empty()) fail("missing value for " + what);
        if (is_symbol_start(text[0])) {
            std::size_t end = 1;
            while (end < text.size() && is_symbol_char(text[end])) ++end;
            v.symbol = std::string(text.substr(0, end));
            if (end < text.size()) {
                if (text[end] != '+' && text[end] != '-') fail("bad value `" + std::string(text) + "'");
                const std::uint64_t offset = number(text.substr(end + 1));
                if (offset > 0xffffffffu) fail("offset too large in `" + std::string(text) + "'");
                v.offset = text[end] == '+' ? static_cast<std::int64_t>(offset) : -static_cast<std::int64_t>(offset);
            }
            return v;
        }
        const bool negative = text[0] == '-';
        const std::uint64_t magnitude = number(negative ? text.substr(1) : text);
        const std::uint64_t limit = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
        const std::uint64_t negative_limit = std::uint64_t{1} << (bits - 1);
        if (negative ? magnitude > negative_limit : magnitude > limit)
            fail("value `" + std::string(text) + "' does not fit the " + std::to_string(bits) + " bits of " + what);
        v.number = negative ? (0 - magnitude) & limit : magnitude;
        return v;
    }

    HaltExpectation halt(const std::vector<std::string_view>& w) const {
        HaltExpectation h;
        h.line = line_;
        if (w.size() < 2) fail("`halted' needs how: self-branch, trap, cycle-limit or unimplemented");
        const auto kind = std::ranges::find_if(kHalts, [&](Halt halt) { return halt_name(halt) == w[1]; });
        if (kind == std::end(kHalts))
            fail("unknown halt `" + std::string(w[1]) + "' (self-branch, trap, cycle-limit, unimplemented)");
        h.halt = *kind;
        std::size_t i = 2;
        for (; i < w.size() && w[i] != "at"; ++i) {
            if (h.halt != Halt::UnhandledTrap) fail("only a trap halt names trap bits");
            const auto bit = std::ranges::find_if(cpu::psr::kTrapBitNames, [&](const auto& e) { return e.name == w[i]; });
            if (bit == std::end(cpu::psr::kTrapBitNames))
                fail("unknown trap bit `" + std::string(w[i]) + "' (IT, IN, IAT, DAT, FT)");
            h.trap_bits |= bit->bit;
        }
        if (h.halt == Halt::UnhandledTrap && h.trap_bits == 0) fail("a trap halt names the trap bits it raises");
        if (i < w.size()) {
            if (i + 2 != w.size()) fail("`at' takes one address");
            h.at = value(w[i + 1], 32, "the halt address");
        }
        return h;
    }

    // LOCATION [& MASK] = VALUE
    Expectation check(const std::vector<std::string_view>& w) const {
        Expectation e;
        e.line = line_;
        const bool masked = w.size() == 5 && w[1] == "&";
        if (!(w.size() == 3 && w[1] == "=") && !(masked && w[3] == "="))
            fail("expected `LOCATION = VALUE', `LOCATION & MASK = VALUE' or `halted ...'");
        e.name = std::string(w[0]);
        location(e);
        if (masked) e.mask = value(w[2], e.bits, "the mask of " + e.name).number;
        if (e.mask && (e.location == Location::Cycles || e.location == Location::Instructions))
            fail(e.name + " takes no mask");
        e.value = value(w.back(), e.bits, e.name);
        if (e.mask && e.value.symbol.empty() && (e.value.number & ~*e.mask) != 0)
            fail("the value " + std::string(w.back()) + " has bits outside the mask " + std::string(w[2]));
        return e;
    }

private:
    // A register number in [0, count) after a one-letter prefix.
    std::optional<int> register_number(std::string_view name, char prefix) const {
        if (name.size() < 2 || name[0] != prefix) return std::nullopt;
        int n = 0;
        const auto [end, error] = std::from_chars(name.data() + 1, name.data() + name.size(), n);
        if (error != std::errc{} || end != name.data() + name.size() || n < 0 || n > 31 ||
            (name.size() > 2 && name[1] == '0'))
            return std::nullopt;
        return n;
    }

    void location(Expectation& e) const {
        const std::string_view name = e.name;
        static const std::map<std::string_view, Location> kNamed = {
            {"kr", Location::Kr}, {"ki", Location::Ki}, {"t", Location::T}, {"merge", Location::Merge},
            {"cycles", Location::Cycles}, {"instructions", Location::Instructions}};
        if (const auto n = register_number(name, 'r')) {
            e.location = Location::IntegerRegister;
            e.index = *n;
        } else if (const auto f = register_number(name, 'f')) {
            e.location = Location::FpRegister;
            e.index = *f;
        } else if (const auto d = register_number(name, 'd')) {
            if (*d % 2 != 0) fail("`" + e.name + "' is not an even register pair (d0, d2, ..., d30)");
            e.location = Location::FpPair;
            e.index = *d;
            e.bits = 64;
        } else if (const auto c = std::ranges::find(cpu::kControlRegisterNames, name);
                   c != cpu::kControlRegisterNames.end()) {
            e.location = Location::ControlRegister;
            e.index = static_cast<int>(c - cpu::kControlRegisterNames.begin());
        } else if (const auto named = kNamed.find(name); named != kNamed.end()) {
            e.location = named->second;
            e.bits = 64;
        } else if (name.starts_with("mem") && name.ends_with("]") && name.find('[') != std::string_view::npos) {
            const std::size_t open = name.find('[');
            const std::string_view width = name.substr(3, open - 3);
            if (width != "8" && width != "16" && width != "32" && width != "64")
                fail("memory is read as mem8, mem16, mem32 or mem64, not `" + std::string(name.substr(0, open)) + "'");
            e.location = Location::Memory;
            e.bits = static_cast<unsigned>(number(width));
            e.address = value(name.substr(open + 1, name.size() - open - 2), 32, "an address");
        } else {
            fail("unknown location `" + e.name + "'");
        }
    }

    const std::string& file_;
    int line_;
};

// The text after "#" of a whole-line comment, or nullopt.
std::optional<std::string_view> comment_text(std::string_view line) {
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string_view::npos || line[start] != '#') return std::nullopt;
    return line.substr(start + 1);
}

std::uint32_t control_register(const cpu::CpuState& s, int number) {
    switch (static_cast<cpu::ControlRegister>(number)) {
        case cpu::ControlRegister::Fir: return s.fir;
        case cpu::ControlRegister::Psr: return s.psr;
        case cpu::ControlRegister::Dirbase: return s.dirbase;
        case cpu::ControlRegister::Db: return s.db;
        case cpu::ControlRegister::Fsr: return s.fsr;
        case cpu::ControlRegister::Epsr: return s.epsr;
        case cpu::ControlRegister::Bear: return s.bear;
        case cpu::ControlRegister::Ccr: return s.ccr;
        default: return s.p[static_cast<std::size_t>(number - 8)];
    }
}

}  // namespace

ProgramExpectations parse_expectations(std::string_view source, const std::string& file) {
    ProgramExpectations expectations;
    expectations.file = file;
    bool have_halt = false;
    int number = 0;
    std::size_t start = 0;
    while (start <= source.size()) {
        std::size_t end = source.find('\n', start);
        if (end == std::string_view::npos) end = source.size();
        const std::string_view line = source.substr(start, end - start);
        start = end + 1;
        ++number;
        const auto comment = comment_text(line);
        if (!comment) continue;
        const std::size_t word_start = comment->find_first_not_of(" \t");
        if (word_start == std::string_view::npos) continue;
        std::string_view rest = comment->substr(word_start);
        std::size_t word_end = 0;
        while (word_end < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[word_end])) || rest[word_end] == '-'))
            ++word_end;
        const std::string_view keyword = rest.substr(0, word_end);
        if (keyword != "expect" && keyword != "on-trap") continue;
        const Parser parser(file, number);
        if (word_end == rest.size() || rest[word_end] != ':')
            parser.fail("`# " + std::string(keyword) + "' is followed by a colon: `# " + std::string(keyword) + ": ...'");
        rest.remove_prefix(word_end + 1);
        if (keyword == "on-trap") {
            const auto w = words(rest);
            if (w.size() != 2 || w[0] != "resume") parser.fail("expected `# on-trap: resume LABEL'");
            expectations.resumes.emplace_back(number, parser.value(w[1], 32, "the resume address"));
            continue;
        }
        const std::string text = spaced(rest);
        const auto w = words(text);
        if (w.empty()) parser.fail("nothing after `# expect:'");
        if (w[0] == "halted") {
            if (have_halt)
                parser.fail("a second `halted' line (the first is line " + std::to_string(expectations.halt.line) + ")");
            expectations.halt = parser.halt(w);
            have_halt = true;
        } else {
            expectations.checks.push_back(parser.check(w));
        }
    }
    if (!have_halt) throw ExpectationError(file + ": no `# expect: halted ...' line");
    return expectations;
}

std::uint64_t resolve(const ExpectedValue& value, const SymbolLookup& symbols, const std::string& file, int line) {
    if (value.symbol.empty()) return value.number;
    const auto address = symbols(value.symbol);
    if (!address) throw ExpectationError(file + ":" + std::to_string(line) + ": unknown symbol `" + value.symbol + "'");
    return static_cast<std::uint32_t>(*address + static_cast<std::uint64_t>(value.offset));
}

std::vector<std::string> unmet_expectations(const ProgramExpectations& expectations, const FinalState& final_state,
                                            const SymbolLookup& symbols) {
    std::vector<std::string> unmet;
    const std::string& file = expectations.file;
    const auto where = [&](int line) { return file + ":" + std::to_string(line) + ": "; };
    const cpu::CpuState& s = final_state.state;

    const HaltExpectation& halt = expectations.halt;
    const network::RunResult& result = final_state.result;
    const std::optional<std::uint64_t> at =
        halt.at ? std::optional(resolve(*halt.at, symbols, file, halt.line)) : std::nullopt;
    const bool halt_met = result.halt == halt.halt &&
                          (halt.halt != Halt::UnhandledTrap || result.trap_bits == halt.trap_bits) &&
                          (!at || result.pc == *at);
    if (!halt_met) {
        const auto describe = [](Halt how, std::uint32_t bits, std::uint64_t pc, const std::string& detail) {
            std::string text = std::string(halt_name(how));
            if (how == Halt::UnhandledTrap) text += " " + trap_names(bits);
            text += " at " + hex_bits(pc, 32);
            if (!detail.empty()) text += " (" + detail + ")";
            return text;
        };
        std::string expected = std::string(halt_name(halt.halt));
        if (halt.halt == Halt::UnhandledTrap) expected += " " + trap_names(halt.trap_bits);
        if (at) expected += " at " + hex_bits(*at, 32) + (halt.at->symbol.empty() ? "" : " (" + halt.at->symbol + ")");
        unmet.push_back(where(halt.line) + "halted " + describe(result.halt, result.trap_bits, result.pc, result.detail) +
                        ", expected " + expected);
    }

    for (const Expectation& e : expectations.checks) {
        std::uint64_t actual = 0;
        switch (e.location) {
            case Location::IntegerRegister: actual = s.r[static_cast<std::size_t>(e.index)]; break;
            case Location::FpRegister: actual = s.f[static_cast<std::size_t>(e.index)]; break;
            case Location::FpPair:
                actual = s.f[static_cast<std::size_t>(e.index)] |
                         std::uint64_t{s.f[static_cast<std::size_t>(e.index + 1)]} << 32;
                break;
            case Location::ControlRegister: actual = control_register(s, e.index); break;
            case Location::Kr: actual = s.kr; break;
            case Location::Ki: actual = s.ki; break;
            case Location::T: actual = s.t; break;
            case Location::Merge: actual = s.merge; break;
            case Location::Cycles: actual = s.cycles; break;
            case Location::Instructions: actual = s.instructions; break;
            case Location::Memory: {
                const std::uint64_t address = resolve(e.address, symbols, file, e.line);
                const std::size_t size = e.bits / 8;
                if (address + size > final_state.ram.size()) {
                    unmet.push_back(where(e.line) + e.name + " at " + hex_bits(address, 32) + " is outside the RAM");
                    continue;
                }
                for (std::size_t i = size; i-- > 0;) actual = actual << 8 | final_state.ram[address + i];
                break;
            }
        }
        const std::uint64_t expected = resolve(e.value, symbols, file, e.line);
        const bool counter = e.location == Location::Cycles || e.location == Location::Instructions;
        const auto show = [&](std::uint64_t v) { return counter ? std::to_string(v) : hex_bits(v, e.bits); };
        const std::uint64_t shown = e.mask ? actual & *e.mask : actual;
        if (shown == expected) continue;
        const std::string name = e.mask ? e.name + " & " + hex_bits(*e.mask, e.bits) : e.name;
        unmet.push_back(where(e.line) + name + " = " + show(shown) + ", expected " + show(expected));
    }
    return unmet;
}

}  // namespace xp860::test
