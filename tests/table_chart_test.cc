// Bidding tables against a small study counted by hand, and the "can't lose more than" chart
// against the rows 42 players learn (docs/rules.md) and against brute force over every loss.
#include <set>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/chart.h"
#include "solver/analysis/chart_evidence.h"
#include "solver/analysis/study.h"
#include "solver/analysis/wilson.h"
#include "solver/contract.h"
#include "solver/family/contract.h"
#include "solver/family/game.h"

namespace texas42 {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::StartsWith;

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

// A Texas 42 study record of North's hand under `contract` (a name: "sixes", "nello").
StudyRecord Record(uint64_t index, const char* contract, int trumps, bool trump_double, int value) {
  StudyRecord r;
  r.index = index;
  r.declarer = 0;
  r.contract = *family::ParseContract(Texas42(), contract);
  r.features.trumps = trumps;
  r.features.trump_double = trump_double;
  r.features.doubles = trumps;  // any value: only trumps and trump_double are tabled below
  r.value = value;
  return r;
}

// Six hands:  trumps  double  value
//              3       yes     30, 42
//              3       no      29
//              4       yes     36, 41, 42
std::vector<StudyRecord> SmallStudy() {
  return {Record(0, "sixes", 3, true, 30),  Record(0, "fives", 4, true, 36),
          Record(1, "sixes", 3, false, 29), Record(1, "fives", 4, true, 41),
          Record(2, "sixes", 3, true, 42),  Record(2, "fives", 4, true, 42)};
}

TEST(BiddingTable, ByTrumpCountMatchesHandCount) {
  BiddingTableBuilder builder({HandFeature::kTrumps});
  for (const StudyRecord& r : SmallStudy()) builder.Add(r);
  const BiddingTable t = builder.Build();
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.hands, 6u);
  const TableRow& three = t.rows[0];
  EXPECT_THAT(three.key, ElementsAre(3));
  EXPECT_THAT(three.labels, ElementsAre("3"));
  EXPECT_EQ(three.hands, 3u);
  // Values 30, 29, 42: bid 30 made twice, 31..42 once.
  EXPECT_EQ(three.bids[0].makes, 2u);
  for (int i = 1; i < kBidCount; ++i) EXPECT_EQ(three.bids[i].makes, 1u) << i;
  EXPECT_DOUBLE_EQ(three.bids[0].probability, 2.0 / 3);
  const Interval w = WilsonInterval(2, 3);
  EXPECT_DOUBLE_EQ(three.bids[0].interval.low, w.low);
  EXPECT_DOUBLE_EQ(three.bids[0].interval.high, w.high);
  const TableRow& four = t.rows[1];
  EXPECT_EQ(four.hands, 3u);
  // Values 36, 41, 42: 30..36 three times, 37..41 twice, 42 (a mark) once.
  for (int bid = 30; bid <= 42; ++bid) {
    const uint64_t expected = bid <= 36 ? 3 : bid <= 41 ? 2 : 1;
    EXPECT_EQ(four.bids[bid - kLowestBid].makes, expected) << bid;
  }
  EXPECT_DOUBLE_EQ(four.bids[kBidCount - 1].probability, 1.0 / 3);
}

TEST(BiddingTable, FollowMeHandsAreApartFromZeroTrumps) {
  BiddingTableBuilder builder({HandFeature::kTrumps});
  builder.Add(Record(0, "sixes", 0, false, 10));
  builder.Add(Record(0, "followme", 0, false, 35));
  builder.Add(Record(1, "followme", 0, false, 30));
  const BiddingTable t = builder.Build();
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_THAT(t.rows[0].labels, ElementsAre("followme"));
  EXPECT_EQ(t.rows[0].hands, 2u);
  EXPECT_EQ(t.rows[0].bids[0].makes, 2u);
  EXPECT_THAT(t.rows[1].labels, ElementsAre("0"));
  EXPECT_EQ(t.rows[1].hands, 1u);
  EXPECT_EQ(t.rows[1].bids[0].makes, 0u);
}

TEST(BiddingTable, ByFeaturePairAndContract) {
  BiddingTableBuilder builder({HandFeature::kTrumps, HandFeature::kTrumpDouble});
  for (const StudyRecord& r : SmallStudy()) builder.Add(r);
  const BiddingTable t = builder.Build();
  ASSERT_EQ(t.rows.size(), 3u);
  EXPECT_THAT(t.rows[0].labels, ElementsAre("3", "no"));
  EXPECT_EQ(t.rows[0].hands, 1u);
  EXPECT_EQ(t.rows[0].bids[0].makes, 0u);  // 29 fails 30
  EXPECT_THAT(t.rows[1].labels, ElementsAre("3", "yes"));
  EXPECT_EQ(t.rows[1].bids[0].makes, 2u);
  EXPECT_EQ(t.rows[1].bids[1].makes, 1u);
  EXPECT_THAT(t.rows[2].labels, ElementsAre("4", "yes"));

  BiddingTableBuilder by_contract({HandFeature::kContract});
  for (const StudyRecord& r : SmallStudy()) by_contract.Add(r);
  const BiddingTable c = by_contract.Build();
  ASSERT_EQ(c.rows.size(), 2u);
  EXPECT_THAT(c.rows[0].labels, ElementsAre("fives"));
  EXPECT_THAT(c.rows[1].labels, ElementsAre("sixes"));
}

TEST(BiddingTable, SkipsContractsNotScoredInPointsAndIgnoresOrder) {
  std::vector<StudyRecord> records = SmallStudy();
  StudyRecord nello = records[0];
  nello.contract = *family::ParseContract(Texas42(), "nello");
  ASSERT_EQ(nello.contract.kind, family::Kind::kNello);
  nello.value = 0;
  records.push_back(nello);
  BiddingTableBuilder forward({HandFeature::kTrumps}), backward({HandFeature::kTrumps});
  for (const StudyRecord& r : records) forward.Add(r);
  for (auto it = records.rbegin(); it != records.rend(); ++it) backward.Add(*it);
  const BiddingTable a = forward.Build(), b = backward.Build();
  EXPECT_EQ(a.skipped, 1u);
  EXPECT_EQ(a.hands, 6u);
  ASSERT_EQ(a.rows.size(), b.rows.size());
  for (size_t i = 0; i < a.rows.size(); ++i) {
    EXPECT_EQ(a.rows[i].key, b.rows[i].key);
    for (int j = 0; j < kBidCount; ++j) EXPECT_EQ(a.rows[i].bids[j].makes, b.rows[i].bids[j].makes);
  }
}

TEST(HandFeatures, ParseNamesAndPairs) {
  EXPECT_THAT(*ParseHandFeatures("trumps"), ElementsAre(HandFeature::kTrumps));
  EXPECT_THAT(*ParseHandFeatures("trumps,trump-double"),
              ElementsAre(HandFeature::kTrumps, HandFeature::kTrumpDouble));
  EXPECT_THAT(*ParseHandFeatures("trumps x doubles"),
              ElementsAre(HandFeature::kTrumps, HandFeature::kDoubles));
  EXPECT_THAT(*ParseHandFeatures("count"), ElementsAre(HandFeature::kCount));
  EXPECT_THAT(ParseHandFeatures("spades").status().message(), HasSubstr("unknown hand feature"));
  EXPECT_THAT(ParseHandFeatures("trumps,trumps").status().message(), HasSubstr("twice"));
  EXPECT_THAT(ParseHandFeatures("trumps,doubles,count").status().message(),
              HasSubstr("one feature or a pair"));
  EXPECT_THAT(ParseHandFeatures("").status().message(), HasSubstr("unknown hand feature"));
}

// ---- The chart -------------------------------------------------------------------------------

TEST(Chart, RowsPlayersLearn) {
  EXPECT_THAT(MakeChartRow(Texas42(), 30).phrase,
              StartsWith("two tricks and one 10-count (or two 5-counts)"));
  EXPECT_EQ(MakeChartRow(Texas42(), 32).phrase, "five tricks and one 5-count");
  EXPECT_EQ(MakeChartRow(Texas42(), 37).phrase, "five tricks and no count");
  EXPECT_EQ(MakeChartRow(Texas42(), 41).phrase, "one trick and no count");
  EXPECT_THAT(MakeChartRow(Texas42(), 42).phrase, HasSubstr("all tricks"));
  EXPECT_THAT(MakeChartRow(Texas42(), 42).allowed, ElementsAre(Loss{0, 0}));
  EXPECT_THAT(MakeChartRow(Texas42(), 32).limits, ElementsAre(Loss{5, 5}));
  EXPECT_THAT(MakeChartRow(Texas42(), 30).limits, ElementsAre(Loss{2, 10}, Loss{6, 5}));
  // As in the issue's --json.
  EXPECT_EQ(MakeChartRow(Texas42(), 30).allowed.front(), (Loss{2, 10}));
  const std::vector<ChartRow> chart = CantLoseMoreThanChart(Texas42());
  ASSERT_EQ(chart.size(), 13u);
  for (const ChartRow& row : chart) EXPECT_EQ(row.max_lost, 42 - row.bid);
}

TEST(Chart, PossibleLosses) {
  EXPECT_TRUE(LossPossible(Texas42(), 0, 0));
  EXPECT_FALSE(LossPossible(Texas42(), 0, 5));  // count is lost only in tricks
  EXPECT_TRUE(LossPossible(Texas42(), 7, 35));
  EXPECT_FALSE(LossPossible(Texas42(), 7, 30));  // all the tricks hold all the count
  // The bidder's one trick holds at most four count tiles.
  EXPECT_FALSE(LossPossible(Texas42(), 6, 0));
  EXPECT_TRUE(LossPossible(Texas42(), 6, 5));
  EXPECT_TRUE(LossPossible(Texas42(), 1, 30));   // 6-4, 5-5 and two 5-counts in one trick
  EXPECT_FALSE(LossPossible(Texas42(), 1, 35));  // five count tiles do not fit one trick
  EXPECT_FALSE(LossPossible(Texas42(), 2, 12));
  EXPECT_THAT(CountWays(Texas42(), 2, 10), ElementsAre("one 10-count", "two 5-counts"));
  EXPECT_THAT(CountWays(Texas42(), 3, 20),
              ElementsAre("two 10-counts", "one 10-count and two 5-counts"));
  EXPECT_THAT(CountWays(Texas42(), 1, 0), ElementsAre("no count"));
  EXPECT_EQ(LossPhrase(Texas42(), {1, 15}),
            "one trick and one 10-count and one 5-count (or three 5-counts)");
  // The bidder's one trick must then hold 6-4, 5-5 and two 5-counts.
  EXPECT_EQ(LossPhrase(Texas42(), {6, 5}),
            "six tricks and one 5-count, only if the bidder's one trick holds all the other count");
}

TEST(Chart, AllowedIsEveryPossibleLossWithinTheBid) {
  for (int bid = kLowestBid; bid <= kMarkBid; ++bid) {
    const ChartRow row = MakeChartRow(Texas42(), bid);
    std::set<std::pair<int, int>> expected, got;
    for (int t = 0; t <= 7; ++t) {
      for (int c = 0; c <= 35; c += 5) {
        if (t + c <= 42 - bid && LossPossible(Texas42(), t, c)) expected.insert({t, c});
      }
    }
    for (const Loss& l : row.allowed) got.insert({l.tricks, l.count});
    EXPECT_EQ(got, expected) << bid;
    EXPECT_EQ(row.allowed.size(), expected.size()) << bid;  // no repeats
    // Every allowed loss is within some limit.
    for (const Loss& l : row.allowed) {
      EXPECT_TRUE(std::any_of(row.limits.begin(), row.limits.end(), [&](const Loss& m) {
        return m.tricks >= l.tricks && m.count >= l.count;
      })) << bid;
    }
  }
}

TEST(ChartEvidence, BestTrumpPerDealAndDeclarer) {
  ChartEvidence e;
  for (const StudyRecord& r : SmallStudy()) e.Add(r);
  // Best per deal: max(30, 36) = 36, max(29, 41) = 41, 42.
  const auto evidence = e.Build();
  EXPECT_EQ(evidence[0].hands, 3u);
  EXPECT_EQ(evidence[36 - 30].makes, 3u);
  EXPECT_EQ(evidence[37 - 30].makes, 2u);
  EXPECT_EQ(evidence[41 - 30].makes, 2u);
  EXPECT_EQ(evidence[42 - 30].makes, 1u);
  // A second study whose first deal has the same index is kept apart.
  e.EndStudy();
  e.Add(Record(2, "sixes", 3, true, 10));
  EXPECT_EQ(e.Build()[0].hands, 4u);
  EXPECT_EQ(e.Build()[0].makes, 3u);
}

}  // namespace
}  // namespace texas42
