// A 64-bit FNV-1a hash: how a snapshot names the ROM, kernel and programs it was
// taken with, and checks its own bytes. Not for security: it catches a different
// file or a damaged one, which is all a snapshot needs.
#pragma once

#include <cstdint>
#include <span>

namespace xp860::snapshot {

inline std::uint64_t fingerprint(std::span<const std::uint8_t> bytes, std::uint64_t hash = 0xcbf29ce484222325ull) {
    for (const std::uint8_t byte : bytes) hash = (hash ^ byte) * 0x100000001b3ull;
    return hash;
}

}  // namespace xp860::snapshot
