// Value types of Texas 42: seats, teams, pips and tiles.
//
// A double-six set has 28 tiles `hi-lo` with 0 <= lo <= hi <= 6. A Tile is its index
// hi*(hi+1)/2 + lo in 0..27, so that a hand fits one 32-bit mask (see tile_set.h).
// Seats sit clockwise N, E, S, W; partners sit opposite (N+S against E+W).
#ifndef TEXAS42_SOLVER_TYPES_H_
#define TEXAS42_SOLVER_TYPES_H_

#include <array>
#include <cstdint>

namespace texas42 {

inline constexpr int kTileCount = 28;
inline constexpr int kSeatCount = 4;
inline constexpr int kTricksPerHand = 7;
inline constexpr int kPipCount = 7;      // pips 0..6
inline constexpr int kTotalPoints = 42;  // 35 count + 7 tricks

using Pip = int;

enum class Seat : uint8_t { kNorth, kEast, kSouth, kWest };
enum class Team : uint8_t { kNorthSouth, kEastWest };

constexpr int Index(Seat s) { return static_cast<int>(s); }
constexpr Seat SeatAt(int i) { return static_cast<Seat>(i & 3); }
constexpr Seat NextSeat(Seat s) { return SeatAt(Index(s) + 1); }
constexpr Seat PartnerOf(Seat s) { return SeatAt(Index(s) + 2); }
constexpr Team TeamOf(Seat s) { return static_cast<Team>(Index(s) & 1); }
constexpr Team OtherTeam(Team t) { return static_cast<Team>(static_cast<int>(t) ^ 1); }
constexpr char SeatLetter(Seat s) { return "NESW"[Index(s)]; }

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
  constexpr Pip high() const { return kHigh[index_]; }
  constexpr Pip low() const { return kLow[index_]; }
  constexpr bool is_double() const { return high() == low(); }
  constexpr bool Shows(Pip p) const { return high() == p || low() == p; }
  constexpr int pip_total() const { return high() + low(); }
  // Returns the other end when the tile shows `p`.
  constexpr Pip OtherEnd(Pip p) const { return high() == p ? low() : high(); }
  // Returns the count points of the tile: 10 for 5-5 and 6-4, 5 for 5-0, 4-1, 3-2.
  constexpr int count() const { return kCount[index_]; }

  friend constexpr bool operator==(Tile, Tile) = default;
  friend constexpr auto operator<=>(Tile, Tile) = default;

 private:
  constexpr explicit Tile(int index) : index_(static_cast<uint8_t>(index)) {}

  static constexpr std::array<uint8_t, kTileCount> kHigh = {
      0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6};
  static constexpr std::array<uint8_t, kTileCount> kLow = {
      0, 0, 1, 0, 1, 2, 0, 1, 2, 3, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6};

  // Count by index: pip totals of 10 (5-5, 6-4) are worth 10, of 5 (5-0, 4-1, 3-2) 5.
  static constexpr std::array<uint8_t, kTileCount> kCount = {
      0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 5, 0, 0, 0, 5, 0, 0, 0, 0, 10, 0, 0, 0, 0, 10, 0, 0};

  uint8_t index_ = 0;
};

// The count table above agrees with the pip rule.
constexpr bool CountTableMatchesPips() {
  for (int i = 0; i < kTileCount; ++i) {
    const Tile t = Tile::FromIndex(i);
    const int total = t.pip_total();
    if (t.count() != (total == 10 ? 10 : total == 5 ? 5 : 0)) return false;
  }
  return true;
}
static_assert(CountTableMatchesPips());

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TYPES_H_
