#include "kernel/nx_bench.h"

#include <stdexcept>
#include <string>

#include "toolchain/object_file.h"
#include "toolchain/tool_error.h"

namespace xp860::kernel {
namespace {

constexpr std::size_t kMaxLengths = 24, kMaxPairs = 16;  // nx_bench.c
constexpr std::uint32_t kMaxBytes = 1u << 20;            // its buffers
constexpr std::uint32_t kRamBytes = 8u << 20;            // the kernel's 4 MB and the process's (layout.i)
constexpr std::uint64_t kCycleLimit = 4'000'000'000;     // a stuck run ends

void check(const NxBenchOptions& o, std::uint32_t nodes) {
    if (o.lengths.empty() || o.lengths.size() > kMaxLengths || o.repetitions.size() != o.lengths.size())
        throw std::invalid_argument("NX benchmark: 1 to 24 lengths, a repetition count for each");
    if (o.pairs.empty() || o.pairs.size() > kMaxPairs) throw std::invalid_argument("NX benchmark: 1 to 16 pairs");
    for (const std::uint32_t bytes : o.lengths)
        if (bytes > kMaxBytes) throw std::invalid_argument("NX benchmark: a length over 1 MB");
    for (const NxPair& pair : o.pairs)
        if (pair.sender >= nodes || pair.receiver >= nodes || pair.sender == pair.receiver)
            throw std::invalid_argument("NX benchmark: a pair's nodes must be two nodes of the mesh");
}

}  // namespace

NxBenchResult run_nx_bench(const ExperimentImages& images, const NxBenchOptions& options) {
    network::MachineConfig config;
    config.width = options.width;
    config.height = options.height;
    config.rom_image = images.rom;
    config.threads = options.threads;
    config.ram_bytes = kRamBytes;
    network::Machine machine(config);
    check(options, machine.node_count());
    const toolchain::ObjectFile& program = images.program;
    const auto set_words = [&](network::Node& node, const std::string& name, const std::vector<std::uint32_t>& words) {
        const std::uint32_t base = program_symbol(program, name);
        for (std::size_t i = 0; i < words.size(); ++i)
            images.kernel->set_user_word(node, base + static_cast<std::uint32_t>(4 * i), words[i]);
    };
    std::vector<std::uint32_t> senders, receivers;
    for (const NxPair& pair : options.pairs) {
        senders.push_back(pair.sender);
        receivers.push_back(pair.receiver);
    }
    for (network::NodeId id = 0; id < machine.node_count(); ++id) {
        network::Node& node = machine.node(id);
        images.kernel->install(node, program, "nx_bench", options.profile);
        set_words(node, "bench_kind", {static_cast<std::uint32_t>(options.kind)});
        set_words(node, "bench_warmup", {options.warmup});
        set_words(node, "bench_length_count", {static_cast<std::uint32_t>(options.lengths.size())});
        set_words(node, "bench_lengths", options.lengths);
        set_words(node, "bench_repetitions", options.repetitions);
        set_words(node, "bench_pair_count", {static_cast<std::uint32_t>(options.pairs.size())});
        set_words(node, "bench_senders", senders);
        set_words(node, "bench_receivers", receivers);
    }
    if (options.attach) options.attach(machine);
    if (!machine.run(kCycleLimit))
        throw toolchain::ToolError("the NX benchmark did not finish in " + std::to_string(kCycleLimit) + " cycles");
    for (network::NodeId id = 0; id < machine.node_count(); ++id) {
        const network::RunResult& halt = *machine.halt(id);  // main's return: the C library's exit(0)
        if (halt.halt != network::RunResult::Halt::Exit || halt.status != 0)
            throw toolchain::ToolError("node " + std::to_string(id) + " stopped before the NX benchmark's end: " +
                                       machine.node(id).console().output());
    }
    NxBenchResult result;
    result.cycles = machine.cycle();
    const std::uint32_t seconds = program_symbol(program, "bench_seconds");
    for (std::size_t k = 0; k < options.pairs.size(); ++k) {
        std::vector<double> row;
        for (std::size_t i = 0; i < options.lengths.size(); ++i) {
            const auto address = static_cast<std::uint32_t>(seconds + 8 * (k * kMaxLengths + i));
            row.push_back(images.kernel->user_double(machine.node(options.pairs[k].sender), address));
        }
        result.seconds.push_back(row);
    }
    return result;
}

}  // namespace xp860::kernel
