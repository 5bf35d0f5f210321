// Texas 42's positions of the family's model, answered by Texas 42's own fast search.
//
// family::Solver (search.h) is the one search interface of every game. Where the game is Texas
// 42 and the contract one the fast search (solver/search.h) plays — every trump, nello under
// each doubles rule, sevens to 7 with either lead, splash and plunge, the first-lead-trump
// option — it hands the position here; low-no, a doubles suit ranked 0-0 high (reversed
// doubles) and sevens to another number stay with the general search. Both models number the tiles
// alike, so a position translates tile for tile, and the answers come back in the family's terms: a
// value counts what is already taken, and a target always asks whether the declarer's side takes at
// least that much (in nello too, where the fast search asks how few the declarer can hold himself
// to). Invariant: every answer equals the general search's (tests/family_engine_test.cc).
#ifndef TEXAS42_SOLVER_FAMILY_FAST_ENGINE_H_
#define TEXAS42_SOLVER_FAMILY_FAST_ENGINE_H_

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/contract.h"
#include "solver/family/position.h"
#include "solver/family/search.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42::family {

// Returns the fast search's contract for `c`, a contract of Texas 42, or nothing when the fast
// search does not play it.
std::optional<texas42::Contract> FastContract(const Contract& c);
// Returns Texas 42's trump `t` as the family's Contract::trump (a pip, kDoublesTrump or
// kFollowMe).
int FamilyTrump(texas42::Trump t);
// Returns the hands of Texas 42's `deal` in the family's model: the same seats (0 = North) and
// tile numbers.
Hands FamilyHands(const texas42::Deal& deal);

class FastEngine {
 public:
  // Returns whether the fast search plays `position`'s game and contract.
  static bool Covers(const Position& position);

  // As Solver's methods of the same names, for a position Covers accepts; ValuePlays gives the
  // moves in the order of Legal(), which Solver sorts.
  int Solve(const Position& position);
  int SolveBetween(const Position& position, int lower, int upper);
  int SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess = {});
  bool Reaches(const Position& position, int target);
  int Bound(const Position& position, int target);
  std::vector<MoveValue> ValuePlays(const Position& position);
  uint64_t nodes() const { return solver_.nodes(); }

  // Returns `position` in the fast search's model: the same hands, trick, leader and what each
  // side has taken. In nello the declarer's tricks are his side's (his partner sits out).
  absl::StatusOr<texas42::Position> Translate(const Position& position);

 private:
  const texas42::Rules& RulesFor(const texas42::Contract& contract);

  texas42::Solver solver_;
  // The rules of the contracts seen lately: a position points at its rules, and the fast search
  // keeps its table while the rules object stays the same.
  std::deque<std::pair<texas42::Contract, std::unique_ptr<texas42::Rules>>> rules_;
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_FAST_ENGINE_H_
