#include "solver/play/decision_worlds.h"

namespace texas42 {

DecisionWorlds::DecisionWorlds(const SeatView& view, std::optional<AtLeast> at_least,
                               uint64_t take_all, uint64_t seed, uint64_t stream, int tiles)
    : sampler_(std::in_place, view, at_least), rng_(seed, stream), tiles_(tiles) {
  all_ = sampler_->count() <= take_all;
  if (all_) Draw(static_cast<int>(sampler_->count()));
}

DecisionWorlds::DecisionWorlds(const Deal& deal, int tiles) : rng_(0, 0), all_(true), tiles_(tiles) {
  deals_.push_back(deal);
  Draw(1);
}

int DecisionWorlds::Draw(int n) {
  if (sampler_ && all_) {
    const int total = static_cast<int>(sampler_->count());
    while (size() < total) deals_.push_back(sampler_->DealOf(sampler_->WorldAt(deals_.size())));
  } else if (sampler_) {
    while (size() < n) deals_.push_back(sampler_->DealOf(sampler_->Sample(rng_)));
  }
  const size_t slots = deals_.size() * static_cast<size_t>(tiles_);
  window_.resize(slots, kUnknown);
  exact_.resize(slots, kUnknown);
  reach_.resize(slots, kUnknown);
  return size();
}

}  // namespace texas42
