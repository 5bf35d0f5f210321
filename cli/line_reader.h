// LineReader: the lines of a text file or of standard input, read in bounded memory.
//
// Lines end in '\n' (a '\r' before it is dropped); the last line needs no '\n'. A UTF-8
// byte-order mark at the start of the input is skipped. A line longer than kMostLineBytes is
// not kept: Next() returns its first kMostLineBytes bytes and marks it too long, so one huge
// line cannot exhaust memory. Ready() tells whether a line can be had without waiting, so a
// caller reading a slow pipe can work on what has come so far. Input that is not text (a NUL
// byte, as in any binary file or /dev/urandom) is an error: reading stops there.
#ifndef TEXAS42_CLI_LINE_READER_H_
#define TEXAS42_CLI_LINE_READER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

inline constexpr size_t kMostLineBytes = 4096;

struct InputLine {
  uint64_t number = 0;  // 1-based
  std::string text;     // at most kMostLineBytes bytes
  bool too_long = false;
};

// Where an item of an input file (a deal of `solve -i`) stands: its number among the items,
// counting the bad ones too, and the line it is on; both 1-based.
struct InputPlace {
  uint64_t number = 0;
  uint64_t line = 0;
};

// Returns "deal 3 (line 5)" for `noun` "deal" (as review's "record 3 (line 12)").
std::string DescribePlace(const char* noun, const InputPlace& place);

// Returns how many lines of the regular file `path` hold data (neither blank nor a '#'
// comment; a line too long counts), or nothing for standard input, a pipe or a file that
// cannot be read: the total a progress bar counts to.
std::optional<uint64_t> CountDataLines(const std::string& path);

// Returns every line of `path` ("-" = standard input), for a command that needs the whole file
// at once; errors are `flag`'s ("--input: line 7 is too long", "--input: cannot read ...").
absl::StatusOr<std::vector<std::string>> ReadAllLines(const std::string& path,
                                                      absl::string_view flag);

class LineReader {
 public:
  // Opens `path` ("-" = standard input). Fails naming the file and the cause ("is a
  // directory", "No such file or directory").
  static absl::StatusOr<LineReader> Open(const std::string& path);

  LineReader(LineReader&& other) noexcept;
  LineReader& operator=(LineReader&&) = delete;
  LineReader(const LineReader&) = delete;
  ~LineReader();

  // Reads the next line; returns false at the end of the input.
  absl::StatusOr<bool> Next(InputLine& line);
  // Returns true when Next() would not wait for input (a line is buffered, the input is at its
  // end or is a regular file).
  bool Ready();
  // Returns true when the input is a regular file (not a pipe or a terminal).
  bool regular() const { return regular_; }

 private:
  LineReader(std::string path, int fd, bool owned, bool regular)
      : path_(std::move(path)), fd_(fd), owned_(owned), regular_(regular) {}
  // Reads more bytes into the buffer; false at the end of the input.
  absl::StatusOr<bool> Fill();

  std::string path_;
  int fd_ = -1;
  bool owned_ = false;    // closed by the destructor (not standard input)
  bool regular_ = false;  // a regular file: reading it never waits on another process
  bool at_end_ = false;
  bool started_ = false;  // the byte-order mark check is done
  uint64_t number_ = 0;
  std::string buffer_;
  size_t begin_ = 0;  // start of the unread bytes in buffer_
};

}  // namespace texas42

#endif  // TEXAS42_CLI_LINE_READER_H_
