#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

_Noreturn void __assert_fail(const char *expression, const char *file, int line,
                             const char *function) {
  fprintf(stderr, "%s:%d: %s: Assertion `%s' failed.\n", file, line, function, expression);
  abort();
}
