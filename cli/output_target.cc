#include "cli/output_target.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

// As the kernel, which gives up after 40 links (ELOOP).
constexpr int kMostLinks = 40;

absl::Status Refused(absl::string_view flag, const std::string& path, absl::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat(flag, ": cannot write '", path, "': ", why));
}

// Splits `path` into its directory (made absolute, links in it followed) and its last name.
absl::Status SplitPath(const std::string& path, std::string& directory, std::string& name) {
  const size_t slash = path.find_last_of('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);
  if (dir.empty()) dir = "/";
  name = slash == std::string::npos ? path : path.substr(slash + 1);
  if (name.empty() || name == "." || name == "..") {
    return absl::FailedPreconditionError("is a directory");
  }
  char resolved[PATH_MAX];
  if (realpath(dir.c_str(), resolved) == nullptr) {
    return absl::FailedPreconditionError(std::strerror(errno));
  }
  directory = resolved;
  return absl::OkStatus();
}

bool UnderProc(const std::string& directory) {
  return directory == "/proc" || absl::StartsWith(directory, "/proc/");
}

}  // namespace

absl::StatusOr<OutputTarget> ResolveOutputTarget(const std::string& path,
                                                 absl::string_view flag) {
  OutputTarget target;
  target.path = path;
  std::string current = path;
  for (int links = 0;; ++links) {
    if (links > kMostLinks) return Refused(flag, path, std::strerror(ELOOP));
    std::string name;
    if (absl::Status s = SplitPath(current, target.directory, name); !s.ok()) {
      return Refused(flag, path, s.message());
    }
    target.file = target.directory == "/" ? absl::StrCat("/", name)
                                          : absl::StrCat(target.directory, "/", name);
    if (UnderProc(target.directory)) {
      // A descriptor's magic link (/dev/stdout): only opening it reaches the right file.
      target.file = current;
      target.mode = WriteMode::kInPlace;
      break;
    }
    struct stat st;
    if (lstat(target.file.c_str(), &st) != 0) {
      if (errno != ENOENT) return Refused(flag, path, std::strerror(errno));
      return target;  // a new file
    }
    if (!S_ISLNK(st.st_mode)) break;
    char link[PATH_MAX];
    const ssize_t n = readlink(target.file.c_str(), link, sizeof(link) - 1);
    if (n < 0) return Refused(flag, path, std::strerror(errno));
    link[n] = '\0';
    current = link[0] == '/' ? std::string(link) : absl::StrCat(target.directory, "/", link);
  }
  struct stat st;
  if (stat(target.file.c_str(), &st) != 0) {
    if (errno == ENOENT && target.mode == WriteMode::kInPlace) {
      return Refused(flag, path, std::strerror(errno));
    }
    if (errno != ENOENT) return Refused(flag, path, std::strerror(errno));
    return target;
  }
  if (S_ISDIR(st.st_mode)) return Refused(flag, path, "is a directory");
  target.exists = true;
  target.regular = S_ISREG(st.st_mode);
  target.device = st.st_dev;
  target.inode = st.st_ino;
  target.permissions = st.st_mode & 07777;
  target.owner = st.st_uid;
  target.group = st.st_gid;
  if (access(target.file.c_str(), W_OK) != 0) return Refused(flag, path, std::strerror(errno));
  if (!target.regular) {
    target.mode = WriteMode::kInPlace;
  } else if (target.mode != WriteMode::kInPlace && st.st_nlink > 1) {
    target.mode = WriteMode::kRewrite;
  }
  return target;
}

bool SameRegularFile(const OutputTarget& a, const OutputTarget& b) {
  if (a.exists != b.exists) return false;
  if (!a.exists) return a.file == b.file;
  return a.regular && b.regular && a.device == b.device && a.inode == b.inode;
}

}  // namespace texas42
