// A boot ROM's bytes, shared by every node that boots from them. The ROM cannot be
// written (the memory system answers a store to it with a bus error), so a 4096-node
// machine keeps one copy of the image rather than a megabyte per node.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "snapshot/fingerprint.h"

namespace xp860::mmu {

class RomImage {
public:
    RomImage() = default;
    // From the image's bytes, as read from a file or made by the toolchain.
    // Implicit: a ROM is its bytes, and callers hand them over as a vector.
    RomImage(std::vector<std::uint8_t> bytes)
        : bytes_(bytes.empty() ? nullptr : std::make_shared<const std::vector<std::uint8_t>>(std::move(bytes))),
          fingerprint_(snapshot::fingerprint(this->bytes())) {}

    bool empty() const { return size() == 0; }
    std::size_t size() const { return bytes_ ? bytes_->size() : 0; }
    std::span<const std::uint8_t> bytes() const {
        if (!bytes_) return {};
        return *bytes_;
    }

    // What a snapshot names the image by (snapshot/fingerprint.h), worked out once.
    std::uint64_t fingerprint() const { return fingerprint_; }

private:
    std::shared_ptr<const std::vector<std::uint8_t>> bytes_;
    std::uint64_t fingerprint_ = snapshot::fingerprint({});
};

}  // namespace xp860::mmu
