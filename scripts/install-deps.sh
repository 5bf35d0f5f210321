#!/usr/bin/env bash
# Installs what a fresh Debian 12 needs to build, test and run texas42. Debian packages only.
# Skips apt entirely when every package is already installed (set TEXAS42_FORCE_APT=1 to run it
# anyway).
set -euo pipefail

packages=(
  build-essential cmake ninja-build git python3
  libabsl-dev libtbb-dev libcli11-dev libbenchmark-dev libgtest-dev nlohmann-json3-dev
  python3-pandas
  libopenmpi-dev openmpi-bin
  clang libclang-rt-14-dev llvm
)

missing=()
for p in "${packages[@]}"; do
  if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]]; then
    missing+=("$p")
  fi
done
if [[ ${#missing[@]} -eq 0 && "${TEXAS42_FORCE_APT:-0}" != 1 ]]; then
  echo "install-deps: all ${#packages[@]} packages are installed"
  exit 0
fi

sudo=()
if [[ "$(id -u)" -ne 0 ]]; then sudo=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
echo "install-deps: installing ${missing[*]:-${packages[*]}}"
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
echo "install-deps: done"
