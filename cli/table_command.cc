// `texas42 table`: bidding tables from study files — the make-probability of every bid 30..42
// by a hand feature or a pair of them, with counts and Wilson 95% intervals, as text, CSV, JSON
// or an SVG heatmap. From table-play studies the figures are the table outcomes, and every
// format says so: a line of the text, a `play` column of the CSV (only then, so that the
// double-dummy CSV keeps its columns), "play" in the JSON (always: "dd" or "table").
// With --game G it reads family study files of that game instead (table_family.cc).
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
#include "cli/svg_heatmap.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/study.h"
#include "solver/play/playout.h"

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

// Rows of fewer hands than this are drawn faint in the SVG heatmap.
constexpr uint64_t kFaintHands = 30;

// "1 mark+" as in bid: 42 points, which every mark bid (1, 2 or more marks) needs.
std::string BidLabel(int bid) { return bid == kMarkBid ? "1 mark+" : absl::StrCat(bid); }

std::string Percent(double p) { return absl::StrFormat("%.1f", 100 * p); }

std::string AxisName(const BiddingTable& table) {
  std::vector<std::string> names;
  for (HandFeature f : table.by) names.push_back(std::string(HandFeatureName(f)));
  return absl::StrJoin(names, " / ");
}

// Returns the line that says the figures are table play (none for double dummy).
std::string PlayLine(const std::optional<StudyPlay>& play) {
  if (!play) return "";
  return absl::StrCat("Figures from ", DescribeStudyPlay(play),
                      ": a bid makes when the hand played out for it made\n");
}

std::string TableText(const BiddingTable& table, const std::string& about,
                      const std::optional<StudyPlay>& play) {
  std::string out = absl::StrCat("Make probability (%) of each bid by ", AxisName(table),
                                 "; below each row its 95% interval\n", PlayLine(play), about,
                                 "\n1 mark+: all 42 points, which every mark bid needs\n\n");
  std::vector<std::string> labels;
  size_t width = AxisName(table).size();
  for (const TableRow& row : table.rows) {
    labels.push_back(absl::StrJoin(row.labels, " / "));
    width = std::max(width, labels.back().size());
  }
  const int w = static_cast<int>(width);
  absl::StrAppend(&out, absl::StrFormat("%-*s %8s", w, AxisName(table), "hands"));
  for (int b = kLowestBid; b <= kMarkBid; ++b) {
    absl::StrAppend(&out, absl::StrFormat(" %7s", BidLabel(b)));
  }
  out += "\n";
  for (size_t r = 0; r < table.rows.size(); ++r) {
    const TableRow& row = table.rows[r];
    std::string line = absl::StrFormat("%-*s %8d", w, labels[r], row.hands);
    std::string interval = absl::StrFormat("%-*s %8s", w, "", "");
    for (const BidStat& s : row.bids) {
      absl::StrAppend(&line, absl::StrFormat(" %7s", Percent(s.probability)));
      absl::StrAppend(&interval,
                      absl::StrFormat(" %7s", absl::StrFormat("%.0f-%.0f", 100 * s.interval.low,
                                                              100 * s.interval.high)));
    }
    absl::StrAppend(&out, line, "\n", interval, "\n");
  }
  return out;
}

std::string TableCsv(const BiddingTable& table, const std::optional<StudyPlay>& play) {
  std::vector<std::string> columns;
  for (HandFeature f : table.by) columns.push_back(std::string(HandFeatureName(f)));
  std::string out =
      absl::StrCat(absl::StrJoin(columns, ","), ",bid,hands,makes,probability,ci95_low,ci95_high",
                   play ? ",play" : "", "\n");
  for (const TableRow& row : table.rows) {
    for (int i = 0; i < kBidCount; ++i) {
      const BidStat& s = row.bids[i];
      absl::StrAppend(
          &out, absl::StrJoin(row.labels, ","), ",", kLowestBid + i, ",", row.hands, ",", s.makes,
          absl::StrFormat(",%.4f,%.4f,%.4f", s.probability, s.interval.low, s.interval.high),
          play ? ",table" : "", "\n");
    }
  }
  return out;
}

std::string TableJson(const BiddingTable& table, const std::optional<StudyPlay>& play) {
  JsonWriter json;
  json.BeginObject().Key("by").BeginArray();
  for (HandFeature f : table.by) json.String(HandFeatureName(f));
  json.EndArray().Key("hands").Int(static_cast<long long>(table.hands));
  json.Key("skipped").Int(static_cast<long long>(table.skipped)).Key("rows").BeginArray();
  for (const TableRow& row : table.rows) {
    json.BeginObject().Key("key").BeginObject();
    for (size_t i = 0; i < table.by.size(); ++i) {
      json.Key(HandFeatureName(table.by[i]));
      if (table.by[i] == HandFeature::kTrumpDouble) {
        json.Bool(row.key[i] != 0);
      } else if (table.by[i] == HandFeature::kContract ||
                 (table.by[i] == HandFeature::kTrumps && row.key[i] == kFollowMeTrumps)) {
        json.String(row.labels[i]);
      } else {
        json.Int(row.key[i]);
      }
    }
    json.EndObject().Key("hands").Int(static_cast<long long>(row.hands)).Key("bids").BeginArray();
    for (int i = 0; i < kBidCount; ++i) {
      const BidStat& s = row.bids[i];
      json.BeginObject()
          .Key("bid")
          .Int(kLowestBid + i)
          .Key("makes")
          .Int(static_cast<long long>(s.makes));
      json.Key("probability").Double(s.probability, 6).Key("ci95").BeginArray();
      json.Double(s.interval.low, 6).Double(s.interval.high, 6).EndArray().EndObject();
    }
    json.EndArray().EndObject();
  }
  json.EndArray().Key("play").String(play ? "table" : "dd");
  if (play) {
    json.Key("declarers").String(PlayerKindName(play->seating.declarers));
    json.Key("defenders").String(PlayerKindName(play->seating.defenders));
    json.Key("worlds").Int(play->worlds);
  }
  json.EndObject();
  return json.str() + "\n";
}

SvgHeatmap TableHeatmap(const BiddingTable& table, const std::string& about,
                        const std::optional<StudyPlay>& play) {
  SvgHeatmap h;
  h.title =
      absl::StrCat("Make probability by ", AxisName(table), play ? ", played at the table" : "");
  h.row_axis = absl::StrCat(AxisName(table), " (hands)");
  h.column_axis = "bid";
  for (int b = kLowestBid; b <= kMarkBid; ++b) h.column_labels.push_back(BidLabel(b));
  for (const TableRow& row : table.rows) {
    h.row_labels.push_back(absl::StrCat(absl::StrJoin(row.labels, " / "), " (", row.hands, ")"));
    std::vector<std::optional<double>> values;
    std::vector<std::string> texts;
    for (const BidStat& s : row.bids) {
      values.push_back(s.probability);
      texts.push_back(absl::StrFormat("%.0f%%", 100 * s.probability));
    }
    h.values.push_back(std::move(values));
    h.texts.push_back(std::move(texts));
  }
  h.note = absl::StrCat(about, play ? absl::StrCat("; ", DescribeStudyPlay(play)) : "",
                        "; 95% intervals in texas42 table --format csv or json");
  // A row of a few hands is drawn pale and hatched: it must not look as sure as a full one.
  for (const TableRow& row : table.rows) h.faint_rows.push_back(row.hands < kFaintHands);
  h.faint_note = absl::StrCat("pale, hatched rows: fewer than ", kFaintHands,
                              " hands, so their 95% intervals are wide");
  return h;
}

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
  if (flags.svg == "-" && flags.out.output == "-") {
    return Fail(
        "--svg - and the table would both go to standard output: give --format svg, "
        "or -o FILE for the table");
  }
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

  if (outputs->picture) {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(TableHeatmap(table, about, play));
    if (!svg.ok()) return Fail(svg.status());
    if (absl::Status s = WriteAndCommit(*outputs->picture, *svg); !s.ok()) return Fail(s);
  }
  std::string text;
  if (format == "csv") {
    text = TableCsv(table, play);
  } else if (format == "json") {
    text = TableJson(table, play);
  } else if (format == "svg") {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(TableHeatmap(table, about, play));
    if (!svg.ok()) return Fail(svg.status());
    text = *std::move(svg);
  } else {
    text = TableText(table, about, play);
  }
  if (absl::Status s = WriteAndCommit(outputs->report, text); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace

Command AddTableCommand(CLI::App& app) {
  auto flags = std::make_shared<TableFlags>();
  CLI::App* cmd = app.add_subcommand(
      "table",
      "Bidding tables from study files: make-probability of each bid 30..42 by hand "
      "features, with 95% intervals");
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
              "The game of the study files: 42 (default), 3-hand, moon, geezer or big-game");
  PolishHelp(*cmd,
             "  texas42 table study.csv --by trumps,trump-double\n"
             "  texas42 table --game moon moon.csv\n"
             "  texas42 table study.csv --format svg -o table.svg\n");
  return {cmd, [flags, cmd] {
            absl::StatusOr<const family::Game*> game = GameFromFlag(flags->game);
            if (!game.ok()) return Fail(game.status());
            if ((*game)->id == family::GameId::k42) {
              if (absl::Status s = RefuseFamilyStudies(flags->studies); !s.ok()) return Fail(s);
              return RunTable(*flags);
            }
            for (const char* name : {"--trump", "--svg"}) {
              if (cmd->count(name) > 0) {
                return Fail(
                    absl::StrCat(name, " goes with Texas 42's table, not --game ", (*game)->name));
              }
            }
            FamilyTableFlags f;
            f.game = *game;
            f.studies = flags->studies;
            f.by = flags->by;
            f.declarer = flags->declarer;
            f.out = flags->out;
            return RunFamilyTable(f);
          }};
}

}  // namespace texas42
