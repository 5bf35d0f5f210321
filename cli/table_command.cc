// `texas42 table`: bidding tables from study files — the make-probability of every bid 30..42
// (or the game's) by a hand feature or a pair of them, with counts and Wilson 95% intervals, as
// text, CSV, JSON or an SVG heatmap. From table-play studies the figures are the table outcomes,
// and every format says so: a line of the text, a `play` column of the CSV (only then, so that the
// double-dummy CSV keeps its columns), "play" in the JSON (always: "dd" or "table"), the SVG's
// title; a double-dummy table says so in its text line, JSON and SVG title alike.
// Every game's studies are read alike, the game taken from the files (or --game), and the reports
// are the same for every game (table_report.h), in its bids (tricks in Moon).
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "cli/command.h"
#include "cli/flag_checks.h"
#include "cli/game_contracts.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/study_files.h"
#include "cli/table_report.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/study.h"
#include "solver/play/seating.h"

namespace texas42 {
namespace {

struct TableFlags {
  std::vector<std::string> studies;
  std::string by = "trumps";
  std::string trump = "all";
  std::string declarer = "all";
  OutputFlags out;
  std::string svg;
  std::string game;  // --game; empty: the game the files hold
};

int RunTable(const family::Game& game, const TableFlags& flags) {
  absl::StatusOr<std::vector<HandFeature>> by = ParseHandFeatures(flags.by);
  if (!by.ok()) return Fail(absl::StrCat("--by: ", by.status().message()));
  absl::StatusOr<std::vector<int>> trumps = GameTrumps(game, flags.trump);
  if (!trumps.ok()) return Fail(trumps.status());
  absl::StatusOr<std::vector<int>> seats = GameSeats(game, flags.declarer);
  if (!seats.ok()) return Fail(seats.status());
  absl::StatusOr<std::string> resolved = ResolveFormat(flags.out);
  if (!resolved.ok()) return Fail(resolved.status());
  const std::string format = *resolved;
  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.out.output, flags.svg, flags.studies);
  if (!outputs.ok()) return Fail(outputs.status());

  BiddingTableBuilder builder(game, *by);
  std::vector<StudySummary> studies;
  absl::Status read = ReadStudies(
      flags.studies, game,
      [&](const StudyRecord& r) {
        // Contracts other than trumps are counted as skipped by the builder.
        const bool wanted_contract =
            r.contract.kind != family::Kind::kNormal ||
            std::find(trumps->begin(), trumps->end(), r.contract.trump) != trumps->end();
        if (wanted_contract &&
            std::find(seats->begin(), seats->end(), r.declarer) != seats->end()) {
          builder.Add(r);
        }
      },
      [&](const StudySummary& s) { studies.push_back(s); });
  if (!read.ok()) return Fail(read);
  const BiddingTable table = builder.Build();
  if (table.rows.empty()) {
    return Fail("no study record of a trump contract matches --trump and --declarer");
  }
  const std::string about = absl::StrCat(table.hands, " hands from ", DescribeStudies(studies));
  // ReadStudies saw to it that every study was played alike.
  const std::optional<StudyPlay> play = studies.front().params.play;

  if (absl::Status s = WriteTable(*outputs, format, table, about, play); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace

Command AddTableCommand(CLI::App& app) {
  auto flags = std::make_shared<TableFlags>();
  CLI::App* cmd = app.add_subcommand(
      "table",
      "Bidding tables from study files: make-probability of each bid (30..42, or the "
      "game's) by hand features, with 95% intervals");
  cmd->add_option("studies", flags->studies, "Study files written by texas42 study ('-' = stdin)")
      ->required();
  cmd->add_option("--by", flags->by,
                  "One feature or a pair: trumps, trump-double, doubles, count, contract "
                  "(e.g. trumps,trump-double)")
      ->capture_default_str();
  cmd->add_option("--trump", flags->trump, "Only these trumps (a comma list, or all)")
      ->check(NotEmpty())
      ->capture_default_str();
  cmd->add_option("--declarer", flags->declarer, "Only these declarers (a comma list, or all)")
      ->capture_default_str();
  AddOutputFlags(*cmd, flags->out, {"text", "csv", "json", "svg"});
  cmd->add_option("--svg", flags->svg, "Also draw the table as an SVG heatmap in this file");
  AddGameFlag(*cmd, flags->game,
              "The game of the study files (default: the game they hold; 42 for standard input): "
              "42, 3-hand, moon, moon-00, geezer or big-game");
  PolishHelp(*cmd,
             "  texas42 table study.csv --by trumps,trump-double\n"
             "  texas42 table moon.csv --declarer all\n"
             "  texas42 table study.csv --format svg -o table.svg\n");
  return {cmd, [flags] {
            absl::StatusOr<const family::Game*> game = GameOfStudies(flags->studies, flags->game);
            if (!game.ok()) return Fail(game.status());
            return RunTable(**game, *flags);
          }};
}

}  // namespace texas42
