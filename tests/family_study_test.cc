// The family's study, table and chart models (solver/analysis/family_study*.h, bidding_table.h,
// chart.h): features of known hands, records in study order whose values are the solver's
// for each deal, declarer and contract, records that read back, a study that is the same for any
// thread count, tables that count what the records say, and chart lines checked by hand.
#include "solver/analysis/family_study.h"

#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "gtest/gtest.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/chart.h"
#include "solver/analysis/family_study_io.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/play/playout.h"

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
    const std::vector<FamilyStudyRecord> records = *SolveFamilyStudyRange(p, 1, 3, 2);
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
  const std::vector<FamilyStudyRecord> one = *SolveFamilyStudyRange(p, 0, 3, 1);
  const std::vector<FamilyStudyRecord> two = *SolveFamilyStudyRange(p, 0, 3, 2);
  ASSERT_EQ(one.size(), 3 * p.records_per_deal());
  EXPECT_EQ(one, two);
  for (const FamilyStudyRecord& r : one) {
    EXPECT_GE(r.value, 0);
    EXPECT_LE(r.value, 7);
    EXPECT_EQ(r.deal, family::DealRandom(*p.game, family::Hands{}, p.seed, r.index));
  }
}

// Reads `text` back: the study `p` and its `records`, in order.
void ExpectReadsBack(const std::string& text, const FamilyStudyParams& p,
                     const std::vector<FamilyStudyRecord>& records) {
  std::istringstream in(text);
  FamilyStudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  EXPECT_EQ(reader.params(), p);
  FamilyStudyRecord r;
  std::vector<FamilyStudyRecord> read;
  while (*reader.Next(r)) read.push_back(r);
  EXPECT_EQ(read, records);
}

TEST(FamilyStudy, RecordsReadBackInBothFormats) {
  const FamilyStudyParams p = MoonStudy(2);
  const std::vector<FamilyStudyRecord> records = *SolveFamilyStudyRange(p, 0, 2, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    std::string text = FormatFamilyStudyHeader(p, format);
    for (const FamilyStudyRecord& r : records) text += FormatFamilyStudyRecord(p, r, format);
    ExpectReadsBack(text, p, records);
  }
}

TEST(FamilyStudy, AnEditedValueIsRefused) {
  const FamilyStudyParams p = MoonStudy(1);
  std::vector<FamilyStudyRecord> records = *SolveFamilyStudyRange(p, 0, 1, 1);
  std::string text = FormatFamilyStudyHeader(p, StudyFormat::kCsv);
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
  const std::vector<FamilyStudyRecord> records = *SolveFamilyStudyRange(p, 0, 4, 0);
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

// Returns a record line's checksum: the 16 hex digits of its check field (CSV or JSON).
std::string CheckOf(const std::string& line) {
  const size_t json = line.find("\"check\":\"");
  if (json != std::string::npos) return line.substr(json + 9, 16);
  size_t at = 0;
  for (int comma = 0; comma < 12; ++comma) at = line.find(',', at) + 1;
  return line.substr(at, 16);
}

// A Moon study of trump contracts whose hands are also played out at the table.
FamilyStudyParams MoonTablePlayed(PlayerKind declarers, PlayerKind defenders) {
  FamilyStudyParams p;
  p.game = &GameOf(GameId::kMoon);
  p.seed = 8;
  p.deals = 3;
  p.declarers = {0, 2};
  p.contracts = {*family::ParseContract(*p.game, "fives"),
                 *family::ParseContract(*p.game, "doubles"),
                 *family::ParseContract(*p.game, "followme")};
  p.play = StudyPlay{{declarers, defenders}, 4};
  return p;
}

TEST(FamilyTablePlayStudy, EachHandIsPlayedOutAloneForEveryBid) {
  const FamilyStudyParams p = MoonTablePlayed(PlayerKind::kTable, PlayerKind::kTable);
  const std::vector<FamilyStudyRecord> one = *SolveFamilyStudyRange(p, 0, 2, 1);
  EXPECT_EQ(*SolveFamilyStudyRange(p, 0, 2, 2), one);
  FamilyStudyParams dd = p;
  dd.play.reset();
  const std::vector<FamilyStudyRecord> plain = *SolveFamilyStudyRange(dd, 0, 2, 2);
  ASSERT_EQ(plain.size(), one.size());
  const std::vector<int> bids = FamilyStudyBids(*p.game);
  EXPECT_EQ(bids, (std::vector<int>{4, 5, 6, 7}));
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_FALSE(plain[i].table_makes.has_value());
    ASSERT_TRUE(one[i].table_makes.has_value());
    FamilyStudyRecord without = one[i];
    without.table_makes.reset();
    EXPECT_EQ(without, plain[i]);
    // The hand played out alone by fresh players with the study's seed and worlds.
    const FamilyStudyRecord& r = one[i];
    const family::Rules rules(*p.game, r.contract);
    family::Playout playout(family::TableOptions{.worlds = 4, .seed = 8});
    const std::vector<bool> makes = *playout.MakesForBids(rules, r.deal, r.declarer, bids,
                                                          {PlayerKind::kTable, PlayerKind::kTable});
    EXPECT_EQ(*r.table_makes, makes) << "record " << i;
    for (size_t b = 0; b < bids.size(); ++b) {
      EXPECT_EQ(FamilyRecordMakes(*p.game, r, bids[b]), makes[b]);
      EXPECT_EQ(FamilyRecordMakes(*p.game, plain[i], bids[b]), plain[i].value >= bids[b]);
    }
  }
}

TEST(FamilyTablePlayStudy, DoubleDummySidesBoundTheOutcome) {
  // Double-dummy defenders never let the declarer beat his double-dummy value, and a
  // double-dummy declarer always reaches it, whatever the other side does.
  const std::vector<FamilyStudyRecord> defended = *SolveFamilyStudyRange(
      MoonTablePlayed(PlayerKind::kTable, PlayerKind::kDoubleDummy), 0, 3, 0);
  const std::vector<FamilyStudyRecord> declared = *SolveFamilyStudyRange(
      MoonTablePlayed(PlayerKind::kDoubleDummy, PlayerKind::kTable), 0, 3, 0);
  ASSERT_EQ(defended.size(), declared.size());
  int differ = 0;
  for (size_t i = 0; i < defended.size(); ++i) {
    ASSERT_EQ(defended[i].value, declared[i].value);
    for (int bid = 4; bid <= 7; ++bid) {
      const bool dd_makes = defended[i].value >= bid;
      const bool made_defended = FamilyRecordMakes(GameOf(GameId::kMoon), defended[i], bid);
      const bool made_declared = FamilyRecordMakes(GameOf(GameId::kMoon), declared[i], bid);
      if (dd_makes) {
        EXPECT_TRUE(made_declared) << i << " bid " << bid;
      } else {
        EXPECT_FALSE(made_defended) << i << " bid " << bid;
      }
      differ += made_defended != dd_makes || made_declared != dd_makes;
    }
  }
  // Table players somewhere fall short of, or beat, the double-dummy figure.
  EXPECT_GT(differ, 0);
}

TEST(FamilyTablePlayStudy, FilesReadBackAndTheChecksumCoversTheOutcomes) {
  const FamilyStudyParams p = MoonTablePlayed(PlayerKind::kTable, PlayerKind::kDoubleDummy);
  const std::vector<FamilyStudyRecord> records = *SolveFamilyStudyRange(p, 0, 3, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    std::string text = FormatFamilyStudyHeader(p, format);
    for (const FamilyStudyRecord& r : records) text += FormatFamilyStudyRecord(p, r, format);
    EXPECT_NE(text.find(" play=table play_declarers=table play_defenders=dd worlds=4"),
              std::string::npos);
    if (format == StudyFormat::kCsv) {
      EXPECT_EQ(text.substr(0, text.find('\n')),
                "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,hand,value,"
                "table_makes,check,study");
    } else {
      EXPECT_NE(text.find("\"table_makes\":\""), std::string::npos);
    }
    ExpectReadsBack(text, p, records);
    // One outcome flipped, under the record's old checksum: the reader refuses it.
    std::vector<FamilyStudyRecord> edited = records;
    edited[3].table_makes->flip();
    const std::string good = FormatFamilyStudyRecord(p, records[3], format);
    std::string bad = FormatFamilyStudyRecord(p, edited[3], format);
    ASSERT_NE(bad, good);
    bad.replace(bad.find(CheckOf(bad)), 16, CheckOf(good));
    std::string tampered = text;
    tampered.replace(tampered.find(good), good.size(), bad);
    std::istringstream in2(tampered);
    FamilyStudyReader reader2(in2);
    ASSERT_TRUE(reader2.ReadHeader().ok());
    FamilyStudyRecord r;
    for (int k = 0; k < 3; ++k) EXPECT_TRUE(*reader2.Next(r));
    EXPECT_FALSE(reader2.Next(r).ok());
  }
  // A study that names table play must have the column, and the other way round.
  FamilyStudyParams dd = p;
  dd.play.reset();
  std::string no_column = FormatFamilyStudyHeader(dd, StudyFormat::kCsv);
  for (const FamilyStudyRecord& r : records) {
    FamilyStudyRecord plain = r;
    plain.table_makes.reset();
    no_column += FormatFamilyStudyRecord(dd, plain, StudyFormat::kCsv);
  }
  std::istringstream in3(absl::StrReplaceAll(
      no_column, {{"contracts=fives+doubles+followme",
                   "contracts=fives+doubles+followme play=table play_declarers=table "
                   "play_defenders=dd worlds=4"}}));
  FamilyStudyReader reader3(in3);
  const absl::Status header = reader3.ReadHeader();
  EXPECT_FALSE(header.ok());
  EXPECT_NE(header.message().find("the study names table play but the record has no "
                                  "table_makes"),
            std::string::npos)
      << header;
}

TEST(FamilyTablePlayStudy, OnlyTrumpContractsArePlayed) {
  FamilyStudyParams p = MoonTablePlayed(PlayerKind::kTable, PlayerKind::kTable);
  EXPECT_TRUE(CheckFamilyStudy(p).ok());
  p.game = &GameOf(GameId::kThreeHand);
  p.contracts = {*family::ParseContract(*p.game, "sixes"),
                 *family::ParseContract(*p.game, "nello")};
  p.declarers = {0};
  EXPECT_FALSE(CheckFamilyStudy(p).ok());
  p.contracts.pop_back();
  EXPECT_TRUE(CheckFamilyStudy(p).ok());
  p.play->worlds = 0;
  EXPECT_FALSE(CheckFamilyStudy(p).ok());
}

}  // namespace
}  // namespace texas42
