// The text of `texas42 bid` for every game: what was analyzed and how, the table of
// make-percentages per trump and bid with the best for each bid marked (and, with table play,
// each figure's double-dummy ceiling under it), the mark contracts (nello under each doubles
// rule, sevens, the partner calls) with their intervals, the best for each bid, and the advice
// as a player decides (solver/analysis/bid_advice.h): what the hand is worth, what to bid now
// over --over, the mark and partner-call notes, and the caveats. The JSON's advice.text and the
// page show the same advice lines.
#ifndef TEXAS42_CLI_BID_REPORT_H_
#define TEXAS42_CLI_BID_REPORT_H_

#include <string>
#include <vector>

#include "cli/bid_words.h"

namespace texas42 {

// Writes the readable report.
std::string BidText(const BidRun& run);

// Returns the advice, one sentence a line.
std::vector<std::string> AdviceLines(const BidRun& run);

// Returns the sentences explaining why the advice is not one clear answer (none when it is).
std::vector<std::string> AdviceCaveats(const BidRun& run);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_REPORT_H_
