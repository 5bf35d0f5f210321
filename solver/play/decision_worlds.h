// DecisionWorlds: the worlds of one table decision, drawn as they are needed (DrawnWorlds), and
// the values of the candidate tiles asked of them.
//
// A decision looks at the layouts that agree with what its seat knows (WorldSampler): all of
// them when there are few, else draws of the stream (seed, stream) (drawn_worlds.h). Values
// are kept by world and tile: each is asked of the search once.
//
// Invariants: size() <= count(); when all(), the worlds are every agreeing layout, each once;
// every drawn world has a value slot for each tile.
#ifndef TEXAS42_SOLVER_PLAY_DECISION_WORLDS_H_
#define TEXAS42_SOLVER_PLAY_DECISION_WORLDS_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "solver/deal.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/seat_view.h"
#include "solver/play/world_sampler.h"

namespace texas42 {

class DecisionWorlds {
 public:
  // A value not asked for yet.
  static constexpr int kUnknown = -1;

  // The worlds of `view` (and `at_least`): every one when at most `take_all` agree, else drawn
  // from the stream (`seed`, `stream`); `tiles` candidate tiles are valued in them.
  DecisionWorlds(const SeatView& view, std::optional<AtLeast> at_least, uint64_t take_all,
                 uint64_t seed, uint64_t stream, int tiles);
  // The one world `deal`: a player who knows the layout.
  DecisionWorlds(const Deal& deal, int tiles);

  // Returns how many worlds agree with the view (0: the view is contradictory).
  uint64_t count() const { return drawn_.count(); }
  // Returns whether the worlds are every world that agrees with the view.
  bool all() const { return drawn_.all(); }
  // Returns how many worlds have been drawn.
  int size() const { return drawn_.size(); }
  // Draws worlds until there are `n` (all of them when all()); returns size().
  int Draw(int n);
  const Deal& deal(int w) const { return drawn_.deal(w); }

  // The values of tile `k` in world `w`, kUnknown until set: the value clipped to the window
  // of the contract (TablePlayer's key 2), the exact value, and whether the bidding side
  // reaches the view's target (1 or 0).
  int& window(int w, int k) { return window_[Slot(w, k)]; }
  int& exact(int w, int k) { return exact_[Slot(w, k)]; }
  int& reach(int w, int k) { return reach_[Slot(w, k)]; }

 private:
  size_t Slot(int w, int k) const { return static_cast<size_t>(w) * tiles_ + k; }

  DrawnWorlds<WorldSampler> drawn_;
  int tiles_ = 0;
  std::vector<int> window_;
  std::vector<int> exact_;
  std::vector<int> reach_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_DECISION_WORLDS_H_
