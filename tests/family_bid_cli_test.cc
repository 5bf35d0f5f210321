// `texas42 bid --game G` run as a user runs it (Moon: fast): Texas 42's report in the game's bids
// (the best for each bid, --over, JSON, CSV, SVG), its bad inputs (one error line, exit 2), and the
// 42 stake options: --plunge-doubles 3 offers plunge to a three-double hand, --splash-marks 3
// changes the marks shown.
#include <cmath>
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
  EXPECT_NE(run.out.find("Shoot the Moon: hand 6-6 6-5 6-4 6-3 6-2 6-1 5-5; North declares"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("trump        4    5    6    7 \n"), std::string::npos) << run.out;
  // Every trick in sixes, every layout: the best for every bid, marked.
  EXPECT_NE(run.out.find("sixes      100* 100* 100* 100*\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("  nello own      1    0.0%  0.0-16.1%"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Best for each bid of tricks (95% interval):\n  4       sixes     100.0%"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Advice (double dummy):\n  Worth: 7 tricks (shoot the moon) calling "
                         "sixes, which makes 100.0%"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Bid now: 4 tricks calling sixes (nobody has bid;"), std::string::npos)
      << run.out;
}

TEST(FamilyBidCliTest, OverSaysWhatToBidNow) {
  const Outcome over5 = Bid(With(kMoon, {"--over", "5"}));
  ASSERT_EQ(over5.exit_code, 0) << over5.err;
  EXPECT_NE(over5.out.find("Bid now: 6 tricks calling sixes (the bid is 5 tricks;"),
            std::string::npos)
      << over5.out;
  const Outcome over7 = Bid(With(kMoon, {"--over", "7"}));
  ASSERT_EQ(over7.exit_code, 0) << over7.err;
  EXPECT_NE(over7.out.find("Pass: the bid is 7 tricks (shoot the moon), more than the hand is "
                           "worth."),
            std::string::npos)
      << over7.out;
  // 3-hand: bids 30..43 and marks of 44 points.
  const std::vector<std::string> three = {
      "--game",    "3-hand", "--hand", "66 65 64 63 55 44 33 22 11",
      "--samples", "10",     "--over", "88"};
  const Outcome marks = Bid(three);
  ASSERT_EQ(marks.exit_code, 0) << marks.err;
  EXPECT_NE(marks.out.find("Bid now: 3 marks calling sixes (the bid is 2 marks;"),
            std::string::npos)
      << marks.out;
  ExpectBadInput(Bid(With(kMoon, {"--over", "8"})), "--over");
  ExpectBadInput(Bid(With(kMoon, {"--over", "3"})), "--over");
  ExpectBadInput(Bid({"--game", "3-hand", "--hand", "66 65 64 63 55 44 33 22 11", "--over", "45"}),
                 "--over");
}

TEST(FamilyBidCliTest, JsonParsesAndMatchesThreads) {
  const Outcome a = Bid(With(kMoon, {"--format", "json", "--threads", "1", "--over", "5"}));
  const Outcome b = Bid(With(kMoon, {"--format", "json", "--threads", "3", "--over", "5"}));
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const nlohmann::json j = nlohmann::json::parse(a.out);
  EXPECT_EQ(j["game"], "moon");
  EXPECT_EQ(j["samples"], 20);
  EXPECT_EQ(j["figure"], "dd");
  EXPECT_EQ(j["unit"], "tricks");
  ASSERT_TRUE(j["results"].is_array());
  EXPECT_EQ(j["results"].size(), 12u);  // nine trumps, nello under each doubles rule
  EXPECT_EQ(j["results"][6]["contract"], "normal");
  EXPECT_EQ(j["results"][6]["trump"], "sixes");
  EXPECT_EQ(j["results"][6]["make"]["7"], 1);
  EXPECT_EQ(j["results"][6]["ci95"]["7"].size(), 2u);
  EXPECT_EQ(j["results"][6]["make"].size(), 4u);  // bids 4..7 tricks
  EXPECT_EQ(j["results"][9]["contract"], "nello");
  EXPECT_TRUE(j["results"][9].contains("make_marks"));
  EXPECT_EQ(j["results"][9]["ci95_marks"].size(), 2u);
  // The advice as Texas 42's writes it.
  const nlohmann::json& advice = j["advice"];
  EXPECT_EQ(advice["trump"], "sixes");
  EXPECT_EQ(advice["worth"], 7);
  EXPECT_EQ(advice["bid"], 7);
  EXPECT_EQ(advice["over"], 5);
  EXPECT_EQ(advice["bid_now"], 6);
  EXPECT_EQ(advice["pass"], false);
  ASSERT_EQ(advice["by_bid"].size(), 4u);
  EXPECT_EQ(advice["by_bid"][0]["bid"], 4);
  EXPECT_EQ(advice["by_bid"][0]["trump"], "sixes");
  EXPECT_EQ(advice["text"][1],
            "Bid now: 6 tricks calling sixes (the bid is 5 tricks; the lowest bid that takes the "
            "contract).");
}

TEST(FamilyBidCliTest, CsvHasTexas42sColumnsAndTheGame) {
  const Outcome csv = Bid(With(kMoon, {"--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const Outcome texas = Bid({"--hand", "66 64 63 61 55 33 20", "--samples", "2", "--play", "dd",
                             "--contract", "normal", "--trump", "sixes", "--format", "csv"});
  ASSERT_EQ(texas.exit_code, 0) << texas.err;
  const std::string header = csv.out.substr(0, csv.out.find('\n'));
  EXPECT_EQ(header, texas.out.substr(0, texas.out.find('\n')));
  EXPECT_EQ(header.substr(header.rfind(',')), ",game");
  // Nine trumps by four bids, and nello (own, high, low) at its mark.
  size_t rows = 0;
  for (char c : csv.out) rows += c == '\n' ? 1 : 0;
  EXPECT_EQ(rows, 1u + 9 * 4 + 3);
  EXPECT_NE(csv.out.find("\nsixes,7,,20,20,1.0000,0.8389,1.0000,1,,false,1,dd,,"
                         "6-6 6-5 6-4 6-3 6-2 6-1 5-5,N,,moon\n"),
            std::string::npos)
      << csv.out;
  EXPECT_NE(csv.out.find("\nnello own,7,1,20,0,"), std::string::npos) << csv.out;
  EXPECT_NE(texas.out.find(",42\n"), std::string::npos) << texas.out;
}

TEST(FamilyBidCliTest, SvgHeatmapNamesTheGame) {
  const Outcome svg = Bid(With(kMoon, {"--format", "svg"}));
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_EQ(svg.out.rfind("<?xml", 0), 0u) << svg.out;
  EXPECT_NE(svg.out.find("Make probability (double dummy), Shoot the Moon"), std::string::npos);
  EXPECT_NE(svg.out.find("nello own (1 mark)"), std::string::npos);
  ExpectBadInput(Bid(With(kMoon, {"--svg", "-"})), "--svg");
}

TEST(FamilyBidCliTest, ContractAndTrumpChooseTheRows) {
  const Outcome two = Bid(With(kMoon, {"--trump", "sixes,fives", "--format", "json"}));
  ASSERT_EQ(two.exit_code, 0) << two.err;
  const nlohmann::json j = nlohmann::json::parse(two.out);
  ASSERT_EQ(j["results"].size(), 5u);  // the two trumps, then nello (--contract all)
  EXPECT_EQ(j["results"][0]["trump"], "sixes");
  EXPECT_EQ(j["results"][1]["trump"], "fives");
  EXPECT_EQ(j["results"][2]["contract"], "nello");
  const Outcome nello = Bid(With(kMoon, {"--contract", "nello"}));
  ASSERT_EQ(nello.exit_code, 0) << nello.err;
  EXPECT_EQ(nello.out.find("trump "), std::string::npos) << nello.out;  // no trump table
  EXPECT_NE(nello.out.find("  nello own      1    0.0%"), std::string::npos) << nello.out;
  ExpectBadInput(Bid(With(kMoon, {"--contract", "splash"})), "no splash");
  ExpectBadInput(Bid(With(kMoon, {"--trump", "eights"})), "--trump");
  ExpectBadInput(Bid(With(kMoon, {"--contract", "nello", "--trump", "sixes"})), "--trump");
  ExpectBadInput(Bid(With(kMoon, {"--contract", "normal", "--nello-doubles", "high"})),
                 "--nello-doubles");
}

TEST(FamilyBidCliTest, BadInputsFailWithOneLine) {
  ExpectBadInput(Bid({"--game", "moon", "--hand", "66 65 64 63 62 61 00"}), "--hand");
  ExpectBadInput(Bid({"--game", "moon", "--hand", "66 65 64"}), "--hand");
  ExpectBadInput(Bid({"--game", "chess", "--hand", "66 65 64"}), "--game");
  ExpectBadInput(Bid(With(kMoon, {"--play", "table", "--worlds", "0"})), "--worlds");
  ExpectBadInput(Bid(With(kMoon, {"--play", "tabel"})), "--play");
  ExpectBadInput(Bid(With(kMoon, {"--known", "E=66"})), "--known 'E=66': tile 6-6 is in the");
  ExpectBadInput(Bid(With(kMoon, {"--known", "W=11"})), "unknown seat 'W' (N, E or S)");
  ExpectBadInput(Bid(With(kMoon, {"--known", "E=11", "--known", "S=11"})),
                 "tile 1-1 is given to both East and South");
  ExpectBadInput(Bid(With(kMoon, {"--known", "N=11"})), "North is the declarer and tile 1-1");
  ExpectBadInput(Bid(With(kMoon, {"--known", "E=54 53 52 51 44 43 42 41"})),
                 "East is given 8 tiles; a hand holds 7");
  ExpectBadInput(Bid(With(kMoon, {"--exact"})), "--exact enumerates every layout; drop --samples");
  ExpectBadInput(Bid({"--game", "geezer", "--hand", "77 73 66 60 55 52 22 20 11", "--exact"}),
                 "exact analysis would enumerate 227873431500 layouts, more than the limit of "
                 "1000000; fix more tiles with --known");
  ExpectBadInput(Bid(With(kMoon, {"--full", "--play", "table"})),
                 "--full goes with double-dummy analysis, not --play table");
  ExpectBadInput(Bid(With(kMoon, {"--declarer", "W"})), "--declarer");
  ExpectBadInput(Bid(With(kMoon, {"--splash-marks", "3"})), "--splash-marks");
}

// Moon with East's hand and three of South's known: 5 unseen tiles, 5 layouts (South takes four,
// one is left over).
const std::vector<std::string> kMoonKnown = {
    "--game",  "moon",      "--hand", "66 65 64 63 55 54 44", "--known", "E=43 42 41 33 32 31 22",
    "--known", "S=21 11 10"};

TEST(FamilyBidCliTest, ExactEnumeratesEveryLayout) {
  const Outcome text = Bid(With(kMoonKnown, {"--exact"}));
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Exact: all 5 layouts of the 5 unseen tiles (the left-over tile among "
                          "them) enumerated; the probabilities are exact"),
            std::string::npos)
      << text.out;
  EXPECT_EQ(text.out.find("95%"), std::string::npos) << text.out;
  EXPECT_EQ(text.out.find("Wilson"), std::string::npos) << text.out;

  const Outcome json = Bid(With(kMoonKnown, {"--exact", "--format", "json"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const nlohmann::json j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["samples"], 5);
  EXPECT_EQ(j["exact"], true);
  EXPECT_EQ(j["layout_count"], 5);
  // Every figure is a whole number of the 5 layouts, its interval the point itself.
  for (const auto& row : j["results"]) {
    if (!row.contains("make")) continue;
    for (const auto& [bid, p] : row["make"].items()) {
      const double made = p.get<double>() * 5;
      EXPECT_NEAR(made, std::round(made), 1e-9) << row["label"] << " " << bid;
      EXPECT_EQ(row["ci95"][bid][0], p) << row["label"] << " " << bid;
      EXPECT_EQ(row["ci95"][bid][1], p) << row["label"] << " " << bid;
    }
  }

  // Asking for as many samples as there are layouts or more enumerates them, and says so.
  const Outcome many = Bid(With(kMoonKnown, {"--samples", "50", "--format", "json"}));
  ASSERT_EQ(many.exit_code, 0) << many.err;
  const nlohmann::json m = nlohmann::json::parse(many.out);
  EXPECT_EQ(m["exact"], true);
  EXPECT_EQ(m["results"], j["results"]);
  const Outcome many_text = Bid(With(kMoonKnown, {"--samples", "50"}));
  EXPECT_NE(many_text.out.find("(--samples 50 asks for at least the 5 layouts there are: each is "
                               "taken once instead.)"),
            std::string::npos)
      << many_text.out;

  const Outcome csv = Bid(With(kMoonKnown, {"--exact", "--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  EXPECT_NE(csv.out.find(",true,1,dd,"), std::string::npos) << csv.out;
  EXPECT_EQ(csv.out.find(",false,"), std::string::npos) << csv.out;
}

TEST(FamilyBidCliTest, FullAddsTheMeanAndEveryValue) {
  const Outcome text = Bid(With(kMoon, {"--full"}));
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("trump       mean    4    5    6    7"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("mean: mean tricks over all layouts"), std::string::npos) << text.out;

  const Outcome full = Bid(With(kMoon, {"--full", "--format", "json"}));
  const Outcome window = Bid(With(kMoon, {"--format", "json"}));
  ASSERT_EQ(full.exit_code, 0) << full.err;
  ASSERT_EQ(window.exit_code, 0) << window.err;
  const nlohmann::json f = nlohmann::json::parse(full.out);
  const nlohmann::json w = nlohmann::json::parse(window.out);
  EXPECT_EQ(f["values"], "full");
  EXPECT_EQ(w["values"], "bid-window");
  for (size_t i = 0; i < f["results"].size(); ++i) {
    const nlohmann::json& a = f["results"][i];
    const nlohmann::json& b = w["results"][i];
    const std::string mean = a["contract"] == "normal" ? "mean_tricks" : "mean_declarer_tricks";
    ASSERT_TRUE(a[mean].is_number()) << a;
    EXPECT_TRUE(b[mean].is_null()) << b;
    // The mean is the distribution's; the figures are the window's.
    double sum = 0;
    int layouts = 0;
    for (const auto& [value, count] : a["tricks"].items()) {
      sum += std::stoi(value) * count.get<int>();
      layouts += count.get<int>();
    }
    EXPECT_EQ(layouts, 20) << a;
    EXPECT_NEAR(a[mean].get<double>(), sum / 20, 1e-9) << a;
    const char* figures = a.contains("make") ? "make" : "make_marks";
    EXPECT_EQ(a[figures], b[figures]) << a["label"];
  }
  const Outcome csv = Bid(With(kMoon, {"--full", "--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  EXPECT_NE(csv.out.find("\nsixes,4,,20,"), std::string::npos) << csv.out;
  const size_t sixes = csv.out.find("\nsixes,4,,20,");
  const std::string line = csv.out.substr(sixes + 1, csv.out.find('\n', sixes + 1) - sixes - 1);
  // contract,bid,marks,samples,makes,probability,ci95_low,ci95_high,best,mean,...: a mean.
  std::vector<std::string> fields;
  size_t start = 0;
  for (size_t comma; (comma = line.find(',', start)) != std::string::npos; start = comma + 1) {
    fields.push_back(line.substr(start, comma - start));
  }
  ASSERT_GT(fields.size(), 9u) << line;
  EXPECT_FALSE(fields[9].empty()) << line;
}

TEST(FamilyBidCliTest, SamplesSayHowManyLayoutsThereAre) {
  const Outcome run = Bid({"--game", "moon", "--hand", "66 65 64 63 55 54 44", "--known",
                           "E=43 42 41 33 32 31 22", "--samples", "2"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Samples: 2 random layouts of the 8 unseen tiles (of 8; the left-over "
                         "tile among them), seed 1; intervals are 95% Wilson."),
            std::string::npos)
      << run.out;
}

TEST(FamilyBidCliTest, TablePlayReportsItsPlayersAndIsThreadFree) {
  const std::vector<std::string> args = {"--game",    "moon", "--hand", "66 65 64 63 62 61 55",
                                         "--samples", "2",    "--play", "table",
                                         "--worlds",  "2"};
  const Outcome text = Bid(args);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("Table play: each layout is played to the end by table players for "
                          "the bidding side and table players for the other side,\nonce for each "
                          "bid"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("draw 2 worlds a decision"), std::string::npos) << text.out;
  // Each trump's row with its double-dummy ceiling under it, as Texas 42's.
  EXPECT_NE(text.out.find("sixes       100*  100*  100*  100*\n"
                          "  dd      (100) (100) (100) (100) \n"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("(dd): the same layouts double dummy, every hand face up"),
            std::string::npos)
      << text.out;
  // Moon's defenders have no partners: every trump is played out.
  EXPECT_EQ(text.out.find("Not played out"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Advice (table play):"), std::string::npos) << text.out;
  const Outcome a = Bid(With(args, {"--format", "json", "--threads", "1"}));
  const Outcome b = Bid(With(args, {"--format", "json", "--threads", "3"}));
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const nlohmann::json j = nlohmann::json::parse(a.out);
  EXPECT_EQ(j["play"], "table");
  EXPECT_EQ(j["worlds"], "2");  // a string, as Texas 42's ("auto" there)
  for (const nlohmann::json& r : j["results"]) {
    EXPECT_EQ(r["played"], true) << r;
    if (r["contract"] == "normal") {
      // Here (two layouts, seed 1) the ceiling is at least each figure.
      for (const auto& [bid, p] : r["make"].items()) {
        EXPECT_GE(r["dd_make"][bid].get<double>(), p.get<double>()) << r;
      }
    } else {
      EXPECT_TRUE(r.contains("dd_make_marks")) << r;
    }
  }
  const Outcome csv = Bid(With(args, {"--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  EXPECT_NE(csv.out.find("sixes,4,,2,2,1.0000,0.3424,1.0000,1,,false,1,table,1.0000,"),
            std::string::npos)
      << csv.out;
  // Sequential sampling, as Texas 42's players race.
  std::vector<std::string> racing = args;
  racing.back() = "auto";
  const Outcome raced = Bid(With(racing, {"--format", "json"}));
  ASSERT_EQ(raced.exit_code, 0) << raced.err;
  EXPECT_EQ(nlohmann::json::parse(raced.out)["worlds"], "auto");
  const Outcome raced_text = Bid(racing);
  EXPECT_NE(raced_text.out.find("draw 16 to 96 worlds a decision"), std::string::npos)
      << raced_text.out;
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

// The other hands all known: every layout is the one deal, so each bid makes in every layout
// or in none, as solve values the deal.
TEST(FamilyBidCliTest, KnownHandsGiveTheDealsValue) {
  // `texas42 deal --game 3-hand --seed 2`: North is worth 36 points in fours.
  const std::string n = "64 61 60 55 54 44 33 22 20";
  const std::string e = "66 63 52 51 41 32 21 11 00";
  const std::string s = "65 62 53 50 43 42 40 31 30";
  const Outcome solved = RunTexas42({"solve", "--game", "3-hand", "--deal", n + "/" + e + "/" + s,
                                     "--trump", "fours", "--format", "json"});
  ASSERT_EQ(solved.exit_code, 0) << solved.err;
  const int value = nlohmann::json::parse(solved.out)["results"][0]["points"];
  const Outcome run =
      Bid({"--game", "3-hand", "--hand", n, "--known", "E=" + e, "--known", "S=" + s, "--trump",
           "fours", "--contract", "normal", "--samples", "5", "--format", "json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const nlohmann::json out = nlohmann::json::parse(run.out);
  EXPECT_EQ(out["known"]["E"], "6-6 6-3 5-2 5-1 4-1 3-2 2-1 1-1 0-0");
  EXPECT_EQ(value, 36);
  const nlohmann::json& make = out["results"][0]["make"];
  ASSERT_FALSE(make.empty());
  for (const auto& [bid, p] : make.items()) {
    EXPECT_EQ(p.get<double>(), std::stoi(bid) <= value ? 1.0 : 0.0) << bid << " value " << value;
  }
}

// --declarer names the seats round from him: East declaring with South's tiles known is North
// declaring with East's known (the seat after him), the same layouts and figures.
TEST(FamilyBidCliTest, DeclarerTurnsTheKnownSeats) {
  const std::vector<std::string> base = {"--game",    "moon", "--hand",     "66 65 64 55 41 10 33",
                                         "--samples", "40",   "--contract", "normal",
                                         "--format",  "json"};
  const Outcome east = Bid(With(base, {"--declarer", "E", "--known", "S=6-3 4-4"}));
  const Outcome north = Bid(With(base, {"--known", "E=6-3 4-4"}));
  const Outcome other = Bid(With(base, {"--known", "S=6-3 4-4"}));
  ASSERT_EQ(east.exit_code, 0) << east.err;
  ASSERT_EQ(north.exit_code, 0) << north.err;
  ASSERT_EQ(other.exit_code, 0) << other.err;
  const nlohmann::json e = nlohmann::json::parse(east.out);
  const nlohmann::json n = nlohmann::json::parse(north.out);
  const nlohmann::json o = nlohmann::json::parse(other.out);
  EXPECT_EQ(e["declarer"], "E");
  EXPECT_EQ(e["known"]["S"], "6-3 4-4");
  EXPECT_EQ(n["known"]["E"], "6-3 4-4");
  EXPECT_EQ(e["results"], n["results"]);
  EXPECT_NE(n["results"], o["results"]) << "the known seat changes nothing: the test shows nothing";
  EXPECT_NE(east.out.find("\"declarer\":\"E\""), std::string::npos);
  const Outcome text = Bid({"--game", "moon", "--hand", "66 65 64 55 41 10 33", "--samples", "5",
                            "--declarer", "E", "--known", "S=6-3 4-4", "--contract", "normal"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("East declares and leads.\nKnown: South 6-3 4-4.\nSamples: 5 random "
                          "layouts of the 13 unseen tiles"),
            std::string::npos)
      << text.out;
}

}  // namespace
}  // namespace texas42
