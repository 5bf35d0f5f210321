// Playout: a hand of any game of the 42 family, Texas 42 included, played out from a deal by a
// player for each side (seating.h).
//
// The declarer's exchange with the left-over tile (Moon, The Big Game) is the true deal's best
// double-dummy exchange (family::SolveDeal): the declarer is granted a perfect discard, and the
// table play starts after it; his discard is known to him and to no one else. Then every seat
// in play moves in turn: a table seat (PlayerKind::kTable) decides from its SeatView
// alone by TablePlayer, a double-dummy seat with the true hands as its only world. The
// declarer's partner plays as the declarer does, the defenders alike. Each decision depends on
// the deciding seat's view and the seed only, so a playout is reproducible on any thread.
//
// A side plays differently for one bid than for another, so the bid analysis plays a hand for
// every bid at once (MakesForBids): the bids share the plays while every player's choice is the
// same for them (TablePlayer::ChooseForTargets values a decision once for all the bids
// still open), the hand forks where they call for different moves, and a bid leaves the hand
// when it is made or set (GoalDecided). Each bid's result equals PlayFrom's for that bid alone.
// Invariant: the result's value plus what the other side took is the game's total (tricks in
// a game or contract without count).
#ifndef TEXAS42_SOLVER_PLAY_PLAYOUT_H_
#define TEXAS42_SOLVER_PLAY_PLAYOUT_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/family/deal.h"
#include "solver/play/seating.h"
#include "solver/play/table_player.h"

namespace texas42::family {

struct PlayResult {
  Hands start{};    // the hands at the first lead (after the exchange)
  TileSet discard;  // the declarer's discard
  std::vector<Move> moves;
  int value = 0;    // what the declarer's side took: points, or tricks
  int against = 0;  // what the other side took
};

// Returns whether the declarer's side of `position` has reached its goal for `target` (true)
// or can no longer reach it (false) whatever the rest of the play; nothing while it is open.
std::optional<bool> GoalDecided(const Position& position, int target);

class Playout {
 public:
  explicit Playout(TableOptions options = {}, SearchOptions search = {});

  // Plays `deal` out under `rules` with `declarer`, the declarer's side playing for `target`
  // (kNoGoal: the most value) and the other side against it; `seating` says who plays each side.
  absl::StatusOr<PlayResult> PlayDeal(const Rules& rules, const Deal& deal, int declarer,
                                      int target, Seating seating);
  // The same from the hands at the first lead, `discard` known to the declarer, after the moves
  // `played` (an error names the first the rules forbid); the result's moves include them.
  absl::StatusOr<PlayResult> PlayFrom(const Rules& rules, const Hands& start, TileSet discard,
                                      int declarer, int target, Seating seating,
                                      const std::vector<Move>& played = {});

  // Plays `deal` out once for each of `bids` (points, or tricks: the declarer's side playing
  // for that target, the other side against it) after the declarer's best double-dummy
  // exchange, and returns whether each made; the plays are shared until the choices differ.
  // With `lines`, (*lines)[i] is the line bid i was played along, up to the play that decided
  // it (made or set).
  absl::StatusOr<std::vector<bool>> MakesForBids(const Rules& rules, const Deal& deal, int declarer,
                                                 const std::vector<int>& bids, Seating seating,
                                                 std::vector<std::vector<Move>>* lines = nullptr);
  // The same from the hands at the first lead, `discard` known to the declarer.
  absl::StatusOr<std::vector<bool>> MakesForBidsFrom(
      const Rules& rules, const Hands& start, TileSet discard, int declarer,
      const std::vector<int>& bids, Seating seating,
      std::vector<std::vector<Move>>* lines = nullptr);

  Solver& solver() { return solver_; }
  // Search nodes of every decision and exchange so far.
  uint64_t nodes() const { return player_.nodes() + solver_.nodes(); }

 private:
  TablePlayer player_;
  Solver solver_;  // for the exchange
};

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_PLAYOUT_H_
