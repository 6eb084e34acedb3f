#include "frontend/snapshot_file.h"

#include <zstd.h>

#include "snapshot/fingerprint.h"
#include "toolchain/file_bytes.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {
namespace {

using snapshot::SnapshotReader;
using snapshot::SnapshotWriter;
using toolchain::ToolError;

constexpr std::string_view kMagic = "xp860snp";
constexpr std::size_t kVersionEnd = 12;  // the magic, then the version

// Lists the description's plain fields once: T is const when saving.
template <class Stream, class T>
void transfer(Stream& s, T& d) {
    s(d.mesh, d.width, d.height, d.ram_megabytes, d.ideal_memory);
}

void save_description(SnapshotWriter& out, const SnapshotDescription& d) {
    transfer(out, d);
    out.put_string(d.profile);
    out.put_size(d.inputs.size());
    for (const SnapshotInput& input : d.inputs) {
        out.put_string(input.role);
        out.put_string(input.path);
        out.put(input.fingerprint);
    }
}

SnapshotDescription load_description(SnapshotReader& in) {
    SnapshotDescription d;
    transfer(in, d);
    d.profile = in.get_string();
    d.inputs.resize(in.get_size(24));
    for (SnapshotInput& input : d.inputs) {
        input.role = in.get_string();
        input.path = in.get_string();
        in.get(input.fingerprint);
    }
    return d;
}

}  // namespace

const SnapshotInput* SnapshotDescription::input(const std::string& role) const {
    for (const SnapshotInput& candidate : inputs)
        if (candidate.role == role) return &candidate;
    return nullptr;
}

// magic, version, description, cycle, payload size, compressed payload, checksum.
std::vector<std::uint8_t> snapshot_file_bytes(const SnapshotFile& file) {
    const std::vector<std::uint8_t>& payload = file.snapshot.bytes;
    std::vector<std::uint8_t> compressed(ZSTD_compressBound(payload.size()));
    const std::size_t size = ZSTD_compress(compressed.data(), compressed.size(), payload.data(), payload.size(), 3);
    if (ZSTD_isError(size)) throw ToolError(std::string("xp860: zstd: ") + ZSTD_getErrorName(size));
    compressed.resize(size);
    SnapshotWriter out;
    out.tag(kMagic.substr(0, 4));
    out.tag(kMagic.substr(4, 4));
    out.put(kSnapshotFormatVersion);
    SnapshotWriter description;
    save_description(description, file.description);
    out.put_bytes(description.bytes());
    out.put(file.snapshot.cycle);
    out.put_size(payload.size());
    out.put_bytes(compressed);
    out.put(snapshot::fingerprint(out.bytes()));
    return out.take();
}

SnapshotFile parse_snapshot_file(std::span<const std::uint8_t> bytes, const std::string& name) {
    const auto fail = [&](const std::string& what) -> ToolError { return ToolError(name + ": " + what); };
    if (bytes.size() < kMagic.size() || !std::equal(kMagic.begin(), kMagic.end(), bytes.begin()))
        throw fail("not an xp860 snapshot (it does not start with \"xp860snp\")");
    if (bytes.size() < kVersionEnd + 8) throw fail("truncated: " + std::to_string(bytes.size()) + " bytes");
    SnapshotReader header(bytes.subspan(kMagic.size()));
    const auto version = header.get<std::uint32_t>();
    if (version != kSnapshotFormatVersion)
        throw fail("snapshot format version " + std::to_string(version) + "; this xp860 reads version " +
                   std::to_string(kSnapshotFormatVersion));
    SnapshotFile file;
    std::span<const std::uint8_t> compressed;
    std::size_t payload_size = 0;
    try {
        SnapshotReader description(header.get_bytes());
        file.description = load_description(description);
        description.expect_end();
        file.snapshot.cycle = header.get<std::uint64_t>();
        payload_size = static_cast<std::size_t>(header.get<std::uint64_t>());
        compressed = header.get_bytes();
        header.get<std::uint64_t>();
    } catch (const snapshot::SnapshotError&) {
        throw fail("truncated: " + std::to_string(bytes.size()) + " bytes, less than its header says");
    }
    const std::size_t end = kMagic.size() + header.offset();
    if (end != bytes.size())
        throw fail("corrupt: " + std::to_string(bytes.size() - end) + " bytes after the snapshot's end");
    SnapshotReader checksum(bytes.subspan(end - 8));
    if (checksum.get<std::uint64_t>() != snapshot::fingerprint(bytes.first(end - 8)))
        throw fail("corrupt: its checksum does not match its contents");
    // A damaged size can ask for any amount: the frame's own size must agree, and
    // be no more than the machine described can hold (its RAM, and a megabyte a node
    // for the rest, some fifty times what the rest takes).
    if (ZSTD_getFrameContentSize(compressed.data(), compressed.size()) != payload_size)
        throw fail("corrupt: the payload's size does not match its header");
    const SnapshotDescription& d = file.description;
    const std::uint64_t nodes = d.mesh ? std::uint64_t{d.width} * d.height : 1;
    if (payload_size > nodes * ((std::uint64_t{d.ram_megabytes} + 1) << 20))
        throw fail("corrupt: a payload of " + std::to_string(payload_size) + " bytes is more than a machine of " +
                   std::to_string(nodes) + " nodes of " + std::to_string(d.ram_megabytes) + " MB holds");
    file.snapshot.bytes.resize(payload_size);
    const std::size_t size =
        ZSTD_decompress(file.snapshot.bytes.data(), payload_size, compressed.data(), compressed.size());
    if (ZSTD_isError(size) || size != payload_size)
        throw fail(std::string("corrupt: the payload does not decompress (") +
                   (ZSTD_isError(size) ? ZSTD_getErrorName(size) : "short") + ")");
    return file;
}

void write_snapshot_file(const std::string& path, const SnapshotFile& file) {
    toolchain::write_file_bytes(path, snapshot_file_bytes(file));
}

SnapshotFile read_snapshot_file(const std::string& path) {
    return parse_snapshot_file(toolchain::read_file_bytes(path), path);
}

}  // namespace xp860::frontend
