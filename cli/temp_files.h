// Temporary files that a signal must not leave behind.
//
// An output file is written beside its target as "NAME.tmp-XXXXXX" and renamed over it when
// complete (cli/output_file.h). While a temporary file exists it is registered here; SIGINT,
// SIGTERM and SIGHUP remove every registered file, then end the process as the signal would
// have. A command may have several outputs open at once (a report and a picture), so there is
// a slot for each, up to kMostTempFiles. Only SIGKILL can leave a temporary file behind.
//
// The handler touches only fixed-size static storage and async-signal-safe calls (unlink,
// sigaction, raise).
#ifndef TEXAS42_CLI_TEMP_FILES_H_
#define TEXAS42_CLI_TEMP_FILES_H_

#include <string>

namespace texas42 {

// More outputs than any command opens at once.
inline constexpr int kMostTempFiles = 8;

// Registers `path` for removal on a signal; returns its slot, or -1 when every slot is taken or
// the path is too long (the file is then only removed by its owner).
int RegisterTempFile(const std::string& path);

// Forgets the file in `slot` (renamed or removed by its owner); -1 does nothing.
void ForgetTempFile(int slot);

}  // namespace texas42

#endif  // TEXAS42_CLI_TEMP_FILES_H_
