// Reading study files for `texas42 table` and `texas42 chart`: every record of every file, in
// order, checked by StudyReader. An interrupted study's unterminated last line is skipped with
// a warning on stderr.
#ifndef TEXAS42_CLI_STUDY_FILES_H_
#define TEXAS42_CLI_STUDY_FILES_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "solver/analysis/study.h"

namespace texas42 {

struct StudySummary {
  std::string path;
  StudyParams params;
  uint64_t records = 0;
};

// Calls `on_record` for every record of every file in `paths` ("-" = standard input) and
// `on_end` after each file; errors name the file and line.
absl::Status ReadStudies(const std::vector<std::string>& paths,
                         const std::function<void(const StudyRecord&)>& on_record,
                         const std::function<void(const StudySummary&)>& on_end);

// Describes what was read: "2 studies, 18000 records (seed 1: 1000 deals, ...)".
std::string DescribeStudies(const std::vector<StudySummary>& studies);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_FILES_H_
