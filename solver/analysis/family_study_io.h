// Family study files (family_study.h): writing the records of a 3-hand, moon, geezer or big-game
// study as CSV or JSON Lines, and reading them back.
//
// As Texas 42's study files (study_io.h), the study is named by a tag in the `study` field of
// its first record (empty or absent in the others), and `check` is an FNV-1a checksum (64 bits,
// 16 hex digits) of the tag and the record's fields. The first column, `game`, names the game
// in every record. CSV opens with its column names:
//   game,index,deal,declarer,contract,trumps,trump_double,doubles,count,hand,value,check,study
//   moon,0,64 ...,N,blanks,2,0,3,0,64 ...,5,9f0c...,texas42 family study v1 game=moon seed=1
//     deals=10 declarers=N contracts=blanks+ones+...+followme        (one line)
// JSON Lines is one object per record with the same keys (trump_double a boolean; study only in
// the first). A table-play study (`play=table ...` in its tag) has a table_makes column after
// value: a '0' or '1' for each bid of the game, lowest first (family_study.h), which the checksum
// covers. `hand` is the declarer's hand as dealt, before any exchange; the features are of
// that hand (family_study.h). Every line ends with '\n'. The reader is strict, as study_io.h's:
// a record must be the next one the study defines, its deal that deal of the seed, its features
// and hand those of the deal, its value in range and its checksum right; an unterminated last
// line is never trusted.
#ifndef TEXAS42_SOLVER_ANALYSIS_FAMILY_STUDY_IO_H_
#define TEXAS42_SOLVER_ANALYSIS_FAMILY_STUDY_IO_H_

#include <cstdint>
#include <istream>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/family_study.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_lines.h"

namespace texas42 {

// The CSV column line, without its newline; a table-play study's has table_makes after value.
inline constexpr absl::string_view kFamilyStudyColumns =
    "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,hand,value,check,study";
inline constexpr absl::string_view kFamilyStudyColumnsTable =
    "game,index,deal,declarer,contract,trumps,trump_double,doubles,count,hand,value,table_makes,"
    "check,study";

// Returns "texas42 family study v1 game=moon seed=1 deals=10 declarers=N+E contracts=...", and
// for table play " play=table play_declarers=table play_defenders=dd worlds=16" after it.
std::string FamilyStudyTag(const FamilyStudyParams& params);
absl::StatusOr<FamilyStudyParams> ParseFamilyStudyTag(absl::string_view tag);

// Returns the CSV column line of the study with its newline, or nothing for JSON Lines.
std::string FormatFamilyStudyHeader(const FamilyStudyParams& params, StudyFormat format);
// Returns one record as a line ending in '\n'.
std::string FormatFamilyStudyRecord(const FamilyStudyParams& params, const FamilyStudyRecord& r,
                                    StudyFormat format);

// Reads a family study file line by line, checking every record.
class FamilyStudyReader {
 public:
  // `allow_subset`: records may be missing (a subset of the study, as a user filters one with
  // grep), never out of order; a record straight after the same one is skipped.
  explicit FamilyStudyReader(std::istream& in, bool allow_subset = false)
      : lines_(in), allow_subset_(allow_subset) {}

  // Reads the header (and the first record's tag); call once, first. A file holding no complete
  // record sets empty().
  absl::Status ReadHeader();
  const FamilyStudyParams& params() const { return params_; }
  StudyFormat format() const { return format_; }
  bool empty() const { return empty_; }
  uint64_t header_bytes() const { return header_bytes_; }

  // Reads the next record; false at the end of the complete lines. Errors name the line.
  absl::StatusOr<bool> Next(FamilyStudyRecord& record);
  uint64_t records() const { return records_; }
  // Records read (with `allow_subset`, fewer than records() when some were missing).
  uint64_t read() const { return read_; }
  uint64_t offset() const { return lines_.offset(); }
  // True when an unterminated last line (an interrupted write) was left unread.
  bool partial_tail() const { return lines_.partial_tail(); }

 private:
  StudyLines lines_;
  FamilyStudyParams params_;
  StudyFormat format_ = StudyFormat::kCsv;
  bool empty_ = false;
  uint64_t header_bytes_ = 0;
  uint64_t records_ = 0;
  bool allow_subset_ = false;
  uint64_t read_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_FAMILY_STUDY_IO_H_
