// Names a user most likely meant when he typed a command or flag that does not exist.
//
// "Most likely" is the fewest single-character edits (insert, delete, substitute, or swap two
// neighbours: Damerau-Levenshtein distance), ties to the first name given. A name is offered
// only when it is close: at most one edit for a word of up to four letters, two for longer
// ones, or when the typed word is the start of exactly that name ("--samp" for "--samples").
#ifndef TEXAS42_CLI_FLAG_SUGGESTIONS_H_
#define TEXAS42_CLI_FLAG_SUGGESTIONS_H_

#include <optional>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/strings/string_view.h"

namespace texas42 {

// Returns the edit distance between `a` and `b` (adjacent swaps count one).
int EditDistance(absl::string_view a, absl::string_view b);

// Returns the name of `names` closest to `typed`, if one is close enough (see above).
std::optional<std::string> Nearest(absl::string_view typed, const std::vector<std::string>& names);

// Returns the first word of `args` that looks like a flag ("-x", "--name", "--name=value") but
// is none of `command`'s, or nothing. A lone "-" (standard input or output) is a value, and so
// is anything after "--".
std::optional<std::string> UnknownFlag(const CLI::App& command, const std::vector<std::string>& args);

// Returns the flags of `command` as typed: "--name" and "-x".
std::vector<std::string> FlagNames(const CLI::App& command);

}  // namespace texas42

#endif  // TEXAS42_CLI_FLAG_SUGGESTIONS_H_
