// FollowOrder against the plain rule it precomputes: score every legal tile and sort stably.
//
// A follower whose partner is winning feeds count and sheds his lowest tile before he overtakes;
// one whose opponent is winning overtakes first (cheapest, gladly with count), else sheds the
// least (no count, lowest tile). Checked for every contract, led suit and trick-winning power,
// on random legal sets of every size.
#include "solver/follow_order.h"

#include <algorithm>
#include <random>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules.h"
#include "tests/contracts.h"

namespace texas42 {
namespace {

// The order by per-tile scores, as the search first wrote it.
std::vector<Tile> ScoredOrder(const Rules& rules, TileSet legal, Suit suit, int best,
                              bool partner_winning) {
  std::vector<std::pair<int, Tile>> scored;
  for (Tile t : legal) {
    const int power = rules.Power(suit, t), count = t.count();
    int score;
    if (partner_winning) {
      score = (power > best ? 0 : 64) + count * 4 - power;
    } else if (power > best) {
      score = 256 - power + count * 4;
    } else {
      score = 64 - count * 4 - power;
    }
    scored.push_back({score, t});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<Tile> order;
  for (const auto& [score, t] : scored) order.push_back(t);
  return order;
}

class FollowOrderTest : public ::testing::TestWithParam<Contract> {};

TEST_P(FollowOrderTest, MatchesTheScoredOrder) {
  const Rules rules(GetParam());
  const FollowOrder order(rules);
  std::mt19937 rng(7);
  int checked = 0;
  for (int suit_number = 0; suit_number < kSuitCount; ++suit_number) {
    const Suit suit = SuitAt(suit_number);
    // The powers a trick's best tile can have under this suit, and 0 for none.
    std::vector<int> powers = {0};
    for (int i = 0; i < kTileCount; ++i) powers.push_back(rules.Power(suit, Tile::FromIndex(i)));
    for (int best : powers) {
      for (bool partner_winning : {false, true}) {
        for (int size = 1; size <= kTricksPerHand; ++size) {
          std::vector<int> indices(kTileCount);
          for (int i = 0; i < kTileCount; ++i) indices[i] = i;
          std::shuffle(indices.begin(), indices.end(), rng);
          TileSet legal;
          for (int i = 0; i < size; ++i) legal.Add(Tile::FromIndex(indices[i]));
          Tile out[kTricksPerHand];
          const int n = order.Order(legal, suit, best, partner_winning, out);
          const std::vector<Tile> expected = ScoredOrder(rules, legal, suit, best, partner_winning);
          ASSERT_EQ(std::vector<Tile>(out, out + n), expected)
              << "suit " << suit << " best " << best << " partner winning " << partner_winning
              << " legal " << legal.bits();
          // Read out one at a time, with any tile of them put first: that tile, then the
          // others in the same order.
          for (int k = -1; k < size; ++k) {
            const TileSet first = k < 0 ? TileSet() : TileSet(Tile::FromIndex(indices[k]));
            std::vector<Tile> want;
            if (first) want.push_back(first.Lowest());
            for (Tile t : expected) {
              if (!first.Contains(t)) want.push_back(t);
            }
            std::vector<Tile> got;
            FollowOrder::Sequence s = order.Start(legal, suit, best, partner_winning, first);
            while (!s.done()) got.push_back(s.Next());
            ASSERT_EQ(got, want) << "suit " << suit << " best " << best << " first " << k;
          }
          if (size == 1) {
            FollowOrder::Sequence s(legal.Lowest());
            ASSERT_FALSE(s.done());
            ASSERT_EQ(s.Next(), legal.Lowest());
            ASSERT_TRUE(s.done());
          }
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

INSTANTIATE_TEST_SUITE_P(EveryContract, FollowOrderTest, ::testing::ValuesIn(EveryContract()),
                         ContractTestName);

}  // namespace
}  // namespace texas42
