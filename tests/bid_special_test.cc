// Mark contracts in the bid analysis of Texas 42 on the family stack (AnalyzeBid, game 42):
// nello under each doubles rule, sevens, splash and plunge with the partner's choice of trump;
// the contracts `texas42 bid` builds from its flags; and the command run as a user runs it.
// Exact enumerations over 30 layouts and sampled runs are checked against a brute-force loop of
// Texas 42's own search (texas42::Solver), over layouts enumerated or dealt here; the CLI runs
// use heavy --known constraints or few samples.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "cli/bid_run.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/contract.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "tests/family/every_layout.h"
#include "tests/run_texas42.h"
#include "tests/texas42_reference.h"
#include "tests/xml_check.h"

namespace texas42 {
namespace {

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

family::TileSet Tiles(const char* text) {
  const absl::StatusOr<std::vector<Tile>> tiles = family::ParseTiles(Texas42(), text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  family::TileSet set;
  for (Tile t : *tiles) set.Add(t);
  return set;
}

family::Contract OfKind(family::Kind kind) {
  family::Contract c;
  c.kind = kind;
  return c;
}

family::Contract Nello(family::NelloDoubles d) {
  family::Contract c = OfKind(family::Kind::kNello);
  c.nello_doubles = d;
  return c;
}

family::Contract Sevens(bool closest_lead) {
  family::Contract c = OfKind(family::Kind::kSevens);
  c.sevens_closest_lead = closest_lead;
  return c;
}

// Splash (call 0) or plunge (call 1), whatever trump the partner names.
family::Contract PartnerCall(int call) {
  family::Contract c = OfKind(family::Kind::kPartnerCall);
  c.partner_call = call;
  return c;
}

// The trumps the partner may name, in the analysis' order: followme, doubles, blanks .. sixes.
std::vector<int> PartnerTrumps() {
  std::vector<int> trumps;
  for (int t = family::kFollowMe; t <= 6; ++t) trumps.push_back(t);
  return trumps;
}

family::Hands Fixed(const BidQuery& q) {
  family::Hands fixed = q.known;
  fixed[0] = q.hand;
  return fixed;
}

// Three doubles in hand, 16 tiles known, 5 unseen (00 11 22 10 21): 30 layouts.
BidQuery SplashQuery() {
  BidQuery q;
  q.game = &Texas42();
  q.hand = Tiles("66 55 44 61 52 30 20");
  q.known[1] = Tiles("65 64 63 62 60");
  q.known[2] = Tiles("54 53 51 50 43");
  q.known[3] = Tiles("42 41 40 33 32 31");
  q.contracts = {PartnerCall(0)};
  q.exact = true;
  return q;
}

// Low tiles for nello, 16 known, 5 unseen (00 11 22 33 40): 30 layouts.
BidQuery NelloQuery() {
  BidQuery q;
  q.game = &Texas42();
  q.hand = Tiles("10 20 21 30 31 32 43");
  q.known[1] = Tiles("66 65 64 63 62");
  q.known[2] = Tiles("55 54 53 52 51");
  q.known[3] = Tiles("44 42 41 61 60 50");
  q.contracts = {Nello(family::NelloDoubles::kOwn), Nello(family::NelloDoubles::kHigh),
                 Nello(family::NelloDoubles::kLow), Sevens(false), Sevens(true)};
  q.exact = true;
  return q;
}

TEST(MarksOfTest, NamesTheMarksOfEachContract) {
  EXPECT_EQ(MarksOf(Contract::Normal(Trump::kSixes)), 1);
  EXPECT_EQ(MarksOf(Contract::Nello(NelloDoubles::kLow)), 1);
  EXPECT_EQ(MarksOf(Contract::Sevens()), 1);
  EXPECT_EQ(MarksOf(Contract::Splash(Trump::kDoubles)), 2);
  EXPECT_EQ(MarksOf(Contract::Plunge(Trump::kBlanks)), 4);
  // The family's marks of game 42, which its bid analysis reports, are the same.
  family::Contract sixes;
  sixes.trump = 6;
  EXPECT_EQ(family::MarksOf(Texas42(), sixes), 1);
  EXPECT_EQ(family::MarksOf(Texas42(), Nello(family::NelloDoubles::kLow)), 1);
  EXPECT_EQ(family::MarksOf(Texas42(), Sevens(false)), 1);
  EXPECT_EQ(family::MarksOf(Texas42(), PartnerCall(0)), 2);
  EXPECT_EQ(family::MarksOf(Texas42(), PartnerCall(1)), 4);
  EXPECT_EQ(family::DoublesNeeded(Texas42(), PartnerCall(0)), 3);
  EXPECT_EQ(family::DoublesNeeded(Texas42(), PartnerCall(1)), 4);
}

// With all seven doubles the partner names doubles: whatever he leads, the declarer, void in
// every other suit, trumps with 6-6 and then leads the six trumps no one else holds. Nello
// (doubles their own suit) always fails: the declarer must lead a double and nobody can follow.
TEST(BidSpecialTest, AllSevenDoublesMakePlungeAndNeverNello) {
  BidQuery q;
  q.game = &Texas42();
  q.hand = Tiles("00 11 22 33 44 55 66");
  q.contracts = {PartnerCall(1), Nello(family::NelloDoubles::kOwn)};
  q.samples = 12;
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  const ContractOdds& plunge = a->odds[0];
  EXPECT_EQ(plunge.marks, 4);
  EXPECT_EQ(plunge.makes, std::vector<uint64_t>{12});
  EXPECT_EQ(a->Probability(plunge.makes[0]), 1.0);
  ASSERT_TRUE(plunge.has_single);
  EXPECT_EQ(plunge.best_single_makes, 12u);
  EXPECT_EQ(a->odds[1].makes, std::vector<uint64_t>{0});
  // The partner held to doubles alone makes every time too.
  q.partner_trumps = {family::kDoublesTrump};
  absl::StatusOr<BidAnalysis> doubles = AnalyzeBid(q);
  ASSERT_TRUE(doubles.ok()) << doubles.status();
  EXPECT_EQ(doubles->odds[0].makes, std::vector<uint64_t>{12});
  // The same, by brute force: every sampled layout solved in full by Texas 42's search.
  Solver solver;
  family::Contract plunge_doubles = PartnerCall(1);
  plunge_doubles.trump = family::kDoublesTrump;
  for (uint64_t i = 0; i < q.samples; ++i) {
    const family::Deal deal = family::DealRandom(Texas42(), Fixed(q), q.seed, i);
    EXPECT_EQ(TexasValue(solver, plunge_doubles, deal.hands), 7) << i;
    EXPECT_EQ(TexasValue(solver, q.contracts[1], deal.hands), 7) << i;
  }
}

// Sampled layouts around the splash hand alone, each solved in full under every trump: the
// partner who sees the layout makes where some trump takes every trick; the best single trump
// is the first of those that make most often; a partner held to one trump makes where it does.
TEST(BidSpecialTest, PartnerTrumpEqualsABruteForceLoop) {
  BidQuery q = SplashQuery();
  q.known = {};
  q.exact = false;
  q.samples = 24;
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  const std::vector<int> trumps = PartnerTrumps();
  Solver solver;
  uint64_t any = 0;
  std::vector<uint64_t> by_trump(trumps.size(), 0);
  for (uint64_t i = 0; i < q.samples; ++i) {
    const family::Deal deal = family::DealRandom(Texas42(), Fixed(q), q.seed, i);
    bool made = false;
    for (size_t t = 0; t < trumps.size(); ++t) {
      family::Contract named = PartnerCall(0);
      named.trump = trumps[t];
      if (TexasValue(solver, named, deal.hands) == 7) {
        ++by_trump[t];
        made = true;
      }
    }
    any += made ? 1 : 0;
  }
  const ContractOdds& splash = a->odds[0];
  EXPECT_EQ(splash.makes, std::vector<uint64_t>{any});
  const size_t best =
      static_cast<size_t>(std::max_element(by_trump.begin(), by_trump.end()) - by_trump.begin());
  ASSERT_TRUE(splash.has_single);
  EXPECT_EQ(splash.best_single_trump, trumps[best]);
  EXPECT_EQ(splash.best_single_makes, by_trump[best]);
  for (size_t t = 0; t < trumps.size(); ++t) {
    BidQuery one = q;
    one.partner_trumps = {trumps[t]};
    absl::StatusOr<BidAnalysis> alone = AnalyzeBid(one);
    ASSERT_TRUE(alone.ok()) << alone.status();
    EXPECT_EQ(alone->odds[0].makes, std::vector<uint64_t>{by_trump[t]})
        << family::TrumpName(trumps[t]);
  }
  // Not a vacuous hand: seeing the layout, the partner makes more often than with any one trump.
  EXPECT_GT(any, by_trump[best]);
  const Interval ci = a->IntervalOf(any);
  EXPECT_LT(ci.low, ci.high);  // sampled: a Wilson interval
}

TEST(BidSpecialTest, PlungeIsPlayedAsSplash) {
  BidQuery q = SplashQuery();
  q.hand = Tiles("66 55 44 33 52 30 20");
  q.known[3] = Tiles("42 41 40 61 32 31");
  q.contracts = {PartnerCall(0), PartnerCall(1)};
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_EQ(a->odds.size(), 2u);
  const ContractOdds& splash = a->odds[0];
  const ContractOdds& plunge = a->odds[1];
  EXPECT_EQ(splash.marks, 2);
  EXPECT_EQ(plunge.marks, 4);
  EXPECT_EQ(splash.makes, plunge.makes);
  EXPECT_EQ(splash.histogram, plunge.histogram);
  EXPECT_EQ(splash.best_single_trump, plunge.best_single_trump);
  EXPECT_EQ(splash.best_single_makes, plunge.best_single_makes);
  EXPECT_GT(splash.makes[0], 0u);
}

// Every layout enumerated here and solved by Texas 42's search, in full and in the bid window:
// the distribution of the declarer's tricks, and the makes (nello: none; sevens: all seven).
TEST(BidSpecialTest, NelloAndSevensEqualABruteForceLoop) {
  BidQuery q = NelloQuery();
  absl::StatusOr<BidAnalysis> window = AnalyzeBid(q);
  q.full = true;
  absl::StatusOr<BidAnalysis> full = AnalyzeBid(q);
  ASSERT_TRUE(window.ok() && full.ok());
  ASSERT_EQ(full->samples, 30u);
  const std::vector<family::Deal> layouts = family::EveryLayout(Texas42(), Fixed(q));
  ASSERT_EQ(layouts.size(), 30u);
  Solver solver;
  uint64_t nello_makes = 0;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    const bool nello = q.contracts[c].kind == family::Kind::kNello;
    std::vector<uint64_t> histogram(8, 0);
    uint64_t makes = 0;
    for (const family::Deal& deal : layouts) {
      const int value = TexasValue(solver, q.contracts[c], deal.hands);
      ++histogram[static_cast<size_t>(value)];
      makes += value == (nello ? 0 : 7) ? 1 : 0;
    }
    EXPECT_EQ(full->odds[c].histogram, histogram) << c;
    EXPECT_EQ(window->odds[c].makes, std::vector<uint64_t>{makes}) << c;
    EXPECT_EQ(full->odds[c].makes, std::vector<uint64_t>{makes}) << c;
    // The window gathers the values that miss at one: a trick and more, or below all seven.
    std::vector<uint64_t> lumped(8, 0);
    for (size_t v = 0; v < 8; ++v) {
      lumped[nello ? std::min<size_t>(v, 1) : std::max<size_t>(v, 6)] += histogram[v];
    }
    EXPECT_EQ(window->odds[c].histogram, lumped) << c;
    EXPECT_FALSE(window->odds[c].MeanValue().has_value());
    EXPECT_TRUE(full->odds[c].MeanValue().has_value());
    // Nello and sevens compete at 1 mark only.
    EXPECT_TRUE(Applies(Texas42(), window->odds[c], 42));
    EXPECT_FALSE(Applies(Texas42(), window->odds[c], 41));
    if (c == 0) nello_makes = makes;
  }
  EXPECT_GT(nello_makes, 0u);  // low tiles: nello (own) makes in some layouts
  EXPECT_LT(nello_makes, 30u);
}

TEST(BidSpecialTest, IdenticalForAnyThreadCount) {
  BidQuery q;
  q.game = &Texas42();
  q.hand = Tiles("66 55 44 33 65 64 10");
  family::Contract sixes;
  sixes.trump = 6;
  q.contracts = {sixes, Nello(family::NelloDoubles::kOwn), Sevens(false), PartnerCall(0),
                 PartnerCall(1)};
  q.samples = 16;
  std::vector<BidAnalysis> runs;
  for (int threads : {1, 2, 3}) {
    q.threads = threads;
    absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
    ASSERT_TRUE(a.ok()) << a.status();
    runs.push_back(*a);
  }
  for (const BidAnalysis& a : runs) {
    for (size_t c = 0; c < q.contracts.size(); ++c) {
      EXPECT_EQ(a.odds[c].histogram, runs[0].odds[c].histogram) << c;
      EXPECT_EQ(a.odds[c].makes, runs[0].odds[c].makes) << c;
      EXPECT_EQ(a.odds[c].best_single_trump, runs[0].odds[c].best_single_trump) << c;
      EXPECT_EQ(a.odds[c].best_single_makes, runs[0].odds[c].best_single_makes) << c;
    }
  }
}

ContractFlags Flags(const std::string& contract) {
  ContractFlags flags;
  flags.contract = contract;
  return flags;
}

TEST(BidContractsTest, AllAddsTheMarkContractsTheHandQualifiesFor) {
  const family::Game& game = family::GameOf(family::GameId::k42);
  const auto hand = [&game](const char* tiles) { return *family::ParseHand(game, tiles); };
  ContractFlags flags = Flags("all");
  absl::StatusOr<BidContractList> two = ContractsToBid(game, flags, hand("66 55 64 41 10 32 21"));
  ASSERT_TRUE(two.ok()) << two.status();
  EXPECT_EQ(two->contracts.size(), 9u + 3u + 1u);  // trumps, nello own/high/low, sevens
  EXPECT_NE(two->skipped.find("holds 2 doubles"), std::string::npos) << two->skipped;
  // Splash and plunge: one contract each, whatever trump the partner names.
  absl::StatusOr<BidContractList> four = ContractsToBid(game, flags, hand("66 55 44 33 41 10 32"));
  ASSERT_TRUE(four.ok()) << four.status();
  EXPECT_EQ(four->contracts.size(), 9u + 3u + 1u + 1u + 1u);
  EXPECT_EQ(four->skipped, "");
  EXPECT_TRUE(four->partner_trumps.empty());
  flags.nello_doubles = "high";
  flags.trump = "sixes";
  absl::StatusOr<BidContractList> one = ContractsToBid(game, flags, hand("66 55 44 33 41 10 32"));
  ASSERT_TRUE(one.ok()) << one.status();
  ASSERT_EQ(one->contracts.size(), 1u + 1u + 1u + 1u + 1u);
  EXPECT_EQ(one->contracts[1].kind, family::Kind::kNello);
  EXPECT_EQ(one->contracts[1].nello_doubles, family::NelloDoubles::kHigh);
  EXPECT_EQ(one->contracts[3].kind, family::Kind::kPartnerCall);
  EXPECT_EQ(one->partner_trumps, std::vector<int>{6});  // --trump sixes: the partner names sixes
  // Low-no, a variant, only when named.
  for (const family::Contract& c : four->contracts) EXPECT_NE(c.kind, family::Kind::kLowNo);
  absl::StatusOr<BidContractList> low_no =
      ContractsToBid(game, Flags("low-no"), hand("66 55 44 33 41 10 32"));
  ASSERT_TRUE(low_no.ok()) << low_no.status();
  EXPECT_EQ(low_no->contracts.size(), 3u);  // under each doubles rule
}

TEST(BidContractsTest, RefusesRequestsThatDoNotFit) {
  const family::Game& game = family::GameOf(family::GameId::k42);
  const family::TileSet two_doubles = *family::ParseHand(game, "66 55 64 41 10 32 21");
  std::vector<std::pair<ContractFlags, std::string>> cases = {
      {Flags("splash"), "splash needs at least 3 doubles"},
      {Flags("normal,plunge"), "plunge needs at least 4 doubles"},
      {Flags("nello,bogus"), "bogus"},
      {Flags("normal"), "--nello-doubles"},
      {Flags("nello"), "--trump"},
      {Flags("sevens"), "--first-lead-trump"},
      {Flags("nello"), "--sevens-closest-lead"},
      {Flags("all"), "middle"},
  };
  cases[3].first.nello_doubles = "low";
  cases[4].first.trump = "sixes";
  cases[5].first.first_lead_trump = true;
  cases[6].first.sevens_closest_lead = true;
  cases[7].first.nello_doubles = "middle";
  for (const auto& [flags, needle] : cases) {
    absl::StatusOr<BidContractList> c = ContractsToBid(game, flags, two_doubles);
    ASSERT_FALSE(c.ok()) << flags.contract;
    EXPECT_NE(c.status().message().find(needle), std::string::npos) << c.status();
  }
}

// The splash hand of SplashQuery as command-line flags, double dummy as SplashQuery is.
const std::vector<std::string> kSplashHand = {"bid",
                                              "--play",
                                              "dd",
                                              "--hand",
                                              "66 55 44 61 52 30 20",
                                              "--known",
                                              "E=65 64 63 62 60",
                                              "--known",
                                              "S=54 53 51 50 43",
                                              "--known",
                                              "W=42 41 40 33 32 31"};

std::vector<std::string> With(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(BidSpecialCliTest, ShowsTheMarkContractsBesideThePointBids) {
  const Outcome run = RunTexas42(With(kSplashHand, {"--exact"}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (const char* text :
       {"1 mark+", "1 mark (and more)", "Mark contracts", "nello own", "nello high", "nello low",
        "\n  sevens ", "\n  splash ", "best single trump",
        "plunge not analyzed: the declarer holds 3 doubles"}) {
    EXPECT_NE(run.out.find(text), std::string::npos) << text << " in\n" << run.out;
  }
  EXPECT_EQ(run.out.find("\n  plunge "), std::string::npos);
}

TEST(BidSpecialCliTest, JsonAndCsvAgreeWithTheLibrary) {
  // The library's analysis of the same 30 layouts: the layouts in which some trump the partner
  // may name takes every trick.
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(SplashQuery());
  ASSERT_TRUE(a.ok()) << a.status();
  const uint64_t makes = a->odds[0].makes[0];
  const Outcome json =
      RunTexas42(With(kSplashHand, {"--exact", "--contract", "splash", "--format", "json"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const nlohmann::json j = nlohmann::json::parse(json.out);
  ASSERT_EQ(j["results"].size(), 1u) << json.out;
  const nlohmann::json& splash = j["results"][0];
  EXPECT_EQ(splash["contract"], "splash");
  EXPECT_EQ(splash["label"], "splash");
  EXPECT_EQ(splash["marks"], 2);
  EXPECT_NEAR(splash["make_marks"].get<double>(), static_cast<double>(makes) / 30.0, 1e-4);
  const Outcome csv =
      RunTexas42(With(kSplashHand, {"--exact", "--contract", "splash", "--format", "csv"}));
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  const std::vector<std::string> lines = Lines(csv.out);
  ASSERT_EQ(lines.size(), 1u + 1u);
  EXPECT_EQ(lines[0],
            "contract,bid,marks,samples,makes,probability,ci95_low,ci95_high,best,mean,exact,seed,"
            "play,dd_probability,hand,declarer,known,game");
  EXPECT_EQ(lines.back().rfind(absl::StrCat("splash,84,2,30,", makes, ","), 0), 0u) << lines.back();
}

TEST(BidSpecialCliTest, NelloOnlyWithTheChosenVariant) {
  const Outcome run =
      RunTexas42({"bid", "--hand", "10 20 21 30 31 32 40", "--contract", "nello", "--play", "dd",
                  "--nello-doubles", "low", "--samples", "20", "--format", "csv"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> lines = Lines(run.out);
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_EQ(lines[1].rfind("nello low,42,1,20,", 0), 0u) << lines[1];
}

TEST(BidSpecialCliTest, ByteIdenticalForAnyThreadCount) {
  const std::vector<std::string> args =
      With(kSplashHand, {"--samples", "20", "--seed", "3", "--format", "json"});
  const Outcome one = RunTexas42(With(args, {"--threads", "1"}));
  const Outcome two = RunTexas42(With(args, {"--threads", "2"}));
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("\"label\":\"nello high\""), std::string::npos);
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(BidSpecialCliTest, SvgIsWellFormedAndHasEveryCell) {
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(SplashQuery());
  ASSERT_TRUE(a.ok()) << a.status();
  const std::string path = TempPath("bid.svg");
  const Outcome run = RunTexas42(With(kSplashHand, {"--exact", "--svg", path}));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("Mark contracts"), std::string::npos);  // the table still goes to stdout
  const std::string svg = ReadFile(path);
  EXPECT_EQ(XmlProblem(svg), "");
  const Outcome parsed =
      RunCommand("python3", {"-c", "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])", path});
  EXPECT_EQ(parsed.exit_code, 0) << parsed.err;
  // 9 trumps, nello own/high/low, sevens and splash (3 doubles: no plunge), 13 bids each.
  EXPECT_GE(Count(svg, "<rect "), 14u * 13u);
  for (const std::string text : {"1 mark+", "followme", "nello low (1 mark)", "sevens (1 mark)",
                                 "splash (2 marks)", "all 30 layouts (exact)"}) {
    EXPECT_NE(svg.find(text), std::string::npos) << text;
  }
  // Double dummy the splash cell is the best single trump named every layout (the advice's
  // figure): the most layouts any one trump the partner may name makes in.
  ASSERT_TRUE(a->odds[0].has_single);
  const double splash = static_cast<double>(a->odds[0].best_single_makes) / 30.0;
  EXPECT_NE(svg.find(absl::StrFormat(">%.0f%%<", 100 * splash)), std::string::npos);
  std::remove(path.c_str());

  const Outcome bad = RunTexas42(With(kSplashHand, {"--exact", "--svg", "/nonexistent/dir/b.svg"}));
  ExpectBadInput(bad, "--svg");
}

// `texas42 bench`'s bid section, on a few samples (its figures come from the full run).
TEST(BidBenchCliTest, TimesTheBidAnalysisOnOneAndTwoThreads) {
  const Outcome text = RunTexas42({"bench", "--deals", "2", "--bid-samples", "4", "--table-deals",
                                   "2", "--table-samples", "2"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.err, "");
  for (const char* line : {"bid analysis      9 trumps x 4 samples", "  1 thread ", "  2 threads ",
                           "samples/s", "scaling 1->2"}) {
    EXPECT_NE(text.out.find(line), std::string::npos) << line << " in\n" << text.out;
  }
  EXPECT_EQ(text.out.find(" layouts"), std::string::npos) << text.out;  // not playouts
  const Outcome json = RunTexas42({"bench", "--deals", "2", "--bid-samples", "4", "--table-deals",
                                   "2", "--table-samples", "2", "--format", "json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find("\"bid\":{\"samples\":4,\"trumps\":9,\"runs\":[{\"threads\":1,"),
            std::string::npos)
      << json.out;
  EXPECT_NE(json.out.find("\"samples_per_s\":"), std::string::npos) << json.out;
  EXPECT_EQ(json.out.find("\"layouts"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"scaling_1_to_2\":"), std::string::npos);
  const Outcome skipped =
      RunTexas42({"bench", "--deals", "2", "--skip-bid", "--skip-table", "--format", "json"});
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  EXPECT_EQ(skipped.out.find("\"bid\""), std::string::npos);
  EXPECT_EQ(skipped.out.find("\"table_play\""), std::string::npos);
  ExpectBadInput(RunTexas42({"bench", "--bid-samples", "0"}), "--bid-samples");
  // The old spelling --bid-layouts still works, with one deprecation warning.
  const Outcome old = RunTexas42(
      {"bench", "--deals", "1", "--bid-layouts", "3", "--skip-table", "--format", "json"});
  ASSERT_EQ(old.exit_code, 0) << old.err;
  EXPECT_EQ(old.err,
            "texas42: warning: --bid-layouts N is deprecated and goes in the next release; use "
            "--bid-samples N\n");
  EXPECT_NE(old.out.find("\"bid\":{\"samples\":3,"), std::string::npos) << old.out;
  ExpectBadInput(RunTexas42({"bench", "--bid-samples", "4", "--bid-layouts", "4"}),
                 "not also --bid-layouts");
  ExpectBadInput(RunTexas42({"bench", "--table-deals", "0"}), "--table-deals");
  // The table-play section: playouts and the bid analysis played out at the table.
  EXPECT_NE(text.out.find("table play        2 playouts"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("bid --play table  2 samples"), std::string::npos) << text.out;
  EXPECT_NE(json.out.find("\"table_play\":{\"playouts\":2,"), std::string::npos) << json.out;
}

TEST(BidSpecialCliTest, BadRequestsGetOneLineAndExitCode2) {
  const std::string hand = "66 55 64 41 10 32 21";
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--contract", "splash"}, "splash needs at least 3 doubles"},
      {{"--contract", "plunge"}, "holds 2 (6-6 5-5)"},
      {{"--contract", "nello", "--trump", "sixes"}, "--trump"},
      {{"--contract", "normal", "--nello-doubles", "own"}, "--nello-doubles"},
      {{"--contract", "normal", "--sevens-closest-lead"}, "--sevens-closest-lead"},
      {{"--nello-doubles", "middle"}, "middle"},
      {{"--contract", "spades"}, "--contract"},
  };
  for (const auto& [args, needle] : cases) {
    std::vector<std::string> full = {"bid", "--hand", hand, "--samples", "5"};
    full.insert(full.end(), args.begin(), args.end());
    const Outcome run = RunTexas42(full);
    ExpectBadInput(run, needle);
    EXPECT_EQ(run.out, "");
  }
}

}  // namespace
}  // namespace texas42
