// TileSet: a set of Texas 42's tiles as a 32-bit bitboard (TileBits, tile_bits.h), bit i for
// the tile of index i, and the sets the game names: the tiles showing a pip, the doubles, the
// count. Invariant: only bits 0..27 are ever set.
#ifndef TEXAS42_SOLVER_TILE_SET_H_
#define TEXAS42_SOLVER_TILE_SET_H_

#include <array>
#include <bit>
#include <cstdint>

#include "solver/tile_bits.h"
#include "solver/types.h"

namespace texas42 {

using TileSet = TileBits<uint32_t, kTileCount>;

// The four hands, by seat index.
using Hands = std::array<TileSet, kSeatCount>;

// Returns the tiles that show pip `p` (either end).
constexpr TileSet TilesShowing(Pip p) {
  TileSet s;
  for (int i = 0; i < kTileCount; ++i) {
    if (Tile::FromIndex(i).Shows(p)) s.Add(Tile::FromIndex(i));
  }
  return s;
}

// Returns the seven doubles.
constexpr TileSet Doubles() {
  TileSet s;
  for (Pip p = 0; p < kPipCount; ++p) s.Add(Tile::FromPips(p, p));
  return s;
}

// The count tiles: 5-5 and 6-4 are worth 10, 5-0, 4-1 and 3-2 are worth 5.
inline constexpr TileSet kTenCount = TileSet(Tile::FromPips(5, 5)) | TileSet(Tile::FromPips(6, 4));
inline constexpr TileSet kFiveCount =
    TileSet(Tile::FromPips(5, 0)) | TileSet(Tile::FromPips(4, 1)) | TileSet(Tile::FromPips(3, 2));

// Returns the sum of the count points of `tiles`.
constexpr int CountOf(TileSet tiles) {
  return 10 * (tiles & kTenCount).size() + 5 * (tiles & kFiveCount).size();
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TILE_SET_H_
