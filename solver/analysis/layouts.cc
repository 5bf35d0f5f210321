#include "solver/analysis/layouts.h"

#include <array>

namespace texas42 {
namespace {

constexpr int kMaxN = kTileCount;

constexpr std::array<std::array<uint64_t, kMaxN + 1>, kMaxN + 1> BuildChoose() {
  std::array<std::array<uint64_t, kMaxN + 1>, kMaxN + 1> c{};
  for (int n = 0; n <= kMaxN; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
  }
  return c;
}
constexpr auto kChoose = BuildChoose();

}  // namespace

uint64_t Choose(int n, int k) {
  if (k < 0 || n < 0 || k > n || n > kMaxN) return 0;
  return kChoose[n][k];
}

uint64_t CountLayouts(const Predeal& predeal) {
  int unplaced = kTileCount - predeal.all_known().size();
  uint64_t count = 1;
  for (int s = 0; s < kSeatCount; ++s) {
    const int open = kTricksPerHand - predeal.known[s].size();
    count *= Choose(unplaced, open);
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
    const uint64_t ways = Choose(n, open);
    uint64_t rank = index % ways;
    index /= ways;
    // Unrank `rank` as a combination of `open` positions of the pool (combinatorial number
    // system): the largest position c with C(c, k) <= rank is taken, k counting down.
    std::array<bool, kTileCount> taken{};
    int c = n;
    for (int k = open; k > 0; --k) {
      do {
        --c;
      } while (Choose(c, k) > rank);
      rank -= Choose(c, k);
      taken[c] = true;
    }
    int kept = 0;
    for (int i = 0; i < n; ++i) {
      if (taken[i]) {
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
