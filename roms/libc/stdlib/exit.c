/* Ending the program: exit runs the atexit handlers (last first), flushes every
   stream, and ends the run through the system layer; quick_exit and _Exit do not
   flush. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <signal.h>
#include <stdlib.h>

#define ATEXIT_MAX 32

static void (*handlers[ATEXIT_MAX])(void);
static int handler_count;

int atexit(void (*function)(void)) {
  if (handler_count == ATEXIT_MAX) return -1;
  handlers[handler_count++] = function;
  return 0;
}

_Noreturn void exit(int status) {
  while (handler_count > 0) handlers[--handler_count]();
  __stream_flush_all();
  __xp860_exit(status);
}

_Noreturn void _Exit(int status) { __xp860_exit(status); }

/* C11's quick_exit: its own handlers (at most 32, last first), then _Exit; the
   streams are not flushed. */
static void (*quick_handlers[ATEXIT_MAX])(void);
static int quick_count;

int at_quick_exit(void (*function)(void)) {
  if (quick_count == ATEXIT_MAX) return -1;
  quick_handlers[quick_count++] = function;
  return 0;
}

_Noreturn void quick_exit(int status) {
  while (quick_count > 0) quick_handlers[--quick_count]();
  _Exit(status);
}

/* A SIGABRT handler runs first (C11 7.22.4.1); streams are not flushed. */
_Noreturn void abort(void) {
  raise(SIGABRT);
  __xp860_abort();
}
