// Hand review for any game of the 42 family: what every play of a recorded hand cost, double
// dummy. Each play is valued from the side to move's point of view: the value of the position
// before it (best play from there) against the value after it; the difference, given to the
// other side, is its cost. The value after every play is the hand's chart. Nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_FAMILY_REVIEW_H_
#define TEXAS42_SOLVER_ANALYSIS_FAMILY_REVIEW_H_

#include <array>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/family_record.h"
#include "solver/family/search.h"

namespace texas42 {

struct FamilyPlayReview {
  int trick = 1;
  int seat = 0;
  family::Move move;
  int value_before = 0;            // the contract's value with best play from before the play
  int value_after = 0;             // and from after it
  int cost = 0;                    // what the play gave to the other side (0 for a best play)
  std::vector<family::Move> best;  // the best plays (those worth value_before)
  int won_by = -1;                 // the seat that won the trick this play completed, else -1
};

struct FamilyHandReview {
  absl::Status status;    // not ok when the record breaks the rules
  family::Hands hands{};  // as played, after the exchange
  std::vector<FamilyPlayReview> plays;
  int start_value = 0;  // the double-dummy value of the deal after the exchange
  int final_value = 0;  // what was taken when the hand is over, else the value now
  int taken = 0;        // what the declarer's side and the other side took in tricks played
  int taken_against = 0;
  bool finished = false;
  std::array<int, family::kMaxSeats> given{};  // the cost of each seat's plays, summed
};

// Reviews one record with `solver`.
FamilyHandReview ReviewFamilyHand(family::Solver& solver, const FamilyRecord& record);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_FAMILY_REVIEW_H_
