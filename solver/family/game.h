// The games of the 42 family and their shape: the tile set, seats and sides, hand size, tricks,
// count and total, bids, the left-over tile and what the declarer does with it, and the special
// contracts each game has (docs/rules.md, "The rest of the family").
//
// A Game is a constant: every figure the rules of one game need is stated here once, and the
// rest of the family code reads it from here. Invariants: tiles.size() == seats * hand_size +
// left_over; tricks == hand_size; total == count of the set + tricks (or tricks when a game has
// no count). Texas 42 itself is kTexas42; its fast search (solver/search.h) has its own shape,
// solver/types.h, which tests check against this one.
#ifndef TEXAS42_SOLVER_FAMILY_GAME_H_
#define TEXAS42_SOLVER_FAMILY_GAME_H_

#include <array>
#include <cstdint>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/family/tile.h"

namespace texas42::family {

enum class GameId : uint8_t { k42, kThreeHand, kMoon, kGeezer, kBigGame };

// What the declarer does with the left-over tile before the first lead.
enum class Exchange : uint8_t {
  kNone,        // no tile is left over
  kAny,         // Moon: takes it, discards any tile (the one taken, if he likes)
  kNonCounter,  // The Big Game: takes it if a counter, may otherwise; discards a non-counter
};

// A contract in which the declarer's partner names trump and leads (42's splash and plunge,
// Geezer's dip, dive and plunge): its name, the doubles it needs and the marks it is bid at.
struct PartnerCall {
  absl::string_view name;
  int doubles = 0;
  int marks = 0;
};

struct Game {
  GameId id;
  absl::string_view name;   // as given to --game
  absl::string_view title;  // as players say it
  int max_pip;              // 6, 7 or 8
  TileSet tiles;            // the tiles in play
  int seats;                // 3 (each for himself) or 4 (partners N+S against E+W)
  int hand_size;            // tiles each seat draws; also the tricks in a hand
  int left_over;            // tiles left over after the deal: 0 or 1
  Exchange exchange;
  bool counts;       // tiles carry count (false in Moon: values are tricks)
  int total;         // points in a hand (tricks when there is no count)
  int lowest_bid;    // in points (tricks in Moon)
  bool split_leads;  // The Big Game: 7-3 and 8-2 may be led as their lower end
  bool nello;        // nello may be played
  bool low_no;       // low-no may be played
  bool sevens;       // sevens (to any number) may be played
  std::array<PartnerCall, 3> partner_calls;  // splash-like contracts, lowest first; empty names end

  constexpr bool partners() const { return seats == 4; }
  constexpr int tricks() const { return hand_size; }
  constexpr int trump_choices() const { return max_pip + 3; }  // every pip suit, doubles, follow-me
};

// The five games, in the order of docs/rules.md's table.
const std::array<const Game*, 5>& AllGames();
const Game& GameOf(GameId id);
// Returns Shoot the Moon with the published rules' tile set, `--game moon-00`: the 0-0 kept and
// the 1-0 removed (docs/rules.md). Its id is kMoon; it is not among AllGames().
const Game& MoonWithDoubleBlank();
// Parses a --game name: 42, 3-hand, moon, moon-00, geezer, big-game (case-insensitive; a few
// aliases).
absl::StatusOr<const Game*> ParseGame(absl::string_view text);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_GAME_H_
