// Hand records of any game of the 42 family: a played (or partly played) hand as a player writes
// it down, in one of three forms (record_fields.h: one line "key=value; ...", key: value lines,
// or one JSON object) with the game's notation (solver/family/deal.h, played.h).
//
// Fields: game (42, 3-hand, moon, geezer, big-game; the command's --game when absent), deal
// (required); declarer (default the first seat, N, as the --declarer flag); contract (a trump,
// normal, nello, low-no, sevens, or a partner call such as splash or dip; default normal); trump
// (for normal and partner calls, unless the contract names it); nello-doubles (own, high, low);
// sevens-closest-lead and first-lead-trump (yes or no); discard (required in games with a tile
// left over: Moon, The Big Game); bid (a normal contract's, in points or marks, or Moon's tricks;
// default the game's lowest; a special contract is bid at its own marks); played (tiles in order
// from the first lead, "73@3" for a Big Game lead calling its low end). Errors name the field at
// fault; the plays are checked when reviewed.
#ifndef TEXAS42_SOLVER_ANALYSIS_HAND_RECORD_H_
#define TEXAS42_SOLVER_ANALYSIS_HAND_RECORD_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/position.h"

namespace texas42 {

struct HandRecord {
  const family::Game* game = nullptr;
  family::Deal deal;
  int declarer = 0;
  family::Contract contract;
  std::optional<family::Tile> discard;
  int bid = 0;  // a normal contract's bid as recorded (marks x total); 0: none (the lowest)
  std::vector<family::Move> played;
};

// A record's fields by name, as written.
struct RecordFields {
  std::string game, deal, declarer, contract, trump, nello_doubles, sevens_closest_lead,
      first_lead_trump, discard, bid, played;
};

// Reads the fields of one record in any of the three forms.
absl::StatusOr<RecordFields> ReadRecordFields(absl::string_view text);

// Builds a record from its fields; `game` is used when the record names none (a record that
// names another game than the one asked for is the caller's to refuse).
absl::StatusOr<HandRecord> RecordFromFields(const RecordFields& fields, const std::string& game);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_HAND_RECORD_H_
