// Command-line input helpers: parsing deal files' lines, trump lists and the built-in example deal.
// Errors are absl::Status with a one-line message naming the line, hand or tile at fault.
#ifndef TEXAS42_CLI_INPUT_H_
#define TEXAS42_CLI_INPUT_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/contract.h"
#include "solver/deal.h"

namespace texas42 {

// The worked example used by `texas42 solve --example` and the README.
inline constexpr absl::string_view kExampleDeal =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

struct NumberedDeal {
  int line;  // 1-based line number in the input
  Deal deal;
};
// Parses one deal per line; blank lines and lines starting with '#' are skipped.
absl::StatusOr<std::vector<NumberedDeal>> ParseDealLines(const std::vector<std::string>& lines);

// Parses "all", one trump, or a comma-separated list of trumps.
absl::StatusOr<std::vector<Trump>> ParseTrumpList(absl::string_view text);

}  // namespace texas42

#endif  // TEXAS42_CLI_INPUT_H_
