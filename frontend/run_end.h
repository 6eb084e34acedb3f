// How `xp860 run` ends after running a program on one node, as a host program
// runner (qemu-user) ends: the exit status the shell sees, the message for stderr,
// and whether the run's summary is worth printing. Kept apart from the command
// line's parsing and printing so that either can change alone.
#pragma once

#include <string>

#include "network/node.h"

namespace xp860::frontend {

struct RunEnd {
    int status = 0;       // the process's exit status
    std::string message;  // one line for stderr, or empty
    bool summary = true;  // the halt, cycles and registers say something (not after exit/abort)
};

// Statuses (docs/host-device.md): exit(n): n & 0xff; abort(): 134 (128 + SIGABRT, as a
// host program killed by it); an unhandled trap: 128 + the signal a host would raise,
// 139 (SIGSEGV) for IAT and DAT, 136 (SIGFPE) for FT, 132 (SIGILL) for IT and the
// rest; the cycle limit: 124 (as timeout(1)); something not implemented: 2; a `br .`
// halt: 0.
RunEnd run_end(const network::RunResult& result, const std::string& program);

}  // namespace xp860::frontend
