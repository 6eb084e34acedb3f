// Phase marks (network::Machine::mark_phase): each instruction fetch at one of a few
// virtual addresses is told to an observer. The memory system never vouches for
// their lines, so every fetch of them reaches it; its slow path costs exactly what
// the fast one would, so watching changes nothing the program does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace xp860::mmu {

class FetchWatches {
public:
    // Replaces the watched addresses and their observer.
    void watch(std::vector<std::uint32_t> addresses, std::function<void(std::uint32_t)> observer);
    bool empty() const { return addresses_.empty(); }
    // A fetch of `bytes` at `address`: tells the observer each watched word in it.
    void fetched(std::uint32_t address, std::size_t bytes) const {
        for (std::uint32_t word = address; word < address + bytes; word += 4)
            if (std::ranges::binary_search(addresses_, word)) observer_(word);
    }
    // Whether `line` (a virtual line address) holds a watched word.
    bool watches_line(std::uint32_t line) const { return std::ranges::binary_search(lines_, line); }

private:
    std::vector<std::uint32_t> addresses_;  // sorted virtual addresses
    std::vector<std::uint32_t> lines_;      // sorted, their virtual lines
    std::function<void(std::uint32_t)> observer_;
};

}  // namespace xp860::mmu
