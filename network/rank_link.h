// The few collective operations a machine split across processes ("ranks") needs,
// as bytes: the machine's own code (rank_exchange.h) decides what the bytes say, and
// a transport (network/mpi/: Open MPI) moves them. Nothing here includes MPI, so the
// machine builds and runs where MPI is absent.
//
// Every call is collective: each rank makes the same calls in the same order.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <span>
#include <vector>

namespace xp860::network {

using RankBytes = std::vector<std::uint8_t>;

class RankLink {
public:
    virtual ~RankLink() = default;

    virtual int rank() const = 0;
    virtual int size() const = 0;

    // Every rank's bytes, in rank order (this rank's among them).
    virtual std::vector<RankBytes> all_gather(std::span<const std::uint8_t> mine) = 0;
    // Rank 0 gets every rank's bytes in rank order; the others get nothing.
    virtual std::vector<RankBytes> gather_to_first(std::span<const std::uint8_t> mine) = 0;
    // Time spent in all_gather so far, on the wall clock and in the process's CPU
    // time: moving bytes, and waiting for the slowest rank to get there (what a split
    // machine pays at its boundaries; MPI may wait by spinning, which costs CPU).
    struct Spent {
        double wall_seconds = 0;
        double cpu_seconds = 0;
    };
    virtual Spent all_gather_time() const = 0;
    // Ends every rank's process with `status`: after an error on this rank, the
    // others may wait in a collective it will never join. Not collective.
    [[noreturn]] void abandon(int status) {
        end_every_rank(status);
        std::_Exit(status);  // should the transport return
    }

protected:
    virtual void end_every_rank(int status) = 0;
};

// How many ranks the process's launcher started, read from its environment (Open
// MPI's mpirun: OMPI_COMM_WORLD_SIZE; MPICH's and Slurm's PMI: PMI_SIZE); nullopt
// when it was started as an ordinary process.
std::optional<int> launched_rank_count();

}  // namespace xp860::network
