// WorldSampler: the layouts of the unseen tiles that agree with what a seat knows, counted
// exactly and drawn uniformly.
//
// A world gives each other seat the tiles it still holds: the tiles placed with it, and enough
// of the free unseen tiles to make up its number, each tile going only to a seat that may still
// hold it (no proven void is broken). Optionally one seat holds at least `count` of some tiles
// (what a bid proves: a splash bidder holds three doubles). The worlds are counted by a small
// dynamic program over the free tiles (how many each seat still takes, and how many of the
// required tiles are still missing), and world number i is unranked from those counts, so a
// draw is exactly uniform over the worlds that agree (no rejection, nothing can starve), and
// every world can also be enumerated in a fixed order.
#ifndef TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_
#define TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "solver/deal.h"
#include "solver/play/seat_view.h"
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
  uint64_t count() const { return count_; }
  // Returns world number `index`, 0 <= index < count(): the tiles each seat still holds (the
  // viewing seat's own hand in its place).
  std::array<TileSet, kSeatCount> WorldAt(uint64_t index) const;
  // Returns a world drawn uniformly.
  std::array<TileSet, kSeatCount> Sample(Rng& rng) const { return WorldAt(rng.Below64(count_)); }
  // Returns the deal of a world: each seat's hand as dealt (what it holds and what it played).
  Deal DealOf(const std::array<TileSet, kSeatCount>& world) const;

 private:
  // The index of ways_ for tile `i` (tiles i.. still to place), slots 0 and 1 still taking `a`
  // and `b` tiles, and `r` required tiles still missing.
  size_t At(int i, int a, int b, int r) const {
    return ((static_cast<size_t>(i) * (need_[0] + 1) + a) * (need_[1] + 1) + b) * (missing_ + 1) +
           r;
  }

  std::array<Seat, kSeatCount - 1> slots_{};     // the hidden seats
  std::array<int, kSeatCount - 1> need_{};       // free tiles each still takes
  std::array<TileSet, kSeatCount> base_{};       // what each seat surely holds (placed, own hand)
  std::array<TileSet, kSeatCount> played_by_{};  // what each seat has played
  std::vector<Tile> free_;                       // unseen tiles not placed
  std::vector<uint8_t> allowed_;                 // by free tile: the slots that may take it
  int required_slot_ = -1;                       // the slot of the AtLeast seat, if any
  TileSet required_;                             // its tiles
  int missing_ = 0;                              // how many it still lacks beyond its base
  std::vector<uint64_t> ways_;
  uint64_t count_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_WORLD_SAMPLER_H_
