// Deal analysis for every game of the 42 family: each contract's exact double-dummy value with
// the declarer's best exchange (or the discard given), and, from the first lead or after the
// tiles played so far, every legal play's value and an optimal line to the end of the hand.
// The library face of `texas42 solve`; results are plain data and nothing here prints.
//
// Invariants: results do not depend on the thread count (each contract is solved on its own
// and written in place); a Solver is kept per worker from one call to the next, since building
// and clearing its tables costs more than solving a Texas 42 deal.
#ifndef TEXAS42_SOLVER_ANALYSIS_DEAL_ANALYSIS_H_
#define TEXAS42_SOLVER_ANALYSIS_DEAL_ANALYSIS_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/parallel.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/position.h"
#include "solver/family/search.h"

namespace texas42 {

// What every deal of a run shares.
struct DealPlan {
  std::vector<family::Move> played;     // tiles played from the first lead
  std::optional<family::Tile> discard;  // the declarer's discard; none: his best exchange
  bool values = true;                   // every legal play's value and an optimal line
};

// The position a contract's analysis reaches: the first lead, or after the tiles played.
struct PositionValues {
  std::vector<family::Move> played;
  int trick = 1;    // the trick the next play goes to
  int to_move = 0;  // the seat to play (when the hand is not over)
  int taken = 0;    // what the declarer's side and the other side have taken so far
  int taken_against = 0;
  bool finished = false;
  bool values = true;                    // false when the plan asked for none
  std::vector<family::MoveValue> tiles;  // every legal play, best for the player first
  std::vector<family::Move> line;        // an optimal line to the end of the hand
};

struct ContractResult {
  family::Contract contract;
  family::DealValue value;  // the exact value (of the hand from the position reached)
  PositionValues position;
};

// One deal and declarer with the contracts to value.
struct DealResults {
  const family::Game* game = nullptr;
  family::Deal deal;
  int declarer = 0;
  std::vector<ContractResult> results;
};

class DealAnalyzer {
 public:
  // `threads`: worker threads, 0 = all cores.
  explicit DealAnalyzer(int threads);

  // Values every contract of `deals` in place as `plan` says; returns each deal's first error
  // (OK where all went well): "discard: ..." or "played: ...", with "under sixes: " after it
  // when the deal holds several contracts. `progress` (when given; from any thread) is told how
  // many exchange choices are weighed of how many (the contracts solved, in a game with no
  // exchange): a Big Game deal can take a while.
  std::vector<absl::Status> Analyze(
      std::vector<DealResults>& deals, const DealPlan& plan,
      const std::function<void(uint64_t done, uint64_t total)>& progress = {});

 private:
  int threads_;
  PerWorker<family::Solver> solvers_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_DEAL_ANALYSIS_H_
