// The `texas42 bid --svg` picture: the make-probability table of a bid analysis as a heatmap.
//
// Rows are the normal trumps, then the mark contracts (nello per doubles variant, sevens, and
// splash and plunge with the partner's choice of trump); columns are the bids 30..41 and 1 mark
// (and more). A mark contract has one cell, in the last column, and names its own marks in its
// row label; a cell a contract cannot be bid at is grey.
#ifndef TEXAS42_CLI_BID_SVG_H_
#define TEXAS42_CLI_BID_SVG_H_

#include "cli/bid_report.h"
#include "cli/svg_heatmap.h"

namespace texas42 {

// Returns the heatmap of `run` (render it with RenderSvgHeatmap).
SvgHeatmap BidHeatmap(const BidRun& run);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_SVG_H_
