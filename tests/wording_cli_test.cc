// The words a newcomer reads, as the binary prints them: one point and not "1 points", one
// bid and not "bids 30..30", one layout and not "all 1 layouts", whose points each tile's value
// counts, whose turn it is before the values, grouped thousands, the chart's odd row said
// plainly, and play --next's columns named.
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

TEST(Wording, SolveCountsOnePointAndNamesWhosePointsEachTileIsWorth) {
  const Outcome run = RunTexas42({"solve", "--example", "--trump", "sixes"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("S wins  1 point\n"));
  EXPECT_THAT(run.out, Not(HasSubstr("  1 points")));
  EXPECT_THAT(run.out, HasSubstr("\n  points North-South take after each legal tile: 6-6 42,"));
}

// Among tiles of one value the line plays what a player would: trumps from the top. The
// solver's first by index led 1-0 in threes and 4-1 in fours.
TEST(Wording, TheBestLineDrawsTrumpsFromTheTop) {
  const Outcome run = RunTexas42({"solve", "--example", "--trump", "threes,fours"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("threes trump: North-South take 42 of 42 points"));
  EXPECT_THAT(run.out, HasSubstr("\n  trick 1: N leads  6-3 "));
  EXPECT_THAT(run.out, HasSubstr("\n  trick 1: N leads  6-4 "));
  EXPECT_THAT(run.out, Not(HasSubstr("N leads  1-0")));
  EXPECT_THAT(run.out, Not(HasSubstr("N leads  4-1")));
}

TEST(Wording, WhoseTurnComesBeforeTheValues) {
  const Outcome run =
      RunTexas42({"solve", "--example", "--trump", "sixes", "--played", "4-1 5-4 4-4 1-1"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("\n  South to play\n  points North-South take after each legal tile: "));
}

TEST(Wording, AValueOf30MakesOneBid) {
  const Outcome run = RunTexas42(
      {"solve", "--deal", "65 63 50 42 33 30 10/64 61 53 51 43 21 11/66 62 41 40 31 22 20/"
                          "60 55 54 52 44 32 00",
       "--trump", "sixes"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("take 30 of 42 points — makes a bid of 30; set at 31 and at 1 mark"));
  EXPECT_THAT(run.out, Not(HasSubstr("30..30")));
}

TEST(Wording, BidSaysTheOneLayoutAndGroupsThousands) {
  const Outcome one = RunTexas42({"bid", "--play", "dd", "--hand", "66 65 64 55 41 10 33",
                                  "--known", "E=62 61 60 54 53 52 51", "--known",
                                  "S=44 43 42 40 32 31 30", "--contract", "normal"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_THAT(one.out, HasSubstr("Exact: the one layout of the 7 unseen tiles enumerated"));
  EXPECT_THAT(one.out, Not(HasSubstr("all 1 layouts")));
  const Outcome many = RunTexas42({"bid", "--play", "dd", "--hand", "66 65 64 55 41 10 33",
                                   "--samples", "5", "--contract", "normal", "--trump", "sixes"});
  ASSERT_EQ(many.exit_code, 0) << many.err;
  EXPECT_THAT(many.out, HasSubstr("(of 399,072,960)"));
}

TEST(Wording, TheChartSaysWhenTheBiddersTrickMustHoldAllTheOtherCount) {
  const Outcome run = RunTexas42({"chart"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("or six tricks and one 5-count, only if the bidder's one trick "
                                 "holds all the other count\n"));
}

TEST(Wording, PlayNextNamesItsColumns) {
  const Outcome run = RunTexas42(
      {"play", "--example", "--trump", "sixes", "--played", "6-6 6-2", "--next", "--worlds", "8"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("30-42 mean  exact mean\n"));
  EXPECT_THAT(run.out, Not(HasSubstr("(window)")));
  EXPECT_THAT(run.out, HasSubstr(" of the 46,558,512 layouts"));
}

}  // namespace
}  // namespace texas42
