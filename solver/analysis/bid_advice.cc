#include "solver/analysis/bid_advice.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

BidChoice ChooseAt(const BidAnalysis& analysis, int bid) {
  BidChoice choice;
  choice.bid = bid;
  uint64_t best_makes = 0;
  for (size_t c = 0; c < analysis.odds.size(); ++c) {
    const ContractOdds& o = analysis.odds[c];
    if (!o.Shown(bid)) continue;
    // Ties go to the first contract asked for.
    if (choice.best < 0 || o.Makes(bid) > best_makes) {
      choice.best = static_cast<int>(c);
      best_makes = o.Makes(bid);
    }
  }
  if (choice.best < 0) return choice;
  choice.probability = analysis.odds[choice.best].MakeProbability(bid);
  choice.ci95 = analysis.MakeInterval(choice.best, bid);
  for (size_t c = 0; c < analysis.odds.size(); ++c) {
    if (static_cast<int>(c) == choice.best || !analysis.odds[c].Shown(bid)) continue;
    const bool rival = analysis.exact ? analysis.odds[c].Makes(bid) == best_makes
                                      : analysis.MakeInterval(c, bid).Overlaps(choice.ci95);
    if (rival) choice.rivals.push_back(static_cast<int>(c));
  }
  return choice;
}

}  // namespace

absl::Status ValidateOver(int over) {
  if (over == 0 || (over >= kLowestBid && over < kMarkBid) ||
      (over % kMarkBid == 0 && over >= kMarkBid && over <= kMostMarks * kMarkBid)) {
    return absl::OkStatus();
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "the highest bid so far must be 0 (none), 30..41, or a mark bid 42, 84, ... ",
      kMostMarks * kMarkBid, ", not ", over));
}

Advice AdviseBid(const BidAnalysis& analysis, double confidence, int over) {
  Advice advice;
  advice.confidence = confidence;
  advice.over = over;
  for (int bid : AllBids()) advice.by_bid.push_back(ChooseAt(analysis, bid));
  int at = -1;
  for (int i = 0; i < kBidCount; ++i) {
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
  if (next < kBidCount && advice.by_bid[next].best >= 0) {
    advice.may_be_higher = advice.by_bid[next].ci95.high >= confidence;
  }
  // The lowest bid over `over`: 30 first, then one more, then one mark more.
  int lowest = over == 0 ? kLowestBid : over < kMarkBid ? over + 1 : over + kMarkBid;
  // A contract bid in marks (nello, sevens) is bid at 1 mark at the least.
  if (advice.bid && !analysis.odds[advice.choice.best].Applies(lowest)) {
    lowest = std::max(lowest, kMarkBid);
  }
  if (advice.bid && (lowest <= *advice.bid || (*advice.bid == kMarkBid && lowest > kMarkBid &&
                                              lowest <= kMostMarks * kMarkBid))) {
    advice.bid_now = lowest;
  }
  return advice;
}

}  // namespace texas42
