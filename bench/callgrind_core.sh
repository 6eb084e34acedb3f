#!/bin/sh
# Host instructions per guest instruction for each workload of xp860-bench-core,
# counted by callgrind inside Core::run only (assembling and loading excluded).
# Unlike the timings these counts do not move with the load of a shared machine.
#   bench/callgrind_core.sh [BUILD_DIR]     (default: build)
set -eu
bench="${1:-build}/bin/xp860-bench-core"
[ -x "$bench" ] || { echo "callgrind_core.sh: no $bench; build first" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "callgrind_core.sh: valgrind is not installed" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for workload in integer fp-dot fp-dot-dual memcpy branchy; do
    line=$(valgrind --tool=callgrind --callgrind-out-file="$out/cg" --toggle-collect='xp860::cpu::Core::run(*' \
        "$bench" --only "$workload" --repeat 1 --quick 2>"$out/log")
    instructions=$(echo "$line" | sed -n 's/.*; \([0-9]*\) instructions.*/\1/p')
    host=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/log")
    awk -v w="$workload" -v h="$host" -v g="$instructions" \
        'BEGIN { printf "%-12s %6.1f host instructions per guest instruction (%d / %d)\n", w, h / g, h, g }'
done
