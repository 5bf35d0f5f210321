#include "solver/follow_order.h"

#include <algorithm>

namespace texas42 {

FollowOrder::FollowOrder(const Rules& rules) {
  for (int suit = 0; suit < kSuitCount; ++suit) {
    const Suit s = SuitAt(suit);
    for (int i = 0; i < kTileCount; ++i) {
      const Tile t = Tile::FromIndex(i);
      for (int p = 0; p < std::min<int>(rules.Power(s, t), kPowers); ++p) {
        overtakers_[s][p].Add(t);
      }
    }
    // Merit 4 * count - power (feed) or -4 * count - power (shed), highest first, ties by index.
    std::array<std::array<Tile, kTileCount>, 2> orders;  // feed, shed
    for (int k = 0; k < 2; ++k) {
      const int sign = k == 0 ? 1 : -1;
      std::array<Tile, kTileCount>& order = orders[k];
      for (int i = 0; i < kTileCount; ++i) order[i] = Tile::FromIndex(i);
      std::stable_sort(order.begin(), order.end(), [&](Tile x, Tile y) {
        return sign * 4 * x.count() - rules.Power(s, x) > sign * 4 * y.count() - rules.Power(s, y);
      });
    }
    // A follower whose partner is winning feeds him (tiles that do not overtake, then those
    // that do, both by the feed order); one whose opponent is winning overtakes first (by the
    // feed order), then sheds.
    for (int partner_winning = 0; partner_winning < 2; ++partner_winning) {
      Ranking& ranking = rankings_[s][partner_winning];
      const std::array<Tile, kTileCount>& first = orders[0];
      const std::array<Tile, kTileCount>& second = partner_winning ? orders[0] : orders[1];
      for (int r = 0; r < kTileCount; ++r) {
        const uint8_t first_place = static_cast<uint8_t>(1 + r);
        const uint8_t second_place = static_cast<uint8_t>(kSecondGroup + 1 + r);
        ranking.tiles[first_place] = first[r];
        ranking.tiles[second_place] = second[r];
        if (partner_winning) {
          ranking.under[first[r].index()] = first_place;
          ranking.over[second[r].index()] = second_place;
        } else {
          ranking.over[first[r].index()] = first_place;
          ranking.under[second[r].index()] = second_place;
        }
      }
    }
  }
}

}  // namespace texas42
