// The whole `texas42` command line as a function, so that the executable (main.cc) and the
// Python module (python/module.cc) run the very same commands, flags, checks and output.
//
// RunCommandLine builds the CLI11 parser with every subcommand, parses `args` (args[0] is the
// program's name) and runs the chosen command: its output goes to std::cout, every error to
// std::cerr as one "texas42: error: ..." line. It keeps no state between calls and may run on
// several threads at once (each with its own streams, see python/module.cc).
#ifndef TEXAS42_CLI_APP_H_
#define TEXAS42_CLI_APP_H_

#include <string>
#include <vector>

namespace texas42 {

// Runs `texas42 args[1..]` and returns its exit code: 0 on success, 2 on bad input.
int RunCommandLine(const std::vector<std::string>& args);

}  // namespace texas42

#endif  // TEXAS42_CLI_APP_H_
