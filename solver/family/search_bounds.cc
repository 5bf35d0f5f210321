// Bounds of the family search that need no search: the sure tricks at a trick boundary and the
// value of the last trick (searcher.h).
#include <array>

#include "solver/family/searcher.h"

namespace texas42::family {

Searcher::Sure Searcher::SureTricks() const {
  const Rules& rules = *rules_;
  TileSet live;
  for (int s = 0; s < seats_; ++s) live |= hands_[s];
  // The seat that holds the top live trump: his run of top trumps is sure, led or not.
  int seat = leader_;
  for (Tile t : rules.HighFirst(kTrumpSuit)) {
    if (!live.Contains(t) || rules.LedSuit(t) != kTrumpSuit) continue;
    for (int s = 0; s < seats_; ++s) {
      if (hands_[s].Contains(t)) seat = s;
    }
    break;
  }
  const TileSet mine = hands_[seat];
  int tricks = 0, count = 0;
  const auto run = [&](int suit) {
    for (Tile t : rules.HighFirst(suit)) {
      if (!live.Contains(t)) continue;
      if (!mine.Contains(t) || rules.LedSuit(t) != suit) return;
      ++tricks;
      count += rules.CountOf(t);
    }
  };
  run(kTrumpSuit);
  if (seat == leader_ && ((live - mine) & rules.trumps()).empty()) {
    for (int suit = 0; suit <= rules.game().max_pip; ++suit) run(suit);
  }
  return {seat, tricks + count};
}

int Searcher::LastTrick() const {
  const Rules& rules = *rules_;
  std::array<Tile, kMaxSeats> tiles{};
  std::array<int, kMaxSeats> seats{};
  TileSet all;
  for (int i = 0, s = leader_; i < trick_size_; ++i, s = Next(s)) {
    seats[i] = s;
    tiles[i] = hands_[s].Lowest();
    all.Add(tiles[i]);
  }
  const int value = rules.TrickValue(all);
  const bool max_side = MaxToMove();
  int best = -1;
  for (int suit : {rules.LedSuit(tiles[0]), rules.AltLedSuit(tiles[0])}) {
    if (suit == kNoSuit) continue;
    int place = 0;
    for (int i = 1; i < trick_size_; ++i) {
      if (rules.Power(suit, tiles[i]) > rules.Power(suit, tiles[place])) place = i;
    }
    const int v = declarer_side_[seats[place]] ? value : 0;
    if (best < 0 || (max_side ? v > best : v < best)) best = v;
  }
  return best;
}

}  // namespace texas42::family
