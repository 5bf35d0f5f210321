# bash completion for texas42. Installed as share/bash-completion/completions/texas42; to try it
# from a checkout: source cli/completion.bash.
#
# The commands and their flags are read from the program's own help (texas42 --help, texas42
# COMMAND --help), so the completion never falls out of step with the binary it completes;
# flag values that have a fixed vocabulary (trumps, seats, formats, games) are listed here.

_texas42() {
  local cur prev words cword
  if declare -F _init_completion >/dev/null; then
    _init_completion || return
  else
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    words=("${COMP_WORDS[@]}")
    cword=$COMP_CWORD
  fi
  local program="${words[0]}"
  local command="" i
  for ((i = 1; i < cword; i++)); do
    if [[ "${words[i]}" != -* ]]; then
      command="${words[i]}"
      break
    fi
  done

  if [[ -z "$command" ]]; then
    local commands
    commands=$("$program" --help 2>/dev/null |
               awk '/^Subcommands:/ {on = 1; next} on && /^  [a-z]/ {print $1}')
    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
    return
  fi

  local values=""
  case "$prev" in
    -o|--output|-i|--input|--svg|--verify|--from|--studies|--record)
      COMPREPLY=($(compgen -f -- "$cur"))
      return ;;
    --trump) values="all blanks ones twos threes fours fives sixes doubles followme" ;;
    --declarer) values="N E S W all" ;;
    --seat) values="N E S W" ;;
    --game) values="42 3-hand moon moon-00 geezer big-game" ;;
    --contract) values="all normal nello sevens splash plunge" ;;
    --layout) values="long wide" ;;
    --play|--declarers|--defenders) values="dd table" ;;
    -f|--format)
      values=$("$program" "$command" --help 2>/dev/null | grep -E -- '--format FORMAT' |
               sed 's/(default.*//' | grep -oE '\b(text|json|jsonl|csv|svg)\b' | sort -u)
      values="${values:-text json csv}" ;;
  esac
  if [[ -n "$values" ]]; then
    COMPREPLY=($(compgen -W "$values" -- "$cur"))
    return
  fi
  local flags
  flags=$("$program" "$command" --help 2>/dev/null |
          grep -oE '^ +(-[a-z],)?--[a-z0-9-]+' | tr ',' '\n' | tr -d ' ')
  COMPREPLY=($(compgen -W "$flags" -- "$cur"))
}
complete -F _texas42 texas42
