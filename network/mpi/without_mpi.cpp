// The build without MPI (XP860_MPI=OFF, or no MPI found): one process only.
#include <stdexcept>
#include <string>

#include "network/mpi/launched_ranks.h"

namespace xp860::network {

std::unique_ptr<RankLink> join_launched_ranks() {
    const std::optional<int> ranks = launched_rank_count();
    if (ranks && *ranks > 1)
        throw std::runtime_error("started as " + std::to_string(*ranks) +
                                 " ranks, but this xp860 was built without MPI (reconfigure with libopenmpi-dev "
                                 "installed, or -DXP860_MPI=ON, to split a machine across ranks)");
    return nullptr;
}

}  // namespace xp860::network
