#include "solver/analysis/layouts.h"

#include <array>

#include "solver/combinations.h"

namespace texas42 {

uint64_t CountLayouts(const Predeal& predeal) {
  int unplaced = kTileCount - predeal.all_known().size();
  uint64_t count = 1;
  for (int s = 0; s < kSeatCount; ++s) {
    const int open = kTricksPerHand - predeal.known[s].size();
    count *= Binomial(unplaced, open);
    unplaced -= open;
  }
  return count;
}

Deal LayoutAt(const Predeal& predeal, uint64_t index) {
  std::array<Tile, kTileCount> pool;
  int n = 0;
  for (Tile t : ~predeal.all_known()) pool[n++] = t;
  Deal deal;
  for (int s = 0; s < kSeatCount; ++s) {
    deal.hands[s] = predeal.known[s];
    const int open = kTricksPerHand - predeal.known[s].size();
    const uint64_t ways = Binomial(n, open);
    const uint64_t taken = CombinationAt(n, open, index % ways);
    index /= ways;
    int kept = 0;
    for (int i = 0; i < n; ++i) {
      if ((taken >> i) & 1) {
        deal.hands[s].Add(pool[i]);
      } else {
        pool[kept++] = pool[i];
      }
    }
    n = kept;
  }
  return deal;
}

}  // namespace texas42
