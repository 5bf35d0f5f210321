// The `texas42` binary run as a user runs it: good input and its output, bad input and its one
// line of error. Every run goes through a shell with a timeout, so a hang fails the test.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr char kExample[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

// ---------------------------------------------------------------------------------------------
// Running the binary.

std::string WriteTempFile(const std::string& name, const std::string& text) {
  const std::string path = TempPath(name);
  std::ofstream(path) << text;
  return path;
}

// ---------------------------------------------------------------------------------------------
// A small JSON reader, enough to check the documented output.

struct Json {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = Kind::kNull;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  bool Has(const std::string& key) const { return object.count(key) > 0; }
  const Json& operator[](const std::string& key) const {
    static const Json kMissing;
    auto it = object.find(key);
    return it == object.end() ? kMissing : it->second;
  }
  int Int() const { return static_cast<int>(number); }
};

class JsonReader {
 public:
  explicit JsonReader(const std::string& text) : text_(text) {}

  // Returns the value when `text` is exactly one JSON value.
  std::optional<Json> ReadAll() {
    std::optional<Json> value = Value();
    SkipSpace();
    if (!value || pos_ != text_.size()) return std::nullopt;
    return value;
  }

 private:
  void SkipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool Eat(char c) {
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool EatWord(const std::string& word) {
    if (text_.compare(pos_, word.size(), word) != 0) return false;
    pos_ += word.size();
    return true;
  }
  std::optional<std::string> String() {
    if (!Eat('"')) return std::nullopt;
    std::string s;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') {
        if (++pos_ == text_.size()) return std::nullopt;
        const char c = text_[pos_];
        s += c == 'n' ? '\n' : c == 't' ? '\t' : c;  // enough for this output
      } else {
        s += text_[pos_];
      }
      ++pos_;
    }
    if (pos_ == text_.size()) return std::nullopt;
    ++pos_;
    return s;
  }
  std::optional<Json> Value() {
    SkipSpace();
    if (pos_ == text_.size()) return std::nullopt;
    Json v;
    const char c = text_[pos_];
    if (c == '{') {
      v.kind = Json::Kind::kObject;
      ++pos_;
      if (Eat('}')) return v;
      do {
        std::optional<std::string> key = String();
        if (!key || !Eat(':')) return std::nullopt;
        std::optional<Json> member = Value();
        if (!member || v.object.count(*key)) return std::nullopt;
        v.object[*key] = *member;
      } while (Eat(','));
      if (!Eat('}')) return std::nullopt;
    } else if (c == '[') {
      v.kind = Json::Kind::kArray;
      ++pos_;
      if (Eat(']')) return v;
      do {
        std::optional<Json> element = Value();
        if (!element) return std::nullopt;
        v.array.push_back(*element);
      } while (Eat(','));
      if (!Eat(']')) return std::nullopt;
    } else if (c == '"') {
      std::optional<std::string> s = String();
      if (!s) return std::nullopt;
      v.kind = Json::Kind::kString;
      v.string = *s;
    } else if (EatWord("true") || EatWord("false")) {
      v.kind = Json::Kind::kBool;
      v.boolean = text_[pos_ - 1] == 'e' && text_[pos_ - 2] == 'u';
    } else if (EatWord("null")) {
      v.kind = Json::Kind::kNull;
    } else {
      size_t used = 0;
      try {
        v.number = std::stod(text_.substr(pos_), &used);
      } catch (...) {
        return std::nullopt;
      }
      v.kind = Json::Kind::kNumber;
      pos_ += used;
    }
    return v;
  }

  const std::string& text_;
  size_t pos_ = 0;
};

std::vector<Json> ParseJsonLines(const std::string& out) {
  std::vector<Json> objects;
  for (const std::string& line : Lines(out)) {
    std::optional<Json> value = JsonReader(line).ReadAll();
    EXPECT_TRUE(value.has_value()) << "not one JSON value: " << line;
    if (!value) continue;
    EXPECT_EQ(value->kind, Json::Kind::kObject) << line;
    objects.push_back(*value);
  }
  return objects;
}

// The library's own value of a position, to hold the binary to.
int SolvedValue(const Deal& deal, Trump trump, const std::vector<Tile>& played = {}) {
  const Rules rules(Contract::Normal(trump));
  Position position(rules, deal, Seat::kNorth);
  EXPECT_TRUE(PlaySequence(position, played).ok());
  Solver solver;
  return solver.Solve(position);
}

std::string RandomDealsFile(const std::string& name, int count, uint64_t seed) {
  std::string text = "# deals for cli_test\n\n";
  for (int i = 0; i < count; ++i) {
    absl::StrAppend(&text, FormatDeal(DealRandom(Predeal{}, seed, static_cast<uint64_t>(i))),
                    i % 3 == 1 ? "\n\n# a comment between deals\n" : "\n");
  }
  return WriteTempFile(name, text);
}

// ---------------------------------------------------------------------------------------------
// Good input.

TEST(CliSolveTest, ExampleShowsHandsValuesAndLine) {
  const Outcome run = RunTexas42({"solve", "--example"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_THAT(run.out, HasSubstr("North  6-6 6-5 6-4 6-3 5-5 4-1 1-0   (declarer)"));
  EXPECT_THAT(run.out, HasSubstr("sixes trump: North-South take 42 of 42 points"));
  EXPECT_THAT(run.out, HasSubstr("trick 7:"));
  EXPECT_THAT(run.out, HasSubstr("Summary for North-South"));
  for (Trump t : kAllTrumps) EXPECT_THAT(run.out, HasSubstr(absl::StrCat(TrumpName(t), " ")));
}

TEST(CliSolveTest, DealFlagGivesTheSameReportAsTheExample) {
  const Outcome example = RunTexas42({"solve", "--example", "--trump", "sixes"});
  const Outcome deal = RunTexas42({"solve", "--deal", kExample, "--trump", "sixes"});
  ASSERT_EQ(deal.exit_code, 0) << deal.err;
  EXPECT_EQ(deal.out, example.out);
  EXPECT_THAT(deal.out, HasSubstr("after each legal tile: "));
  EXPECT_THAT(deal.out, ::testing::Not(HasSubstr("Summary"))) << "one trump, no summary";
  // Any spelling of the deal and trump gives the same report.
  const Outcome spelled =
      RunTexas42({"solve", "--deal",
                  "N:6-6,6-5,6-4,6-3,5-5,1-4,0-1 / 26 16 06 45 35 25 00 / 44 34 24 04 33 23 "
                  "13 / 15 05 03 22 12 02 11",
                  "--trump", "6"});
  ASSERT_EQ(spelled.exit_code, 0) << spelled.err;
  EXPECT_EQ(spelled.out, example.out);
}

TEST(CliSolveTest, JsonHasTheDocumentedFieldsAndAgreesWithTheSolver) {
  const Outcome run = RunTexas42({"solve", "--example", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<Json> lines = ParseJsonLines(run.out);
  ASSERT_EQ(lines.size(), 1u);
  const Json& deal = lines[0];
  EXPECT_EQ(deal["deal"].string, kExample);
  EXPECT_EQ(deal["declarer"].string, "N");
  const Deal parsed = ParseDeal(kExample).value();
  ASSERT_EQ(deal["results"].array.size(), 9u);
  for (size_t k = 0; k < kAllTrumps.size(); ++k) {
    const Json& result = deal["results"].array[k];
    const Trump trump = kAllTrumps[k];
    SCOPED_TRACE(TrumpName(trump));
    EXPECT_EQ(result["trump"].string, TrumpName(trump));
    ASSERT_EQ(result["points"].kind, Json::Kind::kNumber);
    const int points = result["points"].Int();
    EXPECT_EQ(points, SolvedValue(parsed, trump));
    // Every legal opening lead (North may lead any of his seven), best first.
    ASSERT_EQ(result["plays"].array.size(), 7u);
    EXPECT_EQ(result["plays"].array[0]["points"].Int(), points);
    for (const Json& play : result["plays"].array) {
      EXPECT_TRUE(ParseTile(play["tile"].string).ok()) << play["tile"].string;
      EXPECT_LE(play["points"].Int(), points);
    }
    // The line: seven tricks, all 28 tiles, and North-South's tricks add up to the value.
    ASSERT_EQ(result["line"].array.size(), 7u);
    TileSet tiles;
    int north_south = 0;
    std::string leader = "N";
    for (const Json& trick : result["line"].array) {
      EXPECT_EQ(trick["leader"].string, leader);
      ASSERT_EQ(trick["tiles"].array.size(), 4u);
      for (const Json& tile : trick["tiles"].array) tiles.Add(ParseTile(tile.string).value());
      if (trick["winner"].string == "N" || trick["winner"].string == "S") {
        north_south += trick["points"].Int();
      }
      leader = trick["winner"].string;
    }
    EXPECT_EQ(tiles, TileSet::All());
    EXPECT_EQ(north_south, points);
  }
}

TEST(CliSolveTest, DealsFileKeepsInputOrderOneLinePerDeal) {
  const std::string path = RandomDealsFile("order.txt", 8, 5);
  const Outcome run =
      RunTexas42({"solve", "--input", path, "--format", "json", "--trump", "fives,nt"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<Json> lines = ParseJsonLines(run.out);
  ASSERT_EQ(lines.size(), 8u) << "blank and # lines are skipped";
  for (size_t i = 0; i < lines.size(); ++i) {
    const Deal deal = DealRandom(Predeal{}, 5, i);
    EXPECT_EQ(lines[i]["deal"].string, FormatDeal(deal)) << "deal " << i;
    ASSERT_EQ(lines[i]["results"].array.size(), 2u);
    EXPECT_EQ(lines[i]["results"].array[0]["trump"].string, "fives");
    EXPECT_EQ(lines[i]["results"].array[1]["trump"].string, "followme");
    EXPECT_EQ(lines[i]["results"].array[0]["points"].Int(), SolvedValue(deal, Trump::kFives));
    EXPECT_EQ(lines[i]["results"].array[1]["points"].Int(), SolvedValue(deal, Trump::kFollowMe));
  }
  // The same file on standard input gives the same output.
  const Outcome from_stdin =
      RunTexas42({"solve", "--input", "-", "--format", "json", "--trump", "fives,nt"}, path);
  ASSERT_EQ(from_stdin.exit_code, 0) << from_stdin.err;
  EXPECT_EQ(from_stdin.out, run.out);
  std::remove(path.c_str());
}

TEST(CliSolveTest, OneThreadAndTwoGiveByteIdenticalOutput) {
  const std::string path = RandomDealsFile("threads.txt", 8, 9);
  const std::vector<std::vector<std::string>> formats = {
      {"--format", "json", "--trump", "fives,doubles"},
      {"--trump", "ones,followme"},
      {"--format", "json", "--values-only", "--trump", "all"},
  };
  for (const std::vector<std::string>& format : formats) {
    SCOPED_TRACE(absl::StrJoin(format, " "));
    std::vector<std::string> args = {"solve", "--input", path};
    args.insert(args.end(), format.begin(), format.end());
    std::vector<std::string> one = args, two = args;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const Outcome run_one = RunTexas42(one), run_two = RunTexas42(two);
    ASSERT_EQ(run_one.exit_code, 0) << run_one.err;
    ASSERT_EQ(run_two.exit_code, 0) << run_two.err;
    EXPECT_FALSE(run_one.out.empty());
    EXPECT_EQ(run_one.out, run_two.out);
  }
  std::remove(path.c_str());
}

TEST(CliSolveTest, DeclarerAllGivesTheTableOfEveryContractByDeclarer) {
  const Outcome json =
      RunTexas42({"solve", "--example", "--declarer", "all", "--values-only", "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const std::vector<Json> lines = ParseJsonLines(json.out);
  ASSERT_EQ(lines.size(), 4u);
  const std::string seats = "NESW";
  std::map<std::string, std::vector<int>> values;  // trump -> value by declarer
  for (size_t d = 0; d < 4; ++d) {
    EXPECT_EQ(lines[d]["declarer"].string, std::string(1, seats[d]));
    ASSERT_EQ(lines[d]["results"].array.size(), 9u);
    for (const Json& r : lines[d]["results"].array) {
      values[r["trump"].string].push_back(static_cast<int>(r["points"].Int()));
    }
  }
  // The value for East under sixes is the one a solve with East declaring gives.
  const Deal deal = ParseDeal(kExample).value();
  const Rules rules(Contract::Normal(Trump::kSixes));
  Solver solver;
  EXPECT_EQ(values["sixes"][1], solver.Solve(Position(rules, deal, Seat::kEast)));
  const Outcome text = RunTexas42({"solve", "--example", "--declarer", "all", "--values-only"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("Every contract by declarer"));
  EXPECT_THAT(text.out, HasSubstr(absl::StrFormat("  %-16s %5d %5d %5d %5d  points", "sixes",
                                                  values["sixes"][0], values["sixes"][1],
                                                  values["sixes"][2], values["sixes"][3])));
  ExpectBadInput(RunTexas42({"solve", "--example", "--declarer", "all", "--played", "41"}),
                 "--played goes with one --declarer");
  ExpectBadInput(RunTexas42({"solve", "--example", "--declarer", "N,N"}), "named twice");
}

TEST(CliSolveTest, TiedPlaysComeTrumpsFromTheTopThenCountThenHigher) {
  const Outcome fours = RunTexas42({"solve", "--example", "--trump", "fours"});
  ASSERT_EQ(fours.exit_code, 0) << fours.err;
  EXPECT_THAT(
      fours.out,
      HasSubstr("after each legal tile: 6-4 42, 4-1 42, 5-5 42, 6-6 42, 6-5 42, 6-3 42, 1-0 41"));
  const Outcome fives = RunTexas42({"solve", "--example", "--trump", "fives", "--format", "json"});
  const std::vector<Json> fives_lines = ParseJsonLines(fives.out);
  const Json& result = fives_lines.at(0)["results"].array.at(0);
  std::vector<std::string> order;
  for (const Json& p : result["plays"].array) order.push_back(p["tile"].string);
  EXPECT_EQ(order, (std::vector<std::string>{"5-5", "6-5", "6-4", "4-1", "6-6", "6-3", "1-0"}));
}

TEST(CliSolveTest, PlayedSolvesFromTheMiddleOfTheHand) {
  // North leads 4-1, East follows 5-4: South is to play to the first trick.
  const Outcome run = RunTexas42(
      {"solve", "--example", "--trump", "sixes", "--played", "4-1 54", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<Json> lines = ParseJsonLines(run.out);
  ASSERT_EQ(lines.size(), 1u);
  ASSERT_EQ(lines[0]["played"].array.size(), 2u);
  EXPECT_EQ(lines[0]["played"].array[0].string, "4-1");
  EXPECT_EQ(lines[0]["played"].array[1].string, "5-4");
  const Json& result = lines[0]["results"].array.at(0);
  const Deal deal = ParseDeal(kExample).value();
  const std::vector<Tile> played = {Tile::FromPips(4, 1), Tile::FromPips(5, 4)};
  EXPECT_EQ(result["points"].Int(), SolvedValue(deal, Trump::kSixes, played));
  // South must follow fours: 4-4 4-3 4-2 4-0.
  std::vector<std::string> plays;
  for (const Json& p : result["plays"].array) plays.push_back(p["tile"].string);
  std::sort(plays.begin(), plays.end());
  EXPECT_EQ(plays, (std::vector<std::string>{"4-0", "4-2", "4-3", "4-4"}));
  // The line completes the trick in progress first.
  ASSERT_EQ(result["line"].array.size(), 7u);
  const Json& first = result["line"].array[0];
  ASSERT_EQ(first["tiles"].array.size(), 4u);
  EXPECT_EQ(first["tiles"].array[0].string, "4-1");
  EXPECT_EQ(first["tiles"].array[1].string, "5-4");

  // A whole trick played: East or whoever won it is to lead.
  const Outcome text =
      RunTexas42({"solve", "--example", "--trump", "sixes", "--played", "41 54 44 11"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("Played 4-1 5-4 4-4 1-1"));
  // Tied plays in a player's order: count first (3-2), then the higher tile.
  EXPECT_THAT(text.out,
              HasSubstr("after each legal tile: 3-3 42, 3-2 41, 4-3 41, 4-2 41, 4-0 41, 3-1 41"));
  // Whose turn it is, and the finished trick kept in the printed line.
  EXPECT_THAT(text.out, HasSubstr("  South to play\n"));
  EXPECT_THAT(text.out, HasSubstr("trick 1: N leads  4-1 5-4 4-4 1-1  S wins  6 points  (played)"));
  EXPECT_THAT(text.out, HasSubstr("trick 2: S leads"));
  // Mid-trick: South is to play, in text and JSON.
  EXPECT_EQ(result["to_move"].string, "S");
  EXPECT_EQ(result["played_tricks"].array.size(), 0u);
  const Outcome whole = RunTexas42(
      {"solve", "--example", "--trump", "sixes", "--played", "41 54 44 11", "--format", "json"});
  const std::vector<Json> whole_lines = ParseJsonLines(whole.out);
  const Json& after = whole_lines.at(0)["results"].array.at(0);
  EXPECT_EQ(after["to_move"].string, "S");
  ASSERT_EQ(after["played_tricks"].array.size(), 1u);
  EXPECT_EQ(after["played_tricks"].array[0]["winner"].string, "S");
  EXPECT_EQ(after["played_tricks"].array[0]["points"].Int(), 6);
}

// ---------------------------------------------------------------------------------------------
// Bad input: exit code 2 and exactly one line on standard error, naming the problem.

struct BadInput {
  const char* name;
  std::vector<std::string> args;
  std::vector<std::string> named;  // the error line mentions each
};

// Names a bad input in test output.
void PrintTo(const BadInput& bad, std::ostream* os) { *os << bad.name; }

class CliBadInputTest : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliBadInputTest, ExitsTwoWithOneErrorLine) {
  const BadInput& bad = GetParam();
  const Outcome run = RunTexas42(bad.args);
  EXPECT_EQ(run.exit_code, 2) << run.err;
  const std::vector<std::string> lines = Lines(run.err);
  ASSERT_EQ(lines.size(), 1u) << run.err;
  EXPECT_THAT(lines[0], StartsWith("texas42: error: "));
  for (const std::string& word : bad.named) EXPECT_THAT(lines[0], HasSubstr(word));
  EXPECT_EQ(run.out, "") << "nothing on standard output";
}

std::string BadDealsFile() {
  // A bad line is reported and the others are solved (output_safety_cli_test.cc): here the
  // only deal is bad, so nothing is printed.
  return WriteTempFile("bad_deals.txt",
                       "# a comment, a blank line, then a bad deal\n\n\n"
                       "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43\n");
}

const std::vector<BadInput>& BadInputs() {
  static const auto* const kBadInputs = new std::vector<BadInput>{
      {"malformed_tile",
       {"solve", "--deal",
        "66 65 64 63 55 41 1x/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11"},
       {"1x"}},
      {"pip_above_six",
       {"solve", "--deal",
        "66 65 64 63 55 41 17/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11"},
       {"17"}},
      {"duplicate_tile",
       {"solve", "--deal",
        "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 66"},
       {"6-6", "twice"}},
      {"hand_of_six",
       {"solve", "--deal",
        "66 65 64 63 55 41/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11 10"},
       {"North", "6 tiles"}},
      {"three_hands",
       {"solve", "--deal", "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31"},
       {"4 hands"}},
      {"unknown_trump", {"solve", "--example", "--trump", "eights"}, {"eights"}},
      {"unknown_trump_in_list", {"solve", "--example", "--trump", "sixes,sevenses"}, {"sevenses"}},
      {"unknown_seat", {"solve", "--example", "--declarer", "Q"}, {"'Q'"}},
      {"played_tile_not_held", {"solve", "--example", "--played", "62"}, {"North", "6-2"}},
      {"played_renege",
       {"solve", "--example", "--trump", "sixes", "--played", "66 54"},
       {"East", "5-4"}},
      {"played_out_of_turn", {"solve", "--example", "--played", "41 63"}, {"East", "6-3"}},
      {"played_malformed", {"solve", "--example", "--played", "4-9"}, {"--played", "4-9"}},
      {"played_twice", {"solve", "--example", "--played", "41 54 41"}, {"4-1"}},
      {"unknown_flag", {"solve", "--example", "--frobnicate"}, {"--frobnicate"}},
      {"unknown_command", {"frobnicate"}, {"frobnicate"}},
      {"unreadable_file",
       {"solve", "--input", "/nonexistent/texas42/deals.txt"},
       {"/nonexistent/texas42/deals.txt"}},
      {"bad_line_in_file", {"solve", "--input", BadDealsFile()}, {"line 4"}},
      {"missing_deal", {"solve"}, {"--deal"}},
      {"two_deal_sources", {"solve", "--example", "--deal", kExample}, {"--deal"}},
      {"negative_threads", {"solve", "--example", "--threads", "-1"}, {"--threads"}},
      // Millions of threads would exhaust memory: the flag has a ceiling.
      // Legal under ones, a renege under blanks: the error names the trump it failed under.
      {"renege_under_one_trump",
       {"solve", "--example", "--played", "41 61"},
       {"under blanks", "6-1"}},
      {"empty_trump", {"solve", "--example", "--trump", ""}, {"--trump"}},
      {"too_many_threads", {"solve", "--example", "--threads", "100000"}, {"--threads", "1024"}},
  };
  return *kBadInputs;
}

INSTANTIATE_TEST_SUITE_P(Cli, CliBadInputTest, ::testing::ValuesIn(BadInputs()),
                         [](const ::testing::TestParamInfo<BadInput>& param) {
                           return std::string(param.param.name);
                         });

}  // namespace
}  // namespace texas42
