// Position: a hand of 42 in progress — what each seat still holds, the trick on the table, who
// leads, and what each team has taken.
//
// A Position is built from a deal, the contract's Rules and the declarer, and advances one tile
// at a time through Play(), which enforces docs/rules.md: play passes clockwise (skipping a partner
// who sits out), a player follows the led suit when he can, and the winner of a trick leads the
// next. Invariants: the hands and the tiles played are disjoint and make up the deal; the
// current trick holds fewer tiles than a full trick. It holds no search scratch.
#ifndef TEXAS42_SOLVER_STATE_H_
#define TEXAS42_SOLVER_STATE_H_

#include <array>
#include <cassert>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

struct PlayedTrick {
  Seat leader;
  Seat winner;
  std::vector<Tile> tiles;  // in play order, starting with the lead
  int value;                // points (or 1 trick) the trick is worth
};

class Position {
 public:
  // Starts a hand: `declarer` won the bid; he leads (his partner does in splash and plunge).
  Position(const Rules& rules, const Deal& deal, Seat declarer);

  // What a hand in progress is, for Resume: who holds what now, the tiles of the trick on the
  // table (led by `leader`), and the complete tricks before it.
  struct InProgress {
    Hands hands;
    Seat leader = Seat::kNorth;
    std::vector<Tile> trick;
    int tricks_played = 0;       // complete tricks, 0..7
    std::array<int, 2> taken{};  // by team, in the contract's units
    int declarer_tricks = 0;     // of the complete tricks, those the declarer won
  };
  // Resumes a hand in progress whose earlier tricks are not known tile by tile (a position of
  // the family's general model, say). Its deal() is the hands as they stood at the start of
  // the current trick, and tricks() holds only the tricks completed after resuming. Errors
  // name what does not add up (a trick too long, a seat holding more than it may).
  static absl::StatusOr<Position> Resume(const Rules& rules, Seat declarer,
                                         const InProgress& state);

  const Rules& rules() const { return *rules_; }
  // Returns the deal as it was before the first tile was played (for a resumed hand: before
  // the first tile of the trick it resumed in).
  const Deal& deal() const { return deal_; }
  Seat declarer() const { return declarer_; }
  // Returns the seat that sits out (the declarer's partner in nello), if any.
  std::optional<Seat> sitting_out() const;
  TileSet hand(Seat s) const { return hands_[Index(s)]; }
  const Hands& hands() const { return hands_; }
  // Returns the seat that leads the current trick.
  Seat leader() const { return leader_; }
  Seat to_move() const { return to_move_; }
  // Returns the tiles of the current (incomplete) trick in play order.
  const std::vector<Tile>& trick() const { return trick_; }
  const std::vector<PlayedTrick>& tricks() const { return tricks_; }
  int tricks_left() const {
    return kTricksPerHand - earlier_tricks_ - static_cast<int>(tricks_.size());
  }
  bool finished() const { return tricks_left() == 0; }
  // Returns what `team` has taken so far, in the contract's units (points or tricks).
  int taken(Team team) const { return taken_[static_cast<int>(team)]; }
  // Returns the declarer's tricks so far (the nello score).
  int declarer_tricks() const;

  // Returns the tiles the player to move may play.
  TileSet Legal() const;
  // Plays `tile` for the player to move; rejects a tile he does not hold or may not play.
  absl::Status Play(Tile tile);
  // Returns the seat after `s` in play order.
  Seat Next(Seat s) const;

 private:
  const Rules* rules_;
  Deal deal_;
  Seat declarer_;
  Hands hands_;
  Seat leader_;
  Seat to_move_;
  std::vector<Tile> trick_;
  std::vector<PlayedTrick> tricks_;
  std::array<int, 2> taken_{};
  int earlier_tricks_ = 0;           // a resumed hand: tricks complete before it resumed
  int earlier_declarer_tricks_ = 0;  // ... and those of them the declarer won
};

// Returns the place in `trick` (0 = the lead) of the tile that wins it: the first of the
// highest power in the suit the lead calls.
int WinningPlace(const Rules& rules, const std::vector<Tile>& trick);

// Replays `tiles` from the start of the hand; errors name the offending tile and trick.
absl::Status PlaySequence(Position& position, const std::vector<Tile>& tiles);

// Plays `tile` (or `tiles`), which the caller knows to be legal: a debug build checks it.
inline void PlayKnownLegal(Position& position, Tile tile) {
  [[maybe_unused]] const absl::Status played = position.Play(tile);
  assert(played.ok());
}
inline void PlayKnownLegal(Position& position, const std::vector<Tile>& tiles) {
  [[maybe_unused]] const absl::Status played = PlaySequence(position, tiles);
  assert(played.ok());
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_STATE_H_
