#include "solver/play/family_playout.h"

#include "solver/family/deal_value.h"
#include "solver/family/played.h"
#include "solver/play/bid_groups.h"

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
                                                         FamilySeating seating,
                                                         const std::vector<Move>& played) {
  FamilyPlayResult result;
  result.start = start;
  result.discard = discard;
  Position position(rules, start, declarer);
  if (absl::Status s = PlayAll(position, played); !s.ok()) return s;
  result.moves = played;
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

std::optional<bool> GoalDecided(const Position& position, int target) {
  const int most = position.taken() + position.still_to_take();
  if (position.minimizing()) {
    if (position.taken() > target) return false;
    if (most <= target) return true;
  } else {
    if (position.taken() >= target) return true;
    if (most < target) return false;
  }
  return std::nullopt;
}

absl::StatusOr<std::vector<bool>> FamilyPlayout::MakesForBids(
    const Rules& rules, const Deal& deal, int declarer, const std::vector<int>& bids,
    FamilySeating seating, std::vector<std::vector<Move>>* lines) {
  const DealValue best = SolveDeal(solver_, rules, deal, declarer);
  return MakesForBidsFrom(rules, best.hands, best.discard, declarer, bids, seating, lines);
}

absl::StatusOr<std::vector<bool>> FamilyPlayout::MakesForBidsFrom(
    const Rules& rules, const Hands& start, TileSet discard, int declarer,
    const std::vector<int>& bids, FamilySeating seating, std::vector<std::vector<Move>>* lines) {
  std::vector<bool> made(bids.size(), false);
  if (lines != nullptr) lines->assign(bids.size(), {});
  std::vector<int> which(bids.size());
  for (size_t i = 0; i < bids.size(); ++i) which[i] = static_cast<int>(i);
  absl::Status s = Fork(rules, start, discard, declarer, bids, std::move(which),
                        Position(rules, start, declarer), {}, seating, made, lines);
  if (!s.ok()) return s;
  return made;
}

absl::Status FamilyPlayout::Fork(const Rules& rules, const Hands& start, TileSet discard,
                                 int declarer, const std::vector<int>& bids, std::vector<int> which,
                                 Position position, std::vector<Move> moves, FamilySeating seating,
                                 std::vector<bool>& made, std::vector<std::vector<Move>>* lines) {
  while (true) {
    // Bids already made or set leave the hand (at the end every bid is decided).
    std::vector<int> open;
    for (int i : which) {
      const std::optional<bool> decided = GoalDecided(position, bids[i]);
      if (decided) {
        made[i] = *decided;
        if (lines != nullptr) (*lines)[i] = moves;
      } else {
        open.push_back(i);
      }
    }
    which = std::move(open);
    if (which.empty()) return absl::OkStatus();
    const int mover = position.to_move();
    absl::StatusOr<FamilySeatView> view = FamilySeatView::Make(
        rules, declarer, mover, start[mover], mover == declarer ? discard : TileSet(), moves);
    if (!view.ok()) return view.status();
    const bool table = (position.declarer_side(mover) ? seating.declarers : seating.defenders) ==
                       FamilyPlayer::kTable;
    std::vector<int> targets;
    for (int i : which) targets.push_back(bids[i]);
    // One bid left: the single-goal choice (the same move, from target queries).
    absl::StatusOr<std::vector<FamilyChoice>> choices;
    if (targets.size() == 1) {
      absl::StatusOr<FamilyChoice> one = table
                                             ? player_.Choose(*view, targets.front())
                                             : player_.ChooseKnowing(*view, start, targets.front());
      if (!one.ok()) return one.status();
      choices = std::vector<FamilyChoice>{*one};
    } else {
      choices = table ? player_.ChooseForTargets(*view, targets)
                      : player_.ChooseKnowingForTargets(*view, start, targets);
    }
    if (!choices.ok()) return choices.status();
    const BidGroups<Move> groups =
        GroupBids<Move>(which, [&](size_t j) { return (*choices)[j].move; });
    for (size_t g = 1; g < groups.plays.size(); ++g) {
      Position child = position;
      if (absl::Status s = child.Play(groups.plays[g]); !s.ok()) return s;
      std::vector<Move> line = moves;
      line.push_back(groups.plays[g]);
      if (absl::Status s = Fork(rules, start, discard, declarer, bids, groups.bids[g],
                                std::move(child), std::move(line), seating, made, lines);
          !s.ok()) {
        return s;
      }
    }
    // The first group goes on in this line.
    which = groups.bids.front();
    if (absl::Status s = position.Play(groups.plays.front()); !s.ok()) return s;
    moves.push_back(groups.plays.front());
  }
}

}  // namespace texas42::family
