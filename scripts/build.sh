#!/usr/bin/env bash
# Configures and builds texas42 (Release, Ninja) into ./build. Extra arguments go to the CMake
# configure step, e.g. scripts/build.sh -DTEXAS42_BUILD_BENCH=OFF.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build -j"$(nproc)"
