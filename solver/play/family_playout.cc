#include "solver/play/family_playout.h"

#include "solver/family/deal_value.h"

namespace texas42::family {

FamilyPlayout::FamilyPlayout(FamilyTableOptions options, SearchOptions search)
    : player_(options, search), solver_(search) {}

absl::StatusOr<FamilyPlayResult> FamilyPlayout::PlayDeal(const Rules& rules, const Deal& deal,
                                                         int declarer, int target,
                                                         FamilySeating seating) {
  const DealValue best = SolveDeal(solver_, rules, deal, declarer);
  return PlayFrom(rules, best.hands, best.discard, declarer, target, seating);
}

absl::StatusOr<FamilyPlayResult> FamilyPlayout::PlayFrom(const Rules& rules, const Hands& start,
                                                         TileSet discard, int declarer, int target,
                                                         FamilySeating seating) {
  FamilyPlayResult result;
  result.start = start;
  result.discard = discard;
  Position position(rules, start, declarer);
  while (!position.finished()) {
    const int mover = position.to_move();
    absl::StatusOr<FamilySeatView> view =
        FamilySeatView::Make(rules, declarer, mover, start[mover],
                             mover == declarer ? discard : TileSet(), result.moves);
    if (!view.ok()) return view.status();
    const FamilyPlayer kind = position.declarer_side(mover) ? seating.declarers : seating.defenders;
    absl::StatusOr<FamilyChoice> choice = kind == FamilyPlayer::kTable
                                              ? player_.Choose(*view, target)
                                              : player_.ChooseKnowing(*view, start, target);
    if (!choice.ok()) return choice.status();
    if (absl::Status s = position.Play(choice->move); !s.ok()) return s;
    result.moves.push_back(choice->move);
  }
  result.value = position.taken();
  result.against = position.taken_against();
  return result;
}

}  // namespace texas42::family
