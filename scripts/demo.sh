#!/usr/bin/env bash
# Installs the dependencies, builds, and solves the worked example deal under all nine trumps.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
TEXAS42_TARGET=texas42 scripts/build.sh
./build/cli/texas42 solve --example
