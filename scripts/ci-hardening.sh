#!/usr/bin/env bash
# CI hardening pass (docs/hardening.md): the whole test suite under AddressSanitizer +
# UndefinedBehaviorSanitizer, threading_test under ThreadSanitizer (the parallel loops on
# std::thread, which TSan can follow), a short libFuzzer pass over every target's corpus, and
# the README's main command from a fresh clone.
#   FUZZ_RUNS=N   executions per fuzz target (default 20000)
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

echo "ci-hardening: ASan + UBSan, whole suite"
cmake --preset asan
cmake --build --preset asan -j2
ctest --preset asan

# Only threading_test, the one test of our own threading: built alone it takes a few minutes.
echo "ci-hardening: ThreadSanitizer, threading_test"
cmake --preset tsan
cmake --build --preset tsan -j2 --target threading_test
ctest --preset tsan

echo "ci-hardening: libFuzzer, ${FUZZ_RUNS:-20000} executions per target"
FUZZ_RUNS="${FUZZ_RUNS:-20000}" scripts/fuzz.sh

echo "ci-hardening: README main command from a fresh clone"
tests/e2e/readme_e2e.sh
