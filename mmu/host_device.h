// The host-call device: how a program on the node reaches the host that runs the
// emulator, as ARM's semihosting or a simulator's host-file calls do. No Paragon had
// it; it exists so that compiled programs can print, use files and end with an exit
// status (docs/host-device.md). Registers (32-bit, whole, offsets from kHostBase):
//   0x00..0x0c ARG0..ARG3  read/write  the next call's arguments
//   0x10 CALL    write  a call number (host::Call): the device performs the call in
//                       this bus cycle, reading and writing guest memory as a bus
//                       master (MemorySystem::dma_read/dma_write, snooped)
//   0x14 RESULT  read   the last call's result, 0xFFFFFFFF (-1) when it failed
//   0x18 ERROR   read   0, or why the last call failed (host::Error)
// Pointers are physical addresses. A buffer (write, read) is ARG pointer + count and
// must lie in RAM; a path is NUL-terminated, read at most `limit` bytes from its
// pointer (the argument after it) and at most kPathBytes: a kernel passes the bytes
// left in the process so a path cannot run out of it.
//
// fds 0, 1 and 2 are the device's own: 0 reads end of file (a node has no input)
// unless the host sets an InputSource (`xp860 run --stdin`), writes to 1 and 2 go to
// an OutputSink (kept in output() unless the host sets one). The program's arguments
// are the device's too: crt0 copies them onto its stack with kArguments.
// Files and the clock are the host's (HostSystem): the memory system knows no file.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "mmu/device.h"
#include "mmu/event_scheduler.h"
#include "mmu/memory_system.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

namespace host {
enum Register : std::uint32_t {
    kArgument0 = 0x00, kArgument1 = 0x04, kArgument2 = 0x08, kArgument3 = 0x0c,
    kCall = 0x10, kResult = 0x14, kError = 0x18,
};

// Call numbers and their arguments (ARG0, ARG1, ...) -> RESULT.
enum Call : std::uint32_t {
    kWrite = 1,   // fd, buffer, count -> bytes written
    kRead = 2,    // fd, buffer, count -> bytes read, 0 at end of file
    kOpen = 3,    // path, limit, flags (kOpen* below), mode -> fd >= 3
    kClose = 4,   // fd -> 0
    kSeek = 5,    // fd, offset (signed), whence (0 set, 1 current, 2 end) -> new offset
    kRemove = 6,  // path, limit -> 0
    kRename = 7,  // from, limit, to, limit -> 0
    kTime = 8,    // -> seconds since 1970
    kExit = 9,    // status: the run ends, status & 0xff its exit status
    kAbort = 10,  // the run ends as abort() ends a host program
    // view, buffer, count -> the argument block's bytes; the block is written to
    // buffer when count holds it, its pointers made from view (argument_block).
    kArguments = 11,
};

// open()'s flags, the values the C library uses (CC-CONTRACT.md).
inline constexpr std::uint32_t kOpenAccessMask = 3;  // 0 read, 1 write, 2 both
inline constexpr std::uint32_t kOpenCreate = 0x40, kOpenExclusive = 0x80, kOpenTruncate = 0x200,
                               kOpenAppend = 0x400;

// ERROR's reasons: the classic Unix errno numbers, so a C library can hand them on.
enum Error : std::uint32_t {
    kNone = 0,
    kNoPermission = 1,     // EPERM
    kNoEntry = 2,          // ENOENT
    kInputOutput = 5,      // EIO: anything else the host refused
    kBadFd = 9,            // EBADF
    kAccess = 13,          // EACCES: outside the root, or no file access (--no-fs)
    kFault = 14,           // EFAULT: a buffer or path not in RAM
    kExists = 17,          // EEXIST
    kNotDirectory = 20,    // ENOTDIR
    kIsDirectory = 21,     // EISDIR
    kInvalid = 22,         // EINVAL
    kTooManyFiles = 24,    // EMFILE
    kNoSpace = 28,         // ENOSPC
    kIllegalSeek = 29,     // ESPIPE
    kNameTooLong = 36,     // ENAMETOOLONG
    kNoSuchCall = 38,      // ENOSYS
    kNotEmpty = 39,        // ENOTEMPTY
    kLoop = 40,            // ELOOP
    kOverflow = 75,        // EOVERFLOW: an offset a 32-bit long cannot hold
};

inline constexpr std::uint32_t kPathBytes = 4096;  // the longest path, its NUL included
inline constexpr int kFirstFileFd = 3;
// The most an argument block may take: a process's stack is what is left of its 4 MB
// after the program, so a small fraction of it.
inline constexpr std::uint32_t kArgumentBytes = 64 * 1024;
}  // namespace host

// main's arguments as crt0 finds them at `view`, little-endian words: argc, argv[0]
// .. argv[argc-1] (each view + its string's offset), a null pointer, then the strings,
// each with its NUL. Its size() is what kArguments answers.
std::vector<std::uint8_t> argument_block(const std::vector<std::string>& arguments, std::uint32_t view);

// A call's outcome: `value` when `error` is host::kNone.
struct HostReply {
    std::int32_t value = 0;
    std::uint32_t error = host::kNone;
};

// A file the guest holds open, as a snapshot records it (docs/snapshots.md): its
// fd, the path it was opened by (as the guest gave it: beneath the host's root), its
// open flags (host::kOpen*), its offset and the size it had then.
struct HostOpenFile {
    std::int32_t fd = 0;
    std::string path;
    std::uint32_t flags = 0;
    std::uint64_t offset = 0;
    std::uint64_t size = 0;
};

// A file a snapshot held open that cannot be opened again as it was (gone, another
// size, refused): the message names it and says why.
class HostFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The host's side: files by guest fd (>= 3) and the clock. Paths are as the guest
// gave them; confining them is the implementation's job.
class HostSystem {
public:
    virtual ~HostSystem() = default;
    virtual HostReply open(std::string_view path, std::uint32_t flags, std::uint32_t mode) = 0;
    virtual HostReply close(int fd) = 0;
    virtual HostReply read(int fd, std::span<std::uint8_t> bytes) = 0;
    virtual HostReply write(int fd, std::span<const std::uint8_t> bytes) = 0;
    virtual HostReply seek(int fd, std::int32_t offset, std::uint32_t whence) = 0;
    virtual HostReply remove(std::string_view path) = 0;
    virtual HostReply rename(std::string_view from, std::string_view to) = 0;
    virtual HostReply time() = 0;
    // The files the guest holds open, by fd, for a snapshot.
    virtual std::vector<HostOpenFile> open_files() const = 0;
    // A snapshot's files opened again, at their offsets, in place of any open now;
    // throws HostFileError when one cannot be.
    virtual void reopen(std::span<const HostOpenFile> files) = 0;
};

// How a run ended through the device.
struct HostEnd {
    enum class Kind : std::uint8_t { Exit, Abort };
    Kind kind = Kind::Exit;
    std::uint32_t status = 0;  // exit's argument as given
};

class HostDevice final : public Device {
public:
    // Output to fds 1 and 2.
    using OutputSink = std::function<void(int fd, std::string_view bytes)>;
    // Input for fd 0: fills the bytes it can, answers how many (0 at end of file), or
    // nullopt when the host could not read.
    using InputSource = std::function<std::optional<std::size_t>(std::span<std::uint8_t> bytes)>;

    HostDevice(MemorySystem& memory, EventScheduler& events) : memory_(memory), events_(events) {}

    std::string_view name() const override { return "host"; }
    bool read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) override;
    bool write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) override;

    // nullptr (the default): every file call and time fail with kNoSuchCall.
    void set_system(HostSystem* system) { system_ = system; }
    // Without a sink, output is kept for output().
    void set_output(OutputSink sink) { sink_ = std::move(sink); }
    const std::string& output(int fd) const { return fd == 2 ? kept_[1] : kept_[0]; }
    // Without a source, fd 0 is at end of file.
    void set_input(InputSource source) { source_ = std::move(source); }
    // main's arguments, argv[0] first; none by default (argc 0). The host keeps their
    // block within host::kArgumentBytes (argument_block).
    void set_arguments(std::vector<std::string> arguments) { program_arguments_ = std::move(arguments); }

    // Set once the program called exit or abort; the node stops there.
    const std::optional<HostEnd>& end() const { return end_; }

    // Its part of a machine snapshot (docs/snapshots.md), with the host files the
    // program holds open (HostSystem::open_files). load() opens them again through
    // the system set (set it first): a snapshot holding files loaded where there is
    // none is a snapshot::SnapshotError, a file that cannot be opened again a HostFileError.
    // save() refuses (snapshot::SnapshotError) once the program has read input from an
    // InputSource: the host's stdin cannot be had again.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    HostReply perform(std::uint32_t call, std::uint64_t cycle);
    HostReply transfer(std::uint32_t call, std::uint64_t cycle);
    HostReply read_input(std::span<std::uint8_t> bytes);
    HostReply copy_arguments(std::uint64_t cycle);
    // The path at ARG[pointer] with its limit in ARG[pointer + 1], or the error.
    std::optional<std::string> path(unsigned pointer, std::uint64_t cycle, HostReply& failure);
    void finish(HostEnd end, std::uint64_t cycle);

    MemorySystem& memory_;
    EventScheduler& events_;
    HostSystem* system_ = nullptr;
    OutputSink sink_;
    InputSource source_;
    std::uint64_t input_taken_ = 0;  // bytes the program read from source_
    std::vector<std::string> program_arguments_;
    std::string kept_[2];
    std::uint32_t arguments_[4] = {};
    HostReply last_;
    std::optional<HostEnd> end_;
};

}  // namespace xp860::mmu
