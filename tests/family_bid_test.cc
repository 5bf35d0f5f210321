// The family's bid analysis (solver/analysis/bid_analysis.h): counts and probabilities equal to a
// brute-force loop that values each layout with the solver directly, the same counts for any
// thread count, make-probabilities non-increasing in the bid, strong hands making high, the
// contracts offered, and the advice. Runs use Moon (22 tiles, three seats), whose layouts solve in
// milliseconds.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/layouts.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42 {
namespace {

using family::Game;
using family::GameId;
using family::GameOf;

family::TileSet Hand(const Game& game, const char* text) {
  absl::StatusOr<family::TileSet> hand = family::ParseHand(game, text);
  EXPECT_TRUE(hand.ok()) << hand.status();
  return *hand;
}

BidAnalysis Analyze(GameId id, const char* hand, uint64_t samples, int threads, uint64_t seed = 7) {
  BidQuery q;
  q.game = &GameOf(id);
  q.hand = Hand(*q.game, hand);
  q.samples = samples;
  q.seed = seed;
  q.threads = threads;
  absl::StatusOr<BidAnalysis> an = AnalyzeBid(q);
  EXPECT_TRUE(an.ok()) << an.status();
  return *an;
}

const ContractOdds& Odds(const BidAnalysis& an, const char* name) {
  for (const ContractOdds& o : an.odds) {
    if (family::ContractName(*an.game, o.contract) == name) return o;
  }
  ADD_FAILURE() << "no contract " << name;
  return an.odds.front();
}

constexpr const char* kMoonHand = "66 65 64 63 55 54 44";

// Each layout i is the deal DealRandom(game, {the hand at N}, seed, i), valued here by SolveDeal
// (the declarer's best exchange) for every contract: a bid makes when the value reaches it,
// nello when the declarer takes no trick. The analysis, which probes bounds rather than solving
// each exchange, must count exactly the same layouts.
TEST(FamilyBidTest, CountsEqualABruteForceLoopOverTheLayouts) {
  constexpr uint64_t kSamples = 12;
  for (const char* hand : {"10 21 31 32 41 42 51", "65 62 53 43 33 22 11"}) {
    const BidAnalysis an = Analyze(GameId::kMoon, hand, kSamples, 2, 9);
    const Game& game = *an.game;
    family::Hands fixed{};
    fixed[0] = Hand(game, hand);
    ASSERT_EQ(an.odds.size(), BidContracts(game, fixed[0]).size());
    family::Solver solver;
    for (const ContractOdds& o : an.odds) {
      const family::Rules rules(game, o.contract);
      std::vector<int> values;
      for (uint64_t i = 0; i < kSamples; ++i) {
        const family::Deal deal = family::DealRandom(game, fixed, 9, i);
        values.push_back(family::SolveDeal(solver, rules, deal, 0).value);
      }
      const std::string what = absl::StrCat(hand, " ", family::ContractName(game, o.contract));
      if (o.special()) {
        ASSERT_EQ(o.contract.kind, family::Kind::kNello) << what;
        ASSERT_EQ(o.makes.size(), 1u) << what;
        const auto made = static_cast<uint64_t>(std::count(values.begin(), values.end(), 0));
        EXPECT_EQ(o.makes[0], made) << what;
        EXPECT_DOUBLE_EQ(an.Probability(o.makes[0]), static_cast<double>(made) / kSamples);
        continue;
      }
      ASSERT_EQ(o.bids, (std::vector<int>{4, 5, 6, 7})) << what;
      for (size_t b = 0; b < o.bids.size(); ++b) {
        uint64_t made = 0;
        for (int v : values) made += v >= o.bids[b] ? 1 : 0;
        EXPECT_EQ(o.makes[b], made) << what << " bid " << o.bids[b];
        EXPECT_DOUBLE_EQ(an.Probability(o.makes[b]), static_cast<double>(made) / kSamples)
            << what << " bid " << o.bids[b];
      }
    }
  }
}

// With every layout enumerated (--exact), each layout family::LayoutAt numbers is valued here by
// SolveDeal: the analysis counts exactly the layouts that make, over all of them, and its
// intervals are the points themselves.
TEST(FamilyBidTest, ExactCountsEveryLayoutOnce) {
  BidQuery q;
  q.game = &GameOf(GameId::kMoon);
  const Game& game = *q.game;
  q.hand = Hand(game, "66 65 64 63 55 54 44");
  q.known[1] = Hand(game, "43 42 41 33 32 31 22");  // East: every tile known
  absl::StatusOr<std::vector<family::Tile>> south = family::ParseTiles(game, "21 11 10");
  ASSERT_TRUE(south.ok()) << south.status();
  for (family::Tile t : *south) q.known[2].Add(t);
  q.exact = true;
  q.samples = 1;  // ignored
  q.threads = 2;
  absl::StatusOr<BidAnalysis> an = AnalyzeBid(q);
  ASSERT_TRUE(an.ok()) << an.status();
  family::Hands fixed = q.known;
  fixed[0] = q.hand;
  const uint64_t count = family::CountLayouts(game, fixed);
  ASSERT_EQ(count, 5u);  // 5 unseen tiles: 4 to South, 1 left over
  EXPECT_TRUE(an->exact);
  EXPECT_EQ(an->samples, count);
  EXPECT_EQ(an->layout_count, count);
  family::Solver solver;
  for (const ContractOdds& o : an->odds) {
    const family::Rules rules(game, o.contract);
    std::vector<int> values;
    for (uint64_t i = 0; i < count; ++i) {
      values.push_back(family::SolveDeal(solver, rules, family::LayoutAt(game, fixed, i), 0).value);
    }
    const std::string what = family::ContractName(game, o.contract);
    if (o.special()) {
      EXPECT_EQ(o.makes[0], static_cast<uint64_t>(std::count(values.begin(), values.end(), 0)))
          << what;
      continue;
    }
    for (size_t b = 0; b < o.bids.size(); ++b) {
      uint64_t made = 0;
      for (int v : values) made += v >= o.bids[b] ? 1 : 0;
      EXPECT_EQ(o.makes[b], made) << what << " bid " << o.bids[b];
      const Interval ci = an->IntervalOf(o.makes[b]);
      EXPECT_DOUBLE_EQ(ci.low, an->Probability(made)) << what;
      EXPECT_DOUBLE_EQ(ci.high, an->Probability(made)) << what;
    }
  }
}

// --full: each contract's distribution holds every layout's exact value (SolveDeal, here), its
// mean their mean, and the makes are those of the bid-window run; in the bid window the values
// no bid tells apart are gathered at LumpedValue and there is no mean.
TEST(FamilyBidTest, FullValuesAreEachLayoutsExactValue) {
  constexpr uint64_t kSamples = 10;
  const Game& game = GameOf(GameId::kMoon);
  BidQuery q;
  q.game = &game;
  q.hand = Hand(game, "65 62 53 43 33 22 11");
  q.samples = kSamples;
  q.seed = 5;
  q.threads = 2;
  absl::StatusOr<BidAnalysis> window = AnalyzeBid(q);
  ASSERT_TRUE(window.ok()) << window.status();
  q.full = true;
  absl::StatusOr<BidAnalysis> full = AnalyzeBid(q);
  ASSERT_TRUE(full.ok()) << full.status();
  EXPECT_TRUE(full->full);
  family::Hands fixed{};
  fixed[0] = q.hand;
  family::Solver solver;
  bool lumped_seen = false;
  for (size_t i = 0; i < full->odds.size(); ++i) {
    const ContractOdds& o = full->odds[i];
    const ContractOdds& w = window->odds[i];
    const std::string what = family::ContractName(game, o.contract);
    const family::Rules rules(game, o.contract);
    std::vector<uint64_t> histogram(o.histogram.size(), 0);
    double sum = 0;
    for (uint64_t l = 0; l < kSamples; ++l) {
      const int v =
          family::SolveDeal(solver, rules, family::DealRandom(game, fixed, 5, l), 0).value;
      ++histogram[static_cast<size_t>(v)];
      sum += v;
    }
    EXPECT_EQ(o.histogram, histogram) << what;
    ASSERT_TRUE(o.MeanValue().has_value()) << what;
    EXPECT_DOUBLE_EQ(*o.MeanValue(), sum / kSamples) << what;
    EXPECT_EQ(o.makes, w.makes) << what;
    EXPECT_FALSE(w.MeanValue().has_value()) << what;
    // The window's distribution: the same beyond the lumped value, the rest gathered there.
    const int lumped = w.LumpedValue(game);
    const bool fewest = o.special() && o.scoring == family::Scoring::kNoTricks;
    uint64_t gathered = 0;
    for (size_t v = 0; v < histogram.size(); ++v) {
      const int value = static_cast<int>(v);
      if (fewest ? value >= lumped : value <= lumped) {
        gathered += histogram[v];
      } else {
        EXPECT_EQ(w.histogram[v], histogram[v]) << what << " value " << v;
      }
    }
    EXPECT_EQ(w.histogram[static_cast<size_t>(lumped)], gathered) << what;
    lumped_seen = lumped_seen || gathered > 0;
  }
  EXPECT_TRUE(lumped_seen);
}

// A partner call's distribution is of the tricks of the trump that takes the most; it makes
// where some trump takes every trick. One Geezer layout (a few seconds: every trump solved).
TEST(FamilyBidTest, FullPartnerCallsCountTheBestTrumpsTricks) {
  const Game& game = GameOf(GameId::kGeezer);
  BidQuery q;
  q.game = &game;
  q.hand = Hand(game, "77 66 55 44 65 54 43 32 21");
  family::Contract dive;
  dive.kind = family::Kind::kPartnerCall;
  for (int i = 0; i < 3; ++i) {
    if (game.partner_calls[i].name == "dive") dive.partner_call = i;
  }
  q.contracts = {dive};
  q.samples = 1;
  q.seed = 3;
  q.threads = 1;
  q.full = true;
  absl::StatusOr<BidAnalysis> an = AnalyzeBid(q);
  ASSERT_TRUE(an.ok()) << an.status();
  family::Hands fixed{};
  fixed[0] = q.hand;
  const family::Deal deal = family::DealRandom(game, fixed, 3, 0);
  family::Solver solver;
  int best = 0;
  for (int t = family::kFollowMe; t <= game.max_pip; ++t) {
    family::Contract named = dive;
    named.trump = t;
    best = std::max(best, family::SolveDeal(solver, family::Rules(game, named), deal, 0).value);
  }
  const ContractOdds& o = an->odds.front();
  EXPECT_EQ(o.histogram[static_cast<size_t>(best)], 1u);
  EXPECT_DOUBLE_EQ(*o.MeanValue(), best);
  EXPECT_EQ(o.makes[0], best == game.tricks() ? 1u : 0u);
}

TEST(FamilyBidTest, FullValuesGoWithDoubleDummyOnly) {
  BidQuery q;
  q.game = &GameOf(GameId::kMoon);
  q.hand = Hand(*q.game, kMoonHand);
  q.full = true;
  q.play = Seating{};
  EXPECT_EQ(ValidateBidQuery(q).code(), absl::StatusCode::kInvalidArgument);
}

TEST(FamilyBidTest, ExactRefusesMoreLayoutsThanTheLimit) {
  BidQuery q;
  q.game = &GameOf(GameId::kGeezer);
  q.hand = Hand(*q.game, "77 73 66 60 55 52 22 20 11");
  q.exact = true;
  const absl::Status s = ValidateBidQuery(q);
  EXPECT_EQ(s.code(), absl::StatusCode::kOutOfRange);  // the CLI adds the flags that shrink it
  EXPECT_NE(std::string(s.message()).find("227873431500 layouts, more than the limit"),
            std::string::npos)
      << s;
}

TEST(FamilyBidTest, SameCountsForAnyThreadCount) {
  const BidAnalysis one = Analyze(GameId::kMoon, kMoonHand, 30, 1);
  const BidAnalysis four = Analyze(GameId::kMoon, kMoonHand, 30, 4);
  ASSERT_EQ(one.odds.size(), four.odds.size());
  for (size_t i = 0; i < one.odds.size(); ++i) {
    EXPECT_EQ(one.odds[i].makes, four.odds[i].makes) << i;
    EXPECT_EQ(one.odds[i].bids, four.odds[i].bids) << i;
  }
}

TEST(FamilyBidTest, ProbabilitiesNeverRiseWithTheBid) {
  const BidAnalysis an = Analyze(GameId::kMoon, kMoonHand, 40, 2);
  for (const ContractOdds& o : an.odds) {
    if (o.special()) continue;
    ASSERT_EQ(o.bids.front(), 4);
    ASSERT_EQ(o.bids.back(), 7);
    for (size_t b = 1; b < o.makes.size(); ++b) EXPECT_LE(o.makes[b], o.makes[b - 1]);
  }
}

TEST(FamilyBidTest, AllTheTopTrumpsMakeHigh) {
  // Every six of Moon's set (it has no 6-0) and the top five: sixes take every trick.
  const BidAnalysis an = Analyze(GameId::kMoon, "66 65 64 63 62 61 55", 20, 2);
  const ContractOdds& sixes = Odds(an, "sixes");
  EXPECT_EQ(sixes.makes.front(), 20u);
  EXPECT_EQ(sixes.makes.back(), 20u);  // shoots the moon
  const Advice advice = AdviseBid(an, 0.5);
  ASSERT_TRUE(advice.bid.has_value());
  EXPECT_EQ(*advice.bid, 7);
  EXPECT_EQ(family::ContractName(*an.game, an.odds[advice.choice.best].contract), "sixes");
  // Over 5 tricks the lowest bid that takes the contract is 6; over 7 nothing is higher.
  EXPECT_EQ(AdviseBid(an, 0.5, 5).bid_now, std::optional<int>(6));
  EXPECT_FALSE(AdviseBid(an, 0.5, 7).bid_now.has_value());
  EXPECT_EQ(AdviseBid(an, 0.5).bid_now, std::optional<int>(4));
}

TEST(FamilyBidTest, MoonOffersItsTrumpsAndNelloOnly) {
  const Game& moon = GameOf(GameId::kMoon);
  const std::vector<family::Contract> cs = BidContracts(moon, Hand(moon, kMoonHand));
  ASSERT_EQ(cs.size(), 10u);  // blanks..sixes, doubles, followme, nello
  EXPECT_EQ(cs.back().kind, family::Kind::kNello);
}

TEST(FamilyBidTest, LowMoonHandBidsNello) {
  // No trump makes 4 tricks, but nothing wins a trick either: nello, at 1 mark, is the call.
  const BidAnalysis an = Analyze(GameId::kMoon, "10 21 31 32 41 42 51", 20, 2);
  const Advice advice = AdviseBid(an, 0.5);
  ASSERT_TRUE(advice.bid.has_value());
  EXPECT_EQ(*advice.bid, 7);  // nello is bid at the top bid
  EXPECT_TRUE(an.odds[advice.choice.best].special());
  EXPECT_EQ(family::ContractName(*an.game, an.odds[advice.choice.best].contract), "nello");
  // Nobody has bid: nello is still bid at the top, never at the lowest bid.
  EXPECT_EQ(advice.bid_now, std::optional<int>(7));
  EXPECT_FALSE(AdviseBid(an, 1.01).bid.has_value());
}

TEST(FamilyBidTest, GeezerOffersPartnerCallsByDoubles) {
  const Game& geezer = GameOf(GameId::kGeezer);
  const auto names = [&](const char* hand) {
    std::vector<std::string> out;
    for (const family::Contract& c : BidContracts(geezer, Hand(geezer, hand))) {
      if (c.kind == family::Kind::kPartnerCall) out.push_back(family::ContractName(geezer, c));
    }
    return out;
  };
  EXPECT_EQ(names("77 66 55 10 20 30 40 50 60"), (std::vector<std::string>{"dip"}));
  EXPECT_EQ(names("77 66 55 44 33 30 40 50 60"),
            (std::vector<std::string>{"dip", "dive", "plunge"}));
  EXPECT_TRUE(names("77 66 10 20 30 40 50 60 70").empty());
}

// A partner call double dummy: `makes` counts the layouts in which some trump takes all nine
// tricks; the best single trump is the first (followme, doubles, blanks..sevens) of those that
// take them in the most layouts, counted here trump by trump with the solver's own target query.
TEST(FamilyBidTest, PartnerCallsCountTheBestSingleTrump) {
  const Game& geezer = GameOf(GameId::kGeezer);
  constexpr uint64_t kSamples = 10;
  BidQuery q;
  q.game = &geezer;
  q.hand = Hand(geezer, "77 66 55 44 65 54 43 32 21");
  q.samples = kSamples;
  q.seed = 3;
  q.threads = 2;
  family::Contract dip;
  dip.kind = family::Kind::kPartnerCall;
  dip.partner_call = 0;
  q.contracts = {dip};
  absl::StatusOr<BidAnalysis> an = AnalyzeBid(q);
  ASSERT_TRUE(an.ok()) << an.status();
  const ContractOdds& o = an->odds.at(0);
  ASSERT_TRUE(o.has_single);
  family::Hands fixed{};
  fixed[0] = q.hand;
  family::Solver solver;
  std::vector<int> trumps;
  for (int t = family::kFollowMe; t <= geezer.max_pip; ++t) trumps.push_back(t);
  std::vector<uint64_t> by_trump(trumps.size(), 0);
  uint64_t any = 0;
  for (uint64_t i = 0; i < kSamples; ++i) {
    const family::Deal deal = family::DealRandom(geezer, fixed, q.seed, i);
    bool made = false;
    for (size_t j = 0; j < trumps.size(); ++j) {
      family::Contract named = dip;
      named.trump = trumps[j];
      const family::Rules rules(geezer, named);
      if (solver.Reaches(family::Position(rules, deal.hands, 0), geezer.tricks())) {
        ++by_trump[j];
        made = true;
      }
    }
    any += made ? 1 : 0;
  }
  EXPECT_EQ(o.makes[0], any);
  const size_t best =
      static_cast<size_t>(std::max_element(by_trump.begin(), by_trump.end()) - by_trump.begin());
  EXPECT_EQ(o.best_single_makes, by_trump[best]);
  EXPECT_EQ(o.best_single_trump, trumps[best]);
  EXPECT_LE(o.best_single_makes, o.makes[0]);
  // A partner call is never the advice's choice: it is bid at its own marks (the report
  // weighs it beside the advice, at its single trump's figure).
  const Advice advice = AdviseBid(*an, 0.5);
  if (advice.choice.best >= 0) {
    EXPECT_NE(an->odds[advice.choice.best].contract.kind, family::Kind::kPartnerCall);
  }
}

TEST(FamilyBidTest, RefusesBadQueries) {
  BidQuery q;
  q.game = &GameOf(GameId::kMoon);
  q.hand = Hand(*q.game, kMoonHand);
  q.samples = 0;
  EXPECT_FALSE(ValidateBidQuery(q).ok());
  q.samples = 1;
  family::Contract splash;
  splash.kind = family::Kind::kPartnerCall;
  q.contracts = {splash};
  EXPECT_FALSE(ValidateBidQuery(q).ok());
}

}  // namespace
}  // namespace texas42
