#include "frontend/gui/history.h"

#include <algorithm>

#include "cpu/control_registers.h"
#include "cpu/registers.h"

namespace xp860::gui {

namespace {

constexpr std::array<EventBreak, 3> kKeptEvents = {EventBreak::Interrupt, EventBreak::ContextSwitch, EventBreak::Trap};

std::string cycle_text(std::uint64_t cycle) { return "cycle " + std::to_string(cycle); }

}  // namespace

History::History(HistoryOptions options) : options_(options), interval_(options.interval) {}

void History::attach(network::Machine& machine) {
    machine_ = &machine;
    search_.reset();
    interval_ = options_.interval;
    snapshots_.clear();
    events_.clear();
    keep();
}

std::uint64_t History::node_cycle(int node) const {
    return machine_->node(static_cast<network::NodeId>(node)).core().state().cycles;
}

void History::keep(bool settled) {
    Kept kept;
    kept.snapshot = network::take_snapshot(*machine_);
    if (observer_.save) kept.observed = observer_.save();
    kept.settled = settled;
    for (int node = 0; node < static_cast<int>(machine_->node_count()); ++node)
        kept.reach = std::max(kept.reach, node_cycle(node));
    snapshots_.push_back(std::move(kept));
    if (snapshots_.size() <= options_.max_snapshots && snapshot_bytes() <= options_.max_bytes) return;
    std::vector<Kept> thinned;
    for (std::size_t i = 0; i < snapshots_.size(); i += 2) thinned.push_back(std::move(snapshots_[i]));
    snapshots_ = std::move(thinned);
    interval_ *= 2;
}

void History::moved() {
    if (machine_ && machine_->cycle() >= snapshots_.back().snapshot.cycle + interval_) keep();
}

void History::notice(const network::MachineEvent& event, std::span<const TimelineMarker> markers) {
    for (const EventBreak kind : kKeptEvents)
        if (event_is(kind, event, markers)) events_.insert({event.cycle, static_cast<int>(event.node), kind});
}

std::vector<std::uint64_t> History::event_cycles(int node, EventBreak kind) const {
    std::vector<std::uint64_t> cycles;
    for (const Event& event : events_)
        if (event.node == node && event.kind == kind) cycles.push_back(event.cycle);
    return cycles;
}

std::uint64_t History::snapshot_bytes() const {
    std::uint64_t total = 0;
    for (const Kept& kept : snapshots_) total += kept.snapshot.bytes.size();
    return total;
}

std::optional<std::size_t> History::nearest(std::uint64_t cycle) const {
    for (std::size_t i = snapshots_.size(); i-- > 0;)
        if ((snapshots_[i].reach <= cycle || (snapshots_[i].settled && snapshots_[i].snapshot.cycle <= cycle)) &&
            cycle < snapshots_[i].limit)
            return i;
    return std::nullopt;
}

// The snapshots are of this machine, so restoring one cannot fail halfway.
void History::restore(std::size_t index) {
    network::restore_snapshot(*machine_, snapshots_[index].snapshot);
    if (observer_.restore) observer_.restore(snapshots_[index].observed);
}

void History::replay(std::size_t index, std::uint64_t cycle) {
    restore(index);
    while (machine_->cycle() < cycle) {
        machine_->run_to(std::min(cycle, snapshots_.back().snapshot.cycle + interval_));
        moved();
    }
}

Jump History::goto_cycle(std::uint64_t cycle) {
    const std::optional<std::size_t> index = nearest(cycle);
    if (!index) return {false, 0, "no snapshot reaches back to " + cycle_text(cycle)};
    replay(*index, cycle);
    return {true, cycle, "went to " + cycle_text(cycle)};
}

std::vector<std::uint64_t> History::boundaries(std::size_t index, int node, std::uint64_t until) {
    restore(index);
    const auto id = static_cast<network::NodeId>(node);
    std::vector<std::uint64_t> cycles{node_cycle(node)};
    while (cycles.back() < until && machine_->step(id)) cycles.push_back(node_cycle(node));
    return cycles;
}

// Replays the node alone from ever earlier snapshots until one holds `count`
// boundaries before the present; then the machine goes to that boundary.
Jump History::step_back(int node, std::uint64_t count) {
    const std::uint64_t present = node_cycle(node);
    std::optional<std::size_t> from = nearest(present);
    if (!from) return {false, 0, "no snapshot reaches back from " + cycle_text(present)};
    for (;;) {
        std::vector<std::uint64_t> cycles = boundaries(*from, node, present);
        if (cycles.back() != present) {
            replay(*from, present);  // the history no longer leads here (it cannot: a defect)
            return {false, 0, "replay did not come back to " + cycle_text(present)};
        }
        const bool enough = cycles.size() > count;
        if (enough || *from == 0) {
            const std::uint64_t target = cycles[enough ? cycles.size() - 1 - count : 0];
            Jump jump = goto_cycle(target);
            if (jump.done && !enough) jump.what = "went back to the oldest snapshot, " + cycle_text(target);
            else if (jump.done) jump.what = "stepped back to " + cycle_text(target);
            return jump;
        }
        --*from;
    }
}

// The event is dated where its node's step began; the landing is after that step,
// as a step forward would leave the machine: the handler's first instruction next.
Jump History::back_to(int node, EventBreak kind) {
    const std::uint64_t present = node_cycle(node);
    const std::vector<std::uint64_t> cycles = event_cycles(node, kind);
    for (auto at = cycles.rbegin(); at != cycles.rend(); ++at) {
        if (*at >= present) continue;
        const std::optional<std::size_t> index = nearest(*at);
        if (!index) break;
        replay(*index, *at);
        machine_->step(static_cast<network::NodeId>(node));
        machine_->run_to(node_cycle(node));
        if (node_cycle(node) >= present) continue;  // already there: the one before
        return {true, *at, "back to the " + std::string(event_break_name(kind)) + " at " + cycle_text(*at)};
    }
    goto_cycle(present);
    return {false, 0, "no earlier " + std::string(event_break_name(kind)) + " of node " + std::to_string(node)};
}

std::uint64_t History::oldest() const {
    const Kept& first = snapshots_.front();
    return first.settled ? first.snapshot.cycle : first.reach;
}

std::optional<Jump> History::begin_search(int node, BoundaryTest wanted,
                                          std::function<Jump(std::optional<std::uint64_t>)> landed) {
    Search search;
    search.node = node;
    search.present = node_cycle(node);
    search.wanted = std::move(wanted);
    search.landed = std::move(landed);
    const std::optional<std::size_t> from = nearest(search.present);
    if (!from) return search.landed(std::nullopt);
    search.from = *from;
    search.until = search.reached = search.present;
    search.before = network::take_snapshot(*machine_);
    if (observer_.save) search.observed = observer_.save();
    search_ = std::move(search);
    return std::nullopt;
}

bool History::step_segment(Search& search, std::uint64_t max_cycles) {
    const auto id = static_cast<network::NodeId>(search.node);
    if (!search.restored) {
        restore(search.from);
        search.restored = true;
        search.reached = node_cycle(search.node);
    }
    const std::uint64_t start = node_cycle(search.node);
    const std::uint64_t budget_end = start + std::min(max_cycles, UINT64_MAX - start);  // no wrap
    while (node_cycle(search.node) < search.until) {
        if (node_cycle(search.node) >= budget_end) return false;
        const cpu::CpuState& s = machine_->node(id).core().state();
        const Boundary at{s.cycles, s.pc, s.r[cpu::kStackPointer], s.psr};
        const std::optional<network::NodeStep> step = machine_->step(id);
        if (!step) break;
        if (search.wanted(at, *step)) search.found = at.cycle;
    }
    return true;
}

std::optional<Jump> History::advance_search(std::uint64_t max_cycles) {
    Search& search = *search_;
    if (!step_segment(search, max_cycles)) return std::nullopt;
    if (!search.found && search.from > 0) {  // on to the segment before
        search.until = search.reached;
        --search.from;
        search.restored = false;
        return std::nullopt;
    }
    const Search done = std::move(search);
    search_.reset();
    return done.landed(done.found);
}

Jump History::finish_search() {
    for (;;)
        if (std::optional<Jump> jump = advance_search(UINT64_MAX)) return *jump;
}

void History::cancel_search() {
    network::restore_snapshot(*machine_, search_->before);
    if (observer_.restore) observer_.restore(search_->observed);
    search_.reset();
}

std::optional<Jump> History::begin_back_over(int node) {
    const cpu::CpuState& s = machine_->node(static_cast<network::NodeId>(node)).core().state();
    const std::uint64_t present = s.cycles;
    const std::uint32_t stack_pointer = s.r[cpu::kStackPointer], mode = s.psr & cpu::psr::kUserMode;
    const auto call_here = [this, node, stack_pointer, mode](const Boundary& at, const network::NodeStep& step) {
        return step.outcome.kind == cpu::StepOutcome::Kind::Executed && at.stack_pointer >= stack_pointer &&
               (at.psr & cpu::psr::kUserMode) == mode && is_call(*machine_, node, at.pc);
    };
    const auto landed = [this, node, present](std::optional<std::uint64_t> call) {
        if (!call) {
            goto_cycle(present);
            return Jump{false, 0, "no call of node " + std::to_string(node) +
                                      " at this level between the oldest cycle kept and " + cycle_text(present)};
        }
        Jump jump = goto_cycle(*call);
        if (jump.done) jump.what = "back over the call at " + cycle_text(*call);
        return jump;
    };
    return begin_search(node, call_here, landed);
}

std::optional<Jump> History::begin_reverse_continue(int node, const std::set<std::uint32_t>& breakpoints) {
    const std::uint64_t present = node_cycle(node);
    const auto landed = [this, node, present](std::optional<std::uint64_t> hit) {
        Jump jump = goto_cycle(hit ? *hit : std::min(present, oldest()));
        if (!jump.done) return jump;
        jump.what = hit ? "back to the breakpoint hit at " + cycle_text(*hit)
                        : "no breakpoint of node " + std::to_string(node) + " was hit before " + cycle_text(present) +
                              ": went back to the oldest cycle kept, " + cycle_text(jump.cycle);
        return jump;
    };
    if (breakpoints.empty()) return landed(std::nullopt);
    const auto at_breakpoint = [breakpoints](const Boundary& at, const network::NodeStep&) {
        return breakpoints.contains(at.pc);
    };
    return begin_search(node, at_breakpoint, landed);
}

Jump History::back_over(int node) {
    if (std::optional<Jump> jump = begin_back_over(node)) return *jump;
    return finish_search();
}

Jump History::reverse_continue(int node, const std::set<std::uint32_t>& breakpoints) {
    if (std::optional<Jump> jump = begin_reverse_continue(node, breakpoints)) return *jump;
    return finish_search();
}

std::string History::edited() {
    const std::uint64_t present = machine_->cycle();
    const auto stale = std::ranges::count_if(snapshots_, [&](const Kept& kept) { return kept.reach > present; });
    std::erase_if(snapshots_, [&](const Kept& kept) { return kept.reach > present; });
    for (Kept& kept : snapshots_) kept.limit = std::min(kept.limit, present);
    std::erase_if(events_, [&](const Event& event) { return event.cycle > present; });
    keep(true);
    return "edited the past at " + cycle_text(present) + ": the history after it is discarded (" +
           std::to_string(stale) + " snapshots)";
}

}  // namespace xp860::gui
