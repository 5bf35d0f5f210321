// `texas42 play`: a deal of any game of the 42 family (or every deal of a file) played out by a
// player for each side, table players (who see only their own hand) or double dummy
// (solver/analysis/play_analysis.h), then every play valued double dummy as `review` values a
// record: its value before and after, what it cost, who won each trick. Text or one JSON object
// a deal, with the keys of review's and the players'. With `played` the hand goes on from the
// plays given; with `next` only the move the table player to move would choose is written, with
// how often each move reached the goal over his worlds.
#ifndef TEXAS42_CLI_PLAY_RUN_H_
#define TEXAS42_CLI_PLAY_RUN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cli/contract_flags.h"
#include "cli/output_file.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/search.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"

namespace texas42 {

// A deal to play, with its line in an --input file (0 for --deal and --example).
struct PlayDealText {
  int line = 0;
  std::string deal;
};

struct PlayRequest {
  const family::Game* game = nullptr;
  std::string deal;                 // the deal (--deal, --example, --seat's)
  std::vector<PlayDealText> deals;  // --input: every deal of the file; `deal` unused
  ContractFlags contract;           // one contract, in the game's vocabulary
  std::string declarer = "N";
  std::string bid;  // empty: the game's lowest bid (normal contracts only)
  std::string declarers = "table";
  std::string defenders = "table";
  int worlds = kAdaptiveWorlds;  // or W worlds a decision (racing.h)
  uint64_t seed = 1;
  std::string played;   // the moves so far, from the first lead (the game's notation)
  std::string discard;  // the declarer's discard; empty: his best double-dummy exchange
  bool next = false;    // only the move the table player to move would choose
  bool json = false;
  int threads = 0;  // --input: deals played on this many threads (0: every core)
};

// The hand a request names, at its first lead.
struct HandStart {
  family::Deal deal;
  int declarer = 0;
  family::Contract contract;
  int target = 0;           // what the declarer's side plays for: the bid, or the contract's own
  family::DealValue start;  // the hands after the exchange (MakeExchange), and the discard
};

// Reads the request's deal, declarer, contract and bid (an error names the flag at fault); the
// hands are as dealt.
absl::StatusOr<HandStart> HandOf(const PlayRequest& request);
// Makes the declarer's exchange in a game with a tile left over: the request's discard, else
// his best double-dummy exchange, found with `solver`.
absl::Status MakeExchange(const PlayRequest& request, family::Solver& solver, HandStart& hand);

// Writes what `play --game G --next` says of a table player's choice: the move, the worlds he
// drew (with `seed`), and every move's score toward the goal `target` and its mean value.
std::string NextText(const family::SeatView& view, const family::TableChoice& choice, int target,
                     uint64_t seed);

// Plays the deal (or every deal of --input, on `threads` threads, in input order) out and writes
// the reports to `out` (opened before the work); returns 0, or fails with one error line naming
// a bad deal (and its line), contract, seat, bid or player.
int RunPlayRequest(const PlayRequest& request, OutputFile& out);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_RUN_H_
