// Play review: what every play of a hand cost, double dummy.
//
// For each play the double-dummy value of the hand before it (with the best tile) and after it
// (with the tile played), both counting what is already taken, the tiles that kept the best
// value, and the cost: what the play gave away to the other side, in the contract's units
// (points, or tricks; 0 for a best tile). A play that turns a made bid into a set (or a set into
// a make) is marked. Values come from exact solves; nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_PLAY_REVIEW_H_
#define TEXAS42_SOLVER_ANALYSIS_PLAY_REVIEW_H_

#include <vector>

#include "absl/status/statusor.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {

struct PlayReview {
  Seat seat = Seat::kNorth;
  Tile tile;
  int value_before = 0;       // the value with best play from here on
  int value_after = 0;        // the value after this tile, then best play
  int cost = 0;               // what the play gave the other side (>= 0)
  std::vector<Tile> best;     // the tiles that keep value_before, in the natural order
  bool makes_before = false;  // whether the bid makes with best play before the tile
  bool makes_after = false;   // and after it
};

// Reviews `plays`, made in order from `start`, for the bid `bid`; an error names a play the
// rules forbid.
absl::StatusOr<std::vector<PlayReview>> ReviewPlays(Solver& solver, const Position& start,
                                                    const std::vector<Tile>& plays, int bid);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_PLAY_REVIEW_H_
