// Bid analysis against the exact solver: Wilson intervals, layout enumeration, a hand whose odds
// are known by construction, exact enumeration against a brute-force loop, sampling against
// exact enumeration, determinism across thread counts, the advice, and bad queries.
#include "solver/analysis/bid_analysis.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "gtest/gtest.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/layouts.h"
#include "solver/play/table_player.h"
#include "solver/analysis/wilson.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

TileSet Tiles(const char* text) {
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  TileSet set;
  for (Tile t : *tiles) set.Add(t);
  return set;
}

// A heavily constrained layout: 22 tiles placed, 6 left for three seats (90 layouts).
BidQuery SmallQuery() {
  BidQuery q;
  q.hand = Tiles("66 65 64 55 41 10 33");
  q.known[Index(Seat::kEast)] = Tiles("62 61 60 54 53");
  q.known[Index(Seat::kSouth)] = Tiles("44 43 42 40 32");
  q.known[Index(Seat::kWest)] = Tiles("51 50 30 22 21");
  q.contracts = {Contract::Normal(Trump::kSixes), Contract::Normal(Trump::kDoubles)};
  return q;
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
  p.known[0] = Tiles("66 65 64 55 41 10 33");
  EXPECT_EQ(CountLayouts(p), 399072960u);                // 21! / (7! 7! 7!)
  EXPECT_EQ(CountLayouts(Predeal{}), 472518347558400u);  // 28! / (7!)^4
  EXPECT_EQ(CountLayouts(SmallQuery().predeal()), 90u);  // 6! / (2! 2! 2!)
}

TEST(LayoutsTest, EnumeratesEveryLayoutOnceHonouringThePredeal) {
  Predeal p = SmallQuery().predeal();
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
  q.hand = Tiles("66 65 64 63 62 61 60");
  q.contracts = {Contract::Normal(Trump::kSixes)};
  q.samples = 10;
  for (ValueRange range : {ValueRange::kBidWindow, ValueRange::kFull}) {
    q.range = range;
    absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
    ASSERT_TRUE(a.ok()) << a.status();
    for (int bid : AllBids()) {
      EXPECT_EQ(a->odds[0].Makes(bid), 10u) << bid;
      EXPECT_EQ(a->odds[0].MakeProbability(bid), 1.0);
    }
    if (range == ValueRange::kFull) {
      EXPECT_EQ(a->odds[0].MeanValue(), 42.0);
    } else {
      EXPECT_FALSE(a->odds[0].MeanValue().has_value());
    }
  }
}

TEST(BidAnalysisTest, ExactEqualsABruteForceLoopOverTheLayouts) {
  BidQuery q = SmallQuery();
  q.exact = true;
  q.range = ValueRange::kFull;
  absl::StatusOr<BidAnalysis> full = AnalyzeBid(q);
  ASSERT_TRUE(full.ok()) << full.status();
  q.range = ValueRange::kBidWindow;
  absl::StatusOr<BidAnalysis> window = AnalyzeBid(q);
  ASSERT_TRUE(window.ok()) << window.status();
  ASSERT_EQ(full->layouts, 90u);

  const Predeal p = q.predeal();
  Solver solver;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    const Rules rules(q.contracts[c]);
    std::vector<uint64_t> histogram(43, 0);
    for (uint64_t i = 0; i < 90; ++i) {
      ++histogram[solver.Solve(Position(rules, LayoutAt(p, i), Seat::kNorth))];
    }
    EXPECT_EQ(full->odds[c].histogram, histogram) << TrumpName(q.contracts[c].trump);
    for (int bid : AllBids()) {
      uint64_t makes = 0;
      for (int v = bid; v <= 42; ++v) makes += histogram[v];
      EXPECT_EQ(window->odds[c].Makes(bid), makes) << bid;
      EXPECT_EQ(full->odds[c].Makes(bid), makes) << bid;
      const Interval ci = window->MakeInterval(c, bid);
      EXPECT_EQ(ci.low, ci.high);  // exact: no sampling error
    }
  }
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
  int inside = 0, cells = 0;
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    for (int bid : AllBids()) {
      const double truth = exact->odds[c].MakeProbability(bid);
      // 26 cells are compared at once, so each uses a 99.9% interval (z = 3.29).
      const Interval wide = WilsonInterval(sampled->odds[c].Makes(bid), sampled->layouts, 3.2905);
      EXPECT_TRUE(wide.Contains(truth)) << TrumpName(q.contracts[c].trump) << " " << bid;
      inside += sampled->MakeInterval(c, bid).Contains(truth);
      ++cells;
    }
  }
  EXPECT_GE(inside, cells * 8 / 10);  // the 95% intervals cover the truth most of the time
}

TEST(BidAnalysisTest, IdenticalForAnyThreadCount) {
  BidQuery q = SmallQuery();
  q.contracts.resize(1);
  q.samples = 40;
  q.threads = 1;
  absl::StatusOr<BidAnalysis> one = AnalyzeBid(q);
  q.threads = 2;
  absl::StatusOr<BidAnalysis> two = AnalyzeBid(q);
  q.threads = 3;
  absl::StatusOr<BidAnalysis> three = AnalyzeBid(q);
  ASSERT_TRUE(one.ok() && two.ok() && three.ok());
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    EXPECT_EQ(one->odds[c].histogram, two->odds[c].histogram);
    EXPECT_EQ(one->odds[c].histogram, three->odds[c].histogram);
  }
  EXPECT_EQ(one->nodes, two->nodes);  // each solve starts from a clear table
}

TEST(BidAnalysisTest, ReportsProgressUpToTheTotal) {
  BidQuery q = SmallQuery();
  q.contracts = {Contract::Normal(Trump::kSixes)};
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

// An analysis with hand-made histograms: `makes[c]` layouts of 100 reach 42, the rest 29.
BidAnalysis Made(std::vector<std::vector<int>> at_values, bool exact) {
  BidAnalysis a;
  a.exact = exact;
  a.layouts = 100;
  const Trump trumps[] = {Trump::kSixes, Trump::kFives, Trump::kDoubles};
  for (size_t c = 0; c < at_values.size(); ++c) {
    ContractOdds o;
    o.contract = Contract::Normal(trumps[c]);
    o.histogram.assign(43, 0);
    o.layouts = 100;
    o.full_values = false;
    int placed = 0;
    for (size_t i = 0; i + 1 < at_values[c].size(); i += 2) {
      o.histogram[at_values[c][i]] += static_cast<uint64_t>(at_values[c][i + 1]);
      placed += at_values[c][i + 1];
    }
    o.histogram[29] += static_cast<uint64_t>(100 - placed);
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
  o.contract = Contract::Nello(NelloDoubles::kOwn);
  o.layouts = 100;
  o.histogram.assign(o.contract.max_value() + 1, 0);
  o.histogram[0] = 70;  // the declarer takes no trick in 70 layouts
  o.histogram[1] = 30;
  nello.odds.push_back(o);
  const Advice low = AdviseBid(nello, 0.5, 0);
  ASSERT_TRUE(low.bid.has_value());
  EXPECT_EQ(*low.bid, 42);
  EXPECT_EQ(low.choice.best, 1);
  EXPECT_EQ(low.bid_now, 42);
  EXPECT_EQ(AdviseBid(nello, 0.5, 35).bid_now, 42);
  EXPECT_EQ(AdviseBid(nello, 0.5, 42).bid_now, 84);
  for (int over : {0, 30, 41, 42, 84, 7 * 42}) EXPECT_TRUE(ValidateOver(over).ok()) << over;
  for (int over : {-1, 1, 29, 43, 83, 8 * 42}) EXPECT_FALSE(ValidateOver(over).ok()) << over;
}

TEST(SteadyMakesTest, NeverRisesAndMovesOnlyWhereTheCountsRose) {
  EXPECT_EQ(SteadyMakes({9, 7, 7, 3}), (std::vector<uint64_t>{9, 7, 7, 3}));
  EXPECT_EQ(SteadyMakes({9, 7, 8, 3}), (std::vector<uint64_t>{9, 8, 8, 3}));  // 7.5 rounds up
  EXPECT_EQ(SteadyMakes({5, 6, 7, 1}), (std::vector<uint64_t>{6, 6, 6, 1}));
  EXPECT_EQ(SteadyMakes({1, 2, 3, 4}), (std::vector<uint64_t>{3, 3, 3, 3}));  // 2.5 rounds up
  uint64_t state = 7;
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<uint64_t> counts;
    for (int b = 0; b < kBidCount; ++b) {
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

// A table analysis of one strong hand with cheap players.
BidAnalysis TableAnalysis(std::vector<Contract> contracts, uint64_t samples) {
  BidQuery q;
  q.hand = Tiles("66 64 63 61 55 33 20");
  q.contracts = std::move(contracts);
  q.samples = samples;
  q.seed = 9;
  q.play = Seating{};
  q.table = TableOptions{.worlds = 4, .seed = 9};
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  EXPECT_TRUE(a.ok()) << a.status();
  return *a;
}

TEST(BidAnalysisTest, TableFiguresNeverRiseWithTheBidAndStayWithinTheNoise) {
  const BidAnalysis a =
      TableAnalysis({Contract::Normal(Trump::kSixes), Contract::Normal(Trump::kDoubles)}, 60);
  for (const ContractOdds& o : a.odds) {
    ASSERT_EQ(o.per_bid_makes.size(), static_cast<size_t>(kBidCount));
    for (int bid = kLowestBid; bid <= kMarkBid; ++bid) {
      if (bid > kLowestBid) EXPECT_LE(o.Makes(bid), o.Makes(bid - 1)) << bid;
      // The steady figure lies within two standard errors of the bid's own figure.
      const double p = o.MakeProbability(bid);
      const double layouts = static_cast<double>(o.layouts);
      const double own = static_cast<double>(o.per_bid_makes[bid - kLowestBid]) / layouts;
      const double se = std::sqrt(std::max(own * (1 - own), 1.0 / layouts) / layouts);
      EXPECT_LE(std::abs(p - own), 2 * se) << ContractName(o.contract) << " " << bid;
    }
  }
}

TEST(BidAnalysisTest, TableNelloNeverBeatsDoubleDummy) {
  std::vector<Contract> nellos;
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    nellos.push_back(Contract::Nello(d));
  }
  // A hand of low tiles, where nello is the question.
  BidQuery q;
  q.hand = Tiles("00 10 20 21 30 31 32");
  q.contracts = nellos;
  q.samples = 40;
  q.seed = 3;
  q.play = Seating{};
  q.table = TableOptions{.worlds = 4, .seed = 3};
  const absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_NE(a->double_dummy, nullptr);
  uint64_t made = 0;
  for (size_t c = 0; c < nellos.size(); ++c) {
    EXPECT_LE(a->odds[c].MarkMakes(), a->double_dummy->odds[c].MarkMakes())
        << ContractName(a->odds[c].contract);
    made += a->odds[c].MarkMakes();
  }
  EXPECT_GT(made, 0u);  // the test can fail: some nello makes
}

// Nello's defenders see every hand, so the analysis plays out only the layouts double dummy
// makes. Every layout played out here, set or not, must give the same counts.
TEST(BidAnalysisTest, TableNelloCountsEveryLayoutAsIfPlayedOut) {
  BidQuery q;
  q.hand = Tiles("00 10 20 21 30 31 43");  // double dummy makes nello own in about 6 of 10
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh}) {
    q.contracts.push_back(Contract::Nello(d));
  }
  q.samples = 20;
  q.seed = 5;
  q.play = Seating{};
  q.table = TableOptions{.worlds = 4, .seed = 5};
  const absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  Seating seating = *q.play;
  seating.defenders = PlayerKind::kDoubleDummy;
  Playout playout(q.table);
  for (size_t c = 0; c < q.contracts.size(); ++c) {
    const Rules rules(q.contracts[c]);
    uint64_t made = 0;
    uint64_t set_double_dummy = 0;
    for (uint64_t i = 0; i < q.samples; ++i) {
      Position p(rules, DealRandom(q.predeal(), q.seed, i), q.declarer);
      Solver solver;
      set_double_dummy += !solver.Reaches(p, 0);
      ASSERT_TRUE(playout.PlayOut(p, kMarkBid, seating, {}, /*until_decided=*/true).ok());
      made += *DecidedAt(p, kMarkBid);
    }
    EXPECT_EQ(a->odds[c].MarkMakes(), made) << ContractName(q.contracts[c]);
    EXPECT_GT(set_double_dummy, 0u);  // some layouts were skipped, so the test can fail
    EXPECT_LT(set_double_dummy, q.samples);
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

TEST(BidAnalysisTest, RejectsBadQueries) {
  auto error = [](const BidQuery& q) { return std::string(ValidateBidQuery(q).message()); };
  BidQuery q = SmallQuery();
  EXPECT_TRUE(ValidateBidQuery(q).ok());

  BidQuery short_hand = q;
  short_hand.hand = Tiles("66 65 64");
  EXPECT_NE(error(short_hand).find("3 tiles"), std::string::npos);

  BidQuery repeated = q;
  repeated.known[Index(Seat::kEast)].Add(*ParseTile("66"));
  EXPECT_NE(error(repeated).find("6-6"), std::string::npos);

  BidQuery twice = q;
  twice.known[Index(Seat::kWest)].Add(*ParseTile("62"));
  EXPECT_NE(error(twice).find("6-2"), std::string::npos);

  BidQuery declarer_known = q;
  declarer_known.known[Index(Seat::kNorth)] = Tiles("00");
  EXPECT_NE(error(declarer_known).find("declarer"), std::string::npos);

  BidQuery too_many = q;
  too_many.known[Index(Seat::kWest)] = Tiles("51 50 30 22 21 20 11 00");
  EXPECT_NE(error(too_many).find("8 tiles"), std::string::npos);

  BidQuery no_samples = q;
  no_samples.samples = 0;
  EXPECT_FALSE(ValidateBidQuery(no_samples).ok());

  BidQuery huge = q;
  huge.known = {};
  huge.exact = true;
  EXPECT_NE(error(huge).find("399072960"), std::string::npos);

  BidQuery none = q;
  none.contracts.clear();
  EXPECT_FALSE(ValidateBidQuery(none).ok());
}

}  // namespace
}  // namespace texas42
