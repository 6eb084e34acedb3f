// The doctest runner, which also tells ctest when a test program skipped part of
// its work because the reference material is absent: exit status 77
// (SKIP_RETURN_CODE) instead of a pass, unless a test failed.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "tests/test_support.h"

int main(int argc, char** argv) {
    doctest::Context context(argc, argv);
    const int status = context.run();
    if (context.shouldExit() || status != 0) return status;
    return xp860::test::reference_missing() ? xp860::test::kSkipExitStatus : 0;
}
