#include "cli/input.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "solver/names.h"

namespace texas42 {
absl::StatusOr<std::vector<NumberedDeal>> ParseDealLines(const std::vector<std::string>& lines) {
  std::vector<NumberedDeal> deals;
  for (size_t i = 0; i < lines.size(); ++i) {
    const absl::string_view text = absl::StripAsciiWhitespace(lines[i]);
    if (text.empty() || text.front() == '#') continue;
    absl::StatusOr<Deal> deal = ParseDeal(text);
    if (!deal.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("line ", i + 1, ": ", deal.status().message()));
    }
    deals.push_back({static_cast<int>(i + 1), *deal});
  }
  return deals;
}

absl::StatusOr<std::vector<Trump>> ParseTrumpList(absl::string_view text) {
  if (absl::AsciiStrToLower(absl::StripAsciiWhitespace(text)) == "all") {
    return std::vector<Trump>(kAllTrumps.begin(), kAllTrumps.end());
  }
  absl::StatusOr<std::vector<Trump>> trumps = ParseDistinct<Trump>(
      absl::StrSplit(text, ',', absl::SkipWhitespace()),
      [](absl::string_view name) { return ParseTrump(absl::StripAsciiWhitespace(name)); },
      [](Trump t) { return absl::StrCat("trump '", TrumpName(t), "'"); });
  if (trumps.ok() && trumps->empty()) {
    return absl::InvalidArgumentError("no trump named (try --trump all)");
  }
  return trumps;
}

}  // namespace texas42
