// Help text a player can read: each option shows a plain placeholder (N, SEED, FILE, TRUMPS)
// and its default in words, never CLI11's internals ("TEXT:not empty", "INT:a whole number from
// 0 to 1024=0"); each subcommand ends with an example.
#ifndef TEXAS42_CLI_HELP_TEXT_H_
#define TEXAS42_CLI_HELP_TEXT_H_

#include <string>

#include "CLI/CLI.hpp"

namespace texas42 {

// Rewrites the help of every option of `command` as above and adds `example` (one or more
// command lines) as the help's footer.
void PolishHelp(CLI::App& command, const std::string& example);

}  // namespace texas42

#endif  // TEXAS42_CLI_HELP_TEXT_H_
