// SeatView: what one seat knows at a point of a hand of any game of the 42 family, Texas 42
// included (docs/rules.md), and nothing more.
//
// A seat sees its own tiles as it held them at the first lead (the declarer's after his
// exchange), the contract and the declarer, and every play so far (tile, the suit a lead called,
// who played it). From the play it learns what the rules prove: a seat that played tile t when
// it could also have held u, and t would then have been illegal (a suit not followed, a
// sevens tier skipped, an own-suit double not followed, a trump not led on a first-lead-trump
// opening), holds no u. Every follow rule of family/rules.h decomposes that way: t is legal in a
// hand exactly when it is legal beside each other tile of the hand, so the test is pairwise and
// read from Rules::Leads and Rules::Follows, never restated. In Moon and The Big Game the
// declarer knows his discard; every other seat knows only that `out_of_play()` unseen tiles are
// out of play (in The Big Game a non-counter).
//
// Invariants: the seat's own tiles, the tiles others played, the known discard and the unseen
// tiles make up the game's set; each other seat's possible tiles are a subset of the unseen
// ones; the unseen tiles number the other seats' held tiles plus out_of_play(). A partner who
// sits out in nello keeps his tiles: unseen and unconstrained.
#ifndef TEXAS42_SOLVER_PLAY_SEAT_VIEW_H_
#define TEXAS42_SOLVER_PLAY_SEAT_VIEW_H_

#include <array>
#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/tile.h"

namespace texas42::family {

class SeatView {
 public:
  // Returns the view of `seat` holding `hand` at the first lead, after `played` (every move
  // from the first lead, in order); `discard` is the declarer's discard, given only when `seat`
  // is the declarer. An error names a play the rules forbid. `rules` must outlive the view.
  static absl::StatusOr<SeatView> Make(const Rules& rules, int declarer, int seat, TileSet hand,
                                       TileSet discard, const std::vector<Move>& played);

  const Rules& rules() const { return *rules_; }
  int seat() const { return seat_; }
  int declarer() const { return declarer_; }
  int seats() const { return rules_->game().seats; }
  TileSet start_hand() const { return start_hand_; }
  TileSet hand() const { return hand_; }
  TileSet discard() const { return discard_; }
  const std::vector<Move>& played() const { return played_; }
  const std::vector<int>& players() const { return players_; }
  int to_move() const { return to_move_; }
  bool finished() const { return tricks_left_ == 0; }
  bool in_play(int s) const { return s < seats() && s != sitting_out_; }
  // The tiles whose place the seat does not see.
  TileSet unseen() const { return unseen_; }
  // How many tiles `s` still holds (a sitting-out partner: all he was dealt).
  int held(int s) const { return held_[s]; }
  // The unseen tiles `s` may hold (its own hand for the seat itself).
  TileSet possible(int s) const { return possible_[s]; }
  // How many unseen tiles are out of play, and which unseen tiles may be among them.
  int out_of_play() const { return out_of_play_; }
  TileSet possible_out() const { return possible_out_; }
  // The moves the seat may make now; empty when it is not its turn.
  std::vector<Move> Legal() const;
  // A hash of everything the seat knows: equal views hash alike.
  uint64_t Hash() const;

 private:
  SeatView() = default;

  // The seat after `s` in play order (the partner sitting out of nello skipped).
  int Next(int s) const;
  // Takes in play `m` of the seat to move: checks it against what the seat knows, narrows what
  // the player may hold, and closes the trick it completes. `trick` holds the current trick's
  // tiles and `leader` its leader.
  absl::Status Observe(const Move& m, std::vector<Tile>& trick, int& leader);

  const Rules* rules_ = nullptr;
  int seat_ = 0;
  int declarer_ = 0;
  int sitting_out_ = -1;
  TileSet start_hand_, hand_, discard_;
  std::vector<Move> played_;
  std::vector<int> players_;
  int to_move_ = 0;
  int tricks_left_ = 0;
  bool opening_ = true;
  int led_suit_ = kNoSuit;
  TileSet unseen_;
  std::array<int, kMaxSeats> held_{};
  std::array<TileSet, kMaxSeats> possible_{};
  int out_of_play_ = 0;
  TileSet possible_out_;
  int trick_size_ = 0;  // tiles of a trick: the seats in play
};

// Returns whether `t` may be played beside `u` in a hand of two: as a lead (`led_suit` kNoSuit,
// `opening` for the first lead) or following `led_suit`.
bool LegalBeside(const Rules& rules, Tile t, Tile u, int led_suit, bool opening);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_SEAT_VIEW_H_
