// FamilyTablePlayer: a player of any game of the 42 family who sees only his own hand, by
// perfect-information Monte Carlo (the family's counterpart of table_player.h).
//
// To choose a move the player draws W worlds uniformly among the layouts that agree with what
// his seat knows (FamilyWorldSampler; every world when there are at most W) and values each
// legal move (a tile, and for a lead in The Big Game the suit it calls) in each world with the
// family's double-dummy Solver. With a goal (a target: the bid, all the tricks of sevens or a
// partner call, at most 0 tricks in nello and low-no) the moves are ranked by
//   1. the number of worlds in which the mover's side reaches its goal after the move (one
//      Reaches query per world and move): the declarer's side making, the others setting;
//   2. among the moves still tied, the sum of the exact values over the worlds, higher for the
//      side that wants more (the declarer's side, but in nello and low-no the other side);
//   3. the first in the order of FamilySeatView::Legal().
// Without a goal (kNoGoal) key 1 is skipped: the player maximizes his side's mean double-dummy
// value. With the true layout as its only world (ChooseKnowing) the player plays a double-dummy
// best move.
//
// For many goals at once (ChooseForTargets, the bid analysis playing a hand for every bid) the
// worlds are the same for every goal (they depend on the view and the seed alone), so each
// legal move is solved exactly once a world and every goal is ranked from those values by the
// same three keys (key 1 is "value >= target" for the declarer's side, "value < target" for the
// other side, the other way round in nello and low-no): the move for each goal is exactly
// Choose's for that goal, at one exact solve a world and move instead of a query a goal.
//
// The worlds of a decision are drawn from a stream seeded by (seed, FamilySeatView::Hash()):
// the same view and seed give the same worlds whatever the hidden hands, on any thread. The
// declarer's decisions for many targets are asked again by other layouts whose play so far is
// the same (his opening lead, in a game without an exchange, by every layout): the last few are
// kept, which changes no move. A FamilyTablePlayer owns a Solver: use one per thread.
#ifndef TEXAS42_SOLVER_PLAY_FAMILY_TABLE_PLAYER_H_
#define TEXAS42_SOLVER_PLAY_FAMILY_TABLE_PLAYER_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/family/search.h"
#include "solver/play/family_seat_view.h"
#include "solver/play/family_world_sampler.h"

namespace texas42::family {

// What the declarer's side plays for: reach `target` (or, in nello and low-no, take at most
// `target` tricks); kNoGoal: the most value.
inline constexpr int kNoGoal = -1;

// Returns whether `value` reaches `target` for the declarer's side of `rules`.
inline bool GoalMade(const Rules& rules, int value, int target) {
  return rules.scoring() == Scoring::kNoTricks ? value <= target : value >= target;
}

// Worlds a decision draws by default, and at most (as for Texas 42's table player).
inline constexpr int kFamilyDefaultWorlds = 16;
inline constexpr int kFamilyMostWorlds = 10'000;

struct FamilyTableOptions {
  int worlds = kFamilyDefaultWorlds;  // W, 1..kFamilyMostWorlds
  uint64_t seed = 1;
};

// What a move was worth over a decision's worlds (Explain): in how many the mover's side reached
// its goal after it (-1 without a goal), and its mean exact value.
struct FamilyMoveScore {
  Move move;
  int reached = -1;
  double mean = 0;
  std::vector<Move> twins;  // the other legal moves it stands for (interchangeable with it)
};

struct FamilyChoice {
  Move move;
  int worlds = 0;            // worlds looked at (0 when the move was forced)
  uint64_t world_count = 0;  // worlds that agree with the view
  // Explain only: every move worth valuing (one of each set of twins), in the order the keys
  // rank them, the move chosen first.
  std::vector<FamilyMoveScore> scores;
};

class FamilyTablePlayer {
 public:
  explicit FamilyTablePlayer(FamilyTableOptions options = {}, SearchOptions search = {});

  // Returns the move of the seat of `view` (its turn) playing for `target`; an error when no
  // world agrees with the view.
  absl::StatusOr<FamilyChoice> Choose(const FamilySeatView& view, int target);
  // The same with `start` (every seat's hand at the first lead) as the only world.
  absl::StatusOr<FamilyChoice> ChooseKnowing(const FamilySeatView& view, const Hands& start,
                                             int target);
  // Returns, for each of `targets` in order, the move Choose(view, target) returns.
  absl::StatusOr<std::vector<FamilyChoice>> ChooseForTargets(const FamilySeatView& view,
                                                             const std::vector<int>& targets);
  // Returns Choose(view, target)'s move with the scores of every move that decided it (each
  // move solved exactly in every world: slower than Choose).
  absl::StatusOr<FamilyChoice> Explain(const FamilySeatView& view, int target);
  // Returns, for each of `targets`, the move ChooseKnowing(view, start, target) returns.
  absl::StatusOr<std::vector<FamilyChoice>> ChooseKnowingForTargets(
      const FamilySeatView& view, const Hands& start, const std::vector<int>& targets);

  const FamilyTableOptions& options() const { return options_; }
  uint64_t nodes() const { return solver_.nodes(); }

 private:
  // Returns the worlds of a decision by `view` (more than one legal move), and counts them in
  // `choice`; an error when none agrees with the view.
  absl::StatusOr<std::vector<Hands>> WorldsOf(const FamilySeatView& view, FamilyChoice& choice);
  // Returns no worlds when the seat has one legal move (set in `choice`), else WorldsOf's; an
  // error when it is not the seat's turn.
  absl::StatusOr<std::vector<Hands>> Prepare(const FamilySeatView& view, FamilyChoice& choice);
  absl::StatusOr<FamilyChoice> Decide(const FamilySeatView& view, const std::vector<Hands>& worlds,
                                      int target, FamilyChoice choice);
  // With `scores`, each choice carries the scores of its moves (Explain).
  absl::StatusOr<std::vector<FamilyChoice>> DecideForTargets(const FamilySeatView& view,
                                                             const std::vector<Hands>& worlds,
                                                             const std::vector<int>& targets,
                                                             FamilyChoice choice,
                                                             bool scores = false);

  // A decision of the declarer for many targets, kept for layouts that ask it again.
  struct Kept {
    uint64_t hash = 0;
    const Game* game = nullptr;
    Contract contract;
    int seat = 0;
    TileSet start_hand, discard;
    std::vector<Move> played;
    std::vector<int> targets;
    std::vector<FamilyChoice> choices;
  };
  static constexpr size_t kMostKept = 64;

  FamilyTableOptions options_;
  Solver solver_;
  std::vector<Kept> kept_;
};

// Returns the position of `start` after `played`, or an error when a move is illegal there.
absl::StatusOr<Position> Replay(const Rules& rules, const Hands& start, int declarer,
                                const std::vector<Move>& played);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_FAMILY_TABLE_PLAYER_H_
