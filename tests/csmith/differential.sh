#!/bin/bash
# Differential testing against the host compiler: Csmith programs compiled by
# `gcc -m32` (ILP32, as the i860) and by xp860-cc (at -O0 and -O2), run on the host
# and on `xp860 run`; their printed checksums must agree. Packed structs are left
# out (--no-packed-struct): Csmith takes the addresses of their members, and a
# misaligned pointer traps on the i860 (STRICT_ALIGNMENT, as with GCC's port),
# where the host does not care; xp860-cc's own packed-member accesses are tested by
# tests/cc/packed.c.
#
#   tests/csmith/differential.sh BUILD_DIR FIRST_SEED COUNT
#
# LEVELS (default "-O0 -O2") names the optimisation levels to compare, for long runs
# that can afford only one.
#
# Prints one line per seed (ok, skipped: the host run fails or takes over 5 s,
# which Csmith allows, or the xp860 run over 2e9 cycles, or MISMATCH/FAIL with the
# directory kept for study) and exits
# 1 if any seed failed, 77 (skipped) when csmith, gcc -m32 or the C library is missing.
set -u
build=$(cd "$1" && pwd)
first=$2
count=$3
here=$(cd "$(dirname "$0")" && pwd)
cc=$build/bin/xp860-cc
run=$build/bin/xp860
command -v csmith > /dev/null || { echo "csmith not installed: skipped"; exit 77; }
[ -f "$build/lib/xp860/libc.a" ] || { echo "no C library (build/lib/xp860/libc.a): skipped"; exit 77; }
probe=$(mktemp -d)
echo 'int main(void){return 0;}' > "$probe/p.c"
gcc -m32 -o "$probe/p" "$probe/p.c" 2> /dev/null || { echo "gcc -m32 unavailable: skipped"; rm -rf "$probe"; exit 77; }
rm -rf "$probe"
failed=0
for ((seed = first; seed < first + count; seed++)); do
    dir=$(mktemp -d)
    (cd "$dir" && csmith --seed "$seed" --no-packed-struct -o p.c > /dev/null 2>&1)
    if ! gcc -m32 -w -O0 -I "$here" -o "$dir/host" "$dir/p.c" 2> /dev/null ||
       ! expected=$(timeout 5 "$dir/host" 2> /dev/null); then
        echo "$seed skipped"
        rm -rf "$dir"
        continue
    fi
    result=ok
    for level in ${LEVELS:--O0 -O2}; do
        if ! "$cc" -w $level -I "$here" -o "$dir/t$level" "$dir/p.c" > "$dir/cc$level.log" 2>&1; then
            result="FAIL $level: $(head -c 300 "$dir/cc$level.log")"
            break
        fi
        # stdout holds what the program printed; a summary that follows it (on a
        # run that did not end through exit()) is cut off.
        got=$("$run" run --max-cycles 2000000000 "$dir/t$level" 2> "$dir/run$level.log" | sed "/^${dir//\//\\/}\/t$level: halted/,\$d")
        if grep -q "cycle limit reached" "$dir/run$level.log"; then
            result="skipped (over 2e9 cycles at $level)"
            break
        fi
        if [ "$got" != "$expected" ]; then
            result="MISMATCH $level: host [$expected] xp860 [$got]"
            break
        fi
    done
    if [ "$result" = ok ] || [ "${result#skipped}" != "$result" ]; then
        echo "$seed $result"
        rm -rf "$dir"
    else
        echo "$seed $result (kept in $dir)"
        failed=1
    fi
done
exit $failed
