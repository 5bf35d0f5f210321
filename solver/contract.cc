#include "solver/contract.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "solver/deal.h"
#include "solver/names.h"

namespace texas42 {
namespace {

constexpr NameTable<Trump, kTrumpCount> kTrumpNames({"blanks", "ones", "twos", "threes", "fours",
                                                     "fives", "sixes", "doubles", "followme"});
constexpr NameTable<NelloDoubles, 3> kNelloDoublesNames({"own", "high", "low"});
constexpr NameTable<ContractKind, kAllContractKinds.size()> kContractKindNames({"normal", "nello",
                                                                                "sevens", "splash",
                                                                                "plunge"});

std::string Lower(absl::string_view text) {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

}  // namespace

absl::string_view TrumpName(Trump t) { return kTrumpNames.Name(t); }

absl::StatusOr<Trump> ParseTrump(absl::string_view text) {
  if (const std::optional<Trump> t = kTrumpNames.Find(text)) return *t;
  const std::string s = Lower(text);
  if (s.size() == 1 && s[0] >= '0' && s[0] <= '6') return static_cast<Trump>(s[0] - '0');
  if (s == "blank" || s == "one" || s == "two" || s == "three" || s == "four" || s == "five" ||
      s == "six") {
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

absl::string_view NelloDoublesName(NelloDoubles d) { return kNelloDoublesNames.Name(d); }

absl::StatusOr<NelloDoubles> ParseNelloDoubles(absl::string_view text) {
  if (const std::optional<NelloDoubles> d = kNelloDoublesNames.Find(text)) return *d;
  return absl::InvalidArgumentError(absl::StrCat("unknown nello doubles variant '", text,
                                                 "' (expected ", kNelloDoublesNames.Alternatives(),
                                                 ")"));
}

absl::string_view ContractName(const Contract& c) {
  return c.kind == ContractKind::kNormal ? TrumpName(c.trump) : ContractKindName(c.kind);
}

absl::string_view ContractKindName(ContractKind k) { return kContractKindNames.Name(k); }

absl::StatusOr<ContractKind> ParseContractKind(absl::string_view text) {
  if (const std::optional<ContractKind> k = kContractKindNames.Find(text)) return *k;
  return absl::InvalidArgumentError(absl::StrCat("unknown contract '", text, "' (expected ",
                                                 kContractKindNames.Alternatives(), ")"));
}

absl::Status CheckQualifies(const Contract& contract, TileSet declarer_hand) {
  const int needed = DoublesRequired(contract);
  const TileSet doubles = declarer_hand & Doubles();
  if (doubles.size() >= needed) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat(ContractName(contract), " needs at least ", needed,
                   " doubles in the declarer's hand; it holds ", doubles.size(),
                   doubles.empty() ? "" : absl::StrCat(" (", FormatTiles(doubles), ")")));
}

}  // namespace texas42
