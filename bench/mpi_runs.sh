#!/usr/bin/env bash
# A machine split across MPI ranks (issue 14, item 6; docs/mpi.md): the ring on a
# MESH machine for CYCLES cycles as one process, then under mpirun as 1 and 2 ranks,
# each RUNS times. Prints each setup's median wall time, each rank's median speed
# while running (node-cycles per second of its own nodes, from --rank-times) and
# time at the boundary exchange, the speed-up of the run from 1 to 2 ranks, and
# whether every run's --json was the one-process run's, byte for byte; and the speed
# per CPU-second outside the exchange, which the host's other load moves much less
# than the wall clock (it says what a rank gets done when it has a core). With
# --json, one JSON array instead.
#   bench/mpi_runs.sh [--json] [BUILD_DIR] [RUNS] [MESH] [CYCLES]   (defaults: build, 3, 64x64, 20000)
# The machine's load matters (ranks wait for each other at every boundary, so a
# rank the host's scheduler puts aside holds up the others): the load average is
# printed with the figures.
set -euo pipefail
json=0
[ "${1:-}" = "--json" ] && { json=1; shift; }
build="${1:-build}"
runs="${2:-3}"
mesh="${3:-64x64}"
cycles="${4:-20000}"
xp860="$build/bin/xp860"
[ -x "$xp860" ] || { echo "mpi_runs.sh: no $xp860; build first" >&2; exit 1; }
command -v mpirun >/dev/null || { echo "mpi_runs.sh: no mpirun (scripts/setup-debian.sh installs openmpi-bin)" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] && export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
run=("$xp860" run --mesh "$mesh" --rom "$build/roms/boot/rom.rom" --kernel "$build/kernel/kernel"
     "$build/roms/examples/ring" --max-cycles "$cycles" --json --rank-times)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
load_before=$(cut -d' ' -f1 /proc/loadavg)

# measure NAME LAUNCH...: RUNS runs of the ring; $out/NAME.wall gets the wall times,
# $out/NAME.ranks each rank's "rank run_seconds exchange_seconds node_cycles cpu_seconds
# exchange_cpu_seconds" lines,
# $out/NAME.same "yes" while every --json equals the one-process run's.
measure() {
    local name="$1"; shift
    echo yes >"$out/$name.same"
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s.%N)
        "$@" "${run[@]}" >"$out/$name.json" 2>"$out/$name.err" ||
            { echo "mpi_runs.sh: $name failed:" >&2; cat "$out/$name.err" >&2; exit 1; }
        end=$(date +%s.%N)
        awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", e - s }' >>"$out/$name.wall"
        sed -n 's/^rank \([0-9]*\): .*, \([0-9]*\) node-cycles in \([0-9.]*\) s (\([0-9.]*\) s at boundaries).*; CPU \([0-9.]*\) s (\([0-9.]*\) s at boundaries).*/\1 \3 \4 \2 \5 \6/p' \
            "$out/$name.err" >>"$out/$name.ranks"
        [ -f "$out/alone.json.first" ] || cp "$out/$name.json" "$out/alone.json.first"
        cmp -s "$out/$name.json" "$out/alone.json.first" || echo no >"$out/$name.same"
    done
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ranks_of() { awk '{ print $1 }' "$out/$1.ranks" | sort -un; }
# rank_median NAME RANK FIELD: the median of a field of one rank's lines.
rank_median() { awk -v r="$2" -v f="$3" '$1 == r { print $f }' "$out/$1.ranks" | median; }

measure alone
measure ranks1 mpirun -np 1
measure ranks2 mpirun -np 2
load_after=$(cut -d' ' -f1 /proc/loadavg)

first=1
for name in alone ranks1 ranks2; do
    wall=$(median <"$out/$name.wall")
    same=$(cat "$out/$name.same")
    for rank in $(ranks_of "$name"); do
        seconds=$(rank_median "$name" "$rank" 2)
        exchange=$(rank_median "$name" "$rank" 3)
        node_cycles=$(rank_median "$name" "$rank" 4)
        cpu=$(rank_median "$name" "$rank" 5)
        exchange_cpu=$(rank_median "$name" "$rank" 6)
        rate=$(awk -v c="$node_cycles" -v s="$seconds" 'BEGIN { printf "%.2f", c / s / 1e6 }')
        cpu_rate=$(awk -v c="$node_cycles" -v s="$cpu" -v x="$exchange_cpu" 'BEGIN { printf "%.2f", c / (s - x) / 1e6 }')
        if [ "$json" = 1 ]; then
            [ "$first" = 1 ] && printf '[\n' || printf ',\n'
            printf '  {"run": "%s", "mesh": "%s", "cycles": %s, "rank": %s, "median_wall_seconds": %s, ' \
                "$name" "$mesh" "$cycles" "$rank" "$wall"
            printf '"median_run_seconds": %s, "median_exchange_seconds": %s, "node_cycles": %s, ' \
                "$seconds" "$exchange" "$node_cycles"
            printf '"m_node_cycles_per_second": %s, "median_cpu_seconds": %s, "median_exchange_cpu_seconds": %s, ' \
                "$rate" "$cpu" "$exchange_cpu"
            printf '"m_node_cycles_per_cpu_second_outside_exchange": %s, "json_same_as_one_process": %s}' "$cpu_rate" \
                "$([ "$same" = yes ] && echo true || echo false)"
        else
            printf '%-7s rank %s: wall %6.2f s, running %6.2f s (%5.2f at boundaries), %s node-cycles, %5.2f M node-cycles/s; CPU %6.2f s (%5.2f at boundaries), %5.2f M node-cycles per CPU-s outside them; JSON same: %s\n' \
                "$name" "$rank" "$wall" "$seconds" "$exchange" "$node_cycles" "$rate" "$cpu" "$exchange_cpu" "$cpu_rate" "$same"
        fi
        first=0
    done
done
# The run's speed-up from 1 rank to 2: the slowest rank's running time decides.
slowest() {
    for rank in $(ranks_of "$1"); do rank_median "$1" "$rank" 2; done | sort -n | tail -1
}
speedup=$(awk -v a="$(slowest ranks1)" -v b="$(slowest ranks2)" 'BEGIN { printf "%.2f", a / b }')
if [ "$json" = 1 ]; then
    printf ',\n  {"speedup_1_to_2_ranks": %s, "load_average_before": %s, "load_average_after": %s}\n]\n' \
        "$speedup" "$load_before" "$load_after"
else
    printf 'speed-up of the run from 1 to 2 ranks (slowest rank'"'"'s running time): %sx\n' "$speedup"
    printf 'load average: %s before, %s after (this host'"'"'s cores: %s)\n' "$load_before" "$load_after" "$(nproc)"
fi
