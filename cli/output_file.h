// Output targets of the CLI: standard output or a file, every write checked.
//
// A file is never written in place: OutputFile writes a temporary file beside the target
// ("NAME.tmp-XXXXXX", same directory, so the rename cannot cross file systems) and Commit()
// renames it over the target once it is complete. An interrupted run (Ctrl-C, a full disk, an
// error) therefore leaves the old target untouched, and the temporary file is removed (also on
// SIGINT, SIGTERM and SIGHUP; only SIGKILL can leave it behind). The target may not be one of the
// command's input files, and may not be a directory. "-" is standard output, written as it goes.
//
// Every failure is an absl::Status whose message names the target and the cause, as in
// "cannot write 'out.svg': No space left on device".
#ifndef TEXAS42_CLI_OUTPUT_FILE_H_
#define TEXAS42_CLI_OUTPUT_FILE_H_

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

// Makes std::cout write through a buffer of its own that remembers the first failed write's
// cause (errno), so that FlushStandardOutput can name it. Call once, first thing in main.
void CheckStandardOutputWrites();

// Flushes standard output; fails (naming the cause) when any write to it failed.
absl::Status FlushStandardOutput();

// Returns an error when `output` names the same file as one of `inputs` ("-" never does).
absl::Status CheckNotAnInput(const std::string& output, const std::vector<std::string>& inputs,
                             absl::string_view flag);

class OutputFile {
 public:
  // Opens `path` for writing ("-" = standard output); `flag` names it in messages ("-o").
  // Refuses a directory, one of `inputs`, and a directory that cannot take the temporary file.
  static absl::StatusOr<OutputFile> Open(const std::string& path, absl::string_view flag,
                                         const std::vector<std::string>& inputs = {});

  OutputFile(OutputFile&& other) noexcept;
  OutputFile& operator=(OutputFile&&) = delete;
  OutputFile(const OutputFile&) = delete;
  // Removes the temporary file when Commit() was not reached.
  ~OutputFile();

  // Appends `text`; fails naming the target and the cause.
  absl::Status Write(absl::string_view text);
  // Finishes the output: flushes standard output, or syncs the temporary file and renames it
  // over the target.
  absl::Status Commit();

  bool is_stdout() const { return fd_ < 0; }
  const std::string& path() const { return path_; }

 private:
  OutputFile(std::string path, std::string flag, std::string temp, int fd)
      : path_(std::move(path)), flag_(std::move(flag)), temp_(std::move(temp)), fd_(fd) {}
  absl::Status Error(absl::string_view what, int error) const;

  std::string path_;
  std::string flag_;
  std::string temp_;  // empty for standard output and after Commit()
  int fd_ = -1;       // -1 for standard output
};

// Writes `text` to `path` ("-" = standard output) through an OutputFile and commits it.
absl::Status WriteOutput(const std::string& path, absl::string_view flag, absl::string_view text,
                         const std::vector<std::string>& inputs = {});

}  // namespace texas42

#endif  // TEXAS42_CLI_OUTPUT_FILE_H_
