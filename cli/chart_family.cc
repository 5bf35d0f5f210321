// `texas42 chart --game G`: the "can't lose more than" chart of a game of the family
// (solver/analysis/family_chart.h), as text or JSON: for each bid, what the defenders may take,
// in tricks and count (in tricks alone in Moon).
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/command.h"
#include "cli/family_analysis.h"
#include "cli/output_file.h"
#include "solver/analysis/family_chart.h"
#include "solver/analysis/json_writer.h"

namespace texas42 {
namespace {

std::string Intro(const family::Game& game) {
  if (!game.counts) {
    return absl::StrCat("The \"can't lose more than\" chart of ", game.title, ": ", game.tricks(),
                        " tricks a hand, no count; a bid of b tricks may lose ", game.tricks(),
                        " - b\n");
  }
  const CountTiles c = CountTilesOf(game);
  std::vector<std::string> tens, fives;
  for (family::Tile t : game.tiles) {
    const std::string name = absl::StrCat(t.high(), "-", t.low());
    if (t.count() == 10) tens.push_back(name);
    if (t.count() == 5) fives.push_back(name);
  }
  return absl::StrCat("The \"can't lose more than\" chart of ", game.title, ": ", game.total,
                      " points a hand, ", game.tricks(), " tricks and ", 10 * c.tens + 5 * c.fives,
                      " count (", absl::StrJoin(tens, ", "), " ten each; ",
                      absl::StrJoin(fives, ", "), " five each)\n");
}

std::string ChartText(const family::Game& game, const std::vector<ChartRow>& rows) {
  std::string out = absl::StrCat(Intro(game), "\n");
  absl::StrAppend(&out, absl::StrFormat("%-11s %-8s that is, at most\n", "bid", "can lose"));
  const int top = game.counts ? game.total : game.tricks();
  for (const ChartRow& row : rows) {
    const std::string bid =
        row.bid == top ? absl::StrCat(row.bid, " (1 mark)") : absl::StrCat(row.bid);
    absl::StrAppend(&out, absl::StrFormat("%-11s %-8d %s\n", bid, row.max_lost, row.phrase));
  }
  return out;
}

void AppendLosses(JsonWriter& json, const std::vector<Loss>& losses, bool counts) {
  json.BeginArray();
  for (const Loss& l : losses) {
    json.BeginObject().Key("tricks").Int(l.tricks);
    if (counts) json.Key("count").Int(l.count);
    json.EndObject();
  }
  json.EndArray();
}

std::string ChartJson(const family::Game& game, const std::vector<ChartRow>& rows) {
  JsonWriter json;
  json.BeginObject().Key("game").String(game.name);
  json.Key("unit").String(game.counts ? "points" : "tricks").Key("rows").BeginArray();
  for (const ChartRow& row : rows) {
    json.BeginObject().Key("bid").Int(row.bid).Key("max_lost").Int(row.max_lost);
    json.Key("allowed");
    AppendLosses(json, row.allowed, game.counts);
    json.Key("limits");
    AppendLosses(json, row.limits, game.counts);
    json.Key("chart").String(row.phrase).EndObject();
  }
  json.EndArray().EndObject();
  return json.str() + "\n";
}

}  // namespace

int RunFamilyChart(const family::Game& game, const OutputFlags& out) {
  absl::StatusOr<std::string> format = ResolveFormat(out);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<OutputFile> file = OutputFile::Open(out.output, "--output");
  if (!file.ok()) return Fail(file.status());
  const std::vector<ChartRow> rows = FamilyChart(game);
  const std::string text = *format == "json" ? ChartJson(game, rows) : ChartText(game, rows);
  if (absl::Status s = WriteAndCommit(*file, text); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
