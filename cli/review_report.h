// Output formatting for `texas42 review` (and `play`): a reviewed hand of any game of the 42
// family as readable text (every play with its values before and after and its cost, the value
// chart, what each seat and side gave away, the result) and as one JSON object.
#ifndef TEXAS42_CLI_REVIEW_REPORT_H_
#define TEXAS42_CLI_REVIEW_REPORT_H_

#include <cstdint>
#include <string>

#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"

namespace texas42 {

// Who played a hand that `play` played out, and the bid the declarer's side played for.
struct HandPlayers {
  std::string declarers;  // "table" or "dd"
  std::string defenders;
  int worlds = 0;  // worlds a table player draws a decision (kAdaptiveWorlds: racing.h)
  uint64_t seed = 1;
  int bid = 0;  // points, or tricks in Moon; 0 for contracts not bid in points or tricks
  bool bid_given = false;
};

// Writes the review for people; `number` is the record's number in its input. With `players`
// (a hand `play` played out) the report names the players and the bid instead of the
// record.
std::string ReviewText(int number, const HandRecord& record, const HandReview& review,
                       const HandPlayers* players = nullptr);
// Writes the picture of the hand's course as Texas 42's review draws it (review_picture.h):
// the tricks seat by seat, each costly play marked with what it gave away, and the double-dummy
// value after every play, with the bid played for (or the game's lowest) drawn across and the
// plays that turned it ringed.
std::string ReviewSvg(int number, const HandRecord& record, const HandReview& review,
                      const HandPlayers* players = nullptr);
// Writes one JSON object (no newline) with the keys of Texas 42's review
// (docs/cli-reference.md): {"record","game","deal","declarer", the contract's fields,
// "discard" (games with a tile left over), "bid" and "bid_assumed" (normal contracts: the
// game's lowest bid; a record carries none), "unit","max","start_value","plays":[{"trick",
// "seat","tile","value_before","value_after","cost","best","makes","won_by" (the trick's winner,
// on its last play)}],"chart":[the value after each play],"given_away":{seat: cost, and "NS",
// "EW" in partnership games, else "declarer_side","defenders"},"finished","points"|"tricks"
// (what the declarer's side took),"taken_against","final_value","makes"}. With `players`, as
// `play` writes it: no "record"; "declarers","defenders","worlds","seed", the bid played for,
// and each play's "player" (table or dd).
std::string ReviewJson(int number, const HandRecord& record, const HandReview& review,
                       const HandPlayers* players = nullptr);

}  // namespace texas42

#endif  // TEXAS42_CLI_REVIEW_REPORT_H_
