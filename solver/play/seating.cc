#include "solver/play/seating.h"

#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace texas42 {

absl::string_view PlayerKindName(PlayerKind kind) {
  return kind == PlayerKind::kDoubleDummy ? "dd" : "table";
}

absl::StatusOr<PlayerKind> ParsePlayerKind(absl::string_view text) {
  const std::string s = absl::AsciiStrToLower(text);
  if (s == "dd" || s == "double-dummy") return PlayerKind::kDoubleDummy;
  if (s == "table") return PlayerKind::kTable;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown player '", text, "' (expected dd or table)"));
}

}  // namespace texas42
