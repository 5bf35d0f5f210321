// The family's study, table and chart models (solver/analysis/family_study*.h, bidding_table.h,
// chart.h): features of known hands, records in study order whose values are the solver's
// for each deal, declarer and contract, records that read back, a study that is the same for any
// thread count, tables that count what the records say, and chart lines checked by hand.
#include "solver/analysis/family_study.h"

#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/chart.h"
#include "solver/analysis/family_study_io.h"
#include "solver/analysis/bidding_table.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42 {
namespace {

using family::GameId;
using family::GameOf;

FamilyStudyParams MoonStudy(uint64_t deals) {
  FamilyStudyParams p;
  p.game = &GameOf(GameId::kMoon);
  p.seed = 7;
  p.deals = deals;
  p.declarers = {0, 1};
  p.contracts = {*family::ParseContract(*p.game, "sixes"),
                 *family::ParseContract(*p.game, "followme"),
                 *family::ParseContract(*p.game, "nello")};
  return p;
}

TEST(FamilyStudy, FeaturesOfAKnownHand) {
  const family::Game& geezer = GameOf(GameId::kGeezer);
  const family::TileSet hand = *family::ParseHand(geezer, "77 73 55 64 50 41 10 00 72");
  // In Geezer "sevens" is the suit of sevens (the game has no sevens contract).
  const FamilyFeatures sevens =
      FamilyFeaturesOf(geezer, hand, *family::ParseContract(geezer, "sevens"));
  EXPECT_EQ(sevens.doubles, 3);
  EXPECT_EQ(sevens.count, 10 + 10 + 10 + 5 + 5);
  EXPECT_EQ(sevens.trumps, 3);
  EXPECT_EQ(FamilyFeaturesOf(geezer, hand, family::Contract{.trump = family::kFollowMe}).trumps, 0);
  const family::Contract seven_trump{.trump = 7};
  const FamilyFeatures f = FamilyFeaturesOf(geezer, hand, seven_trump);
  EXPECT_EQ(f.trumps, 3);  // 7-7, 7-3, 7-2
  EXPECT_TRUE(f.trump_double);
  const FamilyFeatures d =
      FamilyFeaturesOf(geezer, hand, family::Contract{.trump = family::kDoublesTrump});
  EXPECT_EQ(d.trumps, 3);
  EXPECT_TRUE(d.trump_double);  // 7-7 is the top double
  EXPECT_EQ(FamilyFeaturesOf(GameOf(GameId::kMoon),
                             *family::ParseHand(GameOf(GameId::kMoon), "66 55 64 11 21 31 41"),
                             family::Contract{.trump = 1})
                .count,
            0);  // Moon has no count
}

// Every record, in study order (deal, declarer, contract), holds its deal, the features of the
// declarer's hand and the value the solver gives that deal directly.
TEST(FamilyStudy, RecordsInStudyOrderWithExactValues) {
  FamilyStudyParams three;
  three.game = &GameOf(GameId::kThreeHand);
  three.seed = 5;
  three.deals = 3;
  three.declarers = {2, 0};
  three.contracts = {*family::ParseContract(*three.game, "fives"),
                     *family::ParseContract(*three.game, "nello"),
                     *family::ParseContract(*three.game, "sevens")};
  for (const FamilyStudyParams& p : {MoonStudy(3), three}) {
    const std::vector<FamilyStudyRecord> records = SolveFamilyStudyRange(p, 1, 3, 2);
    ASSERT_EQ(records.size(), 2 * p.records_per_deal());
    family::Solver solver;
    size_t k = 0;
    for (uint64_t index = 1; index < 3; ++index) {
      const family::Deal deal = family::DealRandom(*p.game, family::Hands{}, p.seed, index);
      for (int declarer : p.declarers) {
        for (const family::Contract& c : p.contracts) {
          const FamilyStudyRecord& r = records[k++];
          const std::string what =
              absl::StrCat(p.game->name, " ", family::ContractName(*p.game, c), " deal ",
                           family::FormatDeal(*p.game, deal), " declarer ", declarer);
          EXPECT_EQ(r.index, index) << what;
          EXPECT_EQ(r.deal, deal) << what;
          EXPECT_EQ(r.declarer, declarer) << what;
          EXPECT_EQ(r.contract, c) << what;
          EXPECT_EQ(r.features, FamilyFeaturesOf(*p.game, deal.hands[declarer], c)) << what;
          const family::Rules rules(*p.game, c);
          EXPECT_EQ(r.value, family::SolveDeal(solver, rules, deal, declarer).value) << what;
        }
      }
    }
  }
}

TEST(FamilyStudy, SameRecordsForAnyThreadCount) {
  const FamilyStudyParams p = MoonStudy(3);
  const std::vector<FamilyStudyRecord> one = SolveFamilyStudyRange(p, 0, 3, 1);
  const std::vector<FamilyStudyRecord> two = SolveFamilyStudyRange(p, 0, 3, 2);
  ASSERT_EQ(one.size(), 3 * p.records_per_deal());
  EXPECT_EQ(one, two);
  for (const FamilyStudyRecord& r : one) {
    EXPECT_GE(r.value, 0);
    EXPECT_LE(r.value, 7);
    EXPECT_EQ(r.deal, family::DealRandom(*p.game, family::Hands{}, p.seed, r.index));
  }
}

TEST(FamilyStudy, RecordsReadBackInBothFormats) {
  const FamilyStudyParams p = MoonStudy(2);
  const std::vector<FamilyStudyRecord> records = SolveFamilyStudyRange(p, 0, 2, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    std::string text = FormatFamilyStudyHeader(format);
    for (const FamilyStudyRecord& r : records) text += FormatFamilyStudyRecord(p, r, format);
    std::istringstream in(text);
    FamilyStudyReader reader(in);
    ASSERT_TRUE(reader.ReadHeader().ok());
    EXPECT_EQ(reader.params(), p);
    FamilyStudyRecord r;
    std::vector<FamilyStudyRecord> read;
    while (*reader.Next(r)) read.push_back(r);
    EXPECT_EQ(read, records);
  }
}

TEST(FamilyStudy, AnEditedValueIsRefused) {
  const FamilyStudyParams p = MoonStudy(1);
  std::vector<FamilyStudyRecord> records = SolveFamilyStudyRange(p, 0, 1, 1);
  std::string text = FormatFamilyStudyHeader(StudyFormat::kCsv);
  const std::string first = FormatFamilyStudyRecord(p, records[0], StudyFormat::kCsv);
  records[1].value = records[1].value == 0 ? 1 : 0;
  text += first + FormatFamilyStudyRecord(p, records[1], StudyFormat::kCsv);
  // Put the edited value back under the old checksum: the reader must notice.
  std::istringstream in(text);
  FamilyStudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  FamilyStudyRecord r;
  EXPECT_TRUE(*reader.Next(r));
  EXPECT_TRUE(*reader.Next(r));  // a consistent record (value and check rewritten) reads
  std::string edited = text;
  const size_t line2 = edited.find('\n', edited.find('\n') + 1) + 1;
  const size_t value_end = edited.rfind(',', edited.rfind(',', edited.find('\n', line2) - 1) - 1);
  edited[value_end - 1] = edited[value_end - 1] == '0' ? '1' : '0';
  std::istringstream in2(edited);
  FamilyStudyReader reader2(in2);
  ASSERT_TRUE(reader2.ReadHeader().ok());
  EXPECT_TRUE(*reader2.Next(r));
  EXPECT_FALSE(reader2.Next(r).ok());
}

TEST(FamilyTable, CountsWhatTheRecordsSay) {
  const FamilyStudyParams p = MoonStudy(4);
  const std::vector<FamilyStudyRecord> records = SolveFamilyStudyRange(p, 0, 4, 0);
  BiddingTableBuilder builder(*p.game, {HandFeature::kTrumps});
  for (const FamilyStudyRecord& r : records) builder.Add(r);
  const BiddingTable table = builder.Build();
  EXPECT_EQ(table.bids, (std::vector<int>{4, 5, 6, 7}));
  EXPECT_EQ(table.skipped, 4u * 2);  // nello
  EXPECT_EQ(table.hands, 4u * 2 * 2);
  ASSERT_FALSE(table.rows.empty());
  EXPECT_EQ(table.rows.front().labels[0], "followme");
  uint64_t makes4 = 0;
  for (const FamilyStudyRecord& r : records) {
    if (r.contract.kind == family::Kind::kNormal && r.value >= 4) ++makes4;
  }
  uint64_t counted = 0;
  for (const TableRow& row : table.rows) counted += row.bids[0].makes;
  EXPECT_EQ(counted, makes4);
}

TEST(FamilyChart, GeezerAndBigGameLines) {
  const family::Game& geezer = GameOf(GameId::kGeezer);
  EXPECT_EQ(CountTilesOf(geezer).tens, 3);  // 6-4, 5-5, 7-3
  EXPECT_EQ(CountTilesOf(geezer).fives, 3);
  const ChartRow r39 = MakeChartRow(geezer, 39);
  EXPECT_EQ(r39.max_lost, 15);
  // 15 points: five tricks and 10 count, or seven tricks and 5 (the other five count tiles
  // need two tricks); eight tricks would leave five count tiles to one trick of four.
  EXPECT_EQ(r39.phrase,
            "five tricks and one 10-count (or two 5-counts); or seven tricks and one 5-count");
  const ChartRow r54 = MakeChartRow(geezer, 54);
  EXPECT_EQ(r54.max_lost, 0);
  EXPECT_EQ(r54.phrase, "no trick: the bidder takes all tricks");
  const family::Game& big = GameOf(GameId::kBigGame);
  EXPECT_EQ(CountTilesOf(big).tens, 4);  // and 8-2
  EXPECT_EQ(CantLoseMoreThanChart(big).size(), 66u - 42 + 1);
  EXPECT_EQ(MakeChartRow(big, 42).max_lost, 24);
  const family::Game& moon = GameOf(GameId::kMoon);
  const std::vector<ChartRow> rows = CantLoseMoreThanChart(moon);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[0].phrase, "three tricks");
  EXPECT_EQ(rows[3].phrase, "no trick: the bidder takes all tricks");
}

}  // namespace
}  // namespace texas42
