// The study of the family's other games (solver/analysis/study*.h, with bidding_table.h and
// chart.h): features of known hands, records in study order whose values are the family's
// solver's (family::SolveDeal, the declarer's best exchange) for each deal, declarer and
// contract, records that read back, a study that is the same for any thread count, table play,
// tables that count what the records say, and chart lines checked by hand. Texas 42's study and
// the files of every edition: tests/study_test.cc.
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/chart.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_reader.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/play/playout.h"

namespace texas42 {
namespace {

using family::GameId;
using family::GameOf;

StudyParams MoonStudy(uint64_t deals) {
  StudyParams p;
  p.game = &GameOf(GameId::kMoon);
  p.seed = 7;
  p.deals = deals;
  p.declarers = {0, 1};
  p.contracts = {*family::ParseContract(*p.game, "sixes"),
                 *family::ParseContract(*p.game, "followme"),
                 *family::ParseContract(*p.game, "nello")};
  return p;
}

TEST(GameStudy, FeaturesOfAKnownHand) {
  const family::Game& geezer = GameOf(GameId::kGeezer);
  const family::TileSet hand = *family::ParseHand(geezer, "77 73 55 64 50 41 10 00 72");
  // In Geezer "sevens" is the suit of sevens (the game has no sevens contract).
  const HandFeatures sevens = FeaturesOf(geezer, hand, *family::ParseContract(geezer, "sevens"));
  EXPECT_EQ(sevens.doubles, 3);
  EXPECT_EQ(sevens.count, 10 + 10 + 10 + 5 + 5);
  EXPECT_EQ(sevens.trumps, 3);
  EXPECT_EQ(FeaturesOf(geezer, hand, family::Contract{.trump = family::kFollowMe}).trumps, 0);
  const family::Contract seven_trump{.trump = 7};
  const HandFeatures f = FeaturesOf(geezer, hand, seven_trump);
  EXPECT_EQ(f.trumps, 3);  // 7-7, 7-3, 7-2
  EXPECT_TRUE(f.trump_double);
  // A suit for each pip 0..7: blanks 5-0 1-0 0-0; ones 4-1 1-0; fours 6-4 4-1; fives 5-5 5-0;
  // sixes 6-4; sevens the three trumps (7-3 and 7-2 are not threes or twos).
  EXPECT_EQ(f.suits, (std::vector<int>{3, 2, 0, 0, 2, 2, 1, 3}));
  EXPECT_EQ(sevens, f);
  const HandFeatures d = FeaturesOf(geezer, hand, family::Contract{.trump = family::kDoublesTrump});
  EXPECT_EQ(d.trumps, 3);
  EXPECT_TRUE(d.trump_double);  // 7-7 is the top double
  EXPECT_EQ(FeaturesOf(GameOf(GameId::kMoon),
                       *family::ParseHand(GameOf(GameId::kMoon), "66 55 64 11 21 31 41"),
                       family::Contract{.trump = 1})
                .count,
            0);  // Moon has no count
}

// Every record, in study order (deal, declarer, contract), holds its deal, the features of the
// declarer's hand and the value the solver gives that deal directly.
TEST(GameStudy, RecordsInStudyOrderWithExactValues) {
  StudyParams three;
  three.game = &GameOf(GameId::kThreeHand);
  three.seed = 5;
  three.deals = 3;
  three.declarers = {2, 0};
  three.contracts = {*family::ParseContract(*three.game, "fives"),
                     *family::ParseContract(*three.game, "nello"),
                     *family::ParseContract(*three.game, "sevens")};
  StudyParams geezer;
  geezer.game = &GameOf(GameId::kGeezer);
  geezer.seed = 5;
  geezer.deals = 3;
  geezer.declarers = {1};
  geezer.contracts = {*family::ParseContract(*geezer.game, "sixes"),
                      *family::ParseContract(*geezer.game, "nello"),
                      *family::ParseContract(*geezer.game, "followme")};
  StudyParams moon00 = MoonStudy(3);
  moon00.game = &family::MoonWithDoubleBlank();
  for (const StudyParams& p : {MoonStudy(3), three, geezer, moon00}) {
    const std::vector<StudyRecord> records = *SolveStudyRange(p, 1, 3, 2);
    ASSERT_EQ(records.size(), 2 * p.records_per_deal());
    family::Solver solver;
    size_t k = 0;
    for (uint64_t index = 1; index < 3; ++index) {
      const family::Deal deal = family::DealRandom(*p.game, family::Hands{}, p.seed, index);
      for (int declarer : p.declarers) {
        for (const family::Contract& c : p.contracts) {
          const StudyRecord& r = records[k++];
          const std::string what =
              absl::StrCat(p.game->name, " ", family::ContractName(*p.game, c), " deal ",
                           family::FormatDeal(*p.game, deal), " declarer ", declarer);
          EXPECT_EQ(r.index, index) << what;
          EXPECT_EQ(r.deal, deal) << what;
          EXPECT_EQ(r.declarer, declarer) << what;
          EXPECT_EQ(r.contract, c) << what;
          EXPECT_EQ(r.features, FeaturesOf(*p.game, deal.hands[declarer], c)) << what;
          const family::Rules rules(*p.game, c);
          EXPECT_EQ(r.value, family::SolveDeal(solver, rules, deal, declarer).value) << what;
        }
      }
    }
  }
}

TEST(GameStudy, SameRecordsForAnyThreadCount) {
  const StudyParams p = MoonStudy(3);
  const std::vector<StudyRecord> one = *SolveStudyRange(p, 0, 3, 1);
  const std::vector<StudyRecord> two = *SolveStudyRange(p, 0, 3, 2);
  ASSERT_EQ(one.size(), 3 * p.records_per_deal());
  EXPECT_EQ(one, two);
  for (const StudyRecord& r : one) {
    EXPECT_GE(r.value, 0);
    EXPECT_LE(r.value, 7);
    EXPECT_EQ(r.deal, family::DealRandom(*p.game, family::Hands{}, p.seed, r.index));
  }
}

// Reads `text` back: the study `p` and its `records`, in order, as the current edition.
void ExpectReadsBack(const std::string& text, const StudyParams& p,
                     const std::vector<StudyRecord>& records) {
  std::istringstream in(text);
  StudyReader reader(in);
  const absl::Status header = reader.ReadHeader();
  ASSERT_TRUE(header.ok()) << header;
  EXPECT_EQ(reader.params(), p);
  EXPECT_EQ(reader.edition(), StudyEdition::kCurrent);
  StudyRecord r;
  std::vector<StudyRecord> read;
  while (true) {
    const absl::StatusOr<bool> more = reader.Next(r);
    ASSERT_TRUE(more.ok()) << more.status();
    if (!*more) break;
    read.push_back(r);
  }
  EXPECT_EQ(read, records);
  EXPECT_EQ(reader.offset(), text.size());
}

TEST(GameStudy, RecordsReadBackInBothFormats) {
  const StudyParams p = MoonStudy(2);
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    std::string text = FormatStudyHeader(p, format);
    for (const StudyRecord& r : records) text += FormatStudyRecord(p, r, format);
    ExpectReadsBack(text, p, records);
    EXPECT_NE(text.find("texas42 study v3 game=moon seed=7 deals=2 declarers=N+E "
                        "contracts=sixes+followme+nello"),
              std::string::npos);
  }
}

// Every game's files, one suit column for each pip of its set, with and without table play:
// records written (values and outcomes made up, in range) read back unchanged.
TEST(GameStudy, EveryGamesFilesReadBack) {
  std::vector<const family::Game*> games(family::AllGames().begin(), family::AllGames().end());
  games.push_back(&family::MoonWithDoubleBlank());
  for (const family::Game* game : games) {
    for (const bool table : {false, true}) {
      StudyParams p;
      p.game = game;
      p.seed = 12;
      p.deals = 2;
      p.declarers.clear();
      for (int s = game->seats - 1; s >= 0; --s) p.declarers.push_back(s);
      p.contracts = StudyTrumps(*game);
      if (table) p.play = StudyPlay{{PlayerKind::kTable, PlayerKind::kDoubleDummy}, 3};
      ASSERT_TRUE(CheckStudy(p).ok()) << CheckStudy(p);
      std::vector<StudyRecord> records;
      for (uint64_t i = 0; i < p.deals; ++i) {
        for (StudyRecord& r : UnsolvedRecords(p, i)) records.push_back(std::move(r));
      }
      const size_t bids = StudyBids(*game).size();
      for (size_t k = 0; k < records.size(); ++k) {
        StudyRecord& r = records[k];
        ASSERT_EQ(r.features.suits.size(), static_cast<size_t>(game->max_pip + 1));
        r.value =
            static_cast<int>(k % static_cast<size_t>(family::MaxValue(*game, r.contract) + 1));
        if (table) {
          r.table_makes = std::vector<bool>(bids);
          for (size_t b = 0; b < bids; ++b) (*r.table_makes)[b] = (k + b) % 3 == 0;
        }
      }
      for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
        SCOPED_TRACE(absl::StrCat(game->name, table ? " table " : " ", StudyFormatName(format)));
        std::string text = FormatStudyHeader(p, format);
        for (const StudyRecord& r : records) text += FormatStudyRecord(p, r, format);
        ExpectReadsBack(text, p, records);
        const std::string last_suit = absl::StrCat("suit", game->max_pip);
        if (format == StudyFormat::kCsv) {
          EXPECT_NE(text.find(absl::StrCat(",", last_suit, ",value,")), std::string::npos);
          EXPECT_EQ(text.find(absl::StrCat("suit", game->max_pip + 1)), std::string::npos);
        }
        EXPECT_NE(text.find(absl::StrCat("texas42 study v3 game=", game->name, " seed=12 ")),
                  std::string::npos);
      }
    }
  }
}

TEST(GameStudy, AnEditedValueIsRefused) {
  const StudyParams p = MoonStudy(1);
  std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 1, 1);
  std::string text = FormatStudyHeader(p, StudyFormat::kCsv);
  const std::string first = FormatStudyRecord(p, records[0], StudyFormat::kCsv);
  records[1].value = records[1].value == 0 ? 1 : 0;
  text += first + FormatStudyRecord(p, records[1], StudyFormat::kCsv);
  // Put the edited value back under the old checksum: the reader must notice.
  std::istringstream in(text);
  StudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  StudyRecord r;
  EXPECT_TRUE(*reader.Next(r));
  EXPECT_TRUE(*reader.Next(r));  // a consistent record (value and check rewritten) reads
  std::string edited = text;
  const size_t line2 = edited.find('\n', edited.find('\n') + 1) + 1;
  const size_t value_end = edited.rfind(',', edited.rfind(',', edited.find('\n', line2) - 1) - 1);
  edited[value_end - 1] = edited[value_end - 1] == '0' ? '1' : '0';
  std::istringstream in2(edited);
  StudyReader reader2(in2);
  ASSERT_TRUE(reader2.ReadHeader().ok());
  EXPECT_TRUE(*reader2.Next(r));
  const absl::StatusOr<bool> refused = reader2.Next(r);
  EXPECT_EQ(refused.status().code(), absl::StatusCode::kDataLoss) << refused.status();
}

TEST(GameTable, CountsWhatTheRecordsSay) {
  const StudyParams p = MoonStudy(4);
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 4, 0);
  BiddingTableBuilder builder(*p.game, {HandFeature::kTrumps});
  for (const StudyRecord& r : records) builder.Add(r);
  const BiddingTable table = builder.Build();
  EXPECT_EQ(table.bids, (std::vector<int>{4, 5, 6, 7}));
  EXPECT_EQ(table.skipped, 4u * 2);  // nello
  EXPECT_EQ(table.hands, 4u * 2 * 2);
  ASSERT_FALSE(table.rows.empty());
  EXPECT_EQ(table.rows.front().labels[0], "followme");
  uint64_t makes4 = 0;
  for (const StudyRecord& r : records) {
    if (r.contract.kind == family::Kind::kNormal && r.value >= 4) ++makes4;
  }
  uint64_t counted = 0;
  for (const TableRow& row : table.rows) counted += row.bids[0].makes;
  EXPECT_EQ(counted, makes4);
}

TEST(GameChart, GeezerAndBigGameLines) {
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
  const std::vector<std::string> fields = absl::StrSplit(line, ',');
  return fields[fields.size() - 2];  // then the study
}

// A Moon study of trump contracts whose hands are also played out at the table.
StudyParams MoonTablePlayed(PlayerKind declarers, PlayerKind defenders) {
  StudyParams p;
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

TEST(GameTablePlayStudy, EachHandIsPlayedOutAloneForEveryBid) {
  const StudyParams p = MoonTablePlayed(PlayerKind::kTable, PlayerKind::kTable);
  const std::vector<StudyRecord> one = *SolveStudyRange(p, 0, 2, 1);
  EXPECT_EQ(*SolveStudyRange(p, 0, 2, 2), one);
  StudyParams dd = p;
  dd.play.reset();
  const std::vector<StudyRecord> plain = *SolveStudyRange(dd, 0, 2, 2);
  ASSERT_EQ(plain.size(), one.size());
  const std::vector<int> bids = StudyBids(*p.game);
  EXPECT_EQ(bids, (std::vector<int>{4, 5, 6, 7}));
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_FALSE(plain[i].table_makes.has_value());
    ASSERT_TRUE(one[i].table_makes.has_value());
    StudyRecord without = one[i];
    without.table_makes.reset();
    EXPECT_EQ(without, plain[i]);
    // The hand played out alone by fresh players with the study's seed and worlds.
    const StudyRecord& r = one[i];
    const family::Rules rules(*p.game, r.contract);
    family::Playout playout(family::TableOptions{.worlds = 4, .seed = 8});
    const std::vector<bool> makes = *playout.MakesForBids(rules, r.deal, r.declarer, bids,
                                                          {PlayerKind::kTable, PlayerKind::kTable});
    EXPECT_EQ(*r.table_makes, makes) << "record " << i;
    for (size_t b = 0; b < bids.size(); ++b) {
      EXPECT_EQ(RecordMakes(*p.game, r, bids[b]), makes[b]);
      EXPECT_EQ(RecordMakes(*p.game, plain[i], bids[b]), plain[i].value >= bids[b]);
    }
  }
}

TEST(GameTablePlayStudy, DoubleDummySidesBoundTheOutcome) {
  // Double-dummy defenders never let the declarer beat his double-dummy value, and a
  // double-dummy declarer always reaches it, whatever the other side does.
  const std::vector<StudyRecord> defended =
      *SolveStudyRange(MoonTablePlayed(PlayerKind::kTable, PlayerKind::kDoubleDummy), 0, 3, 0);
  const std::vector<StudyRecord> declared =
      *SolveStudyRange(MoonTablePlayed(PlayerKind::kDoubleDummy, PlayerKind::kTable), 0, 3, 0);
  ASSERT_EQ(defended.size(), declared.size());
  int differ = 0;
  for (size_t i = 0; i < defended.size(); ++i) {
    ASSERT_EQ(defended[i].value, declared[i].value);
    for (int bid = 4; bid <= 7; ++bid) {
      const bool dd_makes = defended[i].value >= bid;
      const bool made_defended = RecordMakes(GameOf(GameId::kMoon), defended[i], bid);
      const bool made_declared = RecordMakes(GameOf(GameId::kMoon), declared[i], bid);
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

TEST(GameTablePlayStudy, FilesReadBackAndTheChecksumCoversTheOutcomes) {
  const StudyParams p = MoonTablePlayed(PlayerKind::kTable, PlayerKind::kDoubleDummy);
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 3, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    std::string text = FormatStudyHeader(p, format);
    for (const StudyRecord& r : records) text += FormatStudyRecord(p, r, format);
    EXPECT_NE(text.find(" play=table play_declarers=table play_defenders=dd worlds=4"),
              std::string::npos);
    if (format == StudyFormat::kCsv) {
      EXPECT_EQ(text.substr(0, text.find('\n')),
                "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,"
                "suit2,suit3,suit4,suit5,suit6,value,table_makes,check,study");
    } else {
      EXPECT_NE(text.find("\"table_makes\":\""), std::string::npos);
    }
    ExpectReadsBack(text, p, records);
    // One outcome flipped, under the record's old checksum: the reader refuses it.
    std::vector<StudyRecord> edited = records;
    edited[3].table_makes->flip();
    const std::string good = FormatStudyRecord(p, records[3], format);
    std::string bad = FormatStudyRecord(p, edited[3], format);
    ASSERT_NE(bad, good);
    bad.replace(bad.find(CheckOf(bad)), 16, CheckOf(good));
    std::string tampered = text;
    tampered.replace(tampered.find(good), good.size(), bad);
    std::istringstream in2(tampered);
    StudyReader reader2(in2);
    ASSERT_TRUE(reader2.ReadHeader().ok());
    StudyRecord r;
    for (int k = 0; k < 3; ++k) EXPECT_TRUE(*reader2.Next(r));
    EXPECT_EQ(reader2.Next(r).status().code(), absl::StatusCode::kDataLoss);
  }
  // A study that names table play must have the column.
  StudyParams dd = p;
  dd.play.reset();
  std::string no_column = FormatStudyHeader(dd, StudyFormat::kCsv);
  for (const StudyRecord& r : records) {
    StudyRecord plain = r;
    plain.table_makes.reset();
    no_column += FormatStudyRecord(dd, plain, StudyFormat::kCsv);
  }
  std::istringstream in3(absl::StrReplaceAll(
      no_column, {{"contracts=fives+doubles+followme",
                   "contracts=fives+doubles+followme play=table play_declarers=table "
                   "play_defenders=dd worlds=4"}}));
  StudyReader reader3(in3);
  const absl::Status header = reader3.ReadHeader();
  EXPECT_FALSE(header.ok());
  EXPECT_NE(header.message().find("line 1: the columns of this study must be '"), std::string::npos)
      << header;
  EXPECT_NE(header.message().find(",value,table_makes,check,study'"), std::string::npos) << header;
}

TEST(GameTablePlayStudy, OnlyTrumpContractsArePlayed) {
  StudyParams p = MoonTablePlayed(PlayerKind::kTable, PlayerKind::kTable);
  EXPECT_TRUE(CheckStudy(p).ok());
  p.game = &GameOf(GameId::kThreeHand);
  p.contracts = {*family::ParseContract(*p.game, "sixes"),
                 *family::ParseContract(*p.game, "nello")};
  p.declarers = {0};
  EXPECT_FALSE(CheckStudy(p).ok());
  p.contracts.pop_back();
  EXPECT_TRUE(CheckStudy(p).ok());
  p.play->worlds = 0;
  EXPECT_FALSE(CheckStudy(p).ok());
}

}  // namespace
}  // namespace texas42
