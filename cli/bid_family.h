// `texas42 bid --game G` for the games of the family other than Texas 42 (3-hand, moon, geezer,
// big-game): the declarer's hand at N against random layouts of the unseen tiles, each solved
// double dummy or, with --play table, played out by table players (solver/analysis/family_bid.h),
// reported as Texas 42's bid is: a table of make-percentages per contract and bid with the best
// for each bid marked, the mark contracts with their intervals, the best for each bid, and the
// advice (solver/analysis/bid_advice.h, with --over); as text, JSON, CSV or an SVG heatmap.
//
// Texas 42 itself never comes here: its own analysis (bid_command.cc) keeps its output. Options
// of the 42 bid that mean nothing here are refused by the caller, never ignored.
#ifndef TEXAS42_CLI_BID_FAMILY_H_
#define TEXAS42_CLI_BID_FAMILY_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/contract_flags.h"
#include "cli/svg_heatmap.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/family_bid.h"
#include "solver/family/game.h"
#include "solver/play/family_playout.h"

namespace texas42 {

struct FamilyBidFlags {
  const family::Game* game = nullptr;
  std::string hand;
  std::string declarer = "N";      // --declarer: the seat the report names him at
  std::vector<std::string> known;  // --known "S=tiles", each
  uint64_t samples = 100;
  bool samples_given = false;  // --samples was given (it goes against --exact)
  bool exact = false;          // --exact: every layout enumerated
  bool full = false;           // --full: every value exact (double dummy)
  uint64_t seed = 42;
  int threads = 0;
  double confidence = 0.5;
  int over = 0;  // the highest bid so far, in the game's units (ValidateOver)
  // --contract ("all", or the game's contract names), --trump (the normal contracts' trumps),
  // --nello-doubles, --sevens-closest-lead, --first-lead-trump.
  ContractFlags contract;
  std::optional<family::FamilySeating>
      play;  // --play table (--declarers, --defenders); nothing: double dummy
  int worlds = family::kFamilyDefaultWorlds;
  std::string format = "text";  // text, json, csv or svg
  std::string output = "-";
  std::string svg;  // --svg: the heatmap too, in this file
};

// An analysis and its advice, as the reports read them.
struct FamilyBidRun {
  const FamilyBidAnalysis& analysis;
  Advice advice;
  // The declarer's seat as the command named it: the analysis seats him N, and the known tiles
  // by seat as it does; the reports name every seat from his.
  int declarer = 0;
  // Why a sampled run enumerated every layout instead ("" when it did not).
  std::string enumerated;
};

// Runs the analysis and writes its report; returns the exit code (2 with one error line on
// bad input).
int RunFamilyBid(const FamilyBidFlags& flags);

// The reports, for tests and the command: Texas 42's text, JSON keys, CSV columns and heatmap,
// in the game's bids and units.
std::string FamilyBidText(const FamilyBidRun& run);
std::string FamilyBidJson(const FamilyBidRun& run);
std::string FamilyBidCsv(const FamilyBidRun& run);
SvgHeatmap FamilyBidHeatmap(const FamilyBidRun& run);
std::vector<std::string> FamilyAdviceLines(const FamilyBidRun& run);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_FAMILY_H_
