#include "cli/output_flags.h"

#include <algorithm>
#include <iostream>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace texas42 {

void AddOutputFlags(CLI::App& command, OutputFlags& flags, std::vector<std::string> formats) {
  flags.formats = std::move(formats);
  command.add_option("-f,--format", flags.format,
                     absl::StrCat("What to write: ", absl::StrJoin(flags.formats, ", "),
                                  " (default: ", flags.formats.front(), ")"));
  command.add_option("-o,--output", flags.output,
                     "Where to write it ('-' = standard output; a file is written whole or "
                     "not at all) (default: -)");
  command.add_flag("--json", flags.json, "Deprecated: use --format json");
  if (std::find(flags.formats.begin(), flags.formats.end(), "csv") != flags.formats.end()) {
    command.add_flag("--csv", flags.csv, "Deprecated: use --format csv");
  }
}

void WarnDeprecated(const std::string& old_spelling, const std::string& new_spelling) {
  std::cerr << "texas42: warning: " << old_spelling
            << " is deprecated and goes in the next release; use " << new_spelling << "\n";
}

absl::StatusOr<std::string> ResolveFormat(const OutputFlags& flags) {
  const int given = !flags.format.empty() + flags.json + flags.csv;
  if (given > 1) {
    return absl::InvalidArgumentError(
        "give one output format: --format FORMAT (not also --json "
        "or --csv)");
  }
  if (flags.json) WarnDeprecated("--json", "--format json");
  if (flags.csv) WarnDeprecated("--csv", "--format csv");
  std::string format = flags.json             ? "json"
                       : flags.csv            ? "csv"
                       : flags.format.empty() ? flags.formats.front()
                                              : absl::AsciiStrToLower(flags.format);
  if (format == "jsonl") format = "json";
  if (std::find(flags.formats.begin(), flags.formats.end(), format) == flags.formats.end()) {
    return absl::InvalidArgumentError(absl::StrCat("--format: unknown format '", flags.format,
                                                   "' (expected ",
                                                   absl::StrJoin(flags.formats, ", "), ")"));
  }
  return format;
}

}  // namespace texas42
