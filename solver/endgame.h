// Endgame: exact values of the last tricks of a hand by a small, direct minimax.
//
// With two tricks left the game tree has at most a few dozen leaves, and the machinery that
// pays off earlier in the hand (move ordering, sure-trick bounds, collapsing equivalent tiles)
// costs more than it saves. Endgame searches such positions with plain fail-soft alpha-beta over
// the rules' tables and nothing else; the commonest case, two tricks of four tiles, is unrolled
// into nested loops over the first trick, whose last seat's one or two tiles are tried in line
// and whose leaves read the last trick off a table of powers by leading tile.
//
// Built once per loaded problem (rules, maximizing side, seat order); read-only afterwards.
// Invariant: at a trick boundary every seat still playing holds the same number of tiles.
#ifndef TEXAS42_SOLVER_ENDGAME_H_
#define TEXAS42_SOLVER_ENDGAME_H_

#include <array>
#include <cstdint>

#include "solver/rules.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

class Endgame {
 public:
  using Hands = std::array<TileSet, kSeatCount>;

  Endgame() = default;
  // `misere`: the maximizing side is credited with the tricks it loses (nello).
  Endgame(const Rules& rules, Team max_team, bool misere,
          const std::array<Seat, kSeatCount>& next);

  // Returns what the maximizing side is credited with from the tricks left in `hands`, `leader`
  // to lead: exact inside (alpha, beta); a value <= alpha is an upper bound, >= beta a lower one.
  int Value(Hands hands, Seat leader, int alpha, int beta) const {
    if (trick_size_ == 4 && hands[Index(leader)].size() == 2) {
      return TwoTricks(hands, Index(leader), alpha, beta);
    }
    return Lead(hands, Index(leader), alpha, beta);
  }
  // Returns the value of the last trick, where nobody has a choice.
  int LastTrick(const Hands& hands, int leader) const;
  // Value for two tricks left and four seats, `leader` on the maximizing side or not
  // (`max_leads`), when the two tricks hold `total` (both tricks and every count tile left).
  template <bool max_leads>
  int TwoTricksLedBy(const Hands& hands, int leader, int total, int alpha, int beta) const {
    return TwoTricksSearch<max_leads, false>(hands, leader, total, alpha, beta);
  }
  // TwoTricksLedBy in the null window (alpha, alpha + 1), with the same result: in a null
  // window no child narrows the window without a cut-off, so none is kept. Fastest for
  // 0 <= alpha < total, where a side's taking all or nothing is a cut-off too.
  template <bool max_leads>
  int TwoTricksAbove(const Hands& hands, int leader, int total, int alpha) const {
    return TwoTricksSearch<max_leads, true>(hands, leader, total, alpha, alpha + 1);
  }

 private:
  int Lead(Hands& hands, int leader, int alpha, int beta) const;
  // The same search unrolled for the commonest case: two tricks left, four seats.
  int TwoTricks(const Hands& hands, int leader, int alpha, int beta) const;
  // TwoTricksLedBy's search; `null_window` when beta is alpha + 1.
  template <bool max_leads, bool null_window>
  int TwoTricksSearch(const Hands& hands, int leader, int total, int alpha, int beta) const;
  // Returns the side (0 for places 0 and 2) of the earliest from the leader among the strongest
  // tiles of a trick of the tiles of indices k0..k3 (by place) led by tile `lead`: its winner
  // when the two sides' best tiles are equally strong, which only happens in sevens.
  int EarliestSide(int k0, int k1, int k2, int k3, int lead) const;
  int Follow(Hands& hands, int seat, int ply, int suit, int winner, int best, TileSet tiles,
             int alpha, int beta) const;
  int Credit(int winner, TileSet tiles) const {
    return credited_[winner] ? rules_->TrickValue(tiles) : 0;
  }

  const Rules* rules_ = nullptr;
  int trick_size_ = 4;
  std::array<bool, kSeatCount> maximizing_{};
  std::array<bool, kSeatCount> credited_{};
  std::array<int, kSeatCount> next_{};
  std::array<uint8_t, kTileCount> count_{};  // what a tile adds to its trick's value
  // led_power_[a][b]: the power of tile b in a trick that tile a leads.
  std::array<std::array<uint8_t, 32>, kTileCount> led_power_{};
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ENDGAME_H_
