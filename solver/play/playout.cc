#include "solver/play/playout.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "solver/play/bid_groups.h"

namespace texas42 {

absl::string_view PlayerKindName(PlayerKind kind) {
  return kind == PlayerKind::kDoubleDummy ? "dd" : "table";
}

absl::StatusOr<PlayerKind> ParsePlayerKind(absl::string_view text) {
  const std::string s = absl::AsciiStrToLower(text);
  if (s == "dd" || s == "double-dummy") return PlayerKind::kDoubleDummy;
  if (s == "table") return PlayerKind::kTable;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown player '", text, "' (expected dd or table)"));
}

Playout::Playout(TableOptions options, SearchOptions search) : player_(options, search) {}

absl::StatusOr<PlayStep> Playout::Next(const Position& position, int bid, PlayerKind player,
                                       const std::array<TileSet, kSeatCount>& placed) {
  const Seat mover = position.to_move();
  // The declarer alone is told the placed tiles.
  const SeatView view =
      SeatView::Of(position, mover, bid,
                   mover == position.declarer() ? placed : std::array<TileSet, kSeatCount>{});
  PlayStep step{mover, Tile(), player, {}};
  if (player == PlayerKind::kDoubleDummy) {
    step.choice = player_.ChooseKnowing(view, position.deal());
  } else {
    absl::StatusOr<TableChoice> choice = player_.Choose(view);
    if (!choice.ok()) return choice.status();
    step.choice = *std::move(choice);
  }
  step.tile = step.choice.tile;
  return step;
}

std::optional<bool> DecidedAt(const Position& position, int bid) {
  const Contract& contract = position.rules().contract();
  const Team side = TeamOf(position.declarer());
  const int target = GoalTarget(contract, bid);
  switch (contract.scoring()) {
    case Scoring::kPoints:
      if (position.taken(side) >= target) return true;
      if (position.taken(OtherTeam(side)) > kTotalPoints - target) return false;
      break;
    case Scoring::kTricks:
      if (position.taken(OtherTeam(side)) > 0) return false;
      break;
    case Scoring::kDeclarerTricks:
      if (position.declarer_tricks() > target) return false;
      break;
  }
  if (position.finished()) {
    const int value = contract.scoring() == Scoring::kDeclarerTricks ? position.declarer_tricks()
                                                                     : position.taken(side);
    return contract.Makes(value, bid);
  }
  return std::nullopt;
}

absl::StatusOr<std::vector<PlayStep>> Playout::PlayOut(
    Position& position, int bid, Seating seating, const std::array<TileSet, kSeatCount>& placed,
    bool until_decided) {
  std::vector<PlayStep> steps;
  while (!position.finished() && !(until_decided && DecidedAt(position, bid))) {
    absl::StatusOr<PlayStep> step =
        Next(position, bid, seating.Of(position.to_move(), position.declarer()), placed);
    if (!step.ok()) return step.status();
    if (absl::Status s = position.Play(step->tile); !s.ok()) return s;
    steps.push_back(*std::move(step));
  }
  return steps;
}

absl::StatusOr<std::vector<bool>> Playout::MakesForBids(
    const Position& position, const std::vector<int>& bids, Seating seating,
    const std::array<TileSet, kSeatCount>& placed) {
  std::vector<bool> makes(bids.size(), false);
  std::vector<int> which(bids.size());
  for (size_t i = 0; i < bids.size(); ++i) which[i] = static_cast<int>(i);
  auto decided = [&](const Position& p, int i) { return DecidedAt(p, bids[i]); };
  auto settle = [&](int i, bool made, const Position&) { makes[i] = made; };
  auto choose = [&](const Position& p,
                    const std::vector<int>& open) -> absl::StatusOr<std::vector<Tile>> {
    const Seat mover = p.to_move();
    const PlayerKind kind = seating.Of(mover, p.declarer());
    if (kind == PlayerKind::kDoubleDummy || open.size() == 1) {
      // The double-dummy player's tile does not depend on the bid (a tile of the best value
      // reaches any bid that can be reached).
      absl::StatusOr<PlayStep> step = Next(p, bids[open.front()], kind, placed);
      if (!step.ok()) return step.status();
      return std::vector<Tile>(open.size(), step->tile);
    }
    const SeatView view =
        SeatView::Of(p, mover, bids[open.front()],
                     mover == p.declarer() ? placed : std::array<TileSet, kSeatCount>{});
    std::vector<int> asked;
    for (int i : open) asked.push_back(bids[i]);
    absl::StatusOr<std::vector<TableChoice>> choices = player_.ChooseForBids(view, asked);
    if (!choices.ok()) return choices.status();
    std::vector<Tile> tiles;
    for (const TableChoice& c : *choices) tiles.push_back(c.tile);
    return tiles;
  };
  if (absl::Status s = PlayForBids<Tile>(position, std::move(which), decided, choose, settle);
      !s.ok()) {
    return s;
  }
  return makes;
}

}  // namespace texas42
