#!/usr/bin/env bash
# The main job. Until the kernel and the hrecv/irecv experiment exist, it builds
# everything and shows what runs today: the example program in roms/examples/,
# assembled and linked at build time by xp860-as and xp860-ld, is disassembled by
# xp860-objdump and run on a bare node by `xp860 run`; then a node boots the ROM
# roms/boot/user_mode.s, which turns paging on and runs a user program.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup-debian.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build

echo
echo "== roms/examples/sum.s, assembled and linked at build time: build/roms/examples/sum"
build/bin/xp860-objdump -d build/roms/examples/sum

echo
echo "== xp860 run build/roms/examples/sum (a bare node: no boot ROM, stops at its breakpoint trap)"
build/bin/xp860 run build/roms/examples/sum

echo
echo "== xp860 run --rom build/roms/boot/user_mode.rom (boots at reset, turns paging on, runs a user program)"
build/bin/xp860 run --rom build/roms/boot/user_mode.rom
