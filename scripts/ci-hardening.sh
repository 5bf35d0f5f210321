#!/usr/bin/env bash
# CI hardening pass (docs/hardening.md): the whole test suite under AddressSanitizer +
# UndefinedBehaviorSanitizer, threading_test under ThreadSanitizer (the parallel loops on
# std::thread, which TSan can follow), a short libFuzzer pass over every target's corpus, and
# the README's main command from a fresh clone (under CI, whose checkout is one, in place).
#   FUZZ_RUNS=N   executions per fuzz target (default 20000)
# Each step prints its start and the minutes since the pass began: CI has 90 minutes in all.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
step() { echo "ci-hardening: $1 (at $(((SECONDS - start) / 60)) min)"; }

scripts/install-deps.sh

step "ASan + UBSan, build"
cmake --preset asan
cmake --build --preset asan -j2
step "ASan + UBSan, whole suite"
ctest --preset asan

# Only threading_test, the one test of our own threading: built alone it takes a few minutes.
step "ThreadSanitizer, threading_test"
cmake --preset tsan
cmake --build --preset tsan -j2 --target threading_test
ctest --preset tsan

step "libFuzzer, ${FUZZ_RUNS:-20000} executions per target"
FUZZ_RUNS="${FUZZ_RUNS:-20000}" scripts/fuzz.sh

step "README main command"
if [[ "${CI:-}" == true ]]; then
  TEXAS42_E2E_HERE=1 tests/e2e/readme_e2e.sh
else
  tests/e2e/readme_e2e.sh
fi
step "done"
