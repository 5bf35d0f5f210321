#!/usr/bin/env bash
# Builds the Debian package of texas42 into build-deb/texas42_VERSION_ARCH.deb (docs/install.md):
# a portable build (TEXAS42_NATIVE off: any x86-64 with POPCNT), without MPI, tests or
# benchmarks, with the man page, bash completion and the Python module, packed by CPack with
# its Debian dependencies declared. Install it with
#   sudo apt-get install ./build-deb/texas42_*.deb
# Extra arguments go to the CMake configure step.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
compiler=()
if [[ -z "${CXX:-}" ]] && command -v clang++ >/dev/null; then
  compiler=(-DCMAKE_CXX_COMPILER=clang++)
fi
cmake -S . -B build-deb -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DTEXAS42_NATIVE=OFF -DTEXAS42_WITH_MPI=OFF -DTEXAS42_BUILD_TESTS=OFF \
  -DTEXAS42_BUILD_BENCH=OFF -DTEXAS42_PYTHON=ON -DPython3_EXECUTABLE=/usr/bin/python3 -DTEXAS42_PGO= ${compiler[@]+"${compiler[@]}"} "$@"
cmake --build build-deb -j"$(nproc)"
(cd build-deb && cpack -G DEB)
ls build-deb/texas42_*.deb
