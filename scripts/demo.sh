#!/usr/bin/env bash
# Installs the dependencies, builds, and answers "what do I bid?" for a built-in hand: a bid
# analysis at the table, every trump and special contract, with the advice.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
TEXAS42_TARGET=texas42 scripts/build.sh
./build/cli/texas42 bid --hand "66 64 63 61 55 33 20"
