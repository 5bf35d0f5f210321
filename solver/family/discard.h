// The declarer's exchange with the left-over tile made by hand (Moon, The Big Game;
// docs/rules.md): he takes the left-over tile and discards the tile named. In The Big Game the
// discard must be a non-counter. Games with no tile left over have no exchange.
#ifndef TEXAS42_SOLVER_FAMILY_DISCARD_H_
#define TEXAS42_SOLVER_FAMILY_DISCARD_H_

#include "absl/status/statusor.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"

namespace texas42::family {

// Returns the hands after `declarer` takes the left-over tile and discards `discard`, or an
// error naming what is wrong (no tile left over, a tile he cannot discard, a counter).
absl::StatusOr<Hands> ApplyDiscard(const Game& game, const Deal& deal, int declarer, Tile discard);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_DISCARD_H_
