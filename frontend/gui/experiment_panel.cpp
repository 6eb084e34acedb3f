#include "frontend/gui/experiment_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "frontend/gui/timeline_names.h"
#include "frontend/gui/imgui_support.h"

namespace xp860::gui {
namespace {

std::string us_text(double cycles) { return microseconds(cycles) + " µs"; }

}  // namespace

void ExperimentPanel::set_up(Session& session) {
    if (!edited_) options_ = session.experiment_options();
    const char* variants[] = {"hrecv", "irecv"};
    const char* profiles[] = {"osf1", "light"};
    int variant = static_cast<int>(options_.variant), profile = static_cast<int>(options_.profile);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.5f);
    if (ImGui::Combo("##variant", &variant, variants, 2)) {
        options_.variant = static_cast<kernel::Variant>(variant);
        edited_ = true;
    }
    tooltip("hrecv: the message starts a handler (a full context switch in osf1); irecv: the loop polls msgdone()");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.5f);
    if (ImGui::Combo("##profile", &profile, profiles, 2)) {
        options_.profile = static_cast<kernel::Profile>(profile);
        edited_ = true;
    }
    tooltip("The kernel profile: osf1 saves the whole context for a handler, light only what a handler may clobber");
    ImGui::SameLine();
    int trials = static_cast<int>(options_.trials);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    if (ImGui::InputInt("trials", &trials, 10, 100)) {
        options_.trials = static_cast<std::uint32_t>(std::clamp<int>(trials, 1, kernel::GapExperiment::kMaxTrials));
        edited_ = true;
    }
    ImGui::SameLine();
    const bool differs = !session.is_experiment() || options_.variant != session.experiment_options().variant ||
                         options_.profile != session.experiment_options().profile ||
                         options_.trials != session.experiment_options().trials;
    ImGui::BeginDisabled(!differs || !session.experiment_available());
    if (ImGui::Button(session.is_experiment() ? "Set up again" : "Set up the experiment")) {
        if (session.configure_experiment(options_)) edited_ = false;
    }
    ImGui::EndDisabled();
    tooltip("A new machine: two nodes booted with the kernel and the benchmark, with this set-up");
}

// DECISION: the bars span the cheapest trial to the 99th percentile, one cycle a bar
// or more; the costlier 1 % (the first trial's cold caches, say) share one bar at
// the right, so a few slow trials do not squeeze the rest into one bar.
void ExperimentPanel::histogram(const kernel::ExperimentResult& result, float height) const {
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::Dummy({width, height});
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float axis = ImGui::GetFontSize() + 4, left = corner.x + 4, right = corner.x + width - 4;
    const float top = corner.y + ImGui::GetFontSize() + 4, bottom = corner.y + height - axis;
    draw->AddRectFilled(corner, {corner.x + width, corner.y + height}, IM_COL32(32, 36, 44, 255), 4);
    draw->AddText({left, corner.y + 2}, to_u32(palette::kDim), "cost per trial");
    if (result.trials.empty()) {
        draw->AddText({left, (top + bottom) / 2}, to_u32(palette::kDim), "no trial done yet");
        return;
    }
    std::vector<std::uint64_t> costs;
    for (const kernel::Trial& trial : result.trials) costs.push_back(trial.cost());
    std::ranges::sort(costs);
    const std::uint64_t low = costs.front();
    const std::uint64_t high = costs[(costs.size() - 1) * 99 / 100];
    const std::uint64_t span = high - low + 1;
    const std::size_t bins = static_cast<std::size_t>(std::min<std::uint64_t>(span, 48));
    const std::uint64_t bin_cycles = (span + bins - 1) / bins;
    std::vector<std::size_t> counts(bins + 1);  // the last: above the 99th percentile
    for (const std::uint64_t cost : costs)
        ++counts[cost > high ? bins : static_cast<std::size_t>((cost - low) / bin_cycles)];
    const std::size_t most = *std::ranges::max_element(counts);
    const float bar = (right - left) / static_cast<float>(bins + 1);
    for (std::size_t i = 0; i <= bins; ++i) {
        if (counts[i] == 0) continue;
        const float h = std::max(1.0f, (bottom - top) * static_cast<float>(counts[i]) / static_cast<float>(most));
        const float x = left + bar * static_cast<float>(i);
        draw->AddRectFilled({x + 1, bottom - h}, {x + std::max(bar - 1, 2.0f), bottom},
                            to_u32(i == bins ? palette::kDim : palette::kAccent));
    }
    const float mean_x = left + static_cast<float>((result.mean_cycles - static_cast<double>(low)) /
                                                   static_cast<double>(bin_cycles * bins)) * (right - left - bar);
    if (mean_x >= left && mean_x <= right - bar) {
        draw->AddLine({mean_x, top}, {mean_x, bottom}, to_u32(palette::kHandler), 1.5f);
        draw->AddText({std::min(mean_x + 3, right - bar - 40), top}, to_u32(palette::kHandler), "mean");
    }
    const std::string low_text = us_text(static_cast<double>(low));
    const std::string high_text = "99 %: " + us_text(static_cast<double>(low + bin_cycles * bins));
    draw->AddText({left, bottom + 2}, to_u32(palette::kDim), low_text.c_str());
    const float high_x = right - bar - ImGui::CalcTextSize(high_text.c_str()).x;
    if (high_x > left + ImGui::CalcTextSize(low_text.c_str()).x + 8)  // where both fit
        draw->AddText({high_x, bottom + 2}, to_u32(palette::kDim), high_text.c_str());
    if (counts[bins] > 0) {
        const std::string above = std::to_string(counts[bins]) + " above";
        draw->AddText({right - ImGui::CalcTextSize(above.c_str()).x, top}, to_u32(palette::kDim), above.c_str());
    }
    const std::string most_text = "tallest: " + std::to_string(most) + (most == 1 ? " trial" : " trials");
    draw->AddText({right - ImGui::CalcTextSize(most_text.c_str()).x, corner.y + 2}, to_u32(palette::kDim), most_text.c_str());
}

void ExperimentPanel::results(const kernel::ExperimentResult& result) const {
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
    if (!ImGui::BeginTable("phases", 4, kFlags)) return;
    ImGui::TableSetupColumn("where the mean cost goes");
    ImGui::TableSetupColumn("cycles");
    ImGui::TableSetupColumn("µs");
    ImGui::TableSetupColumn("share");
    ImGui::TableHeadersRow();
    const auto row = [&](Rgb colour, const std::string& name, double cycles) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float size = ImGui::GetFontSize() * 0.7f;
        ImGui::GetWindowDrawList()->AddRectFilled({at.x, at.y + 3}, {at.x + size, at.y + 3 + size}, to_u32(colour));
        ImGui::Dummy({size + 2, size});
        ImGui::SameLine();
        if (cycles == 0) coloured_text(palette::kDim, name);  // a phase this variant has not
        else ImGui::TextUnformatted(name.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%.1f", cycles);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(microseconds(cycles, 3).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%.1f %%", result.mean_cycles > 0 ? 100 * cycles / result.mean_cycles : 0.0);
    };
    for (std::size_t p = 0; p < kernel::kPhaseCount; ++p) {
        const auto phase = static_cast<kernel::Phase>(p);
        row(phase_colour(phase), std::string(kernel::phase_name(phase)), result.breakdown.phases[p]);
    }
    row(palette::kIdle, "loop_disturbance", result.breakdown.loop_disturbance);
    ImGui::EndTable();
}

// The statistics across, cycles and microseconds.
void ExperimentPanel::statistics(const kernel::ExperimentResult& result) const {
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV;
    const std::pair<const char*, double> columns[] = {{"mean", result.mean_cycles},
                                                      {"median", result.median_cycles},
                                                      {"min", static_cast<double>(result.min_cycles)},
                                                      {"max", static_cast<double>(result.max_cycles)},
                                                      {"loop gap", result.loop_gap_cycles}};
    if (!ImGui::BeginTable("statistics", 6, kFlags)) return;
    ImGui::TableSetupColumn("cost");
    for (const auto& [name, cycles] : columns) ImGui::TableSetupColumn(name);
    ImGui::TableHeadersRow();
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    coloured_text(palette::kDim, "µs");
    for (const auto& [name, cycles] : columns) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(microseconds(cycles, 3).c_str());
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    coloured_text(palette::kDim, "cycles");
    for (const auto& [name, cycles] : columns) {
        ImGui::TableNextColumn();
        ImGui::Text("%.1f", cycles);
    }
    ImGui::EndTable();
}

void ExperimentPanel::draw(Session& session, UiShared&) {
    set_up(session);
    if (!session.is_experiment()) {
        ImGui::TextDisabled(session.experiment_available() ? "The machine is bare nodes now: set the experiment up to run it."
                                                           : "The experiment's kernel and benchmark are not available.");
        return;
    }
    const kernel::ExperimentOptions& options = session.experiment_options();
    const std::uint32_t done = session.trials_done();
    const bool running = session.running();
    ImGui::BeginDisabled(running || done >= options.trials);
    if (ImGui::Button("Run a trial")) session.run_trials(1);
    ImGui::SameLine();
    if (ImGui::Button("Run to the end")) session.run_experiment();
    ImGui::EndDisabled();
    tooltip("Experiment runs go through breakpoints; Pause stops them");
    ImGui::SameLine();
    ImGui::BeginDisabled(!running);
    if (ImGui::Button("Pause")) session.pause();
    ImGui::EndDisabled();
    ImGui::SameLine();
    const std::string progress = std::to_string(done) + " / " + std::to_string(options.trials) + " trials, cycle " +
                                 grouped(session.machine_cycle());
    ImGui::ProgressBar(static_cast<float>(done) / static_cast<float>(options.trials), {-1, 0}, progress.c_str());

    const kernel::ExperimentResult& result = session.experiment_result();
    std::string summary = std::string(kernel::variant_name(result.variant)) + ", profile " +
                          std::string(kernel::profile_name(result.profile)) + ": ";
    if (result.trials.empty()) {
        summary += "no trial done yet";
    } else {
        summary += "the cost of " + std::to_string(result.trials.size()) +
                   (result.trials.size() == 1 ? " trial" : " trials") + ", the largest gap less the ordinary loop's";
        if (result.complete) {
            char own[64];
            std::snprintf(own, sizeof own, "; the program's own mean %.3f µs", result.program_mean_seconds * 1e6);
            summary += own;
        }
    }
    ImGui::PushTextWrapPos(0);
    coloured_text(palette::kDim, summary);
    ImGui::PopTextWrapPos();
    if (!result.trials.empty()) statistics(result);
    // The histogram beside where the cost goes.
    const float phases_width = ImGui::GetFontSize() * 22;
    const float height = std::max(90.0f, ImGui::GetContentRegionAvail().y);
    ImGui::BeginChild("histogram", {std::max(120.0f, ImGui::GetContentRegionAvail().x - phases_width), height});
    histogram(result, height - 2);
    ImGui::EndChild();
    if (result.trials.empty()) return;
    ImGui::SameLine();
    ImGui::BeginChild("breakdown", {0, height});
    results(result);
    ImGui::EndChild();
}

}  // namespace xp860::gui
