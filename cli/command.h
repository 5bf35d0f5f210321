// A subcommand of `texas42`: its CLI11 parser and the action to run once the flags are parsed.
// Actions return the process exit code: 0 on success, 2 on bad input (after one error line).
#ifndef TEXAS42_CLI_COMMAND_H_
#define TEXAS42_CLI_COMMAND_H_

#include <functional>
#include <iostream>

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "cli/messages.h"

namespace texas42 {

struct Command {
  CLI::App* app;
  std::function<int()> run;
};

inline constexpr int kExitBadInput = 2;

// Prints "texas42: error: <message>" on one line (echoed input escaped and shortened, see
// messages.h) and returns kExitBadInput.
inline int Fail(absl::string_view message) {
  std::cerr << "texas42: error: " << PrintableMessage(message) << "\n";
  return kExitBadInput;
}
inline int Fail(const absl::Status& status) { return Fail(status.message()); }

Command AddSolveCommand(CLI::App& app);
Command AddBenchCommand(CLI::App& app);
Command AddStudyCommand(CLI::App& app);
Command AddTableCommand(CLI::App& app);
Command AddChartCommand(CLI::App& app);
Command AddBidCommand(CLI::App& app);
Command AddPlayCommand(CLI::App& app);
Command AddReviewCommand(CLI::App& app);
Command AddDealCommand(CLI::App& app);

}  // namespace texas42

#endif  // TEXAS42_CLI_COMMAND_H_
