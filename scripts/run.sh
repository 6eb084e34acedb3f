#!/usr/bin/env bash
# The main job: Riesen's 1996 hrecv()/irecv() experiment on the emulated Paragon.
# It installs what the build needs, builds everything (the tools, the kernel, the
# boot ROM and the benchmark program, all assembled by the project's own tools),
# then runs the experiment: in the desktop app where a display exists, otherwise
# headless with `xp860 bench`, 10000 trials of each variant in each kernel profile.
# XP860_TRIALS=N runs fewer; XP860_HEADLESS=1 skips the app.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup-debian.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build

trials="${XP860_TRIALS:-10000}"
if [ -z "${XP860_HEADLESS:-}" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
  exec build/bin/xp860-gui hrecv --trials "$trials"
fi
for profile in osf1 light; do
  echo
  echo "== xp860 bench --trials $trials --profile $profile"
  build/bin/xp860 bench --trials "$trials" --profile "$profile"
done
