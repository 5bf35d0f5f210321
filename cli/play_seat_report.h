// Output formatting for `texas42 play --seat`: what a person sitting at the table is shown.
//
// At his turn he sees the contract, the score so far, the trick on the table (who led what)
// and his own hand, never another seat's; after each trick, its tiles, winner and worth. A tile
// he may not play is refused with the rule it breaks, and the hand ends with his plays as the
// review (review_report.h) valued them: the cost of each double dummy and how it scored over
// the table player's worlds. Nothing here reads input or prints.
#ifndef TEXAS42_CLI_PLAY_SEAT_REPORT_H_
#define TEXAS42_CLI_PLAY_SEAT_REPORT_H_

#include <string>

#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/play/table_player.h"
#include "solver/state.h"

namespace texas42 {

// Writes the opening: the person's seat and hand, the contract, who plays the other seats and
// what he may type.
std::string SeatOpening(const Position& start, Seat seat, int bid, const TableOptions& table);
// Writes what the person sees at his turn: the trick number, the contract and score so far,
// the tiles of the trick on the table and his hand.
std::string SeatTurn(const Position& position, Seat seat, int bid);
// Writes the trick just completed (the last of position.tricks()): its tiles, winner and worth.
std::string TrickDone(const Position& position);
// Writes the line that says the bid is decided: made (`makes`) or set, and what was taken.
std::string DecidedLine(const Position& position, bool makes);
// Returns why the seat to move may not play `tile` now (empty when he may): he does not hold
// it, or the rule it breaks with the tiles he may play ("you must follow fives: you hold 5-3").
std::string WhyNotPlayable(const Position& position, Tile tile);
// Writes the plays of `seat` in the review: each with its cost double dummy and, with the table
// view, the table player's choice and how the tile scored over its worlds; then the totals.
std::string SeatReviewText(Seat seat, const HandRecord& record, const HandReview& review);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_SEAT_REPORT_H_
