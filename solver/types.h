// Value types of Texas 42: seats, teams, pips and tiles.
//
// A double-six set has 28 tiles `hi-lo` with 0 <= lo <= hi <= 6 (Tile, tile.h: index 0..27, so
// that a hand fits one 32-bit mask, tile_set.h).
// Seats sit clockwise N, E, S, W; partners sit opposite (N+S against E+W).
#ifndef TEXAS42_SOLVER_TYPES_H_
#define TEXAS42_SOLVER_TYPES_H_

#include <array>
#include <cstdint>

#include "solver/tile.h"

namespace texas42 {

inline constexpr int kTileCount = 28;
inline constexpr int kSeatCount = 4;
inline constexpr int kTricksPerHand = 7;
inline constexpr int kPipCount = 7;      // pips 0..6
inline constexpr int kTotalPoints = 42;  // 35 count + 7 tricks

enum class Seat : uint8_t { kNorth, kEast, kSouth, kWest };
enum class Team : uint8_t { kNorthSouth, kEastWest };

constexpr int Index(Seat s) { return static_cast<int>(s); }
constexpr Seat SeatAt(int i) { return static_cast<Seat>(i & 3); }
constexpr Seat NextSeat(Seat s) { return SeatAt(Index(s) + 1); }
constexpr Seat PartnerOf(Seat s) { return SeatAt(Index(s) + 2); }
constexpr Team TeamOf(Seat s) { return static_cast<Team>(Index(s) & 1); }
constexpr Team OtherTeam(Team t) { return static_cast<Team>(static_cast<int>(t) ^ 1); }
constexpr char SeatLetter(Seat s) { return "NESW"[Index(s)]; }

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TYPES_H_
