#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang (ASan + UBSan) into build-fuzz and runs
# each over its corpus tests/fuzz/corpus/<name>/ (read only; new inputs go to build-fuzz/corpus).
#
#   scripts/fuzz.sh [target...]        all targets when none is named
#   FUZZ_RUNS=N       executions per target (default 20000; solver_fuzz the same, or
#                     FUZZ_SOLVER_RUNS)
#   FUZZ_TIME=S       stop a target after S seconds instead (libFuzzer -max_total_time)
#   FUZZ_MERGE=1      afterwards merge what was found into the committed corpus (minimized)
# A crash stops the script; its input is saved as build-fuzz/artifacts/<target>-crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(tile_fuzz hand_fuzz deal_fuzz played_fuzz known_fuzz study_fuzz solver_fuzz)
if [[ $# -gt 0 ]]; then targets=("$@"); fi
runs="${FUZZ_RUNS:-20000}"

# Line tables are what a sanitizer's stack trace needs; lld links faster (as the asan preset).
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
  -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld \
  -DCMAKE_CXX_COMPILER="${CXX_FUZZ:-clang++}" -DTEXAS42_SANITIZE="address;undefined" \
  -DTEXAS42_BUILD_FUZZ=ON -DTEXAS42_BUILD_TESTS=OFF -DTEXAS42_BUILD_BENCH=OFF >/dev/null
cmake --build build-fuzz -j2 --target "${targets[@]}"

mkdir -p build-fuzz/artifacts
for t in "${targets[@]}"; do
  seeds="tests/fuzz/corpus/${t%_fuzz}"
  work="build-fuzz/corpus/${t%_fuzz}"
  mkdir -p "$work"
  limit=(-runs="$runs")
  # A solver input costs ~1 ms under ASan (about 1,000 a second), a parser input far less.
  if [[ "$t" == solver_fuzz ]]; then limit=(-runs="${FUZZ_SOLVER_RUNS:-$runs}"); fi
  if [[ -n "${FUZZ_TIME:-}" ]]; then limit=(-max_total_time="$FUZZ_TIME"); fi
  # The solver target reads up to ~45 bytes (choices of the tiles played); let inputs grow to it.
  if [[ "$t" == solver_fuzz ]]; then limit+=(-max_len=64 -len_control=0); fi
  echo "fuzz.sh: $t ${limit[*]} over $seeds"
  "build-fuzz/tests/fuzz/$t" "${limit[@]}" -timeout=30 -print_final_stats=1 \
    -artifact_prefix="build-fuzz/artifacts/$t-" "$work" "$seeds" 2>"build-fuzz/$t.log" || {
    tail -40 "build-fuzz/$t.log"
    echo "fuzz.sh: $t FAILED (log build-fuzz/$t.log)" >&2
    exit 1
  }
  grep -E "stat::number_of_executed_units|stat::new_units_added" "build-fuzz/$t.log" | tr '\n' ' '
  echo
  if [[ "${FUZZ_MERGE:-0}" == 1 ]]; then
    merged="build-fuzz/merged/${t%_fuzz}"
    rm -rf "$merged" && mkdir -p "$merged"
    "build-fuzz/tests/fuzz/$t" -merge=1 "$merged" "$seeds" "$work" 2>>"build-fuzz/$t.log"
    rm -rf "$seeds" && cp -r "$merged" "$seeds"
    echo "fuzz.sh: $t corpus now $(ls "$seeds" | wc -l) files"
  fi
done
