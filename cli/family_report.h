// What `texas42 solve --game G` prints for one deal of a game of the 42 family: the game, the
// hands, the declarer, and for each contract its value (points or tricks, of the most there
// are), whether it makes (its lowest bid, or the contract itself for special contracts) and the
// declarer's discard in games with a tile left over (Moon, The Big Game). As text for a reader,
// or one JSON object per deal.
#ifndef TEXAS42_CLI_FAMILY_REPORT_H_
#define TEXAS42_CLI_FAMILY_REPORT_H_

#include <string>
#include <vector>

#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"

namespace texas42 {

struct FamilyResult {
  family::Contract contract;
  family::DealValue value;
};

struct FamilySolveReport {
  const family::Game* game;
  family::Deal deal;
  int declarer;
  std::vector<FamilyResult> results;
};

std::string FamilyText(const FamilySolveReport& report);
// One line: {"game","deal","declarer","contracts":[{"contract","value","scoring","max","makes",
// "lowest_bid" (normal contracts),"discard" (a tile, or null)}]}.
std::string FamilyJson(const FamilySolveReport& report);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_REPORT_H_
