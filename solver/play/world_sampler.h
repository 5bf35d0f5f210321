// WorldSampler: the layouts of the unseen tiles that agree with what a seat of a family
// game knows (SeatView), counted exactly and drawn uniformly.
//
// A world gives each other seat exactly the tiles it still holds and puts the rest of the
// unseen tiles out of play (the left-over tile or discard a seat does not see), each tile only
// where the view allows it (no proven void is broken; in The Big Game only a non-counter goes
// out of play). The worlds are counted and numbered by UnseenDeals, so a draw is exactly
// uniform over the agreeing worlds, with no rejection, and the worlds can be enumerated in a
// fixed order. Optionally one seat holds at least some of given tiles (a partner call's
// doubles). Invariant: every world's hands have the view's sizes and respect its voids.
#ifndef TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_
#define TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "solver/family/position.h"
#include "solver/family/tile.h"
#include "solver/play/seat_view.h"
#include "solver/play/unseen_deals.h"
#include "solver/rng.h"

namespace texas42::family {

struct World {
  Hands holding{};  // what each seat holds now (the viewer's own hand in its place)
  TileSet out;      // the unseen tiles out of play
  friend bool operator==(const World&, const World&) = default;
};

// A seat that holds at least `count` of `tiles` (the tiles it played count too): what a bid
// proves, as a partner call's doubles.
struct AtLeast {
  int seat = 0;
  TileSet tiles;
  int count = 0;
};

class WorldSampler {
 public:
  // Counts the worlds that agree with `view` (and `at_least`, when given).
  explicit WorldSampler(const SeatView& view, std::optional<AtLeast> at_least = std::nullopt);

  // The number of worlds; 0 when none agrees with the view.
  uint64_t count() const { return deals_->count(); }
  World WorldAt(uint64_t index) const;
  World Sample(Rng& rng) const { return WorldAt(rng.Below64(count())); }
  // Returns each seat's hand at the first lead in `world`: what it holds and what it played.
  Hands DealOf(const World& world) const;

 private:
  std::vector<int> seat_of_;  // by place of deals_: a seat, or -1 for out of play
  Hands base_{};              // the viewer's own hand
  Hands played_by_{};         // what each seat has played
  std::vector<Tile> free_;    // the unseen tiles, in deals_'s order
  std::optional<UnseenDeals> deals_;
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_
