// The guest's files beneath a root (frontend/host_files.h), on real files and
// symbolic links in a temporary directory: what works inside the root, and every
// way out refused (absolute paths, "..", links leaving it at the end of a path or in
// its middle, creating through such a link), with nothing outside touched.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "frontend/host_files.h"
#include "toolchain/tool_error.h"

using namespace xp860;
namespace fs = std::filesystem;
namespace host = mmu::host;

namespace {

constexpr std::uint32_t kReadOnly = 0, kWriteOnly = 1, kReadWrite = 2;

// root/ inside.txt, sub/, sub/up -> .., in_link -> inside.txt, out_link ->
// ../outside/secret, abs_link -> <absolute>/outside/secret, dir_link -> ../outside,
// new_link -> ../outside/created (dangling); outside/secret beside the root.
struct Tree {
    Tree() {
        std::string pattern = (fs::temp_directory_path() / "xp860-host-files-XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        top = pattern;
        root = top / "root";
        fs::create_directories(root / "sub");
        fs::create_directories(top / "outside");
        std::ofstream(root / "inside.txt") << "inside";
        std::ofstream(top / "outside" / "secret") << "secret";
        fs::create_directory_symlink("..", root / "sub" / "up");
        fs::create_symlink("inside.txt", root / "in_link");
        fs::create_symlink("../outside/secret", root / "out_link");
        fs::create_symlink(top / "outside" / "secret", root / "abs_link");
        fs::create_directory_symlink("../outside", root / "dir_link");
        fs::create_symlink("../outside/created", root / "new_link");
    }
    ~Tree() { fs::remove_all(top); }
    fs::path top, root;
};

std::string contents(const fs::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), {}};
}

std::uint32_t open_error(frontend::HostFiles& files, const std::string& path, std::uint32_t flags = kReadOnly) {
    const mmu::HostReply reply = files.open(path, flags, 0644);
    if (reply.error == host::kNone) files.close(reply.value);
    return reply.error;
}

std::string read_all(frontend::HostFiles& files, int fd) {
    std::string text(64, '\0');
    const mmu::HostReply got = files.read(fd, std::span(reinterpret_cast<std::uint8_t*>(text.data()), text.size()));
    REQUIRE(got.error == host::kNone);
    text.resize(static_cast<std::size_t>(got.value));
    return text;
}

}  // namespace

TEST_CASE("inside the root: open, read, write, seek, close; links that stay inside work") {
    Tree tree;
    frontend::HostFiles files(tree.root.string());
    const mmu::HostReply in = files.open("inside.txt", kReadOnly, 0);
    REQUIRE(in.error == host::kNone);
    CHECK(in.value == 3);
    CHECK(read_all(files, in.value) == "inside");
    CHECK(files.seek(in.value, 2, 0).value == 2);
    CHECK(read_all(files, in.value) == "side");
    CHECK(files.seek(in.value, -1, 2).value == 5);
    CHECK(files.seek(in.value, 0, 3).error == host::kInvalid);
    CHECK(files.seek(in.value, -10, 0).error == host::kInvalid);

    const mmu::HostReply created = files.open("sub/new.txt", kWriteOnly | host::kOpenCreate | host::kOpenTruncate, 0644);
    REQUIRE(created.error == host::kNone);
    CHECK(created.value == 4);  // the lowest free fd
    const std::string text = "written";
    CHECK(files.write(created.value, std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size())).value == 7);
    CHECK(files.close(created.value).error == host::kNone);
    CHECK(files.close(created.value).error == host::kBadFd);
    CHECK(contents(tree.root / "sub" / "new.txt") == "written");
    CHECK(files.close(in.value).error == host::kNone);

    CHECK(open_error(files, "sub/../inside.txt") == host::kNone);
    CHECK(open_error(files, "in_link") == host::kNone);
    CHECK(open_error(files, "sub/up/inside.txt") == host::kNone);
    CHECK(open_error(files, "./sub/./up/in_link") == host::kNone);
    CHECK(open_error(files, "missing") == host::kNoEntry);
    CHECK(open_error(files, "inside.txt", kWriteOnly | host::kOpenCreate | host::kOpenExclusive) == host::kExists);
    CHECK(open_error(files, "inside.txt", 3) == host::kInvalid);
    CHECK(open_error(files, "sub", kWriteOnly) == host::kIsDirectory);

    CHECK(files.rename("sub/new.txt", "moved.txt").error == host::kNone);
    CHECK(contents(tree.root / "moved.txt") == "written");
    CHECK(files.remove("moved.txt").error == host::kNone);
    CHECK_FALSE(fs::exists(tree.root / "moved.txt"));
    CHECK(files.remove("sub").error == host::kNotEmpty);  // holds the link `up`
}

TEST_CASE("every way out of the root is refused and nothing outside changes") {
    Tree tree;
    frontend::HostFiles files(tree.root.string());
    const std::string outside = (tree.top / "outside" / "secret").string();
    // Absolute paths, even to a file inside the root.
    CHECK(open_error(files, "/etc/passwd") == host::kAccess);
    CHECK(open_error(files, (tree.root / "inside.txt").string()) == host::kAccess);
    CHECK(open_error(files, outside) == host::kAccess);
    // ".." that climbs out, directly or after going down.
    CHECK(open_error(files, "..") == host::kAccess);
    CHECK(open_error(files, "../outside/secret") == host::kAccess);
    CHECK(open_error(files, "sub/../../outside/secret") == host::kAccess);
    CHECK(open_error(files, "sub/up/../outside/secret") == host::kAccess);
    // Links that leave: at the end, absolute, in the middle of a path.
    CHECK(open_error(files, "out_link") == host::kAccess);
    CHECK(open_error(files, "abs_link") == host::kAccess);
    CHECK(open_error(files, "dir_link/secret") == host::kAccess);
    CHECK(open_error(files, "sub/up/dir_link/secret") == host::kAccess);
    // Creating through a dangling link that leads out.
    CHECK(open_error(files, "new_link", kWriteOnly | host::kOpenCreate) == host::kAccess);
    CHECK_FALSE(fs::exists(tree.top / "outside" / "created"));
    CHECK(open_error(files, "dir_link/created", kWriteOnly | host::kOpenCreate) == host::kAccess);
    // remove and rename: their directories are resolved the same way.
    CHECK(files.remove("../outside/secret").error == host::kAccess);
    CHECK(files.remove("dir_link/secret").error == host::kAccess);
    CHECK(files.remove(outside).error == host::kAccess);
    CHECK(files.remove("..").error == host::kInvalid);
    CHECK(files.rename("dir_link/secret", "stolen").error == host::kAccess);
    CHECK(files.rename("inside.txt", "../outside/moved").error == host::kAccess);
    CHECK(files.rename("inside.txt", "dir_link/moved").error == host::kAccess);
    CHECK(contents(outside) == "secret");
    CHECK(fs::exists(tree.root / "inside.txt"));
    CHECK_FALSE(fs::exists(tree.top / "outside" / "moved"));
    // Removing a link that leads out removes the link, not what it names.
    CHECK(files.remove("out_link").error == host::kNone);
    CHECK_FALSE(fs::is_symlink(tree.root / "out_link"));
    CHECK(contents(outside) == "secret");
}

TEST_CASE("without a root every file call fails with kAccess; the clock still answers; a bad root is an error") {
    frontend::HostFiles none(std::nullopt);
    CHECK(none.open("anything", kReadWrite, 0).error == host::kAccess);
    CHECK(none.remove("anything").error == host::kAccess);
    CHECK(none.rename("a", "b").error == host::kAccess);
    CHECK(none.read(3, {}).error == host::kBadFd);
    // time(): seconds since 1970 as the host's clock says (a 32-bit long).
    const std::int64_t before = std::time(nullptr);
    const mmu::HostReply now = none.time();
    CHECK(now.error == host::kNone);
    CHECK(now.value >= before);
    CHECK(now.value <= std::time(nullptr));
    CHECK_THROWS_AS(frontend::HostFiles("/nonexistent/xp860-root"), toolchain::ToolError);
}
