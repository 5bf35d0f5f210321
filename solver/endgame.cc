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
    const Suit suit = rules.LedSuit(Tile::FromIndex(i));
    for (int j = 0; j < kTileCount; ++j) {
      led_power_[i][j] = static_cast<uint8_t>(rules.Power(suit, Tile::FromIndex(j)));
    }
  }
}

int Endgame::LastTrick(const Hands& hands, int leader) const {
  const Tile lead = hands[leader].Lowest();
  const Suit suit = rules_->LedSuit(lead);
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
    const Suit suit = rules_->LedSuit(t);
    hands[leader].Remove(t);
    const int v =
        Follow(hands, next_[leader], 1, suit, leader, rules_->Power(suit, t), t, alpha, beta);
    hands[leader].Add(t);
    if (Fold(maximizing, v, best, alpha, beta)) break;
  }
  return best;
}

int Endgame::Follow(Hands& hands, int seat, int ply, Suit suit, int winner, int best, TileSet tiles,
                    int alpha, int beta) const {
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
  const int total = rules_->TrickValue(hands[0] | hands[1] | hands[2] | hands[3]) + 1;
  return maximizing_[leader] ? TwoTricksLedBy<true>(hands, leader, total, alpha, beta)
                             : TwoTricksLedBy<false>(hands, leader, total, alpha, beta);
}

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
