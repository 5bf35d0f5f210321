// Studies: hand features against hands read by eye, records in study order with exact values
// for any thread count, and the CSV / JSON Lines files written and read back, good and bad.
#include "solver/analysis/study.h"

#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/study_io.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/play/playout.h"
#include "solver/play/seating.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;

TileSet Hand(const std::string& text) { return *ParseHand(text); }

StudyParams NineTrumps(uint64_t seed, uint64_t deals, std::vector<Seat> declarers) {
  StudyParams p;
  p.seed = seed;
  p.deals = deals;
  p.declarers = std::move(declarers);
  for (Trump t : kAllTrumps) p.contracts.push_back(Contract::Normal(t));
  return p;
}

TEST(FeaturesOf, PipTrumpCountsTrumpsAndSuitsWithoutThem) {
  // 6-6 6-4 6-1 5-5 4-1 3-2 0-0 with sixes trump: three trumps including the double.
  const TileSet hand = Hand("66 64 61 55 41 32 00");
  const HandFeatures f = FeaturesOf(hand, Contract::Normal(Trump::kSixes));
  EXPECT_EQ(f.trumps, 3);
  EXPECT_TRUE(f.trump_double);
  EXPECT_EQ(f.doubles, 3);
  EXPECT_EQ(f.count, 10 + 10 + 5 + 5);  // 6-4, 5-5, 4-1, 3-2
  // Blanks: 0-0; ones: 4-1 (6-1 is a trump); twos: 3-2; threes: 3-2; fours: 4-1 (6-4 is a
  // trump); fives: 5-5; sixes: the three trumps.
  EXPECT_EQ(f.suits, (std::array<int, 7>{1, 1, 1, 1, 1, 1, 3}));
}

TEST(FeaturesOf, DoublesTrumpAndFollowMe) {
  const TileSet hand = Hand("66 64 61 55 41 32 00");
  const HandFeatures d = FeaturesOf(hand, Contract::Normal(Trump::kDoubles));
  EXPECT_EQ(d.trumps, 3);
  EXPECT_TRUE(d.trump_double);  // 6-6, the top double
  // Doubles are trumps, so no suit counts them.
  EXPECT_EQ(d.suits, (std::array<int, 7>{0, 2, 1, 1, 2, 0, 2}));
  const HandFeatures n = FeaturesOf(hand, Contract::Normal(Trump::kFollowMe));
  EXPECT_EQ(n.trumps, 0);
  EXPECT_FALSE(n.trump_double);
  EXPECT_EQ(n.suits, (std::array<int, 7>{1, 2, 1, 1, 2, 1, 3}));
  const HandFeatures b =
      FeaturesOf(Hand("65 54 43 32 21 10 62"), Contract::Normal(Trump::kDoubles));
  EXPECT_FALSE(b.trump_double);
  EXPECT_EQ(b.trumps, 0);
}

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
        EXPECT_EQ(r.deal, deal);
        EXPECT_EQ(r.declarer, declarer);
        EXPECT_EQ(r.contract, Contract::Normal(t));
        EXPECT_EQ(r.features, FeaturesOf(deal.hand(declarer), r.contract));
        const Rules rules(r.contract);
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

struct ReadBack {
  absl::Status status;
  std::vector<StudyRecord> records;
  bool partial_tail = false;
  uint64_t offset = 0;
};

ReadBack Read(const std::string& text) {
  std::istringstream in(text);
  StudyReader reader(in);
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
  back.partial_tail = reader.partial_tail();
  back.offset = reader.offset();
  return back;
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
  const ReadBack back = Read(text);
  ASSERT_TRUE(back.status.ok()) << back.status;
  EXPECT_EQ(back.records, *records_);
  EXPECT_FALSE(back.partial_tail);
  EXPECT_EQ(back.offset, text.size());
  // Writing what was read gives the same bytes.
  EXPECT_EQ(StudyText(*params_, back.records, GetParam()), text);
}

TEST_P(StudyFiles, UnterminatedLastLineIsNeverTrusted) {
  const std::string text = Text();
  // Cut the last record short: "...,34\n" -> "...,3" would parse but must not be read.
  for (size_t cut : {size_t{1}, size_t{2}, size_t{20}}) {
    const ReadBack back = Read(text.substr(0, text.size() - cut));
    ASSERT_TRUE(back.status.ok()) << back.status;
    EXPECT_TRUE(back.partial_tail);
    EXPECT_EQ(back.records.size(), records_->size() - 1);
  }
}

TEST_P(StudyFiles, RecordOutOfPlaceIsAnError) {
  const std::string header = FormatStudyHeader(*params_, GetParam());
  const auto& r = *records_;
  // Skipped, repeated and swapped records.
  for (const std::vector<size_t>& order :
       std::vector<std::vector<size_t>>{{1}, {0, 0}, {0, 2, 1}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 10}}) {
    std::string text = header;
    for (size_t i : order) text += FormatStudyRecord(*params_, r[i], GetParam());
    const ReadBack back = Read(text);
    // A study names itself in its first record: without it the file is no study.
    const bool nameless = order.front() != 0;
    EXPECT_THAT(back.status.message(), HasSubstr(nameless ? "not a texas42 study" : "out of order"))
        << text;
  }
  // More records than the study has deals.
  std::string text = Text();
  StudyRecord extra = r.back();
  text += FormatStudyRecord(*params_, extra, GetParam());
  EXPECT_THAT(Read(text).status.message(), HasSubstr("deals are already complete"));
}

TEST_P(StudyFiles, TamperedRecordsAreErrors) {
  const std::string header = FormatStudyHeader(*params_, GetParam());
  StudyRecord r = records_->front();
  // A different deal (other hands swapped), features that do not fit, a value out of range.
  StudyRecord swapped = r;
  std::swap(swapped.deal.hands[0], swapped.deal.hands[1]);
  swapped.features = FeaturesOf(swapped.deal.hand(r.declarer), r.contract);
  EXPECT_THAT(Read(header + FormatStudyRecord(*params_, swapped, GetParam())).status.message(),
              HasSubstr("not deal 0 of seed 3"));
  StudyRecord bad_features = r;
  bad_features.features.trumps = (r.features.trumps + 1) % 8;
  EXPECT_THAT(Read(header + FormatStudyRecord(*params_, bad_features, GetParam())).status.message(),
              HasSubstr("features do not match"));
  StudyRecord bad_value = r;
  bad_value.value = 43;
  EXPECT_THAT(Read(header + FormatStudyRecord(*params_, bad_value, GetParam())).status.message(),
              HasSubstr("line"));
}

INSTANTIATE_TEST_SUITE_P(Formats, StudyFiles,
                         ::testing::Values(StudyFormat::kCsv, StudyFormat::kJsonLines),
                         [](const auto& format) {
                           return std::string(StudyFormatName(format.param));
                         });

// The header line of JSON Lines studies written before 2026-11 (version 1, and 2 until then).
std::string LegacyJsonHeader(const StudyParams& p, int version) {
  std::vector<std::string> seats, contracts;
  for (Seat s : p.declarers)
    seats.push_back(absl::StrCat("\"", std::string(1, SeatLetter(s)), "\""));
  for (const Contract& c : p.contracts)
    contracts.push_back(absl::StrCat("\"", StudyContractName(c), "\""));
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

std::string ErrorOf(const std::string& text) {
  const ReadBack back = Read(text);
  return back.status.ok() ? "ok" : std::string(back.status.message());
}

TEST(StudyReader, BadHeadersNameTheFault) {
  EXPECT_THAT(ErrorOf(""), HasSubstr("header line is missing"));
  EXPECT_THAT(ErrorOf("hello\n"), HasSubstr("not a texas42 study"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N contracts=sixes\n"),
              HasSubstr("column line is missing"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N contracts=sixes\nindex\n"),
              HasSubstr("line 2: the CSV column line"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=-1 deals=2 declarers=N contracts=sixes\n"),
              HasSubstr("seed '-1' is not a whole number"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=0 declarers=N contracts=sixes\n"),
              HasSubstr("0 deals"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N,N contracts=sixes\n"),
              HasSubstr("named twice"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=X contracts=sixes\n"),
              HasSubstr("declarer 'X'"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 declarers=N contracts=6\n"),
              HasSubstr("not written canonically"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=1 deals=2 contracts=sixes declarers=N\n"),
              HasSubstr("must start 'declarers='"));
  EXPECT_THAT(ErrorOf("# texas42 study v1 seed=99999999999999999999999 deals=2 declarers=N "
                      "contracts=sixes\n"),
              HasSubstr("not a whole number"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1,\"seed\":1,\"deals\":2,\"declarers\":[\"N\"]}\n"),
              HasSubstr("missing key \"contracts\""));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":3,\"seed\":1,\"deals\":2,\"declarers\":[\"N\"],"
                      "\"contracts\":[\"sixes\"]}\n"),
              HasSubstr("out of range"));
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
              HasSubstr("\"texas42_study\" must be a whole number"));
}

TEST(StudyReader, BadRecordFieldsNameTheLine) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> rs = *SolveStudyRange(p, 0, 1, 1);
  const StudyRecord& r = rs.front();
  // A CSV study names itself in its first record: the faults are in the second.
  const std::string first = FormatStudyRecord(p, r, StudyFormat::kCsv);
  const std::string csv_header = FormatStudyHeader(p, StudyFormat::kCsv) + first;
  const std::string line = FormatStudyRecord(p, rs[1], StudyFormat::kCsv);
  ASSERT_EQ(ErrorOf(csv_header + line), "ok");
  EXPECT_THAT(ErrorOf(csv_header + "1,2,3\n"), HasSubstr("line 3: expected 18"));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",N,", ",Q,"}})),
              HasSubstr("line 3: declarer 'Q'"));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",N,", ",E,"}})),
              HasSubstr("not one of the study's declarers"));
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",ones,", ",clubs,"}})),
              HasSubstr("unknown study contract 'clubs'"));
  EXPECT_THAT(ErrorOf(csv_header + "x" + line), HasSubstr("index 'x0'"));
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
          line =
              absl::StrReplaceAll(line, {{RecordCheck(p, edited[j]), RecordCheck(p, records[j])}});
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

TEST(StudyReader, VersionOneFilesAreStillRead) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  // Version 1 CSV: a '#' header line, and records without check and study.
  std::string csv = absl::StrCat(
      "# texas42 study v1 seed=3 deals=2 declarers=N contracts=blanks,ones,twos,threes,fours,"
      "fives,sixes,doubles,followme\n",
      "index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,suit2,suit3,"
      "suit4,suit5,suit6,value\n");
  std::string jsonl = LegacyJsonHeader(p, 1);
  for (const StudyRecord& r : records) {
    std::string line = FormatStudyRecord(p, r, StudyFormat::kCsv);
    line.erase(line.rfind(',', line.rfind(',') - 1));
    absl::StrAppend(&csv, line, "\n");
    std::string json = FormatStudyRecord(p, r, StudyFormat::kJsonLines);
    json.erase(json.rfind(",\"check\""));
    absl::StrAppend(&jsonl, json, "}\n");
  }
  for (const std::string& text : {csv, jsonl}) {
    std::istringstream in(text);
    StudyReader reader(in);
    ASSERT_TRUE(reader.ReadHeader().ok());
    EXPECT_EQ(reader.version(), 1);
    const ReadBack back = Read(text);
    ASSERT_TRUE(back.status.ok()) << back.status;
    EXPECT_EQ(back.records, records);
  }
}

TEST(StudyReader, JsonLinesWithAHeaderLineAreStillRead) {
  // JSON Lines as written before 2026-11: a header object, then records with their checksums
  // and no "study" field. Read, and checked as carefully; only the header names the study.
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 2, 0);
  std::string text = LegacyJsonHeader(p, 2);
  for (const StudyRecord& r : records) {
    std::string json = FormatStudyRecord(p, r, StudyFormat::kJsonLines);
    if (const size_t study = json.find(",\"study\""); study != std::string::npos) {
      json = json.substr(0, study) + "}\n";
    }
    text += json;
  }
  std::istringstream in(text);
  StudyReader reader(in);
  ASSERT_TRUE(reader.ReadHeader().ok());
  EXPECT_EQ(reader.version(), 2);
  EXPECT_FALSE(reader.tagged());
  EXPECT_EQ(reader.params(), p);
  const ReadBack back = Read(text);
  ASSERT_TRUE(back.status.ok()) << back.status;
  EXPECT_EQ(back.records, records);
  // A record of such a file may not name the study.
  const std::string tagged =
      LegacyJsonHeader(p, 2) + FormatStudyRecord(p, records[0], StudyFormat::kJsonLines);
  EXPECT_THAT(ErrorOf(tagged), HasSubstr("line 2: unknown key \"study\""));
}

// ---- Table play -----------------------------------------------------------------------------

StudyParams TablePlayed(StudyParams p, PlayerKind declarers = PlayerKind::kTable,
                        PlayerKind defenders = PlayerKind::kTable, int worlds = 4) {
  p.play = StudyPlay{.seating = {declarers, defenders}, .worlds = worlds};
  return p;
}

std::vector<int> BidsThirtyToMark() {
  std::vector<int> bids;
  for (int b = kLowestBid; b <= kMarkBid; ++b) bids.push_back(b);
  return bids;
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
    StudyRecord without = one[i];
    without.table_makes.reset();
    EXPECT_EQ(without, plain[i]);
  }
  // Each outcome is the hand played out alone by fresh players with the study's seed: nothing
  // carries over from the records a thread played before.
  for (size_t i : {size_t{0}, size_t{10}, one.size() - 1}) {
    const StudyRecord& r = one[i];
    const family::Rules rules(family::GameOf(family::GameId::k42),
                              family::Contract{.trump = family::FamilyTrump(r.contract.trump)});
    family::Playout playout(family::TableOptions{.worlds = 4, .seed = 8});
    const std::vector<bool> makes = *playout.MakesForBidsFrom(
        rules, family::FamilyHands(r.deal), family::TileSet(), static_cast<int>(r.declarer),
        BidsThirtyToMark(), p.play->seating);
    for (int b = 0; b < kBidCount; ++b) {
      EXPECT_EQ((*r.table_makes)[b], makes[b]) << "record " << i << ", bid " << kLowestBid + b;
      EXPECT_EQ(RecordMakes(r, kLowestBid + b), makes[b]);
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
  r.contract = Contract::Normal(Trump::kSixes);
  r.value = 34;
  EXPECT_TRUE(RecordMakes(r, 34));
  EXPECT_FALSE(RecordMakes(r, 35));
  r.table_makes = std::bitset<kBidCount>();
  r.table_makes->set(35 - kLowestBid);
  EXPECT_FALSE(RecordMakes(r, 34));
  EXPECT_TRUE(RecordMakes(r, 35));
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

TEST_P(TablePlayFiles, RoundTripWithThePlayInTheHeader) {
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
  edited[3].table_makes->flip(0);
  std::string text = FormatStudyHeader(*params_, GetParam());
  for (size_t j = 0; j < edited.size(); ++j) {
    std::string line = FormatStudyRecord(*params_, edited[j], GetParam());
    if (j == 3) {
      line = absl::StrReplaceAll(
          line, {{RecordCheck(*params_, edited[j]), RecordCheck(*params_, (*records_)[j])}});
    }
    text += line;
  }
  const ReadBack back = Read(text);
  EXPECT_EQ(back.status.code(), absl::StatusCode::kDataLoss) << back.status;
  EXPECT_EQ(back.records.size(), 3u);
}

TEST_P(TablePlayFiles, PlayAndRecordsMustAgree) {
  // A record of a table-play study without its outcomes, or with bad ones; a double-dummy
  // header over table-play records.
  const StudyRecord& r = records_->front();
  const std::string header = FormatStudyHeader(*params_, GetParam());
  StudyRecord bare = r;
  bare.table_makes.reset();
  EXPECT_THAT(ErrorOf(header + FormatStudyRecord(*params_, bare, GetParam())),
              HasSubstr(GetParam() == StudyFormat::kCsv ? "expected 19" : "table_makes"));
  const std::string line = FormatStudyRecord(*params_, r, GetParam());
  const std::string digits = TableMakesText(*r.table_makes);
  for (const std::string& bad :
       {std::string("2") + digits.substr(1), digits.substr(1), digits + "0"}) {
    EXPECT_THAT(ErrorOf(header + absl::StrReplaceAll(line, {{digits, bad}})),
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
  EXPECT_EQ(*ParseStudyTag(StudyTag(p)), p);
  StudyParams adaptive = p;
  adaptive.play->worlds = kAdaptiveWorlds;
  EXPECT_THAT(StudyTag(adaptive), HasSubstr(" worlds=auto"));
  EXPECT_EQ(*ParseStudyTag(StudyTag(adaptive)), adaptive);
  const std::string tag = StudyTag(NineTrumps(3, 2, {Seat::kNorth}));
  for (const auto& [play, what] : std::vector<std::pair<std::string, std::string>>{
           {" play=dd play_declarers=dd play_defenders=table worlds=7", "play 'dd'"},
           {" play=table play_declarers=DD play_defenders=table worlds=7", "play_declarers 'DD'"},
           {" play=table play_declarers=dd play_defenders=dd worlds=7", "dd players on both"},
           {" play=table play_declarers=dd play_defenders=table worlds=0", "not '0'"},
           {" play=table play_declarers=dd play_defenders=table worlds=10001", "not '10001'"},
           {" play=table play_declarers=dd play_defenders=table worlds=many", "not 'many'"},
           {" play=table play_defenders=table worlds=7", "in that order"},
           {" worlds=7 play=table play_declarers=dd play_defenders=table", "must start 'play='"}}) {
    EXPECT_THAT(ParseStudyTag(tag + play).status().message(), HasSubstr(what)) << play;
  }
  // The CSV's columns and its tag must agree.
  const std::vector<StudyRecord> records = *SolveStudyRange(p, 0, 1, 0);
  const std::string table_csv = StudyText(p, records, StudyFormat::kCsv);
  const size_t columns_end = table_csv.find('\n') + 1;
  const std::string dd_columns =
      FormatStudyHeader(NineTrumps(3, 2, {Seat::kNorth}), StudyFormat::kCsv);
  EXPECT_THAT(ErrorOf(dd_columns + table_csv.substr(columns_end)),
              HasSubstr("line 2: the study names table play but the columns have no table_makes"));
  // A version 1 header never names table play.
  const std::string json = LegacyJsonHeader(p, 2);
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{"\"texas42_study\":2", "\"texas42_study\":1"}})),
              HasSubstr("unknown key"));
  EXPECT_THAT(ErrorOf(absl::StrReplaceAll(json, {{"\"worlds\":7", "\"worlds\":\"7\""}})),
              HasSubstr("\"worlds\" must be a whole number"));
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
}

}  // namespace
}  // namespace texas42
