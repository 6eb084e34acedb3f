#!/usr/bin/env bash
# Everything CI checks, from a fresh Debian machine:
#   1. a release build with warnings as errors, and every test;
#   2. an AddressSanitizer + UndefinedBehaviorSanitizer build, and every test;
#   3. each libFuzzer target for XP860_FUZZ_SECONDS (default 60) seconds.
# `scripts/test.sh quick` does step 1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-full}"
fuzz_seconds="${XP860_FUZZ_SECONDS:-60}"
jobs="$(nproc)"

scripts/setup-debian.sh

echo "== release build, warnings as errors"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DXP860_WERROR=ON >/dev/null
ninja -C build
ctest --test-dir build --output-on-failure -j "$jobs"
[ "$mode" = quick ] && exit 0

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DXP860_WERROR=ON -DXP860_SANITIZE=ON >/dev/null
ninja -C build-asan
# cc.csmith checks what compiled programs compute against gcc, which the release run
# has done; under the sanitizers it would only repeat that, several times slower.
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -E '^cc\.csmith$'

echo "== libFuzzer targets, ${fuzz_seconds} s each"
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DXP860_FUZZ=ON \
  -DBUILD_TESTING=ON >/dev/null
ninja -C build-fuzz elf_reader_fuzz assembler_fuzz core_oracle_fuzz cc_fuzz
# Seeds: the example program's objects for the ELF reader; its sources, behind the
# options byte the assembler target reads first, for the assembler; the oracle's kept
# inputs (which cpu.oracle_corpus replays) for the core's differential oracle; the C
# test programs, preprocessed, for the compiler.
mkdir -p build-fuzz/corpus/elf_reader_fuzz build-fuzz/corpus/assembler_fuzz build-fuzz/corpus/core_oracle_fuzz build-fuzz/corpus/cc_fuzz
cp build/roms/examples/*.o build/roms/examples/sum build-fuzz/corpus/elf_reader_fuzz/
for source in roms/examples/*.s; do
  { printf '\002'; cat "$source"; } > "build-fuzz/corpus/assembler_fuzz/$(basename "$source")"
done
cp tests/cpu/oracle_corpus/* build-fuzz/corpus/core_oracle_fuzz/
for program in tests/cc/*.c tests/cc/suite/*.c; do
  build/bin/xp860-cc -E -o "build-fuzz/corpus/cc_fuzz/$(basename "$program")" "$program"
done
targets=(elf_reader_fuzz assembler_fuzz core_oracle_fuzz cc_fuzz)
for target in "${targets[@]}"; do
  build-fuzz/bin/$target -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 -timeout=10 \
    -print_final_stats=1 "build-fuzz/corpus/$target" 2>&1 | tail -n 12
done
echo "fuzzing: ${#targets[@]} targets ran ${fuzz_seconds} s each without a finding"
