#include "solver/endgame.h"

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
  return maximizing_[leader] ? TwoTricksLedBy<true>(hands, leader, alpha, beta)
                             : TwoTricksLedBy<false>(hands, leader, alpha, beta);
}

template <bool max_leads>
int Endgame::TwoTricksLedBy(const Hands& hands, int leader, int alpha, int beta) const {
  // Seats in playing order from the leader; the leader's side is 0 and 2.
  int seat[4];
  seat[0] = leader;
  for (int i = 1; i < 4; ++i) seat[i] = next_[seat[i - 1]];
  const TileSet h0 = hands[seat[0]], h1 = hands[seat[1]], h2 = hands[seat[2]],
                h3 = hands[seat[3]];
  // Credit goes by side, so only the parity of a winner's place in the order matters.
  const bool leaders_credited = credited_[leader];
  // Both tricks and every count tile left; a side that takes it all (or nothing) is done.
  const int total = rules_->TrickValue(h0 | h1 | h2 | h3) + 1;
  const int leaders_most = max_leads ? total : 0, others_most = max_leads ? 0 : total;
  // A seat holds two tiles and keeps for the last trick the one it does not play first: the
  // kept tile's index is the sum of the two indices less that of the tile played.
  auto index_sum = [](TileSet hand) { return hand.Lowest().index() + hand.Highest().index(); };
  const int sum0 = index_sum(h0), sum1 = index_sum(h1), sum2 = index_sum(h2),
            sum3 = index_sum(h3);
  auto kept = [](int sum, Tile t) { return Tile::FromIndex(sum - t.index()); };
  // The parity of the last trick's winner, given the tiles kept and who leads it.
  auto last_winner = [&](const Tile k[4], int first) {
    const int suit = rules_->LedSuit(k[first]);
    int winner = first, best = rules_->Power(suit, k[first]);
    for (int j = 1; j < 4; ++j) {
      const int i = (first + j) & 3;
      const int power = rules_->Power(suit, k[i]);
      if (power > best) {
        best = power;
        winner = i;
      }
    }
    return winner & 1;
  };
  // Alpha-beta over the first trick's tiles; seats 0 and 2 are on one side.
  int best0 = max_leads ? -1 : 1000;
  int a0 = alpha, b0 = beta;
  for (Tile t0 : rules_->Leads(h0, false)) {
    const int suit = rules_->LedSuit(t0);
    const int p0 = rules_->Power(suit, t0);
    const TileSet f1 = rules_->Follows(h1, suit), f2 = rules_->Follows(h2, suit),
                  f3 = rules_->Follows(h3, suit);
    Tile k[4];
    k[0] = kept(sum0, t0);
    int best1 = max_leads ? 1000 : -1;
    int a1 = a0, b1 = b0;
    for (Tile t1 : f1) {
      const int p1 = rules_->Power(suit, t1);
      const int w1 = p1 > p0 ? 1 : 0, q1 = p1 > p0 ? p1 : p0;
      k[1] = kept(sum1, t1);
      int best2 = max_leads ? -1 : 1000;
      int a2 = a1, b2 = b1;
      for (Tile t2 : f2) {
        const int p2 = rules_->Power(suit, t2);
        const int w2 = p2 > q1 ? 2 : w1, q2 = p2 > q1 ? p2 : q1;
        k[2] = kept(sum2, t2);
        const int count012 = count_[t0.index()] + count_[t1.index()] + count_[t2.index()];
        int best3 = max_leads ? 1000 : -1;
        int a3 = a2, b3 = b2;
        for (Tile t3 : f3) {
          const int p3 = rules_->Power(suit, t3);
          const int w = p3 > q2 ? 3 : w2;
          k[3] = kept(sum3, t3);
          const int first = count_[t3.index()] + count012 + 1;
          const bool first_ours = ((w & 1) == 0) == leaders_credited;
          const bool last_ours = (last_winner(k, w) == 0) == leaders_credited;
          const int v = (first_ours ? first : 0) + (last_ours ? total - first : 0);
          if (Fold(!max_leads, v, best3, a3, b3) || best3 == others_most) break;
        }
        if (Fold(max_leads, best3, best2, a2, b2) || best2 == leaders_most) break;
      }
      if (Fold(!max_leads, best2, best1, a1, b1) || best1 == others_most) break;
    }
    if (Fold(max_leads, best1, best0, a0, b0) || best0 == leaders_most) break;
  }
  return best0;
}

}  // namespace texas42
