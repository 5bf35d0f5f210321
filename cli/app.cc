#include "cli/app.h"

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "cli/command.h"
#include "cli/flag_suggestions.h"
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
      AddReviewCommand(app), AddMatchCommand(app), AddDealCommand(app),
      AddBenchCommand(app),
  };
  if (args.size() <= 1) {
    // A bare `texas42`: what it can do, not an error.
    std::cout << app.help();
    if (absl::Status flushed = FlushStandardOutput(); !flushed.ok()) return Fail(flushed);
    return 0;
  }
  const Command* chosen = nullptr;
  if (!args[1].empty() && args[1][0] != '-') {
    // CLI11 would only say "a subcommand is required": name the word it did not know.
    std::vector<std::string> names;
    for (const Command& c : commands) {
      if (c.app->get_name() == args[1]) chosen = &c;
      names.push_back(c.app->get_name());
    }
    if (chosen == nullptr) {
      const std::optional<std::string> near = Nearest(args[1], names);
      return Fail(absl::StrCat("unknown command '", args[1], "'",
                               near ? absl::StrCat(": did you mean ", *near, "? (see texas42 --help)")
                                    : absl::StrCat(" (expected one of ", absl::StrJoin(names, ", "),
                                                   "; see texas42 --help)")));
    }
    // A flag the command does not have: CLI11 would blame another flag ("--hand is
    // required") or list it among "arguments not expected".
    const std::vector<std::string> rest(args.begin() + 2, args.end());
    if (const std::optional<std::string> flag = UnknownFlag(*chosen->app, rest)) {
      const std::optional<std::string> near = Nearest(*flag, FlagNames(*chosen->app));
      return Fail(absl::StrCat("texas42 ", args[1], " has no flag '", *flag, "'",
                               near ? absl::StrCat(": did you mean ", *near, "?") : "",
                               " (see texas42 ", args[1], " --help)"));
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
    return Fail(absl::StrCat(e.what(), " (see texas42 ", chosen ? chosen->app->get_name() + " " : "",
                             "--help)"));
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
