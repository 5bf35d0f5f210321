#include "solver/follow_order.h"

#include <algorithm>

namespace texas42 {

FollowOrder::FollowOrder(const Rules& rules) {
  for (int s = 0; s < kSuitCount; ++s) {
    for (int i = 0; i < kTileCount; ++i) {
      const Tile t = Tile::FromIndex(i);
      for (int p = 0; p < std::min<int>(rules.Power(s, t), kPowers); ++p) {
        overtakers_[s][p].Add(t);
      }
    }
    // Merit 4 * count - power (feed) or -4 * count - power (shed), highest first, ties by index.
    for (int sign : {1, -1}) {
      std::array<Tile, kTileCount> order;
      for (int i = 0; i < kTileCount; ++i) order[i] = Tile::FromIndex(i);
      std::stable_sort(order.begin(), order.end(), [&](Tile x, Tile y) {
        return sign * 4 * x.count() - rules.Power(s, x) > sign * 4 * y.count() - rules.Power(s, y);
      });
      Preference& p = sign > 0 ? feed_[s] : shed_[s];
      for (int r = 0; r < kTileCount; ++r) {
        p.tiles[r] = order[r];
        p.rank[order[r].index()] = static_cast<uint8_t>(r);
      }
    }
  }
}

}  // namespace texas42
