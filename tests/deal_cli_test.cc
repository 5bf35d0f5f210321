// `texas42 deal`, run as a user runs it: deals for solve -i, conditions, seeds, bad input.
#include <string>
#include <vector>

#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/deal.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

TEST(DealCliTest, WritesDealsThatSolveReads) {
  const Outcome run = RunTexas42({"deal", "--deals", "5", "--seed", "3"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  const std::vector<std::string> lines = Lines(run.out);
  ASSERT_EQ(lines.size(), 5u);
  for (const std::string& line : lines) EXPECT_TRUE(ParseDeal(line).ok()) << line;
  const std::string path = TempPath("deals.txt");
  WriteFile(path, run.out);
  const Outcome solved =
      RunTexas42({"solve", "-i", path, "--trump", "sixes", "--values-only", "--format", "json"});
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_EQ(Lines(solved.out).size(), 5u);
  std::remove(path.c_str());
}

TEST(DealCliTest, TheSameSeedGivesTheSameDeals) {
  const std::vector<std::string> args = {
      "deal", "-n", "4", "--seed", "11", "--where", "N holds at least 3 fives"};
  const Outcome a = RunTexas42(args);
  const Outcome b = RunTexas42(args);
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  std::vector<std::string> other = args;
  other[4] = "12";
  EXPECT_NE(RunTexas42(other).out, a.out);
}

TEST(DealCliTest, GivesTilesAndMeetsConditions) {
  const Outcome run =
      RunTexas42({"deal", "-n", "10", "--give", "N=66 65", "--where", "N holds at least 4 sixes",
                  "--where", "S holds the 5-5", "--where", "E holds no count", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = Lines(run.out);
  ASSERT_EQ(lines.size(), 10u);
  for (const std::string& line : lines) {
    const size_t start = line.find("\"deal\":\"") + 8;
    absl::StatusOr<Deal> deal = ParseDeal(line.substr(start, line.find('"', start) - start));
    ASSERT_TRUE(deal.ok()) << line;
    EXPECT_TRUE(deal->hands[0].Contains(Tile::FromPips(6, 5))) << line;
    EXPECT_GE((deal->hands[0] & TilesShowing(6)).size(), 4) << line;
    EXPECT_TRUE(deal->hands[2].Contains(Tile::FromPips(5, 5))) << line;
    EXPECT_EQ(CountOf(deal->hands[1]), 0) << line;
    EXPECT_NE(line.find("\"seed\":1,\"try\":"), std::string::npos) << line;
  }
}

TEST(DealCliTest, SaysHowManyItTriedWhenTheConditionIsRare) {
  const Outcome run =
      RunTexas42({"deal", "-n", "2", "--where", "N holds at least 5 doubles"});  // 1 in 300
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(Lines(run.out).size(), 2u);
  EXPECT_NE(run.err.find("texas42: deal: 2 deals met the conditions out of "), std::string::npos)
      << run.err;
  const Outcome common = RunTexas42({"deal", "-n", "2", "--where", "N holds at most 6 doubles"});
  EXPECT_EQ(common.err, "");
}

TEST(DealCliTest, RefusesBadAndImpossibleInput) {
  ExpectBadInput(RunTexas42({"deal", "--where", "N holds at least 8 sixes"}), "only 7");
  ExpectBadInput(RunTexas42({"deal", "--where", "N holds the 6-6", "--where", "S holds the 6-6"}),
                 "impossible");
  ExpectBadInput(RunTexas42({"deal", "--where", "N holds at least 4 sixes", "--where",
                             "E holds at least 4 sixes"}),
                 "impossible together");
  ExpectBadInput(
      RunTexas42({"deal", "--give", "N=66 65 64 63 62 61 60", "--where", "N holds no count"}),
      "impossible: with the given tiles North holds 1 to 1");
  ExpectBadInput(RunTexas42({"deal", "--give", "N=66", "--give", "S=66"}), "given twice");
  ExpectBadInput(RunTexas42({"deal", "--give", "N 66"}), "SEAT=TILES");
  ExpectBadInput(RunTexas42({"deal", "--where", "N owns 3 sixes"}), "expected holds");
  ExpectBadInput(RunTexas42({"deal", "--where", "N holds 3 sevens"}), "'sevens'");
  ExpectBadInput(RunTexas42({"deal", "--deals", "0"}), "--deals");
  // Possible, but rarer than the tries allowed: what was found is written, then the error.
  const Outcome rare =
      RunTexas42({"deal", "-n", "3", "--where", "N+S hold 7 doubles", "--max-tries", "500"});
  ExpectBadInput(rare, "deals met the conditions in 500 tries");
}

// Deals of every game of the family: each parses as a deal of its game, the seed fixes them,
// deal i of a seed is deal i of `study --game` with that seed, and solve -i reads them.
TEST(DealCliTest, DealsEveryGameOfTheFamilyAsItsStudyDoes) {
  for (const family::Game* game : family::AllGames()) {
    if (game->id == family::GameId::k42) continue;
    const std::string name(game->name);
    SCOPED_TRACE(name);
    const Outcome run = RunTexas42({"deal", "--game", name, "--deals", "2", "--seed", "5"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const std::vector<std::string> lines = Lines(run.out);
    ASSERT_EQ(lines.size(), 2u);
    for (const std::string& line : lines) {
      EXPECT_TRUE(family::ParseDeal(*game, line).ok()) << line;
    }
    EXPECT_NE(lines[0], lines[1]);
    for (size_t i = 0; i < lines.size(); ++i) {
      EXPECT_EQ(lines[i], family::FormatDeal(*game, family::DealRandom(*game, {}, 5, i)));
    }
    EXPECT_EQ(RunTexas42({"deal", "--game", name, "--deals", "2", "--seed", "5"}).out, run.out);
    EXPECT_NE(RunTexas42({"deal", "--game", name, "--deals", "2", "--seed", "6"}).out, run.out);
    if (game->id == family::GameId::kBigGame) continue;  // a whole Big Game deal takes minutes
    // The study's records name their deal in the third CSV column ("a / b / c").
    const std::string study = TempPath("deals_study.csv");
    const Outcome studied = RunTexas42({"study", "--game", name, "--deals", "2", "--seed", "5",
                                        "--contracts", "doubles", "-o", study, "--overwrite"});
    ASSERT_EQ(studied.exit_code, 0) << studied.err;
    std::vector<std::string> study_deals;
    for (const std::string& row : Lines(ReadFile(study))) {
      const std::vector<std::string> cells = absl::StrSplit(row, ',');
      if (cells.size() > 2 && cells[1] != "index") {
        study_deals.push_back(absl::StrReplaceAll(cells[2], {{" / ", "/"}}));
      }
    }
    EXPECT_EQ(study_deals, lines);
    std::remove(study.c_str());
    const std::string path = TempPath("family_deals.txt");
    WriteFile(path, run.out);
    const Outcome solved = RunTexas42(
        {"solve", "--game", name, "-i", path, "--contract", "doubles", "--format", "json"});
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(Lines(solved.out).size(), 2u);
    std::remove(path.c_str());
  }
}

TEST(DealCliTest, EveryGameTakesGivenTilesAndConditions) {
  const std::string hand = "77 66 55 44 33 22 11 00 76";
  const Outcome run =
      RunTexas42({"deal", "--game", "geezer", "--give", "E=" + hand, "-n", "4", "-f", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const family::Game& geezer = family::GameOf(family::GameId::kGeezer);
  const family::TileSet given = family::ParseHand(geezer, hand).value();
  for (const std::string& line : Lines(run.out)) {
    EXPECT_EQ(line.rfind("{\"game\":\"geezer\",\"deal\":\"", 0), 0u) << line;
    const std::string deal = line.substr(line.find("\"deal\":\"") + 8);
    const family::Deal parsed = family::ParseDeal(geezer, deal.substr(0, deal.find('"'))).value();
    EXPECT_EQ(parsed.hands[1], given) << line;
  }
  // Some tiles given and a condition, in Moon: every deal holds both.
  const family::Game& moon = family::GameOf(family::GameId::kMoon);
  const Outcome some = RunTexas42({"deal", "--game", "moon", "--give", "N=66 65", "--where",
                                   "E holds at least 2 doubles", "-n", "10", "--seed", "4"});
  ASSERT_EQ(some.exit_code, 0) << some.err;
  ASSERT_EQ(Lines(some.out).size(), 10u);
  for (const std::string& line : Lines(some.out)) {
    const family::Deal deal = family::ParseDeal(moon, line).value();
    EXPECT_TRUE(deal.hands[0].Contains(family::Tile::FromPips(6, 6))) << line;
    EXPECT_TRUE(deal.hands[0].Contains(family::Tile::FromPips(6, 5))) << line;
    int doubles = 0;
    for (family::Tile t : deal.hands[1]) doubles += t.high() == t.low() ? 1 : 0;
    EXPECT_GE(doubles, 2) << line;
  }
  ExpectBadInput(RunTexas42({"deal", "--game", "moon", "--where", "N holds 10 points"}),
                 "Shoot the Moon has no count");
  ExpectBadInput(RunTexas42({"deal", "--game", "moon", "--give", "N=66 65 64 63 62 61 55 44"}),
                 "a hand of Shoot the Moon holds 7");
  ExpectBadInput(RunTexas42({"deal", "--game", "moon", "--give", "W=66 65 64 63 62 61 60"}),
                 "unknown seat 'W'");
  ExpectBadInput(RunTexas42({"deal", "--game", "moon", "--give", "N=66 65 64 63 62 61 55", "--give",
                             "E=66 54 44 33 22 11 10"}),
                 "6-6 is given twice");
  ExpectBadInput(RunTexas42({"deal", "--game", "chess"}), "--game");
}

}  // namespace
}  // namespace texas42
