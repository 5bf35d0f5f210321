// Study files: writing a study's records as CSV or JSON Lines, and reading them back.
//
// Both formats open with a header naming the study's parameters, so that a file can be resumed
// and its records checked:
//   CSV:   "# texas42 study v1 seed=42 deals=1000 declarers=N contracts=blanks,...,followme"
//          "index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,...,suit6,value"
//          then one line per record: 0,66 65 .../.../.../...,N,blanks,2,0,3,10,2,1,1,0,2,3,1,30
//   JSONL: {"texas42_study":1,"seed":42,"deals":1000,"declarers":["N"],"contracts":["blanks"]}
//          then one object per record: {"index":0,"deal":"...","declarer":"N",
//          "contract":"blanks","trumps":2,"trump_double":false,"doubles":3,"count":10,
//          "suits":[2,1,1,0,2,3,1],"value":30}
// Every line ends with '\n'. The reader is strict: a record must be the next one the study
// defines (deal index, declarer, contract in record order), its deal must be that deal of the
// seed, its features must be those of the deal and its value in range; any other text is an
// error naming the line. An unterminated last line (an interrupted write) is never trusted: the
// reader stops before it and reports it.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_

#include <cstdint>
#include <istream>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/study.h"
#include "solver/deal.h"

namespace texas42 {

enum class StudyFormat : uint8_t { kCsv, kJsonLines };

// Parses "csv" or "jsonl" (also "json", "jsonlines").
absl::StatusOr<StudyFormat> ParseStudyFormat(absl::string_view text);
// Returns "csv" or "jsonl".
absl::string_view StudyFormatName(StudyFormat format);

// Returns the header lines of a study file, each ending in '\n'.
std::string FormatStudyHeader(const StudyParams& params, StudyFormat format);
// Returns one record as a line ending in '\n'.
std::string FormatStudyRecord(const StudyRecord& record, StudyFormat format);

// Parses the header's first line (either format) into the study's parameters and format; for
// CSV the column line must follow (see StudyReader).
absl::StatusOr<StudyParams> ParseStudyHeaderLine(absl::string_view line, StudyFormat format);
// Parses one record line of a study with `params`; checks the fields and that the features
// belong to the deal, but not the record's place in the study (StudyReader does).
absl::StatusOr<StudyRecord> ParseStudyRecord(absl::string_view line, const StudyParams& params,
                                             StudyFormat format);

// Reads a study file line by line, checking every record against the study it claims to be.
class StudyReader {
 public:
  explicit StudyReader(std::istream& in) : in_(in) {}

  // Reads and checks the header; call once, first.
  absl::Status ReadHeader();
  const StudyParams& params() const { return params_; }
  StudyFormat format() const { return format_; }

  // Reads the next record into `record`; returns false at the end of the complete lines.
  // Errors name the line: "line 7: ...".
  absl::StatusOr<bool> Next(StudyRecord& record);

  // Records read so far.
  uint64_t records() const { return records_; }
  // Bytes from the start of the file through the newline of the last line read.
  uint64_t offset() const { return offset_; }
  // True when the file ends in a line without its newline (left unread).
  bool partial_tail() const { return partial_tail_; }

 private:
  // Reads one complete line; false at the end or before an unterminated last line.
  bool ReadLine(std::string& line);

  std::istream& in_;
  StudyParams params_;
  StudyFormat format_ = StudyFormat::kCsv;
  uint64_t line_number_ = 0;
  uint64_t offset_ = 0;
  uint64_t records_ = 0;
  bool partial_tail_ = false;
  std::optional<std::pair<uint64_t, Deal>> deal_cache_;  // the deal of the current index
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_
