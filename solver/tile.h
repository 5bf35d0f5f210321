// Tile: one domino of any set of the 42 family, double-six to double-eight.
//
// A tile `hi-lo` (0 <= lo <= hi <= 8) is its index hi*(hi+1)/2 + lo: 0..27 in the double-six
// set of Texas 42, 0..35 in double-seven, 0..44 in double-eight, so a tile keeps its number in
// every game and a double-six hand fits 32 bits (tile_set.h). Count follows the pip rule: a
// tile whose pips add to 10 is worth 10, to 5 worth 5 (in the larger sets 7-3 and 8-2 count too).
#ifndef TEXAS42_SOLVER_TILE_H_
#define TEXAS42_SOLVER_TILE_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

using Pip = int;

// The largest set: double-eight, 45 tiles.
inline constexpr int kMostPip = 8;
inline constexpr int kMostTiles = (kMostPip + 1) * (kMostPip + 2) / 2;

class Tile {
 public:
  constexpr Tile() = default;
  // Builds the tile with pips `a` and `b`, in either order.
  static constexpr Tile FromPips(Pip a, Pip b) {
    const Pip hi = a > b ? a : b, lo = a > b ? b : a;
    return Tile(hi * (hi + 1) / 2 + lo);
  }
  static constexpr Tile FromIndex(int index) { return Tile(index); }

  constexpr int index() const { return index_; }
  constexpr Pip high() const { return kTable[index_].high; }
  constexpr Pip low() const { return kTable[index_].low; }
  constexpr bool is_double() const { return high() == low(); }
  constexpr bool Shows(Pip p) const { return high() == p || low() == p; }
  constexpr int pip_total() const { return high() + low(); }
  // Returns the other end when the tile shows `p`.
  constexpr Pip OtherEnd(Pip p) const { return high() == p ? low() : high(); }
  // Returns the count points of the tile: 10 for a pip total of 10, 5 for 5, else 0.
  constexpr int count() const { return kTable[index_].count; }

  friend constexpr bool operator==(Tile, Tile) = default;
  friend constexpr auto operator<=>(Tile, Tile) = default;

 private:
  constexpr explicit Tile(int index) : index_(static_cast<uint8_t>(index)) {}

  struct Ends {
    uint8_t high;
    uint8_t low;
    uint8_t count;
  };
  // By index, 64 entries (every index a 64-bit set can name): index hi*(hi+1)/2 + lo lies in
  // [hi*(hi+1)/2, (hi+1)*(hi+2)/2).
  static constexpr std::array<Ends, 64> kTable = [] {
    std::array<Ends, 64> table{};
    for (int i = 0, hi = 0; i < 64; ++i) {
      while ((hi + 1) * (hi + 2) / 2 <= i) ++hi;
      const int lo = i - hi * (hi + 1) / 2;
      const int total = hi + lo;
      const int count = total == 10 || total == 5 ? total : 0;
      table[i] = {static_cast<uint8_t>(hi), static_cast<uint8_t>(lo), static_cast<uint8_t>(count)};
    }
    return table;
  }();

  uint8_t index_ = 0;
};

// Returns "6-4": the high end, a dash, the low end.
std::string FormatTile(Tile t);
// Parses a tile of the double-`max_pip` set (Texas 42's double-six by default): two pips, either
// end first, as "64", "6-4" or "6:4".
absl::StatusOr<Tile> ParseTile(absl::string_view text, Pip max_pip = 6);
// Parses tiles separated by spaces, commas or tabs; a tile given twice is an error.
absl::StatusOr<std::vector<Tile>> ParseTiles(absl::string_view text, Pip max_pip = 6);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TILE_H_
