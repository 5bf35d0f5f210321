// Play analysis: hands of any game of the family played out by a chosen player for each side,
// then every play reviewed.
//
// This is the library face of `texas42 play`: from the hand a job names (after the declarer's
// discard, or his best double-dummy exchange, in games with a tile left over, and after the
// moves already played) the hand is played to the end by table players (who see only their
// own hand) or double-dummy players (Playout), then each play is valued double dummy as
// `texas42 review` values a record (hand_review.h), so a reader sees what each decision cost
// against perfect knowledge. Many hands run in parallel, each worker owning its players and
// solver; the results come in input order and are the same for any number of threads.
// Nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_PLAY_ANALYSIS_H_
#define TEXAS42_SOLVER_ANALYSIS_PLAY_ANALYSIS_H_

#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/family/deal_value.h"
#include "solver/play/playout.h"
#include "solver/play/table_player.h"

namespace texas42 {

struct PlayJob {
  // The game, deal, declarer, contract and bid (0: the game's lowest; a special contract plays
  // for its own goal); the discard (none: the declarer's best double-dummy exchange, in games
  // with a tile left over); the moves already played, from the first lead.
  HandRecord hand;
  Seating seating;
  family::TableOptions table;  // the table players' worlds and seed
};

struct PlayedHand {
  absl::Status status;  // not ok when the moves played or the discard break the rules
  HandRecord record;    // the hand played to the end: its discard and every move
  HandReview review;    // every play valued double dummy
};

// Returns the hands at the first lead of `hand` (its moves aside) and the declarer's discard:
// after the record's discard when it names one (an error, "discard: ...", when the game leaves
// no tile over or the tile is not his), else after his best exchange double dummy (`solver`)
// in a game with one, else as dealt.
absl::StatusOr<family::DealValue> HandsAtFirstLead(family::Solver& solver, const HandRecord& hand);

// Plays out and reviews one job with `playout` (its solver reviews).
PlayedHand PlayHand(family::Playout& playout, const PlayJob& job);

// Plays out and reviews every job on up to `threads` threads (0 = all cores), in input order;
// every job's table options must be the first's.
std::vector<PlayedHand> PlayHands(const std::vector<PlayJob>& jobs, int threads);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_PLAY_ANALYSIS_H_
