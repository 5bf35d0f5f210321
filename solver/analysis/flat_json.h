// Flat JSON: a strict reader for the one-line JSON objects of study files (study_io.h).
//
// An object's values are whole numbers (digits only), true, false, strings (escapes limited to
// \" and \\) and arrays of those; deeper nesting, fractions, signs, null and other escapes are
// refused with an error naming the column. Keys must be distinct.
#ifndef TEXAS42_SOLVER_ANALYSIS_FLAT_JSON_H_
#define TEXAS42_SOLVER_ANALYSIS_FLAT_JSON_H_

#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

struct FlatValue {
  enum class Kind { kNumber, kBool, kString, kArray } kind = Kind::kNumber;
  std::string text;  // a number's digits, or a string's contents
  bool boolean = false;
  std::vector<FlatValue> items;
};

using FlatObject = std::map<std::string, FlatValue>;

// Parses one object that fills all of `text` (surrounding spaces allowed).
absl::StatusOr<FlatObject> ParseFlatObject(absl::string_view text);

// Returns OK when `object` has exactly the keys `keys`, else an error naming the first missing
// or unknown key.
absl::Status ExpectKeys(const FlatObject& object, const std::vector<absl::string_view>& keys);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_FLAT_JSON_H_
