#!/usr/bin/env bash
# Builds the web version of texas42 into build-web/site/: the page (a copy of web/site/) and
# engine.js, which runs the texas42 command-line tool, compiled to WebAssembly by Emscripten, in a
# Web Worker (docs/web.md). Open build-web/site/index.html from disk or serve the folder.
#
# Needs what scripts/install-deps.sh installs: Debian's emscripten, and Abseil's source (Debian's
# source package of the installed libabsl-dev), which is compiled for WebAssembly here once and
# kept in build-web/. Extra arguments go to the CMake configure step.
set -euo pipefail
cd "$(dirname "$0")/.."

out=build-web
abseil_cache="${TEXAS42_ABSEIL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/texas42/abseil-src}"
tarball=$(ls "$abseil_cache"/abseil_*.orig.tar.gz 2>/dev/null | tail -n 1 || true)
if [[ -z "$tarball" ]]; then
  echo "build-web: no Abseil source in $abseil_cache: run scripts/install-deps.sh" >&2
  exit 1
fi
# Debian's emscripten runs its JavaScript optimizer on the system's node, whose modules (acorn)
# live under /usr/share/nodejs: a node from elsewhere does not look there by itself.
if [[ -d /usr/share/nodejs ]]; then export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"; fi

# Abseil's tree, unpacked once (the orig tarball as is: none of Debian's patches matters here).
abseil="$out/abseil-src/$(basename "$tarball" .orig.tar.gz)"
if [[ ! -f "$abseil/absl/base/config.h" ]]; then
  rm -rf "$out/abseil-src"
  mkdir -p "$out/abseil-src/tmp"
  tar xzf "$tarball" -C "$out/abseil-src/tmp"
  mv "$out/abseil-src/tmp"/* "$abseil"
  rmdir "$out/abseil-src/tmp"
fi

emcmake cmake -S . -B "$out/cmake" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTEXAS42_WEB=ON \
  -DTEXAS42_ABSEIL_SOURCE="$PWD/$abseil" "$@" >/dev/null
cmake --build "$out/cmake" -j"$(nproc)" --target texas42

# The static site: the page's files, then engine.js (the worker, the glue and the wasm in one).
rm -rf "$out/site"
mkdir -p "$out/site"
if [[ -d web/site ]]; then cp -R web/site/. "$out/site/"; fi
python3 web/engine/bundle.py --glue "$out/cmake/cli/texas42.js" --wasm "$out/cmake/cli/texas42.wasm" \
  --worker web/engine/worker.js --engine web/engine/engine.js --out "$out/site/engine.js"
# The service worker's cache is named for this build: a hash of the site's other files.
version=$(cd "$out/site" && find . -maxdepth 1 -type f ! -name sw.js -print0 | sort -z | xargs -0 cat | sha256sum | cut -c1-16)
sed -i "s/@TEXAS42_SITE_VERSION@/$version/" "$out/site/sw.js"
echo "build-web: $out/site ($(du -h "$out/site/engine.js" | cut -f1) engine.js)"
