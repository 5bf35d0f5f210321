// libFuzzer target: study files as `texas42 study --resume`, `table` and `chart` read them, in
// every edition (study_io.h).
//
// The bytes are a whole file. StudyReader either refuses it with an error naming a line, or
// reads a header and then records that are exactly the study's next records, never past the
// last complete line; the records read, written again as the current edition, read back
// unchanged.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_reader.h"
#include "solver/family/contract.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  StudyReader reader(in);
  if (const absl::Status header = reader.ReadHeader(); !header.ok()) {
    FuzzCheckError(header, "StudyReader::ReadHeader");
    return 0;
  }
  const StudyParams& params = reader.params();
  FuzzCheck(CheckStudy(params).ok(), "a study header names a study this build cannot run");
  StudyEdition edition = StudyEdition::kTexas42V1;
  const absl::StatusOr<StudyParams> tag_again = ParseStudyTag(StudyTag(params), &edition);
  FuzzCheck(tag_again.ok() && *tag_again == params && edition == StudyEdition::kCurrent,
            "a study tag does not read back unchanged");
  if (reader.edition() != StudyEdition::kTexas42V1) {
    // The tag of the edition read (version 1 names its study in a header line, not a tag).
    const absl::StatusOr<StudyParams> old_tag =
        ParseStudyTag(StudyTag(params, reader.edition()), &edition);
    FuzzCheck(old_tag.ok() && *old_tag == params && edition == reader.edition(),
              "a study tag of an earlier edition does not read back unchanged");
  }
  FuzzCheck(params.records_per_deal() > 0, "a study header with no records per deal");
  const size_t bids = StudyBids(*params.game).size();
  std::vector<StudyRecord> records;
  StudyRecord record;
  for (uint64_t n = 0;; ++n) {
    const absl::StatusOr<bool> next = reader.Next(record);
    FuzzCheck(reader.offset() <= size, "the reader's offset is past the end of the file");
    if (!next.ok()) {
      // A record whose checksum does not match is lost data; any other fault, a bad argument.
      if (absl::IsDataLoss(next.status())) {
        FuzzCheck(absl::StrContains(next.status().message(), "checksum"),
                  "a study record refused as lost data without naming its checksum");
      } else {
        FuzzCheckError(next.status(), "StudyReader::Next");
      }
      FuzzCheck(absl::StartsWith(next.status().message(), "line "),
                "a study file error does not name its line");
      break;
    }
    if (!*next) break;
    FuzzCheck(reader.records() == n + 1, "the reader miscounts its records");
    const uint64_t deal = n / params.records_per_deal();
    FuzzCheck(record.index == deal && deal < params.deals, "a record out of the study's order");
    const std::vector<StudyRecord> expected = UnsolvedRecords(params, deal);
    const StudyRecord& want = expected[n % params.records_per_deal()];
    FuzzCheck(record.deal == want.deal && record.declarer == want.declarer &&
                  record.contract == want.contract && record.features == want.features,
              "a record is not the study's next record");
    FuzzCheck(record.value >= 0 && record.value <= family::MaxValue(*params.game, record.contract),
              "a record's value is out of range");
    FuzzCheck(record.table_makes.has_value() == params.play.has_value() &&
                  (!record.table_makes || record.table_makes->size() == bids),
              "a record's table outcomes do not fit the study");
    records.push_back(record);
  }
  FuzzCheck(!reader.partial_tail() || reader.offset() < size,
            "an unterminated last line is reported but nothing is left");
  if (records.empty()) return 0;
  // The records read, written as this build writes them, read back unchanged.
  const StudyFormat format = reader.format();
  std::string text = FormatStudyHeader(params, format);
  for (const StudyRecord& r : records) text += FormatStudyRecord(params, r, format);
  std::istringstream again(text);
  StudyReader rereader(again);
  FuzzCheck(rereader.ReadHeader().ok() && rereader.params() == params &&
                rereader.format() == format && rereader.edition() == StudyEdition::kCurrent,
            "a study written again does not read back as the same study");
  for (const StudyRecord& r : records) {
    const absl::StatusOr<bool> next = rereader.Next(record);
    FuzzCheck(next.ok() && *next && record == r, "a study record does not read back unchanged");
  }
  const absl::StatusOr<bool> end = rereader.Next(record);
  FuzzCheck(end.ok() && !*end && rereader.offset() == text.size(),
            "a study written again holds more than its records");
  return 0;
}
