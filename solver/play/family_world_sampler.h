// FamilyWorldSampler: the layouts of the unseen tiles that agree with what a seat of a family
// game knows (FamilySeatView), counted exactly and drawn uniformly.
//
// A world gives each other seat exactly the tiles it still holds and puts the rest of the
// unseen tiles out of play (the left-over tile or discard a seat does not see), each tile only
// where the view allows it (no proven void is broken; in The Big Game only a non-counter goes
// out of play). The worlds are counted by a dynamic program over the unseen tiles (how many
// each place still takes), and world number i is unranked from those counts, so a draw is
// exactly uniform over the agreeing worlds, with no rejection, and the worlds can be enumerated
// in a fixed order. Invariant: every world's hands have the view's sizes and respect its voids.
#ifndef TEXAS42_SOLVER_PLAY_FAMILY_WORLD_SAMPLER_H_
#define TEXAS42_SOLVER_PLAY_FAMILY_WORLD_SAMPLER_H_

#include <array>
#include <cstdint>
#include <vector>

#include "solver/family/position.h"
#include "solver/family/tile.h"
#include "solver/play/family_seat_view.h"
#include "solver/rng.h"

namespace texas42::family {

struct FamilyWorld {
  Hands holding{};  // what each seat holds now (the viewer's own hand in its place)
  TileSet out;      // the unseen tiles out of play
  friend bool operator==(const FamilyWorld&, const FamilyWorld&) = default;
};

class FamilyWorldSampler {
 public:
  explicit FamilyWorldSampler(const FamilySeatView& view);

  // The number of worlds; 0 when none agrees with the view.
  uint64_t count() const { return count_; }
  FamilyWorld WorldAt(uint64_t index) const;
  FamilyWorld Sample(Rng& rng) const { return WorldAt(rng.Below64(count_)); }
  // Returns each seat's hand at the first lead in `world`: what it holds and what it played.
  Hands StartHands(const FamilyWorld& world) const;

 private:
  static constexpr int kMaxSlots = kMaxSeats;  // the other seats and the out-of-play tiles
  size_t At(int i, const std::array<int, kMaxSlots>& left) const;

  int slots_ = 0;
  std::array<int, kMaxSlots> seat_of_{};  // a seat, or -1 for out of play
  std::array<int, kMaxSlots> need_{};
  Hands base_{};       // the viewer's own hand
  Hands played_by_{};  // what each seat has played
  std::vector<Tile> free_;
  std::vector<uint8_t> allowed_;  // by free tile: the slots that may take it
  std::vector<uint64_t> ways_;
  uint64_t count_ = 0;
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_FAMILY_WORLD_SAMPLER_H_
