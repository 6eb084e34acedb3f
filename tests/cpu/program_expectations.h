// The expectations a self-checking i860 program in tests/i860/ carries in its
// comments (the syntax is documented in tests/i860/README.md), parsed, and checked
// against the machine's state after the program ran.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cpu/cpu_state.h"
#include "network/node.h"

namespace xp860::test {

// A malformed expectation line; the message starts with "file:line: ".
class ExpectationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A number, or a symbol of the linked program plus a signed offset.
struct ExpectedValue {
    std::uint64_t number = 0;
    std::string symbol;  // empty for a plain number
    std::int64_t offset = 0;
};

// What an expectation line names.
enum class Location : std::uint8_t {
    IntegerRegister,  // r0..r31
    FpRegister,       // f0..f31
    FpPair,           // d0, d2, ..., d30: the double f(n+1):f(n), f(n) the low word
    ControlRegister,  // fir psr dirbase db fsr epsr bear ccr p0..p3 (ld.c numbering)
    Kr, Ki, T, Merge,
    Cycles,
    Instructions,
    Memory,           // memN[address]: N/8 bytes of RAM, little-endian
};

struct Expectation {
    int line = 0;
    std::string name;          // as written: "r16", "psr", "mem32[table+4]"
    Location location = Location::IntegerRegister;
    int index = 0;             // register or control-register number
    unsigned bits = 32;        // width of the location
    ExpectedValue address;     // for Memory
    std::optional<std::uint64_t> mask;
    ExpectedValue value;
};

struct HaltExpectation {
    int line = 0;
    network::RunResult::Halt halt = network::RunResult::Halt::SelfBranch;
    std::uint32_t trap_bits = 0;        // for a trap: exactly the psr bits it raised
    std::optional<ExpectedValue> at;    // RunResult::pc
};

struct ProgramExpectations {
    std::string file;
    HaltExpectation halt;
    std::vector<Expectation> checks;
    // `# on-trap: resume LABEL`, in file order: the n-th unhandled trap resumes at
    // the n-th label.
    std::vector<std::pair<int, ExpectedValue>> resumes;
};

// Parses every expectation line of `source`. Throws ExpectationError naming `file`
// and the line for a malformed one, and when there is no `# expect: halted` line.
ProgramExpectations parse_expectations(std::string_view source, const std::string& file);

// A symbol's address in the linked program, or nullopt when it has none.
using SymbolLookup = std::function<std::optional<std::uint32_t>(const std::string&)>;

// The value an ExpectedValue stands for. Throws ExpectationError (naming file and
// line) for an unknown symbol.
std::uint64_t resolve(const ExpectedValue& value, const SymbolLookup& symbols, const std::string& file, int line);

// How the run ended and the machine's state then.
struct FinalState {
    network::RunResult result;
    const cpu::CpuState& state;
    std::span<const std::uint8_t> ram;
};

// One message per expectation the final state does not meet, "file:line: ...".
std::vector<std::string> unmet_expectations(const ProgramExpectations& expectations, const FinalState& final_state,
                                            const SymbolLookup& symbols);

}  // namespace xp860::test
