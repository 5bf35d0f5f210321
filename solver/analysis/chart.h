// The "can't lose more than" chart of any game of the family, derived from first principles
// (docs/rules.md, last section, and "The rest of the family").
//
// In a game with count a hand holds `total` points: one per trick and the count, made of
// 10-counts (tiles whose pips total 10: 6-4, 5-5, and 7-3, 8-2 in the larger sets) and 5-counts
// (5-0, 4-1, 3-2). For a point bid b the defenders may take at most total - b. A loss is a pair
// (tricks lost, count lost); it is possible when the count tiles lost fit in the tricks lost (one
// tile a seat in each trick) while the rest fit in the tricks won: no tricks lose no count, all
// the tricks lose all of it. The chart lists every possible loss that stays within total - b,
// and phrases the largest ones as players learn them ("two tricks and one 10-count (or two
// 5-counts)"). In Moon (tricks only) a bid of b tricks may lose tricks - b of them. The top bid
// (one mark) allows no loss: the bidder takes all tricks.
#ifndef TEXAS42_SOLVER_ANALYSIS_CHART_H_
#define TEXAS42_SOLVER_ANALYSIS_CHART_H_

#include <string>
#include <vector>

#include "solver/family/game.h"

namespace texas42 {

struct Loss {
  int tricks = 0;  // tricks the defenders take
  int count = 0;   // count points in them, a multiple of 5
  friend bool operator==(const Loss&, const Loss&) = default;
};

struct ChartRow {
  int bid = 0;
  int max_lost = 0;           // total - bid (tricks - bid in Moon)
  std::vector<Loss> allowed;  // every possible loss within max_lost: count, then tricks,
                              // descending
  std::vector<Loss> limits;   // the allowed losses no other allowed loss exceeds in both
  std::string phrase;         // the limits in words, largest count first
};

// The count tiles of a game, by kind.
struct CountTiles {
  int tens = 0;
  int fives = 0;
};
CountTiles CountTilesOf(const family::Game& game);

// Returns whether the defenders of `game` can take exactly `tricks` tricks holding `count`.
bool LossPossible(const family::Game& game, int tricks, int count);
// Returns the ways to make `count` from count tiles that fit a loss of `tricks` tricks, fewest
// tiles first, in words: "one 10-count", "two 5-counts", "no count".
std::vector<std::string> CountWays(const family::Game& game, int tricks, int count);
// Returns one loss in words: "two tricks and one 10-count (or two 5-counts)"; where the
// bidder's few tricks must hold every other count tile, it says so.
std::string LossPhrase(const family::Game& game, const Loss& loss);
// Returns the chart row of bid `bid` (lowest_bid..total, or ..tricks in Moon).
ChartRow MakeChartRow(const family::Game& game, int bid);
// Returns the rows of every bid of `game`, lowest first.
std::vector<ChartRow> CantLoseMoreThanChart(const family::Game& game);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_CHART_H_
