/* Ending the program: exit runs the atexit handlers (last first), flushes every
   stream, and ends the run through the system layer; quick_exit and _Exit do not
   flush. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <signal.h>
#include <stdlib.h>

#define ATEXIT_MAX 32

/* The handlers of atexit and of at_quick_exit: at most 32 each, run last first. */
struct handler_list {
  void (*functions[ATEXIT_MAX])(void);
  int count;
};

static struct handler_list exit_handlers, quick_exit_handlers;

static int add_handler(struct handler_list *list, void (*function)(void)) {
  if (list->count == ATEXIT_MAX) return -1;
  list->functions[list->count++] = function;
  return 0;
}

static void run_handlers(struct handler_list *list) {
  while (list->count > 0) list->functions[--list->count]();
}

int atexit(void (*function)(void)) { return add_handler(&exit_handlers, function); }

_Noreturn void exit(int status) {
  run_handlers(&exit_handlers);
  __stream_flush_all();
  __xp860_exit(status);
}

_Noreturn void _Exit(int status) { __xp860_exit(status); }

/* C11's quick_exit: its own handlers, then _Exit; the streams are not flushed. */
int at_quick_exit(void (*function)(void)) { return add_handler(&quick_exit_handlers, function); }

_Noreturn void quick_exit(int status) {
  run_handlers(&quick_exit_handlers);
  _Exit(status);
}

/* A SIGABRT handler runs first (C11 7.22.4.1); streams are not flushed. */
_Noreturn void abort(void) {
  raise(SIGABRT);
  __xp860_abort();
}
