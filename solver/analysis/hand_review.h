// Hand review for any game of the 42 family: what every play of a recorded hand cost, double
// dummy, and (on request) whether it was still the best guess a player could make from his own
// hand. Each play is valued from the side to move's point of view: the value of the position
// before it (best play from there) against the value after it; the difference, given to the
// other side, is its cost. A play that turns the bid's outcome (a made bid into a set, or the
// reverse) is decisive. With the table view the table player is asked at every play what it
// would choose seeing only that seat's hand; a costly play that reached the side's goal in as
// many of its worlds as its choice is the best guess from the seat's own view, not a mistake.
// The value after every play is the hand's chart. Nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_HAND_REVIEW_H_
#define TEXAS42_SOLVER_ANALYSIS_HAND_REVIEW_H_

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/hand_record.h"
#include "solver/family/search.h"
#include "solver/play/table_player.h"

namespace texas42 {

struct PlayReview {
  int trick = 1;
  int seat = 0;
  family::Move move;
  int value_before = 0;            // the contract's value with best play from before the play
  int value_after = 0;             // and from after it
  int cost = 0;                    // what the play gave to the other side (0 for a best play)
  std::vector<family::Move> best;  // the plays worth value_before, in the natural order
  int won_by = -1;                 // the seat that won the trick this play completed, else -1
  bool makes_before = false;       // the bid makes with best play from before the play
  bool makes_after = false;        // and from after it
};

// The table player's answer at one play.
struct TableGuess {
  family::TableChoice choice;  // its move, and every move's score over its worlds (Explain)
  bool best_guess = false;     // the move played reached the goal in as many worlds as its choice
};

struct HandReview {
  absl::Status status;    // not ok when the record breaks the rules
  int goal = 0;           // what the declarer's side plays for (family::GoalOf the record's bid)
  family::Hands hands{};  // as played, after the exchange
  std::vector<PlayReview> plays;
  int start_value = 0;  // the double-dummy value of the deal after the exchange
  int final_value = 0;  // what was taken when the hand is over, else the value now
  int taken = 0;        // what the declarer's side and the other side took in tricks played
  int taken_against = 0;
  bool finished = false;
  bool makes = false;  // the bid made (with best play from here when not finished)
  // The cost of each seat's plays, summed; with the table view, best guesses are not counted.
  std::array<int, family::kMaxSeats> given{};
  std::vector<TableGuess> table;       // one per play with the table view, else empty
  family::TableOptions table_options;  // the table player's worlds and seed
};

// Returns the score over the table player's worlds of `move`, or of the move it is a twin of;
// null when the choice has no scores (a forced play) or none for it.
const family::MoveScore* ScoreOfMove(const family::TableChoice& choice, const family::Move& move);

// Returns true when `play` was a mistake: it cost something and (with the table view, `guess`)
// was not the best guess from the seat's own hand.
bool IsMistake(const PlayReview& play, const TableGuess* guess);

// Reviews one record with `solver`, and with `table` (the table view) when it is not null.
HandReview ReviewHand(family::Solver& solver, const HandRecord& record,
                      family::TablePlayer* table = nullptr);

// Reviews every record on up to `threads` threads (0 = all cores), with the table view when
// `table` is set, in input order: each worker keeps one solver and one table player, whose
// answers never depend on what they were asked before, so the reviews are the same for any
// number of threads. `progress`, when set, hears (records reviewed, records) as they finish,
// from one thread at a time.
std::vector<HandReview> ReviewHands(
    const std::vector<HandRecord>& records, const std::optional<family::TableOptions>& table,
    int threads, const std::function<void(uint64_t done, uint64_t total)>& progress = nullptr);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_HAND_REVIEW_H_
