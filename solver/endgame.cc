#include "solver/endgame.h"

#include <algorithm>

#include "solver/fold.h"

namespace texas42 {

Endgame::Endgame(const Rules& rules, Team max_team, bool misere,
                 const std::array<Seat, kSeatCount>& next)
    : rules_(&rules), trick_size_(rules.trick_size()) {
  for (int s = 0; s < kSeatCount; ++s) {
    maximizing_[s] = TeamOf(SeatAt(s)) == max_team;
    credited_[s] = maximizing_[s] != misere;
    next_[s] = Index(next[s]);
  }
  for (int i = 0; i < kTileCount; ++i) {
    count_[i] = static_cast<uint8_t>(rules.TrickValue(Tile::FromIndex(i)) - 1);
    const int suit = rules.LedSuit(Tile::FromIndex(i));
    for (int j = 0; j < kTileCount; ++j) {
      led_power_[i][j] = static_cast<uint8_t>(rules.Power(suit, Tile::FromIndex(j)));
    }
  }
}

int Endgame::LastTrick(const Hands& hands, int leader) const {
  const Tile lead = hands[leader].Lowest();
  const int suit = rules_->LedSuit(lead);
  int winner = leader, best = rules_->Power(suit, lead);
  TileSet tiles = hands[leader];
  int seat = leader;
  for (int i = 1; i < trick_size_; ++i) {
    seat = next_[seat];
    const Tile t = hands[seat].Lowest();
    tiles |= hands[seat];
    const int power = rules_->Power(suit, t);
    if (power > best) {
      best = power;
      winner = seat;
    }
  }
  return Credit(winner, tiles);
}

int Endgame::Lead(Hands& hands, int leader, int alpha, int beta) const {
  const TileSet hand = hands[leader];
  if (hand.size() == 1) return LastTrick(hands, leader);
  const bool maximizing = maximizing_[leader];
  int best = maximizing ? -1 : 1000;
  for (Tile t : rules_->Leads(hand, false)) {
    const int suit = rules_->LedSuit(t);
    hands[leader].Remove(t);
    const int v = Follow(hands, next_[leader], 1, suit, leader, rules_->Power(suit, t), t,
                         alpha, beta);
    hands[leader].Add(t);
    if (Fold(maximizing, v, best, alpha, beta)) break;
  }
  return best;
}

int Endgame::Follow(Hands& hands, int seat, int ply, int suit, int winner, int best,
                    TileSet tiles, int alpha, int beta) const {
  const bool maximizing = maximizing_[seat];
  const bool last = ply + 1 == trick_size_;
  int result = maximizing ? -1 : 1000;
  for (Tile t : rules_->Follows(hands[seat], suit)) {
    const int power = rules_->Power(suit, t);
    const int w = power > best ? seat : winner;
    hands[seat].Remove(t);
    int v;
    if (last) {
      const int value = Credit(w, tiles | t);
      v = value + Lead(hands, w, alpha - value, beta - value);
    } else {
      v = Follow(hands, next_[seat], ply + 1, suit, w, power > best ? power : best, tiles | t,
                 alpha, beta);
    }
    hands[seat].Add(t);
    if (Fold(maximizing, v, result, alpha, beta)) break;
  }
  return result;
}

int Endgame::TwoTricks(const Hands& hands, int leader, int alpha, int beta) const {
  // Both tricks and every count tile left.
  const int total =
      rules_->TrickValue(hands[0] | hands[1] | hands[2] | hands[3]) + 1;
  return maximizing_[leader] ? TwoTricksLedBy<true>(hands, leader, total, alpha, beta)
                             : TwoTricksLedBy<false>(hands, leader, total, alpha, beta);
}

template <bool max_leads, bool null_window>
int Endgame::TwoTricksSearch(const Hands& hands, int leader, int total, int alpha,
                             int beta) const {
  // Places in playing order from the leader; the leader's side is 0 and 2. Tricks of four seats
  // are never nello's (its declarer's partner sits out): seats play clockwise, and the side
  // credited with a trick is the maximizing one.
  const int seat1 = (leader + 1) & 3, seat2 = (leader + 2) & 3, seat3 = (leader + 3) & 3;
  const TileSet h0 = hands[leader], h1 = hands[seat1], h2 = hands[seat2], h3 = hands[seat3];
  // Credit goes by side, so only the parity of a winner's place in the order matters.
  constexpr int credited_side = max_leads ? 0 : 1;
  // A seat keeps the tile it does not play: the sum of the two indices less the one played.
  auto index_sum = [](TileSet hand) { return hand.Lowest().index() + hand.Highest().index(); };
  const int sum0 = index_sum(h0), sum1 = index_sum(h1), sum2 = index_sum(h2),
            sum3 = index_sum(h3);
  // Whether a node's result is the most its seat's side can take (all of `total`, or nothing for
  // the other side), so that no other tile changes it. In a null window at 0 <= alpha < total
  // such a result is a cut-off anyway, so the null-window form leaves it to the cut-offs.
  const auto extreme = [total](bool maximizing, int best) {
    if constexpr (null_window) {
      return false;
    } else {
      return best == (maximizing ? total : 0);
    }
  };
  // Folds a child's value into a node's; true on a cut-off. A null window stays as it is
  // until a cut-off, so it is not narrowed.
  const auto fold = [alpha](bool maximizing, int v, int& best, int& a, int& b) {
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
    const int suit = rules_->LedSuit(t0);
    const int p0 = rules_->Power(suit, t0);
    const int k0 = sum0 - t0.index();
    const int count0 = count_[t0.index()] + 1;
    const TileSet f1 = rules_->Follows(h1, suit), f2 = rules_->Follows(h2, suit),
                  f3 = rules_->Follows(h3, suit);
    // The last seat's one or two tiles, each with its power, count and the tile it keeps.
    const Tile x3 = f3.Lowest(), y3 = f3.Highest();
    const int px3 = rules_->Power(suit, x3), py3 = rules_->Power(suit, y3);
    const int cx3 = count_[x3.index()], cy3 = count_[y3.index()];
    const int kx3 = sum3 - x3.index(), ky3 = sum3 - y3.index();
    int best1 = max_leads ? 1000 : -1;
    int a1 = a0, b1 = b0;
    for (Tile t1 : f1) {
      const int p1 = rules_->Power(suit, t1), k1 = sum1 - t1.index();
      const int q1 = std::max(p0, p1), won1 = p1 > p0 ? 2 * k1 + 1 : 2 * k0;
      const int count01 = count0 + count_[t1.index()];
      int best2 = max_leads ? -1 : 1000;
      int a2 = a1, b2 = b1;
      for (Tile t2 : f2) {
        const int p2 = rules_->Power(suit, t2), k2 = sum2 - t2.index();
        const int q2 = std::max(q1, p2), won2 = p2 > q1 ? 2 * k2 : won1;
        const int count012 = count01 + count_[t2.index()];
        // The value of the two tricks once the last seat plays the tile of power p3, count c3
        // and keeps k3.
        auto value = [&](int p3, int c3, int k3) {
          const int won = p3 > q2 ? 2 * k3 + 1 : won2;
          const int first = count012 + c3;
          // The last trick, led by the first trick's winner.
          const auto& power = led_power_[won >> 1];
          const int even = std::max(power[k0], power[k2]), odd = std::max(power[k1], power[k3]);
          const int last = even != odd ? (odd > even ? 1 : 0)
                                       : EarliestSide(k0, k1, k2, k3, won >> 1);
          return ((won & 1) == credited_side ? first : 0) +
                 (last == credited_side ? total - first : 0);
        };
        // The last seat's node: his second tile only when the first settles nothing.
        int best3 = value(px3, cx3, kx3);
        if (y3 != x3 && !extreme(!max_leads, best3) && (max_leads ? best3 > a2 : best3 < b2)) {
          const int v = value(py3, cy3, ky3);
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

template int Endgame::TwoTricksSearch<true, false>(const Hands&, int, int, int, int) const;
template int Endgame::TwoTricksSearch<false, false>(const Hands&, int, int, int, int) const;
template int Endgame::TwoTricksSearch<true, true>(const Hands&, int, int, int, int) const;
template int Endgame::TwoTricksSearch<false, true>(const Hands&, int, int, int, int) const;

int Endgame::EarliestSide(int k0, int k1, int k2, int k3, int lead) const {
  const int kept[4] = {k0, k1, k2, k3};
  const auto& power = led_power_[lead];
  const int most = std::max(std::max(power[k0], power[k1]), std::max(power[k2], power[k3]));
  int i = 0;
  while (kept[i] != lead) ++i;
  while (power[kept[i]] != most) i = (i + 1) & 3;
  return i & 1;
}

}  // namespace texas42
