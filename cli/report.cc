#include "cli/report.h"

#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/json_writer.h"
#include "solver/deal.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// The key of a value in `solve`'s JSON: "points", or "tricks" (nello's declarer tricks too).
absl::string_view SolveValueKey(const Contract& c) {
  return c.scoring() == Scoring::kPoints ? "points" : "tricks";
}

std::string TeamName(Team t) { return t == Team::kNorthSouth ? "North-South" : "East-West"; }

// Returns e.g. "makes bids 30..34; set at 35 and at 1 mark (42) and more" for a point value.
std::string Verdict(const Contract& c, int value) {
  switch (c.scoring()) {
    case Scoring::kPoints:
      if (value == kTotalPoints) return "makes every bid, 1 mark (42) and more";
      if (value < 30) return "set at every bid, 30 up to 1 mark (42) and more";
      return absl::StrCat(value == kLowestBid ? "makes a bid of 30" : absl::StrCat("makes bids 30..", value), "; set at ",
                          value + 1 == kTotalPoints ? "" : absl::StrCat(value + 1, " and at "),
                          "1 mark (42) and more");
    case Scoring::kTricks:
      return value == kTricksPerHand ? "makes (all 7 tricks)" : "set (needs all 7 tricks)";
    case Scoring::kDeclarerTricks:
      return value == 0 ? "makes (no trick taken)" : "set (needs no trick taken)";
  }
  return "";
}

// Returns "sixes trump", or "followme (no trumps)".
std::string TrumpHeading(Trump t) {
  return t == Trump::kFollowMe ? "followme (no trumps)" : absl::StrCat(TrumpName(t), " trump");
}

// Returns the heading of a result: "sixes trump", "nello, doubles own", "splash, sixes trump".
std::string Heading(const Contract& c) {
  std::string out;
  switch (c.kind) {
    case ContractKind::kNormal:
      out = TrumpHeading(c.trump);
      break;
    case ContractKind::kNello:
      out = absl::StrCat("nello, doubles ", NelloDoublesName(c.nello_doubles));
      break;
    case ContractKind::kSevens:
      out = c.sevens_closest_lead ? "sevens, closest lead" : "sevens";
      break;
    case ContractKind::kSplash:
    case ContractKind::kPlunge:
      out = absl::StrCat(ContractName(c), ", ", TrumpHeading(c.trump));
      break;
  }
  if (c.first_lead_trump) absl::StrAppend(&out, ", first lead a trump");
  return out;
}

// Returns the short name used in the summary table: "sixes", "nello own", "splash sixes".
std::string ShortName(const Contract& c) {
  switch (c.kind) {
    case ContractKind::kNormal:
      return std::string(TrumpName(c.trump));
    case ContractKind::kNello:
      return absl::StrCat("nello ", NelloDoublesName(c.nello_doubles));
    case ContractKind::kSevens:
      return "sevens";
    case ContractKind::kSplash:
    case ContractKind::kPlunge:
      return absl::StrCat(ContractName(c), " ", TrumpName(c.trump));
  }
  return "";
}

// What a seat does in the contract, shown beside his hand.
std::string Role(const Contract& c, Seat seat, Seat declarer) {
  if (seat == declarer) return "   (declarer)";
  if (seat != PartnerOf(declarer)) return "";
  if (c.partner_sits_out()) return "   (sits out)";
  if (c.partner_leads()) return "   (names trump, leads)";
  return "";
}

// Writes tricks as a JSON array of {"leader","tiles","winner",points|tricks}.
void AppendTricks(JsonWriter& w, const std::vector<PlayedTrick>& tricks, const Contract& c) {
  w.BeginArray();
  for (const PlayedTrick& t : tricks) {
    w.BeginObject();
    w.Key("leader").String(std::string(1, SeatLetter(t.leader)));
    w.Key("tiles").BeginArray();
    for (Tile tile : t.tiles) w.String(FormatTile(tile));
    w.EndArray();
    w.Key("winner").String(std::string(1, SeatLetter(t.winner)));
    w.Key(SolveValueKey(c)).Int(t.value);
    w.EndObject();
  }
  w.EndArray();
}

// Appends one trick of a line: "  trick 3: N leads  6-6 6-2 4-3 5-1  N wins  1 trick".
void AppendTrickLine(std::string& out, int number, const PlayedTrick& t, const Contract& c,
                     absl::string_view note) {
  std::string tiles;
  for (Tile tile : t.tiles) absl::StrAppend(&tiles, tiles.empty() ? "" : " ", FormatTile(tile));
  const std::string unit = c.scoring() == Scoring::kPoints ? (t.value == 1 ? "point" : "points")
                                                           : "trick";
  absl::StrAppendFormat(&out, "  trick %d: %c leads  %-16s %c wins %2d %s%s\n", number,
                        SeatLetter(t.leader), tiles, SeatLetter(t.winner), t.value, unit, note);
}

}  // namespace

std::string Grouped(uint64_t count) {
  std::string digits = absl::StrCat(count);
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(at, ",");
  return digits;
}

absl::string_view ValueUnit(const Contract& contract) {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return "points";
    case Scoring::kTricks:
      return "tricks";
    case Scoring::kDeclarerTricks:
      return "declarer tricks";
  }
  return "";
}

absl::string_view ValueKey(const Contract& contract) {
  switch (contract.scoring()) {
    case Scoring::kPoints:
      return "points";
    case Scoring::kTricks:
      return "tricks";
    case Scoring::kDeclarerTricks:
      return "declarer_tricks";
  }
  return "value";
}

std::string TileList(const std::vector<Tile>& tiles) {
  std::vector<std::string> names;
  for (Tile t : tiles) names.push_back(FormatTile(t));
  return absl::StrJoin(names, " ");
}

std::string SeatLetterString(Seat seat) { return std::string(1, SeatLetter(seat)); }

std::string ContractLine(const Contract& c, Seat declarer, int bid) {
  std::string name(ContractName(c));
  if (c.kind == ContractKind::kNello) {
    absl::StrAppend(&name, " (doubles ", NelloDoublesName(c.nello_doubles), ")");
  }
  if (c.kind == ContractKind::kSplash || c.kind == ContractKind::kPlunge) {
    absl::StrAppend(&name, " with ", TrumpName(c.trump), " trump");
  }
  if (c.first_lead_trump) absl::StrAppend(&name, ", first lead a trump");
  if (c.sevens_closest_lead) absl::StrAppend(&name, ", closest lead");
  const int shown = c.scoring() == Scoring::kPoints ? bid : MarksOf(c) * kTotalPoints;
  return absl::StrCat(name, ", ", SeatName(declarer), " declares, bid ", BidName(shown));
}

std::string DealJson(const DealJob& job, const DealReport& report, std::optional<uint64_t> line) {
  JsonWriter w;
  w.BeginObject();
  if (line) w.Key("line").Int(static_cast<long long>(*line));
  w.Key("game").String("42");
  w.Key("deal").String(FormatDeal(job.deal));
  w.Key("declarer").String(std::string(1, SeatLetter(job.declarer)));
  if (!job.played.empty()) {
    w.Key("played").BeginArray();
    for (Tile t : job.played) w.String(FormatTile(t));
    w.EndArray();
  }
  w.Key("results").BeginArray();
  for (const ContractResult& r : report.results) {
    w.BeginObject();
    const Contract& c = r.contract;
    w.Key("contract").String(ContractKindName(c.kind));
    if (c.has_trump()) w.Key("trump").String(TrumpName(c.trump));
    if (c.kind == ContractKind::kNello) {
      w.Key("nello_doubles").String(NelloDoublesName(c.nello_doubles));
    }
    if (c.kind == ContractKind::kSevens) w.Key("closest_lead").Bool(c.sevens_closest_lead);
    if (c.first_lead_trump) w.Key("first_lead_trump").Bool(true);
    if (DoublesRequired(c.kind) > 0) {
      w.Key("doubles").Int((job.deal.hand(job.declarer) & Doubles()).size());
      w.Key("qualifies").Bool(CheckQualifies(c, job.deal.hand(job.declarer)).ok());
    }
    w.Key(SolveValueKey(c)).Int(r.value);
    w.Key("unit").String(ValueUnit(c));
    w.Key("max").Int(c.scoring() == Scoring::kPoints ? kTotalPoints : kTricksPerHand);
    if (c.scoring() == Scoring::kPoints) {
      w.Key("makes").Bool(c.Makes(r.value, kLowestBid));
      w.Key("makes_mark").Bool(c.Makes(r.value, kTotalPoints));
      w.Key("lowest_bid").Int(kLowestBid);
    } else {
      w.Key("makes").Bool(c.Makes(r.value));
    }
    if (r.to_move) w.Key("to_move").String(std::string(1, SeatLetter(*r.to_move)));
    if (!job.played.empty()) {
      w.Key("played_tricks");
      AppendTricks(w, r.played, c);
    }
    w.Key("plays").BeginArray();
    for (const TileValue& p : r.plays) {
      w.BeginObject()
          .Key("tile")
          .String(FormatTile(p.tile))
          .Key(SolveValueKey(r.contract))
          .Int(p.value);
      w.EndObject();
    }
    w.EndArray();
    w.Key("line");
    AppendTricks(w, r.line, c);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return w.str();
}

std::string DealText(const DealJob& job, const DealReport& report) {
  std::string out;
  for (int s = 0; s < kSeatCount; ++s) {
    const Seat seat = SeatAt(s);
    const Contract& first = report.results.empty() ? Contract() : report.results.front().contract;
    absl::StrAppendFormat(&out, "%-6s %s%s\n", SeatName(seat), FormatTiles(job.deal.hand(seat)),
                          Role(first, seat, job.declarer));
  }
  for (const ContractResult& r : report.results) {
    const int needed = DoublesRequired(r.contract);
    if (needed == 0) continue;
    const TileSet doubles = job.deal.hand(job.declarer) & Doubles();
    absl::StrAppend(&out, SeatName(job.declarer), " holds ", doubles.size(), " double",
                    doubles.size() == 1 ? "" : "s",
                    doubles.empty() ? "" : absl::StrCat(" (", FormatTiles(doubles), ")"), ": ",
                    CheckQualifies(r.contract, job.deal.hand(job.declarer)).ok()
                        ? "qualifies for "
                        : "does not qualify for ",
                    ContractName(r.contract), " (needs ", needed, ")\n");
    break;
  }
  if (!job.played.empty()) {
    std::string played;
    for (Tile t : job.played) absl::StrAppend(&played, played.empty() ? "" : " ", FormatTile(t));
    absl::StrAppend(&out, "Played ", played, "\n");
  }
  const Team side = TeamOf(job.declarer);
  for (const ContractResult& r : report.results) {
    const std::string name = Heading(r.contract);
    if (r.contract.scoring() == Scoring::kDeclarerTricks) {
      absl::StrAppend(&out, "\n", name, ": ", SeatName(job.declarer), " is held to ", r.value,
                      " trick", r.value == 1 ? "" : "s", " — ", Verdict(r.contract, r.value), "\n");
    } else {
      absl::StrAppend(&out, "\n", name, ": ", TeamName(side), " take ", r.value, " of ",
                      r.contract.max_value(), " ", ValueUnit(r.contract), " — ",
                      Verdict(r.contract, r.value), "\n");
    }
    if (!job.played.empty() && r.to_move) {
      absl::StrAppend(&out, "  ", SeatName(*r.to_move), " to play\n");
    }
    if (!r.plays.empty()) {
      std::string plays;
      for (const TileValue& p : r.plays) {
        absl::StrAppend(&plays, plays.empty() ? "" : ", ", FormatTile(p.tile), " ", p.value);
      }
      // Whose value each number is: the declaring side's points or tricks, or in nello the
      // tricks the declarer is held to.
      const std::string whose =
          r.contract.scoring() == Scoring::kDeclarerTricks
              ? absl::StrCat("tricks ", SeatName(job.declarer), " is held to")
              : absl::StrCat(ValueUnit(r.contract), " ", TeamName(side), " take");
      absl::StrAppend(&out, "  ", whose, " after each legal tile: ", plays, "\n");
    }
    // The tricks already played, then the optimal line from here (its first trick holds the
    // tiles of the current trick that were played).
    for (size_t i = 0; i < r.played.size() && !job.played.empty(); ++i) {
      AppendTrickLine(out, static_cast<int>(i) + 1, r.played[i], r.contract, "  (played)");
    }
    for (size_t i = 0; i < r.line.size(); ++i) {
      const int number = kTricksPerHand - static_cast<int>(r.line.size()) + static_cast<int>(i) + 1;
      AppendTrickLine(out, number, r.line[i], r.contract, "");
    }
  }
  if (report.results.size() > 1) {
    absl::StrAppend(&out, "\nSummary for ", TeamName(side), ":\n");
    for (const ContractResult& r : report.results) {
      absl::StrAppendFormat(&out, "  %-16s %2d %-15s %s\n", ShortName(r.contract), r.value,
                            ValueUnit(r.contract), Verdict(r.contract, r.value));
    }
  }
  return out;
}

std::string DeclarerTable(const std::vector<DealJob>& jobs,
                          const std::vector<DealReport>& reports) {
  std::string out = "Every contract by declarer (the declarer's side takes):\n";
  absl::StrAppendFormat(&out, "  %-16s", "contract");
  for (const DealJob& job : jobs) absl::StrAppendFormat(&out, " %5c", SeatLetter(job.declarer));
  out += "\n";
  if (reports.empty()) return out;
  for (size_t c = 0; c < reports.front().results.size(); ++c) {
    const Contract& contract = reports.front().results[c].contract;
    absl::StrAppendFormat(&out, "  %-16s", ShortName(contract));
    for (const DealReport& report : reports) {
      if (c < report.results.size()) {
        absl::StrAppendFormat(&out, " %5d", report.results[c].value);
      } else {
        absl::StrAppendFormat(&out, " %5s", "-");
      }
    }
    absl::StrAppend(&out, "  ", ValueUnit(contract), "\n");
  }
  return out;
}

}  // namespace texas42
