// cc.process: a C program built with `xp860-cc -mprocess` (crt0-process at
// USER_BASE, the NX library) runs as a process under the kernel on every node of a
// mesh, calling mynode/numnodes and writing to the console through NX calls.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/test_support.h"

namespace {

// Builds `files` (in `dir`) with xp860-cc -mprocess and runs the program on a 2x1
// mesh under the kernel; returns what the run printed.
std::string run_as_process(const std::filesystem::path& dir, const std::string& files) {
    const auto bin = xp860::test::tool_dir();
    const auto build = xp860::test::build_dir();
    const auto program = (dir / "program").string();
    const auto compiled = xp860::test::run_command("cd " + dir.string() + " && " + (bin / "xp860-cc").string() +
                                                   " -mprocess -o " + program + " " + files);
    INFO(compiled.output);
    REQUIRE(compiled.status == 0);
    return xp860::test::run_command((bin / "xp860").string() + " run --mesh 2x1 --rom " +
                                    (build / "roms/boot/rom.rom").string() + " --kernel " +
                                    (build / "kernel/kernel").string() + " " + program)
        .output;
}

}  // namespace

TEST_CASE("a compiled program runs as a process on each node") {
    const auto dir = xp860::test::make_temp_dir("cc_process");
    std::ofstream(dir / "nodes.c") << "long mynode(void);\n"
                                      "long numnodes(void);\n"
                                      "long write(char *buf, long count);\n"
                                      "static int square(int x) { return x * x; }\n"
                                      "int main(void) {\n"
                                      "    char msg[] = \"node X of N, square S\\n\";\n"
                                      "    msg[5] = (char)('0' + mynode());\n"
                                      "    msg[10] = (char)('0' + numnodes());\n"
                                      "    msg[20] = (char)('0' + square((int)numnodes() + 1));\n"
                                      "    write(msg, sizeof msg - 1);\n"
                                      "    return 0;\n"
                                      "}\n";
    const std::string ran = run_as_process(dir, "nodes.c");
    INFO(ran);
    CHECK(ran.find("node 0 of 2, square 9") != std::string::npos);  // (2 + 1)^2
    CHECK(ran.find("node 1 of 2, square 9") != std::string::npos);
    // Without the C library, main's 0 reaches the NX library's _exit, the kernel's exit call.
    CHECK(ran.find("exit 0") != std::string::npos);
    std::filesystem::remove_all(dir);
}

// The C library's exit must be the one crt0-process calls, with no clash with the NX
// library (whose call is _exit): an exit in the program's own objects stands for it
// here.
TEST_CASE("crt0-process calls the exit the program links, else the NX library's _exit") {
    const auto dir = xp860::test::make_temp_dir("cc_process_exit");
    std::ofstream(dir / "main.c") << "long write(char *buf, long count);\n"
                                     "int main(void) { write(\"main\\n\", 5); return 7; }\n";
    // Writes "own exit", then ends with the kernel's exit call (SYS_EXIT is 0,
    // kernel/syscalls.i) and twice the status, so the kernel prints "exit 14".
    std::ofstream(dir / "own_exit.s") << "        .text\n"
                                         "        .globl exit\n"
                                         "exit:   adds %r16,%r16,%r4\n"
                                         "        orh h%message,%r0,%r16\n"
                                         "        or l%message,%r16,%r16\n"
                                         "        call write\n"
                                         "        or 9,%r0,%r17\n"
                                         "        mov %r4,%r16\n"
                                         "        mov 0,%r31\n"
                                         "        trap %r31,%r31,%r0\n"
                                         "        .data\n"
                                         "message: .ascii \"own exit\\n\"\n";
    const std::string ran = run_as_process(dir, "main.c own_exit.s");
    INFO(ran);
    CHECK(ran.find("  | main\n  | own exit\n  | exit 14\n") != std::string::npos);  // each node's console
    std::filesystem::remove_all(dir);
}

// infocount, infonode, infotype: node 0 sends 3 bytes of type 7, then 5 bytes of
// type 9; node 1 takes them with crecv and with irecv/msgwait into 16-byte buffers.
// Before any receive the three are -1 (kernel/messages.s); after each, the sender's
// count, not the buffer's, node 0, and the type, whatever the typesel was.
TEST_CASE("infocount, infonode and infotype describe the last message received") {
    const auto dir = xp860::test::make_temp_dir("cc_process_info");
    std::ofstream(dir / "info.c") << "#include <nx.h>\n"
                                     "long write(char *buf, long count);\n"
                                     "static void put(long v) {\n"
                                     "    char text[2] = {v < 0 ? '-' : (char)('0' + v), ' '};\n"
                                     "    write(text, 2);\n"
                                     "}\n"
                                     "static void info(void) { put(infocount()); put(infonode()); put(infotype()); }\n"
                                     "int main(void) {\n"
                                     "    char buf[16] = \"abcdefgh\";\n"
                                     "    if (mynode() == 0) {\n"
                                     "        csend(7, buf, 3, 1, 0);\n"
                                     "        csend(9, buf, 5, 1, 0);\n"
                                     "        return 0;\n"
                                     "    }\n"
                                     "    write(\"info \", 5);\n"
                                     "    info();\n"
                                     "    crecv(-1, buf, sizeof buf);\n"
                                     "    info();\n"
                                     "    msgwait(irecv(9, buf, sizeof buf));\n"
                                     "    info();\n"
                                     "    write(\"\\n\", 1);\n"
                                     "    return 0;\n"
                                     "}\n";
    const std::string ran = run_as_process(dir, "info.c");
    INFO(ran);
    CHECK(ran.find("info - - - 3 0 7 5 0 9 \n") != std::string::npos);
    std::filesystem::remove_all(dir);
}
