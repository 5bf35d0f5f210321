// The guess of a position's value that places an exact solve's first probe (searcher.h).
//
// An exact value is a sequence of null-window probes, and what one costs depends on where it
// falls: in The Big Game a probe a few points below the value can cost fifty times the probe at
// it, because the maximizing side is then content with lines that only just get there. With the
// first probe at the value (an oracle), whole hands of the bench take a quarter of the nodes of
// bisection. The guess is a narrow search of the next few tricks: each leader tries his best
// leads by the search's own lead order, each follower only his first tile, and the position
// after them is scored by its sure-trick bounds, the lower one plus about a third of the gap.
// It is only a guess: the probes alone decide the value.
#include <algorithm>
#include <array>

#include "solver/family/searcher.h"

namespace texas42::family {
namespace {

// How many tricks the guess plays out, and how many leads each leader tries.
constexpr int kGuessTricks = 5;
constexpr int kGuessLeads = 3;
// The share of the gap between the bounds credited at the guess's horizon, in percent.
constexpr int kGuessShare = 35;

}  // namespace

void Searcher::BoundaryBounds(TileSet live, int& lower, int& upper) const {
  lower = 0;
  upper = tricks_left_ + rules_->CountOf(live);
  if (!sure_tricks_) return;
  const Sure sure = SureTricks();
  if (declarer_side_[sure.seat]) {
    lower = sure.points;
  } else {
    upper -= sure.points;
  }
}

int Searcher::Guess() { return Narrow(kGuessTricks); }

int Searcher::Narrow(int tricks_ahead) {
  ++nodes_;
  if (trick_len_ == 0) {
    if (tricks_left_ == 0) return 0;
    if (tricks_left_ == 1) return LastTrick();
    if (tricks_ahead == 0) {
      TileSet live;
      for (int s = 0; s < seats_; ++s) live |= hands_[s];
      int lower = 0, upper = 0;
      BoundaryBounds(live, lower, upper);
      return lower + ((upper - lower) * kGuessShare + 50) / 100;
    }
  }
  std::array<Candidate, 2 * kMaxTiles> moves;
  const int n = std::min(Candidates(moves, -1), trick_len_ == 0 ? kGuessLeads : 1);
  const bool max_node = MaxToMove();
  int best = max_node ? kBelowEveryValue : kAboveEveryValue;
  for (int i = 0; i < n; ++i) {
    const Move m = moves[i].move;
    const int tv = Play(m);
    const int v = tv >= 0 ? tv + Narrow(tricks_ahead - 1) : Narrow(tricks_ahead);
    Undo(m, tv);
    best = max_node ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

}  // namespace texas42::family
