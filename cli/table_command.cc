// `texas42 table`: bidding tables from study files — the make-probability of every bid 30..42
// by a hand feature or a pair of them, with counts and Wilson 95% intervals, as text, CSV, JSON
// or an SVG heatmap. From table-play studies the figures are the table outcomes, and every
// format says so: a line of the text, a `play` column of the CSV (only then, so that the
// double-dummy CSV keeps its columns), "play" in the JSON (always: "dd" or "table").
// A family study file (texas42 study --game G) is read by table_family.cc, the game taken from
// the file (or --game); the reports are the same for every game (table_report.h).
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
#include "cli/family_analysis.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/input.h"
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
  std::string game;  // empty or 42: Texas 42
};

int RunTable(const TableFlags& flags) {
  absl::StatusOr<std::vector<HandFeature>> by = ParseHandFeatures(flags.by);
  if (!by.ok()) return Fail(absl::StrCat("--by: ", by.status().message()));
  absl::StatusOr<std::vector<Trump>> trumps = ParseTrumpList(flags.trump);
  if (!trumps.ok()) return Fail(absl::StrCat("--trump: ", trumps.status().message()));
  std::vector<Seat> seats;
  if (absl::AsciiStrToLower(flags.declarer) == "all") {
    for (int s = 0; s < kSeatCount; ++s) seats.push_back(SeatAt(s));
  } else {
    for (absl::string_view name : absl::StrSplit(flags.declarer, ',', absl::SkipWhitespace())) {
      absl::StatusOr<Seat> seat = ParseSeat(absl::StripAsciiWhitespace(name));
      if (!seat.ok()) return Fail(absl::StrCat("--declarer: ", seat.status().message()));
      seats.push_back(*seat);
    }
    if (seats.empty()) return Fail("--declarer: no seat named");
  }
  absl::StatusOr<std::string> resolved = ResolveFormat(flags.out);
  if (!resolved.ok()) return Fail(resolved.status());
  const std::string format = *resolved;
  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.out.output, flags.svg, flags.studies);
  if (!outputs.ok()) return Fail(outputs.status());

  BiddingTableBuilder builder(*by);
  std::vector<StudySummary> studies;
  absl::Status read = ReadStudies(
      flags.studies,
      [&](const StudyRecord& r) {
        const bool wanted_contract =
            r.contract.kind != ContractKind::kNormal ||
            std::find(trumps->begin(), trumps->end(), r.contract.trump) != trumps->end();
        if (wanted_contract && std::find(seats.begin(), seats.end(), r.declarer) != seats.end()) {
          builder.Add(r);
        }
      },
      [&](const StudySummary& s) { studies.push_back(s); });
  if (!read.ok()) return Fail(read);
  const BiddingTable table = builder.Build();
  if (table.rows.empty()) return Fail("no study record matches --trump and --declarer");
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
            if ((*game)->id == family::GameId::k42) {
              return RunTable(*flags);
            }
            FamilyTableFlags f;
            f.trump = flags->trump;
            f.game = *game;
            f.studies = flags->studies;
            f.by = flags->by;
            f.declarer = flags->declarer;
            f.out = flags->out;
            f.svg = flags->svg;
            return RunFamilyTable(f);
          }};
}

}  // namespace texas42
