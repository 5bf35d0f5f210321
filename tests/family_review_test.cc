// `texas42 review --game G` run as a user runs it: a played hand of a family game reviewed
// double dummy. An optimal line (from solve) costs nothing; a play that solve values one trick
// worse than the best costs 1; the chart and the totals add up; the record's three forms and a
// game named in the record agree; bad records are one error line and exit code 2.
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

constexpr char kMoon[] = "66 64 62 55 53 43 31/65 61 54 52 44 41 22/63 51 42 33 32 21 11/10";
constexpr char kThree[] =
    "66 63 60 54 51 44 41 32 21/65 62 55 52 50 43 40 31 20/64 61 53 42 33 30 22 11 00";

// solve's view of the position after `played` (moon, sixes trump, N declares, discards 1-0):
// its result, with "rest" added, the tiles of the optimal line still to play.
json SolveMoon(const std::string& played) {
  const Outcome run = RunTexas42({"solve", "--game", "moon", "--deal", kMoon, "--trump", "sixes",
                                  "--discard", "10", "--played", played, "--format", "json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const json out = json::parse(run.out);
  json result = out["results"][0];
  size_t done = 0;
  for (const json& trick : result["played_tricks"]) done += trick["tiles"].size();
  size_t skip = out["played"].size() - done;  // the trick in progress opens the line
  json rest = json::array();
  for (const json& trick : result["line"]) {
    for (const json& t : trick["tiles"]) {
      if (skip > 0) {
        --skip;
      } else {
        rest.push_back(t);
      }
    }
  }
  result["rest"] = rest;
  return result;
}

std::string MoonRecord(const std::string& played) {
  return absl::StrCat("game=moon; deal=", kMoon,
                      "; declarer=N; trump=sixes; discard=1-0; played=", played);
}

json Review(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"review", "--format", "json"};
  all.insert(all.end(), args.begin(), args.end());
  const Outcome run = RunTexas42(all);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(Lines(run.out).size(), 1u) << run.out;
  return json::parse(run.out);
}

std::string Words(const json& list) {
  std::vector<std::string> words;
  for (const json& w : list) words.push_back(w.get<std::string>());
  return absl::StrJoin(words, " ");
}

TEST(FamilyReview, OptimalLineCostsNothing) {
  // 4-3 is N's best lead (6-6 costs a trick).
  const json start = SolveMoon("43");
  const std::string line = absl::StrCat("43 ", Words(start["rest"]));
  const json r = Review({"--record", MoonRecord(line)});
  EXPECT_EQ(r["game"], "moon");
  EXPECT_EQ(r["discard"], "1-0");
  EXPECT_EQ(r["start_value"], start["tricks"]);
  EXPECT_EQ(r["finished"], true);
  EXPECT_EQ(r["final_value"], start["tricks"]);
  EXPECT_EQ(r["tricks"], start["tricks"]);  // what the declarer took
  EXPECT_EQ(r["contract"], "normal");
  EXPECT_EQ(r["trump"], "sixes");
  EXPECT_EQ(r["unit"], "tricks");
  EXPECT_EQ(r["makes"], start["tricks"].get<int>() >= 4);  // the lowest bid, 4 tricks, assumed
  EXPECT_EQ(r["bid_assumed"], true);
  ASSERT_EQ(r["plays"].size(), 21u);
  ASSERT_EQ(r["chart"].size(), 22u);
  for (const json& p : r["plays"]) EXPECT_EQ(p["cost"], 0) << p.dump();
  for (const json& v : r["chart"]) EXPECT_EQ(v, start["tricks"]);
}

TEST(FamilyReview, PlayOneTrickWorseCostsOne) {
  // Find, along the optimal line, a player whose tile values differ by one trick.
  std::string played = "43";
  json chosen;
  for (int ply = 0; ply < 20 && chosen.is_null(); ++ply) {
    const json c = SolveMoon(played);
    const int best = c["plays"][0]["tricks"];
    for (const json& t : c["plays"]) {
      if (std::abs(t["tricks"].get<int>() - best) == 1) {
        chosen = {{"played", played}, {"tile", t["tile"]}, {"best", best}, {"after", t["tricks"]}};
        break;
      }
    }
    played = absl::StrCat(played, " ", c["rest"][0].get<std::string>());
  }
  ASSERT_FALSE(chosen.is_null()) << "no play one trick worse along the line";
  const std::string before = chosen["played"];
  const json r = Review(
      {"--record", MoonRecord(absl::StrCat(before, " ", chosen["tile"].get<std::string>()))});
  const json& last = r["plays"].back();
  EXPECT_EQ(last["tile"], chosen["tile"]);
  EXPECT_EQ(last["value_before"], chosen["best"]);
  EXPECT_EQ(last["value_after"], chosen["after"]);
  EXPECT_EQ(last["cost"], 1);
  EXPECT_FALSE(last["best"].empty());
  EXPECT_EQ(r["given_away"][last["seat"].get<std::string>()], 1);
  EXPECT_EQ(r["final_value"], chosen["after"]);
  EXPECT_EQ(r["given_away"]["declarer_side"].get<int>() + r["given_away"]["defenders"].get<int>(),
            1);
}

TEST(FamilyReview, ThreeHandTextAndFormsAgree) {
  const std::string played = "66 65 64 63 62 61";
  const std::string record =
      absl::StrCat("deal: ", kThree, "\ndeclarer: N\ncontract: sixes\nplayed: ", played, "\n");
  const Outcome text = RunTexas42({"review", "--game", "3-hand", "--record", record});
  EXPECT_EQ(text.exit_code, 0) << text.err;
  for (const char* part :
       {"Record 1: 3-handed 42", "Contract: sixes, North declares", "trick  seat  tile",
        "Value chart (points", "Given away double dummy (points): North ", "; North (bidding) ",
        ", East and South ", "Result: the hand stops after 6 plays"}) {
    EXPECT_NE(text.out.find(part), std::string::npos) << part << " in\n" << text.out;
  }
  const json by_record =
      Review({"--record", absl::StrCat("game=3-hand; deal=", kThree,
                                       "; declarer=N; trump=sixes; played=", played)});
  const json by_flags =
      Review({"--game", "3-hand", "--deal", kThree, "--trump", "sixes", "--played", played});
  const json by_json = Review({"--record", json({{"game", "3-hand"},
                                                 {"deal", kThree},
                                                 {"declarer", "N"},
                                                 {"contract", "sixes"},
                                                 {"played", played}})
                                               .dump()});
  EXPECT_EQ(by_record, by_flags);
  EXPECT_EQ(by_record, by_json);
  EXPECT_EQ(by_record["plays"].size(), 6u);
  EXPECT_EQ(by_record["chart"].size(), 7u);
}

TEST(FamilyReview, FileOfRecordsNamesTheBadOne) {
  const std::string path = TempPath("family_records.txt");
  WriteFile(path, absl::StrCat(MoonRecord("66 65"), "\n", MoonRecord("66 54"), "\n"));
  const Outcome run = RunTexas42({"review", "-i", path, "--format", "json"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(Lines(run.out).size(), 1u) << run.out;
  EXPECT_NE(run.err.find("record 2 (line 2): played: trick 1, East: 5-4 is illegal"),
            std::string::npos)
      << run.err;
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(FamilyReview, PictureAsTexas42DrawsIt) {
  // Moon, played out double dummy on both sides (play --game moon --example --trump sixes
  // --declarers dd --defenders dd): every play is best, so the chart stays at 4 and no play is
  // marked.
  const std::string best =
      "4-3 4-1 4-2 3-1 2-2 3-2 1-1 5-3 4-4 2-1 6-2 5-2 5-5 5-4 5-1 6-4 6-5 6-3 6-1 3-3 6-6";
  const Outcome run = RunTexas42({"review", "--record", MoonRecord(best), "--format", "svg"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string& svg = run.out;
  EXPECT_EQ(svg.rfind("<svg ", 0), 0u) << svg;
  EXPECT_NE(svg.find("Record 1: Shoot the Moon, sixes, North declares, discards 1-0"),
            std::string::npos);
  EXPECT_NE(svg.find("North took 4 tricks: a bid of 4 (the lowest; a record names none) makes"),
            std::string::npos);
  EXPECT_EQ(Count(svg, ">Trick "), 7u);                      // seven tricks of three tiles
  EXPECT_EQ(Count(svg, "width=\"58\" height=\"24\""), 21u);  // one box a play
  EXPECT_EQ(Count(svg, " wins</text>"), 7u);
  EXPECT_EQ(Count(svg, "stroke=\"#c62828\" stroke-width=\"2.5\"/>"), 1u);  // the legend only
  // The same picture in a file with --svg, beside the text report.
  const std::string path = TempPath("moon_review.svg");
  const Outcome both = RunTexas42({"review", "--record", MoonRecord(best), "--svg", path});
  ASSERT_EQ(both.exit_code, 0) << both.err;
  EXPECT_NE(both.out.find("Value chart"), std::string::npos);
  EXPECT_EQ(ReadFile(path), svg);
  // A costly lead is outlined red with what it gave away, and the chart drops there.
  const Outcome costly = RunTexas42({"review", "--record", MoonRecord("6-6 6-5"), "-f", "svg"});
  ASSERT_EQ(costly.exit_code, 0) << costly.err;
  const json j = Review({"--record", MoonRecord("6-6 6-5")});
  const int cost = j["plays"][0]["cost"];
  ASSERT_GT(cost, 0);
  EXPECT_NE(costly.out.find(absl::StrCat("fill=\"#c62828\">-", cost, "</text>")), std::string::npos)
      << costly.out;
  // One picture shows one record.
  WriteFile(path, absl::StrCat(MoonRecord("66 65"), "\n", MoonRecord("66 65"), "\n"));
  ExpectBadInput(RunTexas42({"review", "-i", path, "-f", "svg"}), "a picture shows one record");
  std::remove(path.c_str());
}

TEST(FamilyReview, BadInputsAreOneErrorLine) {
  struct Case {
    std::vector<std::string> args;
    std::string what;
  };
  const std::string moon = MoonRecord("66 65");
  const std::vector<Case> cases = {
      {{"--record", moon, "--worlds", "8"}, "--worlds and --seed go with --play table"},
      {{"--input", "-", "--format", "svg"}, "no records"},
      {{"--game", "moon", "--record", absl::StrCat("deal=", kMoon, "; declarer=N; trump=sixes")},
       "discard: missing"},
      {{"--game", "3-hand", "--record", moon}, "the record is moon, but --game is 3-hand"},
      {{"--record", MoonRecord("66 54")}, "trick 1, East: 5-4 is illegal"},
      {{"--record", MoonRecord("66 00")}, "Shoot the Moon has no 0-0"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--discard", "6-5"},
       "6-5 is neither in N's hand"},
      {{"--game", "big-game", "--deal",
        "88 87 86 85 84 83 82 81 80 77 76/75 74 73 72 71 70 66 65 64 63 62/"
        "61 60 55 54 53 52 51 50 44 43 42/41 40 33 32 31 30 22 21 20 11 10/00",
        "--trump", "eights", "--discard", "8-2"},
       "8-2 is a counter"},
      {{"--record", absl::StrCat(moon, "; bid=3")}, "bid: '3' is no bid of Shoot the Moon (4..7"},
      {{"--record", absl::StrCat(moon, "; bid=4; bid=5")}, "field 'bid' given twice"},
      {{"--game", "moon", "--deal", kMoon, "--trump", "sixes", "--discard", "10", "--bid", "8"},
       "bid: '8' is no bid of Shoot the Moon"},
      {{"--record", absl::StrCat(moon, "; colour=red")}, "discard, bid, played)"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> args = {"review"};
    args.insert(args.end(), c.args.begin(), c.args.end());
    SCOPED_TRACE(absl::StrJoin(args, " "));
    ExpectBadInput(RunTexas42(args), c.what);
  }
}

// `play --game G`: the table players' hand, reviewed, is the review of a record of the same
// plays; players who see every hand give nothing away and end at the deal's value; what the
// two sides took makes up the game's total.
TEST(FamilyPlay, PlaysTheHandOutAndReviewsItAsARecord) {
  // Moon and 3-hand: a Geezer hand takes ten seconds, its review most of them.
  for (const std::string game : {"moon", "3-hand"}) {
    SCOPED_TRACE(game);
    const Outcome dealt = RunTexas42({"deal", "--game", game, "--seed", "3"});
    ASSERT_EQ(dealt.exit_code, 0) << dealt.err;
    const std::string deal = Lines(dealt.out).at(0);
    const std::vector<std::string> play = {"play",    "--game", game,       "--deal", deal,
                                           "--trump", "fives",  "--format", "json"};
    Outcome run = RunTexas42(play);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const json table = json::parse(run.out);
    EXPECT_EQ(table["game"], game);
    EXPECT_EQ(table["declarers"], "table");
    EXPECT_EQ(table["worlds"], "auto");  // sequential sampling, as Texas 42's play
    std::vector<std::string> text_args(play.begin(), play.end() - 2);
    const Outcome text = RunTexas42(text_args);
    EXPECT_NE(text.out.find("(table players draw 16 to 96 worlds a decision, seed 1)"),
              std::string::npos)
        << text.out;
    text_args.insert(text_args.end(), {"--worlds", "16"});
    EXPECT_NE(RunTexas42(text_args).out.find("(table players draw 16 worlds a decision, seed 1)"),
              std::string::npos);
    std::vector<std::string> tiles;
    for (const json& p : table["plays"]) tiles.push_back(p["tile"]);
    EXPECT_EQ(tiles.size(), game == "moon" ? 21u : 27u);  // 7 tricks of 3, 9 of 3
    EXPECT_TRUE(table["finished"].get<bool>());
    const std::string key = table["unit"] == "points" ? "points" : "tricks";
    const int total = table["max"];
    EXPECT_EQ(table[key].get<int>() + table["taken_against"].get<int>(), total);
    EXPECT_EQ(table["final_value"], table[key]);
    // The same plays as a record: the same review.
    std::vector<std::string> record = {"--game",  game,    "--deal",   deal,
                                       "--trump", "fives", "--played", absl::StrJoin(tiles, " ")};
    if (table.contains("discard")) {
      record.push_back("--discard");
      record.push_back(table["discard"]);
    }
    const json reviewed = Review(record);
    for (const char* same : {"start_value", "final_value", "given_away", "chart"}) {
      EXPECT_EQ(reviewed[same], table[same]) << same;
    }
    // Each play as review has it, and who played it (the table player, for both sides here).
    ASSERT_EQ(reviewed["plays"].size(), table["plays"].size());
    for (size_t i = 0; i < table["plays"].size(); ++i) {
      json p = table["plays"][i];
      EXPECT_EQ(p["player"], "table");
      p.erase("player");
      EXPECT_EQ(reviewed["plays"][i], p) << i;
    }
    // Both sides double dummy: no play costs anything.
    std::vector<std::string> dd = play;
    for (const char* flag : {"--declarers", "dd", "--defenders", "dd"}) dd.push_back(flag);
    run = RunTexas42(dd);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const json perfect = json::parse(run.out);
    for (const json& p : perfect["plays"]) EXPECT_EQ(p["cost"], 0) << p.dump();
    EXPECT_EQ(perfect["final_value"], perfect["start_value"]);
    EXPECT_EQ(perfect["makes"], perfect["start_value"].get<int>() >= perfect["bid"].get<int>());
  }
}

TEST(FamilyPlay, PlayedGoesOnAndNextIsThePlayersChoice) {
  const std::string deal = kMoon;
  const std::vector<std::string> base = {"play",    "--game",    "moon",  "--deal",   deal,
                                         "--trump", "sixes",     "--bid", "5",        "--seed",
                                         "4",       "--discard", "1-0",   "--format", "json"};
  const auto with = [&](std::vector<std::string> more) {
    std::vector<std::string> args = base;
    args.insert(args.end(), more.begin(), more.end());
    return args;
  };
  // The whole hand played out by table players.
  Outcome run = RunTexas42(base);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json whole = json::parse(run.out);
  EXPECT_EQ(whole["discard"], "1-0");
  std::vector<std::string> tiles;
  for (const json& p : whole["plays"]) tiles.push_back(p["tile"]);
  ASSERT_EQ(tiles.size(), 21u);
  // At every point, --next names the tile the player to move then played (the same view, seed
  // and worlds), its scores ranked with the chosen tile first.
  int explained = 0;
  for (size_t k = 0; k < tiles.size(); k += 4) {
    const std::vector<std::string> before(tiles.begin(), tiles.begin() + k);
    run = RunTexas42(with({"--played", absl::StrJoin(before, " "), "--next"}));
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const json next = json::parse(run.out);
    EXPECT_EQ(next["tile"], tiles[k]) << "after " << k << " plays";
    if (next["forced"].get<bool>()) continue;
    ++explained;
    const json& scores = next["tiles"];
    ASSERT_GE(scores.size(), 2u);
    EXPECT_EQ(scores[0]["tile"], next["tile"]);
    for (size_t i = 1; i < scores.size(); ++i) {
      EXPECT_GE(scores[i - 1]["reached"].get<int>(), scores[i]["reached"].get<int>());
      EXPECT_LE(scores[i]["reached"].get<int>(), next["worlds"].get<int>());
    }
  }
  EXPECT_GE(explained, 2);
  // --played goes on from the plays given: they open the hand, the rest as played before.
  const std::vector<std::string> first(tiles.begin(), tiles.begin() + 6);
  run = RunTexas42(with({"--played", absl::StrJoin(first, " ")}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json resumed = json::parse(run.out);
  std::vector<std::string> again;
  for (const json& p : resumed["plays"]) again.push_back(p["tile"]);
  EXPECT_EQ(again, tiles);
  // Text: the seat, the tile and his worlds.
  run = RunTexas42(
      {"play", "--game", "moon", "--deal", deal, "--trump", "sixes", "--discard", "1-0", "--next"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("North holds 6-6 6-4 6-2 5-5 5-3 4-3 3-1 and plays "), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("how often his side makes the bid of 4 tricks"), std::string::npos)
      << run.out;
}

TEST(FamilyPlay, BadInputsAreOneErrorLine) {
  const std::string deal = "65 64 61 55 54 52 43/62 41 33 32 21 11 10/66 63 53 51 42 31 22/44";
  const auto play = [&](std::vector<std::string> more) {
    std::vector<std::string> args = {"play", "--game", "moon", "--deal", deal};
    args.insert(args.end(), more.begin(), more.end());
    return RunTexas42(args);
  };
  ExpectBadInput(play({}), "play takes one contract");
  ExpectBadInput(play({"--trump", "sixes", "--bid", "9"}),
                 "--bid: '9' is no bid of Shoot the Moon");
  ExpectBadInput(play({"--contract", "nello", "--bid", "5"}), "--bid goes with a trump contract");
  ExpectBadInput(play({"--trump", "sixes", "--played", "6-6"}), "--played: trick 1, North: 6-6");
  ExpectBadInput(play({"--trump", "sixes", "--discard", "6-6"}), "--discard");
  ExpectBadInput(play({"--trump", "sixes", "--discard", "77"}), "--discard");
  ExpectBadInput(play({"--trump", "sixes", "--seat", "E", "--threads", "2"}),
                 "--threads does not go with --seat");
  ExpectBadInput(RunTexas42({"play", "--example", "--trump", "sixes", "--discard", "66"}),
                 "Texas 42 has no tile left over");
  ExpectBadInput(play({"--trump", "sixes", "--declarers", "robot"}), "--declarers: 'robot'");
  ExpectBadInput(play({"--trump", "sevens"}), "sevens");
  ExpectBadInput(RunTexas42({"play", "--game", "moon", "--trump", "sixes"}),
                 "give exactly one of --deal, --input or --example");
  ExpectBadInput(RunTexas42({"play", "--game", "moon", "--trump", "sixes", "--deal", "66 65"}),
                 "--deal");
}

}  // namespace
}  // namespace texas42
