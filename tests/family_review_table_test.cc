// `texas42 review --game G --play table`: at every play the table player is asked what it would
// choose seeing only that seat's hand. A hand the table players played (`play --game G`) is
// reviewed with the same seed, worlds and bid: the table's choice is every move played, so no
// play is a mistake, and the costly ones are listed as best guesses, not given away. A move
// that reached the goal in fewer of the table's worlds than its choice is a mistake when it
// costs something.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using nlohmann::json;

json RunJson(std::vector<std::string> args) {
  args.push_back("--format");
  args.push_back("json");
  const Outcome run = RunTexas42(args);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return run.exit_code == 0 ? json::parse(run.out) : json::object();
}

// The record of a hand: the game's deal by --seed 3, fives trump, N declares, the bid, the plays.
struct Hand {
  std::string game, deal, discard, bid;
  std::vector<std::string> played;
};

std::vector<std::string> ReviewArgs(const Hand& hand, size_t plays) {
  const std::vector<std::string> played(hand.played.begin(), hand.played.begin() + plays);
  std::vector<std::string> args = {"review",  "--game",  hand.game, "--deal", hand.deal,
                                   "--trump", "fives",   "--bid",   hand.bid, "--played",
                                   absl::StrJoin(played, " ")};
  if (!hand.discard.empty()) {
    args.push_back("--discard");
    args.push_back(hand.discard);
  }
  return args;
}

std::vector<std::string> WithTable(std::vector<std::string> args) {
  for (const char* a : {"--play", "table", "--seed", "4", "--worlds", "12"}) args.push_back(a);
  return args;
}

TEST(FamilyReviewTable, TablePlayersHandHasNoMistakes) {
  for (const std::string game : {"moon", "3-hand"}) {
    SCOPED_TRACE(game);
    const Outcome dealt = RunTexas42({"deal", "--game", game, "--seed", "3"});
    ASSERT_EQ(dealt.exit_code, 0) << dealt.err;
    Hand hand{game, Lines(dealt.out).at(0), "", game == "moon" ? "5" : "31", {}};
    const json played = RunJson({"play", "--game", game, "--deal", hand.deal, "--trump", "fives",
                                 "--bid", hand.bid, "--seed", "4", "--worlds", "12"});
    for (const json& p : played["plays"]) hand.played.push_back(p["tile"]);
    if (played.contains("discard")) hand.discard = played["discard"];
    ASSERT_FALSE(hand.played.empty());

    const json dd = RunJson(ReviewArgs(hand, hand.played.size()));
    const json table = RunJson(WithTable(ReviewArgs(hand, hand.played.size())));
    EXPECT_EQ(table["bid"], std::stoi(hand.bid));
    EXPECT_EQ(table["bid_assumed"], false);
    EXPECT_EQ(table["worlds"], "12");
    EXPECT_EQ(table["seed"], 4);
    ASSERT_EQ(table["plays"].size(), hand.played.size());
    int costly = 0;
    int dd_given = 0;
    for (const auto& [seat, given] : dd["given_away"].items()) {
      if (seat.size() == 1) dd_given += given.get<int>();
    }
    for (size_t i = 0; i < hand.played.size(); ++i) {
      const json& p = table["plays"][i];
      SCOPED_TRACE(absl::StrCat("play ", i + 1));
      EXPECT_EQ(p["table"]["tile"], p["tile"]);
      EXPECT_TRUE(p["table"]["best_guess"].get<bool>());
      EXPECT_FALSE(p["mistake"].get<bool>());
      EXPECT_EQ(p["cost"], dd["plays"][i]["cost"]);
      EXPECT_EQ(dd["plays"][i]["mistake"], p["cost"].get<int>() > 0);
      costly += p["cost"].get<int>() > 0;
    }
    EXPECT_TRUE(table["decisive"].empty());
    for (const auto& [seat, given] : table["given_away"].items()) EXPECT_EQ(given, 0) << seat;
    EXPECT_GT(dd_given, 0) << "no play cost anything: the test shows nothing";
    EXPECT_GT(costly, 0);

    // The text names the table's move and its reach, and lists the best guesses apart.
    const Outcome text = RunTexas42(WithTable(ReviewArgs(hand, hand.played.size())));
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("over 12 worlds (seed 4)"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("table  reach"), std::string::npos);
    EXPECT_NE(text.out.find("Costly but the best guess from the seat's own hand (not counted)"),
              std::string::npos);
    EXPECT_NE(text.out.find("Decisive mistakes: none."), std::string::npos);
  }
}

TEST(FamilyReviewTable, AMoveWorseOverTheWorldsIsAMistake) {
  const std::string game = "moon";
  const Outcome dealt = RunTexas42({"deal", "--game", game, "--seed", "3"});
  ASSERT_EQ(dealt.exit_code, 0) << dealt.err;
  Hand hand{game, Lines(dealt.out).at(0), "", "4", {}};
  const json played = RunJson({"play", "--game", game, "--deal", hand.deal, "--trump", "fives",
                               "--bid", hand.bid, "--seed", "4", "--worlds", "12"});
  for (const json& p : played["plays"]) hand.played.push_back(p["tile"]);
  hand.discard = played["discard"];
  const json table = RunJson(WithTable(ReviewArgs(hand, hand.played.size())));
  // The first decision where some move reached the goal in fewer worlds than the choice: play
  // that move instead, and review again up to it.
  int checked = 0;
  for (size_t i = 0; i < hand.played.size() && checked < 2; ++i) {
    const json& tiles = table["plays"][i]["table"]["tiles"];
    for (const json& t : tiles) {
      if (t["reached"].get<int>() >= tiles[0]["reached"].get<int>()) continue;
      Hand other = hand;
      other.played.resize(i + 1);
      other.played[i] = t["tile"];
      const json r = RunJson(WithTable(ReviewArgs(other, i + 1)));
      ASSERT_EQ(r["plays"].size(), i + 1);
      const json& p = r["plays"][i];
      SCOPED_TRACE(p.dump());
      EXPECT_EQ(p["table"]["tile"], tiles[0]["tile"]);
      EXPECT_FALSE(p["table"]["best_guess"].get<bool>());
      EXPECT_EQ(p["mistake"], p["cost"].get<int>() > 0);
      const std::string seat = p["seat"];
      EXPECT_EQ(r["given_away"][seat], p["cost"]);
      ++checked;
      break;
    }
  }
  EXPECT_GT(checked, 0) << "no decision had a worse move: the test shows nothing";
}

}  // namespace
}  // namespace texas42
