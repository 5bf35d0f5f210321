// The conditions of `texas42 deal` (solver/analysis/deal_conditions.h): parsing, measuring,
// refusing the impossible, and dealing reproducibly.
#include "solver/analysis/deal_conditions.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace texas42 {
namespace {

DealCondition Parsed(const std::string& text) {
  absl::StatusOr<DealCondition> c = ParseDealCondition(text);
  EXPECT_TRUE(c.ok()) << text << ": " << c.status();
  return c.ok() ? *c : DealCondition();
}

TEST(DealConditionsTest, ParsesWhatAPlayerSays) {
  const DealCondition sixes = Parsed("N holds at least 4 sixes");
  EXPECT_EQ(sixes.seats, 1);
  EXPECT_EQ(sixes.tiles, TilesShowing(6));
  EXPECT_EQ(sixes.at_least, 4);
  EXPECT_EQ(sixes.at_most, 7);
  const DealCondition count = Parsed("East holds no count");
  EXPECT_EQ(count.seats, 2);
  EXPECT_EQ(count.tiles, kTenCount | kFiveCount);
  EXPECT_EQ(count.at_most, 0);
  const DealCondition double_six = Parsed("S holds the 6-6");
  EXPECT_EQ(double_six.tiles, TileSet(Tile::FromPips(6, 6)));
  EXPECT_EQ(double_six.at_least, 1);
  const DealCondition side = Parsed("n+s HOLD at most 2 doubles");
  EXPECT_EQ(side.seats, 1 | 4);
  EXPECT_EQ(side.at_most, 2);
  const DealCondition points = Parsed("W has 15 points");
  EXPECT_TRUE(points.points);
  EXPECT_EQ(points.at_least, 15);
  EXPECT_EQ(points.at_most, 15);
  EXPECT_EQ(Parsed("N holds exactly 3 5s").tiles, TilesShowing(5));
}

TEST(DealConditionsTest, RefusesWhatIsNotACondition) {
  for (const char* bad :
       {"", "N", "N holds", "X holds 3 sixes", "N owns 3 sixes", "N holds at least sixes",
        "N holds 3 sevens", "N holds at least 8 sixes", "N holds 36 points", "N holds the 7-7"}) {
    EXPECT_FALSE(ParseDealCondition(bad).ok()) << bad;
  }
}

TEST(DealConditionsTest, RefusesTheImpossibleAtOnce) {
  const auto prepared = [](const std::vector<std::string>& conditions, Predeal given = {}) {
    DealRequest request;
    request.given = given;
    for (const std::string& c : conditions) request.conditions.push_back(Parsed(c));
    return PrepareDealRequest(request);
  };
  EXPECT_TRUE(prepared({"N holds at least 4 sixes", "E holds no count"}).ok());
  EXPECT_FALSE(prepared({"N holds the 6-6", "S holds the 6-6"}).ok());
  EXPECT_FALSE(prepared({"N holds at least 4 sixes", "S holds at least 4 sixes"}).ok());
  EXPECT_FALSE(prepared({"N holds at least 8 tiles"}).ok());
  Predeal given;
  given.known[0] = TilesShowing(6) & ~TileSet(Tile::FromPips(6, 6));  // six sixes
  given.known[0].Add(Tile::FromPips(5, 5));
  EXPECT_FALSE(prepared({"N holds no count"}, given).ok());          // N holds 6-4 and 5-5
  EXPECT_TRUE(prepared({"E holds at least 1 sixes"}, given).ok());   // the 6-6
  EXPECT_FALSE(prepared({"E holds at least 2 sixes"}, given).ok());  // the only six left
  const absl::Status message = prepared({"N holds at most 10 points"}, given);
  EXPECT_NE(message.message().find("impossible"), absl::string_view::npos) << message;
}

TEST(DealConditionsTest, DealsMeetEveryConditionAndRepeatBySeed) {
  DealRequest request;
  request.seed = 7;
  request.count = 20;
  request.conditions = {Parsed("N holds at least 4 sixes"), Parsed("S holds the 6-6"),
                        Parsed("E holds no count")};
  ASSERT_TRUE(PrepareDealRequest(request).ok());
  EXPECT_TRUE(request.given.known[2].Contains(Tile::FromPips(6, 6)));  // given, not tried
  std::vector<Deal> first;
  const uint64_t tried = DealMeetingConditions(request, [&](const Deal& deal, uint64_t index) {
    first.push_back(deal);
    EXPECT_EQ(deal, DealRandom(request.given, 7, index));
    return true;
  });
  ASSERT_EQ(first.size(), 20u);
  EXPECT_GT(tried, 20u);
  for (const Deal& deal : first) {
    EXPECT_GE((deal.hands[0] & TilesShowing(6)).size(), 4);
    EXPECT_TRUE(deal.hands[2].Contains(Tile::FromPips(6, 6)));
    EXPECT_EQ(CountOf(deal.hands[1]), 0);
  }
  std::vector<Deal> again;
  DealMeetingConditions(request, [&](const Deal& deal, uint64_t) {
    again.push_back(deal);
    return true;
  });
  EXPECT_EQ(first, again);
}

TEST(DealConditionsTest, StopsAfterTheMostTries) {
  DealRequest request;
  request.count = 5;
  request.most_tries = 1000;
  request.conditions = {Parsed("N holds exactly 6 doubles")};  // one deal in 8,000
  ASSERT_TRUE(PrepareDealRequest(request).ok());
  int kept = 0;
  EXPECT_EQ(DealMeetingConditions(request, [&](const Deal&, uint64_t) { return ++kept > 0; }),
            1000u);
  EXPECT_EQ(kept, 0);
}

}  // namespace
}  // namespace texas42
