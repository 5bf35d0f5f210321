// `texas42 solve` for every game of the 42 family: the exact double-dummy value of one deal or a
// file of deals, for each declarer and each contract asked for, with the declarer's best
// exchange with the left-over tile (or the discard given); from the first lead, or after the
// tiles played (--played), every legal tile's value for the player to move and an optimal line.
// The flags are read here; the solving is solver/analysis/deal_analysis.h's, the words
// solve_report.h's.
#ifndef TEXAS42_CLI_SOLVE_RUN_H_
#define TEXAS42_CLI_SOLVE_RUN_H_

#include <string>

#include "cli/contract_flags.h"
#include "cli/game_contracts.h"
#include "solver/family/game.h"

namespace texas42 {

struct SolveRequest {
  const family::Game* game = nullptr;
  std::string deal;      // the family notation (family/deal.h); or
  std::string input;     // a file of deals, one a line ('-' = stdin)
  std::string declarer;  // a seat letter, a comma list, or all
  std::string played;    // tiles played from the first lead (family/played.h)
  std::string discard;   // the declarer's discard (Moon, The Big Game); empty: the best
  ContractFlags contract;
  VariantFlags variants;
  bool values_only = false;  // skip the tile values and the line
  bool json = false;
  std::string output = "-";
  int threads = 0;  // 0: all cores
};

// Solves the request and prints its report; returns the exit code (2 after an error line; with
// --input a bad line is reported and skipped, and the code is 2 at the end).
int RunSolveRequest(const SolveRequest& request);

}  // namespace texas42

#endif  // TEXAS42_CLI_SOLVE_RUN_H_
