// `texas42 chart`: the "can't lose more than" chart of a game (Texas 42 unless --game, or the
// game of the --from files) from first principles, in its bids and units, and with --from the
// evidence of study files beside each bid: double dummy, or as the hands were played out in a
// Texas 42 table-play study (the text and the JSON's evidence objects say which).
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/command.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/study_files.h"
#include "solver/analysis/chart.h"
#include "solver/analysis/chart_evidence.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/study.h"

namespace texas42 {
namespace {

struct ChartFlags {
  OutputFlags out;
  std::vector<std::string> from;
  std::string game;  // empty or 42: Texas 42
};

// Returns "a", "a and b", "a, b and c".
std::string JoinAnd(const std::vector<std::string>& items) {
  if (items.size() <= 1) return absl::StrJoin(items, "");
  return absl::StrCat(absl::StrJoin(items.begin(), items.end() - 1, ", "), " and ", items.back());
}

// The chart's first line: the game, its points, tricks and count tiles.
std::string Intro(const family::Game& game) {
  const std::string title = absl::StrCat("The \"can't lose more than\" chart of ", game.title);
  if (!game.counts) {
    return absl::StrCat(title, ": ", game.tricks(), " tricks a hand, no count; a bid of b tricks ",
                        "may lose ", game.tricks(), " - b\n");
  }
  std::vector<std::string> tens, fives;
  for (family::Tile t : game.tiles) {
    const std::string name = absl::StrCat(t.high(), "-", t.low());
    if (t.count() == 10) tens.insert(tens.begin(), name);  // highest first
    if (t.count() == 5) fives.insert(fives.begin(), name);
  }
  const CountTiles c = CountTilesOf(game);
  return absl::StrCat(title, ": ", game.total, " points a hand, ", game.tricks(), " tricks and ",
                      10 * c.tens + 5 * c.fives, " count (", JoinAnd(tens), " ten each; ",
                      JoinAnd(fives), " five each)\n");
}

using Evidence = std::optional<std::vector<BidEvidence>>;

// Returns the evidence for `bid` (every bid of the chart has some).
const BidEvidence& EvidenceFor(const std::vector<BidEvidence>& evidence, int bid) {
  for (const BidEvidence& e : evidence) {
    if (e.bid == bid) return e;
  }
  return evidence.front();  // not reached: the chart's bids are the evidence's
}

// Returns "96.0% [94.1-97.3]", or "-" for no hands.
std::string Rate(uint64_t makes, uint64_t hands, const Interval& interval) {
  if (hands == 0) return "-";
  return absl::StrFormat("%5.1f%% [%.1f-%.1f]",
                         100 * static_cast<double>(makes) / static_cast<double>(hands),
                         100 * interval.low, 100 * interval.high);
}

std::string ChartText(const family::Game& game, const std::vector<ChartRow>& rows,
                      const Evidence& evidence, const std::string& about,
                      const std::optional<StudyPlay>& play) {
  std::string out = Intro(game);
  if (evidence) {
    absl::StrAppend(
        &out, "Evidence (", about, "), ", DescribeStudyPlay(play), ", with 95% intervals:\n",
        "  hindsight: the declarer's best trump, picked after seeing how each one plays",
        play ? " (bid by bid)" : "",
        ": an upper bound no player reaches, since trump is called before play\n",
        "  by rule:   the trump called from his own hand alone: ", kTrumpRule, "\n");
  }
  out += "\n";
  absl::StrAppend(&out, absl::StrFormat("%-11s %-8s ", "bid", "can lose"));
  if (evidence) {
    absl::StrAppend(&out, absl::StrFormat("%-19s %-19s ", "makes (hindsight)", "makes (by rule)"));
  }
  out += "that is, at most\n";
  const int top = game.counts ? game.total : game.tricks();
  for (const ChartRow& row : rows) {
    const std::string bid = row.bid == top
                                ? absl::StrCat(row.bid, game.counts ? " (1 mark)" : " (moon)")
                                : absl::StrCat(row.bid);
    absl::StrAppend(&out, absl::StrFormat("%-11s %-8d ", bid, row.max_lost));
    if (evidence) {
      const BidEvidence& e = EvidenceFor(*evidence, row.bid);
      absl::StrAppend(&out, absl::StrFormat("%-19s %-19s ", Rate(e.makes, e.hands, e.interval),
                                            Rate(e.rule_makes, e.rule_hands, e.rule_interval)));
    }
    absl::StrAppend(&out, row.phrase, "\n");
  }
  return out;
}

// Writes losses as {tricks, count}; a game without count (Moon) has no count key.
void AppendLosses(JsonWriter& json, const std::vector<Loss>& losses, bool counts) {
  json.BeginArray();
  for (const Loss& l : losses) {
    json.BeginObject().Key("tricks").Int(l.tricks);
    if (counts) json.Key("count").Int(l.count);
    json.EndObject();
  }
  json.EndArray();
}

std::string ChartJson(const family::Game& game, const std::vector<ChartRow>& rows,
                      const Evidence& evidence, const std::optional<StudyPlay>& play) {
  const std::string played = play ? "table" : "dd";
  JsonWriter json;
  json.BeginObject().Key("game").String(game.name);
  json.Key("unit").String(game.counts ? "points" : "tricks").Key("rows").BeginArray();
  for (const ChartRow& row : rows) {
    json.BeginObject().Key("bid").Int(row.bid).Key("max_lost").Int(row.max_lost);
    json.Key("allowed");
    AppendLosses(json, row.allowed, game.counts);
    json.Key("limits");
    AppendLosses(json, row.limits, game.counts);
    json.Key("chart").String(row.phrase);
    if (evidence) {
      const BidEvidence& e = EvidenceFor(*evidence, row.bid);
      json.Key("evidence").BeginObject().Key("hands").Int(static_cast<long long>(e.hands));
      json.Key("makes").Int(static_cast<long long>(e.makes));
      json.Key("probability")
          .Double(static_cast<double>(e.makes) / static_cast<double>(e.hands), 6);
      json.Key("ci95").BeginArray().Double(e.interval.low, 6).Double(e.interval.high, 6).EndArray();
      json.Key("choice").String("hindsight");
      json.Key("play").String(played);
      json.EndObject();
      json.Key("evidence_by_rule")
          .BeginObject()
          .Key("hands")
          .Int(static_cast<long long>(e.rule_hands));
      json.Key("makes").Int(static_cast<long long>(e.rule_makes));
      json.Key("probability")
          .Double(e.rule_hands == 0
                      ? 0.0
                      : static_cast<double>(e.rule_makes) / static_cast<double>(e.rule_hands),
                  6);
      json.Key("ci95").BeginArray().Double(e.rule_interval.low, 6).Double(e.rule_interval.high, 6);
      json.EndArray();
      json.Key("choice").String(absl::StrCat("by rule: ", kTrumpRule));
      json.Key("play").String(played);
      json.EndObject();
    }
    json.EndObject();
  }
  json.EndArray().EndObject();
  return json.str() + "\n";
}

int RunChart(const family::Game& game, const ChartFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output", flags.from);
  if (!out.ok()) return Fail(out.status());
  Evidence evidence;
  std::string about;
  std::optional<StudyPlay> play;  // ReadStudies saw to it that every study was played alike
  if (!flags.from.empty()) {
    ChartEvidence tally(game);
    std::vector<StudySummary> studies;
    absl::Status read = ReadStudies(
        flags.from, game, [&tally](const StudyRecord& r) { tally.Add(r); },
        [&](const StudySummary& s) {
          tally.EndStudy();
          studies.push_back(s);
        });
    if (!read.ok()) return Fail(read);
    evidence = tally.Build();
    about = DescribeStudies(studies);
    play = studies.front().params.play;
  }
  if (evidence) {
    if (evidence->front().hands == 0) return Fail("--from: the studies hold no trump contract");
    about = absl::StrCat(evidence->front().hands, " hands from ", about);
  }
  const std::vector<ChartRow> rows = CantLoseMoreThanChart(game);
  const std::string text = *format == "json" ? ChartJson(game, rows, evidence, play)
                                             : ChartText(game, rows, evidence, about, play);
  if (absl::Status s = WriteAndCommit(*out, text); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace

Command AddChartCommand(CLI::App& app) {
  auto flags = std::make_shared<ChartFlags>();
  CLI::App* cmd = app.add_subcommand(
      "chart", "The \"can't lose more than\" chart for each bid, from first principles");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  cmd->add_option("--from", flags->from,
                  "Study files of the game: show how often the evidence (double dummy, or "
                  "played at the table in a study --play table) makes each bid");
  AddGameFlag(*cmd, flags->game,
              "The game: 42, 3-hand, moon, moon-00, geezer or big-game (default: the game of the "
              "--from files, else 42)");
  PolishHelp(*cmd,
             "  texas42 chart\n"
             "  texas42 chart --game geezer\n"
             "  texas42 chart --from study.csv --format json\n"
             "  texas42 chart --from moon.csv\n");
  return {cmd, [flags] {
            absl::StatusOr<const family::Game*> game = GameOfStudies(flags->from, flags->game);
            if (!game.ok()) return Fail(game.status());
            return RunChart(**game, *flags);
          }};
}

}  // namespace texas42
