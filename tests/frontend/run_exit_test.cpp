// `xp860 run` as a host program runner: programs linked with the bare node's system
// layer (roms/libc/sys/bare.s) end with exit()'s status, abort() or a trap; stdout
// carries exactly what they wrote to it, stderr their own stderr then xp860's
// message and summary; --fs and --no-fs decide where their files go.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>

#include "frontend/source_files.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/elf_file.h"
#include "toolchain/linker.h"

using namespace xp860;
namespace fs = std::filesystem;

namespace {

struct Separated {
    int status = -1;
    std::string out, err;
};

std::string contents(const fs::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), {}};
}

// A temporary folder with `source` linked with a system layer (bare.s, or process.s
// at the kernel's USER_BASE) as ./prog.
struct Workspace {
    explicit Workspace(const std::string& source, const std::string& layer = "bare.s", std::uint32_t text = 0x10000) {
        std::string pattern = (fs::temp_directory_path() / "xp860-run-exit-XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        top = pattern;
        const toolchain::AssemblerOptions xp{.intel_syntax = false, .xp = true};
        const auto reader = frontend::include_reader({test::source_dir() / "kernel", test::source_dir() / "roms/libc/sys"});
        const auto system = (test::source_dir() / "roms/libc/sys" / layer).string();
        toolchain::LinkOptions options;
        options.text_address = text;
        const auto program = toolchain::link(
            {{"prog.o", toolchain::assemble("  .text\n  .globl _start\n_start:\n" + source, "prog.s", xp, reader)},
             {"system.o", toolchain::assemble(frontend::read_source(system), system, xp, reader)}},
            options);
        toolchain::write_elf_file((top / "prog").string(), program);
    }
    ~Workspace() { fs::remove_all(top); }

    // `xp860 run OPTIONS prog`, started in the workspace, stdout and stderr apart.
    Separated run(const std::string& options = "") const {
        const fs::path err = top / "stderr.txt";
        const std::string command = "cd " + top.string() + " && " + (test::tool_dir() / "xp860").string() + " run " +
                                    options + " prog 2>" + err.string();
        Separated result;
        FILE* pipe = popen(command.c_str(), "r");
        REQUIRE(pipe != nullptr);
        char buffer[4096];
        for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) result.out.append(buffer, n);
        const int status = pclose(pipe);
        result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        result.err = contents(err);
        return result;
    }
    fs::path top;
};

const std::string kWriteBoth =
    "  mov 1,%r16\n  orh h%out,%r0,%r17\n  or l%out,%r17,%r17\n  call __xp860_write\n  mov 4,%r18\n"
    "  mov 2,%r16\n  orh h%err,%r0,%r17\n  or l%err,%r17,%r17\n  call __xp860_write\n  mov 4,%r18\n";
const std::string kStrings = "  .data\nout: .ascii \"out\\n\"\nerr: .ascii \"err\\n\"\nname: .asciz \"made.txt\"\n";

}  // namespace

TEST_CASE("exit(n): the status is n & 0xff, stdout and stderr exactly what the program wrote") {
    const Workspace three(kWriteBoth + "  call __xp860_exit\n  mov 3,%r16\n" + kStrings);
    const Separated run = three.run();
    CHECK(run.status == 3);
    CHECK(run.out == "out\n");
    CHECK(run.err == "err\n");
    const Workspace wrapped("  orh 0x1,%r0,%r16\n  call __xp860_exit\n  or 0x107,%r16,%r16\n");  // 0x10107
    CHECK(wrapped.run().status == 7);

    // --stats adds the summary to stderr, after the program's own; --json keeps the
    // program's output in its object, and the status is the same.
    const Separated stats = three.run("--stats");
    CHECK(stats.status == 3);
    CHECK(stats.out == "out\n");
    CHECK(stats.err.starts_with("err\nprog: halted (exit) at 0x"));
    CHECK(stats.err.find(", status 3\n  cycles ") != std::string::npos);
    const Separated json = three.run("--json");
    CHECK(json.status == 3);
    CHECK(json.err.empty());
    CHECK(json.out.starts_with("{\n"));
    CHECK(json.out.find("\"halted\": \"exit\",\n  \"status\": 3,") != std::string::npos);
    CHECK(json.out.find("\"stdout\": \"out\\n\",\n  \"stderr\": \"err\\n\",") != std::string::npos);
}

TEST_CASE("abort() and unhandled traps: a message on stderr and a signal-like status") {
    const Separated aborted = Workspace(kWriteBoth + "  call __xp860_abort\n  nop\n" + kStrings).run();
    CHECK(aborted.status == 134);
    CHECK(aborted.out == "out\n");
    CHECK(aborted.err == "err\nxp860 run: prog: abort() called\n");

    // A load from 0xe0000000, where nothing answers: DAT at that ld.l (0x10004).
    const Separated fault = Workspace("  orh 0xe000,%r0,%r4\n  ld.l 0(%r4),%r5\n  br .\n  nop\n").run();
    CHECK(fault.status == 139);
    CHECK(fault.out.empty());
    CHECK(fault.err.starts_with("xp860 run: prog: unhandled data-access trap at 0x00010004\n"
                                "prog: halted (trap) at 0x00010004, trap DAT\n"));
    // A jump to where nothing answers: IAT.
    const Separated fetch = Workspace("  orh 0xe000,%r0,%r4\n  bri %r4\n  nop\n").run();
    CHECK(fetch.status == 139);
    CHECK(fetch.err.starts_with("xp860 run: prog: unhandled instruction-access trap at 0xe0000000\n"));
    // The breakpoint (IT): the examples end this way.
    const Separated breakpoint = Workspace("  trap %r0,%r0,%r0\n").run();
    CHECK(breakpoint.status == 132);
    CHECK(breakpoint.err.starts_with("xp860 run: prog: unhandled instruction trap at 0x00010000\n"));
    // A `br .` halt is as before: status 0, the summary (now on stderr), nothing on stdout.
    const Separated halted = Workspace("  br .\n  nop\n").run();
    CHECK(halted.status == 0);
    CHECK(halted.out.empty());
    CHECK(halted.err.starts_with("prog: halted (self-branch) at 0x00010000\n"));
    // The cycle limit: 124, as timeout(1).
    const Separated limited = Workspace("1: adds 1,%r4,%r4\n  br 1b\n  nop\n").run("--max-cycles 100");
    CHECK(limited.status == 124);
    CHECK(limited.err.starts_with("xp860 run: prog: cycle limit reached at 0x0001000"));
}

TEST_CASE("one node has no cycle limit unless --max-cycles gives one") {
    // 2^26 passes of a two-instruction loop, at least 2 cycles a pass, so over 100
    // million cycles (the old default budget), then exit(7 + the count left, 0).
    const std::string program =
        "  orh 0x0400,%r0,%r5\n1: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        "  call __xp860_exit\n  adds 7,%r5,%r16\n";
    const Workspace loop(program);
    const Separated unbounded = loop.run();
    CHECK(unbounded.status == 7);
    CHECK(unbounded.err.empty());
    const Separated bounded = loop.run("--max-cycles 100000000");
    CHECK(bounded.status == 124);
}

TEST_CASE("files go beneath the folder xp860 run started in, or --fs DIR; --no-fs refuses them") {
    // open("made.txt", O_WRONLY|O_CREAT|O_TRUNC, 0644), write "out\n", close; exit(the fd).
    const std::string program =
        "  orh h%name,%r0,%r16\n  or l%name,%r16,%r16\n  mov 0x241,%r17\n  call __xp860_open\n  mov 0x1a4,%r18\n"
        "  mov %r16,%r4\n  orh h%out,%r0,%r17\n  or l%out,%r17,%r17\n  mov 4,%r18\n  call __xp860_write\n"
        "  mov %r4,%r16\n  call __xp860_close\n  mov %r4,%r16\n  call __xp860_exit\n  mov %r4,%r16\n" + kStrings;
    const Workspace files(program);
    CHECK(files.run().status == 3);
    CHECK(contents(files.top / "made.txt") == "out\n");
    fs::create_directory(files.top / "elsewhere");
    CHECK(files.run("--fs elsewhere").status == 3);
    CHECK(contents(files.top / "elsewhere" / "made.txt") == "out\n");
    fs::remove(files.top / "made.txt");
    const Separated refused = files.run("--no-fs");
    CHECK(refused.status == 255);  // open's -1, & 0xff
    CHECK_FALSE(fs::exists(files.top / "made.txt"));
    const Separated bad_root = files.run("--fs absent");
    CHECK(bad_root.status == 1);
    CHECK(bad_root.err == "absent: cannot use as the guest's file root: No such file or directory\n");
}

TEST_CASE("the console and the program's stdout reach stdout in the order written") {
    const std::string console = "  orh 0xf000,%r0,%r5\n  or 0x1000,%r5,%r5\n  mov 0x41,%r6\n  st.b %r6,0(%r5)\n";
    const Workspace mixed(console + kWriteBoth + "  mov 0x42,%r6\n  st.b %r6,0(%r5)\n  call __xp860_exit\n  mov 0,%r16\n" +
                          kStrings);
    const Separated run = mixed.run();
    CHECK(run.status == 0);
    CHECK(run.out == "Aout\nB");
    CHECK(run.err == "err\n");
    CHECK(mixed.run("--json").out.find("\"console\": \"AB\",\n  \"stdout\": \"out\\n\",") != std::string::npos);
}

TEST_CASE("xp860 run --mesh with the kernel: each process's stdout and stderr under its node, files beneath the root") {
    const std::string program =
        "  orh h%name,%r0,%r16\n  or l%name,%r16,%r16\n  mov 0x241,%r17\n  call __xp860_open\n  mov 0x1a4,%r18\n"
        "  mov %r16,%r4\n" +
        kWriteBoth + "  call __xp860_exit\n  mov %r4,%r16\n" + kStrings;
    const Workspace process(program, "process.s", 0x40000000);
    const std::string booted = "--mesh 1x1 --rom " + (test::build_dir() / "roms/boot/rom.rom").string() + " --kernel " +
                               (test::build_dir() / "kernel/kernel").string();
    const Separated run = process.run(booted);
    CHECK(run.status == 0);
    CHECK(run.out.starts_with("node 0: exit 3 at "));  // in the kernel's SYS_HOST
    CHECK(run.out.find("\n  | xp860 kernel: node 0, profile osf1\n  | out\n  ! err\nmachine: 1 nodes, ") !=
          std::string::npos);
    CHECK(fs::exists(process.top / "made.txt"));  // open() made it; its fd 3 is exit's status
    CHECK(process.run(booted + " --no-fs").out.starts_with("node 0: exit -1 at "));
}
