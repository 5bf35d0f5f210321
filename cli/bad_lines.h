// The errors of a file of many inputs (deals, hand records), reported without flooding.
//
// A file whose lines go on being bad (the wrong file, garbage, an endless stream) must not print
// one error line per line for ever: the first kMostReportedBadLines are printed, each as its own
// "texas42: error: line N: ..." line, then the rest are only counted, and Finish() prints one
// line more, "... and N more bad lines". A file that is not text is refused outright by
// LineReader (a NUL byte), so an endless binary stream stops at once.
#ifndef TEXAS42_CLI_BAD_LINES_H_
#define TEXAS42_CLI_BAD_LINES_H_

#include <cstdint>

#include "absl/strings/string_view.h"

namespace texas42 {

inline constexpr uint64_t kMostReportedBadLines = 20;

class BadLines {
 public:
  // Reports `message` (printed while fewer than kMostReportedBadLines were).
  void Report(absl::string_view message);
  // Prints how many were not printed, if any; returns 0 when there was no bad line, else
  // kExitBadInput.
  int Finish() const;

  uint64_t count() const { return count_; }

 private:
  uint64_t count_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_CLI_BAD_LINES_H_
