// A study's output file, as Texas 42's study and the family's open it: refused when it exists
// and neither --resume nor --overwrite was given, locked before anything reads or cuts it
// (locked_file.h), and on --resume cut after the last complete deal its reader finds, so that
// the finished file equals an uninterrupted run's.
#ifndef TEXAS42_CLI_STUDY_OUTPUT_H_
#define TEXAS42_CLI_STUDY_OUTPUT_H_

#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "cli/locked_file.h"

namespace texas42 {

struct StudyOutput {
  LockedFile file;
  bool exists = false;  // the file was there before (and holds what --resume continues)
};

// Checks that `path` may be written (a file that exists needs `resume` or `overwrite`) and
// locks it.
absl::StatusOr<StudyOutput> LockStudyOutput(const std::string& path, bool resume, bool overwrite);

// Reads the records of `reader` (its header read, `header_bytes` long) to the end and returns
// the bytes to keep: the header and every complete deal of `per_deal` records; sets `start` to
// the first deal not complete. Errors name `path`.
template <typename Record, typename Reader>
absl::StatusOr<uint64_t> CompleteDealsBytes(Reader& reader, uint64_t header_bytes,
                                            uint64_t per_deal, const std::string& path,
                                            uint64_t& start) {
  uint64_t keep = header_bytes;
  Record record;
  while (true) {
    absl::StatusOr<bool> more = reader.Next(record);
    if (!more.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--resume: ", path, ": ", more.status().message()));
    }
    if (!*more) break;
    if (reader.records() % per_deal == 0) {
      keep = reader.offset();
      start = reader.records() / per_deal;
    }
  }
  return keep;
}

// Cuts `file` to its first `keep` bytes, and writes `header` when nothing was kept.
absl::Status StartStudyOutput(LockedFile& file, uint64_t keep, const std::string& header);

// Writes a chunk of records to `file`, or to standard output (flushed) when there is none
// (`--output -`).
absl::Status WriteStudyChunk(std::optional<LockedFile>& file, const std::string& text);

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_OUTPUT_H_
