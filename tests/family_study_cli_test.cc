// `texas42 study`, `table` and `chart` with --game run as a user runs them: family study files
// that parse, are the same for any thread count and whose every record holds the deal of its
// index and the value the solver gives that deal directly, resumed studies equal to whole ones,
// tables from moon and 3-hand studies, chart lines of geezer, big-game and moon, and one error line
// for every bad input.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;
using ::testing::StartsWith;

Outcome Study(const std::string& game, const std::string& path, int deals,
              std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"study",  "--game", game, "--deals", std::to_string(deals),
                                   "--seed", "3",      "-o", path,      "--overwrite"};
  args.insert(args.end(), extra.begin(), extra.end());
  return RunTexas42(args);
}

// Checks every record of a CSV family study of seed 3: its deal is deal `index` of the seed, and
// its value is what the solver gives that deal, declarer and contract directly.
void ExpectRecordsHoldTheSolversValues(const std::string& text, size_t records) {
  const std::vector<std::string> lines = Lines(text);
  ASSERT_EQ(lines.size(), 1 + records);
  family::Solver solver;
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    ASSERT_EQ(f.size(), 13u) << lines[i];
    const absl::StatusOr<const family::Game*> game = family::ParseGame(f[0]);
    ASSERT_TRUE(game.ok()) << lines[i];
    const absl::StatusOr<family::Deal> deal = family::ParseDeal(**game, f[2]);
    const absl::StatusOr<int> declarer = family::ParseSeat(**game, f[3]);
    const absl::StatusOr<family::Contract> contract = family::ParseContract(**game, f[4]);
    ASSERT_TRUE(deal.ok() && declarer.ok() && contract.ok()) << lines[i];
    EXPECT_EQ(*deal, family::DealRandom(**game, family::Hands{}, 3, std::stoull(f[1]))) << lines[i];
    const family::Rules rules(**game, *contract);
    EXPECT_EQ(std::stoi(f[10]), family::SolveDeal(solver, rules, *deal, *declarer).value)
        << lines[i];
  }
}

TEST(FamilyStudyCli, MoonStudyParsesAndIsTheSameForAnyThreadCount) {
  const std::string one = TempPath("moon1.csv"), two = TempPath("moon2.csv");
  const Outcome a = Study("moon", one, 3, {"--threads", "1", "--declarer", "all"});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  const Outcome b = Study("moon", two, 3, {"--threads", "2", "--declarer", "all", "--chunk", "1"});
  ASSERT_EQ(b.exit_code, 0) << b.err;
  const std::string text = ReadFile(one);
  EXPECT_EQ(text, ReadFile(two));
  const std::vector<std::string> lines = Lines(text);
  ASSERT_EQ(lines.size(), 1u + 3 * 3 * 9);  // 3 deals, 3 seats, 9 trump choices
  EXPECT_EQ(lines[0],
            "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,hand,value,check,"
            "study");
  EXPECT_THAT(lines[1], HasSubstr(",texas42 family study v1 game=moon seed=3 deals=3"));
  for (size_t i = 1; i < lines.size(); ++i) EXPECT_THAT(lines[i], StartsWith("moon,"));
  ExpectRecordsHoldTheSolversValues(text, 3 * 3 * 9);
}

TEST(FamilyStudyCli, ResumedStudyEqualsAWholeOne) {
  const std::string whole = TempPath("whole.jsonl"), part = TempPath("part.jsonl");
  ASSERT_EQ(Study("3-hand", whole, 3, {"--contracts", "sixes,nello"}).exit_code, 0);
  const std::string text = ReadFile(whole);
  // Cut inside the second deal's records, mid-line.
  const std::vector<std::string> lines = Lines(text);
  std::string cut;
  for (size_t i = 0; i < 3; ++i) cut += lines[i] + "\n";
  cut += lines[3].substr(0, 10);
  WriteFile(part, cut);
  const Outcome resumed = RunTexas42({"study", "--game", "3-hand", "--deals", "3", "--seed", "3",
                                      "--contracts", "sixes,nello", "-o", part, "--resume"});
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  EXPECT_EQ(ReadFile(part), text);
}

TEST(FamilyStudyCli, TablesFromMoonAndThreeHandStudies) {
  const std::string moon = TempPath("tmoon.csv"), three = TempPath("t3.csv");
  ASSERT_EQ(Study("moon", moon, 4).exit_code, 0);
  ASSERT_EQ(Study("3-hand", three, 2, {"--contracts", "fives,sixes"}).exit_code, 0);
  const Outcome text = RunTexas42({"table", "--game", "moon", moon});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out,
              StartsWith("Make probability (%) of each bid of Shoot the Moon (tricks) by trumps;"));
  EXPECT_THAT(text.out, HasSubstr("\n7: all 7 tricks, shooting the moon\n"));
  EXPECT_THAT(text.out, HasSubstr("36 hands from"));
  const Outcome csv = RunTexas42({"table", "--game", "3-hand", three, "--format", "csv"});
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const std::vector<std::string> lines = Lines(csv.out);
  // Texas 42's columns, the game last.
  EXPECT_EQ(lines[0], "trumps,bid,hands,makes,probability,ci95_low,ci95_high,game");
  EXPECT_THAT(lines[1], EndsWith(",3-hand"));
  const Outcome svg = RunTexas42({"table", "--game", "3-hand", three, "--format", "svg"});
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_THAT(svg.out, HasSubstr("Make probability by trumps, 3-handed 42"));
  EXPECT_THAT(svg.out, HasSubstr(">1 mark+<"));
  ExpectRecordsHoldTheSolversValues(ReadFile(three), 2 * 2);
  // 30..44: fifteen bids a row.
  EXPECT_EQ((lines.size() - 1) % 15, 0u);
  // A study of another game, or a Texas 42 study, is refused with one line.
  ExpectBadInput(RunTexas42({"table", "--game", "moon", moon, moon}), "share seed 3");
  ExpectBadInput(RunTexas42({"table", "--game", "3-hand", moon}), "holds a moon study, not 3-hand");
  const std::string t42 = TempPath("t42.csv");
  ASSERT_EQ(
      RunTexas42({"study", "--deals", "1", "-o", t42, "--overwrite", "--trump", "sixes"}).exit_code,
      0);
  ExpectBadInput(RunTexas42({"table", "--game", "moon", t42}), "not a family study");
  ExpectBadInput(RunTexas42({"table", moon}),
                 "is a family study (texas42 study --game): read it with --game moon");
  ExpectBadInput(RunTexas42({"chart", "--from", moon}), "read it with --game moon");
}

TEST(FamilyStudyCli, ATableOfASubsetAUserFiltered) {
  // (head -2 moon.csv; grep ",N,fives," moon.csv) > sub.csv: the column line, the first record
  // (which names the study), and every fives record.
  const std::string moon = TempPath("submoon.csv"), sub = TempPath("submoon_sub.csv");
  ASSERT_EQ(Study("moon", moon, 4).exit_code, 0);
  const std::vector<std::string> lines = Lines(ReadFile(moon));
  std::string subset = absl::StrCat(lines[0], "\n", lines[1], "\n");
  int fives = 0;
  for (size_t i = 1; i < lines.size(); ++i) {
    if (absl::StrContains(lines[i], ",N,fives,")) {
      absl::StrAppend(&subset, lines[i], "\n");
      ++fives;
    }
  }
  ASSERT_EQ(fives, 4);
  WriteFile(sub, subset);
  const Outcome text = RunTexas42({"table", "--game", "moon", sub});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr(absl::StrCat("5 hands from ", sub,
                                               " (seed 3, 4 deals; a subset, 5 of 36 records)")));
  // A subset keeps the study's order.
  std::vector<std::string> shuffled = Lines(subset);
  std::swap(shuffled[2], shuffled[3]);
  WriteFile(sub, absl::StrCat(absl::StrJoin(shuffled, "\n"), "\n"));
  ExpectBadInput(RunTexas42({"table", "--game", "moon", sub}),
                 "comes after a later record (a subset keeps the study's order)");
  std::remove(moon.c_str());
  std::remove(sub.c_str());
}

TEST(FamilyStudyCli, ChartsOfGeezerBigGameAndMoon) {
  const Outcome geezer = RunTexas42({"chart", "--game", "geezer"});
  ASSERT_EQ(geezer.exit_code, 0) << geezer.err;
  EXPECT_THAT(geezer.out, HasSubstr("Geezer: 54 points a hand, 9 tricks and 45 count"));
  EXPECT_THAT(geezer.out, HasSubstr("\n39          15       "));
  EXPECT_THAT(geezer.out,
              HasSubstr("\n54 (1 mark) 0        no trick: the bidder takes all tricks"));
  const Outcome big = RunTexas42({"chart", "--game", "big-game", "--format", "json"});
  ASSERT_EQ(big.exit_code, 0) << big.err;
  EXPECT_THAT(big.out, StartsWith("{\"game\":\"big-game\",\"unit\":\"points\""));
  EXPECT_THAT(big.out, HasSubstr("{\"bid\":42,\"max_lost\":24,"));
  const Outcome moon = RunTexas42({"chart", "--game", "moon"});
  ASSERT_EQ(moon.exit_code, 0) << moon.err;
  EXPECT_THAT(moon.out, HasSubstr("\n4           3        three tricks\n"));
  // --game 42 is today's chart, byte for byte.
  EXPECT_EQ(RunTexas42({"chart", "--game", "42"}).out, RunTexas42({"chart"}).out);
}

TEST(FamilyStudyCli, BadInputsGiveOneErrorLine) {
  const std::string out = TempPath("bad.csv");
  ExpectBadInput(Study("moon", out, 1, {"--contracts", "splash"}), "--contracts");
  ExpectBadInput(Study("geezer", out, 1, {"--contracts", "dip"}), "partner calls");
  ExpectBadInput(Study("3-hand", out, 1, {"--declarer", "W"}), "--declarer");
  ExpectBadInput(Study("moon", out, 1, {"--trump", "sixes"}), "--trump goes with");
  ExpectBadInput(Study("moon", out, 1, {"--play", "table"}), "--play goes with");
  ExpectBadInput(RunTexas42({"study", "--deals", "1", "-o", out, "--contracts", "sixes"}),
                 "--contracts goes with --game");
  ExpectBadInput(RunTexas42({"chart", "--game", "moon", "--from", out}), "--from goes with");
  ExpectBadInput(RunTexas42({"chart", "--game", "nim"}), "unknown game 'nim'");
  ExpectBadInput(RunTexas42({"table", "--game", "moon", out, "--svg", "-"}), "--svg");
  // Resuming with other parameters is refused.
  ASSERT_EQ(Study("moon", out, 1, {"--contracts", "sixes"}).exit_code, 0);
  ExpectBadInput(RunTexas42({"study", "--game", "moon", "--deals", "2", "--seed", "3",
                             "--contracts", "fives", "-o", out, "--resume"}),
                 "holds a different study");
}

}  // namespace
}  // namespace texas42
