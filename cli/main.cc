// texas42: the command-line front end. Wiring only: each subcommand lives in its own file.
#include <iostream>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "cli/command.h"
#include "cli/output_file.h"

int main(int argc, char** argv) {
  texas42::CheckStandardOutputWrites();
  CLI::App app{
      "texas42: analyzer of Texas 42 dominoes: exact double-dummy values, table play, bid odds, "
      "studies",
      "texas42"};
  app.set_version_flag("--version", "texas42 0.1.0");
  app.require_subcommand(1);
  // In the order a player needs them: what to bid, one deal, studies and what they show.
  const std::vector<texas42::Command> commands = {
      texas42::AddBidCommand(app),    texas42::AddSolveCommand(app), texas42::AddStudyCommand(app),
      texas42::AddTableCommand(app),  texas42::AddChartCommand(app), texas42::AddPlayCommand(app),
      texas42::AddReviewCommand(app), texas42::AddBenchCommand(app),
  };
  if (argc > 1 && argv[1][0] != '-') {
    // CLI11 would only say "a subcommand is required": name the word it did not know.
    std::string names;
    bool known = false;
    for (const texas42::Command& c : commands) {
      known = known || c.app->get_name() == argv[1];
      names += (names.empty() ? "" : ", ") + c.app->get_name();
    }
    if (!known) {
      return texas42::Fail(std::string("unknown command '") + argv[1] + "' (expected one of " +
                           names + ")");
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    // --help and --version: printed to standard output, whose failed write is an error too.
    const int code = app.exit(e);
    if (absl::Status flushed = texas42::FlushStandardOutput(); !flushed.ok()) {
      return texas42::Fail(flushed);
    }
    return code;
  } catch (const CLI::ParseError& e) {
    return texas42::Fail(std::string(e.what()) + " (see texas42 --help)");
  }
  for (const texas42::Command& c : commands) {
    if (!c.app->parsed()) continue;
    const int code = c.run();
    // A failed write of standard output (a full disk, a closed pipe) is never a success.
    if (absl::Status flushed = texas42::FlushStandardOutput(); !flushed.ok()) {
      return code != 0 ? code : texas42::Fail(flushed);
    }
    return code;
  }
  return texas42::Fail("no subcommand given (see texas42 --help)");
}
