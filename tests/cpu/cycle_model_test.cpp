// The cycle model's table keeps its promise: every number has a source or says
// ASSUMPTION with its reasoning.
#include <doctest/doctest.h>

#include <string>

#include "cpu/cycle_model.h"

TEST_CASE("every cycle-model number names its source or is marked ASSUMPTION") {
    int entries = 0;
    for (const auto& entry : xp860::cpu::timing::kTimingTable) {
        ++entries;
        INFO(std::string(entry.name));
        // TF = TIMING-FACTS.md, PRM = the i860 manual, PF = PARAGON-FACTS.md (the mesh rows).
        const bool sourced = entry.justification.find("TF ") != std::string_view::npos ||
                             entry.justification.find("PRM") != std::string_view::npos ||
                             entry.justification.find("PF ") != std::string_view::npos;
        const bool assumed = entry.justification.starts_with("ASSUMPTION: ");
        CHECK((sourced || assumed));
        if (assumed) CHECK(entry.justification.size() > 60);  // the reasoning is there, not just the word
    }
    CHECK(entries == 36);  // 11 core rows, the clock, 14 memory-system rows, the host call, 7 mesh rows, 2 interface rows
}
