// The reports of `texas42 table`, the same for every game: a bidding table (bidding_table.h) as
// text, CSV, JSON or an SVG heatmap. The bids are the game's (30..42 in Texas 42, the top one
// "1 mark+"); a table-play study's figures say so in every format (`play`), and the CSV and JSON
// name the game.
#ifndef TEXAS42_CLI_TABLE_REPORT_H_
#define TEXAS42_CLI_TABLE_REPORT_H_

#include <optional>
#include <string>

#include "cli/output_file.h"
#include "cli/svg_heatmap.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/study.h"

namespace texas42 {

// `about` names the records (how many hands, from which studies); `play` says how the hands
// were played when a Texas 42 study played them out at the table.
std::string TableText(const BiddingTable& table, const std::string& about,
                      const std::optional<StudyPlay>& play);
std::string TableCsv(const BiddingTable& table, const std::optional<StudyPlay>& play);
std::string TableJson(const BiddingTable& table, const std::optional<StudyPlay>& play);
SvgHeatmap TableHeatmap(const BiddingTable& table, const std::string& about,
                        const std::optional<StudyPlay>& play);

// Writes the table in `format` (text, csv, json, svg) to `outputs`' report, and the heatmap to
// its picture when one was asked for (--svg).
absl::Status WriteTable(CommandOutputs& outputs, const std::string& format,
                        const BiddingTable& table, const std::string& about,
                        const std::optional<StudyPlay>& play);

}  // namespace texas42

#endif  // TEXAS42_CLI_TABLE_REPORT_H_
