#!/usr/bin/env bash
# bash completion (cli/completion.bash) against the built texas42: commands, a command's flags
# (read from its help), and flag values. Usage: completion_test.sh TEXAS42 COMPLETION_SCRIPT
set -euo pipefail
binary="$1"
PATH="$(dirname "$binary"):$PATH"
# shellcheck source=/dev/null
source "$2"
failures=0

# Completes `texas42 WORDS...` (the last word being the one under the cursor) and checks that
# the candidates include every EXPECTED word.
expect() {
  local line="$1"
  shift
  read -r -a COMP_WORDS <<<"$line"
  [[ "$line" == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _texas42
  local want
  for want in "$@"; do
    if [[ " ${COMPREPLY[*]} " != *" $want "* ]]; then
      echo "FAIL: '$line' does not offer '$want' (offers: ${COMPREPLY[*]})"
      failures=$((failures + 1))
    fi
  done
}

expect "texas42 " bid solve study table chart play review deal bench --version
expect "texas42 de" deal
expect "texas42 deal --" --deals --seed --give --where --max-tries --format --output
expect "texas42 solve --tr" --trump
expect "texas42 solve --trump s" sixes
expect "texas42 bid --game " moon moon-00 geezer big-game 3-hand
expect "texas42 study --layout " long wide
expect "texas42 bid --format " text csv json svg
expect "texas42 study --deals 10 --declarer " N E S W all
expect "texas42 play --seat " N E S W
expect "texas42 play --se" --seat --seed
[[ "$(complete -p texas42)" == *"_texas42 texas42" ]] || { echo "FAIL: not registered"; failures=$((failures + 1)); }
if ((failures > 0)); then
  echo "$failures completion checks failed"
  exit 1
fi
echo "completion: all checks passed"
