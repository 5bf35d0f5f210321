// Checks of flag values shared by the subcommands: whole numbers (seeds, counts, threads) and
// values that may not be empty.
//
// CLI11 converts "-1" into an unsigned flag by wrapping it and clamps numbers too large for the
// type, so a seed of -1 or 99999999999999999999 would silently run as another seed. These
// validators see the text before it is converted and accept only plain decimal digits whose
// value lies in the flag's range; anything else is a one-line parse error naming the flag.
#ifndef TEXAS42_CLI_FLAG_CHECKS_H_
#define TEXAS42_CLI_FLAG_CHECKS_H_

#include <cstdint>
#include <string>

#include "CLI/CLI.hpp"

namespace texas42 {

// The most worker threads a flag accepts: far above any machine this runs on, and low enough
// that a typo cannot exhaust memory by starting millions of threads.
inline constexpr uint64_t kMostThreads = 1024;

// Accepts a decimal whole number from `least` to `most`.
CLI::Validator WholeNumber(uint64_t least, uint64_t most);
// Accepts any text but the empty string (a flag given as --trump "" is a mistake, not "all").
CLI::Validator NotEmpty();

// Adds --worlds to `command`: "auto" (sequential sampling, the default) or a whole number of
// worlds 1..kMostWorlds a table player draws for each decision, stored in `worlds`.
CLI::Option* AddWorldsFlag(CLI::App& command, int& worlds, const std::string& what);

}  // namespace texas42

#endif  // TEXAS42_CLI_FLAG_CHECKS_H_
