// cc.process: a C program built with `xp860-cc -mprocess` (crt0-process at
// USER_BASE, the NX library) runs as a process under the kernel on every node of a
// mesh, calling mynode/numnodes and writing to the console through NX calls.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "tests/test_support.h"

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
    const auto bin = xp860::test::tool_dir();
    const auto build = xp860::test::build_dir();
    const auto program = (dir / "nodes").string();
    const auto compiled = xp860::test::run_command((bin / "xp860-cc").string() + " -mprocess -o " + program + " " +
                                                   (dir / "nodes.c").string());
    INFO(compiled.output);
    REQUIRE(compiled.status == 0);
    const auto ran = xp860::test::run_command((bin / "xp860").string() + " run --mesh 2x1 --rom " +
                                              (build / "roms/boot/rom.rom").string() + " --kernel " +
                                              (build / "kernel/kernel").string() + " " + program);
    INFO(ran.output);
    CHECK(ran.output.find("node 0 of 2, square 9") != std::string::npos);  // (2 + 1)^2
    CHECK(ran.output.find("node 1 of 2, square 9") != std::string::npos);
    std::filesystem::remove_all(dir);
}
