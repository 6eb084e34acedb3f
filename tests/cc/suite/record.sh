#!/bin/sh
# Records NAME.expected for each named program from the host's gcc -m32 (an
# independent reference for programs without implementation-defined behaviour;
# SSE arithmetic, because the x87 would round float and double expressions with
# excess precision, which the i860 and C11 FLT_EVAL_METHOD 0 do not):
# its stdout followed by "[exit N]". Usage: record.sh NAME.c ...
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
for src in "$@"; do
    name=$(basename "$src" .c)
    gcc -m32 -msse2 -mfpmath=sse -w -std=gnu11 -o "$tmp/$name" "$here/$name.c" -lm || { echo "gcc failed: $name"; continue; }
    (cd "$tmp" && ./"$name" >"$tmp/out"; echo "[exit $?]" >>"$tmp/out")
    cp "$tmp/out" "$here/$name.expected"
done
