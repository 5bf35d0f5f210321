// The words and numbers every report of Texas 42's own types writes alike: value units, a
// contract and its bid, tile lists, seat letters, grouped counts.
#ifndef TEXAS42_CLI_REPORT_H_
#define TEXAS42_CLI_REPORT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "solver/contract.h"
#include "solver/types.h"

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

}  // namespace texas42

#endif  // TEXAS42_CLI_REPORT_H_
