// Study files: writing a study's records as CSV or JSON Lines, and reading them back.
//
// Version 2. Both formats name the study in the `study` field of the first record (empty or
// absent in every other record), so that a CSV or JSON Lines reader with no options (pandas
// read_csv, read_json(lines=True)) reads one row per record. CSV opens with its column names:
//   index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,...,suit6,value,check,study
//   0,66 65 .../.../.../...,N,blanks,2,0,3,10,2,1,1,0,2,3,1,30,9f0c...,texas42 study v2 seed=42
//     deals=1000 declarers=N contracts=blanks+ones+...+followme        (one line)
//   0,66 65 .../.../.../...,N,ones,...,28,1b7e...,
// JSON Lines is one object per record:
//   {"index":0,"deal":"...","declarer":"N","contract":"blanks","trumps":2,"trump_double":false,
//    "doubles":3,"count":10,"suits":[2,1,1,0,2,3,1],"value":30,"check":"9f0c...",
//    "study":"texas42 study v2 seed=42 deals=1000 declarers=N contracts=blanks+..."}
//   {"index":0,...,"value":28,"check":"1b7e..."}
// JSON Lines written before 2026-11 opened instead with a header object and no "study" field
// (read, never written, never resumed):
//   {"texas42_study":2,"seed":42,"deals":1000,"declarers":["N"],"contracts":["blanks",...]}
// `check` is a checksum (FNV-1a, 64 bits, 16 hex digits) of the study's tag and the record's
// fields, the same in both formats: a value edited in place no longer matches it. It detects
// edits, not forgery.
//
// Table play (StudyParams::play) adds the players and their worlds to the parameters and one
// field to every record, `table_makes`: 13 digits 0 or 1, whether the hand played out for bid
// 30, 31, ..., 41, then one mark, made it. In CSV it is a column before check (a CSV reader that
// guesses types should be told it is text, e.g. pandas dtype={"table_makes": str}, or it drops
// the leading zeros):
//   index,deal,...,suit6,value,table_makes,check,study
//   0,...,30,1000000000000,5d1e...,texas42 study v2 seed=42 deals=1000 declarers=N
//     contracts=blanks+... play=table play_declarers=table play_defenders=table worlds=16
// and in JSON Lines a key of each record (the tag names the players as in CSV):
//   {"index":0,...,"value":30,"table_makes":"1000000000000","check":"5d1e...","study":"..."}
// The checksum covers table_makes too. A study without table play is written exactly as before.
//
// Version 1 (read, never written): CSV opened with "# texas42 study v1 seed=42 deals=1000
// declarers=N,E contracts=blanks,..." and the column line without check and study; JSON Lines
// had "texas42_study":1 and no check. Its records are checked like version 2's but for the
// checksum.
//
// Every line ends with '\n'. The reader is strict: a record must be the next one the study
// defines (deal index, declarer, contract in record order), its deal must be that deal of the
// seed, its features must be those of the deal, its value in range and its checksum right; any
// other text is an error naming the line. An unterminated last line (an interrupted write) is
// never trusted: the reader stops before it and reports it. A reader that allows a subset (a
// study a user filtered himself, `grep ",N,sixes,"`) takes records with gaps between them, still
// in the study's order and each checked as above; a record right after the same one (the first
// record, kept by `head` and matched by `grep`) is skipped and counted.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_

#include <bitset>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_lines.h"
#include "solver/deal.h"

namespace texas42 {

enum class StudyFormat : uint8_t { kCsv, kJsonLines };

// The version of the study files this build writes.
inline constexpr int kStudyVersion = 2;

// Parses "csv" or "jsonl" (also "json", "jsonlines").
absl::StatusOr<StudyFormat> ParseStudyFormat(absl::string_view text);
// Returns "csv" or "jsonl".
absl::string_view StudyFormatName(StudyFormat format);
// Returns an error naming the UTF-8 byte-order mark when a study's `first_line` starts with one
// (an editor may add it on saving; texas42 never writes it).
absl::Status CheckNoByteOrderMark(absl::string_view first_line);
// Returns the format a file's name implies: JSON Lines for ".jsonl" or ".json" in any case
// ("x.JSONL"), else CSV.
StudyFormat StudyFormatOfPath(absl::string_view path);

// Returns the header of a version 2 study file: CSV's column line (ending in '\n'); nothing in
// JSON Lines.
std::string FormatStudyHeader(const StudyParams& params, StudyFormat format);
// Returns one record of the study `params` as a version 2 line ending in '\n'.
std::string FormatStudyRecord(const StudyParams& params, const StudyRecord& record,
                              StudyFormat format);

// Returns table outcomes as written: 13 digits 0 or 1, for bids 30..41, then one mark.
std::string TableMakesText(const std::bitset<kBidCount>& makes);
// Parses table outcomes as written.
absl::StatusOr<std::bitset<kBidCount>> ParseTableMakes(absl::string_view text);

// Returns the study's tag: "texas42 study v2 seed=42 deals=1000 declarers=N+E contracts=...".
std::string StudyTag(const StudyParams& params);
// Parses a study's tag.
absl::StatusOr<StudyParams> ParseStudyTag(absl::string_view tag);
// Returns a record's checksum: 16 lowercase hex digits.
std::string RecordCheck(const StudyParams& params, const StudyRecord& record);

// Parses a header line that names the parameters (version 1 CSV, JSON Lines of either version)
// and sets `*version` (when not null) to the file's version.
absl::StatusOr<StudyParams> ParseStudyHeaderLine(absl::string_view line, StudyFormat format,
                                                 int* version = nullptr);
// Parses one record line of a study with `params`; checks the fields, that the features belong
// to the deal and (version 2) the checksum, but not the record's place in the study
// (StudyReader does). A wrong checksum is a DataLossError.
// `tagged`: the file names the study in its first record's `study` field (CSV version 2, JSON
// Lines since 2026-11), not in a header line.
absl::StatusOr<StudyRecord> ParseStudyRecord(absl::string_view line, const StudyParams& params,
                                             StudyFormat format, int version = kStudyVersion,
                                             bool tagged = true);

// Reads a study file line by line, checking every record against the study it claims to be.
class StudyReader {
 public:
  // `allow_subset`: records may be missing (a subset of the study), never out of order.
  explicit StudyReader(std::istream& in, bool allow_subset = false)
      : lines_(in), allow_subset_(allow_subset) {}

  // Reads and checks the header; call once, first.
  absl::Status ReadHeader();
  const StudyParams& params() const { return params_; }
  StudyFormat format() const { return format_; }
  int version() const { return version_; }
  // True when the study is named by its first record's `study` field, false when by a header
  // line (version 1, and JSON Lines written before 2026-11).
  bool tagged() const { return tagged_; }
  // True when ReadHeader failed only because a version 2 CSV holds no complete record yet.
  bool empty() const { return empty_; }
  // Bytes of the header: what a resumed study keeps when no deal is complete.
  uint64_t header_bytes() const { return header_bytes_; }

  // Reads the next record into `record`; returns false at the end of the complete lines.
  // Errors name the line: "line 7: ...".
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
  StudyLines lines_;
  bool allow_subset_ = false;
  bool subset_ = false;
  uint64_t repeated_ = 0;
  uint64_t next_slot_ = 0;  // the study's place (deal * records per deal + slot) of the next record
  StudyParams params_;
  StudyFormat format_ = StudyFormat::kCsv;
  int version_ = kStudyVersion;
  bool tagged_ = true;
  bool empty_ = false;
  uint64_t header_bytes_ = 0;
  uint64_t records_ = 0;
  std::optional<std::pair<uint64_t, Deal>> deal_cache_;  // the deal of the current index
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_
