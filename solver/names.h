// Names in text: an enum's values by name, and lists of distinct names.
//
// NameTable serves an enum whose values are 0..N-1 in the order of their names: it gives a
// value's name and finds a value by name, case-insensitive. ParseDistinct reads a list of names
// into values, each parsed by the caller's function, and rejects a value named twice.
#ifndef TEXAS42_SOLVER_NAMES_H_
#define TEXAS42_SOLVER_NAMES_H_

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"

namespace texas42 {

template <typename Enum, size_t N>
class NameTable {
 public:
  constexpr explicit NameTable(std::array<absl::string_view, N> names) : names_(names) {}

  // Returns the name of `value`.
  constexpr absl::string_view Name(Enum value) const { return names_[static_cast<size_t>(value)]; }
  // Returns the value named `text`, case-insensitive, or nothing.
  std::optional<Enum> Find(absl::string_view text) const {
    for (size_t i = 0; i < N; ++i) {
      if (absl::EqualsIgnoreCase(text, names_[i])) return static_cast<Enum>(i);
    }
    return std::nullopt;
  }
  // Returns the names for an error message: "a, b or c".
  std::string Alternatives() const {
    std::string text(names_[0]);
    for (size_t i = 1; i < N; ++i) absl::StrAppend(&text, i + 1 < N ? ", " : " or ", names_[i]);
    return text;
  }

 private:
  std::array<absl::string_view, N> names_;
};

// Parses each of `items` (names) by `parse`, which returns absl::StatusOr<T>, and returns the
// values in order; the first error of `parse` is returned as it is, and a value named twice is
// rejected with "<describe(value)> is named twice".
template <typename T, typename Items, typename Parse, typename Describe>
absl::StatusOr<std::vector<T>> ParseDistinct(const Items& items, Parse parse, Describe describe) {
  std::vector<T> values;
  for (absl::string_view item : items) {
    absl::StatusOr<T> value = parse(item);
    if (!value.ok()) return value.status();
    if (std::find(values.begin(), values.end(), *value) != values.end()) {
      return absl::InvalidArgumentError(absl::StrCat(describe(*value), " is named twice"));
    }
    values.push_back(*value);
  }
  return values;
}

}  // namespace texas42

#endif  // TEXAS42_SOLVER_NAMES_H_
