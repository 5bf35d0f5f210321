// Deal analysis: the exact value of one deal under one contract, the value of every legal tile
// for the player to move, and an optimal line of play; and many such analyses run in parallel.
//
// This is the library face of `texas42 solve`. Results are plain data; nothing here prints.
// Parallel runs give results in input order and identical values for any thread count.
#ifndef TEXAS42_SOLVER_ANALYSIS_DEAL_ANALYSIS_H_
#define TEXAS42_SOLVER_ANALYSIS_DEAL_ANALYSIS_H_

#include <functional>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {

struct ContractResult {
  Contract contract;
  int value = 0;                    // see Scoring: points, tricks, or nello declarer tricks
  std::vector<TileValue> plays;     // every legal tile for the player to move, best first
  std::vector<PlayedTrick> line;    // optimal play to the end, trick by trick (the current
                                    // trick, if partly played, comes first and complete)
  std::vector<PlayedTrick> played;  // the tricks the job's `played` tiles completed
  std::optional<Seat> to_move;      // who plays next (none when the hand is over)
};

struct DealJob {
  Deal deal;
  Seat declarer = Seat::kNorth;
  std::vector<Tile> played;  // tiles already played, from the opening lead
  std::vector<Contract> contracts;
  bool with_plays = true;
  bool with_line = true;
};

struct DealReport {
  absl::Status status;  // not ok when `played` is impossible under a contract
  std::vector<ContractResult> results;
};

// Analyzes one deal under one contract with `solver`.
absl::StatusOr<ContractResult> AnalyzeDeal(Solver& solver, const Rules& rules, const DealJob& job);

// Analyzes every job on up to `threads` threads (0 = all cores), each thread owning a Solver;
// calls `job_done` (when given; from any worker thread) as each job is finished.
std::vector<DealReport> AnalyzeDeals(const std::vector<DealJob>& jobs, int threads,
                                     const SearchOptions& options = {},
                                     const std::function<void()>& job_done = {});

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_DEAL_ANALYSIS_H_
