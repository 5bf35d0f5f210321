// Hand review: what every play of a recorded hand cost, double dummy, and (on request) whether
// it was still the best guess a player could make from his own hand.
//
// Each play is valued with ReviewPlays (play_review.h): the double-dummy value before and after
// it, its cost to the player's side, the best tiles, and whether it flipped the bid's outcome (a
// made bid into a set, or the reverse: a decisive mistake). With the table view, the table
// player (solver/play/table_player.h) is asked at every play what it would choose seeing only
// that seat's hand; a play that cost double dummy but scored as well over the table player's
// worlds as its choice is the best guess from the seat's own view, not a mistake. Many records
// are reviewed in parallel, each with its own solver and table player; results come in
// input order and are the same for any number of threads. Nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_HAND_REVIEW_H_
#define TEXAS42_SOLVER_ANALYSIS_HAND_REVIEW_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/hand_record.h"
#include "solver/analysis/play_review.h"
#include "solver/play/table_player.h"
#include "solver/state.h"

namespace texas42 {

struct ReviewOptions {
  bool table = false;          // also ask the table player at every play
  TableOptions table_options;  // its worlds and seed (scores are always full)
};

// The table player's answer at one play.
struct TableGuess {
  TableChoice choice;       // its tile and how every legal tile scored over its worlds
  bool best_guess = false;  // the tile played scored as well as its choice
};

struct HandReview {
  absl::Status status;              // not ok when the record breaks the rules
  std::vector<PlayReview> plays;    // one per tile played
  std::vector<TableGuess> table;    // one per play with the table view, else empty
  std::vector<PlayedTrick> tricks;  // the tricks completed
  int start_value = 0;              // the double-dummy value of the deal
  int value = 0;          // what the bidding side took (nello: the declarer's tricks) so far
  int final_value = 0;    // value when the hand is over, else the double-dummy value now
  bool finished = false;  // all tricks were played
  bool makes = false;     // whether the bid made (with best play from here when not finished)
  uint64_t nodes = 0;
};

// Returns true when the play `review` was a mistake: it cost something, and (with the table
// view) it was not the best guess from the seat's own hand.
bool IsMistake(const PlayReview& review, const TableGuess* guess);

// Reviews one record with `solver` and, for the table view, `table` (may be null otherwise).
HandReview ReviewHand(Solver& solver, TablePlayer* table, const HandRecord& record,
                      const ReviewOptions& options);

// Reviews every record on up to `threads` threads (0 = all cores), in input order. `progress`,
// when set, hears (records reviewed, records) as they finish, from one thread at a time.
std::vector<HandReview> ReviewHands(
    const std::vector<HandRecord>& records, const ReviewOptions& options, int threads,
    const std::function<void(uint64_t done, uint64_t total)>& progress = nullptr);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_HAND_REVIEW_H_
