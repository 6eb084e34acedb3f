// The peephole pass of -O1 and up, on a function body's assembly lines: a call's
// delay slot takes the `mov %sp,%r28` before it (which the call does not read),
// `br L; nop` straight before `L:` goes, and so does `mov %rX,%rX`; an
// instruction computing r16 for a `mov %r16,%rN` marked kDeadR16 writes rN itself,
// and `mov %r0,%rN` goes when the next instruction writes rN without reading it.
#include <cctype>
#include <initializer_list>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "toolchain/cc/codegen_state.h"

namespace xp860::cc {

namespace {

// The mnemonic of an instruction line ("" for labels and directives).
std::string mnemonic(const std::string& line) {
    const std::size_t tab = line.find('\t', 1);
    if (line.empty() || line[0] != '\t' || tab == std::string::npos) return "";
    return line.substr(1, tab - 1);
}

bool is_one_of(const std::string& op, std::initializer_list<const char*> ops) {
    for (const char* candidate : ops)
        if (op == candidate) return true;
    return false;
}

bool is_delayed_branch(const std::string& line) {
    return is_one_of(mnemonic(line), {"br", "bri", "call", "calli", "bc.t", "bnc.t", "bla"});
}

// Integer ALU ops, loads and fxfr: one machine instruction (the compiler never
// leaves an expansion to the assembler) whose last operand is its only result.
bool writes_last_operand(const std::string& op) {
    return is_one_of(op, {"adds", "addu", "subs", "subu", "and", "andh", "andnot", "andnoth", "or", "orh", "xor",
                          "xorh", "shl", "shr", "shra", "mov", "ld.b", "ld.s", "ld.l", "fxfr"});
}

// `line` with its destination r16 replaced by `reg` when writes_last_operand (its
// sources are read before the write, so `adds 1,%r4,%r16` may become
// `adds 1,%r4,%r4`); else "".
std::string retarget(const std::string& line, const std::string& reg) {
    if (!line.ends_with(",%r16") || !writes_last_operand(mnemonic(line))) return "";
    return line.substr(0, line.size() - 4) + reg;
}

// Whether `line` (an op retarget accepts) writes `reg` without reading it.
bool overwrites(const std::string& line, const std::string& reg) {
    if (!line.ends_with("," + reg) || retarget(line.substr(0, line.size() - reg.size()) + "%r16", reg).empty())
        return false;
    const std::string sources = line.substr(0, line.size() - reg.size() - 1);
    for (std::size_t at = sources.find(reg); at != std::string::npos; at = sources.find(reg, at + 1))
        if (at + reg.size() == sources.size() || !std::isdigit(static_cast<unsigned char>(sources[at + reg.size()])))
            return false;
    return true;
}

// An instruction that may sit in a delay slot: one machine instruction that
// neither branches nor sets CC.
bool fits_delay_slot(const std::string& line) {
    const std::string op = mnemonic(line);
    return writes_last_operand(op) ||
           is_one_of(op, {"st.b", "st.s", "st.l", "fld.l", "fld.d", "fst.l", "fst.d", "ixfr", "fiadd.ss", "fiadd.dd"});
}

// A loop's closing `bc L` / `bnc L` (a backward branch) becomes `bc.t` / `bnc.t`
// with a copy of L's first instruction in its slot, landing just after it: the
// taken branch, the common case, then costs no clock beyond its own (TF S8).
// Where the adds, subs or ld that sets the condition precedes the branch, the slot
// also runs only when taken, so nothing changes when the loop ends.
void fill_loop_branches(std::vector<std::string>& out) {
    std::unordered_map<std::string, std::size_t> labels;
    for (std::size_t j = 0; j < out.size(); ++j) {
        if (out[j].ends_with(":") && out[j][0] != '\t') labels[out[j].substr(0, out[j].size() - 1)] = j;
        const bool bc = out[j].starts_with("\tbc\t");
        if (!bc && !out[j].starts_with("\tbnc\t")) continue;
        const std::string target = out[j].substr(bc ? 4 : 5);
        const auto found = labels.find(target);
        if (found == labels.end() || found->second + 1 >= j || !fits_delay_slot(out[found->second + 1])) continue;
        const std::size_t first = found->second + 1;
        const std::string after = target + "s";
        const std::string slot = out[first];
        out[j] = (bc ? "\tbc.t\t" : "\tbnc.t\t") + after;
        out.insert(out.begin() + static_cast<std::ptrdiff_t>(j) + 1, slot);
        out.insert(out.begin() + static_cast<std::ptrdiff_t>(first) + 1, after + ":");
        for (auto& [name, at] : labels)
            if (at > first) ++at;
        j += 2;
    }
}

}  // namespace

std::string fill_delay_slots(const std::string& body) {
    std::vector<std::string> lines;
    std::istringstream in(body);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::vector<std::string> out;
    const std::string dead_marker = kDeadR16;
    const std::string copy = "\tmov\t%r16,";
    // `mov %r0,%rN` (a local zeroed before its initialiser) goes when the next line overwrites rN
    auto push = [&out](const std::string& line) {
        const std::size_t n = out.size();
        if (n > 0 && out[n - 1].starts_with("\tmov\t%r0,%r") && !(n > 1 && is_delayed_branch(out[n - 2])) &&
            overwrites(line, out[n - 1].substr(9)))
            out.pop_back();
        out.push_back(line);
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].ends_with(dead_marker)) lines[i].resize(lines[i].size() - dead_marker.size());
        if (i + 1 < lines.size() && lines[i + 1].starts_with(copy) && lines[i + 1].ends_with(dead_marker) &&
            !(i > 0 && is_delayed_branch(lines[i - 1]))) {
            const std::string reg = lines[i + 1].substr(copy.size(), lines[i + 1].size() - copy.size() - dead_marker.size());
            const std::string fused = retarget(lines[i], reg);
            if (!fused.empty()) {
                push(fused);
                ++i;
                continue;
            }
        }
        const bool setup = lines[i] == "\tmov\t%sp,%r28";
        if (setup && i + 2 < lines.size() && lines[i + 1].starts_with("\tcall") && lines[i + 2] == "\tnop") {
            out.push_back(lines[i + 1]);
            out.push_back(lines[i]);
            i += 2;
            continue;
        }
        if (lines[i].starts_with("\tbr\t") && i + 2 < lines.size() && lines[i + 1] == "\tnop" &&
            lines[i + 2] == lines[i].substr(4) + ":") {
            ++i;  // the branch and its nop
            continue;
        }
        // mov %rX,%rX
        if (lines[i].starts_with("\tmov\t%r") && lines[i].find(',') != std::string::npos &&
            lines[i].substr(5, lines[i].find(',') - 5) == lines[i].substr(lines[i].find(',') + 1))
            continue;
        push(lines[i]);
    }
    fill_loop_branches(out);
    std::string result;
    for (const std::string& line : out) result += line + "\n";
    return result;
}

}  // namespace xp860::cc
