// The version texas42 reports (`texas42 --version`, texas42.__version__ in Python): the
// project's version from CMakeLists.txt and the git commit the binary was built from. The
// definitions are generated at every build by cmake/version.cmake.
#ifndef TEXAS42_CLI_VERSION_H_
#define TEXAS42_CLI_VERSION_H_

#include <string>

#include "absl/strings/string_view.h"

namespace texas42 {

// Returns the project's version: "0.2.0".
absl::string_view ProjectVersion();
// Returns the short git commit of the build ("1a2b3c4d5e", "+" appended when the work tree had
// uncommitted changes), or "unknown" when built outside a git checkout.
absl::string_view BuildCommit();

// Returns the line `texas42 --version` prints: "texas42 0.2.0 (commit 1a2b3c4d5e)".
inline std::string VersionLine() {
  return std::string("texas42 ") + std::string(ProjectVersion()) + " (commit " +
         std::string(BuildCommit()) + ")";
}

}  // namespace texas42

#endif  // TEXAS42_CLI_VERSION_H_
