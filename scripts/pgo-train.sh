#!/usr/bin/env bash
# The training workload of the profile-guided build: exact solves of every normal trump and a
# bid analysis with the special contracts, on deals and layouts that are not the benchmark's
# (other seeds), on one thread. Usage: scripts/pgo-train.sh BUILD_DIR
set -euo pipefail
bin="${1:-build}/cli/texas42"
"$bin" study --deals 40 --seed 7 --declarer N,E --threads 1 -o - --format csv >/dev/null
"$bin" bid --hand "6-6 6-5 6-4 5-5 4-4 3-0 1-1" --samples 60 --seed 7 --threads 1 >/dev/null
"$bin" bid --hand "6-0 5-1 4-2 3-1 2-0 1-0 0-0" --contract nello,sevens --samples 60 --seed 7 \
  --threads 1 >/dev/null
