#include "solver/play/family_world_sampler.h"

namespace texas42::family {

size_t FamilyWorldSampler::At(int i, const std::array<int, kMaxSlots>& left) const {
  // Mixed radix over the slots but the last, whose count the others and i determine.
  size_t k = static_cast<size_t>(i);
  for (int j = 0; j + 1 < slots_; ++j) k = k * (need_[j] + 1) + left[j];
  return k;
}

FamilyWorldSampler::FamilyWorldSampler(const FamilySeatView& view) {
  const int n = view.seats();
  base_[view.seat()] = view.hand();
  for (size_t i = 0; i < view.played().size(); ++i) {
    played_by_[view.players()[i]].Add(view.played()[i].tile);
  }
  for (int s = 0; s < n; ++s) {
    if (s == view.seat() || view.held(s) == 0) continue;
    seat_of_[slots_] = s;
    need_[slots_++] = view.held(s);
  }
  if (view.out_of_play() > 0) {
    seat_of_[slots_] = -1;
    need_[slots_++] = view.out_of_play();
  }
  for (Tile t : view.unseen()) {
    uint8_t mask = 0;
    for (int j = 0; j < slots_; ++j) {
      const TileSet may = seat_of_[j] < 0 ? view.possible_out() : view.possible(seat_of_[j]);
      if (may.Contains(t)) mask |= uint8_t{1} << j;
    }
    free_.push_back(t);
    allowed_.push_back(mask);
  }
  const int tiles = static_cast<int>(free_.size());
  if (slots_ == 0) {
    count_ = tiles == 0 ? 1 : 0;
    return;
  }
  size_t states = 1;
  for (int j = 0; j + 1 < slots_; ++j) states *= need_[j] + 1;
  ways_.assign((tiles + 1) * states, 0);
  // Walk every state of tile i by counting through the mixed radix.
  for (int i = tiles; i >= 0; --i) {
    std::array<int, kMaxSlots> left{};
    for (size_t s = 0; s < states; ++s) {
      int used = 0;
      for (int j = 0; j + 1 < slots_; ++j) used += left[j];
      const int last = (tiles - i) - used;
      uint64_t w = 0;
      if (last >= 0 && last <= need_[slots_ - 1]) {
        if (i == tiles) {
          w = last == 0 && used == 0 ? 1 : 0;
        } else {
          for (int j = 0; j < slots_; ++j) {
            if (!(allowed_[i] >> j & 1)) continue;
            const int have = j + 1 < slots_ ? left[j] : last;
            if (have == 0) continue;
            std::array<int, kMaxSlots> after = left;
            if (j + 1 < slots_) --after[j];
            w += ways_[At(i + 1, after)];
          }
        }
      }
      ways_[At(i, left)] = w;
      for (int j = slots_ - 2; j >= 0; --j) {
        if (++left[j] <= need_[j]) break;
        left[j] = 0;
      }
    }
  }
  std::array<int, kMaxSlots> full{};
  int total = 0;
  for (int j = 0; j < slots_; ++j) {
    full[j] = need_[j];
    total += need_[j];
  }
  count_ = total == tiles ? ways_[At(0, full)] : 0;
}

FamilyWorld FamilyWorldSampler::WorldAt(uint64_t index) const {
  FamilyWorld world;
  world.holding = base_;
  std::array<int, kMaxSlots> left = need_;
  for (int i = 0; i < static_cast<int>(free_.size()); ++i) {
    for (int j = 0; j < slots_; ++j) {
      if (!(allowed_[i] >> j & 1) || left[j] == 0) continue;
      std::array<int, kMaxSlots> after = left;
      --after[j];
      const uint64_t w = ways_[At(i + 1, after)];
      if (index < w) {
        if (seat_of_[j] < 0) {
          world.out.Add(free_[i]);
        } else {
          world.holding[seat_of_[j]].Add(free_[i]);
        }
        left = after;
        break;
      }
      index -= w;
    }
  }
  return world;
}

Hands FamilyWorldSampler::StartHands(const FamilyWorld& world) const {
  Hands hands{};
  for (int s = 0; s < kMaxSeats; ++s) hands[s] = world.holding[s] | played_by_[s];
  return hands;
}

}  // namespace texas42::family
