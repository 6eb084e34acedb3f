// The host's side of the host-call device (mmu/host_device.h) for `xp860 run`: a
// guest's files, confined to one directory of the host, and the host's clock.
//
// Confinement: every path is resolved by the kernel with openat2(2)'s
// RESOLVE_BENEATH from the root directory's descriptor, so an absolute path, a ".."
// that climbs out, and a symbolic link that leads out (at the end of a path or in its
// middle, or /proc's magic links) are refused with host::kAccess, while links that
// stay inside work. remove and rename resolve the parent directory that way and act
// on its last component, which may not be "." or "..". A host without openat2 (Linux
// before 5.6, or a sandbox that forbids it) gets host::kNoSuchCall for every file
// call, never an unconfined one.
//
// Snapshots: each open file is recorded by the path the guest opened it by, its
// flags, offset and size, and opened again beneath the root of the run that loads
// it. DECISION: the file must then have the size it had (the continued run writes
// from its offset on, so a file that grew or shrank would not give the run that was
// saved); a file renamed since it was opened is not found by its path.
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "mmu/host_device.h"

namespace xp860::frontend {

class HostFiles final : public mmu::HostSystem {
public:
    // `root`: the directory the guest's paths start from; nullopt turns file access
    // off (every file call fails with host::kAccess; time still answers). Throws
    // toolchain::ToolError naming the directory when it cannot be opened.
    explicit HostFiles(const std::optional<std::string>& root);
    ~HostFiles() override;
    HostFiles(const HostFiles&) = delete;
    HostFiles& operator=(const HostFiles&) = delete;

    mmu::HostReply open(std::string_view path, std::uint32_t flags, std::uint32_t mode) override;
    mmu::HostReply close(int fd) override;
    mmu::HostReply read(int fd, std::span<std::uint8_t> bytes) override;
    mmu::HostReply write(int fd, std::span<const std::uint8_t> bytes) override;
    mmu::HostReply seek(int fd, std::int32_t offset, std::uint32_t whence) override;
    mmu::HostReply remove(std::string_view path) override;
    mmu::HostReply rename(std::string_view from, std::string_view to) override;
    mmu::HostReply time() override;
    // Each open file's offset and size read from the host; a path as the guest opened it.
    std::vector<mmu::HostOpenFile> open_files() const override;
    // Beneath the root, as the guest's open: the flags without create, exclusive or
    // truncate, and the file must have the size it had.
    void reopen(std::span<const mmu::HostOpenFile> files) override;

    // DECISION: at most this many files open at once, like a small process's limit.
    static constexpr int kMaxOpenFiles = 64;

private:
    // A descriptor for `path` beneath the root, opened with host `flags`; -1 with errno.
    int open_beneath(const std::string& path, int flags, unsigned mode) const;
    // The parent directory of `path`, opened beneath the root, and its last component.
    mmu::HostReply open_parent(std::string_view path, std::string& name) const;
    std::optional<int> host_fd(int fd) const;
    template <typename Io>
    mmu::HostReply transfer(int fd, Io io) const;

    struct Open {
        int host;            // the host's descriptor
        std::string path;    // as the guest opened it
        std::uint32_t flags;  // the guest's open flags
    };
    void close_all();

    int root_ = -1;              // O_PATH descriptor of the root, -1: no file access
    std::map<int, Open> files_;  // by guest fd
};

}  // namespace xp860::frontend
