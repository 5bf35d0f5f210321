#include "cli/app.h"

#include <iostream>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "cli/command.h"
#include "cli/output_file.h"
#include "cli/version.h"

namespace texas42 {

int RunCommandLine(const std::vector<std::string>& args) {
  CLI::App app{
      "texas42: analyzer of Texas 42 dominoes: exact double-dummy values, table play, bid odds, "
      "studies, deals",
      "texas42"};
  app.set_version_flag("--version", VersionLine());
  app.require_subcommand(1);
  // In the order a player needs them: what to bid, one deal, studies and what they show.
  const std::vector<Command> commands = {
      AddBidCommand(app),    AddSolveCommand(app), AddStudyCommand(app),
      AddTableCommand(app),  AddChartCommand(app), AddPlayCommand(app),
      AddReviewCommand(app), AddDealCommand(app),  AddBenchCommand(app),
  };
  if (args.size() > 1 && !args[1].empty() && args[1][0] != '-') {
    // CLI11 would only say "a subcommand is required": name the word it did not know.
    std::string names;
    bool known = false;
    for (const Command& c : commands) {
      known = known || c.app->get_name() == args[1];
      names += (names.empty() ? "" : ", ") + c.app->get_name();
    }
    if (!known) {
      return Fail(std::string("unknown command '") + args[1] + "' (expected one of " + names + ")");
    }
  }
  try {
    // CLI11 takes the arguments after the program's name, last first.
    std::vector<std::string> reversed(args.rbegin(), args.rend() - (args.empty() ? 0 : 1));
    app.parse(reversed);
  } catch (const CLI::Success& e) {
    // --help and --version: printed to standard output, whose failed write is an error too.
    const int code = app.exit(e);
    if (absl::Status flushed = FlushStandardOutput(); !flushed.ok()) return Fail(flushed);
    return code;
  } catch (const CLI::ParseError& e) {
    return Fail(std::string(e.what()) + " (see texas42 --help)");
  }
  for (const Command& c : commands) {
    if (!c.app->parsed()) continue;
    const int code = c.run();
    // A failed write of standard output (a full disk, a closed pipe) is never a success.
    if (absl::Status flushed = FlushStandardOutput(); !flushed.ok()) {
      return code != 0 ? code : Fail(flushed);
    }
    return code;
  }
  return Fail("no subcommand given (see texas42 --help)");
}

}  // namespace texas42
