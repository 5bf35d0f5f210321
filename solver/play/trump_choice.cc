#include "solver/play/trump_choice.h"

#include <algorithm>

#include "solver/play/drawn_worlds.h"
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
  drawn.Draw(count);
  const std::vector<Deal>& worlds = drawn.deals();
  // Key 1: worlds in which the trump takes all seven tricks (one target query each); key 2,
  // among the trumps tied on it: the most tricks over the worlds. World by world, a trump that
  // can no longer catch the best count is dropped: it cannot tie for the top.
  const int n = static_cast<int>(worlds.size());
  std::vector<int> makes(options.size(), 0);
  std::vector<bool> alive(options.size(), true);
  for (int w = 0; w < n; ++w) {
    int most = 0;
    for (size_t o = 0; o < options.size(); ++o) {
      if (!alive[o]) continue;
      makes[o] += solver.Reaches(Position(*options[o], worlds[w], declarer), kTricksPerHand);
      most = std::max(most, makes[o]);
    }
    for (size_t o = 0; o < options.size(); ++o) {
      if (alive[o] && makes[o] + (n - 1 - w) < most) alive[o] = false;
    }
  }
  int top = 0;
  int tied = 0;
  for (size_t o = 0; o < options.size(); ++o) {
    if (!alive[o] || makes[o] < top) continue;
    tied = makes[o] == top ? tied + 1 : 1;
    top = makes[o];
  }
  size_t best = options.size();
  int best_tricks = -1;
  for (size_t o = 0; o < options.size(); ++o) {
    if (!alive[o] || makes[o] != top) continue;
    if (tied == 1) return o;  // no tie to break
    int tricks = 0;
    for (const Deal& world : worlds) tricks += solver.Solve(Position(*options[o], world, declarer));
    if (tricks > best_tricks) {
      best = o;
      best_tricks = tricks;
    }
  }
  return best;
}

}  // namespace texas42
