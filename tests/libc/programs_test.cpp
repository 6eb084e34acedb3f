// cc.libc_programs: each tests/libc/programs/*.c is built twice, by the host's C
// compiler against its own C library (glibc: the independent reference; -m32 for
// the i860's type sizes, SSE for IEEE double rounding) and by xp860-cc against
// this one, then run, each in an empty directory for the files it makes; stdout
// and the exit status must be the same. The xp860-cc build runs at -O0 and -O2.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/test_support.h"

namespace {

namespace fs = std::filesystem;
using xp860::test::run_command;

std::vector<fs::path> programs() {
  std::vector<fs::path> found;
  for (const auto& entry : fs::directory_iterator(xp860::test::source_dir() / "tests/libc/programs"))
    if (entry.path().extension() == ".c") found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

// Runs `binary` (through `runner`, if any) in a fresh directory below `work`,
// with stdin empty and stderr dropped: its stdout and exit status.
xp860::test::CommandResult run_in_empty_dir(const fs::path& work, const std::string& name,
                                            const std::string& runner, const fs::path& binary) {
  const fs::path dir = work / name;
  fs::create_directories(dir);
  // In a subshell: run_command's own 2>&1 then leaves the program's stderr dropped.
  return run_command("(cd " + dir.string() + " && " + runner + binary.string() + " < /dev/null 2> /dev/null)");
}

}  // namespace

TEST_CASE("library programs print and exit as with the host's C library") {
  const fs::path work = xp860::test::make_temp_dir("libc_programs");
  const fs::path bin = xp860::test::tool_dir();
  const auto sources = programs();
  CHECK(sources.size() >= 3);
  for (const fs::path& source : sources) {
    const std::string stem = source.stem().string();
    const fs::path host_binary = work / (stem + "_host");
    const auto host_build = run_command(std::string(XP860_HOST_CC) + " -m32 -msse2 -mfpmath=sse -O1 -w -o " +
                                        host_binary.string() + " " + source.string() + " -lm");
    INFO(stem, ": ", host_build.output);
    REQUIRE(host_build.status == 0);
    const auto expected = run_in_empty_dir(work, stem + "_host_run", "", host_binary);
    for (const std::string level : {"-O0", "-O2"}) {
      const fs::path binary = work / (stem + level);
      const auto built = run_command((bin / "xp860-cc").string() + " -w " + level + " -o " + binary.string() + " " +
                                     source.string());
      INFO(level, ": ", built.output);
      REQUIRE(built.status == 0);
      const auto ran = run_in_empty_dir(work, stem + level + "_run", (bin / "xp860").string() + " run ", binary);
      CHECK(ran.output == expected.output);
      CHECK(ran.status == expected.status);
    }
  }
  fs::remove_all(work);
}
