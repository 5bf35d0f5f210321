// TablePlayer: a player who sees only his own hand, by perfect-information Monte Carlo.
//
// To choose a tile the player looks at worlds drawn uniformly among the layouts that agree
// with what his seat knows (DecisionWorlds; all of them when there are few), and values each
// legal tile in each world with the double-dummy solver. The side's goal is the contract's: the
// bidding side plays to reach the bid (SeatView::target), the other side to set it. The tiles
// are ranked by three keys, each asked only of the tiles the ones before leave tied:
//   1. the number of worlds in which the mover's side reaches its goal after the tile (one
//      target query per world and tile);
//   2. the mean double-dummy value over the worlds with values clipped to a window next to the
//      goal ("the window mean", ValueWindow: in points 30..42, the values a bid can tell apart,
//      a value below counting as 29), more for the bidding side and less for the other (in
//      nello the other way round);
//   3. the mean exact value, the same way round;
// then a fixed order: the tile of greater power in the trick, then the higher index. Key 2
// costs a few target queries where key 3 costs an exact solve; it settles most ties, and the
// bid analysis needs nothing finer (it plays each layout for all bids at once, valuing every
// tile in the window 30..42: ChooseForBids). Key 3 makes a player who knows the layout play a
// tile of the best double-dummy value, so with the true layout as its only world the player
// takes exactly the double-dummy value.
//
// How many worlds: a fixed number W, or by default sequential sampling (Racing): a first batch,
// then more only while a tile might still beat the leader on key 1 by more than the
// indifference. A clear decision stops at the first batch; a close one looks at up to
// Racing::most worlds; a tile clearly worse than the leader is valued in no more worlds. Keys 2
// and 3 are asked over the worlds key 1 used. For many goals at once (ChooseForBids) each goal
// races on its own, on the same worlds and values, so each goal's choice is the one Choose
// makes for it alone.
//
// What it buys and what it costs: each world is played as if the hands were then known to all,
// so the player over-rates plays that keep options open for later guesses ("strategy fusion")
// and never plays to hide or to find out information. It is the method of GIB in bridge and of
// the strongest Skat programs.
//
// Equivalent tiles (Rules::Swappable with the tiles in play, which the seat knows) are valued
// once; a tile that can no longer catch the best count with the worlds left is dropped. The
// worlds of a decision are drawn from a stream seeded by (seed, SeatView::Hash()), which leaves
// out the bid: the same view and seed always give the same worlds, whatever the hidden hands
// are. A TablePlayer owns a Solver: use one per thread.
#ifndef TEXAS42_SOLVER_PLAY_TABLE_PLAYER_H_
#define TEXAS42_SOLVER_PLAY_TABLE_PLAYER_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/play/decision_worlds.h"
#include "solver/play/kept_decisions.h"
#include "solver/play/racing.h"
#include "solver/play/seat_view.h"
#include "solver/play/world_sampler.h"
#include "solver/search.h"
#include "solver/tile_set.h"

namespace texas42 {

// The worlds of a decision by default: sequential sampling (racing.h).
inline constexpr int kDefaultWorlds = kAdaptiveWorlds;
// The worlds of the players of a bid analysis or a study, which play hundreds of layouts for
// thirteen bids each: sequential sampling as strong as 64 worlds costs 4 to 5 times as much
// there (docs/table-play.md, "Sequential sampling").
inline constexpr int kAnalysisWorlds = 16;

struct TableOptions {
  int worlds = kDefaultWorlds;  // W, 1..kMostWorlds, or kAdaptiveWorlds
  uint64_t seed = 1;
  // Value every tile in every world, for display; otherwise a tile that cannot catch the best
  // any more is dropped (the choice is the same either way).
  bool full_scores = false;
  Racing racing;  // with kAdaptiveWorlds
  // ChooseForBids: when set, the declarer's opening lead (kept for the next layouts) races with
  // these bounds instead, where they reach further than `worlds` (or `racing`) would
  // (kOpeningLeadRacing in a bid analysis).
  std::optional<Racing> opening_lead;
};

// Returns the racing of the declarer's opening lead in ChooseForBids: options.opening_lead
// where it reaches further than the other decisions' worlds, else none.
std::optional<Racing> OpeningLeadRacing(const TableOptions& options);

// The values the window mean (key 2) tells apart: 30..42 points (a value below counts as 29),
// 6..7 tricks in sevens, splash and plunge (below: 5), 0..1 declarer tricks in nello (above: 2).
// A value inside is exact; outside, key 3 asks for the exact one.
struct ValueWindow {
  int lo;
  int hi;
  bool Contains(int value) const { return value >= lo && value <= hi; }
};
ValueWindow WindowOf(const Contract& contract);

struct TileScore {
  Tile tile;
  int reached = 0;  // worlds in which the mover's side reaches its goal after this tile
  int worlds = 0;   // worlds it was valued in (fewer once it could not catch the best)
  // How far the ranking went for this tile: 1 the count alone, 2 the window mean too, 3 the
  // exact mean too (only tiles still tied get the next key).
  int keys = 1;
  double window_mean = 0;  // key 2 (when keys >= 2)
  double mean_value = 0;   // key 3 (when keys >= 3)
};

struct TableChoice {
  Tile tile;
  int worlds = 0;                 // worlds looked at (0 when the play was forced)
  bool all_worlds = false;        // they were every world that agrees with the seat's view
  uint64_t world_count = 0;       // how many worlds agree with the view
  std::vector<TileScore> scores;  // every legal tile, best first
};

class TablePlayer {
 public:
  explicit TablePlayer(TableOptions options = {}, SearchOptions search = {});
  TablePlayer(TablePlayer&&) noexcept;
  TablePlayer& operator=(TablePlayer&&) noexcept;
  ~TablePlayer();

  // Returns the tile the seat of `view` plays (it must be the seat's turn), with how every
  // legal tile scored; an error when no world agrees with the view.
  absl::StatusOr<TableChoice> Choose(const SeatView& view, std::optional<AtLeast> at_least = {});
  // Returns the choice of the seat of `view` for each bid of `bids` (view.bid() is ignored;
  // contracts scored in points): for each, the tile Choose would return for a view with that
  // bid (the same worlds, the same rule), at the cost of the window value of every tile in
  // every world instead of a target query.
  absl::StatusOr<std::vector<TableChoice>> ChooseForBids(const SeatView& view,
                                                         const std::vector<int>& bids);
  // Returns the tile the seat of `view` plays when it knows the layout is `deal` (the deal
  // as dealt, which must agree with the view): its only world. That is a double-dummy
  // player's choice: a tile of the best double-dummy value, in the order above.
  TableChoice ChooseKnowing(const SeatView& view, const Deal& deal);

  const TableOptions& options() const { return options_; }
  uint64_t nodes() const { return solver_.nodes(); }

 private:
  struct Cached;  // a decision kept for the next layout (table_player.cc)

  // The choice of the seat of `view` for each target of `targets` over the worlds of `worlds`
  // (see the header); key 1 from window values when `window_key`, else from target queries.
  std::vector<TableChoice> Decide(const SeatView& view, DecisionWorlds& worlds,
                                  const std::vector<int>& targets, bool window_key,
                                  const TableOptions& options);
  // Returns the value after `tile` in `world`: exact, or clipped to the window (key 2).
  int ValueAfter(const Position& world, Tile tile, bool window, std::optional<int> hint = {});
  // The choice of the seat of `view` for each of `targets`: ChooseForBids's (key 1 from window
  // values) when `for_bids`, else Choose's. The declarer's decisions are kept and answered again
  // from what was kept.
  absl::StatusOr<std::vector<TableChoice>> Decided(const SeatView& view,
                                                   std::optional<AtLeast> at_least,
                                                   const std::vector<int>& targets, bool for_bids,
                                                   const TableOptions& options);
  // Returns the worlds of `view`, or nothing when one tile is as good as any (no worlds
  // needed); an error when it is not the seat's turn or no world agrees.
  absl::StatusOr<std::optional<DecisionWorlds>> WorldsOf(const SeatView& view,
                                                         std::optional<AtLeast> at_least,
                                                         const TableOptions& options) const;

  // The declarer's decisions come again in other layouts of a bid analysis (his opening lead
  // in every one, his next lead in many): those of the first kKeptTricks tricks are kept with
  // their worlds, values and choices, kCachedKept at the most (all are forgotten when one more
  // comes). Later ones almost never come again: in the README's bid (200 layouts, every
  // contract, one thread) 1,108 decisions of the first two tricks were asked 1,631 more times,
  // the 2,159 of trick 3 13 more times, and later ones never. An entry of 16 worlds takes
  // about 2 KB; another declarer's hand (a study's or a match's next deal) forgets them all.
  static constexpr int kKeptTricks = 2;
  static constexpr size_t kCachedKept = 4096;

  TableOptions options_;
  Solver solver_;
  KeptDecisions<Cached> cached_;  // by SeatView::Hash
};

// Returns whether the side of `mover` wants the contract's value higher: the bidding side
// (but the declarer in nello, who counts the tricks he takes) and the other side the reverse.
bool WantsMore(const Contract& contract, Seat declarer, Seat mover);
// Returns whether `x` goes before `y` among equally good plays to a trick whose lead is `lead`
// (none when leading): the tile of greater power in it, then the higher index.
bool NaturallyBefore(const Rules& rules, std::optional<Tile> lead, Tile x, Tile y);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_TABLE_PLAYER_H_
