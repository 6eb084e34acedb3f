/* Signals raised by the program itself (<signal.h>). */
#include "../internal/system.h"

#include <signal.h>

#define SIGNALS 32

static void (*handlers[SIGNALS])(int);

void (*signal(int sig, void (*handler)(int)))(int) {
  if (sig <= 0 || sig >= SIGNALS) return SIG_ERR;
  void (*previous)(int) = handlers[sig];
  handlers[sig] = handler;
  return previous;
}

int raise(int sig) {
  if (sig <= 0 || sig >= SIGNALS) return -1;
  void (*handler)(int) = handlers[sig];
  if (handler == SIG_IGN) return 0;
  if (handler == SIG_DFL) {
    if (sig == SIGABRT) __xp860_abort();
    __xp860_exit(128 + sig);
  }
  handlers[sig] = SIG_DFL; /* C11 7.14.1.1: reset before the handler runs */
  handler(sig);
  return 0;
}
