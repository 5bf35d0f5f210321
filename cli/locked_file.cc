#include "cli/locked_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "absl/strings/str_cat.h"

namespace texas42 {

absl::StatusOr<LockedFile> LockedFile::Open(const std::string& path, absl::string_view flag) {
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": cannot write '", path, "': is a directory"));
  }
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
  if (fd < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": cannot write '", path, "': ", std::strerror(errno)));
  }
  if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int error = errno;
    close(fd);
    if (error == EWOULDBLOCK) {
      return absl::FailedPreconditionError(
          absl::StrCat(flag, ": '", path,
                       "' is being written by another texas42 process (it holds the "
                       "file's lock); wait for it to finish, or stop it and use --resume"));
    }
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": cannot lock '", path, "': ", std::strerror(error)));
  }
  return LockedFile(path, std::string(flag), fd);
}

LockedFile::LockedFile(LockedFile&& other) noexcept
    : path_(std::move(other.path_)),
      flag_(std::move(other.flag_)),
      fd_(std::exchange(other.fd_, -1)) {}

LockedFile::~LockedFile() {
  if (fd_ >= 0) close(fd_);  // also releases the lock
}

absl::Status LockedFile::Error(absl::string_view what, int error) const {
  return absl::UnavailableError(absl::StrCat(flag_, ": cannot ", what, " '", path_, "': ",
                                             error == 0 ? "write failed" : std::strerror(error)));
}

absl::Status LockedFile::Truncate(uint64_t size) {
  // A device or a pipe (-o /dev/stdout) has nothing to cut.
  struct stat st;
  if (fstat(fd_, &st) == 0 && !S_ISREG(st.st_mode)) return absl::OkStatus();
  if (ftruncate(fd_, static_cast<off_t>(size)) != 0) return Error("truncate", errno);
  if (lseek(fd_, static_cast<off_t>(size), SEEK_SET) < 0) return Error("seek in", errno);
  return absl::OkStatus();
}

absl::Status LockedFile::Append(absl::string_view text) {
  while (!text.empty()) {
    const ssize_t n = write(fd_, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Error("write", n < 0 ? errno : 0);
    text.remove_prefix(static_cast<size_t>(n));
  }
  return absl::OkStatus();
}

}  // namespace texas42
