// `texas42 solve --game G`: the exact double-dummy value of one deal of any game of the 42
// family (solver/family/), for one declarer and each contract asked for, with the declarer's
// best exchange with the left-over tile. Texas 42's own fast path stays in solve_command.cc;
// this one also plays 42's family-only variants (low-no, reversed doubles, sevens to N).
#ifndef TEXAS42_CLI_FAMILY_SOLVE_H_
#define TEXAS42_CLI_FAMILY_SOLVE_H_

#include <string>

#include "cli/contract_flags.h"
#include "cli/family_contracts.h"
#include "solver/family/game.h"

namespace texas42 {

struct FamilySolveRequest {
  const family::Game* game = nullptr;
  std::string deal;      // the family notation (family/deal.h)
  std::string declarer;  // one seat letter
  ContractFlags contract;
  FamilyVariantFlags variants;
  bool json = false;
  std::string output = "-";
  int threads = 0;  // 0: all cores
};

// Solves the request and prints its report; returns the exit code (2 after one error line).
int RunFamilySolve(const FamilySolveRequest& request);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_SOLVE_H_
