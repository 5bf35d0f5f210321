#include "cli/bad_lines.h"

#include "absl/strings/str_cat.h"
#include "cli/command.h"

namespace texas42 {

void BadLines::Report(absl::string_view message) {
  if (++count_ <= kMostReportedBadLines) Fail(message);
}

int BadLines::Finish() const {
  if (count_ > kMostReportedBadLines) {
    const uint64_t more = count_ - kMostReportedBadLines;
    Fail(absl::StrCat("... and ", more, " more bad ", more == 1 ? "line" : "lines",
                      " (only the first ", kMostReportedBadLines, " are shown)"));
  }
  return count_ == 0 ? 0 : kExitBadInput;
}

}  // namespace texas42
