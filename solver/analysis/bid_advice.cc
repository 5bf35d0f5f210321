#include "solver/analysis/bid_advice.h"

#include <algorithm>
#include <functional>
#include <vector>

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

// What the advice reads off an analysis, whatever the game: its bids in order (the last is the
// top bid, 1 mark) and, for contract c at bid b, whether it is shown there, whether it may be
// bid there, its makes, make-probability and 95% interval.
struct BidTable {
  std::vector<int> bids;
  bool marks = true;  // mark bids above the top: 2, 3, ... times it
  bool exact = false;
  size_t contracts = 0;
  std::function<bool(size_t, int)> shown;
  std::function<bool(size_t, int)> applies;
  std::function<uint64_t(size_t, int)> makes;
  std::function<double(size_t, int)> probability;
  std::function<Interval(size_t, int)> interval;

  int lowest() const { return bids.front(); }
  int top() const { return bids.back(); }
};

BidChoice ChooseAt(const BidTable& table, int bid) {
  BidChoice choice;
  choice.bid = bid;
  uint64_t best_makes = 0;
  for (size_t c = 0; c < table.contracts; ++c) {
    if (!table.shown(c, bid)) continue;
    // Ties go to the first contract asked for.
    if (choice.best < 0 || table.makes(c, bid) > best_makes) {
      choice.best = static_cast<int>(c);
      best_makes = table.makes(c, bid);
    }
  }
  if (choice.best < 0) return choice;
  choice.probability = table.probability(choice.best, bid);
  choice.ci95 = table.interval(choice.best, bid);
  for (size_t c = 0; c < table.contracts; ++c) {
    if (static_cast<int>(c) == choice.best || !table.shown(c, bid)) continue;
    const bool rival = table.exact ? table.makes(c, bid) == best_makes
                                   : table.interval(c, bid).Overlaps(choice.ci95);
    if (rival) choice.rivals.push_back(static_cast<int>(c));
  }
  return choice;
}

Advice Advise(const BidTable& table, double confidence, int over) {
  Advice advice;
  advice.confidence = confidence;
  advice.over = over;
  for (int bid : table.bids) advice.by_bid.push_back(ChooseAt(table, bid));
  const int count = static_cast<int>(table.bids.size());
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
  const int top = table.top();
  const int most = table.marks ? kMostMarks * top : top;
  // The lowest bid over `over`: the lowest bid first, then one more, then one mark more (no bid
  // is over Moon's top).
  int lowest = over == 0 ? table.lowest() : over < top ? over + 1 : over + top;
  // A contract bid in marks (nello, sevens) is bid at 1 mark at the least.
  if (!table.applies(advice.choice.best, lowest)) lowest = std::max(lowest, top);
  if (lowest <= most &&
      (lowest <= *advice.bid || (*advice.bid == top && lowest > top && table.marks))) {
    advice.bid_now = lowest;
  }
  return advice;
}

}  // namespace

absl::Status ValidateOver(int over) {
  if (over == 0 || (over >= kLowestBid && over < kMarkBid) ||
      (over % kMarkBid == 0 && over >= kMarkBid && over <= kMostMarks * kMarkBid)) {
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(
      absl::StrCat("the highest bid so far must be 0 (none), 30..41, or a mark bid 42, 84, ... ",
                   kMostMarks * kMarkBid, ", not ", over));
}

Advice AdviseBid(const BidAnalysis& analysis, double confidence, int over) {
  BidTable table;
  for (int bid : AllBids()) table.bids.push_back(bid);
  table.exact = analysis.exact;
  table.contracts = analysis.odds.size();
  table.shown = [&](size_t c, int bid) { return analysis.odds[c].Shown(bid); };
  table.applies = [&](size_t c, int bid) { return analysis.odds[c].Applies(bid); };
  table.makes = [&](size_t c, int bid) { return analysis.odds[c].Makes(bid); };
  table.probability = [&](size_t c, int bid) { return analysis.odds[c].MakeProbability(bid); };
  table.interval = [&](size_t c, int bid) { return analysis.MakeInterval(c, bid); };
  return Advise(table, confidence, over);
}

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

bool Applies(const family::Game& game, const FamilyContractOdds& odds, int bid) {
  if (odds.contract.kind == family::Kind::kPartnerCall) return false;
  if (odds.special()) return bid == TopBid(game);
  return bid >= odds.bids.front() && bid <= odds.bids.back();
}

uint64_t MakesAt(const FamilyContractOdds& odds, int bid) {
  if (odds.special()) return odds.makes.front();
  return odds.makes[static_cast<size_t>(bid - odds.bids.front())];
}

Advice AdviseBid(const FamilyBidAnalysis& analysis, double confidence, int over) {
  const family::Game& game = *analysis.game;
  BidTable table;
  for (int bid = game.lowest_bid; bid <= TopBid(game); ++bid) table.bids.push_back(bid);
  table.marks = game.counts;
  table.contracts = analysis.odds.size();
  table.exact = analysis.exact;
  // A trump not played out at the table has no figure: it is never the best nor a rival.
  table.shown = [&](size_t c, int bid) {
    return analysis.odds[c].played && Applies(game, analysis.odds[c], bid);
  };
  table.applies = [&](size_t c, int bid) { return Applies(game, analysis.odds[c], bid); };
  table.makes = [&](size_t c, int bid) { return MakesAt(analysis.odds[c], bid); };
  table.probability = [&](size_t c, int bid) {
    return analysis.Probability(MakesAt(analysis.odds[c], bid));
  };
  table.interval = [&](size_t c, int bid) {
    return analysis.IntervalOf(MakesAt(analysis.odds[c], bid));
  };
  return Advise(table, confidence, over);
}

}  // namespace texas42
