#!/bin/sh
# Compiles each suite program (tests/cc/suite/NAME.c) with xp860-cc at -O0 and -O2,
# runs it with `xp860 run`, and compares its stdout followed by "[exit N]" with
# NAME.expected (recorded from gcc -m32 on the host, see record.sh, or by hand).
# Usage: run.sh BUILD_DIR [NAME.c ...]   (all programs when none are named)
build=$(cd "$1" && pwd) || exit 1; shift
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 0 ] && set -- "$here"/*.c
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for src in "$@"; do
    case $src in /*) ;; *) src=$here/$src ;; esac
    name=$(basename "$src" .c)
    for level in -O0 -O2; do
        bin=$tmp/$name$level
        if ! "$build/bin/xp860-cc" -w $level -o "$bin" "$src" >"$tmp/cc.log" 2>&1; then
            echo "FAIL $name $level: does not compile"; sed 's/^/  /' "$tmp/cc.log" | head -5
            fail=$((fail + 1)); continue
        fi
        (cd "$tmp" && "$build/bin/xp860" run "$bin" >"$tmp/out" 2>"$tmp/err"; echo "[exit $?]" >>"$tmp/out")
        if cmp -s "$tmp/out" "$here/$name.expected"; then
            pass=$((pass + 1))
        else
            echo "FAIL $name $level:"; diff "$here/$name.expected" "$tmp/out" | head -10 | sed 's/^/  /'
            head -3 "$tmp/err" | sed 's/^/  /'
            fail=$((fail + 1))
        fi
    done
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
