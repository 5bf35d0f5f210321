#include "solver/play/world_sampler.h"

#include <algorithm>
#include <utility>

namespace texas42::family {

WorldSampler::WorldSampler(const SeatView& view, std::optional<AtLeast> at_least) {
  const int n = view.seats();
  base_[view.seat()] = view.hand();
  for (size_t i = 0; i < view.played().size(); ++i) {
    played_by_[view.players()[i]].Add(view.played()[i].tile);
  }
  std::vector<int> need;
  for (int s = 0; s < n; ++s) {
    if (s == view.seat() || view.held(s) == 0) continue;
    seat_of_.push_back(s);
    need.push_back(view.held(s));
  }
  if (view.out_of_play() > 0) {
    seat_of_.push_back(-1);
    need.push_back(view.out_of_play());
  }
  std::vector<uint8_t> allowed;
  for (Tile t : view.unseen()) {
    uint8_t mask = 0;
    for (size_t j = 0; j < seat_of_.size(); ++j) {
      const TileSet may = seat_of_[j] < 0 ? view.possible_out() : view.possible(seat_of_[j]);
      if (may.Contains(t)) mask |= uint8_t{1} << j;
    }
    free_.push_back(t);
    allowed.push_back(mask);
  }
  std::vector<bool> marked;
  int marked_place = -1;
  int missing = 0;
  if (at_least && at_least->seat != view.seat()) {
    for (size_t j = 0; j < seat_of_.size(); ++j) {
      if (seat_of_[j] == at_least->seat) marked_place = static_cast<int>(j);
    }
    for (Tile t : free_) marked.push_back(at_least->tiles.Contains(t));
    missing = std::max(0, at_least->count - (played_by_[at_least->seat] & at_least->tiles).size());
  }
  deals_.emplace(std::move(allowed), std::move(need), std::move(marked), marked_place, missing);
}

World WorldSampler::WorldAt(uint64_t index) const {
  World world;
  world.holding = base_;
  const std::vector<int> places = deals_->PlacesAt(index);
  for (size_t i = 0; i < free_.size(); ++i) {
    const int seat = seat_of_[places[i]];
    if (seat < 0) {
      world.out.Add(free_[i]);
    } else {
      world.holding[seat].Add(free_[i]);
    }
  }
  return world;
}

Hands WorldSampler::DealOf(const World& world) const {
  Hands hands{};
  for (int s = 0; s < kMaxSeats; ++s) hands[s] = world.holding[s] | played_by_[s];
  return hands;
}

}  // namespace texas42::family
