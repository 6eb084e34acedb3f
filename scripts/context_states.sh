#!/bin/sh
# The context switch checked on 100,000 random states for the record (CI runs 1,000):
# kernel.fp_context's fp_save/fp_restore on a bare node, and kernel.context_switch's
# hrecv handler switch in both profiles (50,000 each). Run from the checkout after a
# build in build/ (or give the build directory as the first argument).
set -e
build=${1:-build}
export XP860_CONTEXT_STATES=100000
"$build/tests/test_kernel_fp_context"
XP860_CONTEXT_STATES=50000 "$build/tests/test_kernel_context_switch"
