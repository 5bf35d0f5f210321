// Output formatting for `texas42 bid`: the readable table and advice, one JSON object, and CSV.
//
// Every format names the seed and the number of samples, the layouts drawn (or with --exact,
// enumerated): `samples` in CSV and JSON, "Samples: N random layouts" (or "Exact: all N layouts")
// in text; and says whether the probabilities are exact (every layout enumerated) or sampled
// (with 95% Wilson intervals). Point bids 30..41 and 1 mark (and more) are shown for the normal
// trumps; the mark contracts (nello per doubles variant, sevens, splash and plunge with the
// partner's choice of trump) each show their marks and the probability of making them.
#ifndef TEXAS42_CLI_BID_REPORT_H_
#define TEXAS42_CLI_BID_REPORT_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/json_writer.h"

namespace texas42 {

// The columns of `bid --format csv`, for every game: one row per contract and bid, the bid in
// the game's units (a mark is its total), the hand, declarer, known tiles and game last.
inline constexpr const char* kBidCsvHeader =
    "contract,bid,marks,samples,makes,probability,ci95_low,ci95_high,best,mean,exact,seed,"
    "play,dd_probability,hand,declarer,known,game";

struct BidRun {
  const BidQuery& query;
  const BidAnalysis& analysis;
  const Advice& advice;
  std::string skipped;  // why contracts the user did not exclude were left out ("" if none)
  // Table play: the double-dummy analysis of the same layouts, shown beside (else null).
  const BidAnalysis* dd = nullptr;
  // Why a sampled run enumerated every layout instead ("" when it did not).
  std::string enumerated;
};

// Returns the name of a contract's row: the trump, "nello own", "sevens closest-lead", "splash
// sixes" (the partner names sixes), ...
std::string ContractLabel(const Contract& contract);

// Returns the error line of a bid analysis that failed: an exact analysis of too many layouts
// (OutOfRange) gets the flags that shrink it.
std::string AnalysisError(const absl::Status& status);

// Returns whether contract `c` is the best for `choice`'s bid or tied with it (the same share
// of layouts): what the text's '*', the CSV's best column and the SVG's outline mark.
bool IsBest(const BidAnalysis& an, const BidChoice& choice, size_t c);

// Returns the sentences explaining why the advice is not one clear answer ("" when it is).
std::string AdviceCaveats(const BidRun& run);

// Returns "table play" or "double dummy": the figure the run's numbers are.
std::string FigureName(const BidRun& run);

// Returns the advice as a player decides it, one sentence a line: what the hand is worth, what
// to bid now over the highest bid so far, the mark and splash notes, the caveats. The text
// report prints them after "Advice (table play):", the JSON's advice.text holds them, and the
// page shows them as they are.
std::vector<std::string> AdviceLines(const BidRun& run);

// Writes the readable report: a table of make-probabilities (contracts as rows, bids as columns,
// the best cell per column marked), the best contract per bid, and the advice.
std::string BidText(const BidRun& run);

// Writes one JSON object (no newline).
std::string BidJson(const BidRun& run);

// Writes CSV with a header: one row per contract and bid.
std::string BidCsv(const BidRun& run);

// Writes the advice as the value of a JSON key, the same keys for every game: `figure`, `text`
// (the advice's lines), `worth`, `over`, `bid_now`, `bid`, `pass`, `trump` (`name` of the best
// contract), `probability`, `ci95`, `rivals`, `may_be_lower`, `may_be_higher`, `any_marks`,
// `caveats` and `by_bid[]`.
void WriteAdviceJson(JsonWriter& w, const Advice& advice, const std::string& figure,
                     const std::vector<std::string>& text, const std::string& caveats,
                     bool any_marks, const std::function<std::string(int)>& name);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_REPORT_H_
