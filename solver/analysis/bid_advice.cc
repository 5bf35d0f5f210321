#include "solver/analysis/bid_advice.h"

#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

// Whether contract `c` of `analysis` has a figure at `bid`: it may be bid there and, at the
// table, was played out (a trump not played out is never the best nor a rival).
bool Shown(const BidAnalysis& analysis, size_t c, int bid) {
  return analysis.odds[c].played && Applies(*analysis.game, analysis.odds[c], bid);
}

BidChoice ChooseAt(const BidAnalysis& analysis, int bid) {
  BidChoice choice;
  choice.bid = bid;
  uint64_t best_makes = 0;
  for (size_t c = 0; c < analysis.odds.size(); ++c) {
    if (!Shown(analysis, c, bid)) continue;
    // Ties go to the first contract asked for.
    if (choice.best < 0 || MakesAt(analysis.odds[c], bid) > best_makes) {
      choice.best = static_cast<int>(c);
      best_makes = MakesAt(analysis.odds[c], bid);
    }
  }
  if (choice.best < 0) return choice;
  choice.probability = analysis.Probability(best_makes);
  choice.ci95 = analysis.IntervalOf(best_makes);
  for (size_t c = 0; c < analysis.odds.size(); ++c) {
    if (static_cast<int>(c) == choice.best || !Shown(analysis, c, bid)) continue;
    const uint64_t makes = MakesAt(analysis.odds[c], bid);
    const bool rival =
        analysis.exact ? makes == best_makes : analysis.IntervalOf(makes).Overlaps(choice.ci95);
    if (rival) choice.rivals.push_back(static_cast<int>(c));
  }
  return choice;
}

}  // namespace

int TopBid(const family::Game& game) { return game.counts ? game.total : game.tricks(); }

absl::Status ValidateOver(const family::Game& game, int over) {
  const int top = TopBid(game);
  if (!game.counts) {
    if (over == 0 || (over >= game.lowest_bid && over <= top)) return absl::OkStatus();
    return absl::InvalidArgumentError(absl::StrCat("the highest bid so far must be 0 (none) or ",
                                                   game.lowest_bid, "..", top, " tricks, not ",
                                                   over));
  }
  if (over == 0 || (over >= game.lowest_bid && over < top) ||
      (over % top == 0 && over >= top && over <= kMostMarks * top)) {
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "the highest bid so far must be 0 (none), ", game.lowest_bid, "..", top - 1,
      ", or a mark bid ", top, ", ", 2 * top, ", ... ", kMostMarks * top, ", not ", over));
}

bool Applies(const family::Game& game, const ContractOdds& odds, int bid) {
  if (odds.contract.kind == family::Kind::kPartnerCall) return false;
  if (odds.special()) return bid == TopBid(game);
  return bid >= odds.bids.front() && bid <= odds.bids.back();
}

uint64_t MakesAt(const ContractOdds& odds, int bid) {
  if (odds.special()) return odds.makes.front();
  return odds.makes[static_cast<size_t>(bid - odds.bids.front())];
}

Advice AdviseBid(const BidAnalysis& analysis, double confidence, int over) {
  const family::Game& game = *analysis.game;
  Advice advice;
  advice.confidence = confidence;
  advice.over = over;
  for (int bid = game.lowest_bid; bid <= TopBid(game); ++bid) {
    advice.by_bid.push_back(ChooseAt(analysis, bid));
  }
  const int count = static_cast<int>(advice.by_bid.size());
  int at = -1;
  for (int i = 0; i < count; ++i) {
    const BidChoice& c = advice.by_bid[i];
    if (c.best >= 0 && c.probability >= confidence) at = i;
  }
  if (at >= 0) {
    advice.bid = advice.by_bid[at].bid;
    advice.choice = advice.by_bid[at];
    advice.may_be_lower = advice.choice.ci95.low < confidence;
  } else {
    advice.choice = advice.by_bid[0];
  }
  const int next = at + 1;
  if (next < count && advice.by_bid[next].best >= 0) {
    advice.may_be_higher = advice.by_bid[next].ci95.high >= confidence;
  }
  if (!advice.bid) return advice;
  const int top = TopBid(game);
  const int most = game.counts ? kMostMarks * top : top;
  // The lowest bid over `over`: the lowest bid first, then one more, then one mark more (no bid
  // is over Moon's top).
  int lowest = over == 0 ? game.lowest_bid : over < top ? over + 1 : over + top;
  // A contract bid in marks (nello, sevens) is bid at 1 mark at the least.
  if (!Applies(game, analysis.odds[advice.choice.best], lowest)) lowest = std::max(lowest, top);
  if (lowest <= most &&
      (lowest <= *advice.bid || (*advice.bid == top && lowest > top && game.counts))) {
    advice.bid_now = lowest;
  }
  return advice;
}

}  // namespace texas42
