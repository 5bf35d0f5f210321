// Reading study files (study_io.h) of every edition, checking every record against the study
// it claims to be.
//
// The reader is strict: a record must be the next one the study defines (deal index, declarer,
// contract in record order), its deal that deal of the seed, its features those of the
// declarer's hand, its value in range and its checksum right; any other text is an error naming
// the line ("line 7: ..."); a wrong checksum is a DataLossError. An unterminated last line (an
// interrupted write) is never trusted: the reader stops before it and reports it. A reader that
// allows a subset (a study a user filtered himself, `grep ",N,sixes,"`) takes records with gaps
// between them, still in the study's order and each checked as above; a record right after the
// same one (the first record, kept by `head` and matched by `grep`) is skipped and counted.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_READER_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_READER_H_

#include <cstdint>
#include <istream>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_lines.h"

namespace texas42 {

class StudyReader {
 public:
  // `allow_subset`: records may be missing (a subset of the study), never out of order.
  explicit StudyReader(std::istream& in, bool allow_subset = false)
      : lines_(in), allow_subset_(allow_subset) {}

  // Reads and checks the header (and the first record's tag); call once, first.
  absl::Status ReadHeader();
  const StudyParams& params() const { return params_; }
  StudyFormat format() const { return format_; }
  StudyEdition edition() const { return edition_; }
  // True when the records carry checksums (every edition but Texas 42's version 1 proper).
  bool checked() const { return checked_; }
  // True when ReadHeader failed only because the file holds no complete record yet.
  bool empty() const { return empty_; }
  // Bytes of the header: what a resumed study keeps when no deal is complete.
  uint64_t header_bytes() const { return header_bytes_; }

  // Reads the next record into `record`; returns false at the end of the complete lines.
  absl::StatusOr<bool> Next(StudyRecord& record);

  // Records read so far (not counting skipped repeats).
  uint64_t records() const { return records_; }
  // True when a record was missing before one read (allowed only with `allow_subset`).
  bool subset() const { return subset_; }
  // Records skipped because they repeated the record before them (only with `allow_subset`).
  uint64_t repeated() const { return repeated_; }
  // Bytes from the start of the file through the newline of the last line read.
  uint64_t offset() const { return lines_.offset(); }
  // True when the file ends in a line without its newline (left unread).
  bool partial_tail() const { return lines_.partial_tail(); }

 private:
  // Reads the header line of a Texas 42 study of version 1 (`line`, in format_).
  absl::Status ReadTexas42V1Header(absl::string_view line);
  // Sets the study read, its tag and the columns its records hold.
  void Start(StudyParams params, StudyEdition edition, std::string tag);
  // Splits a record line into its fields: the columns, then check (when the records have one)
  // and the study field (empty when absent).
  absl::StatusOr<std::vector<std::string>> Split(absl::string_view line) const;
  // Returns the record place (deal * records per deal + slot) `fields` name, for a subset.
  absl::StatusOr<uint64_t> PlaceOf(const std::vector<std::string>& fields) const;
  // Checks `fields` as the study's record at `place`, and returns it.
  absl::StatusOr<StudyRecord> Check(const std::vector<std::string>& fields, uint64_t place);

  StudyLines lines_;
  bool allow_subset_ = false;
  bool subset_ = false;
  uint64_t repeated_ = 0;
  uint64_t next_place_ = 0;  // the study's place of the next record
  StudyParams params_;
  StudyFormat format_ = StudyFormat::kCsv;
  StudyEdition edition_ = StudyEdition::kCurrent;
  std::string tag_;                   // the tag the checksums cover
  bool checked_ = true;               // records carry a checksum (all but version 1 proper)
  bool tagged_ = true;                // the first record names the study
  std::vector<std::string> columns_;  // StudyColumns of the edition
  bool empty_ = false;
  uint64_t header_bytes_ = 0;
  uint64_t records_ = 0;
  uint64_t cached_index_ = ~uint64_t{0};
  std::vector<StudyRecord> cached_;  // the unsolved records of deal cached_index_
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_READER_H_
