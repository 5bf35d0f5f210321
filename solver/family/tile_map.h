// Tiles that no longer matter: the lowest dead tile that stands for each live tile in the
// table's key (a partition search's "equivalent ranks", for the 42 family's two-ended tiles).
//
// A live tile x may stand as a dead tile y when Rules::Interchangeable(x, y) holds against the
// other live tiles and the suits they can still call: no trick can tell x from y, so the
// position with y in x's place has the same value. Applied one tile at a time, each step keeps
// the value, so every position mapped to the same hands has the same value. The map depends only
// on the live tiles (not on who holds them), so it is cached by the live set.
//
// A TileMap serves one set of rules at a time: Reset() before another game or contract.
#ifndef TEXAS42_SOLVER_FAMILY_TILE_MAP_H_
#define TEXAS42_SOLVER_FAMILY_TILE_MAP_H_

#include <array>
#include <cstdint>
#include <vector>

#include "solver/family/rules.h"
#include "solver/family/tile.h"

namespace texas42::family {

// A set of live tiles and the dead tiles that stand for some of them.
struct TileRenaming {
  uint64_t live = ~uint64_t{0};  // the live set it was made for (all ones: none yet)
  uint32_t generation = 0;
  uint8_t size = 0;
  std::array<uint8_t, 27> from{};  // live tile indices, ascending
  std::array<uint8_t, 27> to{};    // the dead tile that stands for each
};

class TileMap {
 public:
  TileMap();
  // Forgets every map made for the rules before.
  void Reset();
  // Returns the renaming of `live` under `rules`.
  const TileRenaming& Of(const Rules& rules, TileSet live);

 private:
  std::vector<TileRenaming> cache_;
  uint32_t generation_ = 1;
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_TILE_MAP_H_
