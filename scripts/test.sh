#!/usr/bin/env bash
# Installs the dependencies, builds, and runs the whole test suite: the native tests (ctest),
# then the web build (scripts/build-web.sh) and its browser tests (tests/web/, headless
# chromium; screenshots of every view go to build-web/screenshots/).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build --output-on-failure -j2 --timeout 900
scripts/build-web.sh
# Debian's python3-selenium is for Debian's python3 (not a python3 found earlier on PATH).
TEXAS42_NATIVE=build/cli/texas42 /usr/bin/python3 tests/web/test_page.py -v
