// Flat JSON: a strict reader for one-line JSON objects: the records of study files (study_io.h)
// and of played hands (hand_record.h).
//
// The text is parsed by nlohmann-json (any valid JSON text, every escape). What a flat object may
// hold is narrower: its values are whole numbers from 0 to 2^64 - 1, true, false, strings and
// arrays of those; null, fractions, negative numbers and deeper nesting are refused with an error
// naming the key. Keys must be distinct: nlohmann-json on its own keeps the last of two equal
// keys, which would let an edited record pass, so the reader refuses the second.
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
