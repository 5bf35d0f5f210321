#include "cli/report.h"

#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/json_writer.h"
#include "solver/deal.h"
#include "solver/state.h"

namespace texas42 {

std::string Grouped(uint64_t count) {
  std::string digits = absl::StrCat(count);
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(at, ",");
  return digits;
}

absl::string_view ValueUnit(const Contract& contract) {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return "points";
    case Scoring::kTricks:
      return "tricks";
    case Scoring::kDeclarerTricks:
      return "declarer tricks";
  }
  return "";
}

absl::string_view ValueKey(const Contract& contract) {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return "points";
    case Scoring::kTricks:
      return "tricks";
    case Scoring::kDeclarerTricks:
      return "declarer_tricks";
  }
  return "value";
}

std::string TileList(const std::vector<Tile>& tiles) {
  std::vector<std::string> names;
  for (Tile t : tiles) names.push_back(FormatTile(t));
  return absl::StrJoin(names, " ");
}

std::string SeatLetterString(Seat seat) { return std::string(1, SeatLetter(seat)); }

std::string ContractLine(const Contract& c, Seat declarer, int bid) {
  std::string name(ContractName(c));
  if (c.kind == ContractKind::kNello) {
    absl::StrAppend(&name, " (doubles ", NelloDoublesName(c.nello_doubles), ")");
  }
  if (c.kind == ContractKind::kSplash || c.kind == ContractKind::kPlunge) {
    absl::StrAppend(&name, " with ", TrumpName(c.trump), " trump");
  }
  if (c.first_lead_trump) absl::StrAppend(&name, ", first lead a trump");
  if (c.sevens_closest_lead) absl::StrAppend(&name, ", closest lead");
  const int shown = c.scoring() == Scoring::kPoints ? bid : MarksOf(c) * kTotalPoints;
  return absl::StrCat(name, ", ", SeatName(declarer), " declares, bid ", BidName(shown));
}

}  // namespace texas42
