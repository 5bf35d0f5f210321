// Output formatting for `texas42 play`: a played-out hand as readable text and as one JSON
// object, and the table player's choice at one position (`--next`).
#ifndef TEXAS42_CLI_PLAY_REPORT_H_
#define TEXAS42_CLI_PLAY_REPORT_H_

#include <string>

#include "solver/analysis/play_analysis.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"

namespace texas42 {

// Writes one JSON object (no newline) for a played-out hand.
std::string PlayJson(const PlayJob& job, const PlayReport& report);
// Writes the readable account of a played-out hand: trick by trick, each play with its
// double-dummy value and cost, then the result.
std::string PlayText(const PlayJob& job, const PlayReport& report);

// Writes the table player's choice for the seat of `view` as one JSON object (no newline).
std::string NextJson(const SeatView& view, const TableChoice& choice, const TableOptions& options);
// Writes the same for people.
std::string NextText(const SeatView& view, const TableChoice& choice, const TableOptions& options);

}  // namespace texas42

#endif  // TEXAS42_CLI_PLAY_REPORT_H_
