// Output formatting for `texas42 play --seat S`: what a person sitting at the table of any game
// of the 42 family is shown.
//
// At his turn he sees the contract, the score so far, the trick on the table (who led what) and
// his own hand, never another seat's; after each trick, its tiles, winner and worth. A move he
// may not make is refused with the rule it breaks, and the hand ends with the review of the
// plays as `texas42 review` writes it (review_report.h) and his own plays with
// what each cost double dummy. Nothing here reads input or prints.
#ifndef TEXAS42_CLI_PLAY_SEAT_REPORT_H_
#define TEXAS42_CLI_PLAY_SEAT_REPORT_H_

#include <optional>
#include <string>
#include <vector>

#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/family/played.h"
#include "solver/family/position.h"
#include "solver/play/table_player.h"

namespace texas42 {

// The person's place at a hand of the family.
struct FamilySeat {
  int seat = 0;
  int target = 0;  // what the declarer's side plays for (the bid, or the contract's own)
  family::TableOptions table;  // the table players' worlds and seed
  family::TileSet left_over;   // the tile left over (Moon, The Big Game)
  family::TileSet discard;     // the declarer's discard from it and his hand
  bool discard_given = false;  // named by --discard, not his best exchange
};

// Writes the opening: the game, the person's seat and hand, the contract and goal, the
// declarer's exchange as the person knows it, who plays the other seats and what he may type.
std::string FamilySeatOpening(const family::Position& start, const FamilySeat& seat);
// Writes what the person sees at his turn: the trick number, the contract and score so far,
// the tiles of the trick on the table and his hand.
std::string FamilySeatTurn(const family::Position& position, const FamilySeat& seat);
// Writes trick `number`, just completed at `position`: its tiles, winner and worth.
std::string FamilyTrickDone(const family::Position& position, int number,
                            const family::TrickPlayed& trick);
// Returns whether the bid is made (true) or set (false) at `position` whatever the rest of the
// play, or nothing while it is open.
std::optional<bool> FamilyDecidedAt(const family::Position& position, int target);
// Writes the line that says the bid is decided, and the score.
std::string FamilyDecidedLine(const family::Position& position, bool makes);
// Returns why the seat to move may not make `move` now (empty when he may): the tile was played
// (`played`: the moves so far) or discarded, he does not hold it, or the rule it breaks.
std::string FamilyWhyNotPlayable(const family::Position& position, const family::Move& move,
                                 const std::vector<family::Move>& played, const FamilySeat& seat);
// Writes the record as one line `texas42 review --record` reads: game, deal, declarer, contract,
// discard, played.
std::string RecordLine(const HandRecord& record);
// Writes the review's close for the person: whether the bid made (a finished hand), then his
// plays, each with its cost double dummy and the best plays when it cost, and the total.
std::string FamilySeatReviewText(const HandRecord& record, const HandReview& review,
                                 const FamilySeat& seat);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_SEAT_REPORT_H_
