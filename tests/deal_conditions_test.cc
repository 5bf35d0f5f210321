// The conditions of `texas42 deal` (solver/analysis/deal_conditions.h) in every game of the
// family: parsing, measuring, refusing the impossible, and dealing reproducibly.
#include "solver/analysis/deal_conditions.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"

namespace texas42 {
namespace {

using family::Game;
using family::GameId;
using family::GameOf;
using family::Tile;
using family::TileSet;

const Game& Texas42() { return GameOf(GameId::k42); }

DealCondition Parsed(const std::string& text, const Game& game = Texas42()) {
  absl::StatusOr<DealCondition> c = ParseDealCondition(game, text);
  EXPECT_TRUE(c.ok()) << text << ": " << c.status();
  return c.ok() ? *c : DealCondition();
}

TileSet Showing(const Game& game, int pip) {
  TileSet tiles;
  for (Tile t : game.tiles) {
    if (t.Shows(pip)) tiles.Add(t);
  }
  return tiles;
}

int CountOf(TileSet tiles) {
  int count = 0;
  for (Tile t : tiles) count += t.count();
  return count;
}

TEST(DealConditionsTest, ParsesWhatAPlayerSays) {
  const Game& game = Texas42();
  const DealCondition sixes = Parsed("N holds at least 4 sixes");
  EXPECT_EQ(sixes.seats, 1);
  EXPECT_EQ(sixes.tiles, Showing(game, 6));
  EXPECT_EQ(sixes.at_least, 4);
  EXPECT_EQ(sixes.at_most, 7);
  const DealCondition count = Parsed("East holds no count");
  EXPECT_EQ(count.seats, 2);
  EXPECT_EQ(count.tiles.size(), 5);
  EXPECT_EQ(CountOf(count.tiles), 35);
  EXPECT_EQ(count.at_most, 0);
  const DealCondition double_six = Parsed("S holds the 6-6");
  EXPECT_EQ(double_six.tiles, TileSet(Tile::FromPips(6, 6)));
  EXPECT_EQ(double_six.at_least, 1);
  const DealCondition side = Parsed("n+s HOLD at most 2 doubles");
  EXPECT_EQ(side.seats, 1 | 4);
  EXPECT_EQ(side.tiles.size(), 7);
  EXPECT_EQ(side.at_most, 2);
  const DealCondition points = Parsed("W has 15 points");
  EXPECT_TRUE(points.points);
  EXPECT_EQ(points.at_least, 15);
  EXPECT_EQ(points.at_most, 15);
  EXPECT_EQ(Parsed("N holds exactly 3 5s").tiles, Showing(game, 5));
  EXPECT_EQ(Parsed("N holds 2 six").tiles, Showing(game, 6));
}

TEST(DealConditionsTest, RefusesWhatIsNotACondition) {
  for (const char* bad :
       {"", "N", "N holds", "X holds 3 sixes", "N owns 3 sixes", "N holds at least sixes",
        "N holds 3 sevens", "N holds at least 8 sixes", "N holds 36 points", "N holds the 7-7"}) {
    EXPECT_FALSE(ParseDealCondition(Texas42(), bad).ok()) << bad;
  }
}

// Each game's own suits, seats, set and count.
TEST(DealConditionsTest, EveryGameHasItsOwnSuitsSeatsAndCount) {
  const Game& geezer = GameOf(GameId::kGeezer);
  EXPECT_EQ(Parsed("N holds at least 3 sevens", geezer).tiles, Showing(geezer, 7));
  EXPECT_EQ(Parsed("N holds at least 3 sevens", geezer).at_most, 8);
  const Game& big = GameOf(GameId::kBigGame);
  EXPECT_EQ(Parsed("W holds the 8-8", big).tiles, TileSet(Tile::FromPips(8, 8)));
  const Game& moon = GameOf(GameId::kMoon);
  EXPECT_EQ(Parsed("S holds at least 2 doubles", moon).tiles.size(), 6);  // no 0-0
  EXPECT_EQ(Parsed("E holds the 1-0", moon).tiles, TileSet(Tile::FromPips(1, 0)));
  const Game& three = GameOf(GameId::kThreeHand);
  EXPECT_EQ(Parsed("N+E hold 20 points", three).seats, 1 | 2);
  for (const auto& [game, bad] : std::vector<std::pair<const Game*, const char*>>{
           {&moon, "N holds no count"},    // Moon has no count
           {&moon, "N holds 10 points"},   //
           {&moon, "W holds 2 sixes"},     // three seats
           {&three, "W holds 2 sixes"},    //
           {&moon, "N holds the 0-0"},     // not in Moon's set
           {&geezer, "N holds 3 eights"},  // double-seven
           {&big, "N holds at least 10 eights"}}) {
    EXPECT_FALSE(ParseDealCondition(*game, bad).ok()) << game->name << ": " << bad;
  }
}

TEST(DealConditionsTest, RefusesTheImpossibleAtOnce) {
  const Game& game = Texas42();
  const auto prepared = [](const std::vector<std::string>& conditions, family::Hands given = {}) {
    DealRequest request;
    request.given = given;
    for (const std::string& c : conditions) request.conditions.push_back(Parsed(c));
    return PrepareDealRequest(request);
  };
  EXPECT_TRUE(prepared({"N holds at least 4 sixes", "E holds no count"}).ok());
  EXPECT_FALSE(prepared({"N holds the 6-6", "S holds the 6-6"}).ok());
  EXPECT_FALSE(prepared({"N holds at least 4 sixes", "S holds at least 4 sixes"}).ok());
  EXPECT_FALSE(prepared({"N holds at least 8 tiles"}).ok());
  family::Hands given{};
  given[0] = Showing(game, 6) - TileSet(Tile::FromPips(6, 6));  // six sixes
  given[0].Add(Tile::FromPips(5, 5));
  EXPECT_FALSE(prepared({"N holds no count"}, given).ok());          // N holds 6-4 and 5-5
  EXPECT_TRUE(prepared({"E holds at least 1 sixes"}, given).ok());   // the 6-6
  EXPECT_FALSE(prepared({"E holds at least 2 sixes"}, given).ok());  // the only six left
  const absl::Status message = prepared({"N holds at most 10 points"}, given);
  EXPECT_NE(message.message().find("impossible"), absl::string_view::npos) << message;
  family::Hands overfull{};
  overfull[1] = Showing(game, 6) | Showing(game, 5);  // 13 tiles
  EXPECT_FALSE(prepared({}, overfull).ok());
}

TEST(DealConditionsTest, DealsMeetEveryConditionAndRepeatBySeed) {
  for (const GameId id : {GameId::k42, GameId::kMoon, GameId::kGeezer}) {
    const Game& game = GameOf(id);
    SCOPED_TRACE(game.name);
    DealRequest request;
    request.game = &game;
    request.seed = 7;
    request.count = 20;
    request.conditions = {Parsed("N holds at least 4 sixes", game), Parsed("S holds the 6-6", game),
                          Parsed("E holds no doubles", game)};
    ASSERT_TRUE(PrepareDealRequest(request).ok());
    EXPECT_TRUE(request.given[2].Contains(Tile::FromPips(6, 6)));  // given, not tried
    std::vector<family::Deal> first;
    const uint64_t tried =
        DealMeetingConditions(request, [&](const family::Deal& deal, uint64_t index) {
          first.push_back(deal);
          EXPECT_EQ(deal, family::DealRandom(game, request.given, 7, index));
          return true;
        });
    ASSERT_EQ(first.size(), 20u);
    EXPECT_GT(tried, 20u);
    TileSet doubles;
    for (Tile t : game.tiles) {
      if (t.high() == t.low()) doubles.Add(t);
    }
    for (const family::Deal& deal : first) {
      EXPECT_GE((deal.hands[0] & Showing(game, 6)).size(), 4);
      EXPECT_TRUE(deal.hands[2].Contains(Tile::FromPips(6, 6)));
      EXPECT_TRUE((deal.hands[1] & doubles).empty());
    }
    std::vector<family::Deal> again;
    DealMeetingConditions(request, [&](const family::Deal& deal, uint64_t) {
      again.push_back(deal);
      return true;
    });
    EXPECT_EQ(first, again);
  }
}

TEST(DealConditionsTest, StopsAfterTheMostTries) {
  DealRequest request;
  request.count = 5;
  request.most_tries = 1000;
  request.conditions = {Parsed("N holds exactly 6 doubles")};  // one deal in 8,000
  ASSERT_TRUE(PrepareDealRequest(request).ok());
  int kept = 0;
  EXPECT_EQ(
      DealMeetingConditions(request, [&](const family::Deal&, uint64_t) { return ++kept > 0; }),
      1000u);
  EXPECT_EQ(kept, 0);
}

}  // namespace
}  // namespace texas42
