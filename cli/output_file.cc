#include "cli/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <streambuf>
#include <utility>

#include "absl/strings/str_cat.h"
#include "cli/temp_files.h"

namespace texas42 {
namespace {

std::string Cause(int error) { return error == 0 ? "write failed" : std::strerror(error); }

// Writes all of `text` to `fd`; false (errno set, 0 for a write of nothing) on failure.
bool WriteAll(int fd, absl::string_view text) {
  while (!text.empty()) {
    const ssize_t n = write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = 0;
      return false;
    }
    text.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

// Returns the umask without changing it for good (the process is single-threaded here).
mode_t CurrentUmask() {
  const mode_t mask = umask(0);
  umask(mask);
  return mask;
}

// Gives the temporary file `fd` the mode and, where permitted, the owner and group of the file
// it replaces; a new file gets what a plain create would give it (mkstemp makes it 0600).
void TakeOverMode(int fd, const OutputTarget& target) {
  if (!target.exists) {
    fchmod(fd, 0666 & ~CurrentUmask());
    return;
  }
  // Only root may give a file away; a member of the old file's group may keep the group.
  if (fchown(fd, target.owner, target.group) != 0) (void)fchown(fd, static_cast<uid_t>(-1), target.group);
  // After fchown, which may clear the set-user-ID and set-group-ID bits.
  fchmod(fd, target.permissions);
}

// A stream buffer over file descriptor 1 that keeps the first write error.
class CheckedOutputBuffer : public std::streambuf {
 public:
  CheckedOutputBuffer() { setp(buffer_, buffer_ + sizeof(buffer_)); }
  int error() const { return error_; }
  bool failed() const { return failed_; }

 protected:
  int_type overflow(int_type c) override {
    if (!Drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return Drain() ? 0 : -1; }

 private:
  // Writes the buffered bytes; after a failure they are dropped and every call fails.
  bool Drain() {
    if (!failed_ && !WriteAll(STDOUT_FILENO,
                              absl::string_view(pbase(), static_cast<size_t>(pptr() - pbase())))) {
      failed_ = true;
      error_ = errno;
    }
    setp(buffer_, buffer_ + sizeof(buffer_));
    return !failed_;
  }

  char buffer_[64 * 1024];
  bool failed_ = false;
  int error_ = 0;
};

CheckedOutputBuffer* checked_output = nullptr;

// Returns an error when `target` is the same regular file as one of `inputs` ("-" never is),
// by any name: "./F", a symbolic link, a hard link.
absl::Status CheckNotAnInput(const OutputTarget& target, const std::vector<std::string>& inputs,
                             absl::string_view flag) {
  if (!target.exists || !target.regular) return absl::OkStatus();
  for (const std::string& input : inputs) {
    struct stat in;
    if (input != "-" && stat(input.c_str(), &in) == 0 && in.st_dev == target.device &&
        in.st_ino == target.inode) {
      return absl::InvalidArgumentError(absl::StrCat(flag, " '", target.path,
                                                     "' is also an input ('", input,
                                                     "'): writing it would destroy it"));
    }
  }
  return absl::OkStatus();
}

}  // namespace

void CheckStandardOutputWrites() {
  if (checked_output != nullptr) return;
  checked_output = new CheckedOutputBuffer();  // lives as long as the process
  std::cout.rdbuf(checked_output);
}

absl::Status FlushStandardOutput() {
  errno = 0;
  std::cout.flush();
  bool failed = !std::cout;
  int error = errno;
  if (checked_output != nullptr) {
    failed = failed || checked_output->failed();
    error = checked_output->error();
  } else {
    failed = std::fflush(stdout) != 0 || std::ferror(stdout) || failed;
  }
  if (failed) {
    return absl::UnavailableError(absl::StrCat("cannot write standard output: ", Cause(error)));
  }
  return absl::OkStatus();
}

absl::StatusOr<OutputFile> OutputFile::Open(const std::string& path, absl::string_view flag,
                                            const std::vector<std::string>& inputs) {
  if (path.empty()) return absl::InvalidArgumentError(absl::StrCat(flag, ": no file named"));
  OutputFile file(path, std::string(flag));
  if (path == "-") return file;
  absl::StatusOr<OutputTarget> target = ResolveOutputTarget(path, flag);
  if (!target.ok()) return target.status();
  if (absl::Status s = CheckNotAnInput(*target, inputs, flag); !s.ok()) return s;
  file.target_ = *std::move(target);
  const OutputTarget& t = file.target_;
  if (t.mode == WriteMode::kInPlace) {
    // As a shell redirection: a device or FIFO as it is, a regular file behind /proc appended to.
    const int flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (t.regular ? O_APPEND : 0);
    file.fd_ = open(t.file.c_str(), flags);
    if (file.fd_ < 0) return file.Error("write", errno);
    return file;
  }
  if (t.mode == WriteMode::kRewrite) {
    file.target_fd_ = open(t.file.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (file.target_fd_ < 0) return file.Error("write", errno);
  }
  const size_t slash = t.file.find_last_of('/');
  std::string temp = absl::StrCat(t.directory, t.directory == "/" ? "" : "/",
                                  t.file.substr(slash + 1), ".tmp-XXXXXX");
  file.fd_ = mkostemp(temp.data(), O_CLOEXEC);
  if (file.fd_ < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": cannot write '", path, "': ", Cause(errno)));
  }
  file.temp_ = std::move(temp);
  file.temp_slot_ = RegisterTempFile(file.temp_);
  TakeOverMode(file.fd_, t);
  return file;
}

OutputFile::OutputFile(OutputFile&& other) noexcept
    : path_(std::move(other.path_)),
      flag_(std::move(other.flag_)),
      target_(std::move(other.target_)),
      temp_(std::exchange(other.temp_, std::string())),
      temp_slot_(std::exchange(other.temp_slot_, -1)),
      fd_(std::exchange(other.fd_, -1)),
      target_fd_(std::exchange(other.target_fd_, -1)) {}

OutputFile::~OutputFile() {
  if (fd_ >= 0) close(fd_);
  if (target_fd_ >= 0) close(target_fd_);
  RemoveTemp();
}

void OutputFile::RemoveTemp() {
  if (temp_.empty()) return;
  unlink(temp_.c_str());
  ForgetTempFile(temp_slot_);
  temp_slot_ = -1;
  temp_.clear();
}

absl::Status OutputFile::Error(absl::string_view what, int error) const {
  return absl::UnavailableError(
      absl::StrCat(flag_, ": cannot ", what, " '", path_, "': ", Cause(error)));
}

absl::Status OutputFile::Write(absl::string_view text) {
  if (is_stdout()) {
    std::cout << text;
    if (!std::cout) return FlushStandardOutput();
    return absl::OkStatus();
  }
  return WriteAll(fd_, text) ? absl::OkStatus() : Error("write", errno);
}

// Copies the complete temporary file into the hard-linked target, so that every name of it
// sees the new content.
absl::Status OutputFile::CopyIntoTarget() {
  if (lseek(fd_, 0, SEEK_SET) != 0 || ftruncate(target_fd_, 0) != 0) return Error("write", errno);
  char buffer[64 * 1024];
  for (;;) {
    const ssize_t n = read(fd_, buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Error("write", errno);
    if (n == 0) break;
    if (!WriteAll(target_fd_, absl::string_view(buffer, static_cast<size_t>(n)))) {
      return Error("write", errno);
    }
  }
  if (fsync(target_fd_) != 0) return Error("write", errno);
  const int closed = close(std::exchange(target_fd_, -1));
  if (closed != 0) return Error("write", errno);
  return absl::OkStatus();
}

absl::Status OutputFile::Commit() {
  if (is_stdout()) return FlushStandardOutput();
  if (target_.mode == WriteMode::kInPlace) {
    // fsync means nothing to a pipe or a terminal: only the close is checked.
    const int closed = close(std::exchange(fd_, -1));
    if (closed != 0) return Error("write", errno);
    return absl::OkStatus();
  }
  if (fsync(fd_) != 0) return Error("write", errno);
  if (target_.mode == WriteMode::kRewrite) {
    if (absl::Status s = CopyIntoTarget(); !s.ok()) return s;
    close(std::exchange(fd_, -1));
    RemoveTemp();
    return absl::OkStatus();
  }
  const int closed = close(std::exchange(fd_, -1));
  if (closed != 0) return Error("write", errno);
  if (rename(temp_.c_str(), target_.file.c_str()) != 0) return Error("replace", errno);
  ForgetTempFile(temp_slot_);
  temp_slot_ = -1;
  temp_.clear();
  return absl::OkStatus();
}

absl::StatusOr<CommandOutputs> OpenOutputs(const std::string& report, const std::string& picture,
                                           const std::vector<std::string>& inputs) {
  if (report == "-" && picture == "-") {
    return absl::InvalidArgumentError(
        "--svg - and the report would both go to standard output: give --format svg, or -o FILE "
        "for the report");
  }
  absl::StatusOr<OutputFile> out = OutputFile::Open(report, "--output", inputs);
  if (!out.ok()) return out.status();
  CommandOutputs outputs{*std::move(out), std::nullopt};
  if (picture.empty()) return outputs;
  absl::StatusOr<OutputFile> svg = OutputFile::Open(picture, "--svg", inputs);
  if (!svg.ok()) return svg.status();
  if (!outputs.report.is_stdout() && !svg->is_stdout() &&
      SameRegularFile(outputs.report.target(), svg->target())) {
    return absl::InvalidArgumentError(
        absl::StrCat("--svg '", picture, "' and --output '", report,
                     "' are the same file: the report would overwrite the picture"));
  }
  outputs.picture.emplace(*std::move(svg));
  return outputs;
}

absl::Status WriteAndCommit(OutputFile& out, absl::string_view text) {
  if (absl::Status s = out.Write(text); !s.ok()) return s;
  return out.Commit();
}

}  // namespace texas42
