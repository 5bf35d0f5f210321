#include "solver/play/trump_choice.h"

#include <algorithm>
#include <cstdint>

#include "solver/family/position.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/move_keys.h"
#include "solver/play/racing.h"
#include "solver/play/seat_view.h"
#include "solver/play/world_sampler.h"
#include "solver/rng.h"

namespace texas42::family {
namespace {

TileSet DoublesOf(const Game& game) {
  TileSet doubles;
  for (Tile t : game.tiles) {
    if (t.is_double()) doubles.Add(t);
  }
  return doubles;
}

}  // namespace

absl::StatusOr<size_t> ChoosePartnerTrump(Solver& solver, const std::vector<const Rules*>& options,
                                          TileSet partner_hand, int declarer, int doubles,
                                          const TableOptions& table) {
  if (options.empty()) return absl::InvalidArgumentError("no trump to name");
  const Rules& first = *options.front();
  const Game& game = first.game();
  if (!game.partners()) return absl::InvalidArgumentError("a partner call needs partners");
  const int partner = (declarer + 2) % game.seats;
  absl::StatusOr<SeatView> view =
      SeatView::Make(first, declarer, partner, partner_hand, TileSet(), {});
  if (!view.ok()) return view.status();
  const uint64_t want = static_cast<uint64_t>(
      std::clamp(PartnerTrumpWorlds(table.worlds, table.racing), 1, kMostWorlds));
  DrawnWorlds<WorldSampler> drawn(WorldSampler(*view, AtLeast{declarer, DoublesOf(game), doubles}),
                                  want, table.seed,
                                  MixHash(view->Hash(), static_cast<uint64_t>(doubles)));
  if (drawn.count() == 0) {
    return absl::InvalidArgumentError("no layout agrees with the partner's hand and the call");
  }
  // Key 1: worlds in which the trump takes every trick (one target query each), raced as a
  // table decision races its moves over a fixed number of worlds: world by world, a trump that
  // can no longer catch the best count is dropped. Key 2, among the trumps still tied: worlds in
  // which it takes all tricks but one (a target query too; the exact trick count is a full
  // solve, too slow for nine-trick hands). Key 3: the first in the order given.
  const auto leaders = [&](const std::vector<bool>& alive, int tricks) {
    std::vector<GoalRace> goals = {StartGoal(tricks, alive)};
    Race(static_cast<int>(want), table.racing, /*full_scores=*/false, drawn, goals,
         [&](int w, int o, size_t) {
           return solver.Reaches(Position(*options[o], drawn.deal(w), declarer), tricks);
         });
    return GoalLeaders(goals.front(), table.racing.slack);
  };
  std::vector<int> tied = leaders(std::vector<bool>(options.size(), true), game.tricks());
  if (tied.size() > 1) {
    std::vector<bool> alive(options.size(), false);
    for (int o : tied) alive[o] = true;
    tied = leaders(alive, game.tricks() - 1);
  }
  return static_cast<size_t>(tied.front());
}

}  // namespace texas42::family
