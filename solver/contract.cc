#include "solver/contract.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

constexpr std::array<absl::string_view, kTrumpCount> kTrumpNames = {
    "blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "doubles", "followme"};

std::string Lower(absl::string_view text) {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

}  // namespace

absl::string_view TrumpName(Trump t) { return kTrumpNames[static_cast<int>(t)]; }

absl::StatusOr<Trump> ParseTrump(absl::string_view text) {
  const std::string s = Lower(text);
  for (int i = 0; i < kTrumpCount; ++i) {
    if (s == kTrumpNames[i]) return static_cast<Trump>(i);
  }
  if (s.size() == 1 && s[0] >= '0' && s[0] <= '6') return static_cast<Trump>(s[0] - '0');
  if (s == "blank" || s == "one" || s == "two" || s == "three" || s == "four" ||
      s == "five" || s == "six") {
    return ParseTrump(s + "s");
  }
  if (s == "notrump" || s == "nt" || s == "follow-me" || s == "no-trump") {
    return Trump::kFollowMe;
  }
  return absl::InvalidArgumentError(
      absl::StrCat("unknown trump '", text,
                   "' (expected blanks, ones, twos, threes, fours, fives, sixes, doubles, "
                   "followme, 0..6, notrump or nt)"));
}

absl::string_view NelloDoublesName(NelloDoubles d) {
  switch (d) {
    case NelloDoubles::kOwn: return "own";
    case NelloDoubles::kHigh: return "high";
    case NelloDoubles::kLow: return "low";
  }
  return "own";
}

absl::StatusOr<NelloDoubles> ParseNelloDoubles(absl::string_view text) {
  const std::string s = Lower(text);
  if (s == "own") return NelloDoubles::kOwn;
  if (s == "high") return NelloDoubles::kHigh;
  if (s == "low") return NelloDoubles::kLow;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown nello doubles variant '", text, "' (expected own, high or low)"));
}

absl::string_view ContractName(const Contract& c) {
  switch (c.kind) {
    case ContractKind::kNormal: return TrumpName(c.trump);
    case ContractKind::kNello: return "nello";
    case ContractKind::kSevens: return "sevens";
    case ContractKind::kSplash: return "splash";
    case ContractKind::kPlunge: return "plunge";
  }
  return "?";
}

}  // namespace texas42
