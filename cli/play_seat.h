// `texas42 play --seat S`: a person plays one seat of a hand of 42 against three table players.
//
// The person's answers are read from standard input a line at a time, from a terminal or a
// pipe alike; the table and the prompts go to standard output, flushed before every prompt, and
// when the input is not a terminal each line read is echoed after its prompt, so that a
// transcript reads as the dialogue it was. A line is a tile (as ParseTile reads it: 6-4, 64),
// `hint` or `?` (the table player's choice in the person's seat and how often each legal tile
// reached the side's goal over its worlds), or `quit`; a tile the rules refuse gets the reason
// and the prompt again, and so does a line that is none of these. The other seats are table
// players (TablePlayer) with the game's worlds and seed. When the hand is over, or the person
// quits, or the input ends, the plays so far are reviewed as `texas42 review --play table`
// reviews them (hand_review.h), the person's own plays shown apart. The dialogue itself is the
// family's one (seat_dialogue.h); this is Texas 42's side of it.
#ifndef TEXAS42_CLI_PLAY_SEAT_H_
#define TEXAS42_CLI_PLAY_SEAT_H_

#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/play/table_player.h"
#include "solver/types.h"

namespace texas42 {

// One hand with a person in a seat. The declarer qualifies for the contract, and in nello the
// person is not the partner who sits out.
struct SeatGame {
  Deal deal;
  Contract contract;
  Seat declarer = Seat::kNorth;
  int bid = kLowestBid;      // as `play --bid` takes it (ignored by contracts bid in marks)
  Seat seat = Seat::kSouth;  // the person's
  TableOptions table;        // the table players' worlds and seed
  int threads = 0;           // for the review at the end
};

// Plays the hand with the person at standard input; returns the exit code (0 also when he
// quits or the input ends before the hand is over; kExitBadInput when the input is not text).
int PlaySeat(const SeatGame& game);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_SEAT_H_
