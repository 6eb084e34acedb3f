// cc.driver: xp860-cc's command line. gcc's options in their joined and separate
// forms build the same program; gcc's single-dash long options are taken; macros
// and libraries keep their place on the command line; --help; a bad option is
// named, with exit status 1.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "tests/test_support.h"

namespace {

namespace fs = std::filesystem;

// A folder with main.c, which needs X and Y defined, inc/value.h, and libsq.a in
// lib/ (square(), compiled from sq.c and archived with the host's ar).
struct Project {
    fs::path dir = xp860::test::make_temp_dir("cc_driver");
    std::string cc = (xp860::test::tool_dir() / "xp860-cc").string();

    Project() {
        fs::create_directories(dir / "inc");
        fs::create_directories(dir / "lib");
        std::ofstream(dir / "inc" / "value.h") << "#define FROM_HEADER 30\n";
        std::ofstream(dir / "main.c") << "#include \"value.h\"\n"
                                         "int square(int v);\n"
                                         "int main(void) { return FROM_HEADER + X + square(Y); }\n";
        std::ofstream(dir / "sq.c") << "int square(int v) { return v * v; }\n";
        std::ofstream(dir / "macro.c") << "int v = X;\n";
        REQUIRE(cc_in_dir("-c -o sq.o sq.c").status == 0);
        REQUIRE(xp860::test::run_command("cd " + dir.string() + " && " XP860_AR " qc lib/libsq.a sq.o").status == 0);
    }
    ~Project() { fs::remove_all(dir); }

    xp860::test::CommandResult cc_in_dir(const std::string& arguments) const {
        return xp860::test::run_command("cd " + dir.string() + " && " + cc + " " + arguments);
    }

    // Runs `program` on a bare node: main's result (exit's status where the C
    // library is linked, else r16 at crt0's halt).
    long result_of(const std::string& program) const {
        const auto ran = xp860::test::run_command((xp860::test::tool_dir() / "xp860").string() + " run --json " +
                                                  (dir / program).string());
        const auto json = nlohmann::json::parse(ran.output.substr(ran.output.find('{')), nullptr, false);
        REQUIRE(!json.is_discarded());
        if (json["halted"] == "exit") return json["status"].get<long>();
        REQUIRE(json["halted"] == "self-branch");
        return json["r"][16].get<long>();
    }
};

// FROM_HEADER + X + square(Y) = 30 + 4 + 3 * 3.
constexpr long kExpected = 43;

}  // namespace

TEST_CASE("joined and separate forms build the same program") {
    const Project project;
    const auto separate = project.cc_in_dir("-O2 -I inc -D X=4 -D Y=3 -o separate main.c -L lib -l sq");
    INFO(separate.output);
    REQUIRE(separate.status == 0);
    CHECK(project.result_of("separate") == kExpected);
    const auto joined = project.cc_in_dir("-O2 -Iinc -DX=4 -DY=3 -ojoined main.c -Llib -lsq");
    INFO(joined.output);
    REQUIRE(joined.status == 0);
    CHECK(project.result_of("joined") == kExpected);
}

TEST_CASE("gcc's single-dash long options and accepted-and-ignored flags") {
    const Project project;
    const auto built = project.cc_in_dir(
        "-std=gnu11 -pedantic -ansi -static -Wall -W -Wno-unused -fno-builtin -g -O0 -O -w -Iinc -DX=4 -DY=3 "
        "-o first -o gcc_style main.c -Llib -lsq");
    INFO(built.output);
    REQUIRE(built.status == 0);
    CHECK(project.result_of("gcc_style") == kExpected);
    CHECK(!fs::exists(project.dir / "first"));  // the last -o counts, as in gcc
}

TEST_CASE("-D and -U apply in command-line order") {
    const Project project;
    const auto undefined_last = project.cc_in_dir("-E -DX=2 -UX macro.c");
    CHECK(undefined_last.status == 0);
    CHECK(undefined_last.output.find("int v = X;") != std::string::npos);
    const auto defined_last = project.cc_in_dir("-E -UX -DX=2 macro.c");
    CHECK(defined_last.status == 0);
    CHECK(defined_last.output.find("int v = 2;") != std::string::npos);
}

TEST_CASE("a library is searched where it stands among the objects") {
    const Project project;
    REQUIRE(project.cc_in_dir("-c -Iinc -DX=4 -DY=3 main.c").status == 0);
    const auto after = project.cc_in_dir("-o after main.o -Llib -lsq");
    INFO(after.output);
    REQUIRE(after.status == 0);
    CHECK(project.result_of("after") == kExpected);
    // Before main.o nothing needs square yet, so the archive gives nothing, as in gcc.
    const auto before = project.cc_in_dir("-o before -Llib -lsq main.o");
    CHECK(before.status == 1);
    CHECK(before.output.find("undefined reference to 'square'") != std::string::npos);
}

TEST_CASE("-lm and -lc need no archive: the C library has both") {
    const Project project;
    std::ofstream(project.dir / "root.c") << "#include <math.h>\n"
                                             "int main(void) { return (int)sqrt(49.0) + (int)floor(2.5); }\n";
    const auto built = project.cc_in_dir("-O2 -o root root.c -lm -lc");
    INFO(built.output);
    REQUIRE(built.status == 0);
    CHECK(project.result_of("root") == 7 + 2);
    // Any other missing library is still an error.
    const auto missing = project.cc_in_dir("-o none root.c -lnotthere");
    CHECK(missing.status == 1);
    CHECK(missing.output.find("cannot find -lnotthere") != std::string::npos);
}

TEST_CASE("-nostdlib links neither crt0 nor the libraries") {
    const Project project;
    std::ofstream(project.dir / "start.s") << "        .globl _start\n"
                                              "_start: or 7,%r0,%r16\n"
                                              "halt:   br halt\n"
                                              "        nop\n";
    const auto alone = project.cc_in_dir("-nostdlib -o alone start.s");
    INFO(alone.output);
    REQUIRE(alone.status == 0);
    CHECK(project.result_of("alone") == 7);
    // Without it crt0 comes too, and defines _start a second time.
    const auto with_crt0 = project.cc_in_dir("-o twice start.s");
    CHECK(with_crt0.status == 1);
    CHECK(with_crt0.output.find("duplicate definition of symbol '_start'") != std::string::npos);
}

TEST_CASE("--help, and errors that name the bad option with status 1") {
    const Project project;
    const auto help = project.cc_in_dir("--help");
    CHECK(help.status == 0);
    CHECK(help.output.find("Usage: xp860-cc [OPTIONS] FILE...") != std::string::npos);
    CHECK(help.output.find("-D NAME[=VALUE]") != std::string::npos);
    CHECK(help.output.find("-mprocess") != std::string::npos);

    const std::pair<const char*, const char*> refused[] = {
        {"-q main.c", "xp860-cc: The following argument was not expected: -q (see 'xp860-cc --help')\n"},
        {"-Oxyz main.c", "xp860-cc: -O: invalid value 'xyz' (a level 0, 1, 2, 3, or s, z, g, fast)\n"},
        {"main.c -o", "xp860-cc: -o: 1 required TEXT missing (see 'xp860-cc --help')\n"},
        {"-O2", "xp860-cc: FILE is required (see 'xp860-cc --help')\n"},
    };
    for (const auto& [arguments, message] : refused) {
        const auto result = project.cc_in_dir(arguments);
        INFO(arguments);
        CHECK(result.status == 1);
        CHECK(result.output == message);
    }
}
