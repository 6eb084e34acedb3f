#!/usr/bin/env bash
# Everything CI checks, from a fresh Debian machine:
#   1. a release build with warnings as errors, and every test;
#   2. an AddressSanitizer + UndefinedBehaviorSanitizer build, and every test;
#   3. each libFuzzer target for XP860_FUZZ_SECONDS (default 60) seconds.
# `scripts/test.sh quick` does step 1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-full}"
fuzz_seconds="${XP860_FUZZ_SECONDS:-45}"
jobs="$(nproc)"

scripts/setup-debian.sh

echo "== release build, warnings as errors"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DXP860_WERROR=ON >/dev/null
ninja -C build
ctest --test-dir build --output-on-failure -j "$jobs"
[ "$mode" = quick ] && exit 0

# The sanitized and fuzz builds are compiled at -O1 with line tables only (-g1): the
# sanitizers' reports keep file and line, and the two builds take about 40% less
# compile time than at RelWithDebInfo's -O2 -g, which keeps CI within its 30 minutes.
checked_flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG")

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build"
cmake -S . -B build-asan -G Ninja "${checked_flags[@]}" -DXP860_WERROR=ON -DXP860_SANITIZE=ON >/dev/null
ninja -C build-asan
# cc.csmith and cc.suite check what compiled programs compute (against gcc, and
# against recorded outputs), which the release run has done; under the sanitizers
# they would only repeat that, several times slower (cc.suite's 334 builds and runs
# took 268 s there). The compiler and the core still run sanitized in cc.programs,
# cc.libc_programs, the bench programs and the fuzzers.
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -E '^cc\.(csmith|suite)$'

echo "== libFuzzer targets, ${fuzz_seconds} s each"
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja "${checked_flags[@]}" -DXP860_FUZZ=ON \
  -DBUILD_TESTING=ON >/dev/null
ninja -C build-fuzz elf_reader_fuzz assembler_fuzz core_oracle_fuzz cc_fuzz snapshot_fuzz rank_record_fuzz \
  session_file_fuzz
# Seeds: the example program's objects for the ELF reader; its sources, behind the
# options byte the assembler target reads first, for the assembler; the oracle's kept
# inputs (which cpu.oracle_corpus replays) for the core's differential oracle; the C
# test programs, preprocessed, for the compiler; snapshots of a bare node and of the
# 2-node experiment inside a handler for the snapshot loader; a session of the app
# mid-experiment with a breakpoint for the session file parser.
mkdir -p build-fuzz/corpus/elf_reader_fuzz build-fuzz/corpus/assembler_fuzz build-fuzz/corpus/core_oracle_fuzz build-fuzz/corpus/cc_fuzz \
  build-fuzz/corpus/snapshot_fuzz build-fuzz/corpus/rank_record_fuzz build-fuzz/corpus/session_file_fuzz
cp build/roms/examples/*.o build/roms/examples/sum build-fuzz/corpus/elf_reader_fuzz/
for source in roms/examples/*.s; do
  { printf '\002'; cat "$source"; } > "build-fuzz/corpus/assembler_fuzz/$(basename "$source")"
done
cp tests/cpu/oracle_corpus/* build-fuzz/corpus/core_oracle_fuzz/
for program in tests/cc/*.c tests/cc/suite/*.c; do
  build/bin/xp860-cc -E -o "build-fuzz/corpus/cc_fuzz/$(basename "$program")" "$program"
done
build/bin/xp860 run --ram 1 --save-at 30 build-fuzz/corpus/snapshot_fuzz/sum.snap build/roms/examples/sum \
  >/dev/null 2>&1 || true
# The hrecv seed is saved halfway through the receiver's (node 1's) first interrupt
# handler, found as frontend.snapshot_cli finds it: in the run's own Perfetto trace.
hrecv_run=(build/bin/xp860 run --mesh 2x1 --rom build/roms/boot/rom.rom --kernel build/kernel/kernel)
"${hrecv_run[@]}" --perfetto build-fuzz/hrecv-trace.json build/roms/bench/gap_bench >/dev/null 2>&1
read -r handler_start handler_cycles < <(grep -o '"tid":1001,"name":"handler","cat":"phase",[^}]*}' \
  build-fuzz/hrecv-trace.json | awk 'NR == 1' | sed 's/.*"cycle":\([0-9]*\),"cycles":\([0-9]*\).*/\1 \2/') || true
[ -n "${handler_start:-}" ] || { echo "test.sh: no handler of node 1 in build-fuzz/hrecv-trace.json" >&2; exit 1; }
"${hrecv_run[@]}" --save-at $((handler_start + handler_cycles / 2)) build-fuzz/corpus/snapshot_fuzz/hrecv.snap \
  build/roms/bench/gap_bench >/dev/null 2>&1
printf 'experiment hrecv osf1 5\nrun-cycles 9000\nbreak 10000\nsave-session build-fuzz/corpus/session_file_fuzz/hrecv.session\n' \
  >build-fuzz/session-seed.gui
SDL_VIDEODRIVER=offscreen build/bin/xp860-gui --script build-fuzz/session-seed.gui \
  --screenshot build-fuzz/session-seed.png >/dev/null 2>&1 || echo "no session seed: the app cannot open a window here"
targets=(elf_reader_fuzz assembler_fuzz core_oracle_fuzz cc_fuzz snapshot_fuzz rank_record_fuzz session_file_fuzz)
# Each fuzzer is one process on one core: they run $jobs at a time, each for the full
# time, and a finding in any fails the run after its log is shown.
fuzz() {
  build-fuzz/bin/$1 -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 -timeout=10 \
    -print_final_stats=1 "build-fuzz/corpus/$1" >"build-fuzz/$1.log" 2>&1
}
findings=0
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
  batch=("${targets[@]:first:jobs}")
  pids=()
  for target in "${batch[@]}"; do
    fuzz "$target" &
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    status=0
    wait "${pids[$i]}" || status=$?
    echo "-- ${batch[$i]} (exit $status)"
    tail -n 12 "build-fuzz/${batch[$i]}.log"
    [ "$status" -eq 0 ] || findings=$((findings + 1))
  done
done
[ "$findings" -eq 0 ] || { echo "fuzzing: $findings target(s) found a problem"; exit 1; }
echo "fuzzing: ${#targets[@]} targets ran ${fuzz_seconds} s each without a finding"
