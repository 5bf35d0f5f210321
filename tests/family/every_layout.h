// Every layout of the tiles of a family game that no seat is known to hold, by brute force, for
// checking exact analyses without family::LayoutAt: each seat's known tiles filled up to a hand
// from the free tiles in every way there is, seat after seat, and the rest left over (Moon, The
// Big Game). Each layout comes once; their order is this file's own.
#ifndef TEXAS42_TESTS_FAMILY_EVERY_LAYOUT_H_
#define TEXAS42_TESTS_FAMILY_EVERY_LAYOUT_H_

#include <functional>
#include <vector>

#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/position.h"

namespace texas42::family {

// Returns every deal of `game` in which each seat holds its `fixed` tiles.
inline std::vector<Deal> EveryLayout(const Game& game, const Hands& fixed) {
  TileSet free = game.tiles;
  for (TileSet known : fixed) free = free - known;
  std::vector<Deal> out;
  Deal deal;
  deal.hands = fixed;
  // Fills seat `s` and the seats after it from `left`.
  std::function<void(int, TileSet)> fill = [&](int s, TileSet left) {
    if (s == game.seats) {
      deal.left_over = left;
      out.push_back(deal);
      return;
    }
    std::vector<Tile> tiles;
    for (Tile t : left) tiles.push_back(t);
    const int need = game.hand_size - fixed[s].size();
    // Every subset of `tiles` of `need` tiles, from tiles[from] on.
    std::function<void(size_t, int, TileSet)> choose = [&](size_t from, int k, TileSet chosen) {
      if (k == need) {
        deal.hands[s] = fixed[s] | chosen;
        fill(s + 1, left - chosen);
        return;
      }
      for (size_t i = from; i < tiles.size(); ++i) choose(i + 1, k + 1, chosen | tiles[i]);
    };
    choose(0, 0, TileSet());
  };
  fill(0, free);
  return out;
}

}  // namespace texas42::family

#endif  // TEXAS42_TESTS_FAMILY_EVERY_LAYOUT_H_
