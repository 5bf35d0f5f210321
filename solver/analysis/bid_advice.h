// Bid advice: the answer to "what should I bid, and what should I call?" read off a BidAnalysis.
//
// For each bid, the contract most likely to make it and the contracts that cannot be told apart
// from it (sampled: their 95% intervals overlap; exact: the same probability). The recommended
// bid is the highest whose best make-probability reaches the confidence threshold; since a
// probability can only fall as the bid rises, that bid is unique. Where the numbers do not give
// one clear answer the advice says why: rival contracts, or a threshold inside an interval.
#ifndef TEXAS42_SOLVER_ANALYSIS_BID_ADVICE_H_
#define TEXAS42_SOLVER_ANALYSIS_BID_ADVICE_H_

#include <optional>
#include <vector>

#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/wilson.h"

namespace texas42 {

struct BidChoice {
  int bid = 0;
  int best = -1;  // index into BidAnalysis::odds; -1 when no contract applies
  double probability = 0;
  Interval ci95;
  std::vector<int> rivals;  // other contracts indistinguishable from the best at this bid
};

struct Advice {
  double confidence = 0.5;
  std::vector<BidChoice> by_bid;  // one per bid, 30 .. 42
  // The highest bid whose best probability is at least `confidence`; nothing means pass.
  std::optional<int> bid;
  // The choice at `bid` (or at 30 when passing).
  BidChoice choice;
  // The recommended bid's interval reaches below the threshold: it may not be safe.
  bool may_be_lower = false;
  // The next bid's best interval reaches the threshold: a higher bid may be safe too.
  bool may_be_higher = false;
};

// Returns the advice for `analysis` at threshold `confidence` in (0, 1].
Advice AdviseBid(const BidAnalysis& analysis, double confidence);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_BID_ADVICE_H_
