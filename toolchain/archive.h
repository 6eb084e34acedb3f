// `ar` archives of i860 objects (the System V/GNU format "!<arch>\n": 60-byte
// member headers, "//" long-name table, "/" symbol index ignored), and the choice
// of members a static link pulls in.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "toolchain/object_file.h"

namespace xp860::toolchain {

struct ArchiveMember {
    std::string name;
    ObjectFile object;
};

bool is_archive(std::span<const std::uint8_t> bytes);

// Every object member; errors name "archive(member)". The archive is hostile input.
std::vector<ArchiveMember> read_archive(std::span<const std::uint8_t> bytes, const std::string& file_name);

// Appends to `inputs` the members of `archive` that define a symbol `inputs` leaves
// undefined, repeating until none is added (as a linker scanning it in turn would).
void pull_archive_members(std::vector<std::pair<std::string, ObjectFile>>& inputs,
                          const std::vector<ArchiveMember>& archive, const std::string& archive_name);

}  // namespace xp860::toolchain
