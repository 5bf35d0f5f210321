// The output flags every command that writes shares, one vocabulary for all:
//   -f, --format FORMAT   what to write (each command lists its formats; text is the default)
//   -o, --output FILE     where ('-' = standard output, the default; a file is written whole
//                         or not at all, see output_file.h)
// The spellings of texas42 0.1 (--json, --csv) still work for one release, with a deprecation
// warning on stderr.
#ifndef TEXAS42_CLI_OUTPUT_FLAGS_H_
#define TEXAS42_CLI_OUTPUT_FLAGS_H_

#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"

namespace texas42 {

struct OutputFlags {
  std::string format;  // empty: the command's default
  std::string output = "-";
  bool json = false;                 // deprecated: --format json
  bool csv = false;                  // deprecated: --format csv
  std::vector<std::string> formats;  // the command's formats, the default first
};

// Adds -f/--format and -o/--output, and the deprecated --json (and --csv when "csv" is one of
// `formats`, `formats[0]` being the default).
void AddOutputFlags(CLI::App& command, OutputFlags& flags, std::vector<std::string> formats);

// Returns the format asked for: --format, else a deprecated flag (warning on stderr), else the
// default. Fails naming the flag when the format is unknown or two are given.
absl::StatusOr<std::string> ResolveFormat(const OutputFlags& flags);

// Prints "texas42: warning: OLD is deprecated ...; use NEW" on stderr.
void WarnDeprecated(const std::string& old_spelling, const std::string& new_spelling);

}  // namespace texas42

#endif  // TEXAS42_CLI_OUTPUT_FLAGS_H_
