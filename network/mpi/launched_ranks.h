// Joining the ranks mpirun started: the one place the emulator meets MPI. Two
// builds of it exist: mpi_rank_link.cpp (Open MPI found, XP860_MPI not OFF) and
// without_mpi.cpp, and the rest of the program sees only network::RankLink.
#pragma once

#include <memory>

#include "network/rank_link.h"

namespace xp860::network {

// A link to the ranks the launcher started (MPI initialised; finalised when the link
// goes), or null when the process was started on its own. Without MPI, a launch of
// more than one rank is refused with std::runtime_error, which says so.
std::unique_ptr<RankLink> join_launched_ranks();

}  // namespace xp860::network
