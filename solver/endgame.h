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

#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/fold.h"
#include "solver/rules.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

class Endgame {
 public:
  Endgame() = default;
  // `misere`: the maximizing side is credited with the tricks it loses (nello).
  Endgame(const Rules& rules, Team max_team, bool misere, const std::array<Seat, kSeatCount>& next);

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
  // Returns what `t` adds to its trick's value beyond the trick itself: its count, or 0 in
  // contracts scored in tricks.
  int CountAdded(Tile t) const { return count_[t.index()]; }
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
  int Follow(Hands& hands, int seat, int ply, Suit suit, int winner, int best, TileSet tiles,
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

// Defined here and always inlined, so that the three-trick search runs it in line at its
// leaves (measured: 0.7% fewer instructions than a call).
template <bool max_leads, bool null_window>
[[gnu::always_inline]] inline int Endgame::TwoTricksSearch(const Hands& hands, int leader,
                                                           int total, int alpha, int beta) const {
  // Places in playing order from the leader; the leader's side is 0 and 2. Tricks of four seats
  // are never nello's (its declarer's partner sits out): seats play clockwise, and the side
  // credited with a trick is the maximizing one.
  const int seat1 = (leader + 1) & 3, seat2 = (leader + 2) & 3, seat3 = (leader + 3) & 3;
  const TileSet h0 = hands[leader], h1 = hands[seat1], h2 = hands[seat2], h3 = hands[seat3];
  // Credit goes by side, so only the parity of a winner's place in the order matters.
  constexpr int credited_side = max_leads ? 0 : 1;
  // A seat keeps the tile it does not play: the sum of the two indices less the one played.
  // Indices are unsigned so that they index tables without widening.
  auto index_sum = [](TileSet hand) {
    return static_cast<unsigned>(hand.Lowest().index() + hand.Highest().index());
  };
  const unsigned sum0 = index_sum(h0), sum1 = index_sum(h1), sum2 = index_sum(h2),
                 sum3 = index_sum(h3);
  // Whether a node's result is the most its seat's side can take (all of `total`, or nothing for
  // the other side), so that no other tile changes it. In a null window at 0 <= alpha < total
  // such a result is a cut-off anyway, so the null-window form leaves it to the cut-offs.
  const auto extreme = [=](bool maximizing, int best) {
    if constexpr (null_window) {
      return false;
    } else {
      return best == (maximizing ? total : 0);
    }
  };
  // Folds a child's value into a node's; true on a cut-off. A null window stays as it is
  // until a cut-off, so it is not narrowed.
  const auto fold = [=](bool maximizing, int v, int& best, int& a, int& b) {
    if constexpr (null_window) {
      best = maximizing ? std::max(best, v) : std::min(best, v);
      return maximizing ? best > alpha : best <= alpha;
    } else {
      return Fold(maximizing, v, best, a, b);
    }
  };
  // Alpha-beta over the first trick's tiles; each seat keeps the other one for the last trick.
  // The first trick's winner so far is tracked as 2 * (the tile he keeps) + his side.
  int best0 = max_leads ? -1 : 1000;
  int a0 = alpha, b0 = beta;
  for (Tile t0 : rules_->Leads(h0, false)) {
    const Suit suit = rules_->LedSuit(t0);
    const int p0 = rules_->Power(suit, t0);
    const unsigned k0 = sum0 - t0.index();
    const int count0 = count_[t0.index()] + 1;
    const TileSet f1 = rules_->Follows(h1, suit), f2 = rules_->Follows(h2, suit),
                  f3 = rules_->Follows(h3, suit);
    int best1 = max_leads ? 1000 : -1;
    int a1 = a0, b1 = b0;
    for (Tile t1 : f1) {
      const int p1 = rules_->Power(suit, t1);
      const unsigned k1 = sum1 - t1.index();
      const int q1 = std::max(p0, p1);
      const unsigned won1 = p1 > p0 ? 2 * k1 + 1 : 2 * k0;
      const int count01 = count0 + count_[t1.index()];
      int best2 = max_leads ? -1 : 1000;
      int a2 = a1, b2 = b1;
      for (Tile t2 : f2) {
        const int p2 = rules_->Power(suit, t2);
        const unsigned k2 = sum2 - t2.index();
        const int q2 = std::max(q1, p2);
        const unsigned won2 = p2 > q1 ? 2 * k2 : won1;
        const int count012 = count01 + count_[t2.index()];
        // The value of the two tricks once the last seat plays the tile of power p3, count c3
        // and keeps k3.
        auto value = [&](int p3, int c3, unsigned k3) {
          const unsigned won = p3 > q2 ? 2 * k3 + 1 : won2;
          const int first = count012 + c3;
          // The last trick, led by the first trick's winner.
          const auto& power = led_power_[won >> 1];
          const int even = std::max(power[k0], power[k2]), odd = std::max(power[k1], power[k3]);
          const int last =
              even != odd ? (odd > even ? 1 : 0) : EarliestSide(k0, k1, k2, k3, won >> 1);
          return (static_cast<int>(won & 1) == credited_side ? first : 0) +
                 (last == credited_side ? total - first : 0);
        };
        // The last seat's node: his one or two tiles, each with its power, count and the tile it
        // keeps; the second only when the first settles nothing.
        const Tile x3 = f3.Lowest();
        int best3 = value(rules_->Power(suit, x3), count_[x3.index()], sum3 - x3.index());
        const Tile y3 = f3.Highest();
        if (y3 != x3 && !extreme(!max_leads, best3) && (max_leads ? best3 > a2 : best3 < b2)) {
          const int v = value(rules_->Power(suit, y3), count_[y3.index()], sum3 - y3.index());
          best3 = max_leads ? std::min(best3, v) : std::max(best3, v);
        }
        if (fold(max_leads, best3, best2, a2, b2) || extreme(max_leads, best2)) break;
      }
      if (fold(!max_leads, best2, best1, a1, b1) || extreme(!max_leads, best1)) break;
    }
    if (fold(max_leads, best1, best0, a0, b0) || extreme(max_leads, best0)) break;
  }
  return best0;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ENDGAME_H_
