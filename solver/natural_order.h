// The order a player reads equally good plays in: trumps from the top (the double first), then
// count (10 before 5), then the higher tile. Among tiles of one value the solver names the
// first in this order, so a printed line draws trumps from the top and not with a side tile
// that happens to come first by index.
#ifndef TEXAS42_SOLVER_NATURAL_ORDER_H_
#define TEXAS42_SOLVER_NATURAL_ORDER_H_

#include <tuple>

#include "solver/contract.h"
#include "solver/types.h"

namespace texas42 {

// Returns a tile's place in that order under `contract`: larger comes first.
std::tuple<int, int, int, int> NaturalKey(const Contract& contract, Tile tile);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_NATURAL_ORDER_H_
