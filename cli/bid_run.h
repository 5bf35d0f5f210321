// `texas42 bid` run for one request: the hand and flags read in the game's vocabulary, the
// contracts to analyze (ContractsToBid), the analysis (solver/analysis/bid_analysis.h) with a
// progress bar, and its report in the format asked for, to standard output or a file and, with
// --svg, the heatmap too. Every bad input is one error line and exit code 2.
#ifndef TEXAS42_CLI_BID_RUN_H_
#define TEXAS42_CLI_BID_RUN_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "cli/contract_flags.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"
#include "solver/play/playout.h"

namespace texas42 {

// What `bid` was asked, in the command's words.
struct BidRequest {
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
  std::optional<Seating> play;  // --play table (--declarers, --defenders); nothing: double dummy
  int worlds = kAnalysisWorlds;
  std::string format = "text";  // text, json, csv or svg
  std::string output = "-";
  std::string svg;  // --svg: the heatmap too, in this file
};

// The contracts a bid analysis asks about, and the partner calls the hand may not bid ("plunge
// not analyzed: the declarer holds 3 doubles (splash needs 3, plunge needs 4)"; empty if none).
struct BidContractList {
  std::vector<family::Contract> contracts;
  std::vector<int> partner_trumps;  // --trump's trumps for the partner calls (empty: every one)
  std::string skipped;
};

// Returns the contracts --contract and --trump name in the game's words ("all": every trump,
// then nello, sevens and the partner calls the hand may bid; low-no, a variant of 42, only when
// named). A partner call is one contract whose partner may name any trump of --trump. Nello and
// low-no without --nello-doubles are analyzed under each doubles rule (own, high, low): the
// declarer picks the rule when he bids.
absl::StatusOr<BidContractList> ContractsToBid(const family::Game& game, ContractFlags flags,
                                               family::TileSet hand);

// Returns the error line of a bid analysis that failed: an exact analysis of too many layouts
// (OutOfRange) gets the flags that shrink it.
std::string AnalysisError(const absl::Status& status);

// Runs the analysis and writes its report; returns the exit code (2 with one error line on
// bad input).
int RunBidRequest(const BidRequest& flags);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_RUN_H_
