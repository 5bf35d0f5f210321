// Layouts of a game of the family: every way to deal the tiles no seat is known to hold into
// the open places of the hands and the left-over tile, counted and numbered, so that an exact
// bid analysis can enumerate them in parallel and in a fixed order.
//
// A layout gives each seat its fixed tiles plus enough of the others to fill its hand, and the
// rest to the left-over tile (Moon, The Big Game). Layout number i is found by unranking i
// (mixed radix over the seats in play order, then the left-over tile, each digit a combination
// in the combinatorial number system), so it depends on i alone. Under a uniform deal honouring
// the fixed tiles (DealRandom) every layout is equally likely.
#ifndef TEXAS42_SOLVER_FAMILY_LAYOUTS_H_
#define TEXAS42_SOLVER_FAMILY_LAYOUTS_H_

#include <cstdint>
#include <limits>

#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/position.h"

namespace texas42::family {

// CountLayouts' answer when there are more layouts than a 64-bit count holds.
inline constexpr uint64_t kCountless = std::numeric_limits<uint64_t>::max();

// Returns the number of layouts honouring `fixed` (disjoint tiles of `game`, no seat holding
// more than a hand), or kCountless when there are that many or more.
uint64_t CountLayouts(const Game& game, const Hands& fixed);

// Returns layout number `index` of `fixed`, 0 <= index < CountLayouts(game, fixed).
Deal LayoutAt(const Game& game, const Hands& fixed, uint64_t index);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_LAYOUTS_H_
