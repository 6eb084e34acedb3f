#include "frontend/gui/session.h"

#include <algorithm>
#include <filesystem>
#include <memory>

#include "frontend/gui/number_text.h"
#include "frontend/program_loader.h"
#include "toolchain/elf_file.h"
#include "frontend/gui/value_text.h"
#include "toolchain/tool_error.h"

namespace xp860::gui {
namespace {

// How much of a run one advance() pursues between checks of the host's clock:
// about 10 ms of the interpreter's speed, so a tick overshoots its budget little.
constexpr std::uint64_t kTickSliceCycles = 150'000;

}  // namespace

Session::Session(const SessionOptions& options)
    : run_(options.nodes, {.ram_bytes = options.ram_bytes, .rom_image = {}, .timing = options.timing}),
      node_config_{.ram_bytes = options.ram_bytes, .rom_image = {}, .timing = options.timing} {
    const auto count = static_cast<std::size_t>(options.nodes);
    programs_.resize(count);
    feeds_.resize(count);
    timeline_.lanes.resize(count);
    for (int i = 0; i < options.nodes; ++i) before_last_action_.push_back(cpu(i));
    update_timeline();
    info("Open an i860 executable (from xp860-ld) with the path box, onto the node chosen beside it.");
}

const cpu::CpuState& Session::cpu(int node) const { return run_.node(node).node().core().state(); }

const cpu::CpuState& Session::cpu_before_last_action(int node) const {
    return before_last_action_.at(static_cast<std::size_t>(node));
}

std::uint32_t Session::ram_bytes(int node) const { return run_.node(node).node().ram_bytes(); }

std::span<const std::uint8_t> Session::memory(int node, std::uint32_t address, std::uint32_t size) const {
    const mmu::MemorySystem& ram = run_.node(node).node().memory();
    if (!ram.in_ram(address, size)) return {};
    return ram.bytes(address, size);
}

std::optional<std::string> Session::outside_ram(int node, std::uint32_t address, std::uint64_t size) const {
    if (run_.node(node).node().memory().in_ram(address, size)) return std::nullopt;
    return address_text(address) + " is outside node " + std::to_string(node) + "'s RAM (0x00000000.." +
           address_text(ram_bytes(node) - 1) + ")";
}

const std::string* Session::program_path(int node) const {
    const auto& program = programs_.at(static_cast<std::size_t>(node));
    return program ? &program->path : nullptr;
}

const ProgramSymbols* Session::symbols(int node) const {
    const auto& program = programs_.at(static_cast<std::size_t>(node));
    return program ? &program->symbols : nullptr;
}

std::optional<std::uint32_t> Session::resolve_address(int node, std::string_view text, std::string& error) const {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (const ProgramSymbols* program = symbols(node))
        if (const auto address = program->find(text)) return address;
    if (const auto address = parse_address(text)) return address;
    error = "'" + std::string(text) + "' is neither a hex address nor a symbol of node " + std::to_string(node) +
            "'s program";
    return std::nullopt;
}

void Session::select_node(int node) {
    if (node >= 0 && node < node_count()) selected_ = node;
}

bool Session::load(int node, const std::string& path) {
    if (node < 0 || node >= node_count()) {
        error("there is no node " + std::to_string(node) + " (nodes 0.." + std::to_string(node_count() - 1) + ")");
        return false;
    }
    try {
        if (std::filesystem::is_directory(path)) throw toolchain::ToolError(path + ": is a directory");
        toolchain::ObjectFile object = toolchain::read_elf_file(path);
        auto fresh = std::make_unique<network::Node>(node_config_);
        frontend::load_program(*fresh, object, path);
        if (running()) stopped(run_.pause());
        run_.node(node).attach(std::move(fresh));
        ProgramSymbols symbols(object);
        const std::size_t symbol_count = symbols.size();
        programs_[static_cast<std::size_t>(node)] = Program{path, std::move(object), std::move(symbols)};
        feeds_[static_cast<std::size_t>(node)].restart(timeline_.lanes[static_cast<std::size_t>(node)]);
        before_last_action_[static_cast<std::size_t>(node)] = cpu(node);
        last_stop_.reset();
        update_timeline();
        info("Loaded " + path + " onto node " + std::to_string(node) + ": entry " + address_text(cpu(node).pc) + ", " +
             std::to_string(symbol_count) + " symbols.");
        return true;
    } catch (const toolchain::ToolError& failure) {
        error(failure.what());
        return false;
    }
}

void Session::restart_node(int node) {
    const Program& program = *programs_.at(static_cast<std::size_t>(node));
    auto fresh = std::make_unique<network::Node>(node_config_);
    frontend::load_program(*fresh, program.object, program.path);  // it fitted when it was loaded
    run_.node(node).attach(std::move(fresh));
    feeds_[static_cast<std::size_t>(node)].restart(timeline_.lanes[static_cast<std::size_t>(node)]);
}

void Session::reset() {
    if (running()) run_.pause();
    int started = 0;
    for (int i = 0; i < node_count(); ++i)
        if (programs_[static_cast<std::size_t>(i)]) {
            restart_node(i);
            ++started;
        }
    for (int i = 0; i < node_count(); ++i) before_last_action_[static_cast<std::size_t>(i)] = cpu(i);
    last_stop_.reset();
    update_timeline();
    info("Reset: " + std::to_string(started) + (started == 1 ? " node" : " nodes") + " started again.");
}

void Session::begin_action() {
    if (running()) run_.pause();
    for (int i = 0; i < node_count(); ++i) before_last_action_[static_cast<std::size_t>(i)] = cpu(i);
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
    run_.start(goal);
    info("Running...");
}

void Session::step_over() { start({RunGoal::Kind::StepOver, 0, selected_}); }
void Session::run() { start({RunGoal::Kind::Continue, 0, 0}); }
void Session::run_cycles(std::uint64_t cycles) { start({RunGoal::Kind::Cycles, cycles, 0}); }
void Session::run_to_trap() { start({RunGoal::Kind::ToTrap, 0, 0}); }

void Session::pause() {
    if (running()) stopped(run_.pause());
}

void Session::stopped(const Stop& stop) {
    last_stop_ = stop;
    std::string text = describe(stop);
    if (stop.reason == Stop::Reason::Halted && stop.node >= 0 && halt(stop.node))
        text = "node " + std::to_string(stop.node) + ": halted: " + describe(*halt(stop.node));
    text += ".";
    if (stop.reason == Stop::Reason::NothingToRun) error(text);
    else info(text);
    update_timeline();
}

void Session::toggle_breakpoint(int node, std::uint32_t address) {
    run_.node(node).toggle_breakpoint(address);
    const bool set = breakpoints(node).contains(address);
    std::string where = address_text(address);
    if (const ProgramSymbols* program = symbols(node))
        if (const auto name = program->describe(address)) where += " <" + *name + ">";
    info(std::string(set ? "Breakpoint set at " : "Breakpoint removed at ") + where + " on node " +
         std::to_string(node) + ".");
}

bool Session::write_memory(int node, std::uint32_t address, std::span<const std::uint8_t> bytes) {
    if (const auto outside = outside_ram(node, address, bytes.size())) {
        error("Cannot write: " + *outside + ".");
        return false;
    }
    std::ranges::copy(bytes, run_.node(node).node().memory().bytes(address, static_cast<std::uint32_t>(bytes.size())).begin());
    return true;
}

void Session::tick(std::chrono::microseconds budget) {
    const auto deadline = std::chrono::steady_clock::now() + budget;
    while (running() && std::chrono::steady_clock::now() < deadline)
        if (const auto stop = run_.advance(kTickSliceCycles)) stopped(*stop);
    update_timeline();
}

void Session::finish(std::uint64_t max_cycles) {
    if (!running()) return;
    if (const auto stop = run_.advance(max_cycles)) {
        stopped(*stop);
        return;
    }
    stopped(run_.pause());
    info("Paused after " + std::to_string(max_cycles) + " cycles, the script's budget for the command.");
}

void Session::update_timeline() {
    for (int i = 0; i < node_count(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        TimelineLane& lane = timeline_.lanes[index];
        lane.name = "node " + std::to_string(i);
        if (programs_[index]) lane.name += ": " + std::filesystem::path(programs_[index]->path).filename().string();
        feeds_[index].update(lane, run_.node(i).events(), cpu(i).cycles);
    }
}

void Session::info(std::string text) { message_ = {Message::Level::Info, std::move(text)}; }
void Session::error(std::string text) { message_ = {Message::Level::Error, std::move(text)}; }

}  // namespace xp860::gui
