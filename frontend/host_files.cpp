#include "frontend/host_files.h"

#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <limits>

#include "toolchain/tool_error.h"

namespace xp860::frontend {

using namespace mmu::host;

namespace {

constexpr mmu::HostReply failed(std::uint32_t error) { return {0, error}; }

// The device's reason for a host errno.
std::uint32_t reason(int error) {
    switch (error) {
        case EPERM: return kNoPermission;
        case ENOENT: return kNoEntry;
        case EBADF: return kBadFd;
        case EACCES:
        case EXDEV: return kAccess;  // openat2's answer for a path that leaves the root
        case EEXIST: return kExists;
        case ENOTDIR: return kNotDirectory;
        case EISDIR: return kIsDirectory;
        case EINVAL: return kInvalid;
        case EMFILE:
        case ENFILE: return kTooManyFiles;
        case ENOSPC: return kNoSpace;
        case ESPIPE: return kIllegalSeek;
        case ENAMETOOLONG: return kNameTooLong;
        case ENOSYS: return kNoSuchCall;
        case ENOTEMPTY: return kNotEmpty;
        case ELOOP: return kLoop;
        case EOVERFLOW: return kOverflow;
        default: return kInputOutput;
    }
}

mmu::HostReply host_failure() { return failed(reason(errno)); }

// The guest's open flags (CC-CONTRACT.md) as the host's.
int host_flags(std::uint32_t flags) {
    static constexpr int kAccessModes[] = {O_RDONLY, O_WRONLY, O_RDWR};
    int result = kAccessModes[flags & kOpenAccessMask];
    if (flags & kOpenCreate) result |= O_CREAT;
    if (flags & kOpenExclusive) result |= O_EXCL;
    if (flags & kOpenTruncate) result |= O_TRUNC;
    if (flags & kOpenAppend) result |= O_APPEND;
    return result;
}

constexpr std::uint32_t kKnownFlags = kOpenAccessMask | kOpenCreate | kOpenExclusive | kOpenTruncate | kOpenAppend;

// Flags a guest's open may give: known bits only, and an access mode of the three.
bool valid_open_flags(std::uint32_t flags) {
    return (flags & ~kKnownFlags) == 0 && (flags & kOpenAccessMask) != 3;
}

}  // namespace

HostFiles::HostFiles(const std::optional<std::string>& root) {
    if (!root) return;
    root_ = ::open(root->c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (root_ < 0) throw toolchain::ToolError(*root + ": cannot use as the guest's file root: " + std::strerror(errno));
}

HostFiles::~HostFiles() {
    close_all();
    if (root_ >= 0) ::close(root_);
}

void HostFiles::close_all() {
    for (const auto& [guest, file] : files_) ::close(file.host);
    files_.clear();
}

int HostFiles::open_beneath(const std::string& path, int flags, unsigned mode) const {
    open_how how{};
    how.flags = static_cast<std::uint64_t>(flags | O_CLOEXEC);
    how.mode = flags & O_CREAT ? mode & 0777 : 0;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
    long fd;
    do fd = ::syscall(SYS_openat2, root_, path.c_str(), &how, sizeof how);
    while (fd < 0 && errno == EINTR);
    return static_cast<int>(fd);
}

std::optional<int> HostFiles::host_fd(int fd) const {
    const auto found = files_.find(fd);
    if (found == files_.end()) return std::nullopt;
    return found->second.host;
}

mmu::HostReply HostFiles::open(std::string_view path, std::uint32_t flags, std::uint32_t mode) {
    if (root_ < 0) return failed(kAccess);
    if (!valid_open_flags(flags)) return failed(kInvalid);
    if (files_.size() >= kMaxOpenFiles) return failed(kTooManyFiles);
    const int host = open_beneath(std::string(path), host_flags(flags), mode);
    if (host < 0) return host_failure();
    int fd = kFirstFileFd;  // the lowest free, as Unix gives
    while (files_.contains(fd)) ++fd;
    files_[fd] = {host, std::string(path), flags};
    return {fd, kNone};
}

mmu::HostReply HostFiles::close(int fd) {
    const std::optional<int> host = host_fd(fd);
    if (!host) return failed(kBadFd);
    files_.erase(fd);
    // Linux frees the descriptor even when close reports an error; report it.
    return ::close(*host) == 0 ? mmu::HostReply{} : host_failure();
}

// read or write (`io`) on the host file behind guest fd `fd`, once it is not interrupted.
template <typename Io>
mmu::HostReply HostFiles::transfer(int fd, Io io) const {
    const std::optional<int> host = host_fd(fd);
    if (!host) return failed(kBadFd);
    ssize_t done;
    do done = io(*host);
    while (done < 0 && errno == EINTR);
    return done < 0 ? host_failure() : mmu::HostReply{static_cast<std::int32_t>(done), kNone};
}

mmu::HostReply HostFiles::read(int fd, std::span<std::uint8_t> bytes) {
    return transfer(fd, [&](int host) { return ::read(host, bytes.data(), bytes.size()); });
}

mmu::HostReply HostFiles::write(int fd, std::span<const std::uint8_t> bytes) {
    return transfer(fd, [&](int host) { return ::write(host, bytes.data(), bytes.size()); });
}

mmu::HostReply HostFiles::seek(int fd, std::int32_t offset, std::uint32_t whence) {
    static constexpr int kWhence[] = {SEEK_SET, SEEK_CUR, SEEK_END};
    const std::optional<int> host = host_fd(fd);
    if (!host) return failed(kBadFd);
    if (whence > 2) return failed(kInvalid);
    const off_t before = ::lseek(*host, 0, SEEK_CUR);
    if (before < 0) return host_failure();
    const off_t after = ::lseek(*host, offset, kWhence[whence]);
    if (after < 0) return host_failure();
    if (after > std::numeric_limits<std::int32_t>::max()) {
        ::lseek(*host, before, SEEK_SET);  // a failed seek leaves the offset alone
        return failed(kOverflow);
    }
    return {static_cast<std::int32_t>(after), kNone};
}

mmu::HostReply HostFiles::open_parent(std::string_view path, std::string& name) const {
    const std::size_t slash = path.rfind('/');
    const std::string parent = slash == std::string_view::npos ? "." : slash == 0 ? "/" : std::string(path.substr(0, slash));
    name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    if (name.empty() || name == "." || name == "..") return failed(kInvalid);
    const int directory = open_beneath(parent, O_PATH | O_DIRECTORY, 0);
    return directory < 0 ? host_failure() : mmu::HostReply{directory, kNone};
}

mmu::HostReply HostFiles::remove(std::string_view path) {
    if (root_ < 0) return failed(kAccess);
    std::string name;
    const mmu::HostReply parent = open_parent(path, name);
    if (parent.error != kNone) return parent;
    // remove() takes a file or an empty directory, as C's remove does on Unix.
    int done = ::unlinkat(parent.value, name.c_str(), 0);
    if (done < 0 && errno == EISDIR) done = ::unlinkat(parent.value, name.c_str(), AT_REMOVEDIR);
    const mmu::HostReply reply = done < 0 ? host_failure() : mmu::HostReply{};
    ::close(parent.value);
    return reply;
}

mmu::HostReply HostFiles::rename(std::string_view from, std::string_view to) {
    if (root_ < 0) return failed(kAccess);
    std::string from_name, to_name;
    const mmu::HostReply from_parent = open_parent(from, from_name);
    if (from_parent.error != kNone) return from_parent;
    const mmu::HostReply to_parent = open_parent(to, to_name);
    mmu::HostReply reply = to_parent;
    if (to_parent.error == kNone) {
        reply = ::renameat(from_parent.value, from_name.c_str(), to_parent.value, to_name.c_str()) < 0
                    ? host_failure()
                    : mmu::HostReply{};
        ::close(to_parent.value);
    }
    ::close(from_parent.value);
    return reply;
}

std::vector<mmu::HostOpenFile> HostFiles::open_files() const {
    std::vector<mmu::HostOpenFile> open;
    for (const auto& [fd, file] : files_) {
        struct stat status {};
        const off_t offset = ::lseek(file.host, 0, SEEK_CUR);
        if (offset < 0 || ::fstat(file.host, &status) != 0)
            throw snapshot::SnapshotError(file.path + " (fd " + std::to_string(fd) + "): cannot read its offset and size: " +
                                     std::strerror(errno));
        open.push_back({fd, file.path, file.flags, static_cast<std::uint64_t>(offset),
                        static_cast<std::uint64_t>(status.st_size)});
    }
    return open;
}

void HostFiles::reopen(std::span<const mmu::HostOpenFile> files) {
    close_all();
    for (const mmu::HostOpenFile& file : files) {
        const std::string what = file.path + " (fd " + std::to_string(file.fd) + ", open when the snapshot was taken)";
        if (root_ < 0) throw mmu::HostFileError(what + ": this run has no file access (--no-fs)");
        if (file.fd < kFirstFileFd || files_.contains(file.fd) || files_.size() >= kMaxOpenFiles ||
            !valid_open_flags(file.flags))
            throw mmu::HostFileError(what + ": not a file the guest could have open");
        const int host = open_beneath(file.path, host_flags(file.flags & ~(kOpenCreate | kOpenExclusive | kOpenTruncate)), 0);
        if (host < 0) throw mmu::HostFileError(what + ": cannot open it again: " + std::strerror(errno));
        files_[file.fd] = {host, file.path, file.flags};
        struct stat status {};
        if (::fstat(host, &status) != 0) throw mmu::HostFileError(what + ": " + std::strerror(errno));
        if (static_cast<std::uint64_t>(status.st_size) != file.size)
            throw mmu::HostFileError(what + ": it was " + std::to_string(file.size) + " bytes then and is " +
                                     std::to_string(status.st_size) + " now");
        if (file.offset > static_cast<std::uint64_t>(std::numeric_limits<off_t>::max()) ||
            ::lseek(host, static_cast<off_t>(file.offset), SEEK_SET) < 0)
            throw mmu::HostFileError(what + ": cannot seek to " + std::to_string(file.offset));
    }
}

mmu::HostReply HostFiles::time() {
    // A 32-bit long holds seconds until 2038; later times fail rather than wrap.
    const std::time_t now = std::time(nullptr);
    if (now < 0 || now > std::numeric_limits<std::int32_t>::max()) return failed(kOverflow);
    return {static_cast<std::int32_t>(now), kNone};
}

}  // namespace xp860::frontend
