// `texas42 bid --game G` for the games of the family other than Texas 42 (3-hand, moon, geezer,
// big-game): the declarer's hand at N against random layouts of the unseen tiles, each solved
// double dummy or, with --play table, played out by table players (solver/analysis/family_bid.h),
// reported as a table of make-percentages per contract and bid, the special contracts' make rates
// and one line of advice; or as JSON.
//
// Texas 42 itself never comes here: its own analysis (bid_command.cc) keeps its output. Options
// of the 42 bid that mean nothing here are refused by the caller, never ignored.
#ifndef TEXAS42_CLI_BID_FAMILY_H_
#define TEXAS42_CLI_BID_FAMILY_H_

#include <cstdint>
#include <optional>
#include <string>

#include "solver/analysis/family_bid.h"
#include "solver/family/game.h"
#include "solver/play/family_playout.h"

namespace texas42 {

struct FamilyBidFlags {
  const family::Game* game = nullptr;
  std::string hand;
  uint64_t samples = 100;
  uint64_t seed = 42;
  int threads = 0;
  double confidence = 0.5;
  std::optional<family::FamilySeating>
      play;  // --play table (--declarers, --defenders); nothing: double dummy
  int worlds = family::kFamilyDefaultWorlds;
  std::string format = "text";  // text or json
  std::string output = "-";
};

// Runs the analysis and writes its report; returns the exit code (2 with one error line on
// bad input).
int RunFamilyBid(const FamilyBidFlags& flags);

// The reports, for tests and the command.
std::string FamilyBidText(const FamilyBidAnalysis& analysis, const FamilyAdvice& advice);
std::string FamilyBidJson(const FamilyBidAnalysis& analysis, const FamilyAdvice& advice);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_FAMILY_H_
