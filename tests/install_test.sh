#!/usr/bin/env bash
# `cmake --install` into a scratch prefix: every file docs/install.md lists is there, the
# installed program and Python module run from it, the man page renders.
# Usage: install_test.sh BUILD_DIR
set -euo pipefail
build="$1"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null

failures=0
check() {
  if ! eval "$1" >/dev/null 2>&1; then
    echo "FAIL: $1"
    failures=$((failures + 1))
  fi
}
check "test -x '$prefix/bin/texas42'"
check "test -s '$prefix/share/bash-completion/completions/texas42'"
check "test -s '$prefix/share/doc/texas42/README.md'"
check "test -s '$prefix/share/doc/texas42/CHANGELOG.md'"
check "test -s '$prefix/share/doc/texas42/docs/cli-reference.md'"
check "'$prefix/bin/texas42' --version | grep -E '^texas42 [0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-f]+\+?|unknown\)'"
check "'$prefix/bin/texas42' solve --example --trump sixes --values-only"
if [[ -f "$build/texas42.1" ]]; then
  check "test -s '$prefix/share/man/man1/texas42.1'"
  # The man page has the commands' own help (every flag of deal, for one).
  check "grep -q -- 'max.*tries' '$prefix/share/man/man1/texas42.1'"
  if command -v man >/dev/null; then
    check "MANWIDTH=100 man -l '$prefix/share/man/man1/texas42.1' | grep -q 'texas42 deal'"
  fi
fi
if [[ -d "$build/python/texas42" ]]; then
  check "test -s '$prefix/lib/python3/dist-packages/texas42/__init__.py'"
  check "cd / && PYTHONPATH='$prefix/lib/python3/dist-packages' python3 -c 'import texas42; assert texas42.solve(texas42.deal(seed=1)[0], trump=\"sixes\")[\"results\"]'"
fi
if ((failures > 0)); then
  echo "$failures install checks failed (prefix $prefix)"
  exit 1
fi
echo "install: all checks passed"
