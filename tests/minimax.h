// A plain minimax over the rules of 42, the reference the solver is tested against.
//
// It knows nothing of the solver: no alpha-beta, no table, no move ordering, no equivalent
// tiles. From a Position it visits every legal continuation to the end of the hand, asking the
// contract's Rules only what may be played and which tile wins a trick, and keeps its own
// record of turns, tricks and scores. Exponential: meant for endgames of a few tricks.
#ifndef TEXAS42_TESTS_MINIMAX_H_
#define TEXAS42_TESTS_MINIMAX_H_

#include "solver/state.h"

namespace texas42 {

// Returns the exact value of the hand from `position`, counting what is already taken: the
// points (or tricks) of the declarer's side, or in nello the tricks the declarer is held to.
int MinimaxValue(const Position& position);

}  // namespace texas42

#endif  // TEXAS42_TESTS_MINIMAX_H_
