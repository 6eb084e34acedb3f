#include "network/rank_exchange.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace xp860::network {

namespace {

// A record's fields, little-endian whatever the host: ranks may run on different hosts.
class RecordWriter {
public:
    void u32(std::uint32_t value) {
        for (int shift = 0; shift < 32; shift += 8) bytes_.push_back(static_cast<std::uint8_t>(value >> shift));
    }
    void u64(std::uint64_t value) {
        u32(static_cast<std::uint32_t>(value));
        u32(static_cast<std::uint32_t>(value >> 32));
    }
    void bytes(std::span<const std::uint8_t> data) {
        u32(static_cast<std::uint32_t>(data.size()));
        bytes_.insert(bytes_.end(), data.begin(), data.end());
    }
    RankBytes take() { return std::move(bytes_); }

private:
    RankBytes bytes_;
};

// Reads what RecordWriter wrote; a record cut short or too long is refused, naming
// the rank it came from (a rank of a different build, say), never read past its end.
class RecordReader {
public:
    RecordReader(const RankBytes& bytes, int rank) : bytes_(bytes), rank_(rank) {}

    std::uint32_t u32() {
        need(4);
        std::uint32_t value = 0;
        for (int shift = 0; shift < 32; shift += 8) value |= std::uint32_t{bytes_[at_++]} << shift;
        return value;
    }
    std::uint64_t u64() {
        const std::uint64_t low = u32();
        return low | std::uint64_t{u32()} << 32;
    }
    std::vector<std::uint8_t> bytes() {
        const std::uint32_t size = u32();
        need(size);
        std::vector<std::uint8_t> data(bytes_.begin() + static_cast<std::ptrdiff_t>(at_),
                                       bytes_.begin() + static_cast<std::ptrdiff_t>(at_ + size));
        at_ += size;
        return data;
    }
    void fail(const std::string& what) const {
        throw std::runtime_error("rank exchange: the record from rank " + std::to_string(rank_) + " " + what);
    }
    void finish() const {
        if (at_ != bytes_.size()) fail("has " + std::to_string(bytes_.size() - at_) + " bytes too many");
    }

private:
    void need(std::size_t count) const {
        if (bytes_.size() - at_ < count) fail("is cut short at byte " + std::to_string(at_));
    }

    const RankBytes& bytes_;
    int rank_;
    std::size_t at_ = 0;
};

}  // namespace

NodeBlock rank_block(std::uint32_t nodes, int rank, int ranks) {
    const auto boundary = [&](int r) {
        return static_cast<NodeId>(std::uint64_t{nodes} * static_cast<std::uint64_t>(r) / static_cast<std::uint64_t>(ranks));
    };
    return {boundary(rank), boundary(rank + 1)};
}

RankExchange::RankExchange(RankLink& link, std::uint32_t nodes) : link_(link) {
    if (static_cast<std::uint32_t>(link.size()) > nodes)
        throw std::invalid_argument(std::to_string(link.size()) + " ranks for " + std::to_string(nodes) +
                                    " nodes: each rank needs at least one node");
    for (int rank = 0; rank < link.size(); ++rank) {
        blocks_.push_back(rank_block(nodes, rank, link.size()));
        running_.push_back(blocks_.back().size());
    }
    local_ = blocks_[static_cast<std::size_t>(link.rank())];
    announced_free_.resize(local_.size());
}

std::uint32_t RankExchange::share(std::vector<SentMessage>& sent, std::span<std::uint32_t> free_bytes,
                                  std::uint32_t running) {
    const std::vector<RankBytes> records = link_.all_gather(encode(sent, free_bytes, running));
    std::vector<SentMessage> every;
    std::uint32_t others = 0;
    for (int rank = 0; rank < link_.size(); ++rank) {
        if (rank == link_.rank()) {
            for (SentMessage& message : sent) every.push_back(std::move(message));
            continue;
        }
        decode(rank, records[static_cast<std::size_t>(rank)], every, free_bytes);
        others += running_[static_cast<std::size_t>(rank)];
    }
    sent = std::move(every);
    return others;
}

// Empty when nothing changed since the last boundary: no message sent, no free
// bytes moved, the same nodes running.
RankBytes RankExchange::encode(const std::vector<SentMessage>& sent, std::span<const std::uint32_t> free_bytes,
                               std::uint32_t running) {
    std::vector<NodeId> moved;
    for (NodeId id = local_.first; id < local_.end; ++id) {
        std::uint32_t& announced = announced_free_[id - local_.first];
        if (announced_ && announced == free_bytes[id]) continue;
        announced = free_bytes[id];
        moved.push_back(id);
    }
    announced_ = true;
    std::uint32_t& said = running_[static_cast<std::size_t>(link_.rank())];
    if (sent.empty() && moved.empty() && said == running) return {};
    said = running;
    RecordWriter record;
    record.u32(running);
    record.u32(static_cast<std::uint32_t>(moved.size()));
    for (const NodeId id : moved) {
        record.u32(id);
        record.u32(free_bytes[id]);
    }
    record.u32(static_cast<std::uint32_t>(sent.size()));
    for (const SentMessage& message : sent) {
        record.u32(message.mesh.source);
        record.u32(message.mesh.destination);
        record.u32(message.mesh.body_bytes);
        record.u64(message.mesh.inject_cycle);
        record.u32(message.mesh.sequence);
        record.u32(message.payload.type);
        record.u32(message.payload.ptype);
        record.bytes(message.payload.body);
    }
    return record.take();
}

void RankExchange::decode(int rank, const RankBytes& bytes, std::vector<SentMessage>& sent,
                          std::span<std::uint32_t> free_bytes) {
    if (bytes.empty()) return;  // nothing changed on that rank
    RecordReader record(bytes, rank);
    const NodeBlock block = blocks_[static_cast<std::size_t>(rank)];
    running_[static_cast<std::size_t>(rank)] = record.u32();
    if (running_[static_cast<std::size_t>(rank)] > block.size()) record.fail("counts more running nodes than it has");
    for (std::uint32_t count = record.u32(), i = 0; i < count; ++i) {
        const NodeId id = record.u32();
        if (!block.contains(id)) record.fail("names node " + std::to_string(id) + ", not one of its own");
        free_bytes[id] = record.u32();
    }
    for (std::uint32_t count = record.u32(), i = 0; i < count; ++i) {
        SentMessage message;
        message.mesh.source = record.u32();
        if (!block.contains(message.mesh.source)) record.fail("has a message from another rank's node");
        message.mesh.destination = record.u32();
        message.mesh.body_bytes = record.u32();
        message.mesh.inject_cycle = record.u64();
        message.mesh.sequence = record.u32();
        message.payload.type = record.u32();
        message.payload.ptype = record.u32();
        message.payload.body = record.bytes();
        sent.push_back(std::move(message));
    }
    record.finish();
}

}  // namespace xp860::network
