// The seed's experiment (kernel::GapExperiment): its set-up (hrecv or irecv, the
// kernel profile, N trials), runs of one trial or all of them with a progress bar,
// a histogram of the per-trial costs, and the results: mean, median, min, max, the
// ordinary loop gap, the program's own mean, and where the mean cost goes phase by
// phase. Everything shown is the experiment's result() over the trials done.
#pragma once

#include "frontend/gui/panel.h"
#include "kernel/gap_experiment.h"

namespace xp860::gui {

class ExperimentPanel : public Panel {
public:
    ExperimentPanel() : Panel("experiment", "Experiment", true) {}
    void draw(Session& session, UiShared& shared) override;

private:
    void set_up(Session& session);
    void histogram(const kernel::ExperimentResult& result, float height) const;
    void results(const kernel::ExperimentResult& result) const;
    void statistics(const kernel::ExperimentResult& result) const;

    bool edited_ = false;  // the set-up below differs from the machine's until applied
    kernel::ExperimentOptions options_{};
};

}  // namespace xp860::gui
