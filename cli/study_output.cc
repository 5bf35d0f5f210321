#include "cli/study_output.h"

#include <filesystem>
#include <iostream>
#include <system_error>

#include "cli/output_file.h"

namespace texas42 {

absl::StatusOr<StudyOutput> LockStudyOutput(const std::string& path, bool resume, bool overwrite) {
  namespace fs = std::filesystem;
  std::error_code error;
  const bool exists = fs::exists(path, error) && !fs::is_directory(path, error);
  if (exists && !resume && !overwrite) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--output ", path,
        " already exists (use --resume to continue that study, or --overwrite to replace it)"));
  }
  // Lock first, so that nothing reads or cuts a file another run is writing.
  absl::StatusOr<LockedFile> file = LockedFile::Open(path, "--output");
  if (!file.ok()) return file.status();
  return StudyOutput{*std::move(file), exists};
}

absl::Status StartStudyOutput(LockedFile& file, uint64_t keep, const std::string& header) {
  if (absl::Status s = file.Truncate(keep); !s.ok()) return s;
  if (keep == 0) return file.Append(header);
  return absl::OkStatus();
}

absl::Status WriteStudyChunk(std::optional<LockedFile>& file, const std::string& text) {
  if (file) return file->Append(text);
  std::cout << text;
  return FlushStandardOutput();
}

}  // namespace texas42
