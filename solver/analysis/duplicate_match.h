// Duplicate match: two settings of the table player play the same deals, each deal twice with
// the sides swapped, so that the luck of the deal cancels and what is left is the players.
//
// Board i of a match is Texas 42's deal i of `seed` (family::DealRandom, the deal of `texas42 deal
// --seed`) with the contract a table would reach:
// the declarer is the seat holding the most tiles of one suit (the first such seat from North,
// then the most doubles), he calls that suit, and he bids what the layout is worth double dummy
// under it, 30 at least and 42 (1 mark) at most. That bid makes with perfect play on both
// sides whenever it is above 30, so each board asks both sides to find the play.
//
// On each board A declares against B's defence, then B declares against A's, each side's seats
// played by its setting's table player (TablePlayer, the one player of every game). A's
// score on the board is its makes as declarer less B's (-1, 0 or 1), and the same for points:
// the paired difference. Every playout is deterministic by (seed, board): the results do not
// depend on the thread count. Nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_DUPLICATE_MATCH_H_
#define TEXAS42_SOLVER_ANALYSIS_DUPLICATE_MATCH_H_

#include <cstdint>
#include <functional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/family/deal.h"
#include "solver/family/search.h"
#include "solver/play/table_player.h"

namespace texas42 {

// One deal of a match and its contract.
struct Board {
  family::Deal deal;
  int declarer = 0;  // seat 0..3 (N, E, S, W)
  int trump = 0;     // the suit he calls, 0..6
  int bid = 30;
  int dd_value = 0;  // the declarer's side's points double dummy
};

// Returns board `index` of a match of seed `seed` (see the header).
Board BoardOf(family::Solver& solver, uint64_t seed, uint64_t index);

struct MatchQuery {
  uint64_t deals = 100;
  uint64_t seed = 1;
  family::TableOptions a;  // the players of setting A (its seed is the match's)
  family::TableOptions b;
  int threads = 0;  // 0 = all cores
  // Called now and then from a worker thread (never two calls at once) with boards done.
  std::function<void(uint64_t done, uint64_t total)> progress;
};

// What happened on one board.
struct BoardResult {
  Board board;
  bool a_makes = false;  // A declaring against B
  bool b_makes = false;  // B declaring against A
  int a_points = 0;      // points A's declaring side took
  int b_points = 0;
};

// A mean over boards and its standard error.
struct Estimate {
  double mean = 0;
  double se = 0;
};

struct MatchResult {
  std::vector<BoardResult> boards;
  Estimate makes;   // A's makes less B's, per board (-1..1)
  Estimate points;  // A's points as declarer less B's, per board
  uint64_t a_makes = 0;
  uint64_t b_makes = 0;
  uint64_t nodes = 0;
};

// Plays the match.
absl::StatusOr<MatchResult> PlayMatch(const MatchQuery& query);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_DUPLICATE_MATCH_H_
