// Studies: hand features against hands read by eye, records in study order with exact values
// for any thread count, and the CSV / JSON Lines files written and read back, good and bad.
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

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
  const HandFeatures b = FeaturesOf(Hand("65 54 43 32 21 10 62"), Contract::Normal(Trump::kDoubles));
  EXPECT_FALSE(b.trump_double);
  EXPECT_EQ(b.trumps, 0);
}

TEST(SolveStudyRange, RecordsInStudyOrderWithExactValues) {
  const StudyParams p = NineTrumps(11, 3, {Seat::kEast, Seat::kNorth});
  const std::vector<StudyRecord> records = SolveStudyRange(p, 1, 3, 2);
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
  const std::vector<StudyRecord> one = SolveStudyRange(p, 0, 6, 1);
  EXPECT_EQ(SolveStudyRange(p, 0, 6, 2), one);
  EXPECT_EQ(SolveStudyRange(p, 0, 6, 3), one);
  // Solving in pieces gives the same records as solving at once.
  std::vector<StudyRecord> pieces = SolveStudyRange(p, 0, 2, 2);
  for (const StudyRecord& r : SolveStudyRange(p, 2, 6, 2)) pieces.push_back(r);
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
    records_ = new std::vector<StudyRecord>(SolveStudyRange(*params_, 0, 2, 0));
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
    // A CSV study names itself in its first record: without it the file is no study.
    const bool nameless = GetParam() == StudyFormat::kCsv && order.front() != 0;
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
                         [](const auto& format) { return std::string(StudyFormatName(format.param)); });

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
  EXPECT_THAT(ErrorOf("{\"texas42_study\":1} x\n"), HasSubstr("after the object"));
  EXPECT_THAT(ErrorOf("{\"texas42_study\":\"a\\u0041\"}\n"), HasSubstr("unsupported escape"));
}

TEST(StudyReader, BadRecordFieldsNameTheLine) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> rs = SolveStudyRange(p, 0, 1, 1);
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
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{"/", "|"}})),
              HasSubstr("line 3:"));
  // The study's tag belongs to the first record only.
  const std::string tag = StudyTag(p);
  EXPECT_THAT(ErrorOf(csv_header + absl::StrReplaceAll(line, {{",\n", absl::StrCat(",", tag, "\n")}})),
              HasSubstr("line 3: the study field must be empty"));
  EXPECT_THAT(ErrorOf(FormatStudyHeader(p, StudyFormat::kCsv) + "\n"),
              HasSubstr("line 2: not a texas42 study"));
  EXPECT_THAT(ErrorOf(FormatStudyHeader(p, StudyFormat::kCsv)), HasSubstr("no record yet"));

  const std::string json_header = FormatStudyHeader(p, StudyFormat::kJsonLines);
  const std::string json = FormatStudyRecord(p, r, StudyFormat::kJsonLines);
  ASSERT_EQ(ErrorOf(json_header + json), "ok");
  EXPECT_THAT(ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"value\"", "\"valu\""}})),
              HasSubstr("missing key \"value\""));
  EXPECT_THAT(ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"trump_double\":false",
                                                                 "\"trump_double\":0"}})),
              HasSubstr("true or false"));
  EXPECT_THAT(ErrorOf(json_header + absl::StrReplaceAll(json, {{"\"suits\":[", "\"suits\":[1,"}})),
              HasSubstr("array of 7"));
  EXPECT_THAT(ErrorOf(json_header + "{\"index\":0,}\n"), HasSubstr("line 2: bad JSON"));
  EXPECT_THAT(ErrorOf(json_header + "{\"index\":0\n"), HasSubstr("line 2: bad JSON"));
  EXPECT_THAT(ErrorOf(json_header + "\n"), HasSubstr("line 2: bad JSON"));
}

TEST(StudyReader, MutatedFilesAreReadOrRefusedNeverTrustedWrongly) {
  const StudyParams p = NineTrumps(3, 2, {Seat::kNorth});
  const std::vector<StudyRecord> records = SolveStudyRange(p, 0, 2, 0);
  for (StudyFormat format : {StudyFormat::kCsv, StudyFormat::kJsonLines}) {
    const std::string text = StudyText(p, records, format);
    Rng rng(2024, static_cast<uint64_t>(format));
    for (int trial = 0; trial < 3000; ++trial) {
      std::string mutated = text;
      const int edits = 1 + static_cast<int>(rng.Below(3));
      for (int e = 0; e < edits; ++e) {
        const size_t at = rng.Below(static_cast<uint32_t>(mutated.size()));
        switch (rng.Below(3)) {
          case 0: mutated[at] = static_cast<char>(rng.Below(256)); break;
          case 1: mutated.erase(at, 1 + rng.Below(4)); break;
          default: mutated.insert(at, 1, "0123456789,:\"{}[] \n-"[rng.Below(20)]);
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
  const std::vector<StudyRecord> records = SolveStudyRange(p, 0, 2, 0);
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
          line = absl::StrReplaceAll(line, {{RecordCheck(p, edited[j]), RecordCheck(p, records[j])}});
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
  const std::vector<StudyRecord> records = SolveStudyRange(p, 0, 2, 0);
  // Version 1 CSV: a '#' header line, and records without check and study.
  std::string csv = absl::StrCat(
      "# texas42 study v1 seed=3 deals=2 declarers=N contracts=blanks,ones,twos,threes,fours,"
      "fives,sixes,doubles,followme\n",
      "index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,suit1,suit2,suit3,"
      "suit4,suit5,suit6,value\n");
  std::string jsonl = absl::StrReplaceAll(FormatStudyHeader(p, StudyFormat::kJsonLines),
                                          {{"\"texas42_study\":2", "\"texas42_study\":1"}});
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

TEST(StudyFormatNames, ParseAndName) {
  EXPECT_EQ(*ParseStudyFormat("CSV"), StudyFormat::kCsv);
  EXPECT_EQ(*ParseStudyFormat("jsonl"), StudyFormat::kJsonLines);
  EXPECT_THAT(ParseStudyFormat("xml").status().message(), HasSubstr("unknown study format"));
  EXPECT_EQ(StudyFormatName(StudyFormat::kJsonLines), "jsonl");
}

}  // namespace
}  // namespace texas42
