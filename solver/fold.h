// Fold: the alpha-beta step shared by the unrolled searches (Endgame, Solver::FollowTrick).
//
// A node's result `best` starts below every value for the maximizing side (above for the other)
// and the window (alpha, beta) narrows as children report; values are fail-soft.
#ifndef TEXAS42_SOLVER_FOLD_H_
#define TEXAS42_SOLVER_FOLD_H_

namespace texas42 {

// Folds a child's value `v` into a node's result and window (the maximizing side raises alpha,
// the other lowers beta); returns true on a cut-off.
inline bool Fold(bool maximizing, int v, int& best, int& alpha, int& beta) {
  if (maximizing) {
    if (v > best) best = v;
    if (v > alpha) alpha = v;
  } else {
    if (v < best) best = v;
    if (v < beta) beta = v;
  }
  return alpha >= beta;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_FOLD_H_
