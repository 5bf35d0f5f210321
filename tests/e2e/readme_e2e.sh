#!/usr/bin/env bash
# End-to-end: clones this repository's HEAD into a temporary directory, runs the README's main
# command there as a new user would, and checks what it prints.
#
# The main command is the first fenced block after the marker <!-- main-command --> in
# README.md (scripts/demo.sh when the README has no marker). Its output must show the example
# deal's four hands and, for each of the nine trumps, a value of 0..42 points that equals the
# points of the optimal line printed with it and the value in the summary.
# Slow (a full build in the clone); set TEXAS42_E2E_KEEP=1 to keep the clone.
set -euo pipefail

repo="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
tmp="$(mktemp -d)"
if [[ "${TEXAS42_E2E_KEEP:-0}" != 1 ]]; then trap 'rm -rf "$tmp"' EXIT; fi
git clone -q "$repo" "$tmp/texas42"
cd "$tmp/texas42"
echo "readme_e2e: fresh clone of $(git rev-parse --short HEAD) in $tmp/texas42"

command=""
if [[ -f README.md ]]; then
  command="$(awk '/<!-- main-command -->/ { marked = 1; next }
                  marked && /^```/ { if (inside) exit; inside = 1; next }
                  marked && inside { print }' README.md)"
fi
if [[ -z "$command" ]]; then
  echo "readme_e2e: README.md marks no main command; running scripts/demo.sh"
  command="scripts/demo.sh"
fi
echo "readme_e2e: running: $command"
bash -euo pipefail -c "$command" >"$tmp/out.txt" 2>"$tmp/err.txt" || {
  tail -n 30 "$tmp/err.txt"
  echo "readme_e2e: FAILED: the main command exited with $?" >&2
  exit 1
}

python3 - "$tmp/out.txt" <<'PY'
import re, sys
out = open(sys.argv[1], encoding="utf-8").read()
failures = []
hands = {"North": "6-6 6-5 6-4 6-3 5-5 4-1 1-0", "East": "6-2 6-1 6-0 5-4 5-3 5-2 0-0",
         "South": "4-4 4-3 4-2 4-0 3-3 3-2 3-1", "West": "5-1 5-0 3-0 2-2 2-1 2-0 1-1"}
for seat, tiles in hands.items():
    if not re.search(rf"^{seat}\s+{tiles}\b", out, re.M):
        failures.append(f"the example's {seat} hand ({tiles}) is not shown")
trumps = ["blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "doubles", "followme"]
for trump in trumps:
    head = re.search(rf"^{trump}\b[^\n]*?(North-South|East-West) take (\d+) of 42 points(.*?)(?=^\S|\Z)", out, re.M | re.S)
    if not head:
        failures.append(f"no value for {trump}")
        continue
    side, value = head.group(1), int(head.group(2))
    line = sum(int(p) for seat, p in re.findall(r"([NESW]) wins\s+(\d+) points", head.group(3))
               if seat in ("NS" if side == "North-South" else "EW"))
    if not 0 <= value <= 42:
        failures.append(f"{trump}: value {value} is not 0..42")
    if line != value:
        failures.append(f"{trump}: value {value} but its optimal line gives North-South {line}")
    summary = re.search(rf"^\s+{trump}\s+(\d+) points", out, re.M)
    if not summary or int(summary.group(1)) != value:
        failures.append(f"{trump}: the summary does not repeat the value {value}")
for f in failures:
    print("readme_e2e:", f, file=sys.stderr)
if failures:
    sys.exit(1)
print("readme_e2e: OK: four hands and nine consistent trump values")
PY
