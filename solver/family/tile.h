// Tiles of any set of the 42 family: double-six, double-seven and double-eight.
//
// A tile `hi-lo` (0 <= lo <= hi <= 8) has index hi*(hi+1)/2 + lo, the same index as in the
// double-six set of Texas 42 (solver/types.h), so a double-six tile keeps its number in every
// game. A TileSet is a 64-bit bitboard of indices 0..44; which tiles a game uses is the game's
// business (game.h). Invariant: only bits 0..44 are ever set; iteration is in index order.
#ifndef TEXAS42_SOLVER_FAMILY_TILE_H_
#define TEXAS42_SOLVER_FAMILY_TILE_H_

#include <array>
#include <bit>
#include <cstdint>

namespace texas42::family {

inline constexpr int kMaxPip = 8;
inline constexpr int kMaxTiles = (kMaxPip + 1) * (kMaxPip + 2) / 2;  // 45
inline constexpr int kMaxSeats = 4;

class Tile {
 public:
  constexpr Tile() = default;
  static constexpr Tile FromPips(int a, int b) {
    const int hi = a > b ? a : b, lo = a > b ? b : a;
    return Tile(hi * (hi + 1) / 2 + lo);
  }
  static constexpr Tile FromIndex(int index) { return Tile(index); }

  constexpr int index() const { return index_; }
  constexpr int high() const { return kHigh[index_]; }
  constexpr int low() const { return index_ - high() * (high() + 1) / 2; }
  constexpr bool is_double() const { return high() == low(); }
  constexpr bool Shows(int pip) const { return high() == pip || low() == pip; }
  constexpr int pip_total() const { return high() + low(); }
  // Returns the other end when the tile shows `pip`.
  constexpr int OtherEnd(int pip) const { return high() == pip ? low() : high(); }
  // Returns the count points by the pip rule: 10 for a pip total of 10, 5 for 5, else 0.
  constexpr int count() const { return pip_total() == 10 ? 10 : pip_total() == 5 ? 5 : 0; }

  friend constexpr bool operator==(Tile, Tile) = default;
  friend constexpr auto operator<=>(Tile, Tile) = default;

 private:
  constexpr explicit Tile(int index) : index_(static_cast<uint8_t>(index)) {}

  // The high end by index: index hi*(hi+1)/2 + lo lies in [hi*(hi+1)/2, (hi+1)*(hi+2)/2).
  static constexpr std::array<uint8_t, 64> kHigh = [] {
    std::array<uint8_t, 64> high{};
    for (int i = 0, hi = 0; i < 64; ++i) {
      while ((hi + 1) * (hi + 2) / 2 <= i) ++hi;
      high[i] = static_cast<uint8_t>(hi);
    }
    return high;
  }();

  uint8_t index_ = 0;
};

class TileSet {
 public:
  constexpr TileSet() = default;
  constexpr explicit TileSet(uint64_t bits) : bits_(bits) {}
  constexpr TileSet(Tile t) : bits_(uint64_t{1} << t.index()) {}  // NOLINT: a tile is a set

  constexpr uint64_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool Contains(Tile t) const { return (bits_ >> t.index()) & 1; }
  constexpr void Add(Tile t) { bits_ |= uint64_t{1} << t.index(); }
  constexpr void Remove(Tile t) { bits_ &= ~(uint64_t{1} << t.index()); }
  // Returns the tile of lowest index; the set must not be empty.
  constexpr Tile Lowest() const { return Tile::FromIndex(std::countr_zero(bits_)); }

  constexpr TileSet operator&(TileSet o) const { return TileSet(bits_ & o.bits_); }
  constexpr TileSet operator|(TileSet o) const { return TileSet(bits_ | o.bits_); }
  constexpr TileSet operator-(TileSet o) const { return TileSet(bits_ & ~o.bits_); }
  constexpr TileSet& operator&=(TileSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr TileSet& operator|=(TileSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr TileSet& operator-=(TileSet o) {
    bits_ &= ~o.bits_;
    return *this;
  }
  friend constexpr bool operator==(TileSet, TileSet) = default;

  class Iterator {
   public:
    constexpr explicit Iterator(uint64_t bits) : bits_(bits) {}
    constexpr Tile operator*() const { return Tile::FromIndex(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      return *this;
    }
    constexpr bool operator!=(const Iterator& o) const { return bits_ != o.bits_; }

   private:
    uint64_t bits_;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  uint64_t bits_ = 0;
};

// Returns every tile of the double-`max_pip` set.
constexpr TileSet FullSet(int max_pip) {
  const int n = (max_pip + 1) * (max_pip + 2) / 2;
  return TileSet(n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1);
}

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_TILE_H_
