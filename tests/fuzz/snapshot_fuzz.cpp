// Feeds snapshot files to the loader: parse_snapshot_file, then the machine the
// file describes (small ones only) is built and the payload restored into it. Each
// step must return or throw ToolError or SnapshotError, never crash, read out of
// bounds or exhaust memory; a machine that loaded then runs a few hundred cycles,
// which must not crash either.
//
// The checksum would stop nearly every mutation at the header, so a custom
// mutator mutates the payload inside a well-formed file, recompresses it and fixes
// the checksum; inputs that are not well-formed files are mutated as bytes.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <optional>
#include <span>

#include "frontend/snapshot_file.h"
#include "frontend/snapshot_run.h"
#include "toolchain/tool_error.h"

using namespace xp860;

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

constexpr std::uint32_t kMaxNodes = 2;
constexpr std::uint32_t kMaxRamMegabytes = 32;
constexpr std::size_t kMaxPayload = 1 << 24;

std::optional<frontend::SnapshotFile> parsed(std::span<const std::uint8_t> bytes) {
    try {
        return frontend::parse_snapshot_file(bytes, "fuzz.snap");
    } catch (const toolchain::ToolError&) {
        return std::nullopt;
    }
}

// The boot ROM the snapshot names, read once per path.
std::vector<std::uint8_t> rom_of(const frontend::SnapshotFile& file) {
    static std::map<std::string, std::vector<std::uint8_t>> roms;
    const frontend::SnapshotInput* rom = file.description.input("rom");
    if (!rom) return {};
    auto found = roms.find(rom->path);
    if (found == roms.end()) found = roms.emplace(rom->path, frontend::snapshot_rom(file, "fuzz.snap", "")).first;
    return found->second;
}

template <typename Machine>
void load_and_run(Machine& machine, const frontend::SnapshotFile& file) {
    frontend::load_snapshot(machine, file, "fuzz.snap");
    machine.run(300);
}

void load(const frontend::SnapshotFile& file) {
    const frontend::SnapshotDescription& d = file.description;
    if (d.ram_megabytes == 0 || d.ram_megabytes > kMaxRamMegabytes) return;
    if (d.mesh && (d.width == 0 || d.height == 0 || d.width > kMaxNodes || d.height > kMaxNodes ||
                   d.width * d.height > kMaxNodes))
        return;
    const std::vector<std::uint8_t> rom = rom_of(file);
    const mmu::MemoryTiming timing = d.ideal_memory ? mmu::MemoryTiming::Ideal : mmu::MemoryTiming::Modelled;
    if (d.mesh) {
        network::Machine machine({.width = d.width, .height = d.height, .ram_bytes = d.ram_megabytes << 20,
                                  .rom_image = rom, .timing = timing, .threads = 1, .cycle_model = {}});
        load_and_run(machine, file);
    } else {
        network::Node node({.ram_bytes = d.ram_megabytes << 20, .rom_image = rom, .timing = timing, .cycle_model = {}});
        load_and_run(node, file);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const std::optional<frontend::SnapshotFile> file = parsed(std::span(data, size));
        if (file) load(*file);
    } catch (const toolchain::ToolError&) {
        // Refusing the payload, or a ROM that is not there, is a correct outcome.
    } catch (const std::logic_error&) {
        // A loaded state the machine's own checks refuse as it runs (the mesh's).
    }
    return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
    std::optional<frontend::SnapshotFile> file = parsed(std::span(data, size));
    if (!file || seed % 8 == 0) return LLVMFuzzerMutate(data, size, max_size);
    std::vector<std::uint8_t>& payload = file->snapshot.bytes;
    const std::size_t length = payload.size();
    payload.resize(std::min(kMaxPayload, length + 64));
    payload.resize(LLVMFuzzerMutate(payload.data(), length, payload.size()));
    const std::vector<std::uint8_t> bytes = frontend::snapshot_file_bytes(*file);
    if (bytes.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
    std::memcpy(data, bytes.data(), bytes.size());
    return bytes.size();
}
