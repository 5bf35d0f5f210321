#include "cli/play_report.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/input.h"
#include "cli/report.h"
#include "solver/analysis/json_writer.h"
#include "solver/deal.h"

namespace texas42 {
namespace {

std::string PlayersLine(const PlayJob& job) {
  const auto one = [&](PlayerKind k) {
    return k == PlayerKind::kTable ? std::string("table") : std::string("double dummy");
  };
  std::string line = absl::StrCat("declarers ", one(job.seating.declarers), ", defenders ",
                                  one(job.seating.defenders));
  if (job.seating.declarers == PlayerKind::kTable || job.seating.defenders == PlayerKind::kTable) {
    absl::StrAppend(&line, " (table players draw ", WorldsText(job.table.worlds), " a decision, seed ",
                    job.table.seed, ")");
  }
  return line;
}

void WriteChoiceTiles(JsonWriter& w, const TableChoice& choice) {
  w.Key("tiles").BeginArray();
  for (const TileScore& s : choice.scores) {
    w.BeginObject();
    w.Key("tile").String(FormatTile(s.tile));
    w.Key("score").Double(s.worlds == 0 ? 0.0 : static_cast<double>(s.reached) / s.worlds);
    w.Key("reached").Int(s.reached);
    w.Key("worlds").Int(s.worlds);
    w.Key("keys").Int(s.keys);
    if (s.keys >= 2) w.Key("window_mean").Double(s.window_mean, 3);
    if (s.keys >= 3) w.Key("mean_value").Double(s.mean_value, 3);
    w.EndObject();
  }
  w.EndArray();
}

}  // namespace

std::string PlayJson(const PlayJob& job, const PlayReport& report) {
  const Contract& c = job.contract;
  JsonWriter w;
  w.BeginObject();
  w.Key("deal").String(FormatDeal(job.deal));
  w.Key("declarer").String(SeatLetterString(job.declarer));
  w.Key("contract").String(ContractKindName(c.kind));
  if (c.has_trump()) w.Key("trump").String(TrumpName(c.trump));
  if (c.kind == ContractKind::kNello)
    w.Key("nello_doubles").String(NelloDoublesName(c.nello_doubles));
  w.Key("bid").Int(c.scoring() == Scoring::kPoints ? job.bid : MarksOf(c) * kTotalPoints);
  w.Key("declarers").String(PlayerKindName(job.seating.declarers));
  w.Key("defenders").String(PlayerKindName(job.seating.defenders));
  w.Key("worlds").String(WorldsName(job.table.worlds));
  w.Key("seed").Int(static_cast<long long>(job.table.seed));
  w.Key("unit").String(ValueUnit(c));
  w.Key("start_value").Int(report.start_value);
  w.Key(ValueKey(c)).Int(report.value);
  w.Key("makes").Bool(report.makes);
  w.Key("plays").BeginArray();
  const int already = static_cast<int>(job.played.size());
  for (size_t i = 0; i < report.steps.size(); ++i) {
    const PlayStep& step = report.steps[i];
    const PlayReview& r = report.reviews[i];
    w.BeginObject();
    w.Key("trick").Int((already + static_cast<int>(i)) / (c.partner_sits_out() ? 3 : 4) + 1);
    w.Key("seat").String(SeatLetterString(step.seat));
    w.Key("tile").String(FormatTile(step.tile));
    w.Key("player").String(PlayerKindName(step.player));
    w.Key("value_before").Int(r.value_before);
    w.Key("value").Int(r.value_after);
    w.Key("cost").Int(r.cost);
    w.Key("best").BeginArray();
    for (Tile t : r.best) w.String(FormatTile(t));
    w.EndArray();
    w.Key("makes").Bool(r.makes_after);
    if (step.player == PlayerKind::kTable && step.choice.worlds > 0) {
      w.Key("worlds_drawn").Int(step.choice.worlds);
      w.Key("all_worlds").Bool(step.choice.all_worlds);
      WriteChoiceTiles(w, step.choice);
    }
    w.EndObject();
  }
  w.EndArray();
  w.Key("tricks").BeginArray();
  for (const PlayedTrick& t : report.tricks) {
    w.BeginObject();
    w.Key("leader").String(SeatLetterString(t.leader));
    w.Key("tiles").BeginArray();
    for (Tile tile : t.tiles) w.String(FormatTile(tile));
    w.EndArray();
    w.Key("winner").String(SeatLetterString(t.winner));
    w.Key(c.scoring() == Scoring::kPoints ? "points" : "tricks").Int(t.value);
    w.EndObject();
  }
  w.EndArray();
  w.Key("nodes").Int(static_cast<long long>(report.nodes));
  w.EndObject();
  return w.str();
}

std::string PlayText(const PlayJob& job, const PlayReport& report) {
  const Contract& c = job.contract;
  const std::string unit(ValueUnit(c));
  std::string out;
  for (int s = 0; s < kSeatCount; ++s) {
    absl::StrAppendFormat(&out, "%-6s %s\n", SeatName(SeatAt(s)), FormatTiles(job.deal.hands[s]));
  }
  absl::StrAppend(&out, "Contract: ", ContractLine(job.contract, job.declarer, job.bid), ".\n");
  absl::StrAppend(&out, "Players: ", PlayersLine(job), ".\n");
  if (!job.played.empty()) {
    absl::StrAppend(&out, "Starting after: ", TileList(job.played), ".\n");
  }
  absl::StrAppend(&out, "Double-dummy value at the start: ", report.start_value, " ", unit,
                  c.Makes(report.start_value, job.bid) ? " (the bid makes)" : " (the bid is set)",
                  ".\n\n");
  absl::StrAppend(&out, "trick  seat  tile   player  value  cost  best tiles\n");
  const int size = c.partner_sits_out() ? 3 : 4;
  const int already = static_cast<int>(job.played.size());
  size_t next_trick = static_cast<size_t>(already / size);
  for (size_t i = 0; i < report.steps.size(); ++i) {
    const PlayStep& step = report.steps[i];
    const PlayReview& r = report.reviews[i];
    const int ply = already + static_cast<int>(i);
    const std::string trick = ply % size == 0 || i == 0 ? absl::StrCat(ply / size + 1) : "";
    std::string note;
    if (r.cost > 0) note = absl::StrCat("best: ", TileList(r.best));
    if (r.makes_before != r.makes_after) {
      absl::StrAppend(&note, note.empty() ? "" : "; ",
                      r.makes_after ? "now the bid makes" : "now the bid is set");
    }
    absl::StrAppendFormat(&out, "%5s  %-4c  %-5s  %-6s  %5d  %4d  %s\n", trick,
                          SeatLetter(step.seat), FormatTile(step.tile), PlayerKindName(step.player),
                          r.value_after, r.cost, note);
    if ((ply + 1) % size == 0 && next_trick < report.tricks.size()) {
      const PlayedTrick& t = report.tricks[next_trick++];
      absl::StrAppend(
          &out, "       ", SeatName(t.winner), " wins the trick: ", t.value, " ",
          c.scoring() == Scoring::kPoints ? (t.value == 1 ? "point" : "points") : "trick", "\n");
    }
  }
  const Team side = TeamOf(job.declarer);
  const std::string side_name = side == Team::kNorthSouth ? "North-South" : "East-West";
  std::string result;
  switch (c.scoring()) {
    case Scoring::kPoints:
      result = absl::StrCat(side_name, " took ", report.value, report.value == 1 ? " point" : " points");
      break;
    case Scoring::kTricks:
      result = absl::StrCat(side_name, " took ", report.value, " of 7 tricks");
      break;
    case Scoring::kDeclarerTricks:
      result = absl::StrCat(SeatName(job.declarer), " took ", report.value, " tricks");
      break;
  }
  absl::StrAppend(&out, "\n", result, ": the bid ", report.makes ? "makes" : "is set",
                  " (double dummy at the start: ", report.start_value, " ", unit, ").\n");
  int given[2] = {0, 0};
  for (const PlayReview& r : report.reviews) given[static_cast<int>(TeamOf(r.seat))] += r.cost;
  const std::string given_unit = c.scoring() == Scoring::kPoints ? "points" : "tricks";
  absl::StrAppend(&out, "Given away double dummy: bidding side ", given[static_cast<int>(side)],
                  " ", given_unit, ", defenders ", given[1 - static_cast<int>(side)], " ",
                  given_unit, ".\n");
  return out;
}

std::string NextJson(const SeatView& view, const TableChoice& choice, const TableOptions& options) {
  JsonWriter w;
  w.BeginObject();
  w.Key("seat").String(SeatLetterString(view.seat()));
  w.Key("tile").String(FormatTile(choice.tile));
  w.Key("hand").String(FormatTiles(view.hand()));
  w.Key("bid").Int(view.bid());
  w.Key("seed").Int(static_cast<long long>(options.seed));
  w.Key("worlds").Int(choice.worlds);
  w.Key("world_count").Int(static_cast<long long>(choice.world_count));
  w.Key("all_worlds").Bool(choice.all_worlds);
  w.Key("forced").Bool(choice.worlds == 0);
  WriteChoiceTiles(w, choice);
  w.EndObject();
  return w.str();
}

std::string NextText(const SeatView& view, const TableChoice& choice, const TableOptions& options) {
  const bool bidding_side = TeamOf(view.seat()) == TeamOf(view.declarer());
  std::string out = absl::StrCat(SeatName(view.seat()), " holds ", FormatTiles(view.hand()),
                                 " and plays ", FormatTile(choice.tile), ".\n");
  if (choice.worlds == 0) {
    absl::StrAppend(&out, "The play is forced: every legal tile is the same.\n");
    return out;
  }
  absl::StrAppend(&out, "Seeing only his own hand and the play, he looked at ", choice.worlds,
                  choice.all_worlds ? " worlds (every layout that agrees with what he knows)"
                                    : absl::StrCat(" of the ", Grouped(choice.world_count),
                                                   " layouts that agree with what he knows"),
                  " (seed ", options.seed, ").\n");
  absl::StrAppend(&out, "For each tile: how often his side ",
                  bidding_side ? "makes the bid" : "sets the bid",
                  "; then, for the tiles tied on that, the mean double-dummy value with values "
                  "below 30 counted as 29 (\"30-42 mean\"); then, still tied, the exact mean:\n");
  absl::StrAppend(&out, "  tile   ", bidding_side ? "makes" : " sets",
                  "       30-42 mean  exact mean\n");
  for (const TileScore& s : choice.scores) {
    const std::string window = s.keys >= 2 ? absl::StrFormat("%.2f", s.window_mean) : "-";
    const std::string exact = s.keys >= 3 ? absl::StrFormat("%.2f", s.mean_value) : "-";
    absl::StrAppendFormat(&out, "  %-5s  %3d/%-3d %4.0f%%  %10s  %10s\n", FormatTile(s.tile),
                          s.reached, s.worlds, s.worlds == 0 ? 0.0 : 100.0 * s.reached / s.worlds,
                          window, exact);
  }
  return out;
}

}  // namespace texas42
