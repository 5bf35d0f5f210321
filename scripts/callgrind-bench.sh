#!/usr/bin/env bash
# Counts the instructions of exact solves under callgrind: the measure docs/experiment-log.md uses,
# since wall time on a shared virtual machine drifts and callgrind counts do not.
#
# usage: scripts/callgrind-bench.sh [SRC_DIR] [DEALS]  -- builds SRC_DIR/build-cg (clang, -O3,
# -march=x86-64-v3: valgrind 3.19 cannot run AVX-512 code, DWARF 4 for its reader) and
# prints the instructions and the signature line of `texas42 bench --deals DEALS --skip-bid`
# (nodes and value checksum: a change that keeps values keeps the checksum). Needs valgrind.
set -euo pipefail
src=$(cd "${1:-$(dirname "$0")/..}" && pwd); deals=${2:-20}
b="$src/build-cg"
if [[ ! -f "$b/build.ninja" ]]; then
  cmake -S "$src" -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
    -DTEXAS42_NATIVE=OFF -DCMAKE_CXX_FLAGS="-gdwarf-4 -march=x86-64-v3" \
    -DTEXAS42_BUILD_TESTS=OFF -DTEXAS42_BUILD_BENCH=OFF >/dev/null
fi
ninja -C "$b" texas42 >/dev/null
out=$(mktemp)
valgrind --tool=callgrind --callgrind-out-file="$out.cg" "$b/cli/texas42" bench --deals "$deals" --skip-bid --skip-table >"$out" 2>"$out.err"
grep -E "nodes" "$out"
grep -E "Collected" "$out.err" | sed 's/==[0-9]*==/instructions/'
echo "profile: $out.cg"
