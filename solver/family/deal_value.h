// The double-dummy value of a whole deal of any game of the family, with the declarer's best
// exchange with the left-over tile (Moon, The Big Game; docs/rules.md).
//
// The best exchange is the one best for the declarer's side: the highest value, or in nello
// the fewest tricks. Ties go to the first discard in tile order, so a result is reproducible.
#ifndef TEXAS42_SOLVER_FAMILY_DEAL_VALUE_H_
#define TEXAS42_SOLVER_FAMILY_DEAL_VALUE_H_

#include <functional>

#include "solver/family/deal.h"
#include "solver/family/search.h"

namespace texas42::family {

struct DealValue {
  int value = 0;
  Hands hands{};    // the hands as played, after the exchange
  TileSet discard;  // the declarer's discard (empty when nothing is left over)
};

// Returns the value with the declarer's best exchange; calls `weighed` (when given) after each
// exchange choice is weighed, for progress reports.
DealValue SolveDeal(Solver& solver, const Rules& rules, const Deal& deal, int declarer,
                    const std::function<void()>& weighed = nullptr);

// Returns whether the deal reaches `target` with the declarer's best exchange.
bool DealReaches(Solver& solver, const Rules& rules, const Deal& deal, int declarer, int target);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_DEAL_VALUE_H_
