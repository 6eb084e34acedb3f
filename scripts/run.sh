#!/usr/bin/env bash
# The main job. Until the emulator runs programs, it builds the toolchain and shows
# it at work: the example program in roms/examples/ is assembled and linked at build
# time by xp860-as and xp860-ld, and disassembled here by xp860-objdump.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup-debian.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build

echo
echo "== roms/examples/sum.s, assembled and linked at build time: build/roms/examples/sum"
build/bin/xp860-objdump -d build/roms/examples/sum
