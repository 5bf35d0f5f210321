// The optimal line of a hand of any game of the family: from a position, the player to move
// plays his best tile (the first of Solver::ValuePlays, so ties go the same way every time:
// NaturalKey), then the next, to the end of the hand. Every position on the line has the value
// of the first. Each step asks one window probe of each move in that order until one keeps the
// value, where ValuePlays would solve every move exactly.
#ifndef TEXAS42_SOLVER_FAMILY_LINE_H_
#define TEXAS42_SOLVER_FAMILY_LINE_H_

#include <vector>

#include "solver/family/position.h"
#include "solver/family/search.h"

namespace texas42::family {

// Returns the moves of an optimal line from `position` to the end of the hand.
std::vector<Move> OptimalLine(Solver& solver, Position position);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_LINE_H_
