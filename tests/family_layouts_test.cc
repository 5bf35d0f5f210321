// Layouts of the family's games (solver/family/layouts.h): the count equals the multinomial
// worked out here from factorials, every layout number gives a different deal that honours the
// fixed tiles and fills every hand and the left-over tile, a random deal is one of them, and a
// count beyond 64 bits says so; Texas 42's random deals are Texas 42's own dealer's.
#include <cstdint>
#include <set>
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/layouts.h"

namespace texas42::family {
namespace {

uint64_t Factorial(int n) {
  uint64_t f = 1;
  for (int i = 2; i <= n; ++i) f *= static_cast<uint64_t>(i);
  return f;
}

TileSet Tiles(const Game& game, const char* text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(game, text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  TileSet set;
  for (Tile t : *tiles) set.Add(t);
  return set;
}

// The fixed tiles of each case leave at most 20 unseen, so 20! fits in 64 bits.
struct Case {
  GameId game;
  const char* seats[kMaxSeats];
};

const Case kCases[] = {
    {GameId::kMoon, {"66 65 64 63 55 54 44", "", "", ""}},
    {GameId::kMoon, {"66 65 64 63 55 54 44", "43 42 41", "33", ""}},
    {GameId::kThreeHand, {"66 65 64 63 62 61 60 55 54", "53 52 51 50 44 43", "", ""}},
    {GameId::kGeezer, {"77 73 66 60 55 52 22 20 11", "76 75 74 72 71 70 65 64", "63 62", ""}},
    {GameId::kBigGame,
     {"88 87 86 85 84 83 82 81 80 77 76", "75 74 73 72 71 70 66 65 64 63",
      "62 61 60 55 54 53 52 51", "50 44 43 42 41 40 33"}},
};

TEST(FamilyLayoutsTest, CountIsTheMultinomial) {
  for (const Case& c : kCases) {
    const Game& game = GameOf(c.game);
    Hands fixed{};
    int unseen = game.tiles.size();
    uint64_t denominator = Factorial(game.left_over);
    for (int s = 0; s < game.seats; ++s) {
      fixed[s] = Tiles(game, c.seats[s]);
      unseen -= fixed[s].size();
      denominator *= Factorial(game.hand_size - fixed[s].size());
    }
    ASSERT_LE(unseen, 20) << game.name;
    EXPECT_EQ(CountLayouts(game, fixed), Factorial(unseen) / denominator) << game.name;
  }
}

TEST(FamilyLayoutsTest, EveryNumberGivesAnotherDealHonouringTheFixedTiles) {
  for (const Case& c : kCases) {
    const Game& game = GameOf(c.game);
    Hands fixed{};
    for (int s = 0; s < game.seats; ++s) fixed[s] = Tiles(game, c.seats[s]);
    const uint64_t count = CountLayouts(game, fixed);
    ASSERT_LE(count, 200'000u) << game.name;
    std::set<std::string> seen;
    for (uint64_t i = 0; i < count; ++i) {
      const Deal deal = LayoutAt(game, fixed, i);
      TileSet all = deal.left_over;
      ASSERT_EQ(deal.left_over.size(), game.left_over) << game.name << " " << i;
      for (int s = 0; s < game.seats; ++s) {
        ASSERT_EQ(deal.hands[s].size(), game.hand_size) << game.name << " " << i;
        ASSERT_EQ(deal.hands[s] & fixed[s], fixed[s]) << game.name << " " << i;
        ASSERT_TRUE((all & deal.hands[s]).empty()) << game.name << " " << i;
        all |= deal.hands[s];
      }
      ASSERT_EQ(all, game.tiles) << game.name << " " << i;
      ASSERT_TRUE(seen.insert(FormatDeal(game, deal)).second) << game.name << " " << i;
    }
    // A random deal honouring the same tiles is one of them.
    for (uint64_t i = 0; i < 5; ++i) {
      EXPECT_EQ(seen.count(FormatDeal(game, DealRandom(game, fixed, 3, i))), 1u) << game.name;
    }
  }
}

TEST(FamilyLayoutsTest, TooManyToCountSaySo) {
  const Game& big = GameOf(GameId::kBigGame);
  Hands fixed{};
  EXPECT_EQ(CountLayouts(big, fixed), kCountless);
  fixed[0] = Tiles(big, "88 87 86 85 84 83 82 81 80 77 76");
  // 34 unseen tiles into 11 + 11 + 11 + the left-over one.
  EXPECT_EQ(CountLayouts(big, fixed), 4'641'917'845'743'360u);
}

// A seed gives Texas 42 the same deals in the family's model as Texas 42's own dealer gives
// (analysis/dealer.h), with or without tiles fixed: a bid analysis of either stack plays the
// same layouts.
TEST(FamilyLayoutsTest, TexasDealsAreTexasDealersDeals) {
  const Game& game = GameOf(GameId::k42);
  int compared = 0;
  for (const char* hand : {"", "66 64 63 61 55 33 20"}) {
    Hands fixed{};
    texas42::Predeal predeal;
    if (*hand != '\0') {
      fixed[0] = Tiles(game, hand);
      predeal.known[0] = texas42::TileSet(static_cast<uint32_t>(fixed[0].bits()));
    }
    for (uint64_t seed : {1, 9, 42}) {
      for (uint64_t i = 0; i < 20; ++i) {
        const Deal deal = DealRandom(game, fixed, seed, i);
        const texas42::Deal texas = texas42::DealRandom(predeal, seed, i);
        for (int s = 0; s < game.seats; ++s) {
          EXPECT_EQ(deal.hands[s].bits(), texas.hands[s].bits())
              << "seed " << seed << " deal " << i << " seat " << s;
        }
        EXPECT_TRUE(deal.left_over.empty());
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 120);
}

}  // namespace
}  // namespace texas42::family
