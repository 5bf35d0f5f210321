#include "solver/play/world_sampler.h"

#include <algorithm>

namespace texas42 {

WorldSampler::WorldSampler(const SeatView& view, std::optional<AtLeast> at_least) {
  int n = 0;
  for (int s = 0; s < kSeatCount; ++s) {
    base_[s] = view.placed(SeatAt(s));
    if (SeatAt(s) != view.seat()) slots_[n++] = SeatAt(s);
  }
  for (size_t i = 0; i < view.played().size(); ++i) {
    played_by_[Index(view.players()[i])].Add(view.played()[i]);
  }
  TileSet placed;
  for (int j = 0; j < kSeatCount - 1; ++j) {
    const Seat s = slots_[j];
    placed |= base_[Index(s)];
    need_[j] = view.held(s) - base_[Index(s)].size();
    if (need_[j] < 0) return;  // more placed than held: no world
  }
  for (Tile t : view.unseen() & ~placed) {
    uint8_t mask = 0;
    for (int j = 0; j < kSeatCount - 1; ++j) {
      if (view.possible(slots_[j]).Contains(t)) mask |= uint8_t{1} << j;
    }
    free_.push_back(t);
    allowed_.push_back(mask);
  }
  if (need_[0] + need_[1] + need_[2] != static_cast<int>(free_.size())) return;
  if (at_least && at_least->seat != view.seat()) {
    for (int j = 0; j < kSeatCount - 1; ++j) {
      if (slots_[j] == at_least->seat) required_slot_ = j;
    }
    required_ = at_least->tiles;
    const Seat s = at_least->seat;
    const int have =
        (base_[Index(s)] & required_).size() + (played_by_[Index(s)] & required_).size();
    missing_ = std::max(0, at_least->count - have);
  }

  const int tiles = static_cast<int>(free_.size());
  ways_.assign(At(tiles + 1, 0, 0, 0), 0);
  ways_[At(tiles, 0, 0, 0)] = 1;
  for (int i = tiles - 1; i >= 0; --i) {
    const int left = tiles - i;
    const bool required = required_.Contains(free_[i]);
    for (int a = 0; a <= need_[0]; ++a) {
      for (int b = 0; b <= need_[1]; ++b) {
        const int c = left - a - b;
        if (c < 0 || c > need_[2]) continue;
        for (int r = 0; r <= missing_; ++r) {
          uint64_t w = 0;
          const std::array<int, 3> take = {a, b, c};
          for (int j = 0; j < 3; ++j) {
            if (!(allowed_[i] >> j & 1) || take[j] == 0) continue;
            const int r2 = (j == required_slot_ && required) ? std::max(0, r - 1) : r;
            w += ways_[At(i + 1, a - (j == 0), b - (j == 1), r2)];
          }
          ways_[At(i, a, b, r)] = w;
        }
      }
    }
  }
  count_ = ways_[At(0, need_[0], need_[1], missing_)];
}

std::array<TileSet, kSeatCount> WorldSampler::WorldAt(uint64_t index) const {
  std::array<TileSet, kSeatCount> world = base_;
  int a = need_[0], b = need_[1], r = missing_;
  int c = need_[2];
  const int tiles = static_cast<int>(free_.size());
  for (int i = 0; i < tiles; ++i) {
    const bool required = required_.Contains(free_[i]);
    const std::array<int, 3> take = {a, b, c};
    for (int j = 0; j < 3; ++j) {
      if (!(allowed_[i] >> j & 1) || take[j] == 0) continue;
      const int r2 = (j == required_slot_ && required) ? std::max(0, r - 1) : r;
      const uint64_t w = ways_[At(i + 1, a - (j == 0), b - (j == 1), r2)];
      if (index < w) {
        world[Index(slots_[j])].Add(free_[i]);
        a -= j == 0;
        b -= j == 1;
        c -= j == 2;
        r = r2;
        break;
      }
      index -= w;
    }
  }
  return world;
}

Deal WorldSampler::DealOf(const std::array<TileSet, kSeatCount>& world) const {
  Deal deal;
  for (int s = 0; s < kSeatCount; ++s) deal.hands[s] = world[s] | played_by_[s];
  return deal;
}

}  // namespace texas42
