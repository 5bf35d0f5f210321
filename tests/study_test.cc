// Studies of Texas 42 (game 42, the study's default game): hand features against hands read by
// eye, records in study order whose values are Texas 42's own fast Solver's, the same for any
// thread count, and the CSV / JSON Lines files written and read back, good and bad, with table
// play. Then the files of earlier editions, still read: version 1 files built here, and the
// files the previous build wrote, committed in tests/studies/ (Texas 42's version 2 and the
// other games' family study v1), each record equal to the one the study solves today.
// The other games' studies: tests/study_games_test.cc.
#include "solver/analysis/study.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_reader.h"
#include "solver/contract.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/play/playout.h"
#include "solver/play/racing.h"
#include "solver/play/seating.h"
#include "solver/rng.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

family::TileSet Hand(const std::string& text) { return *family::ParseHand(Texas42(), text); }

// Texas 42's trump `t` as a study contract.
family::Contract TrumpContract(Trump t) {
  return family::Contract{.trump = family::FamilyTrump(t)};
}

// A Texas 42 study of every trump (blanks..sixes, doubles, followme).
StudyParams NineTrumps(uint64_t seed, uint64_t deals, const std::vector<Seat>& declarers) {
  StudyParams p;
  p.seed = seed;
  p.deals = deals;
  p.declarers.clear();
  for (Seat s : declarers) p.declarers.push_back(Index(s));
  for (Trump t : kAllTrumps) p.contracts.push_back(TrumpContract(t));
  return p;
}

TEST(StudyParams, TheDefaultGameIsTexas42AndItsTrumpsAreTheNine) {
  EXPECT_EQ(StudyParams{}.game, &Texas42());
  EXPECT_EQ(StudyTrumps(Texas42()), NineTrumps(1, 1, {Seat::kNorth}).contracts);
  std::vector<int> thirty_to_mark;
  for (int b = kLowestBid; b <= kMarkBid; ++b) thirty_to_mark.push_back(b);
  EXPECT_EQ(StudyBids(Texas42()), thirty_to_mark);
}

TEST(FeaturesOf, PipTrumpCountsTrumpsAndSuitsWithoutThem) {
  // 6-6 6-4 6-1 5-5 4-1 3-2 0-0 with sixes trump: three trumps including the double.
  const family::TileSet hand = Hand("66 64 61 55 41 32 00");
  const HandFeatures f = FeaturesOf(Texas42(), hand, TrumpContract(Trump::kSixes));
  EXPECT_EQ(f.trumps, 3);
  EXPECT_TRUE(f.trump_double);
  EXPECT_EQ(f.doubles, 3);
  EXPECT_EQ(f.count, 10 + 10 + 5 + 5);  // 6-4, 5-5, 4-1, 3-2
  // Blanks: 0-0; ones: 4-1 (6-1 is a trump); twos: 3-2; threes: 3-2; fours: 4-1 (6-4 is a
  // trump); fives: 5-5; sixes: the three trumps.
  EXPECT_EQ(f.suits, (std::vector<int>{1, 1, 1, 1, 1, 1, 3}));
}

TEST(FeaturesOf, DoublesTrumpAndFollowMe) {
  const family::TileSet hand = Hand("66 64 61 55 41 32 00");
  const HandFeatures d = FeaturesOf(Texas42(), hand, TrumpContract(Trump::kDoubles));
  EXPECT_EQ(d.trumps, 3);
  EXPECT_TRUE(d.trump_double);  // 6-6, the top double
  // Doubles are trumps, so no suit counts them.
  EXPECT_EQ(d.suits, (std::vector<int>{0, 2, 1, 1, 2, 0, 2}));
  const HandFeatures n = FeaturesOf(Texas42(), hand, TrumpContract(Trump::kFollowMe));
  EXPECT_EQ(n.trumps, 0);
  EXPECT_FALSE(n.trump_double);
  EXPECT_EQ(n.suits, (std::vector<int>{1, 2, 1, 1, 2, 1, 3}));
  const HandFeatures b =
      FeaturesOf(Texas42(), Hand("65 54 43 32 21 10 62"), TrumpContract(Trump::kDoubles));
  EXPECT_FALSE(b.trump_double);
  EXPECT_EQ(b.trumps, 0);
}

// Every record, in study order, holds Texas 42's deal of the seed, the declarer's features and
// the value Texas 42's own fast Solver gives the position.
TEST(SolveStudyRange, RecordsInStudyOrderWithExactValues) {
  const StudyParams p = NineTrumps(11, 3, {Seat::kEast, Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 1, 3, 2);
  ASSERT_EQ(records.size(), 2u * 2 * 9);
  Solver solver;
  size_t k = 0;
  for (uint64_t index = 1; index < 3; ++index) {
    const Deal deal = DealRandom(Predeal{}, 11, index);
    for (Seat declarer : {Seat::kEast, Seat::kNorth}) {
      for (Trump t : kAllTrumps) {
        const StudyRecord& r = records[k++];
        EXPECT_EQ(r.index, index);
        EXPECT_EQ(r.deal.hands, family::FamilyHands(deal));
        EXPECT_TRUE(r.deal.left_over.empty());
        EXPECT_EQ(r.declarer, Index(declarer));
        EXPECT_EQ(r.contract, TrumpContract(t));
        EXPECT_EQ(r.features, FeaturesOf(Texas42(), r.deal.hands[r.declarer], r.contract));
        EXPECT_FALSE(r.table_makes.has_value());
        const Rules rules(Contract::Normal(t));
        EXPECT_EQ(r.value, solver.Solve(Position(rules, deal, declarer)));
      }
    }
  }
}

TEST(SolveStudyRange, SameRecordsForAnyThreadCount) {
  const StudyParams p = NineTrumps(5, 6, {Seat::kNorth});
  const std::vector<StudyRecord> one = *SolveStudyRange(p, 0, 6, 1);
  EXPECT_EQ(*SolveStudyRange(p, 0, 6, 2), one);
  EXPECT_EQ(*SolveStudyRange(p, 0, 6, 3), one);
  // Solving in pieces gives the same records as solving at once.
  std::vector<StudyRecord> pieces = *SolveStudyRange(p, 0, 2, 2);
  const std::vector<StudyRecord> rest = *SolveStudyRange(p, 2, 6, 2);
  pieces.insert(pieces.end(), rest.begin(), rest.end());
  EXPECT_EQ(pieces, one);
}

// ---- Files ----------------------------------------------------------------------------------

std::string StudyText(const StudyParams& p, const std::vector<StudyRecord>& records,
                      StudyFormat format) {
  std::string text = FormatStudyHeader(p, format);
  for (const StudyRecord& r : records) text += FormatStudyRecord(p, r, format);
  return text;
}

// The checksum the current edition writes for `r`.
std::string CheckOf(const StudyParams& p, const StudyRecord& r) {
  return RecordCheck(StudyEdition::kCurrent, StudyTag(p),
                     RecordFields(StudyEdition::kCurrent, p, r));
}

struct ReadBack {
  absl::Status status;
  std::vector<StudyRecord> records;
  bool partial_tail = false;
  uint64_t offset = 0;
  bool subset = false;
  uint64_t repeated = 0;
};

ReadBack Read(const std::string& text, bool allow_subset = false) {
  std::istringstream in(text);
  StudyReader reader(in, allow_subset);
  ReadBack back;
  back.status = reader.ReadHeader();
  if (!back.status.ok()) return back;
  StudyRecord r;
  while (true) {
    absl::StatusOr<bool> more = reader.Next(r);
    if (!more.ok()) {
      back.status = more.status();
      break;
    }
    if (!*more) break;
    back.records.push_back(r);
  }
  EXPECT_EQ(reader.records(), back.records.size());
  back.partial_tail = reader.partial_tail();
  back.offset = reader.offset();
  back.subset = reader.subset();
  back.repeated = reader.repeated();
  return back;
}

std::string ErrorOf(const std::string& text) {
  const ReadBack back = Read(text);
  return back.status.ok() ? "ok" : std::string(back.status.message());
}

class StudyFiles : public ::testing::TestWithParam<StudyFormat> {
 protected:
  static void SetUpTestSuite() {
    params_ = new StudyParams(NineTrumps(3, 2, {Seat::kSouth, Seat::kWest}));
    records_ = new std::vector<StudyRecord>(*SolveStudyRange(*params_, 0, 2, 0));
  }
  static void TearDownTestSuite() {
    delete params_;
    delete records_;
  }
  std::string Text() const { return StudyText(*params_, *records_, GetParam()); }
  std::string Line(size_t i) const {
    return FormatStudyRecord(*params_, (*records_)[i], GetParam());
  }
  static StudyParams* params_;
  static std::vector<StudyRecord>* records_;
};
StudyParams* StudyFiles::params_ = nullptr;
std::vector<StudyRecord>* StudyFiles::records_ = nullptr;

TEST_P(StudyFiles, RoundTrip) {
  const std::string text = Text();
  std::istringstream in(text);
  StudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  EXPECT_EQ(reader.params(), *params_);
  EXPECT_EQ(reader.format(), GetParam());
  EXPECT_EQ(reader.edition(), StudyEdition::kCurrent);
  EXPECT_TRUE(reader.checked());
  const ReadBack back = Read(text);
  ASSERT_TRUE(back.status.ok()) << back.status;
  EXPECT_EQ(back.records, *records_);
  EXPECT_FALSE(back.partial_tail);
  EXPECT_FALSE(back.subset);
  EXPECT_EQ(back.offset, text.size());
  // Writing what was read gives the same bytes.
  EXPECT_EQ(StudyText(*params_, back.records, GetParam()), text);
  // The game is named in every record and the study, version 3, in the first.
  EXPECT_THAT(text, HasSubstr("texas42 study v3 game=42 seed=3 deals=2 declarers=S+W "
                              "contracts=blanks+ones+twos+threes+fours+fives+sixes+doubles+"
                              "followme"));
  if (GetParam() == StudyFormat::kCsv) {
    EXPECT_EQ(text.substr(0, text.find('\n') + 1),
              "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,"
              "suit2,suit3,suit4,suit5,suit6,value,check,study\n");
    EXPECT_EQ(Line(1).substr(0, 5), "42,0,");
  } else {
    EXPECT_EQ(Line(1).substr(0, 22), "{\"game\":\"42\",\"index\":0");
  }
}

TEST_P(StudyFiles, UnterminatedLastLineIsNeverTrusted) {
  const std::string text = Text();
  // Cut the last record short: "...,34\n" -> "...,3" would parse but must not be read.
  for (size_t cut : {size_t{1}, size_t{2}, size_t{20}}) {
    const ReadBack back = Read(text.substr(0, text.size() - cut));
    ASSERT_TRUE(back.status.ok()) << back.status;
    EXPECT_TRUE(back.partial_tail);
    EXPECT_EQ(back.records.size(), records_->size() - 1);
    EXPECT_EQ(back.offset, text.size() - Line(records_->size() - 1).size());
  }
}

TEST_P(StudyFiles, AByteOrderMarkIsRefused) {
  const ReadBack back = Read("\xef\xbb\xbf" + Text());
  EXPECT_THAT(back.status.message(), HasSubstr("byte-order mark"));
  EXPECT_TRUE(back.records.empty());
}

TEST_P(StudyFiles, RecordOutOfPlaceIsAnError) {
  const std::string header = FormatStudyHeader(*params_, GetParam());
  // Skipped, repeated and swapped records.
  for (const std::vector<size_t>& order :
       std::vector<std::vector<size_t>>{{1}, {0, 0}, {0, 2, 1}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 10}}) {
    std::string text = header;
    for (size_t i : order) text += Line(i);
    const ReadBack back = Read(text);
    // A study names itself in its first record: without it the file is no study.
    const bool nameless = order.front() != 0;
    EXPECT_THAT(back.status.message(), HasSubstr(nameless ? "not a texas42 study" : "out of order"))
        << text;
  }
  // More records than the study has deals.
  const std::string text = Text() + Line(records_->size() - 1);
  EXPECT_THAT(Read(text).status.message(), HasSubstr("deals are already complete"));
}

TEST_P(StudyFiles, TamperedRecordsAreErrors) {
  const std::string header = FormatStudyHeader(*params_, GetParam());
  const StudyRecord& r = records_->front();
  // A different deal (other hands swapped), features that do not fit, a value out of range.
  StudyRecord swapped = r;
  std::swap(swapped.deal.hands[0], swapped.deal.hands[1]);
  swapped.features = FeaturesOf(Texas42(), swapped.deal.hands[r.declarer], r.contract);
  EXPECT_THAT(ErrorOf(header + FormatStudyRecord(*params_, swapped, GetParam())),
              HasSubstr("not deal 0 of seed 3"));
  StudyRecord bad_features = r;
  bad_features.features.trumps = (r.features.trumps + 1) % 8;
  EXPECT_THAT(ErrorOf(header + FormatStudyRecord(*params_, bad_features, GetParam())),
              HasSubstr("features do not match"));
  StudyRecord bad_value = r;
  bad_value.value = 43;
  EXPECT_THAT(ErrorOf(header + FormatStudyRecord(*params_, bad_value, GetParam())),
              HasSubstr("line"));
  // A record of another game (Moon's deal 0 of the seed, written under game=moon).
  StudyParams moon = *params_;
  moon.game = &family::GameOf(family::GameId::kMoon);
  moon.declarers = {0};
  const std::vector<StudyRecord> moon_records = UnsolvedRecords(moon, 0);
  const std::string moon_line = FormatStudyRecord(moon, moon_records[1], GetParam());
  EXPECT_THAT(ErrorOf(header + Line(0) + moon_line),
              HasSubstr("a record of game 'moon' in a 42 study"));
}

// A filtered study (`head -2` for the columns and the first record, then a `grep` that matches
// the first record too): gaps are read only by a reader that allows a subset, never records out
// of order, and the first record, kept by both head and grep, is read once.
TEST_P(StudyFiles, SubsetsReadWithGapsInTheStudysOrder) {
  const std::string header = FormatStudyHeader(*params_, GetParam());
  const std::string subset = header + Line(0) + Line(0) + Line(9) + Line(12) + Line(30);
  const ReadBack back = Read(subset, /*allow_subset=*/true);
  ASSERT_TRUE(back.status.ok()) << back.status;
  const std::vector<StudyRecord>& r = *records_;
  EXPECT_EQ(back.records, (std::vector<StudyRecord>{r[0], r[9], r[12], r[30]}));
  EXPECT_TRUE(back.subset);
  EXPECT_EQ(back.repeated, 1u);
  EXPECT_EQ(back.offset, subset.size());
  // Without the first record's repeat.
  const ReadBack plain = Read(header + Line(0) + Line(9), true);
  ASSERT_TRUE(plain.status.ok()) << plain.status;
  EXPECT_EQ(plain.repeated, 0u);
  EXPECT_TRUE(plain.subset);
  // The whole study read as a subset is no subset.
  const ReadBack whole = Read(Text(), true);
  ASSERT_TRUE(whole.status.ok()) << whole.status;
  EXPECT_EQ(whole.records, *records_);
  EXPECT_FALSE(whole.subset);
  EXPECT_EQ(whole.repeated, 0u);
  // A subset in a reader that does not allow one.
  EXPECT_THAT(ErrorOf(subset), HasSubstr("line"));
  // Out of order.
  const ReadBack swapped = Read(header + Line(0) + Line(12) + Line(9), true);
  EXPECT_THAT(swapped.status.message(), HasSubstr("comes after a later record"));
  EXPECT_EQ(swapped.records.size(), 2u);
  // Each record is still checked: a value edited under its old checksum, a wrong deal.
  StudyRecord edited = r[12];
  edited.value = r[12].value == 0 ? 1 : r[12].value - 1;
  const std::string bad =
      absl::StrReplaceAll(FormatStudyRecord(*params_, edited, GetParam()),
                          {{CheckOf(*params_, edited), CheckOf(*params_, r[12])}});
  const ReadBack lost = Read(header + Line(0) + Line(9) + bad, true);
  EXPECT_EQ(lost.status.code(), absl::StatusCode::kDataLoss) << lost.status;
  EXPECT_EQ(lost.records.size(), 2u);
  StudyRecord wrong_deal = r[12];
  std::swap(wrong_deal.deal.hands[0], wrong_deal.deal.hands[2]);
  wrong_deal.features =
      FeaturesOf(Texas42(), wrong_deal.deal.hands[wrong_deal.declarer], wrong_deal.contract);
  EXPECT_THAT(Read(header + Line(0) + FormatStudyRecord(*params_, wrong_deal, GetParam()), true)
                  .status.message(),
              HasSubstr("not deal 0 of seed 3"));
}

INSTANTIATE_TEST_SUITE_P(Formats, StudyFiles,
                         ::testing::Values(StudyFormat::kCsv, StudyFormat::kJsonLines),
                         [](const auto& format) {
                           return std::string(StudyFormatName(format.param));
                         });

// The header line of Texas 42's JSON Lines studies written before 2026-11 (version 1, and 2
// until then).
std::string LegacyJsonHeader(const StudyParams& p, int version) {
  std::vector<std::string> seats, contracts;
  for (int s : p.declarers) {
    seats.push_back(absl::StrCat("\"", std::string(1, family::SeatLetter(s)), "\""));
  }
  for (const family::Contract& c : p.contracts) {
    contracts.push_back(absl::StrCat("\"", family::ContractName(*p.game, c), "\""));
  }
  return absl::StrCat(
      "{\"texas42_study\":", version, ",\"seed\":", p.seed, ",\"deals\":", p.deals,
      ",\"declarers\":[", absl::StrJoin(seats, ","), "],\"contracts\":[",
      absl::StrJoin(contracts, ","), "]",
      p.play ? absl::StrCat(",\"play\":\"table\",\"play_declarers\":\"",
                            PlayerKindName(p.play->seating.declarers), "\",\"play_defenders\":\"",
                            PlayerKindName(p.play->seating.defenders),
                            "\",\"worlds\":", p.play->worlds)
             : "",
      "}\n");
}

TEST(StudyReader, BadHeadersNameTheFault) {
  EXPECT_THAT(ErrorOf(""), HasSubstr("not a texas42 study: the file holds no complete line"));
  // A first line that is neither a study's columns nor its first record, with nothing after it.
  EXPECT_THAT(ErrorOf("hello\n"), HasSubstr("not a texas42 study"));
  EXPECT_THAT(ErrorOf("hello\nworld\n"), HasSubstr("not a texas42 study"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N contracts=sixes\n"),
              HasSubstr("column line is missing"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N contracts=sixes\nindex\n"),
              HasSubstr("line 2: the CSV column line"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=-1 deals=2 declarers=N contracts=sixes\n"),
              HasSubstr("seed '-1' is not a whole number"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=0 declarers=N contracts=sixes\n"),
              HasSubstr("a study holds 1 deal or more"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N,N contracts=sixes\n"),
              HasSubstr("named twice"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=X contracts=sixes\n"),
              HasSubstr("declarer 'X'"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N contracts=6\n"),
              HasSubstr("written canonically"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 contracts=sixes declarers=N\n"),
              HasSubstr("must start 'declarers='"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=99999999999999999999999 deals=2 declarers=N "
                      "contracts=sixes\n"),
              HasSubstr("not a whole number"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":1,\"deals\":2,\"declarers\":[\"N\"]}\n"),
              HasSubstr("missing key \"contracts\""));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":3,\"seed\":1,\"deals\":2,\"declarers\":[\"N\"],"
                      "\"contracts\":[\"sixes\"]}\n"),
              HasSubstr("must be 1 or 2"));
  EXPECT_THAT(ErrorOf("{\"seed\":1}\n"), HasSubstr("not a texas42 study"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":1,\"seed\":1}\n"), HasSubstr("twice"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":1.5}\n"), HasSubstr("bad JSON"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":[[1]]}\n"), HasSubstr("bad JSON"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1} x\n"), HasSubstr("expected end of input"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":-1}\n"), HasSubstr("0 or more"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":null}\n"), HasSubstr("null"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":18446744073709551616}\n"),
              HasSubstr("2^64 - 1"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":{}}\n"), HasSubstr("an object"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":\"\xff\"}\n"), HasSubstr("bad JSON"));
  // Any JSON escape is read: "\u0041" is "A", so the fault is the type, not the text.
  EXPECT_THAT(ErrorOf("{\"texas42_study\":\"a\\u0041\"}\n"),
              HasSubstr("\"texas42_study\" must be 1 or 2"));
  // A tag of no edition, and one of the family's first edition naming Texas 42.
  StudyEdition edition = StudyEdition::kCurrent;
  EXPECT_THAT(ParseStudyTag("texas42 study v4 game=42 seed=1 deals=1 declarers=N "
                            "contracts=sixes",
                            &edition)
                  .status()
                  .message(),
              HasSubstr("not a texas42 study"));
  EXPECT_FALSE(ParseStudyTag("texas42 family study v1 game=42 seed=1 deals=1 declarers=N "
                             "contracts=sixes",
                             &edition)
                   .ok());
  EXPECT_TRUE(ParseStudyTag("texas42 family study v1 game=moon seed=1 deals=1 declarers=N "
                            "contracts=sixes",
                            &edition)
                  .ok());
  EXPECT_EQ(edition, StudyEdition::kFamilyV1);
}

// A JSON line that holds the header's key "texas42_study" only as text (in a value, in a longer
// key) is no version 1 header: an error naming line 1, never an exception.
TEST(StudyReader, TheHeaderKeyAsTextIsNoHeader) {
  for (const std::string& text :
       {std::string("{\"seed\":\"texas42_study\"}\n"), std::string("{\"texas42_studies\":1}\n"),
        std::string("{\"texas42_studyx\":1}\n"), std::string("{\"study\":\"texas42_study\"}\n")}) {
    std::string error;
    EXPECT_NO_THROW(error = ErrorOf(text)) << text;
    EXPECT_THAT(error, HasSubstr("line 1: ")) << text;
  }
}

TEST(StudyReader, BadRecordFieldsNameTheLine) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> rs = *SolveStudyRange(p, 0, 1, 1);
  const StudyRecord& r = rs.front();
  // A CSV study names itself in its first record: the faults are in the second (deal 0,
  // declarer N, contract ones).
  const std::string first = FormatStudyRecord(p, r, StudyFormat::kCsv);
  const std::string csv_header = FormatStudyHeader(p, StudyFormat::kCsv) + first;
  const std::string line = FormatStudyRecord(p, rs[1], StudyFormat::kCsv);
  ASSERT_EQ(ErrorOf(csv_header + line), "ok");
  ASSERT_EQ(line.substr(0, 5), "42,0,");
  const std::string expected = "line 3: expected deal 0, declarer N, contract ones here";
  EXPECT_THAT(ErrorOf(csv_header + "1,2,3\n"), HasSubstr("line 3: expected 19"));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",N,", ",Q,"}})),
              HasSubstr(expected));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",N,", ",E,"}})),
              HasSubstr(expected));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",ones,", ",clubs,"}})),
              HasSubstr(expected));
  EXPECT_THAT(ErrorOf(csv_header + "x" + line), HasSubstr("line 3: a record of game 'x42'"));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrCat("42,x0,", line.substr(5))), HasSubstr(expected));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{"/", "|"}})), HasSubstr("line 3:"));
  // The study's tag belongs to the first record only.
  const std::string tag = StudyTag(p);
  EXPECT_THAT(
      ErrorOf(csv_header + absl::StrReplaceAll(line, {{",\n", absl::StrCat(",", tag, "\n")}})),
      HasSubstr("line 3: the study field must be empty"));
  EXPECT_THAT(ErrorOf(FormatStudyHeader(p, StudyFormat::kCsv) + "\n"),
              HasSubstr("line 2: not a texas42 study"));
  EXPECT_THAT(ErrorOf(FormatStudyHeader(p, StudyFormat::kCsv)), HasSubstr("no record yet"));

  // JSON Lines too names the study in its first record: the faults are in the second.
  const std::string json_header = FormatStudyRecord(p, r, StudyFormat::kJsonLines);
  const std::string json = FormatStudyRecord(p, rs[1], StudyFormat::kJsonLines);
  ASSERT_EQ(ErrorOf(json_header + json), "ok");
  // One key twice: nlohmann-json alone would keep the second value.
  EXPECT_THAT(
      ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"value\":", "\"value\":42,\"value\":"}})),
      HasSubstr("line 2: bad JSON at key \"value\": key \"value\" appears twice"));
  EXPECT_THAT(
      ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"check\"", "\"study\":\"\",\"check\""}})),
      HasSubstr("ok"));
  EXPECT_THAT(
      ErrorOf(json_header +
              absl::StrReplaceAll(
                  json, {{"\"check\"", absl::StrCat("\"study\":\"", tag, "\",\"check\"")}})),
      HasSubstr("line 2: the study field must be empty"));
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json_header, {{"\"study\"", "\"studies\""}})),
              HasSubstr("line 1: not a texas42 study: the first record must name the study"));
  EXPECT_THAT(ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"value\"", "\"valu\""}})),
              HasSubstr("missing key \"value\""));
  EXPECT_THAT(ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"game\":\"42\",", ""}})),
              HasSubstr("line 2: missing key \"game\""));
  EXPECT_THAT(ErrorOf(json_header +
                      absl::StrReplaceAll(json, {{"\"trump_double\":false", "\"trump_double\":0"},
                                                 {"\"trump_double\":true", "\"trump_double\":1"}})),
              HasSubstr("true or false"));
  EXPECT_THAT(ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"suits\":[", "\"suits\":[1,"}})),
              HasSubstr("array of 7"));
  EXPECT_THAT(ErrorOf(json_header + "{\"index\":0,}\n"), HasSubstr("line 2: bad JSON"));
  EXPECT_THAT(ErrorOf(json_header + "{\"index\":0\n"), HasSubstr("line 2: bad JSON"));
  EXPECT_THAT(ErrorOf(json_header + "\n"), HasSubstr("line 2: bad JSON"));
}

TEST(StudyReader, MutatedFilesAreReadOrRefusedNeverTrustedWrongly) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    const std::string text = StudyText(p, records, format);
    Rng rng(2024, static_cast<uint64_t>(format));
    for (int trial = 0; trial < 3000; ++trial) {
      std::string mutated = text;
      const int edits = 1 + static_cast<int>(rng.Below(3));
      for (int e = 0; e < edits; ++e) {
        const size_t at = rng.Below(static_cast<uint32_t>(mutated.size()));
        switch (rng.Below(3)) {
          case 0:
            mutated[at] = static_cast<char>(rng.Below(256));
            break;
          case 1:
            mutated.erase(at, 1 + rng.Below(4));
            break;
          default:
            mutated.insert(at, 1, "0123456789,:\"{}[] \n-"[rng.Below(20)]);
        }
      }
      const ReadBack back = Read(mutated);
      // Whatever is accepted is exactly a prefix of the true records.
      ASSERT_LE(back.records.size(), records.size());
      for (size_t i = 0; i < back.records.size(); ++i) {
        ASSERT_EQ(back.records[i].index, records[i].index);
        ASSERT_EQ(back.records[i].deal, records[i].deal);
        ASSERT_EQ(back.records[i].contract, records[i].contract);
        ASSERT_EQ(back.records[i].features, records[i].features);
        // The checksum: a value changed in place is never read as true.
        ASSERT_EQ(back.records[i].value, records[i].value);
      }
    }
  }
}

TEST(StudyReader, AValueEditedInPlaceFailsItsChecksum) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    SCOPED_TRACE(StudyFormatName(format));
    for (size_t i : {size_t{0}, size_t{4}, records.size() - 1}) {
      std::vector<StudyRecord> edited = records;
      edited[i].value = records[i].value == 0 ? 1 : records[i].value - 1;
      // The edited record with the checksum of the true one.
      std::string text = FormatStudyHeader(p, format);
      for (size_t j = 0; j < records.size(); ++j) {
        std::string line = FormatStudyRecord(p, edited[j], format);
        if (j == i) {
          line = absl::StrReplaceAll(line, {{CheckOf(p, edited[j]), CheckOf(p, records[j])}});
        }
        text += line;
      }
      const ReadBack back = Read(text);
      EXPECT_THAT(back.status.message(), HasSubstr("checksum")) << i;
      EXPECT_EQ(back.status.code(), absl::StatusCode::kDataLoss);
      EXPECT_EQ(back.records.size(), i);
    }
  }
}

// FNV-1a, 64 bits, as study_io.h describes the checksum.
uint64_t Fnv1a(const std::string& text, uint64_t hash = 0xcbf29ce484222325ULL) {
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

TEST(StudyReader, TheChecksumIsFnv1aOfTheTagAndTheFields) {
  const StudyParams p = NineTrumps(3, 1, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 1, 0);
  const StudyRecord& r = records[4];
  const std::vector<std::string> fields = RecordFields(StudyEdition::kCurrent, p, r);
  EXPECT_EQ(fields.size(), StudyColumns(StudyEdition::kCurrent, p).size());
  const std::string line = FormatStudyRecord(p, r, StudyFormat::kCsv);
  EXPECT_EQ(line, absl::StrCat(absl::StrJoin(fields, ","), ",", CheckOf(p, r), ",\n"));
  const uint64_t want = Fnv1a(absl::StrJoin(fields, ","), Fnv1a(StudyTag(p) + "\n"));
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(want));
  EXPECT_EQ(CheckOf(p, r), hex);
}

// ---- Earlier editions -------------------------------------------------------------------------

TEST(StudyReader, VersionOneFilesAreStillRead) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  // Version 1 CSV: a '#' header line, its column line, and records without game, check and
  // study.
  std::string csv = absl::StrCat(
      "# texas42 study v1 seed=3 deals=2 declarers=N contracts=blanks,ones,twos,threes,fours,"
      "fives,sixes,doubles,followme\n",
      "index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,suit2,suit3,"
      "suit4,suit5,suit6,value\n");
  std::string jsonl = LegacyJsonHeader(p, 1);
  for (const StudyRecord& r : records) {
    std::string line = FormatStudyRecord(p, r, StudyFormat::kCsv);
    ASSERT_EQ(line.substr(0, 3), "42,");
    line.erase(line.rfind(',', line.rfind(',') - 1));
    absl::StrAppend(&csv, line.substr(3), "\n");
    std::string json = FormatStudyRecord(p, r, StudyFormat::kJsonLines);
    json = absl::StrReplaceAll(json, {{"{\"game\":\"42\",", "{"}});
    json.erase(json.rfind(",\"check\""));
    absl::StrAppend(&jsonl, json, "}\n");
  }
  for (const std::string& text : {csv, jsonl}) {
    std::istringstream in(text);
    StudyReader reader(in);
    ASSERT_TRUE(reader.ReadHeader().ok());
    EXPECT_EQ(reader.edition(), StudyEdition::kTexas42V1);
    EXPECT_FALSE(reader.checked());
    EXPECT_EQ(reader.params(), p);
    const ReadBack back = Read(text);
    ASSERT_TRUE(back.status.ok()) << back.status;
    EXPECT_EQ(back.records, records);
    EXPECT_EQ(back.offset, text.size());
  }
  // Version 1 records hold no game, check or study.
  std::string with_check = csv;
  with_check.insert(with_check.size() - 1, ",0123456789abcdef");
  EXPECT_THAT(ErrorOf(with_check), HasSubstr("line 20: expected 16 comma-separated fields"));
}

// The checksum Texas 42's version 2 wrote.
std::string V2Check(const StudyParams& p, const StudyRecord& r) {
  return RecordCheck(StudyEdition::kTexas42V2, StudyTag(p, StudyEdition::kTexas42V2),
                     RecordFields(StudyEdition::kTexas42V2, p, r));
}

// Returns record `r` as Texas 42's JSON Lines with a header line had it: no game and no study.
std::string V2HeaderedJson(const StudyParams& p, const StudyRecord& r) {
  std::string json = FormatStudyRecord(p, r, StudyFormat::kJsonLines);
  json = absl::StrReplaceAll(json, {{"{\"game\":\"42\",", "{"}, {CheckOf(p, r), V2Check(p, r)}});
  if (const size_t study = json.find(",\"study\""); study != std::string::npos) {
    json = json.substr(0, study) + "}\n";
  }
  return json;
}

TEST(StudyReader, JsonLinesWithAHeaderLineAreStillRead) {
  // JSON Lines as written before 2026-11: a header object, then records with their checksums
  // and no "study" field. Read, and checked as carefully; only the header names the study.
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  std::string text = LegacyJsonHeader(p, 2);
  for (const StudyRecord& r : records) text += V2HeaderedJson(p, r);
  std::istringstream in(text);
  StudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  EXPECT_EQ(reader.edition(), StudyEdition::kTexas42V1);
  EXPECT_TRUE(reader.checked());
  EXPECT_EQ(reader.params(), p);
  const ReadBack back = Read(text);
  ASSERT_TRUE(back.status.ok()) << back.status;
  EXPECT_EQ(back.records, records);
  // The checksums are checked: a value edited under its old checksum.
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  StudyRecord edited = records[5];
  edited.value = records[5].value == 0 ? 1 : records[5].value - 1;
  lines[6] = absl::StrReplaceAll(V2HeaderedJson(p, edited),
                                 {{V2Check(p, edited), V2Check(p, records[5])}, {"\n", ""}});
  const ReadBack lost = Read(absl::StrJoin(lines, "\n"));
  EXPECT_EQ(lost.status.code(), absl::StatusCode::kDataLoss) << lost.status;
  EXPECT_EQ(lost.records.size(), 5u);
  // A record of such a file may not name the study.
  std::string tagged = FormatStudyRecord(p, records[0], StudyFormat::kJsonLines);
  tagged = absl::StrReplaceAll(tagged, {{"{\"game\":\"42\",", "{"}});
  EXPECT_THAT(ErrorOf(LegacyJsonHeader(p, 2) + tagged), HasSubstr("line 2: unknown key \"study\""));
}

// The files the previous build wrote, committed in tests/studies/.
struct LegacyFile {
  const char* name;
  StudyEdition edition;
  StudyFormat format;
  StudyParams params;
  size_t records;
};

void PrintTo(const LegacyFile& file, std::ostream* os) { *os << file.name; }

StudyParams Legacy(family::GameId id, uint64_t deals, std::vector<int> declarers,
                   const std::vector<std::string>& contracts, bool table) {
  StudyParams p;
  p.game = &family::GameOf(id);
  p.seed = 5;
  p.deals = deals;
  p.declarers = std::move(declarers);
  for (const std::string& c : contracts) p.contracts.push_back(*family::ParseContract(*p.game, c));
  if (table) p.play = StudyPlay{.seating = {PlayerKind::kTable, PlayerKind::kTable}, .worlds = 4};
  return p;
}

std::vector<LegacyFile> CommittedFiles() {
  using family::GameId;
  return {
      {"texas42-v2.csv", StudyEdition::kTexas42V2, StudyFormat::kCsv,
       Legacy(GameId::k42, 3, {0, 1}, {"sixes", "doubles", "followme"}, false), 18},
      {"texas42-v2.jsonl", StudyEdition::kTexas42V2, StudyFormat::kJsonLines,
       Legacy(GameId::k42, 3, {0, 1}, {"sixes", "doubles", "followme"}, false), 18},
      {"texas42-v2-table.csv", StudyEdition::kTexas42V2, StudyFormat::kCsv,
       Legacy(GameId::k42, 2, {0}, {"sixes"}, true), 2},
      {"moon-family-v1.csv", StudyEdition::kFamilyV1, StudyFormat::kCsv,
       Legacy(GameId::kMoon, 3, {0, 1, 2}, {"sixes", "nello"}, false), 18},
      {"moon-family-v1.jsonl", StudyEdition::kFamilyV1, StudyFormat::kJsonLines,
       Legacy(GameId::kMoon, 3, {0, 1, 2}, {"sixes", "blanks"}, false), 18},
      {"3-hand-family-v1-table.csv", StudyEdition::kFamilyV1, StudyFormat::kCsv,
       Legacy(GameId::kThreeHand, 2, {0}, {"sixes"}, true), 2},
  };
}

std::string ReadTestFile(const std::string& name) {
  const std::string path = absl::StrCat(TEXAS42_TESTS_DIR, "/studies/", name);
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class LegacyFiles : public ::testing::TestWithParam<LegacyFile> {};

TEST_P(LegacyFiles, ReadAsTheStudyTheySayEachRecordAsSolvedToday) {
  const LegacyFile& file = GetParam();
  const std::string text = ReadTestFile(file.name);
  ASSERT_FALSE(text.empty());
  std::istringstream in(text);
  StudyReader reader(in);
  const absl::Status header = reader.ReadHeader();
  ASSERT_TRUE(header.ok()) << header;
  EXPECT_EQ(reader.edition(), file.edition);
  EXPECT_EQ(reader.format(), file.format);
  EXPECT_EQ(reader.params(), file.params);
  EXPECT_TRUE(reader.checked());
  const ReadBack back = Read(text);
  ASSERT_TRUE(back.status.ok()) << back.status;
  EXPECT_FALSE(back.partial_tail);
  EXPECT_EQ(back.offset, text.size());
  ASSERT_EQ(back.records.size(), file.records);
  EXPECT_EQ(file.records, file.params.deals * file.params.records_per_deal());
  // The same players with the same seed play the table hands identically.
  const std::vector<StudyRecord> solved = *SolveStudyRange(file.params, 0, file.params.deals, 0);
  ASSERT_EQ(solved.size(), back.records.size());
  for (size_t i = 0; i < solved.size(); ++i) {
    EXPECT_EQ(back.records[i].value, solved[i].value) << "record " << i;
    EXPECT_EQ(back.records[i].table_makes.has_value(), file.params.play.has_value());
    if (back.records[i].table_makes && solved[i].table_makes) {
      EXPECT_EQ(TableMakesText(*back.records[i].table_makes),
                TableMakesText(*solved[i].table_makes))
          << "record " << i;
    }
    EXPECT_EQ(back.records[i], solved[i]) << "record " << i;
  }
  // Written today, the same study reads back as the current edition with the same records.
  const std::string current = StudyText(file.params, back.records, file.format);
  std::istringstream in_current(current);
  StudyReader current_reader(in_current);
  ASSERT_TRUE(current_reader.ReadHeader().ok());
  EXPECT_EQ(current_reader.edition(), StudyEdition::kCurrent);
  EXPECT_EQ(Read(current).records, back.records);
}

// Returns `text` with the value of the record on line `line` (from 0) changed in place, its
// checksum kept.
std::string EditValue(const std::string& text, size_t line, StudyFormat format) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  std::string& l = lines[line];
  size_t begin = 0, end = 0;
  if (format == StudyFormat::kCsv) {
    const std::vector<std::string> columns = absl::StrSplit(lines[0], ',');
    const size_t value =
        static_cast<size_t>(std::find(columns.begin(), columns.end(), "value") - columns.begin());
    for (size_t comma = 0; comma < value; ++comma) begin = l.find(',', begin) + 1;
    end = l.find(',', begin);
  } else {
    begin = l.find("\"value\":") + 8;
    end = l.find_first_not_of("0123456789", begin);
  }
  const int value = std::stoi(l.substr(begin, end - begin));
  l.replace(begin, end - begin, absl::StrCat(value == 0 ? 1 : value - 1));
  return absl::StrJoin(lines, "\n");
}

TEST_P(LegacyFiles, AValueEditedInPlaceFailsItsChecksum) {
  const LegacyFile& file = GetParam();
  const std::string text = ReadTestFile(file.name);
  const size_t header_lines = file.format == StudyFormat::kCsv ? 1 : 0;
  for (size_t record : {size_t{0}, file.records - 1}) {
    const std::string edited = EditValue(text, header_lines + record, file.format);
    ASSERT_NE(edited, text);
    const ReadBack back = Read(edited);
    EXPECT_EQ(back.status.code(), absl::StatusCode::kDataLoss) << record << ": " << back.status;
    EXPECT_THAT(back.status.message(), HasSubstr("checksum"));
    EXPECT_EQ(back.records.size(), record);
  }
}

INSTANTIATE_TEST_SUITE_P(TestsStudies, LegacyFiles, ::testing::ValuesIn(CommittedFiles()),
                         [](const auto& file) {
                           std::string name = file.param.name;
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

// ---- Table play -----------------------------------------------------------------------------

StudyParams TablePlayed(StudyParams p, PlayerKind declarers = PlayerKind::kTable,
                        PlayerKind defenders = PlayerKind::kTable, int worlds = 4) {
  p.play = StudyPlay{.seating = {declarers, defenders}, .worlds = worlds};
  return p;
}

TEST(TablePlayStudy, EveryRecordHoldsItsOwnPlayoutForAnyThreadCount) {
  const StudyParams dd = NineTrumps(8, 3, {Seat::kNorth, Seat::kEast});
  const StudyParams p = TablePlayed(dd);
  const std::vector<StudyRecord> one = *SolveStudyRange(p, 0, 3, 1);
  EXPECT_EQ(*SolveStudyRange(p, 0, 3, 2), one);
  std::vector<StudyRecord> pieces = *SolveStudyRange(p, 0, 1, 2);
  const std::vector<StudyRecord> rest = *SolveStudyRange(p, 1, 3, 2);
  pieces.insert(pieces.end(), rest.begin(), rest.end());
  EXPECT_EQ(pieces, one);
  // The same records as the double-dummy study, with the table outcomes added.
  const std::vector<StudyRecord> plain = *SolveStudyRange(dd, 0, 3, 2);
  ASSERT_EQ(plain.size(), one.size());
  for (size_t i = 0; i < one.size(); ++i) {
    EXPECT_FALSE(plain[i].table_makes.has_value());
    ASSERT_TRUE(one[i].table_makes.has_value());
    EXPECT_EQ(one[i].table_makes->size(), static_cast<size_t>(kBidCount));
    StudyRecord without = one[i];
    without.table_makes.reset();
    EXPECT_EQ(without, plain[i]);
  }
  // Each outcome is the hand played out alone by fresh players with the study's seed: nothing
  // carries over from the records a thread played before.
  for (size_t i : {size_t{0}, size_t{10}, one.size() - 1}) {
    const StudyRecord& r = one[i];
    const family::Rules rules(Texas42(), r.contract);
    family::Playout playout(family::TableOptions{.worlds = 4, .seed = 8});
    const std::vector<bool> makes = *playout.MakesForBidsFrom(
        rules, r.deal.hands, family::TileSet(), r.declarer, StudyBids(Texas42()), p.play->seating);
    for (int b = 0; b < kBidCount; ++b) {
      EXPECT_EQ((*r.table_makes)[b], makes[b]) << "record " << i << ", bid " << kLowestBid + b;
      EXPECT_EQ(RecordMakes(Texas42(), r, kLowestBid + b), makes[b]);
    }
  }
}

TEST(TablePlayStudy, DoubleDummySidesBoundTheOutcome) {
  // Double-dummy defenders never let the bidding side beat its double-dummy value, and
  // double-dummy declarers always reach it, whatever the other side does.
  const StudyParams dd = NineTrumps(21, 2, {Seat::kSouth});
  const std::vector<StudyRecord> defended =
      *SolveStudyRange(TablePlayed(dd, PlayerKind::kTable, PlayerKind::kDoubleDummy), 0, 2, 0);
  const std::vector<StudyRecord> declared =
      *SolveStudyRange(TablePlayed(dd, PlayerKind::kDoubleDummy, PlayerKind::kTable), 0, 2, 0);
  ASSERT_EQ(defended.size(), declared.size());
  for (size_t i = 0; i < defended.size(); ++i) {
    for (int b = 0; b < kBidCount; ++b) {
      const bool dd_makes = defended[i].value >= kLowestBid + b;
      if (dd_makes) {
        EXPECT_TRUE((*declared[i].table_makes)[b]) << i << " bid " << b;
      } else {
        EXPECT_FALSE((*defended[i].table_makes)[b]) << i << " bid " << b;
      }
    }
  }
}

TEST(TablePlayStudy, RecordMakesReadsTheValueWithoutTablePlay) {
  StudyRecord r;
  r.contract = TrumpContract(Trump::kSixes);
  r.value = 34;
  EXPECT_TRUE(RecordMakes(Texas42(), r, 34));
  EXPECT_FALSE(RecordMakes(Texas42(), r, 35));
  r.value = 42;
  EXPECT_TRUE(RecordMakes(Texas42(), r, kMarkBid));
  r.value = 34;
  r.table_makes = std::vector<bool>(kBidCount, false);
  (*r.table_makes)[35 - kLowestBid] = true;
  EXPECT_FALSE(RecordMakes(Texas42(), r, 34));
  EXPECT_TRUE(RecordMakes(Texas42(), r, 35));
  EXPECT_EQ(DescribeStudyPlay(std::nullopt), "double dummy");
  EXPECT_EQ(DescribeStudyPlay(StudyPlay{{PlayerKind::kTable, PlayerKind::kDoubleDummy}, 4}),
            "table play by table declarers against dd defenders, 4 worlds a decision");
}

class TablePlayFiles : public ::testing::TestWithParam<StudyFormat> {
 protected:
  static void SetUpTestSuite() {
    params_ = new StudyParams(TablePlayed(NineTrumps(3, 2, {Seat::kNorth}), PlayerKind::kTable,
                                          PlayerKind::kDoubleDummy));
    records_ = new std::vector<StudyRecord>(*SolveStudyRange(*params_, 0, 2, 0));
  }
  static void TearDownTestSuite() {
    delete params_;
    delete records_;
  }
  std::string Text() const { return StudyText(*params_, *records_, GetParam()); }
  static StudyParams* params_;
  static std::vector<StudyRecord>* records_;
};
StudyParams* TablePlayFiles::params_ = nullptr;
std::vector<StudyRecord>* TablePlayFiles::records_ = nullptr;

TEST_P(TablePlayFiles, RoundTripWithThePlayInTheTag) {
  const std::string text = Text();
  std::istringstream in(text);
  StudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  EXPECT_EQ(reader.params(), *params_);
  const ReadBack back = Read(text);
  ASSERT_TRUE(back.status.ok()) << back.status;
  EXPECT_EQ(back.records, *records_);
  EXPECT_EQ(StudyText(*params_, back.records, GetParam()), text);
  EXPECT_THAT(text,
              HasSubstr(GetParam() == StudyFormat::kCsv
                            ? "value,table_makes,check,study\n"
                            : " play=table play_declarers=table play_defenders=dd worlds=4\"}\n"));
  const std::string before = GetParam() == StudyFormat::kCsv ? "," : "\"table_makes\":\"";
  EXPECT_THAT(text, HasSubstr(before + TableMakesText(*records_->front().table_makes)));
}

TEST_P(TablePlayFiles, TableMakesEditedInPlaceFailsItsChecksum) {
  std::vector<StudyRecord> edited = *records_;
  (*edited[3].table_makes)[0] = !(*edited[3].table_makes)[0];
  std::string text = FormatStudyHeader(*params_, GetParam());
  for (size_t j = 0; j < edited.size(); ++j) {
    std::string line = FormatStudyRecord(*params_, edited[j], GetParam());
    if (j == 3) {
      line = absl::StrReplaceAll(
          line, {{CheckOf(*params_, edited[j]), CheckOf(*params_, (*records_)[j])}});
    }
    text += line;
  }
  const ReadBack back = Read(text);
  EXPECT_EQ(back.status.code(), absl::StatusCode::kDataLoss) << back.status;
  EXPECT_EQ(back.records.size(), 3u);
}

TEST_P(TablePlayFiles, PlayAndRecordsMustAgree) {
  // A record of a table-play study without its outcomes, or with bad ones; a double-dummy
  // study over table-play records.
  const StudyRecord& r = records_->front();
  const std::string header = FormatStudyHeader(*params_, GetParam());
  StudyRecord bare = r;
  bare.table_makes.reset();
  EXPECT_THAT(ErrorOf(header + FormatStudyRecord(*params_, bare, GetParam())),
              HasSubstr(GetParam() == StudyFormat::kCsv ? "expected 20" : "table_makes"));
  const std::string line = FormatStudyRecord(*params_, r, GetParam());
  const std::string digits = TableMakesText(*r.table_makes);
  const std::string field = GetParam() == StudyFormat::kCsv
                                ? absl::StrCat(",", digits, ",")
                                : absl::StrCat("\"table_makes\":\"", digits, "\"");
  for (const std::string& bad :
       {std::string("2") + digits.substr(1), digits.substr(1), digits + "0"}) {
    const std::string bad_field = absl::StrReplaceAll(field, {{digits, bad}});
    EXPECT_THAT(ErrorOf(header + absl::StrReplaceAll(line, {{field, bad_field}})),
                HasSubstr("must be 13 digits 0 or 1"));
  }
  StudyParams dd = *params_;
  dd.play.reset();
  const ReadBack mixed =
      Read(FormatStudyHeader(dd, GetParam()) + FormatStudyRecord(dd, r, GetParam()));
  EXPECT_FALSE(mixed.status.ok());
  EXPECT_TRUE(mixed.records.empty());
}

INSTANTIATE_TEST_SUITE_P(Formats, TablePlayFiles,
                         ::testing::Values(StudyFormat::kCsv, StudyFormat::kJsonLines),
                         [](const auto& format) {
                           return std::string(StudyFormatName(format.param));
                         });

TEST(TablePlayStudy, TagsAndHeadersNameThePlay) {
  const StudyParams p = TablePlayed(NineTrumps(3, 2, {Seat::kNorth}), PlayerKind::kDoubleDummy,
                                    PlayerKind::kTable, 7);
  EXPECT_THAT(StudyTag(p), EndsWith(" play=table play_declarers=dd play_defenders=table worlds=7"));
  StudyEdition edition = StudyEdition::kTexas42V1;
  EXPECT_EQ(*ParseStudyTag(StudyTag(p), &edition), p);
  EXPECT_EQ(edition, StudyEdition::kCurrent);
  EXPECT_EQ(*ParseStudyTag(StudyTag(p, StudyEdition::kTexas42V2), &edition), p);
  EXPECT_EQ(edition, StudyEdition::kTexas42V2);
  // A study's table players draw a fixed number of worlds.
  StudyParams adaptive = p;
  adaptive.play->worlds = kAdaptiveWorlds;
  EXPECT_FALSE(CheckStudy(adaptive).ok());
  const std::string tag = StudyTag(NineTrumps(3, 2, {Seat::kNorth}));
  for (const auto& [play, what] : std::vector<std::pair<std::string, std::string>>{
           {" play=dd play_declarers=dd play_defenders=table worlds=7", "play 'dd'"},
           {" play=table play_declarers=DD play_defenders=table worlds=7", "play_declarers 'DD'"},
           {" play=table play_declarers=dd play_defenders=dd worlds=7", "dd players on both"},
           {" play=table play_declarers=dd play_defenders=table worlds=0", "1 to 10000 worlds"},
           {" play=table play_declarers=dd play_defenders=table worlds=10001", "1 to 10000 worlds"},
           {" play=table play_declarers=dd play_defenders=table worlds=auto", "worlds 'auto'"},
           {" play=table play_declarers=dd play_defenders=table worlds=many", "worlds 'many'"},
           {" play=table play_declarers=dd play_defenders=table worlds=07", "as texas42 writes"},
           {" play=table play_defenders=table worlds=7", "in that order"},
           {" worlds=7 play=table play_declarers=dd play_defenders=table", "must start 'play='"}}) {
    EXPECT_THAT(ParseStudyTag(tag + play, &edition).status().message(), HasSubstr(what)) << play;
  }
  // The CSV's columns and its tag must agree.
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 1, 0);
  const std::string table_csv = StudyText(p, records, StudyFormat::kCsv);
  const size_t columns_end = table_csv.find('\n') + 1;
  const std::string dd_columns =
      FormatStudyHeader(NineTrumps(3, 2, {Seat::kNorth}), StudyFormat::kCsv);
  EXPECT_THAT(ErrorOf(dd_columns + table_csv.substr(columns_end)),
              HasSubstr("line 1: the columns of this study must be '"));
  EXPECT_THAT(ErrorOf(dd_columns + table_csv.substr(columns_end)),
              HasSubstr(",value,table_makes,check,study'"));
  // A version 1 header never names table play.
  const std::string json = LegacyJsonHeader(p, 2);
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{"\"texas42_study\":2", "\"texas42_study\":1"}})),
              HasSubstr("unknown key"));
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{"\"worlds\":7", "\"worlds\":\"7\""}})),
              HasSubstr("\"worlds\" must be a whole number"));
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{"\"worlds\":7", "\"worlds\":true"}})),
              HasSubstr("\"worlds\" must be a whole number"));
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{"\"play\":\"table\"", "\"play\":1"}})),
              HasSubstr("play '1' is not table"));
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{",\"worlds\":7", ""}})),
              HasSubstr("missing key \"worlds\""));
}

TEST(TablePlayStudy, MutatedFilesAreReadOrRefusedNeverTrustedWrongly) {
  const StudyParams p = TablePlayed(NineTrumps(3, 1, {Seat::kNorth}));
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 1, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    const std::string text = StudyText(p, records, format);
    Rng rng(77, static_cast<uint64_t>(format));
    for (int trial = 0; trial < 1500; ++trial) {
      std::string mutated = text;
      const size_t at = rng.Below(static_cast<uint32_t>(mutated.size()));
      switch (rng.Below(3)) {
        case 0:
          mutated[at] = static_cast<char>(rng.Below(256));
          break;
        case 1:
          mutated.erase(at, 1 + rng.Below(4));
          break;
        default:
          mutated.insert(at, 1, "01,:\"{}\n"[rng.Below(8)]);
      }
      const ReadBack back = Read(mutated);
      ASSERT_LE(back.records.size(), records.size());
      for (size_t i = 0; i < back.records.size(); ++i) {
        ASSERT_EQ(back.records[i], records[i]) << mutated;
      }
    }
  }
}

TEST(StudyFormatNames, ParseAndName) {
  EXPECT_EQ(*ParseStudyFormat("CSV"), StudyFormat::kCsv);
  EXPECT_EQ(*ParseStudyFormat("jsonl"), StudyFormat::kJsonLines);
  EXPECT_THAT(ParseStudyFormat("xml").status().message(), HasSubstr("unknown study format"));
  EXPECT_EQ(StudyFormatName(StudyFormat::kJsonLines), "jsonl");
  EXPECT_EQ(StudyFormatOfPath("x.JSONL"), StudyFormat::kJsonLines);
  EXPECT_EQ(StudyFormatOfPath("x.csv"), StudyFormat::kCsv);
}

}  // namespace
}  // namespace texas42
