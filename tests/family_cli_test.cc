// `texas42 solve --game G` run as a user runs it, for every game of the 42 family: dealt
// examples solve to the values the solver gives directly, Texas 42's family-only options (low-no,
// sevens to 9, reversed doubles) to the values the solver gives directly, a declarer holding every
// trump (and the top of the next suit) takes everything, the JSON parses, each bad input is one
// error line and exit code 2, the commands that analyze Texas 42 only refuse other games, and
// `--game 42` leaves the fast path's output byte for byte as it was.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using nlohmann::json;

constexpr char kExample42[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

// The Big Game's deals take minutes to solve (eleven tricks): it is checked for its input here.
constexpr char kBigGame[] =
    "88 87 86 85 84 83 82 81 80 77 76/75 74 73 72 71 70 66 65 64 63 62/"
    "61 60 55 54 53 52 51 50 44 43 42/41 40 33 32 31 30 22 21 20 11 10/00";

// One deal per game in which N holds every trump of the suit named and the top tiles next to it.
struct Sweep {
  std::string game;
  std::string deal;
  std::string trump;
  int total;
  bool discard;  // a tile is left over
};

const std::vector<Sweep>& Sweeps() {
  static const auto* const kSweeps = new std::vector<Sweep>{
      {"42", "66 65 64 63 62 61 60/55 54 53 52 51 50 44/43 42 41 40 33 32 31/30 22 21 20 11 10 00",
       "sixes", 42, false},
      {"3-hand", "66 65 64 63 62 61 60 55 54/53 52 51 50 44 43 42 41 40/33 32 31 30 22 21 20 11 00",
       "sixes", 44, false},
      {"moon", "66 65 64 63 62 61 55/54 53 52 51 44 43 42/41 33 32 31 22 21 11/10", "sixes", 7,
       true},
      {"geezer",
       "77 76 75 74 73 72 71 70 66/65 64 63 62 61 60 55 54 53/52 51 50 44 43 42 41 40 33/"
       "32 31 30 22 21 20 11 10 00",
       "sevens", 54, false},
  };
  return *kSweeps;
}

json SolveJson(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"solve", "--format", "json"};
  all.insert(all.end(), args.begin(), args.end());
  const Outcome run = RunTexas42(all);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(Lines(run.out).size(), 1u) << run.out;
  return json::parse(run.out);
}

// A result's value, under the key its unit gives: "points" or "tricks".
int Value(const json& result) {
  return result.contains("points") ? result["points"].get<int>() : result["tricks"].get<int>();
}

TEST(FamilyCli, DeclarerHoldingEveryTrumpTakesTheTotal) {
  for (const Sweep& s : Sweeps()) {
    SCOPED_TRACE(s.game);
    const json out = SolveJson({"--game", s.game, "--deal", s.deal, "--contract", s.trump});
    EXPECT_EQ(out["declarer"], "N");
    ASSERT_EQ(out["results"].size(), 1u);
    const json& c = out["results"][0];
    EXPECT_EQ(c["contract"], "normal");
    EXPECT_EQ(c["trump"], s.trump);
    EXPECT_EQ(Value(c), s.total);
    EXPECT_EQ(c["max"], s.total);
    EXPECT_EQ(c["unit"], s.game == "moon" ? "tricks" : "points");
    EXPECT_TRUE(c.contains(s.game == "moon" ? "tricks" : "points")) << c.dump();
    EXPECT_EQ(c["makes"], true);
    // The discard is named in games with a tile left over, and absent in the others.
    EXPECT_EQ(c.contains("discard"), s.discard) << c.dump();
    if (s.discard) EXPECT_TRUE(c["discard"].is_string()) << c.dump();
  }
}

TEST(FamilyCli, GameNamesItselfAndTheDeal) {
  const json out = SolveJson({"--game", "Moon", "--deal", Sweeps()[2].deal, "--contract", "fives"});
  EXPECT_EQ(out["game"], "moon");
  EXPECT_EQ(out["deal"].get<std::string>().find("66 65 64"), 0u) << out.dump();
  EXPECT_EQ(out["deal"].get<std::string>().find(" / "), std::string::npos) << out.dump();
}

// `--contract all` is every contract of the game; the default, `normal`, its trumps alone.
TEST(FamilyCli, EveryContractOfTheGameWithContractAll) {
  for (const char* game : {"42", "moon", "3-hand", "geezer"}) {
    const Outcome run = RunTexas42({"solve", "--game", game, "--example", "--values-only"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out.find("nello"), std::string::npos) << game << run.out;
    EXPECT_NE(run.out.find("followme (no trumps)"), std::string::npos) << game << run.out;
  }
  // Moon: seven suits, doubles, followme, nello. 3-hand: nine trumps, nello, sevens.
  const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
      {"moon",
       {"blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "doubles", "followme",
        "nello"}},
      {"3-hand",
       {"blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "doubles", "followme",
        "nello", "sevens"}},
  };
  for (const auto& [game, names] : cases) {
    SCOPED_TRACE(game);
    const std::string deal = game == "moon" ? Sweeps()[2].deal : Sweeps()[1].deal;
    const json out =
        SolveJson({"--game", game, "--deal", deal, "--declarer", "E", "--contract", "all"});
    ASSERT_EQ(out["results"].size(), names.size()) << out.dump();
    for (size_t i = 0; i < names.size(); ++i) {
      const json& c = out["results"][i];
      EXPECT_EQ(c.contains("trump") ? c["trump"] : c["contract"], names[i]);
      // Each value is the solver's own, E declaring with his best exchange.
      const family::Game& g = **family::ParseGame(game);
      const absl::StatusOr<family::Contract> contract = family::ParseContract(g, names[i]);
      ASSERT_TRUE(contract.ok()) << names[i];
      family::Solver solver;
      EXPECT_EQ(Value(c), family::SolveDeal(solver, family::Rules(g, *contract),
                                            *family::ParseDeal(g, deal), 1)
                              .value)
          << names[i];
    }
  }
}

TEST(FamilyCli, PartnerCallsOnlyWhenTheDeclarerQualifies) {
  // Geezer: N holds 77 66 55 44, enough for dip and dive but not plunge.
  const std::string deal =
      "77 66 55 44 76 75 74 73 72/71 70 65 64 63 62 61 60 54/53 52 51 50 43 42 41 40 33/"
      "32 31 30 22 21 20 11 10 00";
  // 42 on the family path (reversed doubles): splash and plunge only for four doubles.
  const std::string four_doubles =
      "66 55 44 33 65 64 63/62 61 60 54 53 52 00/43 42 40 32 31 22 11/51 50 30 21 20 10 41";
  const json none = SolveJson(
      {"--game", "42", "--deal", Sweeps()[0].deal, "--reversed-doubles", "--contract", "all"});
  ASSERT_EQ(none["results"].size(), 12u) << none.dump();  // 9 trumps, nello, low-no, sevens
  const json all = SolveJson(
      {"--game", "42", "--deal", four_doubles, "--reversed-doubles", "--contract", "all"});
  ASSERT_EQ(all["results"].size(), 30u) << all.dump();  // and splash, plunge under 9 trumps
  EXPECT_EQ(all["results"][12]["contract"], "splash");
  EXPECT_EQ(all["results"][12]["trump"], "blanks");
  EXPECT_EQ(all["results"][12]["doubles"], 4);
  EXPECT_EQ(all["results"][12]["qualifies"], true);
  EXPECT_EQ(all["results"][29]["contract"], "plunge");
  EXPECT_EQ(all["results"][29]["trump"], "followme");
  const json calls = SolveJson(
      {"--game", "geezer", "--deal", deal, "--contract", "dip,dive", "--trump", "sevens"});
  ASSERT_EQ(calls["results"].size(), 2u);
  EXPECT_EQ(calls["results"][0]["contract"], "dip");
  EXPECT_EQ(calls["results"][0]["trump"], "sevens");
  EXPECT_EQ(calls["results"][1]["contract"], "dive");
  EXPECT_EQ(calls["results"][0]["max"], 9);
  EXPECT_EQ(calls["results"][0]["unit"], "tricks");
  ExpectBadInput(RunTexas42({"solve", "--game", "geezer", "--deal", deal, "--contract", "plunge"}),
                 "North declares: plunge needs at least 5 doubles");
}

TEST(FamilyCli, TextReportNamesGameContractAndDiscard) {
  const Outcome run =
      RunTexas42({"solve", "--game", "moon", "--deal", Sweeps()[2].deal, "--contract", "sixes"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("Shoot the Moon, North declares\n", 0), 0u) << run.out;
  EXPECT_NE(run.out.find("sixes trump: North takes 7 of 7 tricks"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("discards "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("left over  1-0"), std::string::npos) << run.out;
}

// The family solver's value of kExample42 under `c`, N declaring, computed here directly.
int FamilyValue(const family::Contract& c) {
  const family::Game& game = family::GameOf(family::GameId::k42);
  family::Solver solver;
  return family::SolveDeal(solver, family::Rules(game, c), *family::ParseDeal(game, kExample42), 0)
      .value;
}

TEST(FamilyCli, Texas42OnlyOptionsTakeTheFamilyPath) {
  const json low_no = SolveJson({"--game", "42", "--deal", kExample42, "--contract", "low-no"});
  EXPECT_EQ(low_no["game"], "42");
  EXPECT_EQ(low_no["results"][0]["contract"], "low-no");
  EXPECT_EQ(low_no["results"][0]["unit"], "declarer side tricks");
  EXPECT_EQ(low_no["results"][0]["nello_doubles"], "own");
  family::Contract c;
  c.kind = family::Kind::kLowNo;
  EXPECT_EQ(Value(low_no["results"][0]), FamilyValue(c));
  const json sevens = SolveJson({"--deal", kExample42, "--contract", "sevens", "--sevens-to", "9"});
  EXPECT_EQ(sevens["results"][0]["contract"], "sevens");
  EXPECT_EQ(sevens["results"][0]["sevens_to"], 9);
  c = family::Contract{};
  c.kind = family::Kind::kSevens;
  c.sevens_to = 9;
  EXPECT_EQ(Value(sevens["results"][0]), FamilyValue(c));
  // Reversed doubles: the solver's value with the doubles ranked 0-0 high, which on this deal is
  // not the value of plain doubles trump (35 against 36), so the option is seen to be applied.
  const json reversed = SolveJson(
      {"--game", "42", "--deal", kExample42, "--contract", "doubles", "--reversed-doubles"});
  EXPECT_EQ(reversed["results"][0]["contract"], "normal");
  EXPECT_EQ(reversed["results"][0]["trump"], "doubles");
  EXPECT_EQ(reversed["results"][0]["reversed_doubles"], true);
  c = family::Contract{};
  c.trump = family::kDoublesTrump;
  const int plain_doubles = FamilyValue(c);
  c.reversed_doubles = true;
  EXPECT_EQ(Value(reversed["results"][0]), FamilyValue(c));
  EXPECT_NE(FamilyValue(c), plain_doubles);
}

TEST(FamilyCli, Game42KeepsTheFastPathOutput) {
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{"--trump", "sixes,doubles"},
        std::vector<std::string>{"--trump", "fives", "--format", "json"},
        std::vector<std::string>{"--contract", "nello", "--values-only"},
        std::vector<std::string>{"--contract", "sevens", "--sevens-to", "7"}}) {
    std::vector<std::string> plain = {"solve", "--deal", kExample42};
    plain.insert(plain.end(), extra.begin(), extra.end());
    std::vector<std::string> with_game = plain;
    with_game.insert(with_game.end(), {"--game", "42"});
    const Outcome a = RunTexas42(plain);
    const Outcome b = RunTexas42(with_game);
    ASSERT_EQ(a.exit_code, 0) << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_EQ(a.err, b.err);
  }
}

TEST(FamilyCli, BadInputIsOneErrorLine) {
  const std::string moon = Sweeps()[2].deal;
  const std::string geezer = Sweeps()[3].deal;
  const std::string big = kBigGame;
  const std::string three = Sweeps()[1].deal;
  const std::string g42 = Sweeps()[0].deal;
  struct Case {
    std::vector<std::string> args;
    std::string what;
  };
  const std::vector<Case> cases = {
      {{"--game", "moon", "--deal",
        "66 65 64 63 62 61 00/54 53 52 51 44 43 42/41 33 32 31 22 21 11/10"},
       "North's hand: Shoot the Moon has no 0-0"},
      {{"--game", "42", "--deal",
        "77 65 64 63 62 61 60/55 54 53 52 51 50 44/43 42 41 40 33 32 31/30 22 21 20 11 10 00",
        "--contract", "low-no"},
       "North's hand: tile '77' has a pip above 6 (a double-six set has pips 0-6)"},
      {{"--game", "moon", "--deal",
        "66 65 64 63 62 61 55/54 53 52 51 44 43 42/41 33 32 31 22 21 11"},
       "3 hands of 7 tiles and the tile left over, separated by '/'; got 3 groups"},
      {{"--game", "geezer", "--deal", three}, "4 hands of 9 tiles separated by '/'; got 3 groups"},
      {{"--game", "big-game", "--deal",
        "88 87 86 85 84 83 82 81 80 77/76 75 74 73 72 71 70 66 65 64 63 62/"
        "61 60 55 54 53 52 51 50 44 43 42/41 40 33 32 31 30 22 21 20 11 10/00"},
       "North's hand has 10 tiles"},
      {{"--game", "chess", "--deal", g42}, "unknown game 'chess'"},
      {{"--game", "moon", "--deal", moon, "--contract", "splash"}, "Shoot the Moon has no splash"},
      {{"--game", "geezer", "--deal", geezer, "--contract", "low-no"}, "Geezer has no low-no"},
      {{"--game", "moon", "--deal", moon, "--contract", "sevens"}, "Shoot the Moon has no sevens"},
      {{"--game", "big-game", "--deal", big, "--sevens-to", "8"}, "The Big Game has no sevens"},
      {{"--game", "big-game", "--deal", big, "--contract", "nello"}, "has no nello"},
      {{"--game", "moon", "--deal", moon, "--contract", "sixes", "--reversed-doubles"},
       "reversed doubles"},
      {{"--game", "42", "--deal", g42, "--contract", "sevens", "--sevens-to", "13"},
       "from 0 to 12, not 13"},
      {{"--game", "3-hand", "--deal", three, "--declarer", "W"}, "unknown seat 'W'"},
      {{"--game", "moon", "--deal", moon, "--contract", "eights"}, "unknown contract 'eights'"},
      {{"--game", "moon", "--deal", moon, "--nello-doubles", "high", "--contract", "sixes"},
       "--nello-doubles"},
      {{"--game", "moon", "--deal", moon, "--played", "66"}, "--played"},
      {{"--game", "big-game", "--example"}, "--example: The Big Game has no built-in example"},
      {{"--game", "moon", "--example", "--deal", moon}, "exactly one of --deal"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> args = {"solve"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    SCOPED_TRACE(absl::StrJoin(args, " "));
    ExpectBadInput(RunTexas42(args), c.what);
  }
}

TEST(FamilyCli, OtherCommandsAnalyzeTexas42Only) {
  for (const std::string command : {"match"}) {
    SCOPED_TRACE(command);
    const Outcome run = RunTexas42({command, "--game", "moon"});
    ExpectBadInput(run, "'" + command +
                            "' analyzes Texas 42 only; --game moon is taken by solve, bid, "
                            "play, review, study, table, chart, deal and bench");
    // --game 42 changes nothing: the command goes on to its own checks (or its help).
    const Outcome help = RunTexas42({command, "--game", "42", "--help"});
    EXPECT_EQ(help.exit_code, 0) << help.err;
    EXPECT_NE(help.out.find("--game GAME"), std::string::npos) << help.out;
  }
  ExpectBadInput(RunTexas42({"study", "--game", "nim"}), "unknown game 'nim'");
  // Accepted: the same error as without --game.
  const Outcome without = RunTexas42({"study", "--deals", "0"});
  const Outcome with = RunTexas42({"study", "--deals", "0", "--game", "42"});
  EXPECT_EQ(without.exit_code, 2);
  EXPECT_EQ(with.err, without.err);
}

TEST(FamilyCli, BenchTimesWholeDealsAndNamesTheWorst) {
  // Two Moon deals under every trump: each solve's value is the one `solve --game` gives, and
  // the summary's order statistics are those of the solves listed.
  const Outcome run = RunTexas42({"bench", "--game", "moon", "--deals", "2", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json out = json::parse(run.out);
  ASSERT_EQ(out["game"], "moon");
  ASSERT_EQ(out["solves"], 18);
  ASSERT_EQ(out["each"].size(), 18u);
  std::vector<double> seconds;
  for (const json& s : out["each"]) {
    seconds.push_back(s["seconds"].get<double>());
    const json solved =
        SolveJson({"--game", "moon", "--deal", s["hands"].get<std::string>(), "--declarer",
                   s["declarer"].get<std::string>(), "--trump", s["trump"].get<std::string>()});
    ASSERT_EQ(solved["results"].size(), 1u) << solved.dump();
    EXPECT_EQ(Value(solved["results"][0]), s["value"]) << s.dump();
  }
  std::sort(seconds.begin(), seconds.end());
  EXPECT_LE(out["median_s"].get<double>(), out["p90_s"].get<double>());
  EXPECT_LE(out["p90_s"].get<double>(), out["worst_s"].get<double>());
  EXPECT_NEAR(out["worst_s"].get<double>(), seconds.back(), 1e-4);
  const Outcome text = RunTexas42({"bench", "--game", "moon", "--deals", "2"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("median"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("solve --game moon --trump "), std::string::npos) << text.out;
  ExpectBadInput(RunTexas42({"bench", "--game", "chess"}), "unknown game 'chess'");
}

// Moon with the published rules' set (moon-00): the 0-0 for the 1-0. Each set refuses the other's
// tile; with the odd tile left over and discarded the two deals are the same hand, so every
// trump has the same value in both.
TEST(FamilyCli, MoonWithTheDoubleBlankSwapsOneTile) {
  const Outcome dealt = RunTexas42({"deal", "--game", "moon-00", "--deals", "6", "--seed", "2"});
  ASSERT_EQ(dealt.exit_code, 0) << dealt.err;
  for (const std::string& line : Lines(dealt.out)) {
    bool double_blank = false;
    for (absl::string_view word : absl::StrSplit(line, absl::ByAnyChar(" /"))) {
      double_blank = double_blank || word == "00";
      EXPECT_NE(word, "10") << line;
    }
    EXPECT_TRUE(double_blank) << line;
  }
  const std::string hands = "66 64 62 55 53 43 31/65 61 54 52 44 41 22/63 51 42 33 32 21 11/";
  ExpectBadInput(RunTexas42({"solve", "--game", "moon-00", "--deal", hands + "10"}),
                 "Shoot the Moon (with the 0-0) has no 1-0");
  ExpectBadInput(RunTexas42({"solve", "--game", "moon", "--deal", hands + "00"}), "no 0-0");
  const json with_one =
      SolveJson({"--game", "moon", "--deal", hands + "10", "--discard", "10", "--contract", "all"});
  const json with_double = SolveJson(
      {"--game", "moon-00", "--deal", hands + "00", "--discard", "00", "--contract", "all"});
  EXPECT_EQ(with_double["game"], "moon-00");
  ASSERT_EQ(with_one["results"].size(), 10u);  // seven suits, doubles, followme, nello
  ASSERT_EQ(with_double["results"].size(), with_one["results"].size());
  for (size_t i = 0; i < with_one["results"].size(); ++i) {
    EXPECT_EQ(Value(with_double["results"][i]), Value(with_one["results"][i])) << i;
  }
}

// Every game but The Big Game has a built-in example: the same as giving its deal.
TEST(FamilyCli, ExampleDealOfEveryGame) {
  for (const char* game : {"3-hand", "moon", "moon-00", "geezer"}) {
    SCOPED_TRACE(game);
    const json example = SolveJson({"--game", game, "--example", "--contract", "doubles"});
    EXPECT_EQ(example["game"], game);
    const json given = SolveJson(
        {"--game", game, "--deal", example["deal"].get<std::string>(), "--contract", "doubles"});
    EXPECT_EQ(example, given);
  }
  const Outcome played = RunTexas42({"play", "--game", "moon", "--example", "--trump", "sixes"});
  EXPECT_EQ(played.exit_code, 0) << played.err;
  EXPECT_NE(played.out.find("Shoot the Moon\n"), std::string::npos) << played.out;
}

}  // namespace
}  // namespace texas42
