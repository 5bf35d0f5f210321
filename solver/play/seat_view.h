// SeatView: what one seat knows at a point of a hand of 42, and nothing more.
//
// A seat sees its own seven tiles, the contract (trump or special contract, with its variant
// options), the declarer and the bid, and every tile played so far and who played it. From the
// play it learns what the rules prove about the hidden hands: a player who did not follow a led
// suit holds none of it (in sevens: no tile closer to 7 than the one he played; with the
// first-lead-trump option, an opening leader who led no trump holds none). It may also be told
// where some tiles sit (`placed`: what an analyst fixes with --known). That is all it holds: a
// player deciding from a SeatView cannot peek at a hidden hand.
//
// Invariants: the seat's own dealt tiles, the tiles others played and the unseen tiles make up
// the set; every other seat's possible tiles are a subset of the unseen ones and include the
// tiles placed with it; a seat still holds 7 tiles less those it played (a partner who sits out
// in nello keeps his 7: unseen, out of play, and unconstrained by the play).
#ifndef TEXAS42_SOLVER_PLAY_SEAT_VIEW_H_
#define TEXAS42_SOLVER_PLAY_SEAT_VIEW_H_

#include <array>
#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/rules.h"
#include "solver/state.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

class SeatView {
 public:
  // Returns what `seat` knows at `position`, with the bid `bid` (30..41, or 42 and above for
  // mark bids; ignored by contracts bid in marks); `placed` tiles are known to sit in the
  // seats given (the seat's own hand is never in it). The deal's hidden hands are not kept.
  static SeatView Of(const Position& position, Seat seat, int bid,
                     const std::array<TileSet, kSeatCount>& placed = {});
  // Returns the view of `seat`, dealt `dealt` (its seven tiles), after `played` (every tile
  // played from the opening lead, in order); an error names a play the rules forbid or a tile
  // that cannot be where the sequence puts it. `rules` must outlive the view.
  static absl::StatusOr<SeatView> Make(const Rules& rules, Seat declarer, int bid, Seat seat,
                                       TileSet dealt, const std::vector<Tile>& played,
                                       const std::array<TileSet, kSeatCount>& placed = {});

  Seat seat() const { return seat_; }
  const Rules& rules() const { return *rules_; }
  Seat declarer() const { return declarer_; }
  int bid() const { return bid_; }
  // Returns the contract's value the bidding side must reach (Solver::Reaches): the bid in
  // points (42 for any mark bid), 7 tricks, or in nello at most 0 tricks for the declarer.
  int target() const;
  // Returns the seat's seven tiles as dealt, and those it still holds.
  TileSet dealt() const { return dealt_; }
  TileSet hand() const { return hand_; }
  // Returns every tile played, in order from the opening lead, and who played each.
  const std::vector<Tile>& played() const { return played_; }
  const std::vector<Seat>& players() const { return players_; }
  // Returns the tiles of the current, incomplete trick (empty at a trick boundary).
  std::vector<Tile> trick() const;
  Seat to_move() const { return to_move_; }
  bool finished() const { return played_.size() == static_cast<size_t>(trick_size_) * 7; }
  // Returns the tiles whose holder this seat does not see (in other hands, a sitting-out
  // partner's included).
  TileSet unseen() const { return unseen_; }
  // Returns how many tiles `s` still holds (the seat's own hand size for itself).
  int held(Seat s) const { return held_[Index(s)]; }
  // Returns the unseen tiles `s` may hold (its own hand for the seat itself).
  TileSet possible(Seat s) const { return possible_[Index(s)]; }
  // Returns the tiles known to sit with `s` (its own hand for the seat itself).
  TileSet placed(Seat s) const { return placed_[Index(s)]; }
  // Returns the tiles the seat may play now; empty when it is not its turn.
  TileSet Legal() const;
  // Returns the tiles in play now (every hand and the current trick): what tells tiles apart.
  TileSet Live() const;
  // Returns a hash of everything the seat knows but the bid: equal views hash alike.
  uint64_t Hash() const;

 private:
  SeatView() = default;

  const Rules* rules_ = nullptr;
  Seat seat_ = Seat::kNorth;
  Seat declarer_ = Seat::kNorth;
  int bid_ = 30;
  int trick_size_ = 4;
  TileSet dealt_;
  TileSet hand_;
  std::vector<Tile> played_;
  std::vector<Seat> players_;
  Seat to_move_ = Seat::kNorth;
  TileSet unseen_;
  std::array<int, kSeatCount> held_{};
  std::array<TileSet, kSeatCount> possible_{};
  std::array<TileSet, kSeatCount> placed_{};
};

// Returns the target the bidding side must reach under `contract` at `bid` (see
// SeatView::target).
int GoalTarget(const Contract& contract, int bid);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_SEAT_VIEW_H_
