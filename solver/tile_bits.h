// TileBits: a set of tiles as a bitboard, bit i for the tile of index i (tile.h).
//
// One class for every set of the family: TileSet (tile_set.h) is 32 bits for Texas 42's 28
// tiles, the fast search's hands; family::TileSet (family/tile.h) is 64 bits for up to 45.
// Invariant: only bits 0..kCapacity-1 are ever set. Iteration visits tiles in index order (low
// first).
#ifndef TEXAS42_SOLVER_TILE_BITS_H_
#define TEXAS42_SOLVER_TILE_BITS_H_

#include <bit>
#include <cstdint>
#include <string>

#include "solver/tile.h"

namespace texas42 {

template <typename Word, int kCapacity>
class TileBits {
  static_assert(kCapacity <= static_cast<int>(8 * sizeof(Word)));

 public:
  constexpr TileBits() = default;
  constexpr explicit TileBits(Word bits) : bits_(bits) {}
  constexpr TileBits(Tile t) : bits_(Word{1} << t.index()) {}  // NOLINT: a tile is a set
  // Returns every tile of index below kCapacity.
  static constexpr TileBits All() {
    return TileBits(kCapacity == 8 * sizeof(Word) ? ~Word{0} : (Word{1} << kCapacity) - 1);
  }

  constexpr Word bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr int size() const { return std::popcount(bits_); }
  // Returns whether the set holds two tiles or more (cheaper than a count).
  constexpr bool Several() const { return (bits_ & (bits_ - 1)) != 0; }
  constexpr bool Contains(Tile t) const { return (bits_ >> t.index()) & 1; }
  constexpr void Add(Tile t) { bits_ |= Word{1} << t.index(); }
  constexpr void Remove(Tile t) { bits_ &= ~(Word{1} << t.index()); }
  // Returns the tile of lowest index; the set must not be empty.
  constexpr Tile Lowest() const { return Tile::FromIndex(std::countr_zero(bits_)); }
  // Returns the tile of highest index; the set must not be empty.
  constexpr Tile Highest() const { return Tile::FromIndex(std::bit_width(bits_) - 1); }

  constexpr TileBits operator&(TileBits o) const { return TileBits(bits_ & o.bits_); }
  constexpr TileBits operator|(TileBits o) const { return TileBits(bits_ | o.bits_); }
  constexpr TileBits operator^(TileBits o) const { return TileBits(bits_ ^ o.bits_); }
  // Returns the tiles of this set not in `o`.
  constexpr TileBits operator-(TileBits o) const { return TileBits(bits_ & ~o.bits_); }
  constexpr TileBits operator~() const { return TileBits(~bits_ & All().bits_); }
  constexpr TileBits& operator&=(TileBits o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr TileBits& operator|=(TileBits o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr TileBits& operator^=(TileBits o) {
    bits_ ^= o.bits_;
    return *this;
  }
  constexpr TileBits& operator-=(TileBits o) {
    bits_ &= ~o.bits_;
    return *this;
  }
  friend constexpr bool operator==(TileBits, TileBits) = default;

  class Iterator {
   public:
    constexpr explicit Iterator(Word bits) : bits_(bits) {}
    constexpr Tile operator*() const { return Tile::FromIndex(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return bits_ != o.bits_; }

   private:
    Word bits_;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  Word bits_ = 0;
};

// Returns the tiles highest first, separated by spaces: "6-6 6-4 3-2".
template <typename Word, int kCapacity>
std::string FormatTiles(TileBits<Word, kCapacity> tiles) {
  std::string out;
  for (int i = kCapacity - 1; i >= 0; --i) {
    const Tile t = Tile::FromIndex(i);
    if (!tiles.Contains(t)) continue;
    if (!out.empty()) out += ' ';
    out += FormatTile(t);
  }
  return out;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TILE_BITS_H_
