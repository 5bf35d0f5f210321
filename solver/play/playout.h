// Playout: a hand played out from a position by a player for each side.
//
// Each side is played either double dummy (the player knows every hand: the table player with
// the true layout as its only world, so it plays a tile of the best double-dummy value) or at
// the table (TablePlayer: only the seat's own hand and the play so far). The declarer's partner
// plays as the declarer does, and both defenders alike. Every decision is a function of what
// the deciding player may know and the seed, so a playout is reproducible.
#ifndef TEXAS42_SOLVER_PLAY_PLAYOUT_H_
#define TEXAS42_SOLVER_PLAY_PLAYOUT_H_

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/play/table_player.h"
#include "solver/state.h"

namespace texas42 {

enum class PlayerKind : uint8_t { kDoubleDummy, kTable };

// Returns "dd" or "table".
absl::string_view PlayerKindName(PlayerKind kind);
// Parses "dd" or "table" (case-insensitive); errors name the accepted words.
absl::StatusOr<PlayerKind> ParsePlayerKind(absl::string_view text);

// Who plays each side.
struct Seating {
  PlayerKind declarers = PlayerKind::kTable;  // the bidding side
  PlayerKind defenders = PlayerKind::kTable;  // the other side
  PlayerKind Of(Seat mover, Seat declarer) const {
    return TeamOf(mover) == TeamOf(declarer) ? declarers : defenders;
  }
  friend bool operator==(const Seating&, const Seating&) = default;
};

// One play of a playout, and how its player chose it.
struct PlayStep {
  Seat seat;
  Tile tile;
  PlayerKind player;
  TableChoice choice;  // the scores behind it (worlds == 0 when the play was forced)
};

// Returns whether the bid is already made (true) or set (false) at `position`, whatever the
// rest of the play: the bidding side has reached it, or the other side has taken enough to stop
// it; nothing while it is open. At the end of the hand it is always decided.
std::optional<bool> DecidedAt(const Position& position, int bid);

// Plays hands out; owns a table player (and its solver), so use one per thread.
class Playout {
 public:
  explicit Playout(TableOptions options = {}, SearchOptions search = {});

  // Returns the next play from `position` (not finished) by the seat to move, played by
  // `player`, with the side playing for `bid`; `placed` tiles are known to the declarer.
  absl::StatusOr<PlayStep> Next(const Position& position, int bid, PlayerKind player,
                                const std::array<TileSet, kSeatCount>& placed = {});
  // Plays `position` to the end of the hand (or, with `until_decided`, until the bid is made or
  // set: DecidedAt) and returns the plays made.
  absl::StatusOr<std::vector<PlayStep>> PlayOut(Position& position, int bid, Seating seating,
                                                const std::array<TileSet, kSeatCount>& placed = {},
                                                bool until_decided = false);
  // Plays `position` out once for each bid of `bids` of a contract scored in points (the
  // bidding side playing for that bid, the other side to set it) until the bid is decided, and
  // returns whether each made. The plays are shared while every player's choice is the same for
  // the bids: a decision is valued once for all the bids that reach it
  // (TablePlayer::ChooseForBids), and the hand forks where they call for different tiles. Each
  // bid's result equals PlayOut's for that bid alone.
  absl::StatusOr<std::vector<bool>> MakesForBids(
      const Position& position, const std::vector<int>& bids, Seating seating,
      const std::array<TileSet, kSeatCount>& placed = {});

  TablePlayer& player() { return player_; }
  uint64_t nodes() const { return player_.nodes(); }

 private:
  TablePlayer player_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_PLAYOUT_H_
