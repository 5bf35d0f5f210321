// The --known constraints of `texas42 bid` (every game): "S=tiles", the tiles a seat is known
// to hold.
//
// Each constraint names one seat (N, E, S, W or the full name) and a list of tiles. A tile known
// in the declarer's own seat must be in his --hand; elsewhere it must not be, and no tile may be
// given to two seats, nor more than a hand's tiles to one. Errors name the flag, seat and tile.
#ifndef TEXAS42_CLI_KNOWN_PARSER_H_
#define TEXAS42_CLI_KNOWN_PARSER_H_

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/family/game.h"

namespace texas42 {

// Adds one --known "S=tiles" of `game` to `query` (whose hand is set), the declarer at
// `declarer` (the analysis seats him N: each seat's tiles go to the seat as far round from N as
// it is from him), rejecting tiles placed twice; on error `query.known` may hold part of the
// constraint. A hand holds game.hand_size tiles.
absl::Status AddKnown(const family::Game& game, absl::string_view text, int declarer,
                      BidQuery& query);

}  // namespace texas42

#endif  // TEXAS42_CLI_KNOWN_PARSER_H_
