// TileSet: a set of tiles as a 32-bit bitboard, bit i for the tile of index i.
//
// Invariant: only bits 0..27 are ever set. Iteration visits tiles in index order (low first).
#ifndef TEXAS42_SOLVER_TILE_SET_H_
#define TEXAS42_SOLVER_TILE_SET_H_

#include <array>
#include <bit>
#include <cstdint>

#include "solver/types.h"

namespace texas42 {

class TileSet {
 public:
  constexpr TileSet() = default;
  constexpr explicit TileSet(uint32_t bits) : bits_(bits) {}
  constexpr TileSet(Tile t) : bits_(uint32_t{1} << t.index()) {}  // NOLINT: a tile is a set
  static constexpr TileSet All() { return TileSet((uint32_t{1} << kTileCount) - 1); }

  constexpr uint32_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr int size() const { return std::popcount(bits_); }
  // Returns whether the set holds two tiles or more (cheaper than a count).
  constexpr bool Several() const { return (bits_ & (bits_ - 1)) != 0; }
  constexpr bool Contains(Tile t) const { return (bits_ >> t.index()) & 1; }
  constexpr void Add(Tile t) { bits_ |= uint32_t{1} << t.index(); }
  constexpr void Remove(Tile t) { bits_ &= ~(uint32_t{1} << t.index()); }
  // Returns the tile of lowest index; the set must not be empty.
  constexpr Tile Lowest() const { return Tile::FromIndex(std::countr_zero(bits_)); }
  // Returns the tile of highest index; the set must not be empty.
  constexpr Tile Highest() const { return Tile::FromIndex(31 - std::countl_zero(bits_)); }

  constexpr TileSet operator&(TileSet o) const { return TileSet(bits_ & o.bits_); }
  constexpr TileSet operator|(TileSet o) const { return TileSet(bits_ | o.bits_); }
  constexpr TileSet operator^(TileSet o) const { return TileSet(bits_ ^ o.bits_); }
  constexpr TileSet operator~() const { return TileSet(~bits_ & All().bits_); }
  constexpr TileSet& operator&=(TileSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr TileSet& operator|=(TileSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr TileSet& operator^=(TileSet o) {
    bits_ ^= o.bits_;
    return *this;
  }
  friend constexpr bool operator==(TileSet, TileSet) = default;

  class Iterator {
   public:
    constexpr explicit Iterator(uint32_t bits) : bits_(bits) {}
    constexpr Tile operator*() const { return Tile::FromIndex(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return bits_ != o.bits_; }

   private:
    uint32_t bits_;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  uint32_t bits_ = 0;
};

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
