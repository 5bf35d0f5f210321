#include "cli/report.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/json.h"
#include "solver/state.h"

namespace texas42 {
namespace {

absl::string_view ValueKey(const Contract& c) {
  return c.scoring() == Scoring::kPoints ? "points" : "tricks";
}

std::string TeamName(Team t) { return t == Team::kNorthSouth ? "North-South" : "East-West"; }

// Returns e.g. "makes 30..34, set at 35" for a point value.
std::string Verdict(const Contract& c, int value) {
  switch (c.scoring()) {
    case Scoring::kPoints:
      if (value == 42) return "makes every bid, 1 mark and more";
      if (value < 30) return "sets every bid (30 or more)";
      return absl::StrCat("makes bids 30..", value, ", set at ", value + 1);
    case Scoring::kTricks:
      return value == 7 ? "makes (all 7 tricks)" : "set";
    case Scoring::kDeclarerTricks:
      return value == 0 ? "makes (no trick taken)" : "set";
  }
  return "";
}

}  // namespace

absl::string_view ValueUnit(const Contract& contract) {
  switch (contract.scoring()) {
    case Scoring::kPoints: return "points";
    case Scoring::kTricks: return "tricks";
    case Scoring::kDeclarerTricks: return "declarer tricks";
  }
  return "";
}

std::string DealJson(const DealJob& job, const DealReport& report) {
  JsonWriter w;
  w.BeginObject();
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
    w.Key(r.contract.kind == ContractKind::kNormal ? "trump" : "contract")
        .String(ContractName(r.contract));
    if (r.contract.kind == ContractKind::kSplash || r.contract.kind == ContractKind::kPlunge) {
      w.Key("trump").String(TrumpName(r.contract.trump));
    }
    if (r.contract.kind == ContractKind::kNello) {
      w.Key("nello_doubles").String(NelloDoublesName(r.contract.nello_doubles));
    }
    w.Key(ValueKey(r.contract)).Int(r.value);
    w.Key("unit").String(ValueUnit(r.contract));
    w.Key("makes").Bool(r.contract.Makes(r.value, 30));
    w.Key("plays").BeginArray();
    for (const TileValue& p : r.plays) {
      w.BeginObject().Key("tile").String(FormatTile(p.tile)).Key(ValueKey(r.contract)).Int(p.value);
      w.EndObject();
    }
    w.EndArray();
    w.Key("line").BeginArray();
    for (const PlayedTrick& t : r.line) {
      w.BeginObject();
      w.Key("leader").String(std::string(1, SeatLetter(t.leader)));
      w.Key("tiles").BeginArray();
      for (Tile tile : t.tiles) w.String(FormatTile(tile));
      w.EndArray();
      w.Key("winner").String(std::string(1, SeatLetter(t.winner)));
      w.Key(ValueKey(r.contract)).Int(t.value);
      w.EndObject();
    }
    w.EndArray();
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
    absl::StrAppendFormat(&out, "%-6s %s%s\n", SeatName(seat), FormatTiles(job.deal.hand(seat)),
                          seat == job.declarer ? "   (declarer)" : "");
  }
  if (!job.played.empty()) {
    std::string played;
    for (Tile t : job.played) absl::StrAppend(&played, played.empty() ? "" : " ", FormatTile(t));
    absl::StrAppend(&out, "Played ", played, "\n");
  }
  const Team side = TeamOf(job.declarer);
  for (const ContractResult& r : report.results) {
    const std::string name = r.contract.kind == ContractKind::kNormal
                                 ? absl::StrCat(TrumpName(r.contract.trump), " trump")
                                 : std::string(ContractName(r.contract));
    if (r.contract.scoring() == Scoring::kDeclarerTricks) {
      absl::StrAppend(&out, "\n", name, ": ", SeatName(job.declarer), " is held to ", r.value,
                      " trick", r.value == 1 ? "" : "s", " — ", Verdict(r.contract, r.value), "\n");
    } else {
      absl::StrAppend(&out, "\n", name, ": ", TeamName(side), " take ", r.value, " of ",
                      r.contract.max_value(), " ", ValueUnit(r.contract), " — ",
                      Verdict(r.contract, r.value), "\n");
    }
    if (!r.plays.empty()) {
      std::string plays;
      for (const TileValue& p : r.plays) {
        absl::StrAppend(&plays, plays.empty() ? "" : ", ", FormatTile(p.tile), " ", p.value);
      }
      absl::StrAppend(&out, "  every legal tile: ", plays, "\n");
    }
    for (size_t i = 0; i < r.line.size(); ++i) {
      const PlayedTrick& t = r.line[i];
      const int number = kTricksPerHand - static_cast<int>(r.line.size()) + static_cast<int>(i) + 1;
      std::string tiles;
      for (Tile tile : t.tiles) absl::StrAppend(&tiles, tiles.empty() ? "" : " ", FormatTile(tile));
      absl::StrAppendFormat(&out, "  trick %d: %c leads  %-16s %c wins %2d %s\n", number,
                            SeatLetter(t.leader), tiles, SeatLetter(t.winner), t.value,
                            r.contract.scoring() == Scoring::kPoints ? "points" : "trick");
    }
  }
  if (report.results.size() > 1) {
    absl::StrAppend(&out, "\nSummary for ", TeamName(side), ":\n");
    for (const ContractResult& r : report.results) {
      absl::StrAppendFormat(&out, "  %-9s %2d %s\n", ContractName(r.contract), r.value,
                            ValueUnit(r.contract));
    }
  }
  return out;
}

}  // namespace texas42
