// `texas42 study`, `table` and `chart` with --game run as a user runs them, in the games besides
// Texas 42 (and Texas 42 where a feature once was another game's alone): study files of the one
// format that parse, are the same for any thread count and whose every record holds the deal of
// its index and the value the solver gives that deal directly, resumed studies equal to whole
// ones, `study --verify` that finds an edited value, tables from moon and 3-hand studies (the
// game read from the file), chart lines of geezer, big-game and moon and a chart's evidence
// tallied again from a study's records, and one error line for every bad input.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
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
using ::testing::Not;
using ::testing::StartsWith;

Outcome Study(const std::string& game, const std::string& path, int deals,
              std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"study",  "--game", game, "--deals", std::to_string(deals),
                                   "--seed", "3",      "-o", path,      "--overwrite"};
  args.insert(args.end(), extra.begin(), extra.end());
  return RunTexas42(args);
}

// Returns the CSV column line of a study of `game` (double dummy): a suit column for each pip.
std::string Columns(const family::Game& game) {
  std::string columns = "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,";
  for (int p = 0; p <= game.max_pip; ++p) absl::StrAppend(&columns, "suit", p, ",");
  return columns + "value,check,study";
}

// Returns the column of `name` in a study's CSV column line.
size_t ColumnOf(const std::string& column_line, const std::string& name) {
  const std::vector<std::string> names = absl::StrSplit(column_line, ',');
  return static_cast<size_t>(std::find(names.begin(), names.end(), name) - names.begin());
}

// Checks every record of a CSV study of seed 3: its deal is deal `index` of the seed, written
// with no spaces around the '/' between hands, and its value is what the solver gives that deal,
// declarer and contract directly.
void ExpectRecordsHoldTheSolversValues(const std::string& text, size_t records) {
  const std::vector<std::string> lines = Lines(text);
  ASSERT_EQ(lines.size(), 1 + records);
  const size_t columns = std::vector<std::string>(absl::StrSplit(lines[0], ',')).size();
  const size_t value = ColumnOf(lines[0], "value");
  family::Solver solver;
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    ASSERT_EQ(f.size(), columns) << lines[i];
    const absl::StatusOr<const family::Game*> game = family::ParseGame(f[0]);
    ASSERT_TRUE(game.ok()) << lines[i];
    EXPECT_EQ(lines[0], Columns(**game).substr(0, lines[0].size())) << lines[0];
    EXPECT_THAT(f[2], Not(HasSubstr(" / "))) << lines[i];
    const absl::StatusOr<family::Deal> deal = family::ParseDeal(**game, f[2]);
    const absl::StatusOr<int> declarer = family::ParseSeat(**game, f[3]);
    const absl::StatusOr<family::Contract> contract = family::ParseContract(**game, f[4]);
    ASSERT_TRUE(deal.ok() && declarer.ok() && contract.ok()) << lines[i];
    EXPECT_EQ(*deal, family::DealRandom(**game, family::Hands{}, 3, std::stoull(f[1]))) << lines[i];
    const family::Rules rules(**game, *contract);
    EXPECT_EQ(std::stoi(f[value]), family::SolveDeal(solver, rules, *deal, *declarer).value)
        << lines[i];
  }
}

TEST(StudyGamesCli, MoonStudyParsesAndIsTheSameForAnyThreadCount) {
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
            "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,"
            "suit2,suit3,suit4,suit5,suit6,value,check,study");
  EXPECT_THAT(lines[1], HasSubstr(",texas42 study v3 game=moon seed=3 deals=3 declarers=N+E+S "
                                  "contracts=blanks+"));
  for (size_t i = 1; i < lines.size(); ++i) EXPECT_THAT(lines[i], StartsWith("moon,"));
  ExpectRecordsHoldTheSolversValues(text, 3 * 3 * 9);
}

// One format for every game: a suit column for each pip of the game's set (suit0..suit7 in
// Geezer), and the same checks of every record by --verify.
TEST(StudyGamesCli, EveryGameWritesASuitColumnForEachPip) {
  for (const std::string game : {"3-hand", "moon-00", "geezer"}) {
    const std::string path = TempPath(absl::StrCat("columns-", game, ".csv"));
    const Outcome run = Study(game, path, 2, {"--trump", "sixes,followme"});
    ASSERT_EQ(run.exit_code, 0) << game << ": " << run.err;
    const std::string text = ReadFile(path);
    const absl::StatusOr<const family::Game*> g = family::ParseGame(game);
    ASSERT_TRUE(g.ok());
    EXPECT_EQ(Lines(text)[0], Columns(**g)) << game;
    EXPECT_THAT(Lines(text)[1], EndsWith(absl::StrCat(",texas42 study v3 game=", game,
                                                      " seed=3 deals=2 declarers=N "
                                                      "contracts=sixes+followme")));
    ExpectRecordsHoldTheSolversValues(text, 2 * 2);
    const Outcome verify = RunTexas42({"study", "--verify", path, "--resolve", "2"});
    ASSERT_EQ(verify.exit_code, 0) << game << ": " << verify.err;
    EXPECT_THAT(verify.out, StartsWith(absl::StrCat(path, ": texas42 study v3 (csv), ", (*g)->title,
                                                    ", seed 3, 2 of 2 deals, 4 "
                                                    "records\n")));
    EXPECT_THAT(verify.out, HasSubstr("every value matches"));
    std::remove(path.c_str());
  }
  const Outcome geezer = RunTexas42(
      {"study", "--game", "geezer", "--deals", "1", "--trump", "sixes", "-o", "-", "-f", "jsonl"});
  ASSERT_EQ(geezer.exit_code, 0) << geezer.err;
  EXPECT_THAT(geezer.out, StartsWith("{\"game\":\"geezer\",\"index\":0,\"deal\":\""));
  // The suits are one array of 8 in JSON Lines.
  const size_t suits = geezer.out.find("\"suits\":[");
  ASSERT_NE(suits, std::string::npos) << geezer.out;
  const std::string array = geezer.out.substr(suits + 9, geezer.out.find(']', suits) - suits - 9);
  EXPECT_EQ(std::vector<std::string>(absl::StrSplit(array, ',')).size(), 8u) << geezer.out;
}

TEST(StudyGamesCli, ResumedStudyEqualsAWholeOne) {
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

TEST(StudyGamesCli, TablesFromMoonAndThreeHandStudies) {
  const std::string moon = TempPath("tmoon.csv"), three = TempPath("t3.csv");
  ASSERT_EQ(Study("moon", moon, 4).exit_code, 0);
  ASSERT_EQ(Study("3-hand", three, 2, {"--contracts", "fives,sixes"}).exit_code, 0);
  const Outcome text = RunTexas42({"table", "--game", "moon", moon});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out,
              StartsWith("Make probability (%) of each bid of Shoot the Moon (tricks) by trumps;"));
  EXPECT_THAT(text.out, HasSubstr("\n7: all 7 tricks, shooting the moon\n"));
  EXPECT_THAT(text.out, HasSubstr("\n36 hands from 1 study, 36 records (seed 3: 4 deals)\n"));
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
  // The file names its game: --game is not needed.
  EXPECT_EQ(RunTexas42({"table", moon}).out, text.out);
  // The same study twice is counted once, with a warning, as in Texas 42.
  const Outcome twice = RunTexas42({"table", "--game", "moon", moon, moon});
  ASSERT_EQ(twice.exit_code, 0) << twice.err;
  EXPECT_THAT(twice.out, HasSubstr("\n36 hands from 2 studies, 72 records (seed 3: 4 deals; "
                                   "seed 3: 4 deals); 36 repeated records counted once\n"));
  EXPECT_THAT(twice.err, StartsWith("texas42: warning: "));
  EXPECT_THAT(twice.err, HasSubstr("each is counted once"));
  // A study of another game, or a Texas 42 study, is refused with one line.
  ExpectBadInput(RunTexas42({"table", "--game", "3-hand", moon}),
                 "holds a Shoot the Moon study, not 3-handed 42 (--game 3-hand)");
  const std::string t42 = TempPath("t42.csv");
  ASSERT_EQ(
      RunTexas42({"study", "--deals", "1", "-o", t42, "--overwrite", "--trump", "sixes"}).exit_code,
      0);
  ExpectBadInput(RunTexas42({"table", "--game", "moon", t42}),
                 "holds a Texas 42 study, not Shoot the Moon (--game moon)");
  ExpectBadInput(
      RunTexas42({"table", moon, t42}),
      "holds a Shoot the Moon study and " + t42 + " a Texas 42 study: give one game's studies");
  ExpectBadInput(RunTexas42({"chart", "--from", t42, moon}), "give one game's studies");
  // Standard input is read as Texas 42's unless --game names the game.
  ExpectBadInput(RunTexas42({"table", "-"}, moon),
                 "- holds a Shoot the Moon study, not Texas 42 (--game 42)");
  const Outcome piped = RunTexas42({"table", "--game", "moon", "-"}, moon);
  ASSERT_EQ(piped.exit_code, 0) << piped.err;
  EXPECT_EQ(piped.out, text.out);
}

TEST(StudyGamesCli, TableTakesTheGamesTrumps) {
  const std::string moon = TempPath("trmoon.csv");
  ASSERT_EQ(Study("moon", moon, 4).exit_code, 0);
  const Outcome some = RunTexas42({"table", moon, "--trump", "sixes,followme", "--format", "json"});
  ASSERT_EQ(some.exit_code, 0) << some.err;
  // 4 deals, North only: one record a deal and trump.
  EXPECT_THAT(some.out, HasSubstr("\"hands\":8,"));
  const Outcome by_contract =
      RunTexas42({"table", moon, "--trump", "sixes,followme", "--by", "contract"});
  ASSERT_EQ(by_contract.exit_code, 0) << by_contract.err;
  EXPECT_THAT(by_contract.out, HasSubstr("\nsixes "));
  EXPECT_THAT(by_contract.out, HasSubstr("\nfollowme "));
  EXPECT_THAT(by_contract.out, Not(HasSubstr("\nfives ")));
  ExpectBadInput(RunTexas42({"table", moon, "--trump", "sevens"}),
                 "--trump: unknown trump 'sevens' in Shoot the Moon");
  const std::string three = TempPath("tr3.csv");
  ASSERT_EQ(Study("3-hand", three, 1, {"--contracts", "sixes,nello"}).exit_code, 0);
  ExpectBadInput(RunTexas42({"table", three, "--trump", "nello"}),
                 "--trump: unknown trump 'nello' in 3-handed 42");
  std::remove(three.c_str());
  ExpectBadInput(RunTexas42({"table", moon, "--trump", "nines"}), "--trump");
  std::remove(moon.c_str());
}

// The chart's evidence from a Moon study, tallied again here from the file's records: for each
// deal (North declares), the bids some trump makes (hindsight) and the bids the trump the rule
// calls makes (the most tiles of a pip suit, then its double, then the higher pip).
TEST(StudyGamesCli, ChartFromAMoonStudyCountsEachHandOnce) {
  const std::string moon = TempPath("chmoon.csv");
  ASSERT_EQ(Study("moon", moon, 12).exit_code, 0);
  const std::vector<std::string> lines = Lines(ReadFile(moon));
  std::map<int, int> best;                             // deal -> most tricks of any trump
  std::map<int, std::tuple<int, int, int, int>> rule;  // deal -> (trumps, double, pip, tricks)
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    const int deal = std::stoi(f[1]);
    const int value = std::stoi(f[ColumnOf(lines[0], "value")]);
    best[deal] = std::max(best[deal], value);
    const absl::StatusOr<family::Contract> c =
        family::ParseContract(family::GameOf(family::GameId::kMoon), f[4]);
    ASSERT_TRUE(c.ok());
    if (c->trump < 0) continue;  // doubles, follow-me
    const std::tuple<int, int, int, int> key{std::stoi(f[5]), std::stoi(f[6]), c->trump, value};
    if (!rule.contains(deal) || key > rule[deal]) rule[deal] = key;
  }
  ASSERT_EQ(best.size(), 12u);
  const Outcome json = RunTexas42({"chart", "--from", moon, "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  for (int bid = 4; bid <= 7; ++bid) {
    int makes = 0, rule_makes = 0;
    for (const auto& [deal, tricks] : best) makes += tricks >= bid;
    for (const auto& [deal, key] : rule) rule_makes += std::get<3>(key) >= bid;
    EXPECT_THAT(json.out, HasSubstr(absl::StrCat("{\"bid\":", bid, ",")));
    const size_t at = json.out.find(absl::StrCat("{\"bid\":", bid, ","));
    const std::string row = json.out.substr(at, json.out.find("{\"bid\":", at + 1) - at);
    EXPECT_THAT(row, HasSubstr(absl::StrCat("\"evidence\":{\"hands\":12,\"makes\":", makes, ",")))
        << bid;
    EXPECT_THAT(row, HasSubstr(absl::StrCat(
                         "\"evidence_by_rule\":{\"hands\":12,\"makes\":", rule_makes, ",")))
        << bid;
  }
  const Outcome text = RunTexas42({"chart", "--from", moon});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("Evidence (12 hands from 1 study, 108 records (seed 3: 12 "
                                  "deals)), double dummy"));
  EXPECT_EQ(RunTexas42({"chart", "--game", "moon", "--from", moon}).out, text.out);
  std::remove(moon.c_str());
}

TEST(StudyGamesCli, VerifyChecksEveryRecordAndSolvesAgain) {
  const std::string path = TempPath("vgeezer.csv"), bad = TempPath("vgeezer_bad.csv");
  ASSERT_EQ(Study("3-hand", path, 4, {"--contracts", "fives,nello"}).exit_code, 0);
  const Outcome ok = RunTexas42({"study", "--verify", path, "--resolve", "2"});
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_THAT(ok.out, StartsWith(absl::StrCat(path,
                                              ": texas42 study v3 (csv), 3-handed 42, "
                                              "seed 3, 4 of 4 deals, 8 records\n")));
  EXPECT_THAT(ok.out, HasSubstr("  2 deals solved again (4 records): every value matches\n"));
  EXPECT_EQ(RunTexas42({"study", "--game", "3-hand", "--verify", path}).exit_code, 0);
  // A value changed with its checksum made to match: only solving again finds it.
  StudyEdition edition = StudyEdition::kTexas42V1;
  const absl::StatusOr<StudyParams> params = ParseStudyTag(
      "texas42 study v3 game=3-hand seed=3 deals=4 declarers=N contracts=fives+nello", &edition);
  ASSERT_TRUE(params.ok()) << params.status();
  EXPECT_EQ(edition, StudyEdition::kCurrent);
  std::string text = FormatStudyHeader(*params, StudyFormat::kCsv);
  for (uint64_t i = 0; i < 4; ++i) {
    const absl::StatusOr<std::vector<StudyRecord>> deal = SolveStudyRange(*params, i, i + 1, 1);
    ASSERT_TRUE(deal.ok()) << deal.status();
    for (StudyRecord r : *deal) {
      if (i == 2 && r.contract.kind == family::Kind::kNormal) r.value = r.value == 0 ? 1 : 0;
      text += FormatStudyRecord(*params, r, StudyFormat::kCsv);
    }
  }
  EXPECT_EQ(text.substr(0, 300), ReadFile(path).substr(0, 300));
  WriteFile(bad, text);
  EXPECT_EQ(RunTexas42({"study", "--verify", bad}).exit_code, 0);
  ExpectBadInput(RunTexas42({"study", "--verify", bad, "--resolve", "4"}),
                 "deal 2, declarer N, fives: the file says");
  // An edited record whose checksum was not made to match.
  std::vector<std::string> lines = Lines(ReadFile(path));
  lines[3] = absl::StrReplaceAll(lines[3], {{",fives,", ",sixes,"}});
  WriteFile(bad, absl::StrCat(absl::StrJoin(lines, "\n"), "\n"));
  ExpectBadInput(RunTexas42({"study", "--verify", bad}), "line 4");
  ExpectBadInput(RunTexas42({"study", "--game", "moon", "--verify", path}),
                 "holds a 3-handed 42 study, not Shoot the Moon (--game moon)");
  ExpectBadInput(RunTexas42({"study", "--verify", path, "--deals", "3"}),
                 "--verify FILE checks a study");
  std::remove(path.c_str());
  std::remove(bad.c_str());
}

TEST(StudyGamesCli, ATableOfASubsetAUserFiltered) {
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
  EXPECT_THAT(text.out, HasSubstr("\n5 hands from 1 study, 5 records (seed 3: a subset, 5 of 36 "
                                  "records: blanks 1, fives 4)\n"));
  // A subset keeps the study's order.
  std::vector<std::string> shuffled = Lines(subset);
  std::swap(shuffled[2], shuffled[3]);
  WriteFile(sub, absl::StrCat(absl::StrJoin(shuffled, "\n"), "\n"));
  ExpectBadInput(RunTexas42({"table", "--game", "moon", sub}),
                 "comes after a later record (a subset keeps the study's order)");
  std::remove(moon.c_str());
  std::remove(sub.c_str());
}

TEST(StudyGamesCli, ChartsOfGeezerBigGameAndMoon) {
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

// A Moon study played out at the table: its outcomes are what table, chart --from and
// --verify read, a study cut short resumes to the same file, and a double-dummy study of the
// same game is not mixed with it.
TEST(StudyGamesCli, ATablePlayStudyFromStudyToTableAndChart) {
  const std::string played = TempPath("tpmoon.csv"), cut = TempPath("tpmoon_cut.csv");
  const std::string dd = TempPath("tpmoon_dd.csv");
  const std::vector<std::string> flags = {"--play", "table", "--defenders", "dd", "--worlds", "4"};
  const Outcome study = Study("moon", played, 3, flags);
  ASSERT_EQ(study.exit_code, 0) << study.err;
  const std::vector<std::string> lines = Lines(ReadFile(played));
  ASSERT_EQ(lines.size(), 1u + 3 * 9);
  EXPECT_EQ(lines[0],
            "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,"
            "suit2,suit3,suit4,suit5,suit6,value,table_makes,check,study");
  EXPECT_THAT(lines[1], EndsWith(" play=table play_declarers=table play_defenders=dd worlds=4"));
  // Against double-dummy defenders no bid beyond the double-dummy value makes.
  int below = 0;
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = absl::StrSplit(lines[i], ',');
    ASSERT_EQ(f.size(), 20u) << lines[i];
    const int value = std::stoi(f[16]);
    ASSERT_EQ(f[17].size(), 4u) << lines[i];  // bids 4..7
    for (int bid = 4; bid <= 7; ++bid) {
      if (bid > value) EXPECT_EQ(f[17][bid - 4], '0') << lines[i];
      below += bid <= value && f[17][bid - 4] == '0';
    }
  }
  EXPECT_GT(below, 0);  // and the table declarer falls short somewhere
  const Outcome verify = RunTexas42({"study", "--verify", played, "--resolve", "3"});
  ASSERT_EQ(verify.exit_code, 0) << verify.err;
  EXPECT_THAT(verify.out, HasSubstr("  table play by table declarers against dd defenders, 4 "
                                    "worlds a decision\n"));
  EXPECT_THAT(verify.out, HasSubstr("every value and table outcome matches"));
  const Outcome table = RunTexas42({"table", played});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_THAT(table.out, HasSubstr("\nFigures from table play by table declarers against dd "
                                   "defenders, 4 worlds a decision: a bid makes when the hand "
                                   "played out for it made\n27 hands from 1 study, 27 records "
                                   "(seed 3: 3 deals)\n"));
  const Outcome chart = RunTexas42({"chart", "--from", played, "--format", "json"});
  ASSERT_EQ(chart.exit_code, 0) << chart.err;
  EXPECT_THAT(chart.out, HasSubstr("\"play\":\"table\""));
  // Resumed after a cut inside the second deal: the same file.
  std::string part;
  for (size_t i = 0; i < 12; ++i) part += lines[i] + "\n";
  WriteFile(cut, part);
  std::vector<std::string> resume = {"study",  "--game", "moon", "--deals", "3",
                                     "--seed", "3",      "-o",   cut,       "--resume"};
  resume.insert(resume.end(), flags.begin(), flags.end());
  const Outcome resumed = RunTexas42(resume);
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  EXPECT_EQ(ReadFile(cut), ReadFile(played));
  ASSERT_EQ(Study("moon", dd, 3).exit_code, 0);
  ExpectBadInput(RunTexas42({"table", played, dd}), "(read them separately)");
  ExpectBadInput(
      RunTexas42({"study", "--game", "moon", "--deals", "3", "--seed", "3", "-o", cut, "--resume"}),
      "holds a different study");
  for (const std::string& path : {played, cut, dd}) std::remove(path.c_str());
}

TEST(StudyGamesCli, TrumpAndContractsNameTheSameTrumpsInEveryGame) {
  // --trump and --contracts take a list of trumps in every game, Texas 42 included.
  for (const std::string game : {"42", "moon"}) {
    const std::string one = TempPath("by-trump.csv"), two = TempPath("by-contracts.csv");
    const std::vector<std::string> base = {"study", "--game", game, "--deals", "2", "--seed", "3"};
    std::vector<std::string> by_trump = base, by_contracts = base;
    for (const std::string& a :
         {std::string("--trump"), std::string("sixes,doubles"), std::string("-o"), one}) {
      by_trump.push_back(a);
    }
    for (const std::string& a :
         {std::string("--contracts"), std::string("sixes,doubles"), std::string("-o"), two}) {
      by_contracts.push_back(a);
    }
    ASSERT_EQ(RunTexas42(by_trump).exit_code, 0) << game;
    ASSERT_EQ(RunTexas42(by_contracts).exit_code, 0) << game;
    const std::string text = ReadFile(one);
    EXPECT_EQ(text, ReadFile(two)) << game;
    EXPECT_THAT(text, HasSubstr("contracts=sixes+doubles")) << text;
    EXPECT_EQ(Lines(text).size(), 1u + 2 * 2) << text;
    std::remove(one.c_str());
    std::remove(two.c_str());
  }
}

TEST(StudyGamesCli, TexasFortyTwoStudiesItsSpecialContractsToo) {
  // --contracts names nello, sevens and low-no in Texas 42 as in the other games: records valued
  // by the same solver, checked by --verify, and skipped by table (a trump contract's tables).
  const std::string path = TempPath("special42.csv");
  ASSERT_EQ(Study("42", path, 2, {"--contracts", "sixes,nello,sevens,low-no"}).exit_code, 0);
  const std::string text = ReadFile(path);
  const std::vector<std::string> lines = Lines(text);
  ASSERT_EQ(lines.size(), 1u + 2 * 4);
  EXPECT_EQ(lines[0], Columns(family::GameOf(family::GameId::k42)));
  EXPECT_THAT(lines[1], EndsWith(",texas42 study v3 game=42 seed=3 deals=2 declarers=N "
                                 "contracts=sixes+nello+sevens+low-no"));
  EXPECT_THAT(lines[2], HasSubstr(",N,nello,"));
  EXPECT_THAT(lines[3], HasSubstr(",N,sevens,"));
  EXPECT_THAT(lines[4], HasSubstr(",N,low-no,"));
  ExpectRecordsHoldTheSolversValues(text, 2 * 4);
  const Outcome verify = RunTexas42({"study", "--verify", path, "--resolve", "2"});
  ASSERT_EQ(verify.exit_code, 0) << verify.err;
  EXPECT_THAT(verify.out, HasSubstr("2 deals solved again (8 records): every value matches"));
  const Outcome table = RunTexas42({"table", path, "--format", "json"});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_THAT(table.out, HasSubstr("\"hands\":2,\"skipped\":6,"));
  // Resumed after a cut inside the second deal: the same file.
  WriteFile(path, text.substr(0, text.size() - 40));
  const Outcome resumed = RunTexas42({"study", "--deals", "2", "--seed", "3", "--contracts",
                                      "sixes,nello,sevens,low-no", "-o", path, "--resume"});
  ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
  EXPECT_EQ(ReadFile(path), text);
  // --contracts all is every trump, as --trump all.
  const Outcome all = RunTexas42({"study", "--deals", "1", "--contracts", "all", "-o", "-"});
  ASSERT_EQ(all.exit_code, 0) << all.err;
  EXPECT_EQ(all.out, RunTexas42({"study", "--deals", "1", "-o", "-"}).out);
  std::remove(path.c_str());
}

TEST(StudyGamesCli, EstimateSaysRowsBytesAndMinutes) {
  const Outcome moon =
      RunTexas42({"study", "--game", "moon", "--deals", "1000", "--threads", "2", "--estimate"});
  ASSERT_EQ(moon.exit_code, 0) << moon.err;
  EXPECT_THAT(moon.out, StartsWith("9000 rows, 9000 solves (1000 deals x 1 declarer x 9 "
                                   "contracts), about "));
  EXPECT_THAT(moon.out, EndsWith(", under a minute on 2 threads\n"));
  // The bytes are the file's: a small study's estimate is its size.
  const std::string path = TempPath("family-estimate.csv");
  ASSERT_EQ(Study("moon", path, 40).exit_code, 0);
  const Outcome small = RunTexas42(
      {"study", "--game", "moon", "--deals", "40", "--seed", "3", "-o", path, "--estimate"});
  ASSERT_EQ(small.exit_code, 0) << small.err;
  const size_t about = small.out.find("about ");
  ASSERT_NE(about, std::string::npos) << small.out;
  const double estimated = std::stod(small.out.substr(about + 6)) * 1000;  // kB
  const double actual = static_cast<double>(ReadFile(path).size());
  EXPECT_NEAR(estimated, actual, actual * 0.1) << small.out;
  std::remove(path.c_str());
  // Each game at its own cost: a Geezer hand takes far longer than a Moon hand, and playing it
  // out at the table longer still.
  const Outcome geezer =
      RunTexas42({"study", "--game", "geezer", "--deals", "1000", "--threads", "2", "--estimate"});
  EXPECT_THAT(geezer.out, HasSubstr("10 contracts), about 1726.3 kB, about 31 minutes on 2"));
  const Outcome played = RunTexas42({"study", "--game", "geezer", "--deals", "1000", "--threads",
                                     "2", "--play", "table", "--estimate"});
  EXPECT_THAT(played.out, HasSubstr("hours on 2 threads")) << played.out;
}

TEST(StudyGamesCli, BadInputsGiveOneErrorLine) {
  const std::string out = TempPath("bad.csv");
  ExpectBadInput(Study("moon", out, 1, {"--contracts", "splash"}), "--contracts");
  ExpectBadInput(Study("geezer", out, 1, {"--contracts", "dip"}), "partner calls");
  ExpectBadInput(Study("3-hand", out, 1, {"--declarer", "W"}), "--declarer");
  ExpectBadInput(Study("moon", out, 1, {"--trump", "sixes", "--contracts", "fives"}),
                 "give --trump or --contracts, not both");
  ExpectBadInput(Study("moon", out, 1, {"--trump", "eights"}), "--trump");
  ExpectBadInput(Study("3-hand", out, 1, {"--play", "table", "--contracts", "sixes,nello"}),
                 "a table-play study plays trump contracts, not nello");
  ExpectBadInput(Study("moon", out, 1, {"--play", "table", "--worlds", "auto"}), "not auto");
  ExpectBadInput(Study("moon", out, 1, {"--play", "both"}), "--play");
  ExpectBadInput(Study("42", out, 1, {"--play", "table", "--contracts", "sixes,nello"}),
                 "a table-play study plays trump contracts, not nello");
  ExpectBadInput(Study("42", out, 1, {"--contracts", "splash"}), "partner calls");
  ExpectBadInput(Study("42", out, 1, {"--contracts", "sixes,bogus"}),
                 "--contracts: unknown contract 'bogus' in Texas 42");
  const std::string absent = TempPath("absent.csv");
  std::remove(absent.c_str());
  ExpectBadInput(RunTexas42({"chart", "--game", "moon", "--from", absent}), "cannot read");
  const std::string folder = ::testing::TempDir();
  ExpectBadInput(RunTexas42({"table", folder}), "is a directory, not a study file");
  ExpectBadInput(RunTexas42({"study", "--verify", folder}), "is a directory, not a study file");
  const std::string nameless = TempPath("nameless.csv");
  WriteFile(nameless, "game,index\n");
  ExpectBadInput(RunTexas42({"table", nameless}), "its first record names no game");
  ExpectBadInput(RunTexas42({"table", "--game", "moon", nameless}),
                 "not a texas42 study: line 1 must be its column names");
  std::remove(nameless.c_str());
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
