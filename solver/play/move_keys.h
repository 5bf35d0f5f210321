// The moves a table decision values and the keys it ranks them by, for every game of the family
// (table_player.h): one move of each set of interchangeable ones is
// valued and stands for the others; after the race on key 1 (racing.h), the moves tied on it
// are told apart by a value summed over the same worlds (key 2, the window mean; key 3, the
// exact mean), each key asked only of the moves the one before left tied.
//
// Moves are indices into a decision's legal moves; a list of moves keeps their order, so the
// first of a tie is the first in the legal order.
//
// Invariants: every move GoalLeaders returns was valued in every world its goal used, so their
// counts and sums are over the same worlds; BestOf returns a non-empty subset of a non-empty
// `among`, in its order.
#ifndef TEXAS42_SOLVER_PLAY_MOVE_KEYS_H_
#define TEXAS42_SOLVER_PLAY_MOVE_KEYS_H_

#include <vector>

#include "solver/play/racing.h"

namespace texas42 {

// Returns, for each of `moves` legal moves, the move valued for it: the first earlier move of
// its set of interchangeable ones (`swappable(j, i)` for j < i, j the first of its own set), or
// itself. A decision values only the moves that stand for themselves.
template <typename SwappableFn>
std::vector<int> Representatives(int moves, SwappableFn swappable) {
  std::vector<int> rep(moves);
  for (int i = 0; i < moves; ++i) {
    rep[i] = i;
    for (int j = 0; j < i; ++j) {
      if (rep[j] == j && swappable(j, i)) {
        rep[i] = j;
        break;
      }
    }
  }
  return rep;
}

// Returns the moves of `among` whose `key` (indexed by move) is best for the mover: the
// greatest when `more`, else the least.
std::vector<int> BestOf(const std::vector<int>& among, const std::vector<long long>& key,
                        bool more);

// Returns key 1's leaders of `goal`: the moves still alive, valued in every world the goal
// used, that reached it in the most of them or at most `slack` fewer (Racing::slack).
std::vector<int> GoalLeaders(const GoalRace& goal, int slack);

// Returns, indexed by move (`moves` of them), the sum of `key(w, k)` over the worlds
// 0..used-1 for each move k of `among` (0 for the others). The values are asked world by world,
// each world's moves in order, so a value may lean on its siblings' in the same world.
template <typename KeyFn>
std::vector<long long> KeySums(const std::vector<int>& among, int moves, int used, KeyFn key) {
  std::vector<long long> sums(moves, 0);
  for (int w = 0; w < used; ++w) {
    for (int k : among) sums[k] += key(w, k);
  }
  return sums;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_MOVE_KEYS_H_
