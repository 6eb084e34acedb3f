// Whole files as bytes, for the ELF reader and writer and for ROM images; errors are
// ToolErrors naming the file ("prog: cannot open: No such file or directory").
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace xp860::toolchain {

std::vector<std::uint8_t> read_file_bytes(const std::string& path);
void write_file_bytes(const std::string& path, std::span<const std::uint8_t> bytes);

}  // namespace xp860::toolchain
