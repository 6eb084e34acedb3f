// The cycle model's table keeps its promise: each row's class (sourced, derived,
// ASSUMPTION) agrees with the tags of the facts it cites in ../shared/ref, read
// here from TIMING-FACTS.md and PARAGON-FACTS.md, not with the row's wording.
// Without the reference material the test reports SKIPPED (exit 77).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cpu/cycle_model.h"
#include "tests/test_support.h"

namespace {

using xp860::cpu::timing::kTimingTable;
using xp860::cpu::timing::TimingClass;
using xp860::cpu::timing::TimingEntry;

// What a cited entry is, by the facts file's own tags.
enum class FactKind {
    Source,     // TF A..E marked verbatim-checked or paraphrase; a PF section other than §5
    Derived,    // TF entries marked only [derived]
    Emulator,   // TF F: what open emulators do, "not hardware facts"
    Default,    // TF S1..S18: "All of these are ASSUMPTIONS"
    NotFound,   // TF "Not found" n; PF §5.n
};

struct Fact {
    FactKind kind;
    std::string text;
};

using Facts = std::map<std::string, Fact>;  // keyed as timing.def cites: "TF A4", "TF S10", "TF NF3", "PF §2", "PF §5.4"

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

void read_timing_facts(const std::string& text, Facts& facts) {
    const std::regex table_row(R"(^\| ([A-F][0-9]+) \|.*\| ([^|]*) \|\s*$)");
    const std::regex default_start(R"(^\*\*S([0-9]+) )");
    const std::regex numbered(R"(^([0-9]+)\. )");
    std::string open;  // the S-default or not-found item whose text continues
    bool in_not_found = false;
    for (const std::string& line : lines_of(text)) {
        std::smatch m;
        if (line.starts_with("## ")) {
            in_not_found = line.starts_with("## Not found");
            open.clear();
            if (line.starts_with("## Suggested defaults")) continue;
        }
        if (std::regex_match(line, m, table_row)) {
            const std::string mark = m[2];
            const std::string id = m[1];
            FactKind kind = FactKind::Source;
            if (id[0] == 'F') kind = FactKind::Emulator;
            else if (mark.find("verbatim-checked") == std::string::npos && mark.find("paraphrase") == std::string::npos)
                kind = FactKind::Derived;
            facts["TF " + id] = {kind, line};
            open.clear();
        } else if (std::regex_search(line, m, default_start)) {
            open = "TF S" + m[1].str();
            facts[open] = {FactKind::Default, line};
        } else if (in_not_found && std::regex_search(line, m, numbered)) {
            open = "TF NF" + m[1].str();
            facts[open] = {FactKind::NotFound, line};
        } else if (line.starts_with("**Validation")) {
            open.clear();
        } else if (!open.empty()) {
            facts[open].text += "\n" + line;
        }
    }
}

void read_paragon_facts(const std::string& text, Facts& facts) {
    const std::regex section(R"(^## ([0-9]+)\. )");
    const std::regex numbered(R"(^([0-9]+)\. )");
    std::string current;
    for (const std::string& line : lines_of(text)) {
        std::smatch m;
        if (std::regex_search(line, m, section)) {
            current = "PF §" + m[1].str();
            const bool not_found = line.find("could not be found") != std::string::npos;
            facts[current] = {not_found ? FactKind::NotFound : FactKind::Source, line};
        } else if (!current.empty()) {
            facts[current].text += "\n" + line;
            if (facts[current].kind == FactKind::NotFound && std::regex_search(line, m, numbered))
                facts[current + "." + m[1].str()] = {FactKind::NotFound, line};
        }
    }
}

std::vector<std::string> cites_of(std::string_view cites) {
    std::vector<std::string> out;
    std::string item;
    std::istringstream in{std::string(cites)};
    while (std::getline(in, item, ',')) {
        while (!item.empty() && item.front() == ' ') item.erase(item.begin());
        out.push_back(item);
    }
    return out;
}

// Whether `value` is written in `text` as a number (not part of a name like S10 or
// a longer number) or as a word.
bool mentions_value(const std::string& text, std::uint32_t value) {
    static const char* const kWords[] = {"zero", "one", "two", "three", "four", "five",
                                         "six",  "seven", "eight", "nine", "ten"};
    const std::regex number("(^|[^A-Za-z0-9.])" + std::to_string(value) + "($|[^0-9])");
    if (std::regex_search(text, number)) return true;
    if (value >= std::size(kWords)) return false;
    const std::regex word(std::string(R"((^|[^A-Za-z]))") + kWords[value] + "($|[^A-Za-z])", std::regex::icase);
    return std::regex_search(text, word);
}

// The rows timing.def's formula for `entry` is computed from.
std::vector<const TimingEntry*> rows_used(const TimingEntry& entry) {
    std::vector<const TimingEntry*> used;
    for (const TimingEntry& other : kTimingTable)
        if (&other != &entry && std::regex_search(std::string(entry.expression),
                                                  std::regex("\\b" + std::string(other.name) + "\\b")))
            used.push_back(&other);
    return used;
}

// Each quantity TIMING-FACTS lists as not found, with the rows whose values are that
// quantity (this file's reading of the "Not found" list, kept apart from timing.def
// so that a row cannot classify itself): such a row must cite the gap and be an
// ASSUMPTION, whatever pipeline facts it might quote.
const std::map<std::string, std::set<std::string>> kNotFoundQuantities = {
    {"TF NF1", {"kIssue"}},  // the timing appendix: the base rate is S1's
    {"TF NF2", {"kLoadUseInterlock", "kMemoryAccess"}},
    {"TF NF3", {"kAdderLatency", "kMultiplierLatencySingle", "kMultiplierLatencyDouble"}},
    {"TF NF4", {"kLineFill", "kLoadMissDataDelay", "kLineWriteBack", "kWriteBufferEntries"}},
    {"TF NF5", {"kTlbWalkOverhead", "kAccessedBitUpdate"}},
    {"TF NF6", {"kTakenBranchBubble", "kAnnulledSlot", "kCompareConditionDelay"}},
    {"TF NF7", {"kPsrWrite", "kDirbaseWrite", "kInvalidateExtra"}},
    {"TF NF8", {"kTrapEntry", "kInterruptRecognition"}},
    {"TF NF9", {"kBusFirstTransfer", "kBusBurstTransfer", "kUncachedTransfer", "kDeviceAccess", "kBusErrorResponse",
                "kIoCycle", "kInterruptAcknowledge", "kSpecialCycle"}},
    {"TF NF11", {"kTransferUseInterlock", "kGraphicsLatency"}},
    {"PF §5.4", {"kTimerTicksPerCycle", "kMeshRouterDelay", "kMeshInjectionOverhead", "kMeshEjectionOverhead",
                 "kMeshHeaderBytes", "kMeshMaxBodyBytes", "kNetworkInterfaceSendSetup",
                 "kNetworkInterfaceReceiveBytes"}},
};

// What is wrong with the row's class, given the facts; empty when nothing is.
std::vector<std::string> class_errors(const TimingEntry& row, const Facts& facts) {
    std::vector<std::string> errors;
    const auto fail = [&](const std::string& why) { errors.push_back(std::string(row.name) + ": " + why); };
    const std::vector<std::string> cites = cites_of(row.cites);
    bool cites_default = false, cites_gap = false, cites_source = false, default_gives_value = false;
    for (const std::string& cite : cites) {
        const auto found = facts.find(cite);
        if (found == facts.end()) {
            fail("cites " + cite + ", which the facts files do not have");
            continue;
        }
        const Fact& fact = found->second;
        cites_default = cites_default || fact.kind == FactKind::Default;
        cites_gap = cites_gap || fact.kind == FactKind::NotFound;
        cites_source = cites_source || fact.kind == FactKind::Source;
        if (fact.kind == FactKind::Default && mentions_value(fact.text, row.value)) default_gives_value = true;
    }
    for (const auto& [gap, rows] : kNotFoundQuantities) {
        if (!rows.contains(std::string(row.name))) continue;
        if (std::find(cites.begin(), cites.end(), gap) == cites.end()) fail("its quantity is " + gap + " but it does not cite it");
        if (row.timing_class != TimingClass::Assumption) fail("its quantity is " + gap + " (not found) yet it is not an ASSUMPTION");
    }
    bool rests_on_assumption = false, is_formula = false;
    for (const TimingEntry* used : rows_used(row)) {
        is_formula = true;
        rests_on_assumption = rests_on_assumption || used->timing_class == TimingClass::Assumption;
    }
    switch (row.timing_class) {
        case TimingClass::Sourced:
            if (cites_default || cites_gap) fail("sourced, yet it cites a suggested default or a not-found item");
            if (is_formula) fail("sourced, yet computed from other rows (derived at best)");
            if (!cites_source) fail("sourced, yet it cites no verbatim or paraphrased fact");
            else {
                bool given = false;
                for (const std::string& cite : cites)
                    if (facts.contains(cite) && facts.at(cite).kind == FactKind::Source &&
                        mentions_value(facts.at(cite).text, row.value))
                        given = true;
                if (!given) fail("sourced, yet no cited source gives the value " + std::to_string(row.value));
            }
            break;
        case TimingClass::Derived:
            if (cites_default || cites_gap) fail("derived, yet it cites a suggested default or a not-found item");
            if (rests_on_assumption) fail("derived from an ASSUMPTION row");
            if (!is_formula && row.justification.find(" = ") == std::string_view::npos)
                fail("derived, yet neither a formula of rows nor arithmetic (\" = \") in its reasoning");
            break;
        case TimingClass::Assumption:
            if (cites_default && !default_gives_value)
                fail("cites a suggested default but none of them gives the value " + std::to_string(row.value));
            if (row.justification.size() < 60) fail("an ASSUMPTION with no reasoning");
            break;
    }
    if (row.timing_class != TimingClass::Assumption && rests_on_assumption)
        fail("computed from an ASSUMPTION row, so it is one");
    return errors;
}

Facts read_facts() {
    const auto ref = xp860::test::reference_dir("cpu.cycle_model (the classification needs the facts files)");
    if (!ref) std::exit(77);  // ctest SKIP_RETURN_CODE: reported as skipped, never passed
    Facts facts;
    read_timing_facts(xp860::test::read_text_file(*ref / "TIMING-FACTS.md"), facts);
    read_paragon_facts(xp860::test::read_text_file(*ref / "PARAGON-FACTS.md"), facts);
    return facts;
}

}  // namespace

TEST_CASE("the facts files are read with the tags the classification relies on") {
    const Facts facts = read_facts();
    // Spot checks against the files as written (TIMING-FACTS: A1 verbatim-checked, A14
    // derived, F1 an emulator's, S15 a default, Not found #3 scalar FP latencies).
    REQUIRE(facts.contains("TF A1"));
    CHECK(facts.at("TF A1").kind == FactKind::Source);
    CHECK(facts.at("TF A14").kind == FactKind::Derived);
    CHECK(facts.at("TF F1").kind == FactKind::Emulator);
    CHECK(facts.at("TF S15").kind == FactKind::Default);
    CHECK(facts.at("TF S15").text.find("3 clocks to refetch") != std::string::npos);
    CHECK(facts.at("TF NF3").text.find("Scalar (non-pipelined) FP latencies") != std::string::npos);
    CHECK(facts.at("PF §5.4").kind == FactKind::NotFound);
    CHECK(facts.at("PF §2").kind == FactKind::Source);
    int defaults = 0;
    for (const auto& [id, fact] : facts) defaults += fact.kind == FactKind::Default;
    CHECK(defaults == 18);
}

TEST_CASE("every row's class agrees with the tags of the facts it cites") {
    const Facts facts = read_facts();
    int rows = 0, assumptions = 0;
    for (const TimingEntry& row : kTimingTable) {
        ++rows;
        assumptions += row.timing_class == TimingClass::Assumption;
        for (const std::string& error : class_errors(row, facts)) FAIL_CHECK(error);
    }
    // 19 core rows with the clock and the timer, 14 memory-system rows, the host
    // call, 7 mesh rows, 2 interface rows; only the double-multiply interval, the
    // clock and the mesh link's two derived numbers are not assumptions.
    CHECK(rows == 43);
    CHECK(assumptions == 39);
}

TEST_CASE("the classification catches the mislabels issue 13 found") {
    const Facts facts = read_facts();
    // As the rows stood before: a scalar latency citing the pipelines' stage facts, a
    // trap entry undercutting its default, a hit cost sourced to a default.
    const TimingEntry scalar_latency{"kAdderLatency", 3, TimingClass::Sourced, "3", "TF A1, TF A2",
                                     "TF A1, A2: the adder has three stages of one clock each"};
    const TimingEntry trap_entry{"kTrapEntry", 2, TimingClass::Assumption, "2", "TF S15, TF NF8",
                                 "one aborted clock plus one bubble to refetch at the trap vector, an assumption"};
    const TimingEntry hit_cost{"kMemoryAccess", 0, TimingClass::Sourced, "0", "TF S12, TF S3",
                               "TF S12, S3: an access that hits costs nothing beyond its issue clock"};
    const TimingEntry on_assumption{"kLineFill", 5, TimingClass::Derived, "kBusFirstTransfer + 3 * kBusBurstTransfer",
                                    "TF D5", "2 + 1 + 1 + 1 = 5 clocks"};
    CHECK_FALSE(class_errors(scalar_latency, facts).empty());
    CHECK_FALSE(class_errors(trap_entry, facts).empty());
    CHECK_FALSE(class_errors(hit_cost, facts).empty());
    CHECK_FALSE(class_errors(on_assumption, facts).empty());
}

TEST_CASE("a CycleModel takes overrides by row name, and the rows computed from them follow") {
    using xp860::cpu::CycleModel;
    using xp860::cpu::TimingOverride;
    const CycleModel standard;
    CHECK(standard.kTrapEntry == xp860::cpu::timing::kTrapEntry);
    CHECK(standard.kLineFill == xp860::cpu::timing::kLineFill);
    const TimingOverride bus[] = {{"kBusFirstTransfer", 4}, {"kTrapEntry", 6}};
    const CycleModel slower(bus);
    CHECK(slower.kBusFirstTransfer == 4u);
    CHECK(slower.kTrapEntry == 6u);
    // timing.def: kLineFill = kBusFirstTransfer + 3 * kBusBurstTransfer, kAccessedBitUpdate
    // = 2 * kBusFirstTransfer, kUncachedTransfer = kBusFirstTransfer.
    CHECK(slower.kLineFill == 4u + 3u * xp860::cpu::timing::kBusBurstTransfer);
    CHECK(slower.kAccessedBitUpdate == 8u);
    CHECK(slower.kUncachedTransfer == 4u);
    CHECK(slower.kIssue == xp860::cpu::timing::kIssue);  // the rest untouched
    const TimingOverride fill[] = {{"kBusFirstTransfer", 4}, {"kLineFill", 20}};
    CHECK(CycleModel(fill).kLineFill == 20u);  // a computed row overridden itself keeps its value
}
