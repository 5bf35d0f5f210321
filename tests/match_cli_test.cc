// `texas42 match` and `bid --over` as a user runs them: a duplicate match is the same on any
// thread count, scores each deal by A's result less B's, and refuses bad settings.
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;

TEST(MatchCliTest, SameResultOnAnyThreadCountAndScoresEachDealBothWays) {
  const std::vector<std::string> args = {"match", "--deals", "6", "--seed", "3", "--a",
                                         "auto",  "--b",     "4", "--format", "json"};
  std::vector<std::string> one = args, two = args;
  one.insert(one.end(), {"--threads", "1"});
  two.insert(two.end(), {"--threads", "2"});
  const Outcome a = RunTexas42(one), b = RunTexas42(two);
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const nlohmann::json j = nlohmann::json::parse(a.out);
  ASSERT_EQ(j["boards"].size(), 6u);
  double makes = 0, points = 0;
  int a_makes = 0;
  for (const auto& board : j["boards"]) {
    const int bid = board["bid"];
    EXPECT_GE(bid, 30);
    EXPECT_LE(bid, 42);
    // The bid is what the deal is worth double dummy, 30 at least.
    EXPECT_EQ(bid, std::max(30, std::min(42, board["dd_points"].get<int>())));
    const int ap = board["a_points"], bp = board["b_points"];
    a_makes += ap >= bid;
    makes += (ap >= bid) - (bp >= bid);
    points += ap - bp;
  }
  EXPECT_EQ(j["a_makes"], a_makes);
  EXPECT_NEAR(j["makes_difference"].get<double>(), makes / 6, 1e-4);  // JSON keeps 4 decimals
  EXPECT_NEAR(j["points_difference"].get<double>(), points / 6, 1e-4);
  const Outcome text = RunTexas42({"match", "--deals", "6", "--seed", "3", "--b", "4"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("A: table players, worlds auto; B: table players, 4 worlds."));
  EXPECT_THAT(text.out, HasSubstr("makes per 100 deals"));
}

TEST(MatchCliTest, BadSettingsGetOneErrorLine) {
  ExpectBadInput(RunTexas42({"match", "--deals", "0"}), "--deals");
  ExpectBadInput(RunTexas42({"match", "--a", "0"}), "--a");
  ExpectBadInput(RunTexas42({"match", "--b", "many"}), "--b");
  ExpectBadInput(RunTexas42({"match", "--deals", "2", "--format", "csv"}), "--format");
}

TEST(BidOverCliTest, TheHighestBidSoFarDecidesWhatToBidNow) {
  const std::vector<std::string> hand = {"bid", "--hand", "66 65 64 63 62 61 60", "--trump",
                                         "sixes", "--contract", "normal", "--samples", "3",
                                         "--worlds", "2"};
  std::vector<std::string> over = hand;
  over.insert(over.end(), {"--over", "35"});
  const Outcome run = RunTexas42(over);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("Advice (table play):\n  Worth: 1 mark calling sixes"));
  EXPECT_THAT(run.out, HasSubstr("  Bid now: 36 calling sixes (the bid is 35;"));
  for (const char* bad : {"29", "43", "-1", "2 marks"}) {
    std::vector<std::string> args = hand;
    args.insert(args.end(), {"--over", bad});
    ExpectBadInput(RunTexas42(args), "--over");
  }
  // Moon bids 4..7 tricks: 31 is no bid there.
  ExpectBadInput(RunTexas42({"bid", "--game", "moon", "--hand", "66 65 64 63 62 61 55", "--over",
                             "31"}),
                 "--over");
}

}  // namespace
}  // namespace texas42
