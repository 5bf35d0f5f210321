// Output formatting for deal analyses: readable text and JSON Lines.
#ifndef TEXAS42_CLI_REPORT_H_
#define TEXAS42_CLI_REPORT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "solver/analysis/deal_analysis.h"

namespace texas42 {

// Names what a contract's value counts: "points", "tricks" or "declarer tricks".
absl::string_view ValueUnit(const Contract& contract);
// Names the JSON key of a hand's final value: "points", "tricks" or "declarer_tricks".
absl::string_view ValueKey(const Contract& contract);
// Describes a contract, its declarer and bid as `play` and `review` print them: "sixes, North
// declares, bid 34", "nello (doubles own), North declares, bid 1 mark". Contracts bid in marks
// show their own marks.
std::string ContractLine(const Contract& contract, Seat declarer, int bid);
// Returns tiles as the CLI writes them, high end first, separated by spaces: "6-4 5-5 1-0".
std::string TileList(const std::vector<Tile>& tiles);
// Returns a count with its thousands grouped: 399,072,960.
std::string Grouped(uint64_t count);
// Returns a seat's letter as a string: "N".
std::string SeatLetterString(Seat seat);

// Writes one JSON object (no newline) for a deal and its results; a deal of a file opens with
// its `line` there.
std::string DealJson(const DealJob& job, const DealReport& report,
                     std::optional<uint64_t> line = std::nullopt);

// Writes the readable report of one deal: the hands, then per contract the value, the value of
// every legal tile and the optimal line trick by trick, then a summary table.
std::string DealText(const DealJob& job, const DealReport& report);

// Writes the table of one deal's results by declarer (the jobs differ only in their declarer):
// a row per contract, a column per declarer, each value for the declarer's side.
std::string DeclarerTable(const std::vector<DealJob>& jobs, const std::vector<DealReport>& reports);

}  // namespace texas42

#endif  // TEXAS42_CLI_REPORT_H_
