// The bid analysis of Texas 42 on the family stack (AnalyzeBid, game 42) against exact
// solvers: Wilson intervals, Texas 42's layout enumeration, a hand whose odds are known by
// construction, exact enumeration against a brute-force loop of Texas 42's own search (and, in
// 3-handed 42, of the plain minimax and the family solver), sampling against exact enumeration,
// the same figures for any
// thread count, progress, table figures that never rise with the bid and stay within the noise,
// table nello never above double dummy and counted as if every layout were played out, the
// advice, and bad queries.
#include "solver/analysis/bid_analysis.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/layouts.h"
#include "solver/analysis/steady_makes.h"
#include "solver/analysis/wilson.h"
#include "solver/deal.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/layouts.h"
#include "solver/family/rules.h"
#include "solver/play/playout.h"
#include "tests/family/every_layout.h"
#include "tests/family/to_plain.h"
#include "tests/texas42_reference.h"

namespace texas42 {
namespace {

using family::GameId;
using family::GameOf;

const family::Game& Texas42() { return GameOf(GameId::k42); }

TileSet Tiles(const char* text) {
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  TileSet set;
  for (Tile t : *tiles) set.Add(t);
  return set;
}

family::TileSet FamilyTiles(const family::Game& game, const char* text) {
  const absl::StatusOr<std::vector<Tile>> tiles = family::ParseTiles(game, text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  family::TileSet set;
  for (Tile t : *tiles) set.Add(t);
  return set;
}

family::Contract TrumpContract(int trump) {
  family::Contract c;
  c.trump = trump;
  return c;
}

family::Contract Nello(family::NelloDoubles d) {
  family::Contract c;
  c.kind = family::Kind::kNello;
  c.nello_doubles = d;
  return c;
}

// A heavily constrained layout: 22 tiles placed, 6 left for three seats (90 layouts).
constexpr const char* kSmallHand = "66 65 64 55 41 10 33";
constexpr const char* kSmallKnown[4] = {"", "62 61 60 54 53", "44 43 42 40 32", "51 50 30 22 21"};

BidQuery SmallQuery() {
  BidQuery q;
  q.game = &Texas42();
  q.hand = FamilyTiles(Texas42(), kSmallHand);
  for (int s = 1; s < 4; ++s) q.known[s] = FamilyTiles(Texas42(), kSmallKnown[s]);
  q.contracts = {TrumpContract(6), TrumpContract(family::kDoublesTrump)};
  return q;
}

Predeal SmallPredeal() {
  Predeal p;
  p.known[0] = Tiles(kSmallHand);
  for (int s = 1; s < 4; ++s) p.known[s] = Tiles(kSmallKnown[s]);
  return p;
}

// Every hand's fixed tiles in a query: the declarer's hand and the known tiles.
family::Hands Fixed(const BidQuery& q) {
  family::Hands fixed = q.known;
  fixed[0] = q.hand;
  return fixed;
}

TEST(WilsonTest, MatchesPublishedValues) {
  // Wilson score intervals at 95% (e.g. Newcombe 1998, Table I; Wikipedia).
  const Interval none = WilsonInterval(0, 10);
  EXPECT_EQ(none.low, 0.0);
  EXPECT_NEAR(none.high, 0.2775, 5e-5);
  const Interval half = WilsonInterval(5, 10);
  EXPECT_NEAR(half.low, 0.2366, 5e-5);
  EXPECT_NEAR(half.high, 0.7634, 5e-5);
  const Interval all = WilsonInterval(10, 10);
  EXPECT_NEAR(all.low, 0.7225, 5e-5);
  EXPECT_EQ(all.high, 1.0);
  const Interval newcombe = WilsonInterval(81, 263);  // Newcombe's example: 0.2553-0.3662
  EXPECT_NEAR(newcombe.low, 0.2553, 5e-5);
  EXPECT_NEAR(newcombe.high, 0.3662, 5e-5);
}

TEST(LayoutsTest, CountsTheWaysToDealTheUnseenTiles) {
  Predeal p;
  p.known[0] = Tiles(kSmallHand);
  EXPECT_EQ(CountLayouts(p), 399072960u);                // 21! / (7! 7! 7!)
  EXPECT_EQ(CountLayouts(Predeal{}), 472518347558400u);  // 28! / (7!)^4
  EXPECT_EQ(CountLayouts(SmallPredeal()), 90u);          // 6! / (2! 2! 2!)
  // The family's count of game 42 is the same.
  EXPECT_EQ(family::CountLayouts(Texas42(), Fixed(SmallQuery())), 90u);
  family::Hands hand_only{};
  hand_only[0] = SmallQuery().hand;
  EXPECT_EQ(family::CountLayouts(Texas42(), hand_only), 399072960u);
}

TEST(LayoutsTest, EnumeratesEveryLayoutOnceHonouringThePredeal) {
  Predeal p = SmallPredeal();
  p.known[Index(Seat::kWest)] = Tiles("51 50");  // West has five places open
  const uint64_t count = CountLayouts(p);
  EXPECT_EQ(count, 36u * 21u);  // 9 unseen: East 2 (C(9, 2) = 36), South 2 (C(7, 2)), West 5
  std::set<std::string> seen;
  for (uint64_t i = 0; i < count; ++i) {
    const Deal d = LayoutAt(p, i);
    TileSet all;
    for (int s = 0; s < kSeatCount; ++s) {
      ASSERT_EQ(d.hands[s].size(), kTricksPerHand);
      ASSERT_EQ(d.hands[s] & p.known[s], p.known[s]);
      all |= d.hands[s];
    }
    ASSERT_EQ(all, TileSet::All());
    seen.insert(FormatDeal(d));
  }
  EXPECT_EQ(seen.size(), count);
}

TEST(BidAnalysisTest, AllSevenTrumpsMakeEveryBid) {
  BidQuery q;
  q.game = &Texas42();
  q.hand = FamilyTiles(Texas42(), "66 65 64 63 62 61 60");
  q.contracts = {TrumpContract(6)};
  q.samples = 10;
  for (bool full : {false, true}) {
    q.full = full;
    absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
    ASSERT_TRUE(a.ok()) << a.status();
    const ContractOdds& o = a->odds[0];
    ASSERT_EQ(o.bids.size(), 13u);
    for (size_t b = 0; b < o.bids.size(); ++b) {
      EXPECT_EQ(o.bids[b], 30 + static_cast<int>(b));
      EXPECT_EQ(o.makes[b], 10u) << o.bids[b];
      EXPECT_EQ(a->Probability(o.makes[b]), 1.0);
    }
    if (full) {
      EXPECT_EQ(o.MeanValue(), 42.0);
    } else {
      EXPECT_FALSE(o.MeanValue().has_value());
    }
  }
}

// Every layout enumerated here (tests/family/every_layout.h, not family::LayoutAt) and solved by
// Texas 42's own search (not the family's): the exact analysis holds each value's count, and
// its makes are those counts summed from each bid up.
TEST(BidAnalysisTest, ExactEqualsABruteForceLoopOverTheLayouts) {
  BidQuery q = SmallQuery();
  q.exact = true;
  q.full = true;
  absl::StatusOr<BidAnalysis> full = AnalyzeBid(q);
  ASSERT_TRUE(full.ok()) << full.status();
  q.full = false;
  absl::StatusOr<BidAnalysis> window = AnalyzeBid(q);
  ASSERT_TRUE(window.ok()) << window.status();
  EXPECT_TRUE(full->exact);
  EXPECT_EQ(full->samples, 90u);
  EXPECT_EQ(full->layout_count, 90u);

  const std::vector<family::Deal> layouts = family::EveryLayout(Texas42(), Fixed(q));
  ASSERT_EQ(layouts.size(), 90u);
  Solver solver;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    const std::string what = family::ContractName(Texas42(), q.contracts[c]);
    std::vector<uint64_t> histogram(43, 0);
    for (const family::Deal& deal : layouts) {
      ++histogram[static_cast<size_t>(TexasValue(solver, q.contracts[c], deal.hands))];
    }
    EXPECT_EQ(full->odds[c].histogram, histogram) << what;
    // The bid window gathers every value below the lowest bid at 29.
    std::vector<uint64_t> lumped = histogram;
    for (int v = 0; v < 29; ++v) {
      lumped[29] += lumped[static_cast<size_t>(v)];
      lumped[static_cast<size_t>(v)] = 0;
    }
    EXPECT_EQ(window->odds[c].histogram, lumped) << what;
    ASSERT_EQ(window->odds[c].bids.size(), 13u);
    for (size_t b = 0; b < 13; ++b) {
      const int bid = 30 + static_cast<int>(b);
      uint64_t makes = 0;
      for (int v = bid; v <= 42; ++v) makes += histogram[static_cast<size_t>(v)];
      EXPECT_EQ(window->odds[c].makes[b], makes) << what << " " << bid;
      EXPECT_EQ(full->odds[c].makes[b], makes) << what << " " << bid;
      const Interval ci = window->IntervalOf(makes);
      EXPECT_EQ(ci.low, ci.high);  // exact: no sampling error
    }
  }
}

// Another game, 3-handed 42: every layout of four unseen tiles (two to East, two to South),
// enumerated here, each valued directly: sevens by the plain minimax
// (tests/family/plain_minimax.h, which shares no code with the solver; its play is forced enough
// for whole hands), sixes and nello by family::Solver's exact Solve (not the analysis' probes;
// the solver itself meets the plain minimax in family_minimax_test).
TEST(BidAnalysisTest, ThreeHandExactEqualsABruteForceLoopOverTheLayouts) {
  const family::Game& game = GameOf(GameId::kThreeHand);
  BidQuery q;
  q.game = &game;
  q.hand = FamilyTiles(game, "66 64 62 55 53 44 33 31 20");
  q.known[1] = FamilyTiles(game, "65 63 54 51 50 11 00");
  q.known[2] = FamilyTiles(game, "42 41 40 32 30 22 21");
  family::Contract sevens;
  sevens.kind = family::Kind::kSevens;
  q.contracts = {TrumpContract(6), Nello(family::NelloDoubles::kOwn), sevens};
  q.exact = true;
  q.full = true;
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  const std::vector<family::Deal> layouts = family::EveryLayout(game, Fixed(q));
  ASSERT_EQ(layouts.size(), 6u);
  ASSERT_EQ(a->samples, 6u);
  family::Solver solver;
  bool sevens_varies = false;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    const family::Rules rules(game, q.contracts[c]);
    const std::string what = family::ContractName(game, q.contracts[c]);
    std::vector<uint64_t> histogram(a->odds[c].histogram.size(), 0);
    for (const family::Deal& deal : layouts) {
      const family::Position start(rules, deal.hands, 0);
      const int v = q.contracts[c].kind == family::Kind::kSevens
                        ? plain::PlainValueRemembering(family::ToPlain(start))
                        : solver.Solve(start);
      ++histogram[static_cast<size_t>(v)];
    }
    EXPECT_EQ(a->odds[c].histogram, histogram) << what;
    const auto from = [&](int value) {
      uint64_t n = 0;
      for (size_t v = static_cast<size_t>(value); v < histogram.size(); ++v) n += histogram[v];
      return n;
    };
    switch (q.contracts[c].kind) {
      case family::Kind::kNormal:
        ASSERT_EQ(a->odds[c].bids.front(), 30) << what;
        ASSERT_EQ(a->odds[c].bids.back(), 44) << what;
        for (size_t b = 0; b < a->odds[c].bids.size(); ++b) {
          EXPECT_EQ(a->odds[c].makes[b], from(a->odds[c].bids[b])) << what << " " << b;
        }
        break;
      case family::Kind::kNello:
        EXPECT_EQ(a->odds[c].makes, std::vector<uint64_t>{histogram[0]}) << what;
        break;
      default:
        EXPECT_EQ(a->odds[c].makes, std::vector<uint64_t>{histogram[9]}) << what;
        sevens_varies = std::count(histogram.begin(), histogram.end(), 0u) + 2 <=
                        static_cast<long>(histogram.size());
        break;
    }
  }
  EXPECT_TRUE(sevens_varies) << "every layout gave sevens one value";
}

TEST(BidAnalysisTest, SamplingAgreesWithExactEnumeration) {
  BidQuery q = SmallQuery();
  q.exact = true;
  absl::StatusOr<BidAnalysis> exact = AnalyzeBid(q);
  ASSERT_TRUE(exact.ok()) << exact.status();
  q.exact = false;
  q.samples = 300;
  q.seed = 7;
  absl::StatusOr<BidAnalysis> sampled = AnalyzeBid(q);
  ASSERT_TRUE(sampled.ok()) << sampled.status();
  EXPECT_FALSE(sampled->exact);
  int inside = 0, cells = 0;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    for (size_t b = 0; b < exact->odds[c].bids.size(); ++b) {
      const double truth = exact->Probability(exact->odds[c].makes[b]);
      // 26 cells are compared at once, so each uses a 99.9% interval (z = 3.29).
      const uint64_t makes = sampled->odds[c].makes[b];
      const Interval wide = WilsonInterval(makes, sampled->samples, 3.2905);
      EXPECT_TRUE(wide.Contains(truth)) << c << " " << exact->odds[c].bids[b];
      inside += sampled->IntervalOf(makes).Contains(truth) ? 1 : 0;
      ++cells;
    }
  }
  EXPECT_EQ(cells, 26);
  EXPECT_GE(inside, cells * 8 / 10);  // the 95% intervals cover the truth most of the time
}

TEST(BidAnalysisTest, IdenticalForAnyThreadCount) {
  BidQuery q = SmallQuery();
  q.contracts.resize(1);
  q.samples = 40;
  q.full = true;
  std::vector<BidAnalysis> runs;
  for (int threads : {1, 2, 3}) {
    q.threads = threads;
    absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
    ASSERT_TRUE(a.ok()) << a.status();
    runs.push_back(*a);
  }
  for (const BidAnalysis& a : runs) {
    for (size_t c = 0; c < q.contracts.size(); ++c) {
      EXPECT_EQ(a.odds[c].histogram, runs[0].odds[c].histogram);
      EXPECT_EQ(a.odds[c].makes, runs[0].odds[c].makes);
    }
  }
}

TEST(BidAnalysisTest, ReportsProgressUpToTheTotal) {
  BidQuery q = SmallQuery();
  q.contracts = {TrumpContract(6)};
  q.samples = 10;
  uint64_t last = 0, calls = 0;
  q.progress = [&](uint64_t done, uint64_t total) {
    EXPECT_EQ(total, 10u);
    EXPECT_LE(done, total);
    last = done;
    ++calls;
  };
  ASSERT_TRUE(AnalyzeBid(q).ok());
  EXPECT_GT(calls, 0u);
  EXPECT_EQ(last, 10u);
}

// An analysis of Texas 42 with hand-made counts: of 100 layouts, `at_values[c]` gives pairs
// (value, layouts) of contract c; the rest are worth 29.
BidAnalysis Made(std::vector<std::vector<int>> at_values, bool exact) {
  BidAnalysis a;
  a.game = &Texas42();
  a.exact = exact;
  a.samples = 100;
  a.layout_count = exact ? 100 : family::kCountless;
  const int trumps[] = {6, 5, family::kDoublesTrump};
  for (size_t c = 0; c < at_values.size(); ++c) {
    ContractOdds o;
    o.contract = TrumpContract(trumps[c]);
    for (int bid = 30; bid <= 42; ++bid) o.bids.push_back(bid);
    o.makes.assign(o.bids.size(), 0);
    for (size_t i = 0; i + 1 < at_values[c].size(); i += 2) {
      for (size_t b = 0; b < o.bids.size(); ++b) {
        if (at_values[c][i] >= o.bids[b]) o.makes[b] += static_cast<uint64_t>(at_values[c][i + 1]);
      }
    }
    a.odds.push_back(o);
  }
  return a;
}

TEST(BidAdviceTest, PicksTheHighestBidReachingTheConfidence) {
  // Sixes: 90 reach 31, 60 of them reach 34, 20 reach 42. Fives: 70 reach 30.
  const BidAnalysis a = Made({{31, 30, 34, 40, 42, 20}, {30, 70}}, /*exact=*/true);
  const Advice advice = AdviseBid(a, 0.5);
  ASSERT_TRUE(advice.bid.has_value());
  EXPECT_EQ(*advice.bid, 34);
  EXPECT_EQ(advice.choice.best, 0);
  EXPECT_DOUBLE_EQ(advice.choice.probability, 0.6);
  EXPECT_TRUE(advice.choice.rivals.empty());
  EXPECT_FALSE(advice.may_be_lower);  // exact
  EXPECT_FALSE(advice.may_be_higher);
  ASSERT_EQ(advice.by_bid.size(), 13u);
  EXPECT_EQ(advice.by_bid[0].bid, 30);
  EXPECT_EQ(advice.by_bid[0].best, 0);  // sixes 0.9 beats fives 0.7 at 30
  EXPECT_EQ(advice.by_bid[12].bid, 42);
  EXPECT_DOUBLE_EQ(advice.by_bid[12].probability, 0.2);
  EXPECT_EQ(AdviseBid(a, 0.95).bid, std::nullopt);  // nothing is that safe: pass
  EXPECT_EQ(*AdviseBid(a, 0.9).bid, 31);
}

TEST(BidAdviceTest, BidNowIsTheLowestBidOverTheHighestSoFar) {
  // Sixes: worth 34 (60 of 100 make it).
  const BidAnalysis a = Made({{31, 30, 34, 40, 42, 20}, {30, 70}}, /*exact=*/true);
  EXPECT_EQ(AdviseBid(a, 0.5, 0).bid_now, 30);
  EXPECT_EQ(AdviseBid(a, 0.5, 30).bid_now, 31);
  EXPECT_EQ(AdviseBid(a, 0.5, 33).bid_now, 34);
  EXPECT_EQ(AdviseBid(a, 0.5, 34).bid_now, std::nullopt);  // 35 is more than it is worth
  EXPECT_EQ(AdviseBid(a, 0.5, 42).bid_now, std::nullopt);
  // Worth a mark: over 41, 1 mark; over 1 mark, 2; over 7 marks, nothing is left.
  const BidAnalysis marks = Made({{42, 80}}, /*exact=*/true);
  EXPECT_EQ(AdviseBid(marks, 0.5, 41).bid_now, 42);
  EXPECT_EQ(AdviseBid(marks, 0.5, 42).bid_now, 84);
  EXPECT_EQ(AdviseBid(marks, 0.5, 7 * 42).bid_now, std::nullopt);
  // Nello is bid in marks: with nobody bidding yet, bid 1 mark calling it, not 30.
  BidAnalysis nello = Made({{30, 20}}, /*exact=*/true);
  ContractOdds o;
  o.contract = Nello(family::NelloDoubles::kOwn);
  o.scoring = family::Scoring::kNoTricks;
  o.makes = {70};  // the declarer takes no trick in 70 layouts
  nello.odds.push_back(o);
  const Advice low = AdviseBid(nello, 0.5, 0);
  ASSERT_TRUE(low.bid.has_value());
  EXPECT_EQ(*low.bid, 42);
  EXPECT_EQ(low.choice.best, 1);
  EXPECT_EQ(low.bid_now, 42);
  EXPECT_EQ(AdviseBid(nello, 0.5, 35).bid_now, 42);
  EXPECT_EQ(AdviseBid(nello, 0.5, 42).bid_now, 84);
  for (int over : {0, 30, 41, 42, 84, 7 * 42}) {
    EXPECT_TRUE(ValidateOver(Texas42(), over).ok()) << over;
  }
  for (int over : {-1, 1, 29, 43, 83, 8 * 42}) {
    EXPECT_FALSE(ValidateOver(Texas42(), over).ok()) << over;
  }
}

TEST(BidAdviceTest, SaysWhenSampledTrumpsCannotBeToldApart) {
  // Sixes 55 and fives 52 of 100 make 35: their intervals overlap; the threshold lies inside.
  const BidAnalysis a = Made({{35, 55}, {35, 52}, {30, 10}}, /*exact=*/false);
  const Advice advice = AdviseBid(a, 0.5);
  ASSERT_TRUE(advice.bid.has_value());
  EXPECT_EQ(*advice.bid, 35);
  EXPECT_EQ(advice.choice.best, 0);
  EXPECT_EQ(advice.choice.rivals, std::vector<int>{1});  // doubles (10%) is clearly worse
  EXPECT_TRUE(advice.may_be_lower);
  EXPECT_FALSE(advice.may_be_higher);  // nobody makes 36
}

TEST(SteadyMakesTest, NeverRisesAndMovesOnlyWhereTheCountsRose) {
  EXPECT_EQ(SteadyMakes({9, 7, 7, 3}), (std::vector<uint64_t>{9, 7, 7, 3}));
  EXPECT_EQ(SteadyMakes({9, 7, 8, 3}), (std::vector<uint64_t>{9, 8, 8, 3}));  // 7.5 rounds up
  EXPECT_EQ(SteadyMakes({5, 6, 7, 1}), (std::vector<uint64_t>{6, 6, 6, 1}));
  EXPECT_EQ(SteadyMakes({1, 2, 3, 4}), (std::vector<uint64_t>{3, 3, 3, 3}));  // 2.5 rounds up
  uint64_t state = 7;
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<uint64_t> counts;
    for (int b = 0; b < 13; ++b) {
      state = state * 6364136223846793005u + 1442695040888963407u;
      counts.push_back((state >> 33) % 50);
    }
    const std::vector<uint64_t> steady = SteadyMakes(counts);
    ASSERT_EQ(steady.size(), counts.size());
    uint64_t sum = 0, steady_sum = 0;
    for (size_t b = 0; b < counts.size(); ++b) {
      if (b > 0) EXPECT_LE(steady[b], steady[b - 1]);
      sum += counts[b];
      steady_sum += steady[b];
    }
    // Pooling keeps the total, but for rounding.
    EXPECT_LE(std::max(sum, steady_sum) - std::min(sum, steady_sum), counts.size() / 2 + 1);
  }
}

// A table analysis of Texas 42 with cheap players.
BidQuery TableQuery(const char* hand, std::vector<family::Contract> contracts, uint64_t samples,
                    uint64_t seed) {
  BidQuery q;
  q.game = &Texas42();
  q.hand = FamilyTiles(Texas42(), hand);
  q.contracts = std::move(contracts);
  q.samples = samples;
  q.seed = seed;
  q.play = Seating{};
  q.worlds = 4;
  return q;
}

TEST(BidAnalysisTest, TableFiguresNeverRiseWithTheBidAndStayWithinTheNoise) {
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(TableQuery(
      "66 64 63 61 55 33 20", {TrumpContract(6), TrumpContract(family::kDoublesTrump)}, 60, 9));
  ASSERT_TRUE(a.ok()) << a.status();
  for (const ContractOdds& o : a->odds) {
    const std::string what = family::ContractName(Texas42(), o.contract);
    ASSERT_TRUE(o.played) << what;
    ASSERT_EQ(o.per_bid_makes.size(), 13u) << what;
    EXPECT_EQ(o.makes, SteadyMakes(o.per_bid_makes)) << what;
    const double layouts = static_cast<double>(a->samples);
    for (size_t b = 0; b < o.bids.size(); ++b) {
      if (b > 0) EXPECT_LE(o.makes[b], o.makes[b - 1]) << what << " " << o.bids[b];
      // The steady figure lies within two standard errors of the bid's own figure.
      const double own = static_cast<double>(o.per_bid_makes[b]) / layouts;
      const double se = std::sqrt(std::max(own * (1 - own), 1.0 / layouts) / layouts);
      EXPECT_LE(std::abs(a->Probability(o.makes[b]) - own), 2 * se) << what << " " << o.bids[b];
    }
  }
}

TEST(BidAnalysisTest, TableNelloNeverBeatsDoubleDummy) {
  std::vector<family::Contract> nellos;
  for (family::NelloDoubles d :
       {family::NelloDoubles::kOwn, family::NelloDoubles::kHigh, family::NelloDoubles::kLow}) {
    nellos.push_back(Nello(d));
  }
  // A hand of low tiles, where nello is the question.
  const absl::StatusOr<BidAnalysis> a =
      AnalyzeBid(TableQuery("00 10 20 21 30 31 32", nellos, 40, 3));
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_NE(a->double_dummy, nullptr);
  uint64_t made = 0;
  for (size_t c = 0; c < nellos.size(); ++c) {
    EXPECT_LE(a->odds[c].makes[0], a->double_dummy->odds[c].makes[0]) << c;
    made += a->odds[c].makes[0];
  }
  EXPECT_GT(made, 0u);  // the test can fail: some nello makes
}

// Nello's defenders see every hand, so the analysis plays out only the layouts double dummy
// makes. Every layout played out here, set or not, must give the same counts; the sets are
// counted with Texas 42's own search.
TEST(BidAnalysisTest, TableNelloCountsEveryLayoutAsIfPlayedOut) {
  const BidQuery q =
      TableQuery("00 10 20 21 30 31 43",
                 {Nello(family::NelloDoubles::kOwn), Nello(family::NelloDoubles::kHigh)}, 20,
                 5);  // double dummy makes nello own in about 6 of 10
  const absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  const Seating dd_defenders{PlayerKind::kTable, PlayerKind::kDoubleDummy};
  family::Playout playout(family::TableOptions{.worlds = q.worlds, .seed = q.seed});
  Solver reference;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    const family::Rules rules(Texas42(), q.contracts[c]);
    uint64_t made = 0;
    uint64_t set_double_dummy = 0;
    for (uint64_t i = 0; i < q.samples; ++i) {
      const family::Deal deal = family::DealRandom(Texas42(), Fixed(q), q.seed, i);
      set_double_dummy += TexasValue(reference, q.contracts[c], deal.hands) > 0 ? 1 : 0;
      absl::StatusOr<family::PlayResult> r = playout.PlayDeal(rules, deal, 0, 0, dd_defenders);
      ASSERT_TRUE(r.ok()) << r.status();
      made += family::GoalMade(rules, r->value, 0) ? 1 : 0;
    }
    EXPECT_EQ(a->odds[c].makes[0], made) << c;
    EXPECT_EQ(a->double_dummy->odds[c].makes[0], q.samples - set_double_dummy) << c;
    EXPECT_GT(set_double_dummy, 0u);  // some layouts were skipped, so the test can fail
    EXPECT_LT(set_double_dummy, q.samples);
  }
}

TEST(BidAnalysisTest, RejectsBadQueries) {
  auto error = [](const BidQuery& q) { return std::string(ValidateBidQuery(q).message()); };
  const BidQuery q = SmallQuery();
  EXPECT_TRUE(ValidateBidQuery(q).ok());

  BidQuery no_game = q;
  no_game.game = nullptr;
  EXPECT_FALSE(ValidateBidQuery(no_game).ok());

  BidQuery short_hand = q;
  short_hand.hand = FamilyTiles(Texas42(), "66 65 64");
  EXPECT_NE(error(short_hand).find("not 3"), std::string::npos) << error(short_hand);

  BidQuery repeated = q;
  repeated.known[1].Add(Tile::FromPips(6, 6));
  EXPECT_NE(error(repeated).find("6-6"), std::string::npos) << error(repeated);

  BidQuery twice = q;
  twice.known[3].Add(Tile::FromPips(6, 2));
  EXPECT_NE(error(twice).find("6-2"), std::string::npos) << error(twice);

  BidQuery declarer_known = q;
  declarer_known.known[0] = FamilyTiles(Texas42(), "00");
  EXPECT_NE(error(declarer_known).find("declarer"), std::string::npos) << error(declarer_known);

  BidQuery too_many = q;
  too_many.known[3] = FamilyTiles(Texas42(), "51 50 30 22 21 20 11 00");
  EXPECT_NE(error(too_many).find("8 tiles"), std::string::npos) << error(too_many);

  BidQuery no_samples = q;
  no_samples.samples = 0;
  EXPECT_FALSE(ValidateBidQuery(no_samples).ok());

  BidQuery huge = q;
  huge.known = {};
  huge.exact = true;
  EXPECT_NE(error(huge).find("399072960"), std::string::npos) << error(huge);

  BidQuery no_such_trump = q;
  no_such_trump.contracts = {TrumpContract(7)};
  EXPECT_FALSE(ValidateBidQuery(no_such_trump).ok());

  BidQuery plunge = q;  // the hand holds three doubles; plunge needs four
  family::Contract call;
  call.kind = family::Kind::kPartnerCall;
  call.partner_call = 1;
  plunge.contracts = {call};
  EXPECT_NE(error(plunge).find("plunge needs at least 4"), std::string::npos) << error(plunge);

  BidQuery no_worlds = q;
  no_worlds.play = Seating{};
  no_worlds.worlds = -3;
  EXPECT_FALSE(ValidateBidQuery(no_worlds).ok());
}

}  // namespace
}  // namespace texas42
