// Making a message safe to print: what the user typed is echoed back in error messages, and it
// may hold anything (a terminal escape sequence, a byte-order mark, a megabyte on one line).
//
// PrintableMessage keeps printable ASCII and valid UTF-8 text, writes control bytes, C1
// controls, a byte-order mark and bytes that are not UTF-8 as escapes (\n, \t, \xNN, \u{feff}),
// and shortens every quoted stretch ('...') longer than kMostEchoed bytes, saying how long it
// was; a message still longer than kMostMessage bytes (input echoed without quotes) is cut
// there. The result is always one line.
#ifndef TEXAS42_CLI_MESSAGES_H_
#define TEXAS42_CLI_MESSAGES_H_

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace texas42 {

// The most bytes of one quoted input echoed in a message.
inline constexpr size_t kMostEchoed = 80;
// The most bytes of a whole message.
inline constexpr size_t kMostMessage = 400;

// Returns `message` escaped and shortened as above.
std::string PrintableMessage(absl::string_view message);

}  // namespace texas42

#endif  // TEXAS42_CLI_MESSAGES_H_
