#include "solver/analysis/play_analysis.h"

#include <cassert>
#include <memory>

#include "absl/strings/str_cat.h"
#include "solver/analysis/parallel.h"
#include "solver/family/deal_value.h"
#include "solver/family/discard.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"

namespace texas42 {
absl::StatusOr<family::DealValue> HandsAtFirstLead(family::Solver& solver, const HandRecord& hand) {
  const family::Game& game = *hand.game;
  const family::Rules rules(game, hand.contract);
  family::DealValue start;
  if (hand.discard) {
    absl::StatusOr<family::Hands> hands =
        family::ApplyDiscard(game, hand.deal, hand.declarer, *hand.discard);
    if (!hands.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("discard: ", hands.status().message()));
    }
    start.hands = *hands;
    start.discard = family::TileSet(*hand.discard);
    return start;
  }
  if (game.exchange == family::Exchange::kNone) {
    start.hands = hand.deal.hands;
    return start;
  }
  return family::SolveDeal(solver, rules, hand.deal, hand.declarer);
}

PlayedHand PlayHand(family::Playout& playout, const PlayJob& job) {
  PlayedHand out;
  const HandRecord& hand = job.hand;
  const family::Game& game = *hand.game;
  const family::Rules rules(game, hand.contract);
  absl::StatusOr<family::DealValue> start = HandsAtFirstLead(playout.solver(), hand);
  if (!start.ok()) {
    out.status = start.status();
    return out;
  }
  family::Position position(rules, start->hands, hand.declarer);
  if (absl::Status s = family::PlayAll(position, hand.played); !s.ok()) {
    out.status = absl::InvalidArgumentError(absl::StrCat("played: ", s.message()));
    return out;
  }
  const int target = family::GoalOf(game, hand.contract, hand.bid);
  absl::StatusOr<family::PlayResult> result = playout.PlayFrom(
      rules, start->hands, start->discard, hand.declarer, target, job.seating, hand.played);
  if (!result.ok()) {
    out.status = result.status();
    return out;
  }
  out.record = hand;
  if (!result->discard.empty()) out.record.discard = *result->discard.begin();
  out.record.played = result->moves;
  out.review = ReviewHand(playout.solver(), out.record);
  // The players play only legal tiles, and the record's discard is the one played.
  assert(out.review.status.ok());
  out.status = out.review.status;
  return out;
}

std::vector<PlayedHand> PlayHands(const std::vector<PlayJob>& jobs, int threads) {
  std::vector<PlayedHand> out(jobs.size());
  if (jobs.empty()) return out;
  // A table player's choice depends only on its view and options, never on the hands it
  // played before: one playout per worker gives the same hands for any number of threads.
  PerWorker<std::unique_ptr<family::Playout>> playouts(
      [&] { return std::make_unique<family::Playout>(jobs.front().table); });
  ParallelFor(threads, jobs.size(),
              [&](size_t i) { out[i] = PlayHand(*playouts.local(), jobs[i]); });
  return out;
}

}  // namespace texas42
