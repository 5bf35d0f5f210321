// Exact double-dummy values for every game of the family, by fail-soft alpha-beta.
//
// The general search path: any pips, three or four seats, any contract of family/contract.h.
// The declarer's side maximizes the contract's value (points, or tricks), the other side
// minimizes it; in nello and low-no the declarer's side minimizes the tricks it takes. Exact
// values come from null-window probes that share a transposition table of bounds kept at trick
// boundaries; interchangeable tiles of one hand are searched once.
//
// The one search interface of every game: a Texas 42 position whose contract Texas 42's own fast
// search (solver/search.h) plays is answered by that search (family/fast_engine.h), every other
// by the general search. Both are checked against a plain minimax and against each other in the
// tests.
//
// A Solver owns its state (the table included): run one per thread. It never prints. Its table
// is kept across positions of the same game, contract and declarer and cleared otherwise.
#ifndef TEXAS42_SOLVER_FAMILY_SEARCH_H_
#define TEXAS42_SOLVER_FAMILY_SEARCH_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "solver/family/position.h"

namespace texas42::family {

struct SearchOptions {
  int table_bits = 20;              // log2 of table entries (40 bytes each); 0 = none
  bool collapse_equivalent = true;  // search one of each set of interchangeable tiles
  bool sure_tricks = true;          // bounds from the leader's sure tricks at trick boundaries
  bool dead_suits = true;           // tiles differing only in suits no live tile calls are twins
  bool dead_suit_keys = false;      // ... and share table entries (tile_map.h): fewer nodes, but
                                    // slower today (docs/family.md)
  bool fast_texas42 = true;         // Texas 42's own contracts go to its fast search
};

struct MoveValue {
  Move move;
  int value;  // the contract's value if `move` is played, then perfect play
};

class Searcher;
class FastEngine;

class Solver {
 public:
  explicit Solver(SearchOptions options = {});
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;
  ~Solver();

  // Returns the exact value of the hand from `position`, counting what is already taken.
  int Solve(const Position& position);
  // Returns the exact value, known to lie in [lower, upper]: fewer probes than Solve.
  int SolveBetween(const Position& position, int lower, int upper);
  // Returns the value with the search limited to deciding the values in [lo, hi]: exact inside
  // the window, and any value below `lo` (above `hi`) reported as lo - 1 (hi + 1), as Texas 42's
  // Solver::SolveWindow. Cheaper than Solve when only some values matter (a table player's bids).
  // A `guess` of the value (a sibling move's, say) places the first probe: a good one saves
  // probes, any gives the same value.
  int SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess = {});
  // Returns whether the value is at least `target`.
  bool Reaches(const Position& position, int target);
  // Returns one probe's fail-soft bound of the value of a position whose side to reach `target`
  // maximizes (not nello or low-no): at least `target` is a lower bound of the value (it
  // reaches the target), below it an upper bound. What Reaches asks, with what the probe
  // learned on the way: a bid's value climbs by such probes (bid_analysis.cc).
  int Bound(const Position& position, int target);
  // Returns the value of every legal move for the player to move, best for him first.
  std::vector<MoveValue> ValuePlays(const Position& position);
  // Returns the search nodes visited since the solver was built, by both searches.
  uint64_t nodes() const;

 private:
  // Returns the fast search when it plays `position` (built on first use), else null.
  FastEngine* FastFor(const Position& position);
  // Returns the general search, built on first use: a Texas 42 solver that never needs it never
  // allocates its table.
  Searcher& General();

  SearchOptions options_;
  bool fast_texas42_;
  std::unique_ptr<Searcher> searcher_;
  std::unique_ptr<FastEngine> fast_;
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_SEARCH_H_
