// The tiles played so far in a hand of any game of the family, as a player writes them: tiles in
// order from the first lead, and in The Big Game a lead of 7-3 or 8-2 with the suit it calls
// written after '@' ("73@3" leads 7-3 as a three; "73" alone calls its high end). Playing them
// onto a Position checks every play and names the trick, the seat and the tile at fault.
#ifndef TEXAS42_SOLVER_FAMILY_PLAYED_H_
#define TEXAS42_SOLVER_FAMILY_PLAYED_H_

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/family/game.h"
#include "solver/family/position.h"

namespace texas42::family {

// Parses the plays: tiles of `game` separated by spaces or commas, each with an optional
// "@suit" (a pip 0..max_pip); a tile given twice is an error.
absl::StatusOr<std::vector<Move>> ParsePlayed(const Game& game, absl::string_view text);

// Returns the trick (1-based) the next play of `position` goes to.
int TrickNumber(const Position& position);

// Plays `move` on `position`, or returns why it may not be played: "trick 2, E: 6-4 ...".
absl::Status PlayChecked(Position& position, const Move& move);

// Plays every move of `moves` in order with PlayChecked.
absl::Status PlayAll(Position& position, const std::vector<Move>& moves);

// Writes a move as "6-4", or "7-3@3" for a lead that calls the tile's other suit.
std::string FormatMove(const Rules& rules, const Move& move);

// One trick of a hand: who led, the moves in play order, who won it and what it was worth in
// the contract's unit (points, or 1 for a trick); an unfinished trick has winner -1, value 0.
struct TrickPlayed {
  int leader = 0;
  std::vector<Move> moves;
  int winner = -1;
  int value = 0;
};

// Plays `moves` (legal, as PlayAll checks) on a copy of `position` and returns them trick by
// trick; the first trick holds the tiles already on the table, a last unfinished one what was
// played of it.
std::vector<TrickPlayed> TricksOf(Position position, const std::vector<Move>& moves);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_PLAYED_H_
