#include "solver/analysis/play_review.h"

#include <algorithm>

#include "solver/play/table_player.h"

namespace texas42 {

absl::StatusOr<std::vector<PlayReview>> ReviewPlays(Solver& solver, const Position& start,
                                                    const std::vector<Tile>& plays, int bid) {
  std::vector<PlayReview> reviews;
  Position position = start;
  const Contract& contract = start.rules().contract();
  for (Tile tile : plays) {
    PlayReview r;
    r.seat = position.to_move();
    r.tile = tile;
    const bool more = WantsMore(contract, position.declarer(), r.seat);
    const std::vector<Tile> trick = position.trick();
    const std::optional<Tile> lead =
        trick.empty() ? std::nullopt : std::optional<Tile>(trick.front());
    std::vector<TileValue> values = solver.ValuePlays(position);
    if (absl::Status s = position.Play(tile); !s.ok()) return s;
    r.value_before = values.front().value;
    for (const TileValue& v : values) {
      if (v.tile == tile) r.value_after = v.value;
      if (v.value == r.value_before) r.best.push_back(v.tile);
    }
    std::sort(r.best.begin(), r.best.end(),
              [&](Tile x, Tile y) { return NaturallyBefore(start.rules(), lead, x, y); });
    r.cost = more ? r.value_before - r.value_after : r.value_after - r.value_before;
    r.makes_before = contract.Makes(r.value_before, bid);
    r.makes_after = contract.Makes(r.value_after, bid);
    reviews.push_back(std::move(r));
  }
  return reviews;
}

}  // namespace texas42
