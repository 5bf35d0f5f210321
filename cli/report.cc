#include "cli/report.h"

#include "absl/strings/str_cat.h"

namespace texas42 {

std::string Grouped(uint64_t count) {
  std::string digits = absl::StrCat(count);
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(at, ",");
  return digits;
}

}  // namespace texas42
