// Output targets of the CLI: standard output or a file, every write checked.
//
// A file is opened before the command's work, so that a path that cannot be written fails
// first, and how it is written depends on what the path leads to (cli/output_target.h): a new or
// regular file is written to a temporary file beside it ("NAME.tmp-XXXXXX", same directory, so
// the rename cannot cross file systems) and Commit() renames it over the file once it is
// complete, keeping the old file's mode and owner; a symbolic link is followed and its target
// replaced; a file with hard links is rewritten in place at Commit(); a device, FIFO or
// /dev/stdout is written in place. An interrupted run (Ctrl-C, a full disk, an error) leaves the
// old file untouched, and every temporary file is removed (also on SIGINT, SIGTERM and SIGHUP;
// only SIGKILL can leave one behind). The target may not be one of the command's input files,
// nor the file of another of its outputs, nor a directory. "-" is standard output, written as it
// goes.
//
// Every failure is an absl::Status whose message names the target and the cause, as in
// "cannot write 'out.svg': No space left on device".
#ifndef TEXAS42_CLI_OUTPUT_FILE_H_
#define TEXAS42_CLI_OUTPUT_FILE_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "cli/output_target.h"

namespace texas42 {

// Makes std::cout write through a buffer of its own that remembers the first failed write's
// cause (errno), so that FlushStandardOutput can name it. Call once, first thing in main.
void CheckStandardOutputWrites();

// Flushes standard output; fails (naming the cause) when any write to it failed.
absl::Status FlushStandardOutput();

class OutputFile {
 public:
  // Opens `path` for writing ("-" = standard output); `flag` names it in messages ("-o").
  // Refuses a directory, one of `inputs`, a file that may not be written, and a directory that
  // cannot take the temporary file.
  static absl::StatusOr<OutputFile> Open(const std::string& path, absl::string_view flag,
                                         const std::vector<std::string>& inputs = {});

  OutputFile(OutputFile&& other) noexcept;
  OutputFile& operator=(OutputFile&&) = delete;
  OutputFile(const OutputFile&) = delete;
  // Removes the temporary file when Commit() was not reached (the target is untouched).
  ~OutputFile();

  // Appends `text`; fails naming the target and the cause.
  absl::Status Write(absl::string_view text);
  // Finishes the output: flushes standard output; or syncs the temporary file and renames it
  // over the target (copies it into a hard-linked target); or closes a device or FIFO.
  absl::Status Commit();

  bool is_stdout() const { return path_ == "-"; }
  const std::string& path() const { return path_; }
  // What the path leads to (meaningless for standard output).
  const OutputTarget& target() const { return target_; }

 private:
  OutputFile(std::string path, std::string flag) : path_(std::move(path)), flag_(std::move(flag)) {}
  absl::Status Error(absl::string_view what, int error) const;
  absl::Status CopyIntoTarget();
  void RemoveTemp();

  std::string path_;
  std::string flag_;
  OutputTarget target_;
  std::string temp_;    // the temporary file; empty when there is none (any more)
  int temp_slot_ = -1;  // its slot in cli/temp_files.h
  int fd_ = -1;         // the temporary file, or the target written in place; -1 for stdout
  int target_fd_ = -1;  // kRewrite: the hard-linked target, opened (not truncated) at Open()
};

// The outputs of one command: its report (-o, "-" = standard output) and, when `picture` is not
// empty, a picture (--svg). Both are opened before the work; two names of one file are refused,
// as are two uses of standard output and an output that is one of `inputs`.
struct CommandOutputs {
  OutputFile report;
  std::optional<OutputFile> picture;
};
absl::StatusOr<CommandOutputs> OpenOutputs(const std::string& report, const std::string& picture,
                                           const std::vector<std::string>& inputs = {});

// Writes `text` to the opened `out` and commits it.
absl::Status WriteAndCommit(OutputFile& out, absl::string_view text);

}  // namespace texas42

#endif  // TEXAS42_CLI_OUTPUT_FILE_H_
