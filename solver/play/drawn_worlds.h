// DrawnWorlds: the worlds a decision looks at, drawn from a world sampler as they are needed.
// `Sampler` is WorldSampler (world_sampler.h), and a world is kept as its deal
// (`Sampler::DealOf`: each seat's hand as dealt).
//
// When at most `take_all` worlds agree with the view, the worlds are every one of them, in the
// sampler's fixed order. Otherwise world number i is the i-th draw of the stream (`seed`,
// `stream`), so a decision that asks for more worlds later keeps its first ones and then gets
// new ones, and the same view, seed and stream give the same worlds whatever the hidden hands
// are.
//
// Invariants: size() <= count(); when all(), the worlds are every agreeing layout, each once.
#ifndef TEXAS42_SOLVER_PLAY_DRAWN_WORLDS_H_
#define TEXAS42_SOLVER_PLAY_DRAWN_WORLDS_H_

#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "solver/rng.h"

namespace texas42 {

template <typename Sampler>
class DrawnWorlds {
 public:
  // What a world is kept as: each seat's hand as dealt.
  using Dealt = std::decay_t<decltype(std::declval<const Sampler&>().DealOf(
      std::declval<const Sampler&>().WorldAt(0)))>;

  // The worlds of `sampler`: every one when at most `take_all` agree (drawn at once), else drawn
  // from the stream (`seed`, `stream`) by Draw.
  DrawnWorlds(Sampler sampler, uint64_t take_all, uint64_t seed, uint64_t stream)
      : sampler_(std::move(sampler)), rng_(seed, stream), all_(sampler_->count() <= take_all) {
    if (all_) Draw(0);
  }
  // The one world `known`: a player who knows the layout.
  explicit DrawnWorlds(Dealt known) : rng_(0, 0), all_(true) { deals_.push_back(std::move(known)); }

  // Returns how many worlds agree with the view (0: the view is contradictory).
  uint64_t count() const { return sampler_ ? sampler_->count() : 1; }
  // Returns whether the worlds are every world that agrees with the view.
  bool all() const { return all_; }
  // Returns how many worlds have been drawn.
  int size() const { return static_cast<int>(deals_.size()); }
  // Draws worlds until there are `n` (all of them when all()); returns size().
  int Draw(int n) {
    if (sampler_ && all_) {
      const int total = static_cast<int>(sampler_->count());
      while (size() < total) deals_.push_back(sampler_->DealOf(sampler_->WorldAt(deals_.size())));
    } else if (sampler_) {
      while (size() < n) deals_.push_back(sampler_->DealOf(sampler_->Sample(rng_)));
    }
    return size();
  }
  // World `w` < size(), as its deal.
  const Dealt& deal(int w) const { return deals_[w]; }
  const std::vector<Dealt>& deals() const { return deals_; }

 private:
  std::optional<Sampler> sampler_;  // none for a known layout
  Rng rng_;
  bool all_ = false;
  std::vector<Dealt> deals_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_DRAWN_WORLDS_H_
