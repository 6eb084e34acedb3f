#!/usr/bin/env bash
# Installs the Debian packages xp860 builds and tests with. Safe to run again:
# it only calls apt-get when something is missing.
set -euo pipefail

packages=(
  cmake ninja-build g++        # the build
  clang libclang-rt-14-dev     # libFuzzer targets (clang's fuzzer runtime)
  doctest-dev                  # unit tests
  libcli11-dev nlohmann-json3-dev  # the tools' command lines, and JSON
  g++-multilib                 # cc.libc_*: the C library built and tested as ILP32 (-m32)
  pkg-config libsdl2-dev libimgui-dev libstb-dev  # xp860-gui: SDL2, Dear ImGui 1.86 (its
                                                  # SDL2/OpenGL3 backends), stb_image_write
  fonts-dejavu-core            # xp860-gui's fonts
  xvfb xauth libgl1-mesa-dri   # the GUI screenshot test: an X server and Mesa's software GL
  cpp                          # xp860-cc's preprocessor
  csmith gcc-multilib          # cc.csmith: random programs, checked against gcc -m32
  time                         # bench/machine_runs.sh: GNU time, for peak memory
  libzstd-dev                  # snapshot files (xp860 run --save-at) are zstd-compressed
  libopenmpi-dev openmpi-bin   # a machine split across MPI ranks (docs/mpi.md), and mpirun for its test
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
