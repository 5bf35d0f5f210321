// The fields of a hand record as a player writes them down, in any of the three forms every
// game's record takes (hand_record.h): one line "key=value; key=value", lines
// "key: value" (blank lines and '#' comments skipped), or one JSON object (an array's items
// joined by spaces, a boolean as yes or no). Which keys a record has is its own: each names its
// fields with a table of RecordField.
#ifndef TEXAS42_SOLVER_ANALYSIS_RECORD_FIELDS_H_
#define TEXAS42_SOLVER_ANALYSIS_RECORD_FIELDS_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

using RecordPair = std::pair<std::string, std::string>;

// Returns the record's key/value pairs as written, in order (a JSON object's by key), keys and
// values stripped of spaces at their ends; the form is told by the first character ('{': JSON)
// and by a '=' (one line).
absl::StatusOr<std::vector<RecordPair>> ReadRecordPairs(absl::string_view text);

// One field of a record: its name as a flag's ("nello-doubles") and where its text goes.
struct RecordField {
  absl::string_view name;
  std::string* text;
};

// Stores every pair in the field its key names (any case, '_' read as '-'). A key no field has
// is an error listing the fields; so is a field given twice.
absl::Status SetRecordFields(const std::vector<RecordPair>& pairs,
                             const std::vector<RecordField>& fields);

// One record's text as it stands in a file: its number (1-based) and its first line.
struct RecordText {
  int number = 0;
  int line = 0;
  std::string text;
};

// Splits a file's lines into records: a JSON or one-line record is one line; key: value lines
// run to a blank line. Lines starting with '#' are comments.
std::vector<RecordText> SplitHandRecords(const std::vector<std::string>& lines);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_RECORD_FIELDS_H_
