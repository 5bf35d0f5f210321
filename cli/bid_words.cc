#include "cli/bid_words.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace texas42 {

std::string Percent(double p) { return absl::StrFormat("%.1f%%", 100 * p); }

std::string IntervalText(const Interval& ci) {
  return absl::StrFormat("%.1f-%.1f%%", 100 * ci.low, 100 * ci.high);
}

void WriteInterval(JsonWriter& w, const Interval& ci) {
  w.BeginArray().Double(ci.low).Double(ci.high).EndArray();
}

std::string BidLabel(const family::Game& game, int bid) {
  const int top = TopBid(game);
  if (!game.counts) return absl::StrCat(bid, bid == top ? " tricks (shoot the moon)" : " tricks");
  return bid < top ? absl::StrCat(bid) : family::MarksName(bid / top);
}

std::string ShortBidLabel(const family::Game& game, int bid) {
  return game.counts ? BidLabel(game, bid) : absl::StrCat(bid);
}

std::string ColumnLabel(const family::Game& game, int bid) {
  return game.counts && bid == TopBid(game) ? "1 mark+" : absl::StrCat(bid);
}

std::string ContractLabel(const BidAnalysis& an, size_t contract) {
  const family::Contract& c = an.odds[contract].contract;
  const std::string name = family::ContractName(*an.game, c);
  if (c.kind != family::Kind::kNello && c.kind != family::Kind::kLowNo) return name;
  return absl::StrCat(name, " ", family::NelloDoublesName(c.nello_doubles));
}

std::string RivalNames(const BidAnalysis& an, const BidChoice& choice) {
  std::vector<std::string> names;
  for (int r : choice.rivals) {
    names.push_back(absl::StrCat(ContractLabel(an, static_cast<size_t>(r)), " ",
                                 Percent(an.Probability(MakesAt(an.odds[r], choice.bid)))));
  }
  return absl::StrJoin(names, ", ");
}

bool IsBest(const BidAnalysis& an, const BidChoice& choice, size_t c) {
  if (choice.best < 0 || !Applies(*an.game, an.odds[c], choice.bid)) return false;
  return choice.best == static_cast<int>(c) ||
         MakesAt(an.odds[c], choice.bid) == MakesAt(an.odds[choice.best], choice.bid);
}

std::string FigureName(const BidAnalysis& an) { return an.play ? "table play" : "double dummy"; }

bool HasKind(const BidAnalysis& an, family::Kind kind) {
  return std::any_of(an.odds.begin(), an.odds.end(),
                     [kind](const ContractOdds& o) { return o.contract.kind == kind; });
}

bool IsPartnerCall(const ContractOdds& o) { return o.contract.kind == family::Kind::kPartnerCall; }

uint64_t PartnerMakes(const BidAnalysis& an, const ContractOdds& o) {
  return !an.play && o.has_single ? o.best_single_makes : o.makes.front();
}

int NamedSeat(const BidRun& run, int seat) {
  return (seat + run.declarer) % run.analysis.game->seats;
}

}  // namespace texas42
