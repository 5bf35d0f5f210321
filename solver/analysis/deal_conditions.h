// Deals of any game of the family that meet conditions, as `texas42 deal` makes them: tiles given
// to a seat (redeal's predeal) and conditions a player states about the holdings (redeal's
// accept):
//
//   N holds at least 4 sixes        S holds the 6-6          E holds no count
//   N+S hold exactly 2 doubles      W holds at most 10 points   N holds 3 fives
//
// Grammar (case-insensitive): SEATS VERB AMOUNT WHAT, where SEATS is a seat (N, East, ...) or
// seats joined by '+' (their holdings together); VERB is holds, hold, has or have; AMOUNT is
// "at least K", "at most K", "exactly K", "K", "no" or "the"; WHAT is a suit's tiles (blanks,
// ones, ... up to the game's top suit, or 0s..6s), doubles, count (the count tiles), points (the
// count they hold; not in Moon, which has no count), tiles, or a list of tiles ("the 6-6 5-5": all
// of them; "no 6-4": none).
//
// Invariants: a deal is drawn uniformly among the deals that give every seat its given tiles
// (family::DealRandom), and kept only when every condition holds, so the deals kept are uniform
// among those meeting everything. "SEAT holds the TILES" for one seat is the same set of deals as
// giving the tiles to that seat, so it is turned into given tiles. Deal number k tried for seed s
// is family::DealRandom's deal (s, k): the same seed and conditions give the same deals
// everywhere, and for Texas 42 the deals of texas42::DealRandom.
#ifndef TEXAS42_SOLVER_ANALYSIS_DEAL_CONDITIONS_H_
#define TEXAS42_SOLVER_ANALYSIS_DEAL_CONDITIONS_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"

namespace texas42 {

// One condition: the seats' tiles of `tiles` (or the count points they hold) number
// `at_least`..`at_most`.
struct DealCondition {
  std::string text;   // as the player wrote it, for messages
  uint8_t seats = 0;  // bit i: seat i
  family::TileSet tiles;
  bool points = false;  // measure the count points of `tiles` held, not how many
  int at_least = 0;
  int at_most = 0;
};

// Parses one condition on a deal of `game`; errors name the word at fault and what was expected.
absl::StatusOr<DealCondition> ParseDealCondition(const family::Game& game, absl::string_view text);

// Returns what `condition` measures in `deal`: tiles held, or count points.
int Measure(const DealCondition& condition, const family::Deal& deal);
// Returns whether `deal` meets `condition`.
bool Meets(const DealCondition& condition, const family::Deal& deal);

// What to deal: the game, the tiles given to seats, the conditions, how many deals and from
// which seed.
struct DealRequest {
  const family::Game* game = &family::GameOf(family::GameId::k42);
  family::Hands given{};
  std::vector<DealCondition> conditions;
  uint64_t seed = 1;
  uint64_t count = 1;
  uint64_t most_tries = 0;  // 0: no limit
};

// Moves one-seat "holds the TILES" conditions into the given tiles, then refuses a request no
// deal can meet: given tiles that clash or overfill a hand, a condition that cannot hold in any
// deal with the given tiles ("impossible: with the given tiles North holds 0 to 7 sixes"), or two
// conditions on different seats that together ask for more tiles or points than there are.
absl::Status PrepareDealRequest(DealRequest& request);

// Tries deals (seed, 0), (seed, 1), ... and calls `emit` with each that meets every condition
// and its try number, until `count` are emitted, `emit` returns false, or `most_tries` deals were
// tried. Returns the number of deals tried. `request` must have been prepared.
uint64_t DealMeetingConditions(const DealRequest& request,
                               const std::function<bool(const family::Deal&, uint64_t)>& emit);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_DEAL_CONDITIONS_H_
