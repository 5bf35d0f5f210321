// UnseenDeals: the deals of free tiles among places, against brute-force enumeration: the count
// is exact, each number gives a different deal that keeps every size, permission and the marked
// place's requirement, and together they are every such deal.
#include "solver/play/unseen_deals.h"

#include <functional>
#include <set>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rng.h"

namespace texas42 {
namespace {

struct Problem {
  std::vector<uint8_t> allowed;
  std::vector<int> need;
  std::vector<bool> marked;
  int marked_place = -1;
  int missing = 0;
};

// Returns whether `places` (a place a tile) keeps the problem's sizes, permissions and
// requirement.
bool Valid(const Problem& p, const std::vector<int>& places) {
  std::vector<int> took(p.need.size(), 0);
  int marked = 0;
  for (size_t i = 0; i < places.size(); ++i) {
    const int j = places[i];
    if (j < 0 || j >= static_cast<int>(p.need.size()) || !(p.allowed[i] >> j & 1)) return false;
    ++took[j];
    if (j == p.marked_place && !p.marked.empty() && p.marked[i]) ++marked;
  }
  return took == p.need && (p.marked_place < 0 || marked >= p.missing);
}

// Every valid deal, by trying each place for each tile.
std::set<std::vector<int>> Enumerate(const Problem& p) {
  std::set<std::vector<int>> deals;
  std::vector<int> places(p.allowed.size(), -1);
  std::function<void(size_t)> give = [&](size_t i) {
    if (i == places.size()) {
      if (Valid(p, places)) deals.insert(places);
      return;
    }
    for (int j = 0; j < static_cast<int>(p.need.size()); ++j) {
      places[i] = j;
      give(i + 1);
    }
  };
  give(0);
  return deals;
}

Problem RandomProblem(Rng& rng) {
  Problem p;
  const int places = 1 + static_cast<int>(rng.Below64(5));
  const int tiles = static_cast<int>(rng.Below64(10));
  p.need.assign(places, 0);
  for (int i = 0; i < tiles; ++i) ++p.need[rng.Below64(places)];
  if (rng.Below64(5) == 0) ++p.need[rng.Below64(places)];  // sizes that cannot be met
  for (int i = 0; i < tiles; ++i) {
    // Most tiles may go anywhere; some are kept from places (voids).
    uint8_t mask = static_cast<uint8_t>((1u << places) - 1);
    if (rng.Below64(3) == 0) mask &= static_cast<uint8_t>(rng.Below64(1u << places));
    p.allowed.push_back(mask);
  }
  if (rng.Below64(2) == 0) {
    p.marked_place = static_cast<int>(rng.Below64(places));
    for (int i = 0; i < tiles; ++i) p.marked.push_back(rng.Below64(3) == 0);
    p.missing = static_cast<int>(rng.Below64(4));
  }
  return p;
}

TEST(UnseenDealsTest, CountsAndNumbersEveryDealOnce) {
  Rng rng(2026, 11);
  int with_deals = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Problem p = RandomProblem(rng);
    const std::set<std::vector<int>> expected = Enumerate(p);
    const UnseenDeals deals(p.allowed, p.need, p.marked, p.marked_place, p.missing);
    ASSERT_EQ(deals.count(), expected.size()) << "trial " << trial;
    std::set<std::vector<int>> seen;
    for (uint64_t i = 0; i < deals.count(); ++i) {
      const std::vector<int> d = deals.PlacesAt(i);
      EXPECT_TRUE(Valid(p, d)) << "trial " << trial << " deal " << i;
      seen.insert(d);
    }
    EXPECT_EQ(seen, expected) << "trial " << trial;
    with_deals += !expected.empty();
  }
  EXPECT_GT(with_deals, 100);  // most trials have deals to check
}

TEST(UnseenDealsTest, SizesThatCannotBeMetHaveNoDeal) {
  EXPECT_EQ(UnseenDeals({1, 1, 3}, {1, 1}).count(), 0u);     // three tiles, two places of one
  EXPECT_EQ(UnseenDeals({3, 3}, {3, -1}).count(), 0u);       // a place with too many known
  EXPECT_EQ(UnseenDeals({1, 1}, {1, 1}).count(), 0u);        // the second place may take none
  EXPECT_EQ(UnseenDeals({}, {}).count(), 1u);                // nothing to deal: one way
  EXPECT_EQ(UnseenDeals({3, 3, 3, 3}, {2, 2}).count(), 6u);  // C(4, 2)
  // The first place must take both marked tiles (0 and 1): only {0, 1} / {2, 3}.
  EXPECT_EQ(UnseenDeals({3, 3, 3, 3}, {2, 2}, {true, true, false, false}, 0, 2).count(), 1u);
}

}  // namespace
}  // namespace texas42
