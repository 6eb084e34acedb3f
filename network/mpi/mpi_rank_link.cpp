// RankLink over MPI (Open MPI): MPI_COMM_WORLD, MPI called only from the thread that
// joined (the machine's worker threads never call it: MPI_THREAD_FUNNELED).
#include <mpi.h>

#include <algorithm>
#include <ctime>
#include <limits>
#include <stdexcept>

#include "network/mpi/launched_ranks.h"

namespace xp860::network {

namespace {

int to_count(std::size_t bytes) {
    if (bytes > static_cast<std::size_t>(std::numeric_limits<int>::max()))
        throw std::runtime_error("rank exchange: " + std::to_string(bytes) + " bytes at once is more than MPI counts");
    return static_cast<int>(bytes);
}

class MpiRankLink final : public RankLink {
public:
    MpiRankLink() {
        int provided = 0;
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &size_);
        if (provided < MPI_THREAD_FUNNELED) {
            MPI_Finalize();
            throw std::runtime_error("MPI offers no MPI_THREAD_FUNNELED: the machine's threads could not run beside it");
        }
    }
    ~MpiRankLink() override { MPI_Finalize(); }
    MpiRankLink(const MpiRankLink&) = delete;
    MpiRankLink& operator=(const MpiRankLink&) = delete;

    int rank() const override { return rank_; }
    int size() const override { return size_; }

    // Two steps: everyone's size (the only step when nobody has anything to say,
    // the common case at a quantum boundary), then the bytes.
    std::vector<RankBytes> all_gather(std::span<const std::uint8_t> mine) override {
        const Stopwatch stopwatch(all_gather_time_);
        int count = to_count(mine.size());
        std::vector<int> counts(static_cast<std::size_t>(size_));
        MPI_Allgather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, MPI_COMM_WORLD);
        if (std::ranges::all_of(counts, [](int c) { return c == 0; })) return std::vector<RankBytes>(counts.size());
        return gathered(counts, [&](std::uint8_t* all, const int* offsets) {
            MPI_Allgatherv(mine.data(), count, MPI_BYTE, all, counts.data(), offsets, MPI_BYTE, MPI_COMM_WORLD);
        });
    }

    Spent all_gather_time() const override { return all_gather_time_; }

    std::vector<RankBytes> gather_to_first(std::span<const std::uint8_t> mine) override {
        int count = to_count(mine.size());
        std::vector<int> counts(static_cast<std::size_t>(size_));
        MPI_Gather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
        if (rank_ != 0) {
            MPI_Gatherv(mine.data(), count, MPI_BYTE, nullptr, nullptr, nullptr, MPI_BYTE, 0, MPI_COMM_WORLD);
            return {};
        }
        return gathered(counts, [&](std::uint8_t* all, const int* offsets) {
            MPI_Gatherv(mine.data(), count, MPI_BYTE, all, counts.data(), offsets, MPI_BYTE, 0, MPI_COMM_WORLD);
        });
    }

protected:
    void end_every_rank(int status) override { MPI_Abort(MPI_COMM_WORLD, status); }

private:
    // Receives `counts` bytes from each rank with `move(buffer, offsets)` and splits them.
    template <typename Move>
    std::vector<RankBytes> gathered(const std::vector<int>& counts, Move move) {
        std::vector<RankBytes> records(counts.size());
        std::vector<int> offsets(counts.size());
        std::size_t total = 0;
        for (std::size_t rank = 0; rank < counts.size(); ++rank) {
            offsets[rank] = to_count(total);
            total += static_cast<std::size_t>(counts[rank]);
        }
        to_count(total);
        std::vector<std::uint8_t> all(total);
        move(all.data(), offsets.data());
        for (std::size_t rank = 0; rank < counts.size(); ++rank) {
            const auto from = all.begin() + offsets[rank];
            records[rank].assign(from, from + counts[rank]);
        }
        return records;
    }

    // Adds the wall and CPU time from its making to its end to a total.
    class Stopwatch {
    public:
        explicit Stopwatch(Spent& total) : total_(total), wall_(MPI_Wtime()), cpu_(std::clock()) {}
        ~Stopwatch() {
            total_.wall_seconds += MPI_Wtime() - wall_;
            total_.cpu_seconds += static_cast<double>(std::clock() - cpu_) / CLOCKS_PER_SEC;
        }
        Stopwatch(const Stopwatch&) = delete;
        Stopwatch& operator=(const Stopwatch&) = delete;

    private:
        Spent& total_;
        double wall_;
        std::clock_t cpu_;
    };

    int rank_ = 0;
    int size_ = 1;
    Spent all_gather_time_;
};

}  // namespace

std::unique_ptr<RankLink> join_launched_ranks() {
    if (!launched_rank_count()) return nullptr;
    return std::make_unique<MpiRankLink>();
}

}  // namespace xp860::network
