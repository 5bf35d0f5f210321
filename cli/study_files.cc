#include "cli/study_files.h"

#include <fstream>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/study_io.h"

namespace texas42 {

absl::Status ReadStudies(const std::vector<std::string>& paths,
                         const std::function<void(const StudyRecord&)>& on_record,
                         const std::function<void(const StudySummary&)>& on_end) {
  if (paths.empty()) return absl::InvalidArgumentError("no study file given");
  for (const std::string& path : paths) {
    std::ifstream file;
    if (path != "-") {
      file.open(path, std::ios::binary);
      if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot read study ", path));
    }
    StudyReader reader(path == "-" ? std::cin : file);
    if (absl::Status s = reader.ReadHeader(); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(path, ": ", s.message()));
    }
    StudyRecord record;
    while (true) {
      absl::StatusOr<bool> more = reader.Next(record);
      if (!more.ok()) {
        return absl::InvalidArgumentError(absl::StrCat(path, ": ", more.status().message()));
      }
      if (!*more) break;
      on_record(record);
    }
    if (reader.partial_tail()) {
      std::cerr << "texas42: warning: " << path
                << ": skipping an incomplete last line (an interrupted study? finish it with "
                   "texas42 study --resume)\n";
    }
    on_end({path, reader.params(), reader.records()});
  }
  return absl::OkStatus();
}

std::string DescribeStudies(const std::vector<StudySummary>& studies) {
  uint64_t records = 0;
  std::vector<std::string> parts;
  for (const StudySummary& s : studies) {
    records += s.records;
    const uint64_t deals = s.records / s.params.records_per_deal();
    parts.push_back(absl::StrCat("seed ", s.params.seed, ": ", deals,
                                 deals == s.params.deals ? "" : absl::StrCat(" of ", s.params.deals),
                                 " deals"));
  }
  return absl::StrCat(studies.size(), studies.size() == 1 ? " study, " : " studies, ", records,
                      " records (", absl::StrJoin(parts, "; "), ")");
}

}  // namespace texas42
