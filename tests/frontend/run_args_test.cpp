// `xp860 run PROG ARGS...` and `--stdin` on C programs built with xp860-cc: main's
// argc and argv are PROG as typed and the words after it, options of xp860's
// included; --stdin gives fd 0 the host's stdin, which is at end of file without it;
// the same arguments reach every process of a kernel machine.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/test_support.h"

using namespace xp860;
namespace fs = std::filesystem;

namespace {

// Prints argc and each argument between < and >, and says whether argv ends in a null.
const char* const kShowArguments = R"(#include <stdio.h>
int main(int argc, char **argv) {
    printf("argc %d\n", argc);
    for (int i = 0; i < argc; i++) printf("<%s>\n", argv[i]);
    printf("%s\n", argv[argc] ? "no null" : "null");
    return 0;
}
)";

// A number by scanf, a character by getchar, then each line by fgets, then "end".
const char* const kReadInput = R"(#include <stdio.h>
int main(void) {
    int n = -7;
    char line[32];
    int got = scanf("%d", &n);
    int c = getchar();
    printf("scanf %d n %d getchar %d\n", got, n, c);
    while (fgets(line, sizeof line, stdin)) printf("line <%s>\n", line);
    printf("end\n");
    return 0;
}
)";

struct Programs {
    Programs() : top(test::make_temp_dir("xp860-run-args")) {
        build("args", kShowArguments, "");
        build("input", kReadInput, "");
        build("args-process", kShowArguments, "-mprocess ");
    }
    ~Programs() { fs::remove_all(top); }

    void build(const std::string& name, const char* source, const std::string& flags) const {
        std::ofstream(top / (name + ".c")) << source;
        const auto built = test::run_command("cd " + top.string() + " && " + (test::tool_dir() / "xp860-cc").string() +
                                             " " + flags + "-O2 -o " + name + " " + name + ".c");
        REQUIRE_MESSAGE(built.status == 0, built.output);
    }
    // `xp860 run WORDS`, in the folder, stdin from `input` (a printf format's text) or
    // from /dev/null; stderr apart from stdout unless `both`.
    test::CommandResult run(const std::string& words, const char* input = nullptr) const {
        const std::string feed = input ? std::string("printf '") + input + "' | " : "";
        return test::run_command("cd " + top.string() + " && " + feed + (test::tool_dir() / "xp860").string() +
                                 " run " + words + (input ? "" : " </dev/null") + " 2>&1");
    }
    fs::path top;
};

}  // namespace

TEST_CASE("argv[0] is PROG as typed; spaces, dashes, empty words and xp860's own options reach main") {
    const Programs programs;
    // The shell's words after ./args, one argument each: 7 of them, so argc 8. The
    // `--` makes the words after it the program's, option-shaped or not.
    auto result = programs.run("./args 'two words' '' -- -x --foo --json --max-cycles=1 --");
    CHECK(result.status == 0);
    CHECK(result.output ==
          "argc 8\n<./args>\n<two words>\n<>\n<-x>\n<--foo>\n<--json>\n<--max-cycles=1>\n<-->\nnull\n");
    // A `--` before PROG ends xp860's options; a second one is the program's.
    result = programs.run("-- ./args -- -v");
    CHECK(result.status == 0);
    CHECK(result.output == "argc 3\n<./args>\n<-->\n<-v>\nnull\n");
    // No words after PROG: argc 1. xp860's options before PROG are xp860's.
    result = programs.run("--max-cycles 10000000 args");
    CHECK(result.status == 0);
    CHECK(result.output == "argc 1\n<args>\nnull\n");
    // xp860's options after PROG are still xp860's (--stats: the summary on stderr,
    // which run() folds into the output after the program's lines); a word after them
    // is the program's.
    result = programs.run("./args --stats a");
    CHECK(result.status == 0);
    CHECK(result.output.rfind("argc 2\n<./args>\n<a>\nnull\n", 0) == 0);
    CHECK(result.output.find("cycles") != std::string::npos);
    // An option xp860 does not know, before `--`, is an error, not the program's.
    result = programs.run("./args -x");
    CHECK(result.status != 0);
    CHECK(result.output.find("-x") != std::string::npos);
    // A snapshot at cycle 100, before crt0 asked for them, holds them for --load.
    const std::string snap = (programs.top / "early.snap").string();
    result = programs.run("--save-at 100 " + snap + " ./args 'x y' z");
    REQUIRE(result.status == 0);
    result = programs.run("--load " + snap);
    CHECK(result.status == 0);
    CHECK(result.output == "argc 3\n<./args>\n<x y>\n<z>\nnull\n");
}

TEST_CASE("an argument list past 64 KB is refused with a message and status 1") {
    const Programs programs;
    // argc, two pointers and the null (16 bytes), "./args" and its NUL (7) and a
    // 65,512-byte word and its NUL (65,513) make 65,536, which fits; one byte more
    // is 65,537.
    const std::string fits(65512, 'a');
    auto result = programs.run("./args " + fits);
    CHECK(result.status == 0);
    CHECK(result.output == "argc 2\n<./args>\n<" + fits + ">\nnull\n");
    result = programs.run("./args " + fits + "a");
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: the program's arguments take 65537 bytes (argc, argv's pointers and the "
                           "strings); at most 65536 may be given\n");
}

TEST_CASE("--stdin: scanf, getchar and fgets read the host's stdin; without it stdin is at end of file") {
    const Programs programs;
    auto result = programs.run("--stdin ./input", "1000\\nfirst line\\nlast");
    CHECK(result.status == 0);
    CHECK(result.output == "scanf 1 n 1000 getchar 10\nline <first line\n>\nline <last>\nend\n");
    // The same input, not asked for: scanf meets end of file (EOF, -1) at once.
    result = programs.run("./input", "1000\\nfirst line\\n");
    CHECK(result.status == 0);
    CHECK(result.output == "scanf -1 n -7 getchar -1\nend\n");
    result = programs.run("--stdin --mesh 1x1 ./input", "1\\n");
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: --stdin gives one node the host's stdin; it cannot be given with --mesh\n");
}

TEST_CASE("a snapshot after the program read --stdin is refused; one before it saves") {
    const Programs programs;
    const std::string snap = (programs.top / "at.snap").string();
    // The run takes about 27,000 cycles (--stats); by 25,000 scanf's first read has
    // taken both bytes and its line is out; fgets' read at end of file is left.
    // At cycle 100 crt0 has not yet read anything.
    auto result = programs.run("--stdin --save-at 25000 " + snap + " ./input", "5\\n");
    CHECK(result.status == 1);
    CHECK(result.output == "scanf 1 n 5 getchar 10\nxp860: --save-at 25000: the program has read 2 bytes of the host's stdin (--stdin), "
                           "which a snapshot cannot hold\n");
    result = programs.run("--stdin --save-at 100 " + snap + " ./input", "5\\n");
    CHECK(result.status == 0);
    CHECK(result.output == "xp860: the machine at cycle 101 saved to " + snap + "\nscanf 1 n 5 getchar 10\nend\n");
}

TEST_CASE("every process of a kernel machine gets the same arguments") {
    const Programs programs;
    const std::string boot = " --rom " + (test::build_dir() / "roms/boot/rom.rom").string() + " --kernel " +
                             (test::build_dir() / "kernel/kernel").string();
    const auto result = programs.run("--mesh 2x1 --json" + boot + " ./args-process 'a b' -- -c");
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const nlohmann::json nodes = nlohmann::json::parse(result.output)["nodes"];
    REQUIRE(nodes.size() == 2);
    for (const nlohmann::json& node : nodes) CHECK(node["stdout"] == "argc 3\n<./args-process>\n<a b>\n<-c>\nnull\n");
}
