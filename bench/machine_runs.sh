#!/usr/bin/env bash
# Whole-process figures of the multi-node machine (issue 14, item 5): each command
# run RUNS times as a person would run it, the median wall time and the largest
# peak memory (GNU time) printed; with --json, one JSON array instead.
#   ring 16x16, 1 and 2 threads   node-cycles per second (every node's cycles / wall)
#   xp860 bench, 1 and 2 threads  10000 trials of each variant, profile osf1
#   ring 64x64, 20000 cycles      peak resident memory of booting and running it
#   bench/machine_runs.sh [--json] [BUILD_DIR] [RUNS]     (defaults: build, 5)
set -euo pipefail
json=0
[ "${1:-}" = "--json" ] && { json=1; shift; }
build="${1:-build}"
runs="${2:-5}"
xp860="$build/bin/xp860"
[ -x "$xp860" ] || { echo "machine_runs.sh: no $xp860; build first" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "machine_runs.sh: GNU time (/usr/bin/time) is not installed" >&2; exit 1; }
boot=(--rom "$build/roms/boot/rom.rom" --kernel "$build/kernel/kernel")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# measure NAME COMMAND...: RUNS runs; leaves "median_seconds peak_kb" in $out/NAME and
# the last run's stdout in $out/NAME.stdout.
measure() {
    local name="$1"; shift
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$out/time" "$@" >"$out/$name.stdout" 2>/dev/null || true
        cat "$out/time" >>"$out/$name.times"
    done
    sort -n "$out/$name.times" | awk '{ s[NR] = $1; if ($2 > m) m = $2 } END { print s[int(NR / 2) + 1], m }' >"$out/$name"
}

# Every node's cycles in an `xp860 run --mesh --json` output (the nodes' entries are
# the indented "cycles" lines; the machine's own is the first, less indented).
node_cycles() { awk '/^      "cycles":/ { gsub(/[^0-9]/, ""); s += $0 } END { print s }' "$1"; }

for threads in 1 2; do
    measure "ring16_$threads" "$xp860" run --mesh 16x16 "${boot[@]}" "$build/roms/examples/ring" --json --threads "$threads"
    measure "bench_$threads" "$xp860" bench --trials 10000 --threads "$threads"
done
measure ring64 "$xp860" run --mesh 64x64 "${boot[@]}" "$build/roms/examples/ring" --max-cycles 20000 --json

first=1
emit() {  # what, median seconds, peak MB, rate (M node-cycles/s, or "")
    if [ "$json" = 1 ]; then
        [ "$first" = 1 ] && printf '[\n' || printf ',\n'
        printf '  {"run": "%s", "median_seconds": %s, "peak_mb": %s%s}' "$1" "$2" "$3" \
            "${4:+, \"m_node_cycles_per_second\": $4}"
    else
        printf '%-40s median %6.2f s, peak %6d MB%s\n' "$1" "$2" "$3" "${4:+, $4 M node-cycles/s}"
    fi
    first=0
}
for threads in 1 2; do
    read -r seconds kb <"$out/ring16_$threads"
    cycles=$(node_cycles "$out/ring16_$threads.stdout")
    emit "ring 16x16, $threads thread(s)" "$seconds" $((kb / 1024)) \
        "$(awk -v c="$cycles" -v s="$seconds" 'BEGIN { printf "%.1f", c / s / 1e6 }')"
done
for threads in 1 2; do
    read -r seconds kb <"$out/bench_$threads"
    emit "bench 10000 trials, $threads thread(s)" "$seconds" $((kb / 1024)) ""
done
read -r seconds kb <"$out/ring64"
emit "ring 64x64, first 20000 cycles" "$seconds" $((kb / 1024)) ""
[ "$json" = 1 ] && printf '\n]\n'
exit 0
