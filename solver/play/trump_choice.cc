#include "solver/play/trump_choice.h"

#include <algorithm>

#include "solver/play/drawn_worlds.h"
#include "solver/play/move_keys.h"
#include "solver/play/racing.h"
#include "solver/play/seat_view.h"
#include "solver/play/world_sampler.h"
#include "solver/state.h"

namespace texas42 {

absl::StatusOr<size_t> ChoosePartnerTrump(Solver& solver, const std::vector<const Rules*>& options,
                                          const Deal& deal, Seat declarer,
                                          const TableOptions& table) {
  if (options.empty()) return absl::InvalidArgumentError("no trump to name");
  const Seat partner = PartnerOf(declarer);
  const Contract& first = options.front()->contract();
  const Position start(*options.front(), deal, declarer);
  const SeatView view = SeatView::Of(start, partner, kTotalPoints);
  const int count = PartnerTrumpWorlds(table.worlds, table.racing);
  DrawnWorlds<WorldSampler> drawn(
      WorldSampler(view, AtLeast{declarer, Doubles(), DoublesRequired(first)}),
      static_cast<uint64_t>(count), table.seed,
      MixHash(view.Hash(), static_cast<uint64_t>(first.kind)));
  if (drawn.count() == 0) {
    return absl::InvalidArgumentError("no layout agrees with the partner's hand and the bid");
  }
  // Key 1: worlds in which the trump takes all seven tricks (one target query each), raced as a
  // table decision races its tiles over a fixed number of worlds: world by world, a trump that
  // can no longer catch the best count is dropped. Key 2, among the trumps tied on it: the most
  // tricks over the same worlds. Key 3: the first in the order given.
  std::vector<GoalRace> goals = {
      StartGoal(kTricksPerHand, std::vector<bool>(options.size(), true))};
  Race(count, table.racing, /*full_scores=*/false, drawn, goals, [&](int w, int o, size_t) {
    return solver.Reaches(Position(*options[o], drawn.deal(w), declarer), kTricksPerHand);
  });
  const std::vector<int> tied = GoalLeaders(goals.front());
  if (tied.size() == 1) return static_cast<size_t>(tied.front());
  const std::vector<long long> tricks = KeySums(
      tied, static_cast<int>(options.size()), goals.front().used,
      [&](int w, int o) { return solver.Solve(Position(*options[o], drawn.deal(w), declarer)); });
  return static_cast<size_t>(BestOf(tied, tricks, /*more=*/true).front());
}

}  // namespace texas42
