// WorldSampler: the layouts of the unseen tiles that agree with what a seat knows, counted
// exactly and drawn uniformly.
//
// A world gives each other seat the tiles it still holds: the tiles placed with it, and enough
// of the free unseen tiles to make up its number, each tile going only to a seat that may still
// hold it (no proven void is broken). Optionally one seat holds at least `count` of some tiles
// (what a bid proves: a splash bidder holds three doubles). The worlds are counted and
// numbered by UnseenDeals, so a draw is exactly uniform over the worlds that agree (no
// rejection, nothing can starve), and every world can also be enumerated in a fixed order.
#ifndef TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_
#define TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "solver/deal.h"
#include "solver/play/seat_view.h"
#include "solver/play/unseen_deals.h"
#include "solver/rng.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

// A seat that holds at least `count` of `tiles` (the tiles it played count too).
struct AtLeast {
  Seat seat = Seat::kNorth;
  TileSet tiles;
  int count = 0;
};

class WorldSampler {
 public:
  // Counts the worlds that agree with `view` (and `at_least`, when given).
  explicit WorldSampler(const SeatView& view, std::optional<AtLeast> at_least = std::nullopt);

  // Returns the number of worlds; 0 when none agrees (the view is contradictory).
  uint64_t count() const { return deals_->count(); }
  // Returns world number `index`, 0 <= index < count(): the tiles each seat still holds (the
  // viewing seat's own hand in its place).
  std::array<TileSet, kSeatCount> WorldAt(uint64_t index) const;
  // Returns a world drawn uniformly.
  std::array<TileSet, kSeatCount> Sample(Rng& rng) const { return WorldAt(rng.Below64(count())); }
  // Returns the deal of a world: each seat's hand as dealt (what it holds and what it played).
  Deal DealOf(const std::array<TileSet, kSeatCount>& world) const;

 private:
  std::array<Seat, kSeatCount - 1> slots_{};     // the hidden seats, the places of deals_
  std::array<TileSet, kSeatCount> base_{};       // what each seat surely holds (placed, own hand)
  std::array<TileSet, kSeatCount> played_by_{};  // what each seat has played
  std::vector<Tile> free_;                       // unseen tiles not placed, in deals_'s order
  std::optional<UnseenDeals> deals_;             // how free_ may go to the hidden seats
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_
