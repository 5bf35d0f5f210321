#include "cli/table_report.h"

#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/json_writer.h"
#include "solver/play/seating.h"

namespace texas42 {
namespace {

// Rows of fewer hands than this are drawn faint in the SVG heatmap.
constexpr uint64_t kFaintHands = 30;

// A bid's column: "1 mark+" for the total, which every mark bid needs (as in bid).
std::string BidLabel(const family::Game& game, int bid) {
  return game.counts && bid == TopBid(game) ? "1 mark+" : absl::StrCat(bid);
}

bool IsTexas42(const BiddingTable& table) { return table.game->id == family::GameId::k42; }

std::string AxisName(const BiddingTable& table) {
  std::vector<std::string> names;
  for (HandFeature f : table.by) names.push_back(std::string(HandFeatureName(f)));
  return absl::StrJoin(names, " / ");
}

// Returns the line that says how the figures were played: double dummy, or at the table.
std::string PlayLine(const std::optional<StudyPlay>& play) {
  if (!play) {
    return "Figures double dummy: a bid makes when the hand's exact value, every hand seen, "
           "reaches it\n";
  }
  return absl::StrCat("Figures from ", DescribeStudyPlay(play),
                      ": a bid makes when the hand played out for it made\n");
}

// What the top column means: all the points, or all the tricks in Moon.
std::string TopLine(const family::Game& game) {
  if (!game.counts) {
    return absl::StrCat(game.tricks(), ": all ", game.tricks(), " tricks, shooting the moon\n");
  }
  return absl::StrCat("1 mark+: all ", game.total, " points, which every mark bid needs\n");
}

}  // namespace

std::string TableText(const BiddingTable& table, const std::string& about,
                      const std::optional<StudyPlay>& play) {
  const family::Game& game = *table.game;
  const std::string what = IsTexas42(table) ? ""
                                            : absl::StrCat(" of ", game.title, " (",
                                                           game.counts ? "points" : "tricks", ")");
  std::string out = absl::StrCat("Make probability (%) of each bid", what, " by ", AxisName(table),
                                 "; below each row its 95% interval\n", PlayLine(play), about, "\n",
                                 TopLine(game), "\n");
  std::vector<std::string> labels;
  size_t width = AxisName(table).size();
  for (const TableRow& row : table.rows) {
    labels.push_back(absl::StrJoin(row.labels, " / "));
    width = std::max(width, labels.back().size());
  }
  const int w = static_cast<int>(width);
  absl::StrAppend(&out, absl::StrFormat("%-*s %8s", w, AxisName(table), "hands"));
  for (int b : table.bids) absl::StrAppend(&out, absl::StrFormat(" %7s", BidLabel(game, b)));
  out += "\n";
  for (size_t r = 0; r < table.rows.size(); ++r) {
    const TableRow& row = table.rows[r];
    std::string line = absl::StrFormat("%-*s %8d", w, labels[r], row.hands);
    std::string interval = absl::StrFormat("%-*s %8s", w, "", "");
    for (const BidStat& s : row.bids) {
      absl::StrAppend(&line, absl::StrFormat(" %7.1f", 100 * s.probability));
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
                   play ? ",play" : "", ",game\n");
  for (const TableRow& row : table.rows) {
    for (size_t i = 0; i < table.bids.size(); ++i) {
      const BidStat& s = row.bids[i];
      absl::StrAppend(
          &out, absl::StrJoin(row.labels, ","), ",", table.bids[i], ",", row.hands, ",", s.makes,
          absl::StrFormat(",%.4f,%.4f,%.4f", s.probability, s.interval.low, s.interval.high),
          play ? ",table" : "", ",", table.game->name, "\n");
    }
  }
  return out;
}

std::string TableJson(const BiddingTable& table, const std::optional<StudyPlay>& play) {
  JsonWriter json;
  json.BeginObject().Key("game").String(table.game->name);
  json.Key("unit").String(table.game->counts ? "points" : "tricks").Key("by").BeginArray();
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
    for (size_t i = 0; i < table.bids.size(); ++i) {
      const BidStat& s = row.bids[i];
      json.BeginObject().Key("bid").Int(table.bids[i]).Key("makes");
      json.Int(static_cast<long long>(s.makes));
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
  const family::Game& game = *table.game;
  SvgHeatmap h;
  h.title = absl::StrCat("Make probability by ", AxisName(table),
                         IsTexas42(table) ? "" : absl::StrCat(", ", game.title),
                         play ? ", played at the table" : ", double dummy");
  h.row_axis = absl::StrCat(AxisName(table), " (hands)");
  h.column_axis = game.counts ? "bid" : "bid (tricks)";
  for (int b : table.bids) h.column_labels.push_back(BidLabel(game, b));
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
  h.note = absl::StrCat(about, "; ", DescribeStudyPlay(play),
                        "; 95% intervals in texas42 table --format csv or json");
  // A row of a few hands is drawn pale and hatched: it must not look as sure as a full one.
  for (const TableRow& row : table.rows) h.faint_rows.push_back(row.hands < kFaintHands);
  h.faint_note = absl::StrCat("pale, hatched rows: fewer than ", kFaintHands,
                              " hands, so their 95% intervals are wide");
  return h;
}

absl::Status WriteTable(CommandOutputs& outputs, const std::string& format,
                        const BiddingTable& table, const std::string& about,
                        const std::optional<StudyPlay>& play) {
  if (outputs.picture) {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(TableHeatmap(table, about, play));
    if (!svg.ok()) return svg.status();
    if (absl::Status s = WriteAndCommit(*outputs.picture, *svg); !s.ok()) return s;
  }
  std::string text;
  if (format == "csv") {
    text = TableCsv(table, play);
  } else if (format == "json") {
    text = TableJson(table, play);
  } else if (format == "svg") {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(TableHeatmap(table, about, play));
    if (!svg.ok()) return svg.status();
    text = *std::move(svg);
  } else {
    text = TableText(table, about, play);
  }
  return WriteAndCommit(outputs.report, text);
}

}  // namespace texas42
