// Bid advice: the answer to "what should I bid, and what should I call?" read off a bid analysis
// (BidAnalysis) of any game of the family, as a player decides it. One procedure serves
// every game; only the bids differ: 30..41 and 1 mark (42) in Texas 42, the
// game's lowest bid up to its total (all the tricks in Moon) elsewhere.
//
// For each bid, the contract most likely to make it and the contracts that cannot be told apart
// from it (sampled: their 95% intervals overlap; exact: the same probability). The hand is worth
// the highest bid whose best make-probability reaches the confidence threshold (at one half:
// every bid 30..41 scores one mark, so the expected marks are positive); since a probability
// can only fall as the bid rises, that bid is unique. What to bid now depends on the auction:
// the lowest bid that takes the contract over the highest bid so far, when the hand is worth
// it, else pass. Every mark bid needs all 42 points, so a hand worth 1 mark is worth any number
// of marks (Moon has no mark bids: its top bid is shooting the moon). Where the numbers do not give
// one clear answer the advice says why: rival contracts, or a threshold inside an interval.
#ifndef TEXAS42_SOLVER_ANALYSIS_BID_ADVICE_H_
#define TEXAS42_SOLVER_ANALYSIS_BID_ADVICE_H_

#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/wilson.h"
#include "solver/family/game.h"

namespace texas42 {

struct BidChoice {
  int bid = 0;
  int best = -1;  // index into the analysis' odds; -1 when no contract applies
  double probability = 0;
  Interval ci95;
  std::vector<int> rivals;  // other contracts indistinguishable from the best at this bid
};

struct Advice {
  double confidence = 0.5;
  std::vector<BidChoice> by_bid;  // one per bid, 30 .. 42 (the game's lowest bid .. its top)
  // The highest bid whose best probability is at least `confidence`; nothing means pass.
  std::optional<int> bid;
  // The choice at `bid` (or at the lowest bid when passing).
  BidChoice choice;
  // The recommended bid's interval reaches below the threshold: it may not be safe.
  bool may_be_lower = false;
  // The next bid's best interval reaches the threshold: a higher bid may be safe too.
  bool may_be_higher = false;
  // The highest bid so far (0: nobody has bid), and the bid to make over it (nothing: pass).
  int over = 0;
  std::optional<int> bid_now;
};

// The most marks a bid names (a bid of more marks than tricks in a hand is no bid).
inline constexpr int kMostMarks = 7;

// Returns an error unless `over` is a bid of `game`: 0 (nobody has bid), lowest_bid..TopBid(game)
// - 1, or TopBid(game) times 1..7 marks (in Texas 42: 30..41, or 42 times 1..7 marks; in Moon,
// 4..7 tricks, 7 the highest).
absl::Status ValidateOver(const family::Game& game, int over);
// Returns the game's top bid: its total in points (1 mark), or all its tricks in Moon.
int TopBid(const family::Game& game);
// Returns whether `odds` may be bid at `bid`: a normal contract at every bid, nello, low-no and
// sevens at the top bid (1 mark), a partner call at none (it is bid at its own marks).
bool Applies(const family::Game& game, const ContractOdds& odds, int bid);
// Returns the layouts in which `odds` makes `bid` (it must apply there).
uint64_t MakesAt(const ContractOdds& odds, int bid);

// Returns the advice for `analysis` at threshold `confidence` in (0, 1], with `over` the highest
// bid so far (ValidateOver). Partner calls (splash, plunge, Geezer's dip and dive) are not among
// its choices: the report weighs them beside it.
Advice AdviseBid(const BidAnalysis& analysis, double confidence, int over = 0);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_BID_ADVICE_H_
