// Play analysis: deals played out by a chosen player for each side, every play reviewed.
//
// This is the library face of `texas42 play`: the hand is played from the given position to
// the end (Playout), then each play is valued double dummy (ReviewPlays), so a reader sees what
// each table decision cost against perfect knowledge. Many deals run in parallel, each worker
// owning its players and solver; results come in input order and are identical for any number
// of threads. Nothing here prints.
#ifndef TEXAS42_SOLVER_ANALYSIS_PLAY_ANALYSIS_H_
#define TEXAS42_SOLVER_ANALYSIS_PLAY_ANALYSIS_H_

#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/play_review.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/play/playout.h"

namespace texas42 {

struct PlayJob {
  Deal deal;
  Seat declarer = Seat::kNorth;
  Contract contract;
  int bid = 30;
  std::vector<Tile> played;  // tiles already played, from the opening lead
  Seating seating;
  TableOptions table;
};

struct PlayReport {
  absl::Status status;  // not ok when `played` is impossible or a player failed
  int start_value = 0;  // the double-dummy value where the play starts
  std::vector<PlayStep> steps;
  std::vector<PlayReview> reviews;  // one per step
  std::vector<PlayedTrick> tricks;  // the whole hand, the played prefix included
  int value = 0;       // the contract's final value (points, tricks, nello declarer tricks)
  bool makes = false;  // whether the bid made
  uint64_t nodes = 0;
};

// Plays out and reviews one job with `playout` and `solver`.
PlayReport PlayDeal(Playout& playout, Solver& solver, const PlayJob& job);

// Plays out and reviews every job on up to `threads` threads (0 = all cores).
std::vector<PlayReport> PlayDeals(const std::vector<PlayJob>& jobs, int threads);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_PLAY_ANALYSIS_H_
