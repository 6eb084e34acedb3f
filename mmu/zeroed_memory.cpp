#include "mmu/zeroed_memory.h"

#include <fcntl.h>
#include <unistd.h>

namespace xp860::mmu {
namespace {

// The pagemap entries of host pages [first, first + count): bit 63 present, bit 62
// swapped. Empty where they cannot be read.
std::vector<std::uint64_t> pagemap_entries(std::uintptr_t first, std::size_t count) {
    const int fd = ::open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return {};
    std::vector<std::uint64_t> entries(count);
    auto* bytes = reinterpret_cast<char*>(entries.data());
    const std::size_t wanted = count * sizeof(std::uint64_t);
    std::size_t done = 0;
    while (done < wanted) {
        const ssize_t got = ::pread(fd, bytes + done, wanted - done,
                                    static_cast<off_t>(first * sizeof(std::uint64_t) + done));
        if (got <= 0) break;
        done += static_cast<std::size_t>(got);
    }
    ::close(fd);
    if (done != wanted) return {};
    return entries;
}

}  // namespace

std::vector<bool> ZeroedMemory::written_pages(std::size_t page_bytes) const {
    const std::size_t pages = (size_ + page_bytes - 1) / page_bytes;
    const long page_size = ::sysconf(_SC_PAGESIZE);
    if (size_ == 0 || page_size <= 0) return std::vector<bool>(pages, true);
    const auto host_page = static_cast<std::uintptr_t>(page_size);
    const auto start = reinterpret_cast<std::uintptr_t>(bytes_.get());
    const std::uintptr_t first = start / host_page;
    const std::vector<std::uint64_t> entries = pagemap_entries(first, (start + size_ - 1) / host_page - first + 1);
    if (entries.empty()) return std::vector<bool>(pages, true);
    constexpr std::uint64_t kPresentOrSwapped = std::uint64_t{3} << 62;
    std::vector<bool> written(pages, false);
    for (std::size_t page = 0; page < pages; ++page) {
        const std::uintptr_t begin = start + page * page_bytes;
        const std::uintptr_t end = std::min(begin + page_bytes, start + size_) - 1;
        for (std::uintptr_t host = begin / host_page; host <= end / host_page && !written[page]; ++host)
            written[page] = (entries[host - first] & kPresentOrSwapped) != 0;
    }
    return written;
}

}  // namespace xp860::mmu
