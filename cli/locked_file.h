// LockedFile: a file held open for writing under an exclusive advisory lock (flock), for the
// outputs a command writes in place as it goes (a study, which can be resumed).
//
// The lock lasts as long as the object: a second writer of the same file is refused at once
// with a clear message instead of interleaving its records with the first one's. The kernel
// drops the lock when the process ends in any way (exit, crash, SIGKILL), so a crash never
// blocks the `--resume` that follows. Every write is checked; errors name the file and the
// cause.
#ifndef TEXAS42_CLI_LOCKED_FILE_H_
#define TEXAS42_CLI_LOCKED_FILE_H_

#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

class LockedFile {
 public:
  // Opens `path` for writing (created when missing, never truncated here) and locks it.
  static absl::StatusOr<LockedFile> Open(const std::string& path, absl::string_view flag);

  LockedFile(LockedFile&& other) noexcept;
  LockedFile& operator=(LockedFile&&) = delete;
  LockedFile(const LockedFile&) = delete;
  ~LockedFile();

  // Cuts the file to `size` bytes and moves the write position to its end (nothing for a
  // device or a pipe).
  absl::Status Truncate(uint64_t size);
  // Writes `text` at the end of what was written.
  absl::Status Append(absl::string_view text);

 private:
  LockedFile(std::string path, std::string flag, int fd)
      : path_(std::move(path)), flag_(std::move(flag)), fd_(fd) {}
  absl::Status Error(absl::string_view what, int error) const;

  std::string path_;
  std::string flag_;
  int fd_ = -1;
};

}  // namespace texas42

#endif  // TEXAS42_CLI_LOCKED_FILE_H_
