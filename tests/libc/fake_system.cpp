// The system layer the library calls (CC-CONTRACT.md), over memory: files live
// in a map, fds 1 and 2 append to strings, fd 0 is at end of file, exit and abort
// jump back to fake::run.
#include "libc.h"

#include <csetjmp>
#include <cstring>
#include <map>
#include <vector>

namespace fake {
std::string out, err;
int host_calls;
namespace {
std::map<std::string, std::string> files;
struct Open {
  std::string path;
  long offset;
  bool append;
  bool readable, writable;
};
std::map<int, Open> open_files;
std::jmp_buf ending;
int exit_status;
}  // namespace

void reset() {
  out.clear();
  err.clear();
  files.clear();
  open_files.clear();
  host_calls = 0;
}

std::string file(const std::string &path) {
  auto it = files.find(path);
  return it == files.end() ? std::string() : it->second;
}

bool exists(const std::string &path) { return files.count(path) != 0; }

void put_file(const std::string &path, const std::string &contents) { files[path] = contents; }

int run(void (*body)()) {
  if (setjmp(ending) != 0) return exit_status;
  body();
  return -1;
}

[[noreturn]] void end(int status) {
  exit_status = status;
  std::longjmp(ending, 1);
}
}  // namespace fake

// The heap the library's sbrk grows through: its _end, renamed.
extern "C" {
alignas(16) unsigned char xl__end[64 << 20];

int __xp860_write(int fd, const void *buf, unsigned long count) {
  fake::host_calls++;
  const char *bytes = static_cast<const char *>(buf);
  if (fd == 1) fake::out.append(bytes, count);
  else if (fd == 2) fake::err.append(bytes, count);
  else {
    auto it = fake::open_files.find(fd);
    if (it == fake::open_files.end() || !it->second.writable) return -1;
    std::string &contents = fake::files[it->second.path];
    if (it->second.append) it->second.offset = static_cast<long>(contents.size());
    size_t at = static_cast<size_t>(it->second.offset);
    if (contents.size() < at + count) contents.resize(at + count);
    contents.replace(at, count, bytes, count);
    it->second.offset += static_cast<long>(count);
  }
  return static_cast<int>(count);
}

int __xp860_read(int fd, void *buf, unsigned long count) {
  fake::host_calls++;
  if (fd == 0) return 0;
  auto it = fake::open_files.find(fd);
  if (it == fake::open_files.end() || !it->second.readable) return -1;
  const std::string &contents = fake::files[it->second.path];
  size_t at = static_cast<size_t>(it->second.offset);
  size_t n = at >= contents.size() ? 0 : std::min<size_t>(count, contents.size() - at);
  std::memcpy(buf, contents.data() + at, n);
  it->second.offset += static_cast<long>(n);
  return static_cast<int>(n);
}

int __xp860_open(const char *path, int flags, int mode) {
  (void)mode;
  const int access = flags & 3, create = 0x40, exclusive = 0x80, truncate = 0x200, append = 0x400;
  bool exists = fake::files.count(path) != 0;
  if (!exists && !(flags & create)) return -1;
  if (exists && (flags & create) && (flags & exclusive)) return -1;
  if (!exists || (flags & truncate)) fake::files[path] = "";
  int fd = 3;
  while (fake::open_files.count(fd)) fd++;
  fake::open_files[fd] = {path, 0, (flags & append) != 0, access != 1, access != 0};
  return fd;
}

int __xp860_close(int fd) { return fake::open_files.erase(fd) == 1 ? 0 : -1; }

long __xp860_lseek(int fd, long offset, int whence) {
  auto it = fake::open_files.find(fd);
  if (it == fake::open_files.end()) return -1;
  long base = whence == 0 ? 0 : whence == 1 ? it->second.offset
                                            : static_cast<long>(fake::files[it->second.path].size());
  if (whence < 0 || whence > 2 || base + offset < 0) return -1;
  it->second.offset = base + offset;
  return it->second.offset;
}

int __xp860_remove(const char *path) { return fake::files.erase(path) == 1 ? 0 : -1; }

int __xp860_rename(const char *from, const char *to) {
  auto it = fake::files.find(from);
  if (it == fake::files.end()) return -1;
  std::string contents = it->second;
  fake::files.erase(it);
  fake::files[to] = contents;
  return 0;
}

long __xp860_time(void) { return 1700000000; }

[[noreturn]] void __xp860_exit(int status) { fake::end(status & 0xff); }

[[noreturn]] void __xp860_abort(void) { fake::end(134); }
}
