// The host-call device from guest code (mmu/host_device.h, docs/host-device.md): its
// registers, what each call hands the host, errors for bad pointers and fds, the
// DMA's cost and coherence with the data cache, and exit/abort ending the run. The
// host side is a recording fake here; frontend.host_files tests the real one.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "cpu/cycle_model.h"
#include "cpu/little_endian.h"
#include "tests/cpu/program_run.h"

using namespace xp860;
using network::RunResult;
namespace host = mmu::host;

namespace {

// Records each call as text and answers with fixed values.
class FakeHost final : public mmu::HostSystem {
public:
    mmu::HostReply open(std::string_view path, std::uint32_t flags, std::uint32_t mode) override {
        log.push_back("open " + std::string(path) + " " + std::to_string(flags) + " " + std::to_string(mode));
        return {7, host::kNone};
    }
    mmu::HostReply close(int fd) override {
        log.push_back("close " + std::to_string(fd));
        return {};
    }
    mmu::HostReply read(int fd, std::span<std::uint8_t> bytes) override {
        log.push_back("read " + std::to_string(fd) + " " + std::to_string(bytes.size()));
        const std::size_t n = std::min(bytes.size(), to_read.size());
        std::copy_n(to_read.begin(), n, bytes.begin());
        return {static_cast<std::int32_t>(n), host::kNone};
    }
    mmu::HostReply write(int fd, std::span<const std::uint8_t> bytes) override {
        log.push_back("write " + std::to_string(fd) + " " + std::string(bytes.begin(), bytes.end()));
        return {static_cast<std::int32_t>(bytes.size()), host::kNone};
    }
    mmu::HostReply seek(int fd, std::int32_t offset, std::uint32_t whence) override {
        log.push_back("seek " + std::to_string(fd) + " " + std::to_string(offset) + " " + std::to_string(whence));
        return {offset + 100, host::kNone};
    }
    mmu::HostReply remove(std::string_view path) override {
        log.push_back("remove " + std::string(path));
        return {};
    }
    mmu::HostReply rename(std::string_view from, std::string_view to) override {
        log.push_back("rename " + std::string(from) + " " + std::string(to));
        return {};
    }
    mmu::HostReply time() override { return {1234567890, host::kNone}; }
    std::vector<mmu::HostOpenFile> open_files() const override { return {}; }
    void reopen(std::span<const mmu::HostOpenFile>) override {}

    std::vector<std::string> log;
    std::string to_read = "ABCDEFGH";
};

// Guest code for one call: ARG0.. from `arguments` (assembler expressions), CALL,
// then RESULT into r20 and ERROR into r22.
std::string call_source(std::uint32_t call, const std::vector<std::string>& arguments) {
    std::string text = "  orh 0xf000,%r0,%r30\n  or 0x3000,%r30,%r30\n";
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string r = "%r" + std::to_string(16 + i);
        text += "  orh h%" + arguments[i] + ",%r0," + r + "\n  or l%" + arguments[i] + "," + r + "," + r + "\n";
        text += "  st.l " + r + "," + std::to_string(4 * i) + "(%r30)\n";
    }
    text += "  mov " + std::to_string(call) + ",%r21\n  st.l %r21,16(%r30)\n";
    text += "  ld.l 20(%r30),%r20\n  ld.l 24(%r30),%r22\n";
    return text;
}

struct CallRun {
    test::ProgramRun run;
    std::int32_t result;
    std::uint32_t error;
    std::string output;  // what fd 1 received
};

CallRun run_call(const std::string& source, mmu::HostSystem* system, const test::ProgramSetup& setup = {}) {
    auto node = test::node_with_program(source + "\n  .text\n  trap %r0,%r0,%r0\n", setup);
    node->host().set_system(system);
    CallRun call{test::finish(*node), 0, 0, node->host().output(1)};
    REQUIRE(call.run.result.halt == RunResult::Halt::UnhandledTrap);
    call.result = static_cast<std::int32_t>(call.run.state.r[20]);
    call.error = call.run.state.r[22];
    return call;
}

const std::string kData =
    "  .data\n  .align 32\nmessage: .ascii \"hello, world\\n\"\n  .align 32\n"
    "path: .asciz \"dir/file.txt\"\nother: .asciz \"renamed\"\n  .align 32\nbuffer: .space 64\n";

}  // namespace

TEST_CASE("a write to fd 1 reaches the output; its cost beyond the instructions is the bus's alone") {
    // Ideal timing: 2 + 3 * 3 + 2 + 2 = 15 instructions before the breakpoint, one
    // clock each, and the breakpoint's issue clock plus kTrapEntry: no cycle for the
    // host's work (the ASSUMPTION in docs/host-device.md).
    const CallRun call = run_call(call_source(host::kWrite, {"1", "message", "13"}) + kData, nullptr);
    CHECK(call.output == "hello, world\n");
    CHECK(call.result == 13);
    CHECK(call.error == 0);
    CHECK(call.run.state.instructions == 15);
    CHECK(call.run.state.cycles == 15 + 1 + cpu::timing::kTrapEntry);
}

TEST_CASE("the device's DMA costs what the bus's transfers cost, and the RESULT read waits for it") {
    // Modelled timing. The same program with a count of 0 moves nothing; 64 bytes
    // are one first transfer and seven bursts, 8 bytes one first transfer, and the
    // RESULT read, the next bus cycle, waits for them.
    FakeHost fake;
    const auto cycles = [&](const char* count) {
        return run_call(call_source(host::kWrite, {"3", "buffer", count}) + kData, &fake, test::kModelled)
            .run.state.cycles;
    };
    const std::uint64_t none = cycles("0");
    CHECK(cycles("64") - none == cpu::timing::kBusFirstTransfer + 7 * cpu::timing::kBusBurstTransfer);
    CHECK(cycles("8") - none == cpu::timing::kBusFirstTransfer);
    CHECK(fake.log.at(0) == "write 3 ");
}

TEST_CASE("a DMA read of a line the data cache holds modified writes it back first") {
    FakeHost fake;
    const std::string store = "  orh h%buffer,%r0,%r4\n  or l%buffer,%r4,%r4\n  ld.l 0(%r4),%r5\n"
                              "  mov 0x5a59,%r5\n  st.s %r5,0(%r4)\n";  // the line is filled, then modified
    const CallRun call =
        run_call(store + call_source(host::kWrite, {"3", "buffer", "2"}) + kData, &fake, test::kModelled);
    CHECK(fake.log == std::vector<std::string>{"write 3 YZ"});
    CHECK(call.run.statistics.write_backs == 1);
}

TEST_CASE("read: the host's bytes land in RAM by DMA and the data cache's stale copy is dropped") {
    FakeHost fake;
    const std::string source = "  orh h%buffer,%r0,%r4\n  or l%buffer,%r4,%r4\n  ld.l 0(%r4),%r5\n" +
                               call_source(host::kRead, {"5", "buffer", "6"}) + "  ld.l 0(%r4),%r6\n  ld.l 4(%r4),%r7\n" +
                               kData;
    const CallRun call = run_call(source, &fake, test::kModelled);
    CHECK(call.result == 6);
    CHECK(call.run.state.r[5] == 0);
    CHECK(call.run.state.r[6] == 0x44434241u);  // "ABCD", little-endian
    CHECK(call.run.state.r[7] == 0x00004645u);  // "EF", then the buffer's zeros
    CHECK(fake.log == std::vector<std::string>{"read 5 6"});
}

TEST_CASE("paths are read up to their NUL within their limit; open, remove, rename, seek, close, time") {
    FakeHost fake;
    CHECK(run_call(call_source(host::kOpen, {"path", "4096", "0x241", "0x1a4"}) + kData, &fake).result == 7);
    CHECK(run_call(call_source(host::kRemove, {"path", "13"}) + kData, &fake).result == 0);
    CHECK(run_call(call_source(host::kRename, {"path", "4096", "other", "8"}) + kData, &fake).result == 0);
    CHECK(run_call(call_source(host::kSeek, {"3", "0xfffffffe", "2"}), &fake).result == 98);
    CHECK(run_call(call_source(host::kClose, {"4"}), &fake).result == 0);
    CHECK(run_call(call_source(host::kTime, {}), &fake).result == 1234567890);
    CHECK(fake.log == std::vector<std::string>{"open dir/file.txt 577 420", "remove dir/file.txt",
                                               "rename dir/file.txt renamed", "seek 3 -2 2", "close 4"});

    // "dir/file.txt" is 12 bytes: a limit of 12 leaves out its NUL, which runs out of
    // what the caller may read (EFAULT); the device reads no more than 4096 bytes.
    const CallRun cut = run_call(call_source(host::kRemove, {"path", "12"}) + kData, &fake);
    CHECK(cut.result == -1);
    CHECK(cut.error == host::kFault);
    const CallRun endless =
        run_call(call_source(host::kOpen, {"path", "0xffffffff", "0", "0"}) + "  .data\npath: .space 8192, 0x41\n", &fake);
    CHECK(endless.error == host::kNameTooLong);
    // A path that starts in RAM and runs past its end (1 MB here): its last 8 bytes "AAAAAAAA".
    const std::string fill = "  orh 0x000f,%r0,%r4\n  or 0xfff8,%r4,%r4\n  orh 0x4141,%r0,%r5\n  or 0x4141,%r5,%r5\n"
                             "  st.l %r5,0(%r4)\n  st.l %r5,4(%r4)\n";
    CHECK(run_call(fill + call_source(host::kRemove, {"0xffff8", "4096"}), &fake).error == host::kFault);
    CHECK(fake.log.size() == 5);
}

TEST_CASE("bad pointers, counts, fds and calls fail with -1 and a reason, never a host fault") {
    FakeHost fake;
    const auto error = [&](std::uint32_t call, const std::vector<std::string>& arguments) {
        const CallRun run = run_call(call_source(call, arguments) + kData, &fake);
        CHECK(run.result == -1);
        return run.error;
    };
    CHECK(error(host::kWrite, {"1", "0x00100000", "1"}) == host::kFault);   // just past RAM
    CHECK(error(host::kWrite, {"1", "0x000ffff0", "17"}) == host::kFault);  // runs past it
    CHECK(error(host::kRead, {"3", "0xfffffff0", "0x20"}) == host::kFault); // wraps round 0
    CHECK(error(host::kWrite, {"1", "message", "0x80000000"}) == host::kInvalid);
    CHECK(error(host::kWrite, {"0", "message", "1"}) == host::kBadFd);
    CHECK(error(host::kRead, {"1", "buffer", "1"}) == host::kBadFd);
    CHECK(error(host::kWrite, {"-1", "message", "1"}) == host::kBadFd);
    CHECK(error(host::kSeek, {"1", "0", "0"}) == host::kIllegalSeek);
    CHECK(error(0, {}) == host::kNoSuchCall);
    CHECK(error(12, {}) == host::kNoSuchCall);
    CHECK(fake.log.empty());
    // stdin reads at end of file; with no host system, files and the clock fail.
    CHECK(run_call(call_source(host::kRead, {"0", "buffer", "8"}) + kData, &fake).result == 0);
    CHECK(run_call(call_source(host::kOpen, {"path", "4096", "0", "0"}) + kData, nullptr).error == host::kNoSuchCall);
    CHECK(run_call(call_source(host::kTime, {}), nullptr).error == host::kNoSuchCall);
    CHECK(run_call(call_source(host::kWrite, {"3", "message", "1"}) + kData, nullptr).error == host::kBadFd);
}

TEST_CASE("arguments: the block's size, then argc, argv made from the view, a null, the strings") {
    // {"prog", "a b", ""}: five words (argc, three pointers, the null) = 20 bytes, then
    // "prog\0" at 20, "a b\0" at 25, "\0" at 29: 30 bytes. The view (where the program
    // sees the block) differs from the buffer, as in a process.
    const auto run = [](const std::string& count, const std::string& buffer) {
        auto node = test::node_with_program(call_source(host::kArguments, {"0x40000000", buffer, count}) +
                                            "\n  .text\n  trap %r0,%r0,%r0\n");
        node->host().set_arguments({"prog", "a b", ""});
        const test::ProgramRun ran = test::finish(*node);
        const auto bytes = node->memory().bytes(0x80000, 32);
        return std::make_tuple(static_cast<std::int32_t>(ran.state.r[20]), ran.state.r[22],
                               std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
    };
    const auto [size, size_error, untouched] = run("0", "0");
    CHECK(size == 30);
    CHECK(size_error == 0);
    const auto [small, small_error, nothing] = run("29", "0x80000");
    CHECK(small == 30);
    CHECK(nothing == std::vector<std::uint8_t>(32, 0));  // too small: nothing written
    const auto [written, written_error, block] = run("30", "0x80000");
    CHECK(written == 30);
    const auto word = [&block](std::size_t i) { return cpu::load_little_endian(std::span(block).subspan(4 * i, 4)); };
    CHECK(word(0) == 3);
    CHECK(word(1) == 0x40000000 + 20);
    CHECK(word(2) == 0x40000000 + 25);
    CHECK(word(3) == 0x40000000 + 29);
    CHECK(word(4) == 0);
    CHECK(std::string(block.begin() + 20, block.begin() + 30) == std::string("prog\0a b\0\0", 10));
    CHECK(block[30] == 0);  // nothing past the block
    const auto [outside, outside_error, unused] = run("30", "0x000ffff0");  // runs past the 1 MB of RAM
    CHECK(outside == -1);
    CHECK(outside_error == host::kFault);
}

TEST_CASE("fd 0 reads an input source when one is set; a snapshot after it has read is refused") {
    auto node = test::node_with_program(call_source(host::kRead, {"0", "0x80000", "8"}) +
                                        "\n  .text\n  trap %r0,%r0,%r0\n");
    const std::string input = "42\n";
    node->host().set_input([&input](std::span<std::uint8_t> bytes) -> std::optional<std::size_t> {
        std::copy(input.begin(), input.end(), bytes.begin());
        return input.size();
    });
    snapshot::SnapshotWriter before;
    node->host().save(before);  // nothing read yet
    const test::ProgramRun ran = test::finish(*node);
    CHECK(ran.state.r[20] == 3);
    const auto bytes = node->memory().bytes(0x80000, 4);
    CHECK(std::string(bytes.begin(), bytes.end()) == std::string("42\n\0", 4));
    snapshot::SnapshotWriter after;
    CHECK_THROWS_WITH_AS(node->host().save(after),
                         "the program has read 3 bytes of the host's stdin (--stdin), which a snapshot cannot hold",
                         snapshot::SnapshotError);
}

TEST_CASE("exit and abort end the run after the calling instruction, in run() and step()") {
    const std::string exit = call_source(host::kExit, {"300"}) + "  br .\n  nop\n";
    const test::ProgramRun run = test::run_program(exit);
    CHECK(run.result.halt == RunResult::Halt::Exit);
    CHECK(run.result.status == 300);
    // The CALL store is the 7th instruction; the run stops before the 8th (the ld).
    CHECK(run.state.instructions == 7);
    CHECK(run.result.pc == test::kText + 28);

    auto node = test::node_with_program(call_source(host::kAbort, {}) + "  br .\n  nop\n");
    std::optional<RunResult> halt;
    int steps = 0;
    while (!halt && steps < 10) halt = node->step().halt, ++steps;
    REQUIRE(halt.has_value());
    CHECK(halt->halt == RunResult::Halt::Abort);
    CHECK(steps == 4);  // the base address (2), mov, the CALL store
    CHECK(network::halt_name(halt->halt) == "abort");
}
