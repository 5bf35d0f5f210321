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
  if (absl::Status s = Fork(position, bids, which, seating, placed, makes); !s.ok()) return s;
  return makes;
}

absl::Status Playout::Fork(const Position& start, const std::vector<int>& bids,
                           std::vector<int> which, Seating seating,
                           const std::array<TileSet, kSeatCount>& placed,
                           std::vector<bool>& makes) {
  Position position = start;
  while (true) {
    // Bids already decided leave the hand.
    std::vector<int> open;
    for (int i : which) {
      const std::optional<bool> decided = DecidedAt(position, bids[i]);
      if (decided) {
        makes[i] = *decided;
      } else {
        open.push_back(i);
      }
    }
    which = std::move(open);
    if (which.empty()) return absl::OkStatus();
    const Seat mover = position.to_move();
    const PlayerKind kind = seating.Of(mover, position.declarer());
    Tile tile;
    if (kind == PlayerKind::kDoubleDummy || which.size() == 1) {
      // The double-dummy player's tile does not depend on the bid (a tile of the best value
      // reaches any bid that can be reached).
      absl::StatusOr<PlayStep> step = Next(position, bids[which.front()], kind, placed);
      if (!step.ok()) return step.status();
      tile = step->tile;
    } else {
      const SeatView view =
          SeatView::Of(position, mover, bids[which.front()],
                       mover == position.declarer() ? placed : std::array<TileSet, kSeatCount>{});
      std::vector<int> asked;
      for (int i : which) asked.push_back(bids[i]);
      absl::StatusOr<std::vector<TableChoice>> choices = player_.ChooseForBids(view, asked);
      if (!choices.ok()) return choices.status();
      const BidGroups<Tile> groups =
          GroupBids<Tile>(which, [&](size_t j) { return (*choices)[j].tile; });
      if (groups.plays.size() > 1) {
        for (size_t g = 0; g < groups.plays.size(); ++g) {
          Position child = position;
          if (absl::Status s = child.Play(groups.plays[g]); !s.ok()) return s;
          if (absl::Status s = Fork(child, bids, groups.bids[g], seating, placed, makes); !s.ok()) {
            return s;
          }
        }
        return absl::OkStatus();
      }
      tile = groups.plays.front();
    }
    if (absl::Status s = position.Play(tile); !s.ok()) return s;
  }
}

}  // namespace texas42
