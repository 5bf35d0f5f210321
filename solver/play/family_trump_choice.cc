#include "solver/play/family_trump_choice.h"

#include <algorithm>
#include <cstdint>

#include "solver/family/position.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/family_seat_view.h"
#include "solver/play/family_world_sampler.h"
#include "solver/play/racing.h"
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

absl::StatusOr<size_t> ChooseFamilyPartnerTrump(Solver& solver,
                                                const std::vector<const Rules*>& options,
                                                TileSet partner_hand, int declarer, int doubles,
                                                const FamilyTableOptions& table) {
  if (options.empty()) return absl::InvalidArgumentError("no trump to name");
  const Rules& first = *options.front();
  const Game& game = first.game();
  if (!game.partners()) return absl::InvalidArgumentError("a partner call needs partners");
  const int partner = (declarer + 2) % game.seats;
  absl::StatusOr<FamilySeatView> view =
      FamilySeatView::Make(first, declarer, partner, partner_hand, TileSet(), {});
  if (!view.ok()) return view.status();
  const uint64_t want = static_cast<uint64_t>(
      std::clamp(PartnerTrumpWorlds(table.worlds, table.racing), 1, kFamilyMostWorlds));
  DrawnWorlds<FamilyWorldSampler> drawn(
      FamilyWorldSampler(*view, FamilyAtLeast{declarer, DoublesOf(game), doubles}), want,
      table.seed, MixHash(view->Hash(), static_cast<uint64_t>(doubles)));
  drawn.Draw(static_cast<int>(want));
  const std::vector<Hands>& worlds = drawn.deals();
  if (worlds.empty()) {
    return absl::InvalidArgumentError("no layout agrees with the partner's hand and the call");
  }
  // Key 1: worlds in which the trump takes every trick (one target query each). World by
  // world, a trump that can no longer catch the best count is dropped: it cannot tie for the
  // top. Key 2, among the trumps still tied: worlds in which it takes all tricks but one (a
  // target query too; the exact trick count is a full solve, too slow for nine-trick hands).
  const int n = static_cast<int>(worlds.size());
  const auto ranked = [&](std::vector<size_t> tied, int tricks) {
    std::vector<int> makes(options.size(), 0);
    std::vector<bool> alive(options.size(), false);
    for (size_t o : tied) alive[o] = true;
    for (int w = 0; w < n && tied.size() > 1; ++w) {
      int most = 0;
      for (size_t o : tied) {
        makes[o] += solver.Reaches(Position(*options[o], worlds[w], declarer), tricks) ? 1 : 0;
        most = std::max(most, makes[o]);
      }
      std::vector<size_t> kept;
      for (size_t o : tied) {
        if (makes[o] + (n - 1 - w) >= most) kept.push_back(o);
      }
      tied = kept;
    }
    int top = -1;
    for (size_t o : tied) top = std::max(top, makes[o]);
    std::vector<size_t> best;
    for (size_t o : tied) {
      if (makes[o] == top) best.push_back(o);
    }
    return best;
  };
  std::vector<size_t> all(options.size());
  for (size_t o = 0; o < options.size(); ++o) all[o] = o;
  std::vector<size_t> tied = ranked(all, game.tricks());
  if (tied.size() > 1) tied = ranked(tied, game.tricks() - 1);
  return tied.front();  // key 3: the first in the order given
}

}  // namespace texas42::family
