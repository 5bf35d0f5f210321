// Seating: who plays each side of a hand played out (playout.h, a bid analysis, a study).
//
// A side is played either double dummy (its players see every hand: a table player with the
// true layout as its only world, so each plays a move of the best double-dummy value) or at the
// table (each sees only his own hand and the play so far). The declarer's partner plays as the
// declarer does, and the defenders alike.
#ifndef TEXAS42_SOLVER_PLAY_SEATING_H_
#define TEXAS42_SOLVER_PLAY_SEATING_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

enum class PlayerKind : uint8_t { kDoubleDummy, kTable };

// Returns "dd" or "table".
absl::string_view PlayerKindName(PlayerKind kind);
// Parses "dd" (or "double-dummy") or "table", in any case; errors name the accepted words.
absl::StatusOr<PlayerKind> ParsePlayerKind(absl::string_view text);

// Who plays each side.
struct Seating {
  PlayerKind declarers = PlayerKind::kTable;  // the bidding side
  PlayerKind defenders = PlayerKind::kTable;  // the other side
  friend bool operator==(const Seating&, const Seating&) = default;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_SEATING_H_
