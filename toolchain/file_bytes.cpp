#include "toolchain/file_bytes.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "toolchain/tool_error.h"

namespace xp860::toolchain {

// stdio rather than iostreams: reading a directory must become a message, and
// istreambuf_iterator throws std::ios_failure for it instead.
using File = std::unique_ptr<std::FILE, int (*)(std::FILE*)>;

std::vector<std::uint8_t> read_file_bytes(const std::string& path) {
    const File file(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!file) throw ToolError(path + ": cannot open: " + std::strerror(errno));
    std::vector<std::uint8_t> bytes;
    std::uint8_t buffer[65536];
    std::size_t count = 0;
    while ((count = std::fread(buffer, 1, sizeof buffer, file.get())) > 0)
        bytes.insert(bytes.end(), buffer, buffer + count);
    if (std::ferror(file.get())) throw ToolError(path + ": cannot read: " + std::strerror(errno));
    return bytes;
}

void write_file_bytes(const std::string& path, std::span<const std::uint8_t> bytes) {
    File file(std::fopen(path.c_str(), "wb"), &std::fclose);
    if (!file) throw ToolError(path + ": cannot open for writing: " + std::strerror(errno));
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file.get()) == bytes.size();
    // fclose flushes, so it can fail too (a full disk).
    if (!written || std::fclose(file.release()) != 0)
        throw ToolError(path + ": cannot write: " + std::strerror(errno));
}

}  // namespace xp860::toolchain
