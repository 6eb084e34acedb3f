// Feeds arbitrary bytes to a split machine's boundary exchange as another rank's
// record (network/rank_exchange.h): it must either take them or refuse them with
// std::runtime_error, never crash, read out of bounds or write another rank's state.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "network/rank_exchange.h"

namespace {

// Rank 0 of 2, whose peer "sends" the fuzzer's bytes.
class FuzzedPeer final : public xp860::network::RankLink {
public:
    explicit FuzzedPeer(std::span<const std::uint8_t> peer) : peer_(peer.begin(), peer.end()) {}
    int rank() const override { return 0; }
    int size() const override { return 2; }
    std::vector<xp860::network::RankBytes> all_gather(std::span<const std::uint8_t> mine) override {
        return {xp860::network::RankBytes(mine.begin(), mine.end()), peer_};
    }
    std::vector<xp860::network::RankBytes> gather_to_first(std::span<const std::uint8_t> mine) override {
        return all_gather(mine);
    }
    Spent all_gather_time() const override { return {}; }

protected:
    void end_every_rank(int) override {}

private:
    xp860::network::RankBytes peer_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedPeer link(std::span(data, size));
    xp860::network::RankExchange exchange(link, 16);  // rank 1 holds nodes 8 to 15
    std::vector<xp860::network::SentMessage> sent;
    std::vector<std::uint32_t> free_bytes(16, 8192);
    try {
        exchange.share(sent, free_bytes, 8);
    } catch (const std::runtime_error&) {
        return 0;  // refusing a record is a correct outcome
    }
    for (const auto& message : sent)
        if (message.mesh.source < 8) __builtin_trap();  // a record may speak only for its own nodes
    for (std::uint32_t node = 0; node < 8; ++node)
        if (free_bytes[node] != 8192) __builtin_trap();
    return 0;
}
