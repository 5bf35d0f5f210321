// The dialogue of `texas42 play --seat S`, one for every game of the family: a person sits in
// one seat of a hand, table players in the others, and the person's answers are read from
// standard input a line at a time.
//
// A SeatedHand is the game's side of it (Texas 42's over Position and TablePlayer, the family's
// over family::Position and TablePlayer): what the person is shown, how his line becomes a
// play, how a table player plays, the review at the end. PlayWithPerson is the dialogue itself,
// the same for every game: it prompts "Your play: " (standard output flushed first), echoes each
// line read when the input is not a terminal, answers `hint` or `?` with the table player's
// choice in the person's seat, stops at `quit` or `q` or at the end of the input ("Play stopped
// at trick N: you quit."), repeats the prompt after a line too long, a line that names no tile
// or a tile the rules refuse, and when the hand is over or stopped has the plays so far
// reviewed (none made: no review).
#ifndef TEXAS42_CLI_SEAT_DIALOGUE_H_
#define TEXAS42_CLI_SEAT_DIALOGUE_H_

#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

// Why the person's line was not played.
struct Refusal {
  bool no_tile = false;  // the line names no tile (the parser's message); else the rules refuse it
  std::string why;       // "you must follow fives: you hold 5-3", lower case, no full stop
};

class SeatedHand {
 public:
  virtual ~SeatedHand() = default;

  // The text before the first turn: the person's seat and hand, the contract, the goal, who
  // plays the other seats and what he may type.
  virtual std::string Opening() const = 0;
  virtual bool Finished() const = 0;
  // Returns true when the seat to move is the person's.
  virtual bool PersonToMove() const = 0;
  // The trick (1-based) the next play goes to.
  virtual int TrickNumber() const = 0;
  // What the person sees at his turn: the trick, the contract and score, his hand.
  virtual std::string Turn() const = 0;
  // The table player's choice in the person's seat and each play's score (the text after
  // "Hint: ").
  virtual absl::StatusOr<std::string> Hint() = 0;
  // Plays `line` for the person when it names a play he may make now, else returns why not.
  virtual std::optional<Refusal> PlayPerson(absl::string_view line) = 0;
  // The table player in the seat to move plays.
  virtual absl::Status PlayTable() = 0;
  // What is said after a play: the trick it completed, its winner and worth, the bid decided.
  virtual std::string AfterPlay() = 0;
  // Writes the review of the plays made (at least one) and the person's own; returns the exit
  // code.
  virtual int Review() = 0;
};

// Plays `hand` out with the person at standard input; returns the exit code (0 also when he
// quits or the input ends before the hand is over; kExitBadInput, after one error line, when
// the input is not text or a table player fails).
int PlayWithPerson(SeatedHand& hand);

}  // namespace texas42

#endif  // TEXAS42_CLI_SEAT_DIALOGUE_H_
