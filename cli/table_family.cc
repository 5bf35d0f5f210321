// `texas42 table --game G FILE...`: the bidding table of a game of the family from family study
// files (texas42 study --game G): the make-probability of each of the game's bids by a hand
// feature or a pair, as text, CSV or JSON. A file of another game is refused with one error line.
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "cli/command.h"
#include "cli/family_analysis.h"
#include "cli/output_file.h"
#include "solver/analysis/family_study_io.h"
#include "solver/analysis/family_table.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

std::string AxisName(const FamilyTable& table) {
  std::vector<std::string> names;
  for (HandFeature f : table.by) names.push_back(std::string(HandFeatureName(f)));
  return absl::StrJoin(names, " / ");
}

std::string TableText(const FamilyTable& table, const std::string& about) {
  const family::Game& game = *table.game;
  const std::string unit = game.counts ? "points" : "tricks";
  std::string out =
      absl::StrCat(game.title, ": make probability (%) of each bid (", unit, ") by ",
                   AxisName(table), "; below each row its 95% interval\n", about, "\n\n");
  std::vector<std::string> labels;
  size_t width = AxisName(table).size();
  for (const FamilyTableRow& row : table.rows) {
    labels.push_back(absl::StrJoin(row.labels, " / "));
    width = std::max(width, labels.back().size());
  }
  const int w = static_cast<int>(width);
  absl::StrAppend(&out, absl::StrFormat("%-*s %8s", w, AxisName(table), "hands"));
  for (int b : table.bids) absl::StrAppend(&out, absl::StrFormat(" %6d", b));
  out += "\n";
  for (size_t r = 0; r < table.rows.size(); ++r) {
    const FamilyTableRow& row = table.rows[r];
    std::string line = absl::StrFormat("%-*s %8d", w, labels[r], row.hands);
    std::string interval = absl::StrFormat("%-*s %8s", w, "", "");
    for (const BidStat& s : row.bids) {
      absl::StrAppend(&line, absl::StrFormat(" %6.1f", 100 * s.probability));
      absl::StrAppend(&interval,
                      absl::StrFormat(" %6s", absl::StrFormat("%.0f-%.0f", 100 * s.interval.low,
                                                              100 * s.interval.high)));
    }
    absl::StrAppend(&out, line, "\n", interval, "\n");
  }
  return out;
}

std::string TableCsv(const FamilyTable& table) {
  std::vector<std::string> columns = {"game"};
  for (HandFeature f : table.by) columns.push_back(std::string(HandFeatureName(f)));
  std::string out = absl::StrCat(absl::StrJoin(columns, ","),
                                 ",bid,hands,makes,probability,ci95_low,ci95_high\n");
  for (const FamilyTableRow& row : table.rows) {
    for (size_t i = 0; i < table.bids.size(); ++i) {
      const BidStat& s = row.bids[i];
      absl::StrAppend(
          &out, table.game->name, ",", absl::StrJoin(row.labels, ","), ",", table.bids[i], ",",
          row.hands, ",", s.makes,
          absl::StrFormat(",%.4f,%.4f,%.4f\n", s.probability, s.interval.low, s.interval.high));
    }
  }
  return out;
}

std::string TableJson(const FamilyTable& table) {
  JsonWriter json;
  json.BeginObject().Key("game").String(table.game->name).Key("by").BeginArray();
  for (HandFeature f : table.by) json.String(HandFeatureName(f));
  json.EndArray().Key("hands").Uint(table.hands).Key("skipped").Uint(table.skipped);
  json.Key("rows").BeginArray();
  for (const FamilyTableRow& row : table.rows) {
    json.BeginObject().Key("key").BeginObject();
    for (size_t i = 0; i < table.by.size(); ++i)
      json.Key(HandFeatureName(table.by[i])).String(row.labels[i]);
    json.EndObject().Key("hands").Uint(row.hands).Key("bids").BeginArray();
    for (size_t i = 0; i < table.bids.size(); ++i) {
      const BidStat& s = row.bids[i];
      json.BeginObject().Key("bid").Int(table.bids[i]).Key("makes").Uint(s.makes);
      json.Key("probability").Double(s.probability, 6).Key("ci95").BeginArray();
      json.Double(s.interval.low, 6).Double(s.interval.high, 6).EndArray().EndObject();
    }
    json.EndArray().EndObject();
  }
  json.EndArray().EndObject();
  return json.str() + "\n";
}

// Reads one study file (or stdin for '-') into `builder`; returns its params, and in `read`
// the records it held (fewer than the study's in a subset a user filtered).
absl::StatusOr<FamilyStudyParams> ReadStudy(const std::string& path, const family::Game& game,
                                            const std::vector<int>& seats,
                                            FamilyTableBuilder& builder, uint64_t& read) {
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot read ", path));
  }
  std::istream& in = path == "-" ? std::cin : file;
  FamilyStudyReader reader(in, /*allow_subset=*/true);
  if (absl::Status s = reader.ReadHeader(); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": ", s.message()));
  }
  if (reader.params().game != &game) {
    return absl::InvalidArgumentError(absl::StrCat(path, " holds a ", reader.params().game->name,
                                                   " study, not ", game.name, " (--game)"));
  }
  FamilyStudyRecord r;
  while (true) {
    absl::StatusOr<bool> more = reader.Next(r);
    if (!more.ok())
      return absl::InvalidArgumentError(absl::StrCat(path, ": ", more.status().message()));
    if (!*more) break;
    if (std::find(seats.begin(), seats.end(), r.declarer) != seats.end()) builder.Add(r);
  }
  read = reader.read();
  return reader.params();
}

}  // namespace

int RunFamilyTable(const FamilyTableFlags& flags) {
  const family::Game& game = *flags.game;
  absl::StatusOr<std::vector<HandFeature>> by = ParseHandFeatures(flags.by);
  if (!by.ok()) return Fail(absl::StrCat("--by: ", by.status().message()));
  std::vector<int> seats;
  if (absl::AsciiStrToLower(flags.declarer) == "all") {
    for (int s = 0; s < game.seats; ++s) seats.push_back(s);
  } else {
    for (absl::string_view name : absl::StrSplit(flags.declarer, ',', absl::SkipWhitespace())) {
      absl::StatusOr<int> seat = family::ParseSeat(game, absl::StripAsciiWhitespace(name));
      if (!seat.ok()) return Fail(absl::StrCat("--declarer: ", seat.status().message()));
      seats.push_back(*seat);
    }
    if (seats.empty()) return Fail("--declarer: no seat named");
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  if (*format == "svg")
    return Fail(absl::StrCat("--format svg: --game ", game.name, " writes text, csv or json"));
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output", flags.studies);
  if (!out.ok()) return Fail(out.status());
  FamilyTableBuilder builder(game, *by);
  std::vector<std::string> described;
  std::map<uint64_t, std::string> seeds;  // deal i of a seed is one deal in every study
  for (const std::string& path : flags.studies) {
    uint64_t read = 0;
    absl::StatusOr<FamilyStudyParams> p = ReadStudy(path, game, seats, builder, read);
    if (!p.ok()) return Fail(p.status());
    if (const auto [it, fresh] = seeds.emplace(p->seed, path); !fresh) {
      return Fail(absl::StrCat(it->second, " and ", path, " share seed ", p->seed,
                               ": their deals are the same deals; give one of them"));
    }
    const uint64_t all = p->deals * p->records_per_deal();
    described.push_back(absl::StrCat(
        path, " (seed ", p->seed, ", ", p->deals, " deals",
        read < all ? absl::StrCat("; a subset, ", read, " of ", all, " records") : "", ")"));
  }
  const FamilyTable table = builder.Build();
  if (table.rows.empty()) return Fail("no study record of a trump contract matches --declarer");
  const std::string about =
      absl::StrCat(table.hands, " hands from ", absl::StrJoin(described, ", "), ", double dummy");
  const std::string text = *format == "csv"    ? TableCsv(table)
                           : *format == "json" ? TableJson(table)
                                               : TableText(table, about);
  if (absl::Status s = WriteAndCommit(*out, text); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
