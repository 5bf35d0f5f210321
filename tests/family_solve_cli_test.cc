// `texas42 solve --game G` beyond one deal and one declarer, run as a user runs it: every
// declarer (--declarer all, comma lists), a file of deals (--input), a hand in progress
// (--played) with every legal tile's value and an optimal line that ends with the position's
// value, the declarer's discard given by hand (--discard), and the bad inputs of each, one error
// line and exit code 2. The Big Game is only played from positions a few tricks from the end.
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

constexpr char kMoon[] = "66 64 62 55 53 43 31/65 61 54 52 44 41 22/63 51 42 33 32 21 11/10";
constexpr char kThree[] =
    "66 63 60 54 51 44 41 32 21/65 62 55 52 50 43 40 31 20/64 61 53 42 33 30 22 11 00";
// N holds every eight: he leads them one by one and the others, void, throw what they like.
constexpr char kBig[] =
    "88 87 86 85 84 83 82 81 80 77 76/75 74 73 72 71 70 66 65 64 63 62/"
    "61 60 55 54 53 52 51 50 44 43 42/41 40 33 32 31 30 22 21 20 11 10/00";
constexpr char kBigPlayed[] =
    "88 75 61 41 87 74 60 40 86 73 55 33 85 72 54 32 84 71 53 31 83 70 52 30 82 66 51 22 "
    "81 65 50 21 80 64 44 20";

std::vector<json> JsonLines(const std::vector<std::string>& args, const std::string& in = "") {
  std::vector<std::string> all = {"solve", "--format", "json"};
  all.insert(all.end(), args.begin(), args.end());
  const Outcome run = in.empty() ? RunTexas42(all) : RunTexas42(all, in);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::vector<json> out;
  for (const std::string& line : Lines(run.out)) out.push_back(json::parse(line));
  return out;
}

json Played(const std::string& game, const std::string& deal, const std::string& trump,
            const std::string& played, const std::vector<std::string>& more = {}) {
  std::vector<std::string> args = {"--game",  game,  "--deal",   deal,
                                   "--trump", trump, "--played", played};
  args.insert(args.end(), more.begin(), more.end());
  const std::vector<json> lines = JsonLines(args);
  EXPECT_EQ(lines.size(), 1u);
  if (lines.empty()) return json();
  json result = lines[0]["results"][0];
  result["played"] = lines[0]["played"];  // the plays given, beside the result
  return result;
}

// A result's value, under the key its unit gives: "points" or "tricks".
int Value(const json& result) {
  return result.contains("points") ? result["points"].get<int>() : result["tricks"].get<int>();
}

// The tiles of a result's optimal line still to play: its tricks' tiles, less those of the trick
// in progress already played.
std::vector<std::string> LineTiles(const json& result) {
  size_t done = 0;
  for (const json& trick : result["played_tricks"]) done += trick["tiles"].size();
  size_t skip = result["played"].size() - done;
  std::vector<std::string> tiles;
  for (const json& trick : result["line"]) {
    for (const json& t : trick["tiles"]) {
      if (skip > 0) {
        --skip;
      } else {
        tiles.push_back(t.get<std::string>());
      }
    }
  }
  return tiles;
}

TEST(FamilySolveCli, DeclarerAllSolvesEverySeat) {
  for (const auto& [game, deal] : {std::pair{"moon", kMoon}, std::pair{"3-hand", kThree}}) {
    SCOPED_TRACE(game);
    const std::vector<json> lines =
        JsonLines({"--game", game, "--deal", deal, "--contract", "sixes", "--declarer", "all"});
    ASSERT_EQ(lines.size(), 3u);
    for (int s = 0; s < 3; ++s) {
      EXPECT_EQ(lines[s]["declarer"], std::string(1, "NES"[s]));
      // The same as asking for that seat alone.
      const std::vector<json> one = JsonLines({"--game", game, "--deal", deal, "--contract",
                                               "sixes", "--declarer", std::string(1, "NES"[s])});
      ASSERT_EQ(one.size(), 1u);
      EXPECT_EQ(one[0], lines[s]);
    }
  }
  const std::vector<json> two =
      JsonLines({"--game", "moon", "--deal", kMoon, "--trump", "fives", "--declarer", "S,e"});
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[0]["declarer"], "S");
  EXPECT_EQ(two[1]["declarer"], "E");
  const Outcome text = RunTexas42(
      {"solve", "--game", "moon", "--deal", kMoon, "--trump", "fives", "--declarer", "all"});
  EXPECT_EQ(text.exit_code, 0) << text.err;
  for (const char* seat : {"North declares", "East declares", "South declares"}) {
    EXPECT_NE(text.out.find(seat), std::string::npos) << text.out;
  }
}

TEST(FamilySolveCli, InputFileSolvesEveryDeal) {
  const std::vector<std::string> deals = {
      kMoon, "66 65 64 63 62 61 55/54 53 52 51 44 43 42/41 33 32 31 22 21 11/10",
      "10 11 21 22 31 32 33/41 42 43 44 51 52 53/54 55 61 62 63 64 65/66"};
  const std::string path = TempPath("moon_deals.txt");
  WriteFile(path,
            absl::StrCat("# three deals\n", deals[0], "\n\n", deals[1], "\n", deals[2], "\n"));
  const std::vector<json> lines =
      JsonLines({"--game", "moon", "-i", path, "--trump", "sixes", "--declarer", "N,S"});
  ASSERT_EQ(lines.size(), 6u);
  const int line_of[] = {2, 4, 5};  // each deal's line in the file
  for (size_t i = 0; i < 6; ++i) {
    const std::vector<json> one = JsonLines({"--game", "moon", "--deal", deals[i / 2], "--trump",
                                             "sixes", "--declarer", i % 2 == 0 ? "N" : "S"});
    ASSERT_EQ(one.size(), 1u);
    json from_file = lines[i];
    EXPECT_EQ(from_file["line"], line_of[i / 2]);  // a deal of a file names its line
    from_file.erase("line");
    EXPECT_EQ(one[0], from_file);
  }
  // A bad line is named and skipped; the others are still solved, numbered by their lines.
  WriteFile(path, absl::StrCat(deals[0], "\n66 65/1 2\n", deals[1], "\n"));
  const Outcome run = RunTexas42(
      {"solve", "--game", "moon", "--input", path, "--trump", "sixes", "--format", "json"});
  EXPECT_EQ(run.exit_code, 2);
  ASSERT_EQ(Lines(run.out).size(), 2u) << run.out;
  EXPECT_EQ(Lines(run.out)[1].rfind("{\"line\":3,\"game\":\"moon\",", 0), 0u) << run.out;
  EXPECT_NE(run.err.find("texas42: error: deal 2 (line 2): "), std::string::npos) << run.err;
  const Outcome text = RunTexas42({"solve", "--game", "moon", "--input", path, "--trump", "sixes"});
  EXPECT_EQ(text.out.rfind("Deal 1 (line 1)\nShoot the Moon, North declares\n", 0), 0u) << text.out;
  EXPECT_NE(text.out.find("\n\nDeal 3 (line 3)\nShoot the Moon, North declares\n"),
            std::string::npos)
      << text.out;
}

// A file is solved in batches of 256 deals on every thread, with solvers kept from one deal to
// the next: a file of 300 deals with a bad line past the first batch gives, on two threads, each
// deal in its place, as one thread and as the deal alone give it.
TEST(FamilySolveCli, InputFileAcrossBatchesAndThreads) {
  const Outcome dealt = RunTexas42({"deal", "--game", "moon", "--deals", "300", "--seed", "4"});
  ASSERT_EQ(dealt.exit_code, 0) << dealt.err;
  std::vector<std::string> deals = Lines(dealt.out);
  ASSERT_EQ(deals.size(), 300u);
  deals.insert(deals.begin() + 270, "66 65/1 2");  // line 271
  const std::string path = TempPath("moon_batches.txt");
  WriteFile(path, absl::StrCat(absl::StrJoin(deals, "\n"), "\n"));
  std::vector<std::string> outs;
  for (const char* threads : {"1", "2"}) {
    const Outcome run = RunTexas42({"solve", "--game", "moon", "-i", path, "--trump", "fives",
                                    "--threads", threads, "--format", "json"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_EQ(Lines(run.err).size(), 1u) << run.err;
    EXPECT_THAT(run.err, HasSubstr("texas42: error: deal 271 (line 271): ")) << run.err;
    outs.push_back(run.out);
  }
  EXPECT_EQ(outs[0], outs[1]);
  const std::vector<std::string> lines = Lines(outs[1]);
  ASSERT_EQ(lines.size(), 300u);
  for (size_t i : {0, 255, 256, 269, 270, 299}) {
    const size_t line = i < 270 ? i + 1 : i + 2;  // the bad line is skipped
    json from_file = json::parse(lines[i]);
    EXPECT_EQ(from_file["line"], line);
    from_file.erase("line");
    const std::vector<json> one =
        JsonLines({"--game", "moon", "--deal", deals[line - 1], "--trump", "fives"});
    ASSERT_EQ(one.size(), 1u);
    EXPECT_EQ(one[0], from_file) << "line " << line;
  }
}

TEST(FamilySolveCli, PlayedValuesAgreeWithTheLine) {
  for (const auto& [game, deal, first] :
       {std::tuple{"moon", kMoon, "66"}, std::tuple{"3-hand", kThree, "66"}}) {
    SCOPED_TRACE(game);
    const std::vector<std::string> discard = std::string(game) == "moon"
                                                 ? std::vector<std::string>{"--discard", "10"}
                                                 : std::vector<std::string>{};
    const json c = Played(game, deal, "sixes", first, discard);
    ASSERT_TRUE(c.is_object());
    const int value = Value(c);
    ASSERT_FALSE(c["plays"].empty());
    EXPECT_EQ(Value(c["plays"][0]), value);
    // The line opens with the trick in progress, the tile played in it included.
    ASSERT_FALSE(c["line"].empty());
    EXPECT_EQ(c["line"][0]["tiles"][0], "6-6");
    EXPECT_EQ(c["line"][0]["leader"], "N");
    // Two more plays along the line: the value stays, and the best tile is still worth it.
    const std::vector<std::string> line = LineTiles(c);
    ASSERT_GE(line.size(), 2u);
    const std::string more = absl::StrCat(first, " ", line[0], " ", line[1]);
    const json mid = Played(game, deal, "sixes", more, discard);
    EXPECT_EQ(Value(mid), value);
    EXPECT_EQ(Value(mid["plays"][0]), value);
    EXPECT_EQ(mid["played_tricks"].size(), 1u) << mid.dump();  // the first trick is over
    // The whole line played: the hand is over and the declarer took exactly the value, the sum
    // of the tricks he won.
    const json end =
        Played(game, deal, "sixes", absl::StrCat(first, " ", absl::StrJoin(line, " ")), discard);
    EXPECT_FALSE(end.contains("to_move")) << end.dump();
    EXPECT_EQ(end["taken"], value);
    EXPECT_EQ(Value(end), value);
    int won = 0;
    for (const json& trick : end["played_tricks"]) {
      if (trick["winner"] == "N") won += Value(trick);  // three seats, each for himself
    }
    EXPECT_EQ(won, value) << end.dump();
  }
}

TEST(FamilySolveCli, PlayedTextShowsTilesAndLine) {
  const Outcome run = RunTexas42({"solve", "--game", "moon", "--deal", kMoon, "--trump", "sixes",
                                  "--discard", "10", "--played", "66 65"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  for (const char* part : {"discards 1-0", "\nPlayed 6-6 6-5\n", "\n  South to play\n",
                           "\n  tricks North takes after each legal tile: ",
                           "  trick 1: N leads  6-6 6-5 ", "  trick 7: "}) {
    EXPECT_NE(run.out.find(part), std::string::npos) << part << " in\n" << run.out;
  }
}

// A finished trick is marked "(played)", and each tile's value says whose it is, as Texas 42's
// report does.
TEST(FamilySolveCli, PlayedTextNamesWhoseValueAndMarksPlayedTricks) {
  const Outcome moon = RunTexas42({"solve", "--game", "moon", "--deal", kMoon, "--trump", "sixes",
                                   "--discard", "10", "--played", "43 41 42"});
  EXPECT_EQ(moon.exit_code, 0) << moon.err;
  EXPECT_THAT(moon.out, HasSubstr("\n  trick 1: N leads  4-3 4-1 4-2  N wins  1 trick  (played)\n"
                                  "  trick 2: N leads  "));
  EXPECT_THAT(moon.out,
              HasSubstr("\n  North to play\n  tricks North takes after each legal tile: "));
  const Outcome low_no = RunTexas42({"solve", "--game", "42", "--example", "--contract", "low-no",
                                     "--nello-doubles", "high", "--played", "10 61 31 51"});
  EXPECT_EQ(low_no.exit_code, 0) << low_no.err;
  EXPECT_THAT(low_no.out,
              HasSubstr("\n  East to play\n  tricks North-South are held to after each legal "
                        "tile: "));
  EXPECT_THAT(low_no.out, HasSubstr("E wins  1 trick  (played)\n"));
}

TEST(FamilySolveCli, BigGameNearTheEnd) {
  const json c = Played("big-game", kBig, "eights", kBigPlayed, {"--discard", "00"});
  EXPECT_EQ(c["discard"], "0-0");
  EXPECT_EQ(c["trick"], 10);
  EXPECT_EQ(c["to_move"], "N");
  EXPECT_EQ(Value(c), Value(c["plays"][0]));
  EXPECT_EQ(c["line"].size(), 2u);  // tricks 10 and 11
  EXPECT_EQ(LineTiles(c).size(), 8u);
  ExpectBadInput(RunTexas42({"solve", "--game", "big-game", "--deal", kBig, "--trump", "eights",
                             "--played", kBigPlayed, "--discard", "8-2"}),
                 "8-2 is a counter");
}

TEST(FamilySolveCli, BadInputsAreOneErrorLine) {
  struct Case {
    std::vector<std::string> args;
    std::string what;
  };
  const std::string path = TempPath("moon_one.txt");
  WriteFile(path, absl::StrCat(kMoon, "\n"));
  const std::vector<Case> cases = {
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--played", "66 54"},
       "trick 1, East: 5-4 is illegal: East must follow with one of 6-5 6-1"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--played", "65"},
       "trick 1, North: 6-5 is East's, and North is to play"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--played", "66 00"},
       "Shoot the Moon has no 0-0"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--played", "66 65 66"},
       "6-6 is given twice"},
      {{"--game", "moon", "--deal", kMoon, "--played", "66"}, "--played goes with one contract"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--played", "66", "--declarer",
        "all"},
       "--played goes with one --declarer"},
      {{"--game", "moon", "-i", path, "--trump", "sixes", "--played", "66"}, "not --input"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--discard", "65"},
       "6-5 is neither in N's hand nor the tile left over"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--discard", "10", "--declarer",
        "N,E"},
       "--discard goes with one --declarer"},
      {{"--game", "big-game", "--deal", kBig, "--trump", "eights", "--played", "73@5"},
       "bad lead '73@5'"},
      {{"--game", "moon", "--deal", kMoon, "--declarer", "N,W"}, "unknown seat 'W'"},
      {{"--game", "3-hand", "--deal", kThree, "--trump", "sixes", "--discard", "10"},
       "no tile left over"},
      {{"--game", "moon", "--input", "/nonexistent/texas42/deals.txt"}, "--input"},
      {{"--game", "moon", "--deal", kMoon, "--input", path}, "give exactly one of"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> args = {"solve"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    SCOPED_TRACE(absl::StrJoin(args, " "));
    ExpectBadInput(RunTexas42(args), c.what);
  }
}

}  // namespace
}  // namespace texas42
