// Checks for the libFuzzer targets: a broken property aborts with one line naming it, so that
// libFuzzer saves the input as a crash. Also the one-line error rule every parser keeps.
#ifndef TEXAS42_TESTS_FUZZ_FUZZ_CHECK_H_
#define TEXAS42_TESTS_FUZZ_FUZZ_CHECK_H_

#include <cstdio>
#include <cstdlib>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace texas42 {

// Aborts with `what` when `ok` is false.
inline void FuzzCheck(bool ok, absl::string_view what) {
  if (ok) return;
  std::fprintf(stderr, "fuzz property broken: %.*s\n", static_cast<int>(what.size()), what.data());
  std::abort();
}

// Checks that a parser's error is an InvalidArgument with a message to show the user.
inline void FuzzCheckError(const absl::Status& status, absl::string_view parser) {
  FuzzCheck(absl::IsInvalidArgument(status),
            std::string(parser) + " failed with a code other than InvalidArgument");
  FuzzCheck(!status.message().empty(), std::string(parser) + " failed with an empty message");
}

}  // namespace texas42

#endif  // TEXAS42_TESTS_FUZZ_FUZZ_CHECK_H_
