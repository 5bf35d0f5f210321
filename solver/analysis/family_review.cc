#include "solver/analysis/family_review.h"

#include "absl/strings/str_cat.h"
#include "solver/family/discard.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"

namespace texas42 {

FamilyHandReview ReviewFamilyHand(family::Solver& solver, const FamilyRecord& record) {
  FamilyHandReview review;
  const family::Game& game = *record.game;
  const family::Rules rules(game, record.contract);
  review.hands = record.deal.hands;
  if (record.discard) {
    absl::StatusOr<family::Hands> hands =
        family::ApplyDiscard(game, record.deal, record.declarer, *record.discard);
    if (!hands.ok()) {
      review.status =
          absl::InvalidArgumentError(absl::StrCat("discard: ", hands.status().message()));
      return review;
    }
    review.hands = *hands;
  }
  family::Position position(rules, review.hands, record.declarer);
  review.start_value = solver.Solve(position);
  int value = review.start_value;
  for (const family::Move& move : record.played) {
    FamilyPlayReview p;
    p.trick = family::TrickNumber(position);
    p.seat = position.to_move();
    p.move = move;
    const bool maximizes = position.declarer_side(p.seat) != position.minimizing();
    family::Position next = position;
    if (absl::Status s = family::PlayChecked(next, move); !s.ok()) {
      review.status = absl::InvalidArgumentError(absl::StrCat("played: ", s.message()));
      return review;
    }
    p.value_before = value;
    p.value_after = solver.Solve(next);
    p.cost = maximizes ? p.value_before - p.value_after : p.value_after - p.value_before;
    if (p.cost > 0) {
      for (const family::MoveValue& v : solver.ValuePlays(position)) {
        if (v.value == p.value_before) p.best.push_back(v.move);
      }
    }
    if (next.trick().empty()) p.won_by = next.leader();
    review.given[p.seat] += p.cost;
    review.plays.push_back(std::move(p));
    position = next;
    value = review.plays.back().value_after;
  }
  review.taken = position.taken();
  review.taken_against = position.taken_against();
  review.finished = position.finished();
  review.final_value = value;
  return review;
}

}  // namespace texas42
