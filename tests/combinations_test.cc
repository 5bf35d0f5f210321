// Binomial coefficients and combination numbers (solver/combinations.h): the coefficients are
// Pascal's triangle's and known values, and the numbers 0..C(n, k) - 1 give every k-subset of n
// positions exactly once.
#include "solver/combinations.h"

#include <bit>
#include <cstdint>
#include <set>

#include "gtest/gtest.h"

namespace texas42 {
namespace {

TEST(CombinationsTest, BinomialsAreKnownValues) {
  EXPECT_EQ(Binomial(0, 0), 1u);
  EXPECT_EQ(Binomial(7, 3), 35u);
  EXPECT_EQ(Binomial(28, 7), 1'184'040u);
  EXPECT_EQ(Binomial(45, 11), 10150595910u);
  EXPECT_EQ(Binomial(64, 32), 1'832'624'140'942'590'534u);
  EXPECT_EQ(Binomial(5, 6), 0u);
  EXPECT_EQ(Binomial(5, -1), 0u);
  EXPECT_EQ(Binomial(65, 1), 0u);
  for (int n = 1; n <= kMostBinomial; ++n) {
    for (int k = 1; k < n; ++k) {
      EXPECT_EQ(Binomial(n, k), Binomial(n - 1, k - 1) + Binomial(n - 1, k)) << n << " " << k;
    }
  }
}

TEST(CombinationsTest, EveryNumberGivesAnotherSubset) {
  for (int n = 0; n <= 12; ++n) {
    for (int k = 0; k <= n; ++k) {
      std::set<uint64_t> seen;
      for (uint64_t r = 0; r < Binomial(n, k); ++r) {
        const uint64_t positions = CombinationAt(n, k, r);
        EXPECT_EQ(std::popcount(positions), k) << n << " " << k << " " << r;
        EXPECT_EQ(positions >> n, 0u) << n << " " << k << " " << r;
        EXPECT_TRUE(seen.insert(positions).second) << n << " " << k << " " << r;
      }
    }
  }
}

}  // namespace
}  // namespace texas42
