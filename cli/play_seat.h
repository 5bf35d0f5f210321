// `texas42 play --seat S`: a person plays one seat of a hand of any game of the 42 family against
// table players (TablePlayer), in one dialogue for every game (seat_dialogue.h).
//
// A line is a move in the game's notation (as `play --played` reads it: 6-4 or 64, and in The
// Big Game a lead that calls the tile's low end, 7-3@3), `hint` or `?` (what `play --next` says
// for the seat), or `quit`. The table players play for the bid the request names
// (the game's lowest by default), and the declarer's discard is the request's or his best
// exchange double dummy. When the hand is over, or the person quits, or the input ends, the
// plays so far are reviewed as `texas42 review --play table` reviews the record, the person's own
// plays shown apart.
#ifndef TEXAS42_CLI_PLAY_SEAT_H_
#define TEXAS42_CLI_PLAY_SEAT_H_

#include <string>

#include "cli/play_run.h"

namespace texas42 {

// Plays the hand of `request` (its deal, contract, declarer, bid, discard, worlds and seed) with
// the person in `seat` (a seat letter of the game); returns the exit code: 0 also when he quits
// or the input ends, kExitBadInput after one error line for a bad seat (an unknown letter, or the
// partner who sits out in nello), a bad request or input that is not text.
int RunSeatRequest(const PlayRequest& request, const std::string& seat);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_SEAT_H_
