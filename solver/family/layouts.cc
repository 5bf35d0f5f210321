#include "solver/family/layouts.h"

#include <utility>
#include <vector>

#include "solver/combinations.h"

namespace texas42::family {
namespace {

// The open places in order: each seat's, then the left-over tile's.
std::vector<int> OpenPlaces(const Game& game, const Hands& fixed) {
  std::vector<int> open;
  for (int s = 0; s < game.seats; ++s) open.push_back(game.hand_size - fixed[s].size());
  open.push_back(game.left_over);
  return open;
}

TileSet Placed(const Game& game, const Hands& fixed) {
  TileSet placed;
  for (int s = 0; s < game.seats; ++s) placed |= fixed[s];
  return placed;
}

}  // namespace

uint64_t CountLayouts(const Game& game, const Hands& fixed) {
  int unplaced = (game.tiles - Placed(game, fixed)).size();
  uint64_t count = 1;
  for (int open : OpenPlaces(game, fixed)) {
    if (__builtin_mul_overflow(count, Binomial(unplaced, open), &count)) return kCountless;
    unplaced -= open;
  }
  return count;
}

Deal LayoutAt(const Game& game, const Hands& fixed, uint64_t index) {
  std::vector<Tile> pool;
  for (Tile t : game.tiles - Placed(game, fixed)) pool.push_back(t);
  Deal deal;
  const std::vector<int> open = OpenPlaces(game, fixed);
  for (size_t place = 0; place < open.size(); ++place) {
    const bool hand = static_cast<int>(place) < game.seats;
    TileSet& tiles = hand ? deal.hands[place] : deal.left_over;
    if (hand) tiles = fixed[place];
    const int n = static_cast<int>(pool.size());
    const uint64_t ways = Binomial(n, open[place]);
    const uint64_t taken = CombinationAt(n, open[place], index % ways);
    index /= ways;
    std::vector<Tile> kept;
    for (int i = 0; i < n; ++i) {
      if ((taken >> i) & 1) {
        tiles.Add(pool[i]);
      } else {
        kept.push_back(pool[i]);
      }
    }
    pool = std::move(kept);
  }
  return deal;
}

}  // namespace texas42::family
