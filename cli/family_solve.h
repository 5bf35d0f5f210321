// `texas42 solve --game G`: the exact double-dummy value of deals of any game of the 42 family
// (solver/family/), for each declarer and each contract asked for, with the declarer's best
// exchange with the left-over tile (or the discard given). With --played, the position reached:
// every legal tile's value for the player to move and an optimal line. Texas 42's own fast path
// stays in solve_command.cc; this one also plays 42's family-only variants (low-no, reversed
// doubles, sevens to N).
#ifndef TEXAS42_CLI_FAMILY_SOLVE_H_
#define TEXAS42_CLI_FAMILY_SOLVE_H_

#include <string>

#include "cli/contract_flags.h"
#include "cli/family_contracts.h"
#include "solver/family/game.h"

namespace texas42 {

struct FamilySolveRequest {
  const family::Game* game = nullptr;
  std::string deal;      // the family notation (family/deal.h); or
  std::string input;     // a file of deals, one a line ('-' = stdin)
  std::string declarer;  // a seat letter, a comma list, or all
  std::string played;    // tiles played from the first lead (family/played.h)
  std::string discard;   // the declarer's discard (Moon, The Big Game); empty: the best
  ContractFlags contract;
  FamilyVariantFlags variants;
  bool values_only = false;  // skip the tile values and the line after --played
  bool json = false;
  std::string output = "-";
  int threads = 0;  // 0: all cores
};

// Solves the request and prints its report; returns the exit code (2 after an error line; with
// --input a bad line is reported and skipped, and the code is 2 at the end).
int RunFamilySolve(const FamilySolveRequest& request);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_SOLVE_H_
