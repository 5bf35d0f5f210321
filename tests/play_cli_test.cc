// `texas42 play` and `texas42 bid --play`, run as a user runs them: good input and bad.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

const std::string kDeal =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

TEST(PlayCliTest, PlaysTheHandOutTrickByTrick) {
  const Outcome run = RunTexas42({"play", "--example", "--trump", "sixes", "--bid", "34"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Contract: sixes, North declares, bid 34."), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Double-dummy value of the deal: 42 of 42 points to North-South"),
            std::string::npos);
  EXPECT_NE(run.out.find("North wins the trick"), std::string::npos);
  EXPECT_NE(run.out.find("North-South took "), std::string::npos);
  EXPECT_NE(run.out.find("Given away double dummy"), std::string::npos);
}

TEST(PlayCliTest, JsonHasTheResultAtTheTopAndEveryPlay) {
  const Outcome run = RunTexas42(
      {"play", "--deal", kDeal, "--trump", "fives", "--format", "json", "--worlds", "6"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  ASSERT_EQ(Lines(run.out).size(), 1u);
  for (const char* key : {"\"points\":", "\"makes\":", "\"bid\":30", "\"declarers\":\"table\"",
                          "\"defenders\":\"table\"", "\"worlds\":\"6\"", "\"plays\":[",
                          "\"cost\":", "\"chart\":[", "\"start_value\":", "\"won_by\":"}) {
    EXPECT_NE(run.out.find(key), std::string::npos) << key << " in " << run.out;
  }
  // 28 plays: one "player" key each.
  size_t plays = 0;
  for (size_t at = run.out.find("\"player\":"); at != std::string::npos;
       at = run.out.find("\"player\":", at + 1)) {
    ++plays;
  }
  EXPECT_EQ(plays, 28u);
}

TEST(PlayCliTest, DoubleDummyPlayersTakeTheSolversValue) {
  const Outcome solve = RunTexas42(
      {"solve", "--deal", kDeal, "--trump", "threes", "--format", "json", "--values-only"});
  ASSERT_EQ(solve.exit_code, 0) << solve.err;
  const Outcome play = RunTexas42({"play", "--deal", kDeal, "--trump", "threes", "--format", "json",
                                   "--declarers", "dd", "--defenders", "dd"});
  ASSERT_EQ(play.exit_code, 0) << play.err;
  const size_t at = solve.out.find("\"points\":");
  ASSERT_NE(at, std::string::npos) << solve.out;
  const std::string points = solve.out.substr(at, solve.out.find(',', at) - at);
  EXPECT_NE(play.out.find(points + ",\"taken_against\""), std::string::npos) << points << play.out;
  EXPECT_NE(play.out.find("\"cost\":0"), std::string::npos);
  EXPECT_EQ(play.out.find("\"cost\":1"), std::string::npos);
}

TEST(PlayCliTest, NextNamesTheSeatAndScoresEveryTile) {
  const Outcome run = RunTexas42({"play", "--example", "--trump", "sixes", "--played", "66 62",
                                  "--next", "--format", "json", "--seed", "5"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("{\"game\":\"42\",\"seat\":\"S\",\"tile\":\"", 0), 0u) << run.out;
  EXPECT_NE(run.out.find("\"tiles\":[{\"tile\":"), std::string::npos);
  EXPECT_NE(run.out.find("\"reached\":"), std::string::npos);
  EXPECT_NE(run.out.find("\"window_mean\":"), std::string::npos);
  // Every legal tile is listed (South holds no six: all seven), twins each on its own row.
  size_t rows = 0;
  for (size_t at = run.out.find("{\"tile\":"); at != std::string::npos;
       at = run.out.find("{\"tile\":", at + 1)) {
    ++rows;
  }
  EXPECT_EQ(rows, 7u) << run.out;
  // A forced play lists its one legal tile: East's only six is the 6-0.
  const Outcome forced = RunTexas42(
      {"play", "--deal",
       "66 65 64 63 62 61 55/60 54 22 21 11 10 00/53 52 51 50 44 43 42/41 40 33 32 31 30 20",
       "--trump", "sixes", "--played", "66", "--next", "--format", "json"});
  ASSERT_EQ(forced.exit_code, 0) << forced.err;
  EXPECT_NE(forced.out.find("\"forced\":true,\"tiles\":[{\"tile\":\"6-0\",\"reached\":0,"
                            "\"worlds\":0}]"),
            std::string::npos)
      << forced.out;
  // The same question with West's and East's hands swapped: South sees the same, answers the
  // same.
  const std::string other =
      "66 65 64 63 55 41 10/51 50 30 22 21 20 62/44 43 42 40 33 32 31/61 60 54 53 52 00 11";
  const Outcome twin = RunTexas42({"play", "--deal", other, "--trump", "sixes", "--played", "66 62",
                                   "--next", "--format", "json", "--seed", "5"});
  ASSERT_EQ(twin.exit_code, 0) << twin.err;
  const auto tail = [](const std::string& json) { return json.substr(json.find("\"tile\"")); };
  EXPECT_EQ(tail(run.out), tail(twin.out));
}

TEST(PlayCliTest, SameSeedSameGameOnAnyThreadCount) {
  const std::string file = TempPath("play_deals.txt");
  WriteFile(file, kDeal + "\n" +
                      "62 61 60 54 53 52 00/66 65 64 63 55 41 10/51 50 30 22 21 20 11/44 43 42 "
                      "40 33 32 31\n");
  const Outcome one = RunTexas42({"play", "--input", file, "--trump", "doubles", "--format", "json",
                                  "--worlds", "5", "--threads", "1"});
  const Outcome two = RunTexas42({"play", "--input", file, "--trump", "doubles", "--format", "json",
                                  "--worlds", "5", "--threads", "2"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(Lines(one.out).size(), 2u);
  EXPECT_EQ(one.out, two.out);
}

TEST(PlayCliTest, BadInputGetsOneLineAndExitCode2) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--example", "--trump", "sixes", "--worlds", "0"}, "--worlds"},
      {{"--example", "--trump", "sixes", "--worlds", "-3"}, "--worlds"},
      {{"--example", "--trump", "sixes", "--worlds", "99999999"}, "--worlds"},
      {{"--example", "--trump", "sixes", "--declarers", "human"},
       "--declarers: 'human' is no player"},
      {{"--example", "--trump", "sixes", "--defenders", ""}, "--defenders"},
      {{"--deal", "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31", "--trump",
        "sixes"},
       "hand"},
      {{"--example"}, "one trump"},
      {{"--example", "--trump", "sixes", "--bid", "29"}, "--bid: '29' is no bid of Texas 42"},
      {{"--example", "--trump", "sixes", "--bid", "8 marks"}, "--bid: '8 marks' is no bid"},
      {{"--example", "--trump", "sixes", "--discard", "66"}, "Texas 42 has no tile left over"},
      {{"--example", "--contract", "nello", "--bid", "31"}, "--bid goes with a trump contract"},
      {{"--example", "--trump", "sixes", "--played", "66 66"}, "--played"},
      {{"--example", "--trump", "sixes", "--played", "62"}, "--played"},
      {{"--example", "--trump", "sixes", "--next"}, ""},
  };
  for (const auto& [args, what] : cases) {
    std::vector<std::string> full = {"play"};
    full.insert(full.end(), args.begin(), args.end());
    const Outcome run = RunTexas42(full);
    if (what.empty()) {
      EXPECT_EQ(run.exit_code, 0) << run.err;  // --next at the opening lead is fine
      continue;
    }
    ExpectBadInput(run, what);
  }
}

TEST(BidPlayCliTest, TablePlayReportsBesideDoubleDummy) {
  const Outcome run = RunTexas42({"bid", "--hand", "66 65 64 55 41 10 33", "--play", "table",
                                  "--samples", "4", "--worlds", "4", "--contract", "normal",
                                  "--trump", "sixes,fives", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (const char* key :
       {"\"play\":\"table\"", "\"figure\":\"table\"", "\"declarers\":\"table\"", "\"worlds\":\"4\"",
        "\"make\":{\"30\":", "\"dd_make\":{\"30\":", "\"played\":"}) {
    EXPECT_NE(run.out.find(key), std::string::npos) << key << " in " << run.out;
  }
  const Outcome text =
      RunTexas42({"bid", "--hand", "66 65 64 55 41 10 33", "--play", "table", "--samples", "4",
                  "--worlds", "4", "--contract", "normal", "--trump", "sixes,fives"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Table play: each layout is played to the end"), std::string::npos);
  EXPECT_NE(text.out.find("Advice (table play):"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("  dd "), std::string::npos) << text.out;
  // --play dd is double dummy alone, and says so.
  const Outcome dd =
      RunTexas42({"bid", "--hand", "66 65 64 55 41 10 33", "--samples", "4", "--play", "dd",
                  "--contract", "normal", "--trump", "sixes", "--format", "json"});
  EXPECT_NE(dd.out.find("\"play\":\"dd\""), std::string::npos);
  EXPECT_NE(dd.out.find("\"figure\":\"dd\""), std::string::npos);
  EXPECT_EQ(dd.out.find("dd_make"), std::string::npos);
}

TEST(BidPlayCliTest, SameSeedSameTableOddsOnAnyThreadCount) {
  const std::vector<std::string> args = {"bid",        "--hand",       "66 65 64 55 41 10 33",
                                         "--play",     "table",        "--samples",
                                         "6",          "--worlds",     "4",
                                         "--contract", "normal,nello", "--trump",
                                         "sixes",      "--format",     "csv"};
  std::vector<std::string> one = args, two = args;
  one.insert(one.end(), {"--threads", "1"});
  two.insert(two.end(), {"--threads", "2"});
  const Outcome a = RunTexas42(one), b = RunTexas42(two);
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
}

TEST(BidPlayCliTest, BadPlayersAndWorlds) {
  const std::string hand = "66 65 64 55 41 10 33";
  ExpectBadInput(RunTexas42({"bid", "--hand", hand, "--play", "robot"}), "--play");
  ExpectBadInput(RunTexas42({"bid", "--hand", hand, "--play", "table", "--worlds", "0"}),
                 "--worlds");
  ExpectBadInput(RunTexas42({"bid", "--hand", hand, "--declarers", "x"}), "--declarers");
  ExpectBadInput(RunTexas42({"bid", "--hand", hand, "--play", "table", "--full"}), "--full");
}

}  // namespace
}  // namespace texas42
