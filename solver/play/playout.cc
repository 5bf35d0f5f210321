#include "solver/play/playout.h"

#include "solver/family/deal_value.h"
#include "solver/family/played.h"
#include "solver/play/bid_groups.h"

namespace texas42::family {

Playout::Playout(TableOptions options, SearchOptions search)
    : player_(options, search), solver_(search) {}

absl::StatusOr<PlayResult> Playout::PlayDeal(const Rules& rules, const Deal& deal, int declarer,
                                             int target, Seating seating) {
  const DealValue best = SolveDeal(solver_, rules, deal, declarer);
  return PlayFrom(rules, best.hands, best.discard, declarer, target, seating);
}

absl::StatusOr<PlayResult> Playout::PlayFrom(const Rules& rules, const Hands& start,
                                             TileSet discard, int declarer, int target,
                                             Seating seating, const std::vector<Move>& played) {
  PlayResult result;
  result.start = start;
  result.discard = discard;
  Position position(rules, start, declarer);
  if (absl::Status s = PlayAll(position, played); !s.ok()) return s;
  result.moves = played;
  while (!position.finished()) {
    const int mover = position.to_move();
    absl::StatusOr<SeatView> view =
        SeatView::Make(rules, declarer, mover, start[mover],
                       mover == declarer ? discard : TileSet(), result.moves);
    if (!view.ok()) return view.status();
    const PlayerKind kind = position.declarer_side(mover) ? seating.declarers : seating.defenders;
    absl::StatusOr<TableChoice> choice = kind == PlayerKind::kTable
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

absl::StatusOr<std::vector<bool>> Playout::MakesForBids(const Rules& rules, const Deal& deal,
                                                        int declarer, const std::vector<int>& bids,
                                                        Seating seating,
                                                        std::vector<std::vector<Move>>* lines) {
  const DealValue best = SolveDeal(solver_, rules, deal, declarer);
  return MakesForBidsFrom(rules, best.hands, best.discard, declarer, bids, seating, lines);
}

namespace {

// A line of play of MakesForBidsFrom: the position and the moves that reached it.
struct Line {
  Position position;
  std::vector<Move> moves;

  absl::Status Play(const Move& move) {
    if (absl::Status s = position.Play(move); !s.ok()) return s;
    moves.push_back(move);
    return absl::OkStatus();
  }
};

}  // namespace

absl::StatusOr<std::vector<bool>> Playout::MakesForBidsFrom(const Rules& rules, const Hands& start,
                                                            TileSet discard, int declarer,
                                                            const std::vector<int>& bids,
                                                            Seating seating,
                                                            std::vector<std::vector<Move>>* lines) {
  std::vector<bool> made(bids.size(), false);
  if (lines != nullptr) lines->assign(bids.size(), {});
  std::vector<int> which(bids.size());
  for (size_t i = 0; i < bids.size(); ++i) which[i] = static_cast<int>(i);
  // Bids already made or set leave the hand (at the end every bid is decided).
  auto decided = [&](const Line& line, int i) { return GoalDecided(line.position, bids[i]); };
  auto settle = [&](int i, bool m, const Line& line) {
    made[i] = m;
    if (lines != nullptr) (*lines)[i] = line.moves;
  };
  auto choose = [&](const Line& line,
                    const std::vector<int>& open) -> absl::StatusOr<std::vector<Move>> {
    const int mover = line.position.to_move();
    absl::StatusOr<SeatView> view = SeatView::Make(
        rules, declarer, mover, start[mover], mover == declarer ? discard : TileSet(), line.moves);
    if (!view.ok()) return view.status();
    const bool table =
        (line.position.declarer_side(mover) ? seating.declarers : seating.defenders) ==
        PlayerKind::kTable;
    std::vector<int> targets;
    for (int i : open) targets.push_back(bids[i]);
    // One bid left: the single-goal choice (the same move, from target queries).
    absl::StatusOr<std::vector<TableChoice>> choices;
    if (targets.size() == 1) {
      absl::StatusOr<TableChoice> one = table
                                            ? player_.Choose(*view, targets.front())
                                            : player_.ChooseKnowing(*view, start, targets.front());
      if (!one.ok()) return one.status();
      choices = std::vector<TableChoice>{*one};
    } else {
      choices = table ? player_.ChooseForTargets(*view, targets)
                      : player_.ChooseKnowingForTargets(*view, start, targets);
    }
    if (!choices.ok()) return choices.status();
    std::vector<Move> moves;
    for (const TableChoice& c : *choices) moves.push_back(c.move);
    return moves;
  };
  absl::Status s = PlayForBids<Move>(Line{Position(rules, start, declarer), {}}, std::move(which),
                                     decided, choose, settle);
  if (!s.ok()) return s;
  return made;
}

}  // namespace texas42::family
