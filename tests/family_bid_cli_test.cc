// `texas42 bid --game G` run as a user runs it (Moon: fast), its JSON, its bad inputs (one
// error line, exit 2), and the 42 stake options: --plunge-doubles 3 offers plunge to a
// three-double hand, --splash-marks 3 changes the marks shown.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

Outcome Bid(std::vector<std::string> args) {
  args.insert(args.begin(), "bid");
  return RunTexas42(args);
}

const std::vector<std::string> kMoon = {"--game",    "moon", "--hand", "66 65 64 63 62 61 55",
                                        "--samples", "20"};

std::vector<std::string> With(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(FamilyBidCliTest, TextTableAndAdvice) {
  const Outcome run = Bid(kMoon);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Shoot the Moon: N holds"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("trump        4   5   6   7"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("sixes      100 100 100 100"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("nello"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Advice: bid 7 (all) tricks in sixes"), std::string::npos) << run.out;
}

TEST(FamilyBidCliTest, JsonParsesAndMatchesThreads) {
  const Outcome a = Bid(With(kMoon, {"--format", "json", "--threads", "1"}));
  const Outcome b = Bid(With(kMoon, {"--format", "json", "--threads", "3"}));
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const nlohmann::json j = nlohmann::json::parse(a.out);
  EXPECT_EQ(j["game"], "moon");
  EXPECT_EQ(j["samples"], 20);
  EXPECT_EQ(j["figure"], "dd");
  EXPECT_EQ(j["unit"], "tricks");
  ASSERT_TRUE(j["results"].is_array());
  EXPECT_EQ(j["results"].size(), 10u);
  EXPECT_EQ(j["results"][6]["contract"], "normal");
  EXPECT_EQ(j["results"][6]["trump"], "sixes");
  EXPECT_EQ(j["results"][6]["make"]["7"], 1);
  EXPECT_EQ(j["results"][6]["ci95"]["7"].size(), 2u);
  EXPECT_EQ(j["results"][6]["make"].size(), 4u);  // bids 4..7 tricks
  EXPECT_EQ(j["results"][9]["contract"], "nello");
  EXPECT_TRUE(j["results"][9].contains("make_marks"));
  EXPECT_EQ(j["results"][9]["ci95_marks"].size(), 2u);
  EXPECT_EQ(j["advice"]["contract"], "normal");
  EXPECT_EQ(j["advice"]["trump"], "sixes");
  EXPECT_EQ(j["advice"]["bid"], 7);
  EXPECT_EQ(j["advice"]["text"].size(), 1u);
}

TEST(FamilyBidCliTest, BadInputsFailWithOneLine) {
  ExpectBadInput(Bid({"--game", "moon", "--hand", "66 65 64 63 62 61 00"}), "--hand");
  ExpectBadInput(Bid({"--game", "moon", "--hand", "66 65 64"}), "--hand");
  ExpectBadInput(Bid({"--game", "chess", "--hand", "66 65 64"}), "--game");
  ExpectBadInput(Bid(With(kMoon, {"--play", "table", "--worlds", "0"})), "--worlds");
  ExpectBadInput(Bid(With(kMoon, {"--play", "tabel"})), "--play");
  ExpectBadInput(Bid(With(kMoon, {"--known", "E=11"})), "--known");
  ExpectBadInput(Bid(With(kMoon, {"--exact"})), "--exact");
  ExpectBadInput(Bid(With(kMoon, {"--trump", "sixes"})), "--trump");
  ExpectBadInput(Bid(With(kMoon, {"--splash-marks", "3"})), "--splash-marks");
  ExpectBadInput(Bid(With(kMoon, {"--format", "csv"})), "csv");
}

TEST(FamilyBidCliTest, TablePlayReportsItsPlayersAndIsThreadFree) {
  const std::vector<std::string> args = {"--game",    "moon", "--hand", "66 65 64 63 62 61 55",
                                         "--samples", "2",    "--play", "table",
                                         "--worlds",  "2"};
  const Outcome text = Bid(args);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Played out: declarers table, defenders table, 2 worlds"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("sixes      100 100 100 100"), std::string::npos) << text.out;
  const Outcome a = Bid(With(args, {"--format", "json", "--threads", "1"}));
  const Outcome b = Bid(With(args, {"--format", "json", "--threads", "3"}));
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const nlohmann::json j = nlohmann::json::parse(a.out);
  EXPECT_EQ(j["play"], "table");
  EXPECT_EQ(j["worlds"], "2");  // a string, as Texas 42's ("auto" there)
}

// 15 tiles known around a three-double hand: 6 unseen tiles, 90 layouts.
const std::vector<std::string> kThreeDoubles = {"--hand",    "66 55 44 64 41 10 65",
                                                "--known",   "E=62 61 60 54 53",
                                                "--known",   "S=33 43 42 40 32",
                                                "--known",   "W=51 50 30 22 21",
                                                "--samples", "50"};

TEST(StakeCliTest, PlungeDoublesThreeOffersPlunge) {
  const Outcome plain = Bid(kThreeDoubles);
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_NE(plain.out.find("plunge not analyzed"), std::string::npos) << plain.out;
  const Outcome three = Bid(With(kThreeDoubles, {"--plunge-doubles", "3"}));
  ASSERT_EQ(three.exit_code, 0) << three.err;
  EXPECT_EQ(three.out.find("not analyzed"), std::string::npos) << three.out;
  EXPECT_NE(three.out.find("plunge (4 marks)"), std::string::npos) << three.out;
}

TEST(StakeCliTest, SplashMarksChangeTheMarksShown) {
  const Outcome two = Bid(kThreeDoubles);
  const Outcome three = Bid(With(kThreeDoubles, {"--splash-marks", "3"}));
  ASSERT_EQ(three.exit_code, 0) << three.err;
  EXPECT_NE(two.out.find("splash (2 marks)"), std::string::npos) << two.out;
  EXPECT_NE(three.out.find("splash (3 marks)"), std::string::npos) << three.out;
  EXPECT_EQ(three.out.find("splash (2 marks)"), std::string::npos) << three.out;
  const Outcome json = Bid(With(kThreeDoubles, {"--splash-marks", "3", "--format", "json"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find("\"marks\":3"), std::string::npos) << json.out;
}

TEST(StakeCliTest, StakesOutsideTheirRangeAreRefused) {
  EXPECT_EQ(Bid(With(kThreeDoubles, {"--plunge-doubles", "5"})).exit_code, 2);
  EXPECT_EQ(Bid(With(kThreeDoubles, {"--splash-marks", "4"})).exit_code, 2);
}

}  // namespace
}  // namespace texas42
