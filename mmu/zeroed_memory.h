// A node's DRAM as host memory: zeroed, as the bus model's power-on state is, but
// without writing every byte. A 16x16 machine has 256 nodes of 32 MB; calloc hands
// large blocks over as untouched zero pages, so a node pays only for what its
// programs touch.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <span>
#include <vector>

namespace xp860::mmu {

class ZeroedMemory {
public:
    ZeroedMemory() = default;
    explicit ZeroedMemory(std::size_t size)
        : bytes_(static_cast<std::uint8_t*>(std::calloc(size, 1))), size_(size) {
        if (bytes_ == nullptr && size != 0) throw std::bad_alloc();
    }

    std::size_t size() const { return size_; }
    std::uint8_t* data() { return bytes_.get(); }
    const std::uint8_t* data() const { return bytes_.get(); }
    // For each `page_bytes` page from the start, whether it may hold something other
    // than zero: the host has mapped or swapped some of it (Linux's
    // /proc/self/pagemap). So a snapshot skips the untouched pages of a large RAM
    // without reading them, which would map each of them. Every page is "may" where
    // the map cannot be read.
    std::vector<bool> written_pages(std::size_t page_bytes) const;

    operator std::span<std::uint8_t>() { return {bytes_.get(), size_}; }
    operator std::span<const std::uint8_t>() const { return {bytes_.get(), size_}; }

private:
    struct Free {
        void operator()(std::uint8_t* p) const { std::free(p); }
    };
    std::unique_ptr<std::uint8_t[], Free> bytes_;
    std::size_t size_ = 0;
};

}  // namespace xp860::mmu
