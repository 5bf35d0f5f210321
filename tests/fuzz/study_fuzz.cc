// libFuzzer target: study files as `texas42 study --resume` and `texas42 table` read them.
//
// The bytes are a whole file. StudyReader either refuses it with an error naming a line, or
// reads a header and then records that are exactly the study's next records (each written
// back and read again unchanged), never past the last complete line.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/strip.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
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
  const absl::StatusOr<StudyParams> tag_again = ParseStudyTag(StudyTag(params));
  FuzzCheck(tag_again.ok() && *tag_again == params, "a study tag does not read back unchanged");
  FuzzCheck(params.records_per_deal() > 0, "a study header with no records per deal");
  StudyRecord record;
  for (uint64_t n = 0;; ++n) {
    const absl::StatusOr<bool> next = reader.Next(record);
    FuzzCheck(reader.offset() <= size, "the reader's offset is past the end of the file");
    if (!next.ok()) {
      FuzzCheckError(next.status(), "StudyReader::Next");
      FuzzCheck(absl::StartsWith(next.status().message(), "line "),
                "a study file error does not name its line");
      return 0;
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
    FuzzCheck(record.value >= 0 && record.value <= record.contract.max_value(),
              "a record's value is out of range");
    const std::string line = FormatStudyRecord(params, record, reader.format());
    const absl::StatusOr<StudyRecord> again =
        ParseStudyRecord(absl::StripSuffix(line, "\n"), params, reader.format());
    FuzzCheck(again.ok() && *again == record, "a study record does not read back unchanged");
  }
  FuzzCheck(!reader.partial_tail() || reader.offset() < size,
            "an unterminated last line is reported but nothing is left");
  return 0;
}
