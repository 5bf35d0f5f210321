#!/usr/bin/env bash
# Configures and builds texas42 (Release, Ninja) into ./build. Extra arguments go to the CMake
# configure step, e.g. scripts/build.sh -DTEXAS42_BUILD_BENCH=OFF.
#
# The compiler is clang when it is installed (scripts/install-deps.sh installs it) and CXX is not
# set: its plain build searches 3-4% faster than GCC 12's profile-guided one on the development
# machine (docs/search.md), and builds once. With GCC (CXX=g++, or no clang) the solver is
# built profile-guided: first instrumented, then trained on a short workload
# (scripts/pgo-train.sh, a few seconds), then rebuilt with the profile. TEXAS42_PGO=off skips
# that and builds once.
#
# The code is compiled for this machine's processor (TEXAS42_NATIVE, about 10% faster);
# TEXAS42_NATIVE=off builds a binary that runs on any x86-64 machine with POPCNT.
set -euo pipefail
cd "$(dirname "$0")/.."

native=ON
[[ "${TEXAS42_NATIVE:-on}" == off ]] && native=OFF
compiler=()
if [[ -z "${CXX:-}" ]] && command -v clang++ >/dev/null; then
  export CXX=clang++
  compiler=(-DCMAKE_CXX_COMPILER=clang++)
fi
# With MPI (installed by install-deps.sh) so that the MPI study test runs in the same suite; the
# binary also runs without mpirun.
configure() {
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DTEXAS42_WITH_MPI=ON \
    -DTEXAS42_NATIVE="$native" ${compiler[@]+"${compiler[@]}"} "$@"
}

pgo=use
if [[ "${TEXAS42_PGO:-on}" == off ]] || ! "${CXX:-c++}" --version | grep -q "Free Software"; then
  pgo=""
fi
if [[ -n "$pgo" ]]; then
  configure -DTEXAS42_PGO=generate "$@"
  cmake --build build -j"$(nproc)" --target texas42
  find build -name '*.gcda' -delete
  scripts/pgo-train.sh build
fi
configure -DTEXAS42_PGO="$pgo" "$@"
# TEXAS42_TARGET=texas42 builds only the command-line tool (what the demo needs).
cmake --build build -j"$(nproc)" ${TEXAS42_TARGET:+--target "$TEXAS42_TARGET"}
