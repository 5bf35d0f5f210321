# Writes OUTPUT, the man page texas42.1, with help2man: the top-level help and --version of
# TEXAS42, the sections of INCLUDE (docs/texas42.h2m), and a COMMANDS section holding every
# command's own --help, so that `man texas42` has every flag.
execute_process(COMMAND "${TEXAS42}" --help OUTPUT_VARIABLE top RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "${TEXAS42} --help failed")
endif()
# The commands are the words listed under SUBCOMMANDS in the top-level help.
string(REGEX REPLACE ".*Subcommands:\n" "" listing "${top}")
string(REGEX MATCHALL "\n  [a-z]+" words "\n${listing}")
set(h2m "[COMMANDS]\nEvery command's own help, as `texas42 COMMAND --help` prints it.\n")
foreach(word IN LISTS words)
  string(STRIP "${word}" command)
  execute_process(COMMAND "${TEXAS42}" ${command} --help OUTPUT_VARIABLE help
                  RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "${TEXAS42} ${command} --help failed")
  endif()
  # Roff: a backslash is written \e, and a line may not open with a dot or a quote.
  string(REPLACE "\\" "\\e" help "${help}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
  string(APPEND h2m ".SS \"texas42 ${command}\"\n.nf\n${help}\n.fi\n")
endforeach()
get_filename_component(dir "${OUTPUT}" DIRECTORY)
file(WRITE "${dir}/texas42-commands.h2m" "${h2m}")
execute_process(
  COMMAND "${HELP2MAN}" --no-info --no-discard-stderr
          "--name=exact double-dummy solver and bid analyzer for Texas 42"
          "--include=${INCLUDE}" "--include=${dir}/texas42-commands.h2m" "--output=${OUTPUT}"
          "${TEXAS42}"
  RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "help2man failed on ${TEXAS42}")
endif()
