// TablePlayer: a player of any game of the 42 family, Texas 42 included, who sees only his own
// hand, by perfect-information Monte Carlo.
//
// To choose a move the player looks at worlds drawn uniformly among the layouts that agree with
// what his seat knows (DecisionWorlds; every world when there are few) and values each
// legal move (a tile, and for a lead in The Big Game the suit it calls) in each world with the
// family's double-dummy Solver. How many worlds: a fixed number W, or sequential sampling
// (kAdaptiveWorlds, racing.h): a first batch, more only while a move might still beat the
// leader on key 1. With a goal (a target: the bid, all the tricks of sevens or a partner call,
// at most 0 tricks in nello and low-no) the moves are ranked by these keys, each asked only
// of the moves still tied:
//   1. the number of worlds in which the mover's side reaches its goal after the move (one
//      Reaches query per world and move): the declarer's side making, the others setting; a
//      move at most Racing::slack worlds (one) short of the most is tied with the leader in
//      a normal contract;
//   2. in a normal contract, the window mean: the mean value with every value below the game's
//      lowest bid counted as one below it (Solver::SolveWindow from the lowest bid up), higher
//      for the declarer's side: the values a bid can tell apart;
//   3. the mean exact value, higher for the side that wants more (the declarer's side, but in
//      nello and low-no the other side), solved only where the window left it unknown;
//   4. the natural order: the move of greater power in the trick (a lead's in the suit it
//      calls), then the higher tile; a move stands for its twins too.
// Key 2 costs a few target queries where key 3 costs an exact solve; it settles most ties.
// Without a goal (kNoGoal) key 1 is skipped and key 2 too: the player maximizes his side's mean
// double-dummy value over W worlds (Racing::first with kAdaptiveWorlds). With the true layout as
// its only world (ChooseKnowing) the player plays a double-dummy best move.
//
// For many goals at once (ChooseForTargets, the bid analysis playing a hand for every bid) the
// worlds are the same for every goal (they depend on the view and the seed alone) and each
// move's value in a world is solved once for all of them, in the window from the lowest target
// (or bid) up, which decides key 1 of every goal and key 2; each goal races on its own and is
// ranked by the same keys (key 1 is "value >= target" for the declarer's side, "value < target"
// for the other side, the other way round in nello and low-no): the move for each goal is
// exactly Choose's for that goal.
//
// The worlds of a decision are drawn from a stream seeded by (seed, SeatView::Hash()):
// the same view and seed give the same worlds whatever the hidden hands, on any thread, and a
// decision that draws more gets the same first worlds. The declarer's decisions for many
// targets are asked again by other layouts whose play so far is the same (his opening lead, in
// a game without an exchange, by every layout): those of the first two tricks are kept, which
// changes no move.
// The opening lead, which every layout's play starts from, may look at more worlds than the
// other decisions (TableOptions::opening_lead).
//
// What it buys and what it costs: each world is played as if the hands were then known to all,
// so the player over-rates plays that keep options open for later guesses ("strategy fusion")
// and never plays to hide or to find out information. It is the method of GIB in bridge and of
// the strongest Skat programs. A TablePlayer owns a Solver: use one per thread.
#ifndef TEXAS42_SOLVER_PLAY_TABLE_PLAYER_H_
#define TEXAS42_SOLVER_PLAY_TABLE_PLAYER_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/family/search.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/kept_decisions.h"
#include "solver/play/racing.h"
#include "solver/play/seat_view.h"
#include "solver/play/world_sampler.h"
#include "solver/rng.h"

namespace texas42::family {

// What the declarer's side plays for: reach `target` (or, in nello and low-no, take at most
// `target` tricks); kNoGoal: the most value.
inline constexpr int kNoGoal = -1;

// Returns whether `value` reaches `target` for the declarer's side of `rules`.
inline bool GoalMade(const Rules& rules, int value, int target) {
  return rules.scoring() == Scoring::kNoTricks ? value <= target : value >= target;
}

struct TableOptions {
  int worlds = kAnalysisWorlds;  // W, 1..kMostWorlds (racing.h), or kAdaptiveWorlds
  uint64_t seed = 1;
  Racing racing;  // with kAdaptiveWorlds
  // ChooseForTargets: when set, the declarer's opening lead (kept for the next layouts) races
  // with these bounds instead, where they reach further than `worlds` (or `racing`) would
  // (kOpeningLeadRacing in a bid analysis).
  std::optional<Racing> opening_lead;
};

// Returns the racing of the declarer's opening lead in ChooseForTargets: options.opening_lead
// where it reaches further than the other decisions' worlds, else none.
inline std::optional<Racing> OpeningLeadRacing(const TableOptions& options) {
  return texas42::OpeningLeadRacing(options.worlds, options.racing, options.opening_lead);
}

// The worlds of one decision (drawn_worlds.h), each seat's hand at the first lead in each: the
// stream of a view is (seed, view.Hash()).
using DecisionWorlds = DrawnWorlds<WorldSampler>;

// What a move was worth over a decision's worlds (Explain): in how many the mover's side reached
// its goal after it (-1 without a goal), and its mean exact value.
struct MoveScore {
  Move move;
  int reached = -1;
  std::optional<double> mean;  // Explain: the mean exact value over the worlds; Score: none
  // Explain, in a normal contract of a game with a lowest bid: the window mean (key 2), every
  // value below the lowest bid counted as one below it; else none.
  std::optional<double> window_mean;
  std::vector<Move> twins;  // the other legal moves it stands for (interchangeable with it)
};

struct TableChoice {
  Move move;
  int worlds = 0;            // worlds looked at (0 when the move was forced)
  uint64_t world_count = 0;  // worlds that agree with the view
  // Explain only: every move worth valuing (one of each set of twins), in the order the keys
  // rank them, the move chosen first.
  std::vector<MoveScore> scores;
};

class TablePlayer {
 public:
  explicit TablePlayer(TableOptions options = {}, SearchOptions search = {});

  // Returns the move of the seat of `view` (its turn) playing for `target`; an error when no
  // world agrees with the view.
  absl::StatusOr<TableChoice> Choose(const SeatView& view, int target);
  // The same with `start` (every seat's hand at the first lead) as the only world.
  absl::StatusOr<TableChoice> ChooseKnowing(const SeatView& view, const Hands& start, int target);
  // Returns, for each of `targets` in order, the move Choose(view, target) returns.
  absl::StatusOr<std::vector<TableChoice>> ChooseForTargets(const SeatView& view,
                                                            const std::vector<int>& targets);
  // Returns Choose(view, target)'s move with the scores of every move that decided it (each
  // move solved exactly in every world: slower than Choose).
  absl::StatusOr<TableChoice> Explain(const SeatView& view, int target);
  // Returns Choose(view, target)'s move with every move's count of worlds reaching the goal,
  // without the means (a review's table view: as fast as Choose, and every move scored).
  absl::StatusOr<TableChoice> Score(const SeatView& view, int target);
  // Returns, for each of `targets`, the move ChooseKnowing(view, start, target) returns.
  absl::StatusOr<std::vector<TableChoice>> ChooseKnowingForTargets(const SeatView& view,
                                                                   const Hands& start,
                                                                   const std::vector<int>& targets);

  const TableOptions& options() const { return options_; }
  uint64_t nodes() const { return solver_.nodes(); }

 private:
  // Returns the worlds of a decision by `view` drawn as `options` say, or none when the seat has
  // one legal move; an error when it is not the seat's turn or no world agrees with the view.
  absl::StatusOr<std::optional<DecisionWorlds>> WorldsOf(const SeatView& view,
                                                         const TableOptions& options) const;
  // The choices of the seat of `view` for `targets` over its worlds (a forced move needs none).
  absl::StatusOr<std::vector<TableChoice>> Decided(const SeatView& view,
                                                   const std::vector<int>& targets, bool exact,
                                                   bool scores, const TableOptions& options);
  // The choice for each of `targets` over `worlds`; key 1 from exact values when `exact` (or
  // many targets), else from target queries; with `scores`, each choice carries the scores of
  // its moves (Explain). `options` say how far the worlds race.
  absl::StatusOr<std::vector<TableChoice>> Decide(const SeatView& view, DecisionWorlds& worlds,
                                                  const std::vector<int>& targets, bool exact,
                                                  bool scores, const TableOptions& options);

  // A decision of the declarer for many targets, kept for layouts that ask it again.
  struct Kept {
    const Game* game = nullptr;
    Contract contract;
    int seat = 0;
    TileSet start_hand, discard;
    std::vector<Move> played;
    std::vector<int> targets;
    std::vector<TableChoice> choices;
  };
  // Those of the first kKeptTricks tricks are kept, kMostKept at the most: later ones almost
  // never come again (in the README's bid, 200 layouts, one thread, decisions of the first two
  // tricks were asked again 1,631 times, those of trick 3 13 times, later ones never).
  static constexpr int kKeptTricks = 2;
  static constexpr size_t kMostKept = 4096;

  TableOptions options_;
  Solver solver_;
  KeptDecisions<Kept> kept_{kMostKept};  // by SeatView::Hash
};

// Returns the position of `start` after `played`, or an error when a move is illegal there.
absl::StatusOr<Position> Replay(const Rules& rules, const Hands& start, int declarer,
                                const std::vector<Move>& played);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_PLAY_TABLE_PLAYER_H_
