// Solver: exact double-dummy values of 42 positions by target (null-window) alpha-beta search.
//
// All four hands are visible and every seat plays perfectly: the declarer's side maximizes the
// contract's value (points, or tricks), the other side minimizes it; in nello the declarer
// minimizes the tricks he takes. The core question is a target query, "does the maximizing
// side take at least t more?", answered by a boolean search; exact values come from bisection
// over t, sharing one transposition table of bounds kept at trick boundaries.
//
// A Solver owns all its mutable state (the table included), so it is reentrant: run one per
// thread. It never prints. Contract dispatch happens once, when a position is loaded. Queries
// of the same declarer and contract share what the table learned while every tile sits with the
// same seat in each (one deal, or positions resumed from one layout at different tricks);
// another problem starts afresh. How the search works is told in search_internal.h and
// docs/search.md.
#ifndef TEXAS42_SOLVER_SEARCH_H_
#define TEXAS42_SOLVER_SEARCH_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "solver/state.h"
#include "solver/types.h"

namespace texas42 {

struct SearchOptions {
  int table_bits = 14;              // log2 of table buckets (4 entries, 32 bytes each); 0 = none
  bool quick_tricks = true;         // sure-trick bounds at trick boundaries
  bool collapse_equivalent = true;  // search one of each set of interchangeable tiles
  uint64_t shuffle_seed = 0;        // nonzero: random move order (for differential tests)
};

struct TileValue {
  Tile tile;
  int value;  // the contract's value if `tile` is played, then perfect play
};

class Searcher;

class Solver {
 public:
  explicit Solver(SearchOptions options = {});
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;
  ~Solver();

  // Returns the exact value of the hand from `position`, counting what is already taken:
  // points (or tricks) of the declarer's side, or in nello the declarer's tricks.
  int Solve(const Position& position);
  // Returns the value with the search limited to deciding the values in [lo, hi]: the result is
  // exact inside that window, and any value below `lo` (above `hi`) is reported as lo - 1
  // (hi + 1). Cheaper than Solve when only some bids matter. A `guess` of the value (a
  // sibling's, say) places the first probe; a good one saves probes, any gives the same value.
  int SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess = {});
  // Returns whether the declarer's side finishes with a value of at least `target` (in nello:
  // whether the declarer can hold himself to at most `target` tricks).
  bool Reaches(const Position& position, int target);
  // Returns what one target query at `target` proves, fail-soft, for contracts scored in points
  // or tricks: a result v >= target says the declarer's side finishes with at least v, a result
  // v < target says at most v. Queries of one position share the table, so a caller may chain
  // them (a bid analysis picks its next target from the bounds so far).
  int Bound(const Position& position, int target);
  // Returns the value of every legal tile for the player to move, best first.
  std::vector<TileValue> ValuePlays(const Position& position);
  // Returns an optimal line of play from `position` to the end of the hand.
  std::vector<Tile> OptimalLine(const Position& position);

  // Returns the bounds [lower, upper] on the value (counting what is already taken) that the
  // sure-trick rules alone give at `position`, a trick boundary, as the search uses them on a
  // table miss; the whole range in nello, where they do not apply. For tests.
  std::pair<int, int> SureTrickBounds(const Position& position);

  // Returns the search nodes visited since the solver was built (a functional signature: it
  // changes only when the search does).
  uint64_t nodes() const;
  // Returns the bytes of the transposition table.
  size_t table_bytes() const;
  // Returns the bytes the solver holds: its search state and its transposition table.
  size_t bytes() const;

 private:
  std::unique_ptr<Searcher> searcher_;  // the machinery (search_internal.h)
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_SEARCH_H_
