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
  std::vector<int> need(kSeatCount - 1);
  for (int j = 0; j < kSeatCount - 1; ++j) {
    const Seat s = slots_[j];
    placed |= base_[Index(s)];
    need[j] = view.held(s) - base_[Index(s)].size();
  }
  std::vector<uint8_t> allowed;
  for (Tile t : view.unseen() & ~placed) {
    uint8_t mask = 0;
    for (int j = 0; j < kSeatCount - 1; ++j) {
      if (view.possible(slots_[j]).Contains(t)) mask |= uint8_t{1} << j;
    }
    free_.push_back(t);
    allowed.push_back(mask);
  }
  std::vector<bool> marked;
  int marked_place = -1;
  int missing = 0;
  if (at_least && at_least->seat != view.seat()) {
    for (int j = 0; j < kSeatCount - 1; ++j) {
      if (slots_[j] == at_least->seat) marked_place = j;
    }
    for (Tile t : free_) marked.push_back(at_least->tiles.Contains(t));
    const Seat s = at_least->seat;
    const int have = (base_[Index(s)] & at_least->tiles).size() +
                     (played_by_[Index(s)] & at_least->tiles).size();
    missing = std::max(0, at_least->count - have);
  }
  deals_.emplace(std::move(allowed), std::move(need), std::move(marked), marked_place, missing);
}

std::array<TileSet, kSeatCount> WorldSampler::WorldAt(uint64_t index) const {
  std::array<TileSet, kSeatCount> world = base_;
  const std::vector<int> places = deals_->PlacesAt(index);
  for (size_t i = 0; i < free_.size(); ++i) world[Index(slots_[places[i]])].Add(free_[i]);
  return world;
}

Deal WorldSampler::DealOf(const std::array<TileSet, kSeatCount>& world) const {
  Deal deal;
  for (int s = 0; s < kSeatCount; ++s) deal.hands[s] = world[s] | played_by_[s];
  return deal;
}

}  // namespace texas42
