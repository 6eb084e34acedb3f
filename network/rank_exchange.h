// A machine split across ranks (rank_link.h): which nodes each rank runs, and what
// the ranks tell each other at every quantum boundary so that each can go on as the
// one-process machine would.
//
// Every rank keeps the whole mesh (mesh.h) and advances it at each boundary with
// every rank's messages and every node's free receive-buffer bytes, so each holds the
// same link state, contention and back-pressure, cycle for cycle; it then hands on
// only the deliveries to its own nodes. The mesh's results do not depend on the order
// packets are submitted in (mesh_event_queue.h), and the messages come in rank order,
// which is node order, as one process submits them. What a rank says at a boundary is
// only what changed: the messages its nodes sent, the free bytes that moved, its
// count of running nodes; most boundaries it says nothing, and the exchange is then
// one small all-gather of sizes.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "network/mesh_geometry.h"
#include "network/network_interface.h"
#include "network/rank_link.h"

namespace xp860::network {

// The nodes [first, end): a rank's share of the machine.
struct NodeBlock {
    NodeId first = 0;
    NodeId end = 0;

    std::uint32_t size() const { return end - first; }
    bool contains(NodeId id) const { return id >= first && id < end; }
};

// Rank `rank` of `ranks` runs a contiguous block of node numbers (whole rows of the
// mesh or not), the blocks' sizes differing by at most one, in rank order.
NodeBlock rank_block(std::uint32_t nodes, int rank, int ranks);

class RankExchange {
public:
    // Throws std::invalid_argument when some rank would get no node.
    RankExchange(RankLink& link, std::uint32_t nodes);

    NodeBlock local() const { return local_; }

    // A boundary. In: this rank's sent messages in node order, each node's free bytes
    // (this rank's entries current), this rank's running nodes. Out: every rank's
    // messages in rank order, every node's free bytes; returned, the nodes running on
    // the other ranks. Collective.
    std::uint32_t share(std::vector<SentMessage>& sent, std::span<std::uint32_t> free_bytes, std::uint32_t running);

private:
    RankBytes encode(const std::vector<SentMessage>& sent, std::span<const std::uint32_t> free_bytes,
                     std::uint32_t running);
    void decode(int rank, const RankBytes& bytes, std::vector<SentMessage>& sent, std::span<std::uint32_t> free_bytes);

    RankLink& link_;
    NodeBlock local_;
    std::vector<NodeBlock> blocks_;             // per rank
    std::vector<std::uint32_t> running_;        // per rank, as it last said
    std::vector<std::uint32_t> announced_free_; // this rank's nodes: the free bytes the others know
    bool announced_ = false;                    // whether the others know any yet
};

}  // namespace xp860::network
