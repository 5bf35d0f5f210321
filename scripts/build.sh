#!/usr/bin/env bash
# Configures and builds texas42 (Release, Ninja) into ./build. Extra arguments go to the CMake
# configure step, e.g. scripts/build.sh -DTEXAS42_BUILD_BENCH=OFF.
set -euo pipefail
cd "$(dirname "$0")/.."

# With MPI (installed by install-deps.sh) so that the MPI study test runs in the same suite; the
# binary also runs without mpirun.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DTEXAS42_WITH_MPI=ON "$@"
# TEXAS42_TARGET=texas42 builds only the command-line tool (what the demo needs).
cmake --build build -j"$(nproc)" ${TEXAS42_TARGET:+--target "$TEXAS42_TARGET"}
