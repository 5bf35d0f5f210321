#include "cli/line_reader.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

constexpr size_t kReadBytes = 64 * 1024;

}  // namespace

std::string DescribePlace(const char* noun, const InputPlace& place) {
  return absl::StrCat(noun, " ", place.number, " (line ", place.line, ")");
}

absl::StatusOr<std::vector<std::string>> ReadAllLines(const std::string& path,
                                                      absl::string_view flag) {
  absl::StatusOr<LineReader> reader = LineReader::Open(path);
  if (!reader.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(flag, ": ", reader.status().message()));
  }
  std::vector<std::string> lines;
  InputLine line;
  while (true) {
    absl::StatusOr<bool> more = reader->Next(line);
    if (!more.ok()) return more.status();
    if (!*more) return lines;
    if (line.too_long) {
      return absl::InvalidArgumentError(absl::StrCat(flag, ": line ", line.number, " is too long"));
    }
    lines.push_back(line.text);
  }
}

std::optional<uint64_t> CountDataLines(const std::string& path) {
  if (path == "-") return std::nullopt;
  absl::StatusOr<LineReader> reader = LineReader::Open(path);
  if (!reader.ok() || !reader->regular()) return std::nullopt;
  uint64_t count = 0;
  InputLine line;
  while (true) {
    absl::StatusOr<bool> more = reader->Next(line);
    if (!more.ok()) return std::nullopt;
    if (!*more) return count;
    const absl::string_view text = absl::StripAsciiWhitespace(line.text);
    if (line.too_long || (!text.empty() && text.front() != '#')) ++count;
  }
}

absl::StatusOr<LineReader> LineReader::Open(const std::string& path) {
  const bool is_stdin = path == "-";
  const std::string name = is_stdin ? "standard input" : absl::StrCat("'", path, "'");
  const int fd = is_stdin ? STDIN_FILENO : open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return absl::NotFoundError(absl::StrCat("cannot read ", name, ": ", std::strerror(errno)));
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    if (!is_stdin) close(fd);
    return absl::InvalidArgumentError(absl::StrCat("cannot read ", name, ": is a directory"));
  }
  const bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  return LineReader(name, fd, !is_stdin, regular);
}

LineReader::LineReader(LineReader&& other) noexcept
    : path_(std::move(other.path_)),
      fd_(std::exchange(other.fd_, -1)),
      owned_(std::exchange(other.owned_, false)),
      regular_(other.regular_),
      at_end_(other.at_end_),
      started_(other.started_),
      number_(other.number_),
      buffer_(std::move(other.buffer_)),
      begin_(other.begin_) {}

LineReader::~LineReader() {
  if (owned_ && fd_ >= 0) close(fd_);
}

absl::StatusOr<bool> LineReader::Fill() {
  if (at_end_) return false;
  if (begin_ > 0) {
    buffer_.erase(0, begin_);
    begin_ = 0;
  }
  const size_t old = buffer_.size();
  buffer_.resize(old + kReadBytes);
  ssize_t n;
  do {
    n = read(fd_, buffer_.data() + old, kReadBytes);
  } while (n < 0 && errno == EINTR);
  if (n < 0) {
    const int error = errno;
    buffer_.resize(old);
    return absl::DataLossError(absl::StrCat("cannot read ", path_, ": ", std::strerror(error)));
  }
  buffer_.resize(old + static_cast<size_t>(n));
  if (n == 0) at_end_ = true;
  return n > 0;
}

bool LineReader::Ready() {
  if (regular_ || at_end_ || buffer_.find('\n', begin_) != std::string::npos) return true;
  pollfd p{fd_, POLLIN, 0};
  return poll(&p, 1, 0) > 0;
}

absl::StatusOr<bool> LineReader::Next(InputLine& line) {
  line.text.clear();
  line.too_long = false;
  while (true) {
    if (!started_) {
      if (buffer_.size() - begin_ < 3 && !at_end_) {
        if (absl::StatusOr<bool> more = Fill(); !more.ok()) return more.status();
        continue;
      }
      started_ = true;
      if (buffer_.compare(begin_, 3, "\xef\xbb\xbf") == 0) begin_ += 3;
    }
    const size_t newline = buffer_.find('\n', begin_);
    const size_t stop = newline == std::string::npos ? buffer_.size() : newline;
    if (std::memchr(buffer_.data() + begin_, '\0', stop - begin_) != nullptr) {
      return absl::InvalidArgumentError(absl::StrCat("cannot read ", path_, ": line ",
                                                     number_ + 1,
                                                     " holds a NUL byte: the input is not text"));
    }
    // Keep at most kMostLineBytes of the line; drop the rest as it is read.
    const size_t take = std::min(kMostLineBytes - line.text.size(), stop - begin_);
    line.text.append(buffer_, begin_, take);
    if (stop - begin_ > take) line.too_long = true;
    if (newline != std::string::npos) {
      begin_ = newline + 1;
      break;
    }
    begin_ = buffer_.size();
    absl::StatusOr<bool> more = Fill();
    if (!more.ok()) return more.status();
    if (!*more) {
      if (line.text.empty() && !line.too_long) return false;
      break;
    }
  }
  if (!line.text.empty() && line.text.back() == '\r') line.text.pop_back();
  line.number = ++number_;
  return true;
}

}  // namespace texas42
