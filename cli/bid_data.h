// The data formats of `texas42 bid` for every game, one schema: JSON (the query, `results[]`
// one per contract with `make` and `ci95` keyed by the game's bids, `skipped`, and the advice),
// CSV (one row per contract and bid, kBidCsvHeader's columns) and the SVG heatmap of the
// make-percentages. docs/cli-reference.md lists the keys and columns.
#ifndef TEXAS42_CLI_BID_DATA_H_
#define TEXAS42_CLI_BID_DATA_H_

#include <functional>
#include <string>
#include <vector>

#include "cli/bid_words.h"
#include "cli/svg_heatmap.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/json_writer.h"

namespace texas42 {

// The columns of `bid --format csv`, for every game: one row per contract and bid, the bid in
// the game's units (a mark is its total), the hand, declarer, known tiles and game last.
inline constexpr const char* kBidCsvHeader =
    "contract,bid,marks,samples,makes,probability,ci95_low,ci95_high,best,mean,exact,seed,"
    "play,dd_probability,hand,declarer,known,game";

// Writes one JSON object and a newline.
std::string BidJson(const BidRun& run);
// Writes CSV with a header: one row per contract and bid.
std::string BidCsv(const BidRun& run);
// The make-percentages as a heatmap: contracts as rows, the game's bids as columns.
SvgHeatmap BidHeatmap(const BidRun& run);

// Writes the advice as the value of a JSON key, the same keys for every game: `figure`, `text`
// (the advice's lines), `worth`, `over`, `bid_now`, `bid`, `pass`, `trump` (`name` of the best
// contract), `probability`, `ci95`, `rivals`, `may_be_lower`, `may_be_higher`, `any_marks`,
// `caveats` and `by_bid[]`.
void WriteAdviceJson(JsonWriter& w, const Advice& advice, const std::string& figure,
                     const std::vector<std::string>& text, const std::string& caveats,
                     bool any_marks, const std::function<std::string(int)>& name);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_DATA_H_
