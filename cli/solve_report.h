// What `texas42 solve` prints for one deal and declarer of any game of the 42 family: the game,
// the hands and the declarer; for each contract its value (points or tricks, of the most there
// are), the bids it makes (or whether the contract makes), the declarer's discard in games with a
// tile left over (Moon, The Big Game), the position after any tiles played, every legal tile's
// value for the player to move and an optimal line to the end of the hand; then a summary. As
// text for a reader, or one JSON object per deal and declarer.
#ifndef TEXAS42_CLI_SOLVE_REPORT_H_
#define TEXAS42_CLI_SOLVE_REPORT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "solver/analysis/deal_analysis.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/search.h"

namespace texas42 {

// The readable report of one deal and declarer: the game and the hands, then per contract its
// value and the bids it makes, every legal tile's value and an optimal line trick by trick (not
// with --values-only), then a summary of every contract.
std::string SolveText(const DealResults& report);
// The table of one deal's results by declarer (the reports differ only in their declarer): a
// row per contract, a column per declarer, each value for the declarer's side.
std::string DeclarerTable(const std::vector<DealResults>& reports);

// Writes a contract's fields as Texas 42's JSON does, for solve and review alike: "contract"
// (normal, nello, low-no, sevens, or a partner call), "trump", "nello_doubles", "sevens_to",
// "closest_lead", "first_lead_trump" and "reversed_doubles" where they apply, and for a partner
// call "doubles" and "qualifies" (from the declarer's hand as dealt).
void ContractFieldsJson(JsonWriter& json, const family::Game& game, const family::Contract& c,
                        family::TileSet declarer_hand);
// Names what a contract's value counts: "points", "tricks", "declarer tricks" (nello) or
// "declarer side tricks" (low-no).
absl::string_view FamilyValueUnit(const family::Game& game, const family::Contract& c);
// One line in the schema of Texas 42's `solve` (docs/cli-reference.md): {"game","deal",
// "declarer", with --played "played" (tiles), "results":[{"contract" (normal, nello, low-no,
// sevens, or a partner call), "trump", "nello_doubles", "sevens_to", "closest_lead",
// "first_lead_trump", "reversed_doubles", "doubles" and "qualifies" (partner calls), "points"
// or "tricks", "unit", "max", "makes", "makes_mark" (points), "lowest_bid" (normal contracts),
// "discard" (a tile or null; games with a tile left over), "to_move" (absent when the hand is
// over); with --played also "trick", "taken", "taken_against", "played_tricks", "plays":
// [{"tile",points|tricks}] and "line" (tricks: {"leader","tiles","winner",points|tricks})}]}.
// A deal of a file opens with its `line` there.
std::string SolveJson(const DealResults& report, std::optional<uint64_t> line = std::nullopt);

}  // namespace texas42

#endif  // TEXAS42_CLI_SOLVE_REPORT_H_
