// The "can't lose more than" chart of any game of the family (docs/rules.md, "The rest of the
// family"), generalizing Texas 42's (chart.h).
//
// In a game with count a hand holds `total` points: one per trick and the count, made of
// 10-counts (tiles whose pips total 10: 6-4, 5-5, and 7-3, 8-2 in the larger sets) and 5-counts
// (5-0, 4-1, 3-2). For a point bid b the defenders may take at most total - b points. A loss
// (tricks lost, count lost) is possible when the count tiles lost fit in the tricks lost (one
// tile a seat in each trick) and the rest fit in the tricks won. In Moon (tricks only) a bid of
// b tricks may lose tricks - b of them. A bid of the total allows no loss.
#ifndef TEXAS42_SOLVER_ANALYSIS_FAMILY_CHART_H_
#define TEXAS42_SOLVER_ANALYSIS_FAMILY_CHART_H_

#include <string>
#include <vector>

#include "solver/analysis/chart.h"
#include "solver/family/game.h"

namespace texas42 {

// The count tiles of a game, by kind.
struct CountTiles {
  int tens = 0;
  int fives = 0;
};
CountTiles CountTilesOf(const family::Game& game);

// Returns whether the defenders of `game` can take exactly `tricks` tricks holding `count`.
bool FamilyLossPossible(const family::Game& game, int tricks, int count);
// Returns one loss in words, as LossPhrase does for Texas 42.
std::string FamilyLossPhrase(const family::Game& game, const Loss& loss);
// Returns the chart row of bid `bid` (lowest_bid..total, or ..tricks in Moon): max_lost in
// points (tricks in Moon), the allowed losses and their limits, and the phrase.
ChartRow FamilyChartRow(const family::Game& game, int bid);
std::vector<ChartRow> FamilyChart(const family::Game& game);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_FAMILY_CHART_H_
