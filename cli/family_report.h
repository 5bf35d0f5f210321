// What `texas42 solve --game G` prints for one deal of a game of the 42 family: the game, the
// hands, the declarer, and for each contract its value (points or tricks, of the most there
// are), whether it makes (its lowest bid, or the contract itself for special contracts) and the
// declarer's discard in games with a tile left over (Moon, The Big Game). With tiles already
// played (--played): the position reached, every legal tile's value for the player to move and
// an optimal line to the end of the hand. As text for a reader, or one JSON object per deal and
// declarer.
#ifndef TEXAS42_CLI_FAMILY_REPORT_H_
#define TEXAS42_CLI_FAMILY_REPORT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/search.h"

namespace texas42 {

// The hand after the tiles played so far (--played).
struct FamilyPlays {
  std::vector<family::Move> played;
  int trick = 1;    // the trick the next play goes to
  int to_move = 0;  // the seat to play (when the hand is not over)
  int taken = 0;    // what the declarer's side and the other side have taken so far
  int taken_against = 0;
  bool finished = false;
  bool values = true;                    // false with --values-only
  std::vector<family::MoveValue> tiles;  // every legal play, best for the player first
  std::vector<family::Move> line;        // an optimal line to the end of the hand
};

struct FamilyResult {
  family::Contract contract;
  family::DealValue value;
  std::optional<FamilyPlays> plays;
};

struct FamilySolveReport {
  const family::Game* game;
  family::Deal deal;
  int declarer;
  std::vector<FamilyResult> results;
};

std::string FamilyText(const FamilySolveReport& report);

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
std::string FamilyJson(const FamilySolveReport& report,
                       std::optional<uint64_t> line = std::nullopt);

}  // namespace texas42

#endif  // TEXAS42_CLI_FAMILY_REPORT_H_
