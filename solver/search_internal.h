// Searcher: the machinery behind Solver (search.h), shared by the four files of the search.
//
// search.cc         the root (Load, the probes of an exact solve), the search of leads, the
//                   ordering of leads and the sure-trick bounds
// search_trick.cc   the followers of a trick (Follow, and FollowTrick, its unrolled hot path),
//                   and Lead, where each trick ends
// search_three.cc   the lean null-window search of positions with three tricks left
// search_guess.cc   the guess of the value that places an exact solve's first probe
//
// Values are what the maximizing side is credited with from the start of the current trick on,
// fail-soft: a result r <= alpha says "at most r", r >= beta "at least r", anything between is
// exact. Positions at trick boundaries are (the tiles in play, the leader): the hands are fixed
// while a problem is loaded, so they identify a position.
//
// The root. An exact solve is a sequence of null-window probes (FutureValue): the first at a
// guess of the value (GuessFuture), then bisection, each probe's fail-soft bound moving an end of
// the interval further, climbing one above the best lower bound once the interval is narrow.
//
// The search at a trick boundary, step by step (the "Step N." comments in the code point here):
//   Step 1. Bounds from what is left (Lead): nothing below 0, nothing above every point still in
//           play.
//   Step 2. The last tricks (Lead): the last one plays itself; positions with two left are
//           searched directly by Endgame, through a small table of their own (LastTwoTricks).
//   Step 3. Transposition table lookup (SearchLeads): the bounds stored for the position, and
//           the lead that decided it before.
//   Step 4. Sure-trick bounds on a table miss (QuickBounds): what the leader can cash from the
//           top, the trumps above all of the other side's, the next trick (or two) when the
//           leader's side surely wins it. Not in nello, where no side wants its tricks.
//   Step 5. Three tricks left, null window: settled by ThreeTricks (search_three.cc).
//   Step 6. The leads: the table's lead first, then (only when it did not settle the position)
//           the others, ordered by cut-off history and a heuristic (OrderLeads), one of each set
//           of interchangeable tiles. Each lead's trick is searched by FollowTrick: every
//           follower tries his tiles in the follow order with the killer first, collapsed as they
//           are read out; the last seat, with six tricks left or more, first probes the table for
//           the positions his tiles lead to (enhanced transposition cut-offs). A refuting lead
//           gains history, the leads tried before it lose some.
//   Step 7. Store what was learned: the narrowed bounds and the best lead.
//
// docs/search.md says why each step is sound and what it buys, measured.
//
// Nothing here is global: a Searcher (so a Solver) per thread. Its hot functions are inline or
// always inlined where they are called; Solver reaches it through one pointer, once per query.
#ifndef TEXAS42_SOLVER_SEARCH_INTERNAL_H_
#define TEXAS42_SOLVER_SEARCH_INTERNAL_H_

#include <array>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include "solver/endgame.h"
#include "solver/endgame_table.h"
#include "solver/follow_order.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"
#include "solver/table_key.h"
#include "solver/tile_set.h"
#include "solver/transposition_table.h"
#include "solver/types.h"

namespace texas42 {

class Searcher {
 public:
  explicit Searcher(SearchOptions options);

  // Solver's queries (search.h says what each promises).
  int Solve(const Position& position);
  int SolveWindow(const Position& position, int lo, int hi, std::optional<int> guess = {});
  bool Reaches(const Position& position, int target);
  int Bound(const Position& position, int target);
  std::pair<int, int> SureTrickBounds(const Position& position);

  uint64_t nodes() const { return nodes_; }
  size_t table_bytes() const { return table_.bytes(); }

 private:
  // A trick being played: what Follow needs of the tiles already in it.
  struct TrickSoFar {
    Suit suit;      // the led suit
    Seat winner;    // who is winning so far
    int best;       // the winning tile's power
    TileSet tiles;  // tiles played to the trick
    TileSet live;   // tiles in play when the trick began: the hands and `tiles`
  };
  // Leads to try, best first.
  struct MoveList {
    std::array<Tile, kTricksPerHand> tiles;
    std::array<int, kTricksPerHand> scores;
    int size = 0;

    void Add(Tile t, int score) {
      int i = size++;
      // Insertion keeps the list sorted by descending score (stable for equal scores).
      while (i > 0 && scores[i - 1] < score) {
        tiles[i] = tiles[i - 1];
        scores[i] = scores[i - 1];
        --i;
      }
      tiles[i] = t;
      scores[i] = score;
    }
  };

  // Loads `position`; clears the table when the deal or contract changed.
  void Load(const Position& position);
  // Returns the follow order of `contract` (whose rules are `rules`), built once per contract.
  const FollowOrder& FollowOrderOf(const Contract& contract, const Rules& rules);
  // Returns the most the maximizing side can still take from the loaded position.
  int FutureMost() const;
  // Returns the fail-soft value of the loaded position searched in the window (alpha, beta).
  int RootSearch(int alpha, int beta);
  // Returns the future value clamped to [lo - 1, hi + 1], by null-window probes (the root).
  int FutureValue(int lo, int hi, std::optional<int> given = {});
  // Returns a guess of the future value from the loaded position, a trick boundary under a
  // contract scored in points: where an exact solve's first probe goes (search_guess.cc).
  int GuessFuture();
  // The guess's search of the next `ahead` tricks from a trick boundary, full window; writes
  // its best lead to `best_lead` when given.
  int GuessLead(int alpha, int beta, Seat leader, TileSet live, int ahead,
                Tile* best_lead = nullptr);
  // Converts between a final value (what the contract counts, with what is already taken) and
  // a future value (what the maximizing side is credited with from the loaded position on).
  int ToValue(int future) const;
  int ToFuture(int value) const;

  // The search proper (values as the file's comment says). `live`: the tiles in play (the
  // hands, and at a follower the tiles of the trick so far).
  // A trick boundary, `leader` to lead: steps 1 and 2.
  int Lead(int alpha, int beta, Seat leader, TileSet live);
  // Lead's search proper, with three or more tricks left (`tricks`) and at most `most` to take:
  // steps 3 to 7.
  int SearchLeads(int alpha, int beta, Seat leader, TileSet live, int tricks, int most);
  // A follower of `trick` at place `ply`, one call per follower: the general form of FollowTrick.
  int Follow(int alpha, int beta, int ply, Seat seat, const TrickSoFar& trick);
  // Ends the full `trick`: credits its value and leads the next.
  int Complete(int alpha, int beta, const TrickSoFar& trick);
  // The position with two tricks left, through its own small table of bounds.
  int LastTwoTricks(int alpha, int beta, Seat leader, TileSet live, int most);
  void OrderLeads(MoveList& moves, TileSet legal, Seat leader);
  // A trick of four seats after `lead` by `leader` (already out of his hand), `tricks` left
  // counting this one: Follow and Complete unrolled, same tree (search_trick.cc).
  int FollowTrick(int alpha, int beta, Seat leader, Tile lead, TileSet live, int tricks);
  // FollowTrick with the first follower on the maximizing side or not, each compiled on its own.
  template <bool max1>
  int FollowTrickFor(int alpha, int beta, Seat leader, Tile lead, TileSet live, int tricks);
  // The tiles a follower tries, read out one at a time by NextFollow (FollowTrick's form of
  // OrderedFollows: same tiles, same order, collapsed by the same rule).
  struct FollowerTiles {
    FollowOrder::Sequence order;
    TileSet hand;  // the follower's hand and the tiles in play, for collapsing
    TileSet live;
    TileSet kept;  // the tiles read out so far
    bool collapse = false;
  };
  // Returns the tiles `seat` tries when following a trick of led `suit` won so far by `winner`
  // with power `best`: the killer first, then the follow order; collapsed as they are read out.
  FollowerTiles StartFollows(Seat seat, Suit suit, int best, Seat winner, TileSet live);
  // Sets `t` to the next tile of `f` not interchangeable with one read out before; returns
  // false when none is left.
  bool NextFollow(FollowerTiles& f, Tile& t) const;
  // Writes the tiles `seat` tries when following a trick of led `suit` won so far by `winner`
  // with power `best`, in order (shuffled when the options ask; else the killer first) and
  // collapsed; returns how many.
  int OrderedFollows(Tile* out, Seat seat, Suit suit, int best, Seat winner, TileSet live);
  // Returns whether `t` is interchangeable with a tile of `kept`, all in `hand`.
  bool Redundant(Tile t, TileSet kept, TileSet hand, TileSet live) const {
    for (Tile other : rules_->SwapCandidates(t) & kept) {
      if (rules_->Swappable(t, other, hand, live)) return true;
    }
    return false;
  }
  // Drops the tiles[0..size) interchangeable with an earlier one or with a tile in `tried`;
  // returns how many are kept.
  int Collapse(Tile* tiles, int size, TileSet hand, TileSet live, TileSet tried) const;
  // Narrows [lower, upper] with sure-trick bounds at a trick boundary; the costlier ones only
  // while they may still settle the window (alpha, beta).
  void QuickBounds(Seat leader, TileSet live, int most, int alpha, int beta, int* lower,
                   int* upper) const;
  // QuickBounds with the whole window, for callers in other files (it is inlined into those of
  // search.cc).
  void AllQuickBounds(Seat leader, TileSet live, int most, int* lower, int* upper) const;
  // What the trumps in play settle. Who holds which trump is fixed while a deal is loaded, so
  // it depends on the trumps in play alone, and a small cache keyed by them answers most calls.
  //
  // Tag layout (64 bits):
  //   bits  0-27  the trumps in play (TileSet bits)
  //   bits 28-31  zero
  //   bits 32-63  the generation of the load (trump_facts_generation_)
  struct TrumpFacts {
    uint64_t tag = 0;
    // The side holding the highest trump in play, its trumps above all of the other side's,
    // and what those surely take whatever tricks they fall in (0 when no trump is in play).
    Team team = Team::kNorthSouth;
    TileSet top;
    uint8_t top_value = 0;
    // By seat: how many of his trumps win when he leads them from the top (each draws a trump
    // from every other hand holding one), what they take, and whether another hand still
    // holds a trump after them.
    std::array<uint8_t, kSeatCount> drawn{};
    std::array<uint8_t, kSeatCount> cashed{};
    std::array<bool, kSeatCount> blocked{};
  };
  static_assert(kTileCount <= 32, "the trumps in play fill the tag's low 32 bits");
  static_assert(sizeof(TrumpFacts) == 32, "two facts to a cache line");
  // Returns the facts of the trumps in `live`, a trick boundary's tiles in play.
  const TrumpFacts& TrumpFactsOf(TileSet live) const;
  // Computes the facts of `trumps`, the trumps in play.
  TrumpFacts ComputeTrumpFacts(TileSet trumps) const;
  // Returns what `leader` can cash from the top without losing the lead (a huge value when he
  // wins every trick left, since he then takes every point left); `facts` are those of `live`.
  int CashFromTop(Seat leader, TileSet live, const TrumpFacts& facts) const;
  // Returns what the leader's side surely takes with the next trick, led by `leader`, plus
  // `top_value` (what its trumps in `top` surely take) when that trick leaves them all in
  // play; 0 when the leader has no lead that surely wins the trick. With five or more tricks
  // left and no one trick enough, also the next two tricks when the leader has two leads above
  // all the opponents may play. May stop early once it has found `need`.
  int SureFirstTrick(Seat leader, int need, TileSet top, int top_value) const;
  // SureFirstTrick in sevens, where only a lead above all the opponents may play wins surely.
  int SureFirstTrickSevens(Seat leader, int need) const;
  // Returns what the leader's side surely takes with a second trick led by `leader` after he
  // surely wins one with `first` (to which the partner may play `partner_plays`), beyond the
  // first trick's lead and its opponents' tiles; 0 when no second lead among `seconds` (his
  // other leads above all the opponents may now play) surely wins.
  int SecondSureTrick(Seat leader, Tile first, TileSet seconds, TileSet partner_plays) const;
  // The null-window search (alpha, alpha + 1) of a position with three tricks left, four seats
  // and no nello, `leader` to lead (search_three.cc): every seat tries every tile, each follower
  // the policy's first. Returns the fail-soft value.
  int ThreeTricks(Seat leader, int alpha);
  // ThreeTricks with the leader on the maximizing side or not, each compiled on its own.
  template <bool max02>
  int ThreeTricksFor(Seat leader, int alpha);
  // The policy's tile of `legal` (two or more) when the trick's best tile so far is `top` and
  // the next seat, an opponent, may play `next` (empty for the last seat).
  Tile PolicyFollow(TileSet legal, TileSet next, Suit suit, Tile top, bool partner_winning) const;
  // The tile of `tiles` (not empty) that is weakest when led.
  Tile Weakest(TileSet tiles) const;
  // Returns the next number of the move-order shuffle's generator (xorshift64).
  uint64_t Random();

  SearchOptions options_;
  TranspositionTable table_;
  EndgameTable endgame_table_;  // positions with two tricks left
  Endgame endgame_;
  // Follow orders by contract (built from its rules, which depend on the contract alone): a
  // bid analysis cycles through its contracts layout after layout. A copy of the loaded one.
  static constexpr size_t kFollowOrdersKept = 16;
  std::deque<std::pair<Contract, FollowOrder>> follow_orders_;
  FollowOrder follow_order_;
  uint64_t nodes_ = 0;
  uint64_t rng_;
  // History per (seat, lead): leads that refuted before are tried first (see OrderLeads).
  std::array<std::array<uint64_t, kTileCount>, kSeatCount> history_{};
  // Killers per (seat, tiles he holds, led suit, power winning the trick so far): the tile that
  // last refuted there after the follow order's first choice had not. OrderedFollows tries it
  // first. 32 KiB in all.
  static constexpr int kKillersPerSeat = (kTricksPerHand + 1) * kSuitCount * FollowOrder::kPowers;
  std::array<std::array<TileSet, kKillersPerSeat>, kSeatCount> killers_{};
  TileSet& KillerOf(Seat seat, Suit suit, int best) {
    const int held = hands_[Index(seat)].size();
    return killers_[Index(seat)][(held * kSuitCount + suit) * FollowOrder::kPowers + best];
  }

  // The loaded problem.
  const Rules* rules_ = nullptr;
  Contract loaded_contract_;
  Hands loaded_hands_{};
  Seat loaded_declarer_ = Seat::kNorth;
  bool loaded_ = false;

  Hands hands_{};
  std::array<Seat, kSeatCount> next_{};
  Team max_team_ = Team::kNorthSouth;
  bool misere_ = false;  // nello: the maximizing side is credited with tricks it loses
  // A tile's power when it is led, times 32, plus its index: the weakest of some tiles has the
  // least (the lowest index among equally strong ones).
  std::array<uint16_t, kTileCount> weakness_{};
  // TrumpFactsOf's cache; an entry counts only when its tag holds the current generation.
  static constexpr int kTrumpFactsBits = 8;
  mutable std::array<TrumpFacts, 1 << kTrumpFactsBits> trump_facts_{};
  Generation<uint32_t> trump_facts_generation_;  // bumped when the deal or the contract changes
  bool equal_powers_ = false;  // sevens: equally strong tiles, the first played wins
  int trick_size_ = 4;
  // Root position details.
  int root_ply_ = 0;
  Seat root_seat_ = Seat::kNorth;
  Seat root_leader_ = Seat::kNorth;
  std::vector<Tile> root_trick_;
  int taken_value_ = 0;  // already counted toward the final value
  int tricks_left_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_SEARCH_INTERNAL_H_
