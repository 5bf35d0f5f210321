// Deals of any game of the family, their notation, and the declarer's exchange with the
// left-over tile (Moon, The Big Game).
//
// Notation: a tile is two pips 0..max_pip in either order, optionally separated by '-' or ':'
// ("73", "7-3"); it is written high end first. A hand is tiles separated by spaces or commas.
// A deal is the seats' hands in play order (N, E, S[, W]) separated by '/', then, in a game with
// a tile left over, that tile as one more group. Invariant of a Deal: the hands and the
// left-over tile are disjoint and together hold the game's whole set.
#ifndef TEXAS42_SOLVER_FAMILY_DEAL_H_
#define TEXAS42_SOLVER_FAMILY_DEAL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/position.h"

namespace texas42::family {

struct Deal {
  Hands hands{};
  TileSet left_over;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// Parses a tile of `game`'s set (texas42::ParseTile with its pips, and a tile the set holds).
absl::StatusOr<Tile> ParseTile(const Game& game, absl::string_view text);
// Parses distinct tiles of `game`, any number, in order.
absl::StatusOr<std::vector<Tile>> ParseTiles(const Game& game, absl::string_view text);
// Parses one hand of exactly game.hand_size distinct tiles.
absl::StatusOr<TileSet> ParseHand(const Game& game, absl::string_view text);
// Parses a whole deal; errors name the hand and the tile at fault.
absl::StatusOr<Deal> ParseDeal(const Game& game, absl::string_view text);

std::string FormatDeal(const Game& game, const Deal& deal);
// Returns the seat letter: N, E, S, W.
char SeatLetter(int seat);
// Returns the seat's name as the reports write it: North, East, South, West.
std::string SeatName(int seat);
// Parses a seat letter of `game` (N, E, S, or W in four-seat games), case-insensitive.
absl::StatusOr<int> ParseSeat(const Game& game, absl::string_view text);

// Returns deal number `index` of `seed`: the tiles not in `fixed` shuffled uniformly into the
// hands (each filled up from what `fixed` gives it: nothing, some tiles or the whole hand) and
// the left-over tile: uniform over the deals in which each seat holds its `fixed` tiles. The
// same on every machine (solver/rng.h); for Texas 42, the deal texas42::DealRandom gives for
// the same seed, index and fixed tiles.
Deal DealRandom(const Game& game, const Hands& fixed, uint64_t seed, uint64_t index);

// Returns the declarer's possible hands after the exchange (docs/rules.md): his hand alone when
// no tile is left over; in Moon his hand and the left-over tile less any one tile; in The Big
// Game the same less any non-counter. The tiles he discards go out of play.
std::vector<TileSet> ExchangeChoices(const Game& game, const Deal& deal, int declarer);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_DEAL_H_
