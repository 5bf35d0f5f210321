#!/usr/bin/env bash
# Installs what a fresh Debian 12 needs to build, test and run texas42. Debian packages only.
# Skips apt entirely when every package is already installed (set TEXAS42_FORCE_APT=1 to run it
# anyway).
#
# The web build (scripts/build-web.sh) also needs Abseil's source, since Debian ships Abseil
# compiled for the host only: Debian's source package of the installed libabsl-dev, fetched once
# by apt-get (which checks it against the archive's signed index) into
# ${XDG_CACHE_HOME:-~/.cache}/texas42/abseil-src, without touching the system's apt sources.
set -euo pipefail

packages=(
  build-essential cmake ninja-build git python3
  libabsl-dev libtbb-dev libcli11-dev libbenchmark-dev libgtest-dev nlohmann-json3-dev
  python3-pandas
  python3-dev python3-pybind11 python3-pytest help2man bash-completion
  libopenmpi-dev openmpi-bin
  clang libclang-rt-14-dev llvm
  emscripten
  chromium chromium-driver python3-selenium
)

# The cache of the user who builds: under sudo, the invoking user's rather than root's.
cache_home="${XDG_CACHE_HOME:-$HOME/.cache}"
if [[ "$(id -u)" -eq 0 && -n "${SUDO_USER:-}" && -z "${XDG_CACHE_HOME:-}" ]]; then
  cache_home="$(getent passwd "$SUDO_USER" | cut -d: -f6)/.cache"
fi
abseil_cache="${TEXAS42_ABSEIL_CACHE:-$cache_home/texas42/abseil-src}"

# Fetches Abseil's Debian source package into $abseil_cache unless it is there. As the user who
# runs the script (no root needed): apt-get reads a private source list and keeps its package
# lists in a scratch directory, removed afterwards.
fetch_abseil_source() {
  if compgen -G "$abseil_cache/abseil_*.orig.tar.gz" >/dev/null; then
    echo "install-deps: Abseil source present in $abseil_cache"
    return
  fi
  local apt_dir
  apt_dir=$(mktemp -d)
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$abseil_cache"
  local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  printf 'deb-src [signed-by=%s] http://deb.debian.org/debian bookworm main\n' "$keyring" \
    >"$apt_dir/sources.list"
  printf 'deb-src [signed-by=%s] http://deb.debian.org/debian-security bookworm-security main\n' \
    "$keyring" >>"$apt_dir/sources.list"
  local apt=(apt-get -qq -o Dir::Etc::SourceList="$apt_dir/sources.list"
             -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$apt_dir/lists"
             -o Dir::Cache="$apt_dir/cache" -o Debug::NoLocking=1
             -o APT::Sandbox::User="$(id -un)")
  local version
  version=$(dpkg-query -W -f='${Version}' libabsl-dev)
  echo "install-deps: fetching Abseil's source (Debian abseil $version) into $abseil_cache"
  "${apt[@]}" update
  # The installed version when the archive still has it, else the archive's current one.
  (cd "$abseil_cache" && { "${apt[@]}" source --download-only "abseil=$version" 2>/dev/null ||
                           "${apt[@]}" source --download-only abseil; })
  rm -rf "$apt_dir"
  if [[ "$(id -u)" -eq 0 && -n "${SUDO_USER:-}" ]]; then
    chown -R "$SUDO_USER:" "$cache_home/texas42" 2>/dev/null || true
  fi
}

missing=()
for p in "${packages[@]}"; do
  if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" != "install ok installed" ]]; then
    missing+=("$p")
  fi
done
if [[ ${#missing[@]} -eq 0 && "${TEXAS42_FORCE_APT:-0}" != 1 ]]; then
  echo "install-deps: all ${#packages[@]} packages are installed"
  fetch_abseil_source
  exit 0
fi

sudo=()
if [[ "$(id -u)" -ne 0 ]]; then sudo=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
echo "install-deps: installing ${missing[*]:-${packages[*]}}"
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fetch_abseil_source
echo "install-deps: done"
