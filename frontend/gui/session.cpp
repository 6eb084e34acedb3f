#include "frontend/gui/session.h"

#include "frontend/gui/history.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "cpu/control_registers.h"
#include "frontend/gui/timeline_names.h"
#include "frontend/gui/number_text.h"
#include "frontend/timeline/chrome_trace.h"
#include "frontend/gui/value_text.h"
#include "frontend/program_loader.h"
#include "frontend/snapshot_run.h"
#include "toolchain/elf_file.h"
#include "toolchain/tool_error.h"

namespace xp860::gui {

using network::MachineEvent;

namespace {

// How much machine time one advance() pursues between checks of the host's clock:
// a few milliseconds of the interpreter, one instruction at a time or in quanta.
constexpr std::uint64_t kTickSliceCycles = 50'000;

std::string file_name(const std::string& path) { return std::filesystem::path(path).filename().string(); }

}  // namespace

std::pair<std::uint32_t, std::uint32_t> bare_mesh_shape(int nodes) {
    std::uint32_t height = 1;
    for (std::uint32_t h = 1; h * h <= static_cast<std::uint32_t>(nodes); ++h)
        if (static_cast<std::uint32_t>(nodes) % h == 0) height = h;
    return {static_cast<std::uint32_t>(nodes) / height, height};
}

Session::Session(SessionOptions options)
    : options_(std::move(options)),
      experiment_options_(options_.experiment),
      run_([this](int node) { return has_program(node); }, [this] { return trials_done(); }) {
    // The experiment reads interrupts from the event stream, which a restore publishes again.
    run_.history().set_observer(
        {[this] { return experiment_ ? std::any(experiment_->phases_mark()) : std::any(); },
         [this](const std::any& mark) {
             if (experiment_) experiment_->rewind_phases(std::any_cast<const kernel::InterruptPhases::Mark&>(mark));
         }});
    if (options_.bare_nodes == 0 && images() != nullptr) {
        build_experiment(experiment_options_);
        selected_ = kernel::GapExperiment::kReceiver;
        info("The seed's experiment: " + std::string(kernel::variant_name(experiment_options_.variant)) + ", " +
             std::to_string(experiment_options_.trials) + " trials, profile " +
             std::string(kernel::profile_name(experiment_options_.profile)) +
             ", on two nodes booted with the kernel. Run it (F5, or the Experiment panel), or step into it.");
        return;
    }
    build_bare(options_.bare_nodes > 0 ? options_.bare_nodes : 2, {});
    if (options_.bare_nodes == 0) error("The experiment cannot be set up: " + images_error_ + ". Bare nodes instead.");
    else info("Open an i860 executable (from xp860-ld) with the path box, onto the node chosen beside it.");
}

// ---- Building machines

const kernel::ExperimentImages* Session::images() {
    if (images_) return &*images_;
    if (!options_.images) {
        images_error_ = "no kernel or benchmark images were given";
        return nullptr;
    }
    try {
        images_ = options_.images();
        return &*images_;
    } catch (const toolchain::ToolError& failure) {
        images_error_ = failure.what();
        return nullptr;
    }
}

bool Session::experiment_available() const { return images_.has_value() || (options_.images && images_error_.empty()); }

void Session::build_experiment(const kernel::ExperimentOptions& options, const frontend::SnapshotFile* saved,
                               const std::string& saved_name) {
    auto experiment = std::make_unique<kernel::GapExperiment>(*images_, options);
    if (saved) frontend::load_snapshot(experiment->machine(), *saved, saved_name);
    const std::vector<timeline::LaneSetup> lanes = timeline::experiment_lanes(*experiment, *images_->kernel);
    network::Machine& machine = experiment->machine();
    experiment_ = std::move(experiment);
    bare_.reset();
    bare_programs_.assign(machine.node_count(), std::nullopt);
    experiment_options_ = options;
    experiment_checked_ = false;
    experiment_failure_.reset();
    if (!experiment_symbols_)
        experiment_symbols_ = std::make_shared<const ProgramSymbols>(
            std::vector<const toolchain::ObjectFile*>{&images_->program, &images_->kernel->object()});
    machine_ = &experiment_->machine();
    attach_machine(lanes);
}

void Session::build_bare(int nodes, std::vector<std::optional<BareProgram>> programs,
                         const frontend::SnapshotFile* saved, const std::string& saved_name) {
    const auto [width, height] = bare_mesh_shape(nodes);
    network::MachineConfig config;
    config.width = width;
    config.height = height;
    config.ram_bytes = options_.ram_bytes;
    config.timing = options_.timing;
    auto machine = std::make_unique<network::Machine>(config);
    programs.resize(static_cast<std::size_t>(nodes));
    for (std::size_t i = 0; i < programs.size(); ++i)
        if (programs[i]) frontend::load_program(machine->node(static_cast<network::NodeId>(i)), programs[i]->object,
                                                programs[i]->path);
    if (saved) frontend::load_snapshot(*machine, *saved, saved_name);
    bare_ = std::move(machine);
    experiment_.reset();
    bare_programs_ = std::move(programs);
    machine_ = bare_.get();
    std::vector<timeline::LaneSetup> lanes;
    for (int i = 0; i < nodes; ++i)
        lanes.push_back({"node " + std::to_string(i) + ": " + program_name(i), has_program(i)});
    attach_machine(lanes);
}

// A new machine: the views start again from its cycle 0.
void Session::attach_machine(const std::vector<timeline::LaneSetup>& lanes) {
    run_.attach(*machine_);
    frontier_ = machine_->cycle();
    recorder_.emplace(*machine_, lanes, is_experiment());
    before_last_action_.clear();
    result_ = {};
    last_stop_.reset();
    for (int i = 0; i < node_count(); ++i) before_last_action_.push_back(cpu(i));
    selected_ = std::min(selected_, node_count() - 1);
    machine_->subscribe([this](const MachineEvent& event) { observe(event); });
    update_timeline();
}

// Every event the machine publishes: the timeline reads it, the mesh's traffic, and
// run control, which may stop on it. Events before the furthest cycle reached are
// history replayed: the timeline has them, and run control reads them with the
// markers they made then (a run after going back stops at them too).
void Session::observe(const MachineEvent& event) {
    run_.notice(event, event.cycle >= frontier_ ? recorder_->observe(event) : recorder_->markers_at(event.node, event.cycle));
}

// ---- Reading

std::uint32_t Session::trials_done() const { return experiment_ ? experiment_->trials_done() : 0; }

bool Session::has_program(int node) const {
    return is_experiment() || bare_programs_.at(static_cast<std::size_t>(node)).has_value();
}

std::string Session::program_name(int node) const {
    if (is_experiment()) return "gap_bench under the kernel";
    const auto& program = bare_programs_.at(static_cast<std::size_t>(node));
    return program ? file_name(program->path) : "no program";
}

const std::string* Session::program_path(int node) const {
    if (is_experiment()) return nullptr;
    const auto& program = bare_programs_.at(static_cast<std::size_t>(node));
    return program ? &program->path : nullptr;
}

const ProgramSymbols* Session::symbols(int node) const {
    if (is_experiment()) return experiment_symbols_.get();
    const auto& program = bare_programs_.at(static_cast<std::size_t>(node));
    return program ? program->symbols.get() : nullptr;
}

const cpu::CpuState& Session::cpu(int node) const { return this->node(node).core().state(); }

const cpu::CpuState& Session::cpu_before_last_action(int node) const {
    return before_last_action_.at(static_cast<std::size_t>(node));
}

const std::optional<network::RunResult>& Session::halt(int node) const {
    return machine_->halt(static_cast<network::NodeId>(node));
}

std::uint32_t Session::ram_bytes(int node) const { return this->node(node).ram_bytes(); }

bool Session::paging(int node) const { return (cpu(node).dirbase & cpu::dirbase::kTranslationEnable) != 0; }

std::size_t Session::messages_waiting(int node) const {
    return machine_->network_interface(static_cast<network::NodeId>(node)).waiting();
}

network::NetworkInterfaceState Session::network_interface(int node) const {
    return machine_->network_interface(static_cast<network::NodeId>(node)).inspect(cpu(node).cycles);
}

// ---- Memory

Location Session::locate(int node, AddressSpace space, std::uint32_t address, std::uint64_t size) const {
    // Built only for a message: the memory panel locates every row of every frame.
    const auto ram_range = [&] {
        return "node " + std::to_string(node) + "'s RAM (0x00000000.." + address_text(ram_bytes(node) - 1) + ")";
    };
    std::uint32_t physical = address;
    if (space == AddressSpace::Virtual && paging(node)) {
        // peek_translation reads the TLB and page tables without touching them.
        const std::optional<std::uint32_t> first = this->node(node).memory().peek_translation(address);
        const std::uint64_t last_address = std::uint64_t{address} + (size == 0 ? 0 : size - 1);
        const std::optional<std::uint32_t> last =
            last_address > 0xffffffffu ? std::nullopt
                                       : this->node(node).memory().peek_translation(static_cast<std::uint32_t>(last_address));
        if (!first || !last)
            return {std::nullopt, address_text(first ? static_cast<std::uint32_t>(last_address) : address) +
                                      " is not mapped on node " + std::to_string(node) + " (paging is on)"};
        if (std::uint64_t{*last} - *first != last_address - address)
            return {std::nullopt, address_text(address) + ".." + address_text(static_cast<std::uint32_t>(last_address)) +
                                      " crosses pages that are not together in RAM on node " + std::to_string(node)};
        physical = *first;
        if (!this->node(node).memory().in_ram(physical, size))
            return {std::nullopt, address_text(address) + " is mapped to " + address_text(physical) + ", outside " +
                                      ram_range()};
        return {physical, {}};
    }
    if (!this->node(node).memory().in_ram(physical, size))
        return {std::nullopt, address_text(address) + " is outside " + ram_range()};
    return {physical, {}};
}

std::span<const std::uint8_t> Session::memory(int node, AddressSpace space, std::uint32_t address,
                                              std::uint32_t size) const {
    const Location where = locate(node, space, address, size);
    if (!where.physical) return {};
    return std::as_const(this->node(node).memory()).bytes(*where.physical, size);
}

void Session::watch_memory(int node, AddressSpace space, std::uint32_t address, std::uint32_t size) {
    watched_ = {};
    watched_.node = node;
    watched_.space = space;
    watched_.address = address;
    watched_.size = size;
}

std::span<const std::uint8_t> Session::memory_before_last_action(int node, AddressSpace space, std::uint32_t address,
                                                                 std::uint32_t size) const {
    const WatchedMemory& kept = memory_before_;
    if (kept.node != node || kept.space != space || address < kept.address || size == 0 ||
        std::uint64_t{address} + size > std::uint64_t{kept.address} + kept.bytes.size())
        return {};
    const std::uint32_t offset = address - kept.address;
    for (std::uint32_t row = offset / WatchedMemory::kRow; row <= (offset + size - 1) / WatchedMemory::kRow; ++row)
        if (!kept.known[row]) return {};
    return std::span(kept.bytes).subspan(offset, size);
}

// The watched range's bytes now, for the next action to be compared with.
void Session::keep_watched_memory() {
    memory_before_ = watched_;
    if (watched_.node < 0 || watched_.node >= node_count()) return;
    memory_before_.bytes.assign(watched_.size, 0);
    for (std::uint32_t offset = 0; offset < watched_.size; offset += WatchedMemory::kRow) {
        const std::uint32_t length = std::min(WatchedMemory::kRow, watched_.size - offset);
        const auto row = memory(watched_.node, watched_.space, watched_.address + offset, length);
        memory_before_.known.push_back(!row.empty());
        std::ranges::copy(row, memory_before_.bytes.begin() + offset);
    }
}

std::optional<std::uint32_t> Session::instruction(int node, std::uint32_t address) const {
    return this->node(node).memory().peek_instruction(address);
}

std::optional<std::uint32_t> Session::resolve_address(int node, std::string_view text, std::string& error) const {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (const ProgramSymbols* program = symbols(node))
        if (const auto address = program->find(text)) return address;
    if (const auto address = parse_address(text)) return address;
    error = "'" + std::string(text) + "' is neither a hex address nor a symbol of node " + std::to_string(node) +
            "'s programs";
    return std::nullopt;
}

bool Session::write_memory(int node, AddressSpace space, std::uint32_t address, std::span<const std::uint8_t> bytes) {
    if (searching()) stop_silently();  // an edit is of the present, not of a state the search passes through
    const Location where = locate(node, space, address, bytes.size());
    if (!where.physical) {
        error("Cannot write: " + where.why + ".");
        return false;
    }
    // As a loader writes: snooped by both caches, so the next fetch and load see it.
    this->node(node).load(*where.physical, bytes);
    edited(run_.history().edited());
    return true;
}

bool Session::set_register(int node, std::string_view name, std::uint32_t value) {
    std::string why;
    const std::optional<EditableRegister> reg = editable_register(name, why);
    const cpu::CpuState& core = cpu(node);
    if (reg && reg->file == EditableRegister::File::Pc) {
        if (value % 4 != 0) why = address_text(value) + " is not a whole instruction's address";
        else if (core.in_delay_slot) why = "node " + std::to_string(node) + " is in a branch's delay slot";
        else if (core.mode != cpu::InstructionMode::Single) why = "node " + std::to_string(node) + " is in dual-instruction mode";
    }
    if (!reg || !why.empty()) {
        error("Cannot set " + std::string(name) + ": " + why + ".");
        return false;
    }
    stop_silently();
    before_last_action_[static_cast<std::size_t>(node)] = core;
    const std::string discarded = run_.set_register(node, *reg, value);
    const std::string done = "Set " + std::string(name) + " of node " + std::to_string(node) + " to " + address_text(value);
    if (!edited(discarded)) info(done + ".");
    else info(done + "; " + message_.text);
    return true;
}

// After an edit: when the machine had been further, that future is gone, and the status line says so.
bool Session::edited(const std::string& discarded) {
    if (machine_->cycle() >= frontier_) return false;
    info(discarded + ".");
    frontier_ = machine_->cycle();
    return true;
}

// ---- Actions

void Session::select_node(int node) {
    if (node >= 0 && node < node_count()) selected_ = node;
}

bool Session::load(int node, const std::string& path) {
    if (node < 0 || node >= node_count()) {
        error("there is no node " + std::to_string(node) + " (nodes 0.." + std::to_string(node_count() - 1) + ")");
        return false;
    }
    try {
        BareProgram program = read_program(path);
        stop_silently();
        const bool was_experiment = is_experiment();
        std::vector<std::optional<BareProgram>> programs = bare_programs_;  // build_bare changes nothing if it throws
        programs.resize(static_cast<std::size_t>(node_count()));
        const std::size_t symbol_count = program.symbols->size();
        programs[static_cast<std::size_t>(node)] = std::move(program);
        build_bare(node_count(), std::move(programs));
        selected_ = node;
        info("Loaded " + path + " onto node " + std::to_string(node) + ": entry " + address_text(cpu(node).pc) + ", " +
             std::to_string(symbol_count) + " symbols" +
             (was_experiment ? "; the machine is now " + std::to_string(node_count()) +
                                   " bare nodes (the Experiment panel sets the experiment up again)."
                             : "; every node started again."));
        return true;
    } catch (const toolchain::ToolError& failure) {
        error(failure.what());
        return false;
    }
}

Session::BareProgram Session::read_program(const std::string& path) {
    if (std::filesystem::is_directory(path)) throw toolchain::ToolError(path + ": is a directory");
    toolchain::ObjectFile object = toolchain::read_elf_file(path);
    auto symbols = std::make_shared<const ProgramSymbols>(object);
    return BareProgram{path, std::move(object), std::move(symbols)};
}

bool Session::configure_experiment(const kernel::ExperimentOptions& options) {
    if (images() == nullptr) {
        error("The experiment cannot be set up: " + images_error_ + ".");
        return false;
    }
    try {
        stop_silently();
        build_experiment(options);
        selected_ = kernel::GapExperiment::kReceiver;
    } catch (const std::invalid_argument& failure) {
        error(std::string("Experiment: ") + failure.what() + ".");
        return false;
    }
    info("Experiment set up: " + std::string(kernel::variant_name(options.variant)) + ", " +
         std::to_string(options.trials) + (options.trials == 1 ? " trial" : " trials") + ", profile " +
         std::string(kernel::profile_name(options.profile)) + ".");
    return true;
}

void Session::reset() {
    stop_silently();
    if (is_experiment()) {
        build_experiment(experiment_options_);
        info("Reset: the experiment starts again.");
        return;
    }
    build_bare(node_count(), bare_programs_);  // they fitted when they were loaded
    int started = 0;
    for (int i = 0; i < node_count(); ++i) started += has_program(i) ? 1 : 0;
    info("Reset: " + std::to_string(started) + (started == 1 ? " node" : " nodes") + " started again.");
}

void Session::begin_action() {
    stop_silently();
    for (int i = 0; i < node_count(); ++i) before_last_action_[static_cast<std::size_t>(i)] = cpu(i);
    keep_watched_memory();
}

void Session::step_into(std::uint64_t count) {
    begin_action();
    Stop stop = run_.step_into(selected_);
    for (std::uint64_t i = 1; i < count && stop.reason == Stop::Reason::Stepped; ++i) stop = run_.step_into(selected_);
    stopped(stop);
}

void Session::start(const RunGoal& goal) {
    begin_action();
    last_stop_.reset();
    if (const std::optional<Stop> done = run_.start(goal)) {
        stopped(*done);
        return;
    }
    info("Running...");
}

void Session::step_over() { start({RunGoal::Kind::StepOver, 0, selected_}); }
void Session::run() { start({RunGoal::Kind::Continue, 0, selected_}); }
void Session::run_cycles(std::uint64_t cycles) { start({RunGoal::Kind::Cycles, cycles, selected_}); }
void Session::run_to_interrupt() { start({RunGoal::Kind::ToInterrupt, 0, selected_}); }
void Session::run_to_context_switch() { start({RunGoal::Kind::ToContextSwitch, 0, selected_}); }
void Session::run_to_trap() { start({RunGoal::Kind::ToTrap, 0, selected_}); }

void Session::jumped(const Jump& jump) {
    last_stop_.reset();
    update_timeline();
    if (jump.done) info(jump.what + ".");
    else error("Cannot go back: " + jump.what + ".");
}

void Session::step_back(std::uint64_t count) {
    begin_action();
    jumped(run_.history().step_back(selected_, count));
}

void Session::back_to(EventBreak kind) {
    begin_action();
    jumped(run_.history().back_to(selected_, kind));
}

void Session::goto_cycle(std::uint64_t cycle) {
    begin_action();
    jumped(run_.history().goto_cycle(cycle));
}

void Session::set_history_options(const HistoryOptions& options) {
    run_.history().set_options(options);
    reset();
}

void Session::back_over() {
    begin_action();
    search_began(run_.history().begin_back_over(selected_));
}

void Session::reverse_continue() {
    begin_action();
    search_began(run_.history().begin_reverse_continue(selected_, run_.breakpoints(selected_)));
}

bool Session::searching() const { return run_.history().searching(); }

void Session::search_began(const std::optional<Jump>& done) {
    if (done) {
        jumped(*done);
        return;
    }
    last_stop_.reset();
    searching_message();
}

// "Searching back from cycle 3,400,000: at cycle 3,200,000, 200,000 cycles back (...)...".
void Session::searching_message() {
    const History& history = run_.history();
    info("Searching back from cycle " + grouped(history.search_present()) + ": at cycle " +
         grouped(history.search_reached()) + ", " + grouped(history.search_present() - history.search_reached()) +
         " cycles back (Pause, Shift+F5, stops it and leaves the machine where it was)...");
}

void Session::stop_silently() {
    if (run_.running()) run_.pause();
    if (searching()) run_.history().cancel_search();
}

void Session::run_trials(std::uint32_t more) {
    if (!is_experiment()) {
        error("There is no experiment on this machine: set one up in the Experiment panel.");
        return;
    }
    start({RunGoal::Kind::Trials, std::min<std::uint64_t>(trials_done() + more, experiment_options_.trials), selected_});
}

void Session::run_experiment() {
    if (!is_experiment()) {
        error("There is no experiment on this machine: set one up in the Experiment panel.");
        return;
    }
    start({RunGoal::Kind::ToEnd, 0, selected_});
}

void Session::pause() {
    if (searching()) {
        run_.history().cancel_search();
        update_timeline();
        info("Stopped searching back: the machine is where it was, at cycle " + std::to_string(machine_cycle()) + ".");
    } else if (running()) {
        stopped(run_.pause());
    }
}

void Session::stopped(const Stop& stop) {
    last_stop_ = stop;
    const bool checked_before = experiment_checked_;
    update_timeline();
    if ((stop.reason == Stop::Reason::Breakpoint || stop.reason == Stop::Reason::Event ||
         stop.reason == Stop::Reason::Halted) &&
        stop.node >= 0)
        selected_ = stop.node;  // the views follow the node it happened on
    std::string text = describe(stop);
    if (stop.reason == Stop::Reason::Halted && stop.node >= 0 && halt(stop.node))
        text = "node " + std::to_string(stop.node) + ": halted: " + describe(*halt(stop.node));
    if (is_experiment() && (stop.reason == Stop::Reason::Finished || stop.reason == Stop::Reason::TrialsDone) &&
        !result_.trials.empty())
        text += ": " + std::to_string(result_.trials.size()) + " of " + std::to_string(experiment_options_.trials) +
                " trials, mean cost " + microseconds(result_.mean_cycles) + " µs";
    text += ".";
    if (stop.reason == Stop::Reason::NothingToRun) error(text);
    else info(text);
    if (!checked_before && experiment_failure_) error(*experiment_failure_);  // what ended the run matters more
}

void Session::toggle_breakpoint(int node, std::uint32_t address) {
    run_.toggle_breakpoint(node, address);
    const bool set = breakpoints(node).contains(address);
    std::string where = address_text(address);
    if (const ProgramSymbols* program = symbols(node))
        if (const auto name = program->describe(address)) where += " <" + *name + ">";
    info(std::string(set ? "Breakpoint set at " : "Breakpoint removed at ") + where + " on node " +
         std::to_string(node) + ".");
}

void Session::toggle_event_break(EventBreak kind) {
    run_.toggle_event_break(kind);
    info(std::string(breaks_on(kind) ? "Runs stop at: " : "Runs no longer stop at: ") +
         std::string(event_break_name(kind)) + " (any node).");
}

bool Session::export_trace(const std::string& path) {
    update_timeline();
    std::ofstream out(path, std::ios::binary);
    if (out) out << timeline::chrome_trace_json(timeline());
    if (!out) {
        error(path + ": cannot write the trace");
        return false;
    }
    info("Wrote the timeline to " + path + " (Chrome trace JSON: open it at ui.perfetto.dev).");
    return true;
}

// ---- Driving

void Session::tick(std::chrono::microseconds budget) {
    const auto deadline = std::chrono::steady_clock::now() + budget;
    if (searching()) {
        while (searching() && std::chrono::steady_clock::now() < deadline)
            if (const auto jump = run_.history().advance_search(kTickSliceCycles)) jumped(*jump);
        if (searching()) searching_message();  // the timeline and the results wait for the landing
        return;
    }
    while (running() && std::chrono::steady_clock::now() < deadline)
        if (const auto stop = run_.advance(kTickSliceCycles)) stopped(*stop);
    update_timeline();
}

void Session::finish(std::uint64_t max_cycles) {
    if (searching()) {  // a search ends by itself, within the history kept
        jumped(run_.history().finish_search());
        return;
    }
    if (!running()) return;
    if (const auto stop = run_.advance(max_cycles)) {
        stopped(*stop);
        return;
    }
    stopped(run_.pause());
    info("Paused after " + std::to_string(max_cycles) + " cycles, the script's budget for the command.");
}

void Session::update_timeline() {
    frontier_ = std::max(frontier_, machine_->cycle());
    recorder_->extend(frontier_);
    refresh_experiment();
}

// The experiment's results when trials were added, their gaps on the timeline, and,
// once both nodes have halted, whether it ended as it should.
void Session::refresh_experiment() {
    if (!experiment_) return;
    // A jump back can take trials away, and the end.
    const bool halted = machine_->all_halted();
    if (experiment_->trials_done() != result_.trials.size() || (halted && !result_.complete) || (!halted && result_.complete)) {
        result_ = experiment_->result();
        recorder_->record_gaps(result_.trials, kernel::GapExperiment::kReceiver);
    }
    if (machine_->all_halted() && !experiment_checked_) {
        experiment_checked_ = true;
        try {
            experiment_->advance(0);  // says how the run ended, if not as the benchmark ends
        } catch (const std::runtime_error& failure) {
            experiment_failure_ = std::string("The experiment failed: ") + failure.what();
            error(*experiment_failure_);
        }
    }
}

void Session::info(std::string text) { message_ = {Message::Level::Info, std::move(text)}; }
void Session::error(std::string text) { message_ = {Message::Level::Error, std::move(text)}; }

}  // namespace xp860::gui
