// A hand of any game of the family in progress: what each seat holds, the trick on the table
// and the suit its lead called, who leads, and what the declarer's side has taken.
//
// Seats are numbered in play order from N (0); three-player games use N, E, S. The declarer's
// side is the declarer and, in four-seat games, his partner (seat + 2); in nello the partner
// sits out. Play() enforces docs/rules.md: turn order, following, the Big Game's split leads.
// Invariants: the hands and the tiles played are disjoint; the trick holds fewer tiles than
// there are seats in play; taken() counts only completed tricks.
#ifndef TEXAS42_SOLVER_FAMILY_POSITION_H_
#define TEXAS42_SOLVER_FAMILY_POSITION_H_

#include <array>
#include <cassert>
#include <vector>

#include "absl/status/status.h"
#include "solver/family/rules.h"
#include "solver/family/tile.h"

namespace texas42::family {

using Hands = std::array<TileSet, kMaxSeats>;

// A play: a tile, and for a lead the suit it calls (kNoSuit when following).
struct Move {
  Tile tile;
  int suit = kNoSuit;
  friend bool operator==(const Move&, const Move&) = default;
};

class Position {
 public:
  // Starts a hand from the seats' tiles (after any exchange): the declarer leads, or his
  // partner for a partner call.
  Position(const Rules& rules, const Hands& hands, int declarer);

  const Rules& rules() const { return *rules_; }
  int seats() const { return rules_->game().seats; }
  int declarer() const { return declarer_; }
  bool in_play(int seat) const { return seat != sitting_out_; }
  bool declarer_side(int seat) const;
  // Returns true when the declarer's side wants as few tricks as possible (nello, low-no).
  bool minimizing() const { return rules_->scoring() == Scoring::kNoTricks; }

  TileSet hand(int seat) const { return hands_[seat]; }
  const Hands& hands() const { return hands_; }
  int leader() const { return leader_; }
  int to_move() const { return to_move_; }
  const std::vector<Tile>& trick() const { return trick_; }
  int led_suit() const { return led_suit_; }
  int trick_size() const { return sitting_out_ < 0 ? seats() : seats() - 1; }
  int tricks_left() const { return tricks_left_; }
  bool finished() const { return tricks_left_ == 0; }
  // Returns true before the first tile of the hand is played.
  bool opening() const { return opening_; }
  // Returns what the declarer's side has taken in completed tricks (points or tricks).
  int taken() const { return taken_; }
  // Returns what the other side has taken in completed tricks, in the same units.
  int taken_against() const { return taken_against_; }
  // Returns the most the declarer's side can still add: count in play plus tricks left.
  int still_to_take() const;

  std::vector<Move> Legal() const;
  absl::Status Play(Move move);
  int Next(int seat) const;

 private:
  const Rules* rules_;
  Hands hands_{};
  int declarer_;
  int sitting_out_ = -1;
  int leader_;
  int to_move_;
  int led_suit_ = kNoSuit;
  std::vector<Tile> trick_;
  int tricks_left_;
  int taken_ = 0;
  int taken_against_ = 0;
  bool opening_ = true;
};

// Returns the place in the trick (0 = the lead) of the winning tile.
int WinningPlace(const Rules& rules, int led_suit, const std::vector<Tile>& trick);

// Plays `move`, which the caller knows to be legal: a debug build checks it.
inline void PlayKnownLegal(Position& position, const Move& move) {
  [[maybe_unused]] const absl::Status played = position.Play(move);
  assert(played.ok());
}

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_POSITION_H_
