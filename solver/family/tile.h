// Tiles of any set of the 42 family: double-six, double-seven and double-eight.
//
// The Tile is Texas 42's (solver/tile.h: index hi*(hi+1)/2 + lo, so a double-six tile keeps its
// number in every game). A TileSet here is a 64-bit bitboard of indices 0..44 (TileBits); which
// tiles a game uses is the game's business (game.h). Invariant: only bits 0..44 are ever set;
// iteration is in index order.
#ifndef TEXAS42_SOLVER_FAMILY_TILE_H_
#define TEXAS42_SOLVER_FAMILY_TILE_H_

#include <cstdint>

#include "solver/tile.h"
#include "solver/tile_bits.h"

namespace texas42::family {

inline constexpr int kMaxPip = kMostPip;
inline constexpr int kMaxTiles = kMostTiles;  // 45
inline constexpr int kMaxSeats = 4;

using texas42::Tile;
using TileSet = TileBits<uint64_t, kMaxTiles>;

// Returns every tile of the double-`max_pip` set.
constexpr TileSet FullSet(int max_pip) {
  const int n = (max_pip + 1) * (max_pip + 2) / 2;
  return TileSet(n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1);
}

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_TILE_H_
