// Where an output path leads, and so how it is written: decided once, before any work.
//
// A careful tool never destroys what its output is pointed at. The path is followed to the file
// it names, and the kind of that file picks the way it is written:
//   - a new file, or an existing regular file with one name: written to a temporary file beside
//     it and renamed over it when complete (kReplace), so an interrupted run leaves the old file
//     whole; a replaced file keeps its mode, and its owner and group where permitted;
//   - a symbolic link: followed (up to 40 links) and its final target handled as above; the
//     link itself stays a link;
//   - a regular file with more than one name (hard links): written to a temporary file beside it
//     first, then copied into the file itself when complete (kRewrite), so that every name sees
//     the new content; only an interruption during that final copy can leave it part written;
//   - anything that is not a regular file (a character or block device such as /dev/null, a
//     FIFO, a terminal), and anything reached through /proc (/dev/stdout, /dev/fd/N,
//     /proc/self/fd/N): opened and written in place as a shell redirection would (kInPlace),
//     never renamed over; a regular file reached through /proc is appended to, never truncated;
//   - a directory, or an existing file this process may not write: refused.
#ifndef TEXAS42_CLI_OUTPUT_TARGET_H_
#define TEXAS42_CLI_OUTPUT_TARGET_H_

#include <sys/types.h>

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace texas42 {

enum class WriteMode { kReplace, kRewrite, kInPlace };

struct OutputTarget {
  std::string path;       // as given
  std::string file;       // the file written: symbolic links followed, directory made absolute
  std::string directory;  // the directory of `file`, where a temporary file goes
  WriteMode mode = WriteMode::kReplace;
  bool exists = false;      // the rest is meaningful only for an existing file
  bool regular = false;
  dev_t device = 0;
  ino_t inode = 0;
  mode_t permissions = 0;  // the file's mode bits (07777)
  uid_t owner = 0;
  gid_t group = 0;
};

// Follows `path` ("-" excluded) to the file it names and decides how to write it; fails, naming
// `flag` and the path, for a directory, a file that may not be written, a missing directory, or
// a loop of links.
absl::StatusOr<OutputTarget> ResolveOutputTarget(const std::string& path, absl::string_view flag);

// Returns whether writing `a` would overwrite what was written to `b` (or read from it): the
// same regular file, or the same new file. Devices and FIFOs are never the same in this sense:
// `--svg /dev/null -o /dev/null` discards both.
bool SameRegularFile(const OutputTarget& a, const OutputTarget& b);

}  // namespace texas42

#endif  // TEXAS42_CLI_OUTPUT_TARGET_H_
