#include "cli/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <streambuf>
#include <utility>

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

std::string Cause(int error) { return error == 0 ? "write failed" : std::strerror(error); }

// Returns the umask without changing it for good (the process is single-threaded here).
mode_t CurrentUmask() {
  const mode_t mask = umask(0);
  umask(mask);
  return mask;
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
    const char* p = pbase();
    while (!failed_ && p < pptr()) {
      const ssize_t n = write(STDOUT_FILENO, p, static_cast<size_t>(pptr() - p));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        failed_ = true;
        error_ = n < 0 ? errno : 0;
        break;
      }
      p += n;
    }
    setp(buffer_, buffer_ + sizeof(buffer_));
    return !failed_;
  }

  char buffer_[64 * 1024];
  bool failed_ = false;
  int error_ = 0;
};

CheckedOutputBuffer* checked_output = nullptr;

// The temporary file in progress, removed by SIGINT, SIGTERM and SIGHUP before the process ends
// as the signal would end it. One at a time is enough: a command writes its files in turn.
char pending_temp[4096];
volatile sig_atomic_t pending = 0;

extern "C" void RemovePendingTemp(int signal_number) {
  if (pending) unlink(pending_temp);
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

void SetPendingTemp(const std::string& path) {
  pending = 0;
  if (path.empty() || path.size() >= sizeof(pending_temp)) return;
  std::memcpy(pending_temp, path.c_str(), path.size() + 1);
  pending = 1;
  static const bool installed = [] {
    for (int s : {SIGINT, SIGTERM, SIGHUP}) std::signal(s, RemovePendingTemp);
    return true;
  }();
  (void)installed;
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

absl::Status CheckNotAnInput(const std::string& output, const std::vector<std::string>& inputs,
                             absl::string_view flag) {
  if (output == "-") return absl::OkStatus();
  struct stat out;
  if (stat(output.c_str(), &out) != 0) return absl::OkStatus();  // a new file is no input
  for (const std::string& input : inputs) {
    struct stat in;
    if (input != "-" && stat(input.c_str(), &in) == 0 && in.st_dev == out.st_dev &&
        in.st_ino == out.st_ino) {
      return absl::InvalidArgumentError(absl::StrCat(flag, " '", output, "' is also an input ('",
                                                     input, "'): writing it would destroy it"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<OutputFile> OutputFile::Open(const std::string& path, absl::string_view flag,
                                            const std::vector<std::string>& inputs) {
  if (path.empty()) return absl::InvalidArgumentError(absl::StrCat(flag, ": no file named"));
  if (path == "-") return OutputFile(path, std::string(flag), "", -1);
  struct stat st;
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": cannot write '", path, "': is a directory"));
  }
  if (absl::Status s = CheckNotAnInput(path, inputs, flag); !s.ok()) return s;
  std::string temp = absl::StrCat(path, ".tmp-XXXXXX");
  const int fd = mkstemp(temp.data());
  if (fd < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": cannot write '", path, "': ", Cause(errno)));
  }
  // mkstemp makes the file private (0600); the target gets what a plain create would give it.
  fchmod(fd, 0666 & ~CurrentUmask());
  SetPendingTemp(temp);
  return OutputFile(path, std::string(flag), std::move(temp), fd);
}

OutputFile::OutputFile(OutputFile&& other) noexcept
    : path_(std::move(other.path_)),
      flag_(std::move(other.flag_)),
      temp_(std::exchange(other.temp_, std::string())),
      fd_(std::exchange(other.fd_, -1)) {}

OutputFile::~OutputFile() {
  if (fd_ >= 0) close(fd_);
  if (!temp_.empty()) {
    SetPendingTemp("");
    unlink(temp_.c_str());
  }
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
  while (!text.empty()) {
    const ssize_t n = write(fd_, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Error("write", n < 0 ? errno : 0);
    text.remove_prefix(static_cast<size_t>(n));
  }
  return absl::OkStatus();
}

absl::Status OutputFile::Commit() {
  if (is_stdout()) return FlushStandardOutput();
  if (fsync(fd_) != 0) return Error("write", errno);
  const int closed = close(fd_);
  fd_ = -1;
  if (closed != 0) return Error("write", errno);
  if (rename(temp_.c_str(), path_.c_str()) != 0) return Error("replace", errno);
  SetPendingTemp("");
  temp_.clear();
  return absl::OkStatus();
}

absl::Status WriteOutput(const std::string& path, absl::string_view flag, absl::string_view text,
                         const std::vector<std::string>& inputs) {
  absl::StatusOr<OutputFile> out = OutputFile::Open(path, flag, inputs);
  if (!out.ok()) return out.status();
  if (absl::Status s = out->Write(text); !s.ok()) return s;
  return out->Commit();
}

}  // namespace texas42
