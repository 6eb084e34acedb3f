// The C library's system layer from assembly (tests/kernel/programs/host_calls.s):
// linked with roms/libc/sys/bare.s on a bare node, and with process.s as a process
// under the kernel in both profiles, through SYS_HOST and the host-call device, with
// files beneath a temporary root. The results are what the contract and the device
// say each call returns; the kernel's run differs only where a pointer is RAM but
// not the process's.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>

#include "cpu/little_endian.h"

#include "frontend/host_files.h"
#include "frontend/program_loader.h"
#include "frontend/source_files.h"
#include "tests/kernel/booted_machine.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

using namespace xp860;
namespace fs = std::filesystem;

namespace {

// tests/kernel/programs/NAME linked with the system layer `layer` (bare.s or
// process.s) at `text`.
toolchain::ObjectFile linked(const std::string& layer, std::uint32_t text, const std::string& name = "host_calls.s") {
    const toolchain::AssemblerOptions xp{.intel_syntax = false, .xp = true};
    const auto reader = frontend::include_reader({test::source_dir() / "kernel", test::source_dir() / "roms/libc/sys"});
    const auto program_path = (test::source_dir() / "tests/kernel/programs" / name).string();
    const auto layer_path = (test::source_dir() / "roms/libc/sys" / layer).string();
    toolchain::LinkOptions options;
    options.text_address = text;
    return toolchain::link({{"host_calls.o", toolchain::assemble(frontend::read_source(program_path), program_path, xp, reader)},
                            {layer + ".o", toolchain::assemble(frontend::read_source(layer_path), layer_path, xp, reader)}},
                           options);
}

struct Root {
    Root() {
        std::string pattern = (fs::temp_directory_path() / "xp860-host-calls-XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        top = pattern;
        fs::create_directory(top / "root");
        std::ofstream(top / "escape") << "outside";
    }
    ~Root() { fs::remove_all(top); }
    fs::path top;
};

// results[0..13] as host_calls.s stores them.
std::vector<std::int32_t> results(const std::function<std::uint32_t(std::uint32_t)>& word, std::uint32_t base) {
    std::vector<std::int32_t> values;
    for (std::uint32_t i = 0; i < 14; ++i) values.push_back(static_cast<std::int32_t>(word(base + 4 * i)));
    return values;
}

// What every call returns, in order; `own_memory_write` is the write of 4 bytes at
// physical 0x1000 (RAM on a bare node, refused under the kernel).
void check_results(const std::vector<std::int32_t>& r, std::int32_t own_memory_write) {
    CHECK(r[0] == 6);    // write(1, "hello\n", 6)
    CHECK(r[1] == 3);    // open(out.txt) -> the first file fd
    CHECK(r[2] == 6);    // write(fd, ...)
    CHECK(r[3] == 0);    // close
    CHECK(r[4] == 3);    // open for reading: 3 is free again
    CHECK(r[5] == 6);    // read(fd, buffer, 64): the file's 6 bytes
    CHECK(r[6] == 4);    // lseek(fd, -2, SEEK_END) in a 6-byte file
    CHECK(r[7] == 0);    // close
    CHECK(r[8] == 0);    // rename
    CHECK(r[9] == 0);    // remove
    CHECK(r[10] == -1);  // open("../escape"): outside the root
    CHECK(r[11] == -1);  // write from 0xe0000000: not RAM
    CHECK(r[12] == own_memory_write);
    const std::int64_t now = std::time(nullptr);
    CHECK(r[13] <= now);
    CHECK(r[13] > now - 600);  // time(): the host's clock, read during this test
}

}  // namespace

TEST_CASE("the system layer on a bare node: every call, then exit(42)") {
    Root root;
    frontend::HostFiles files((root.top / "root").string());
    const auto program = linked("bare.s", 0x10000);
    network::Node node(network::NodeConfig{.ram_bytes = 1u << 20, .rom_image = {}, .timing = mmu::MemoryTiming::Modelled});
    frontend::load_program(node, program, "host_calls");
    node.host().set_system(&files);
    const network::RunResult result = node.run(1'000'000);
    CHECK(result.halt == network::RunResult::Halt::Exit);
    CHECK(result.status == 42);
    CHECK(node.host().output(1) == "hello\n");
    CHECK(node.host().output(2) == std::string(4, '\0'));  // the 4 bytes at 0x1000: zeros
    check_results(results([&](std::uint32_t a) { return cpu::load_little_endian(node.memory().bytes(a, 4)); }, test::symbol(program, "results")),
                  4);
    const auto buffer = node.memory().bytes(test::symbol(program, "buffer"), 6);
    CHECK(std::string(buffer.begin(), buffer.end()) == "hello\n");  // what read() brought back
    CHECK(fs::is_empty(root.top / "root"));  // created, renamed, removed
}

TEST_CASE("the system layer in a process: SYS_HOST passes each call through, pointers checked, both profiles") {
    for (const auto profile : {kernel::Profile::Osf1, kernel::Profile::Light}) {
        CAPTURE(kernel::profile_name(profile));
        Root root;
        frontend::HostFiles files((root.top / "root").string());
        const auto program = linked("process.s", 0x40000000);
        auto booted = test::boot_machine(1, 1, program, profile);
        network::Node& node = booted.machine->node(0);
        node.host().set_system(&files);
        REQUIRE(booted.machine->run(2'000'000));
        const auto& halt = booted.machine->halt(0);
        REQUIRE(halt.has_value());
        CHECK(halt->halt == network::RunResult::Halt::Exit);
        CHECK(halt->status == 42);
        CHECK(node.host().output(1) == "hello\n");
        CHECK(node.host().output(2).empty());
        check_results(results([&](std::uint32_t a) { return test::user_word(booted, 0, a); },
                              test::symbol(program, "results")),
                      -1);
        CHECK(fs::is_empty(root.top / "root"));
    }
}

TEST_CASE("SYS_HOST keeps paths and buffers inside the process: a path is cut at its end, a buffer across it refused") {
    Root root;
    // Were the path read past the process, the RAM after it (zeros) would end it, and
    // "AAAA" would open.
    std::ofstream(root.top / "root" / "AAAA") << "reachable";
    frontend::HostFiles files((root.top / "root").string());
    const auto program = linked("process.s", 0x40000000, "host_bounds.s");
    auto booted = test::boot_machine(1, 1, program);
    booted.machine->node(0).host().set_system(&files);
    REQUIRE(booted.machine->run(2'000'000));
    REQUIRE(booted.machine->halt(0)->halt == network::RunResult::Halt::Exit);
    const std::uint32_t base = test::symbol(program, "results");
    CHECK(static_cast<std::int32_t>(test::user_word(booted, 0, base)) == -1);
    CHECK(static_cast<std::int32_t>(test::user_word(booted, 0, base + 4)) == -1);
    CHECK(test::user_word(booted, 0, base + 8) == 4);
    CHECK(booted.machine->node(0).host().output(1) == "AAAA");
}
