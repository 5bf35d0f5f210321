#include "solver/contract.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "absl/strings/str_cat.h"
#include "solver/deal.h"

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

absl::string_view ContractKindName(ContractKind k) {
  switch (k) {
    case ContractKind::kNormal: return "normal";
    case ContractKind::kNello: return "nello";
    case ContractKind::kSevens: return "sevens";
    case ContractKind::kSplash: return "splash";
    case ContractKind::kPlunge: return "plunge";
  }
  return "normal";
}

absl::StatusOr<ContractKind> ParseContractKind(absl::string_view text) {
  const std::string s = Lower(text);
  for (ContractKind k : kAllContractKinds) {
    if (s == ContractKindName(k)) return k;
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown contract '", text, "' (expected normal, nello, sevens, splash or plunge)"));
}

absl::Status CheckQualifies(const Contract& contract, TileSet declarer_hand) {
  const int needed = DoublesRequired(contract.kind);
  const TileSet doubles = declarer_hand & Doubles();
  if (doubles.size() >= needed) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat(
      ContractName(contract), " needs at least ", needed, " doubles in the declarer's hand; it holds ",
      doubles.size(), doubles.empty() ? "" : absl::StrCat(" (", FormatTiles(doubles), ")")));
}

}  // namespace texas42
