#include "cli/solve_report.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"

namespace texas42 {
namespace {

// Returns "sixes trump", "followme (no trumps)", "nello, doubles own", "splash, sixes trump",
// "sevens to 8, closest lead" — with ", reversed doubles" and ", first lead a trump" as given.
std::string Heading(const family::Game& game, const family::Contract& c) {
  const auto trump = [](int t) {
    return t == family::kFollowMe ? std::string("followme (no trumps)")
                                  : absl::StrCat(family::TrumpName(t), " trump");
  };
  std::string out;
  switch (c.kind) {
    case family::Kind::kNormal:
      out = trump(c.trump);
      break;
    case family::Kind::kNello:
    case family::Kind::kLowNo:
      out = absl::StrCat(family::ContractName(game, c), ", doubles ",
                         c.nello_doubles == family::NelloDoubles::kOwn    ? "own"
                         : c.nello_doubles == family::NelloDoubles::kHigh ? "high"
                                                                          : "low");
      break;
    case family::Kind::kSevens:
      out = c.sevens_to == 7 ? "sevens" : absl::StrCat("sevens to ", c.sevens_to);
      if (c.sevens_closest_lead) absl::StrAppend(&out, ", closest lead");
      break;
    case family::Kind::kPartnerCall:
      out = absl::StrCat(family::ContractName(game, c), ", ", trump(c.trump));
      break;
  }
  if (c.reversed_doubles) absl::StrAppend(&out, ", reversed doubles");
  if (c.first_lead_trump) absl::StrAppend(&out, ", first lead a trump");
  return out;
}

// Returns the short name of the summary and the table by declarer: "sixes", "nello own",
// "sevens to 8", "splash sixes".
std::string ShortName(const family::Game& game, const family::Contract& c) {
  switch (c.kind) {
    case family::Kind::kNormal:
      return std::string(family::TrumpName(c.trump));
    case family::Kind::kNello:
    case family::Kind::kLowNo:
      return absl::StrCat(family::ContractName(game, c), " ",
                          c.nello_doubles == family::NelloDoubles::kOwn    ? "own"
                          : c.nello_doubles == family::NelloDoubles::kHigh ? "high"
                                                                           : "low");
    case family::Kind::kSevens:
      return c.sevens_to == 7 ? "sevens" : absl::StrCat("sevens to ", c.sevens_to);
    case family::Kind::kPartnerCall:
      return absl::StrCat(family::ContractName(game, c), " ", family::TrumpName(c.trump));
  }
  return "";
}

bool MakesOf(const family::Game& game, const ContractResult& r) {
  return family::Makes(game, r.contract, r.value.value, game.lowest_bid);
}

std::string Side(const family::Game& game, int declarer) {
  if (!game.partners()) return family::SeatName(declarer);
  return declarer % 2 == 0 ? "North-South" : "East-West";
}

// The top bid of a normal contract, as players say it: "1 mark (42)", "7 tricks (shoot the
// moon)".
std::string TopBidName(const family::Game& game) {
  return game.counts ? absl::StrCat("1 mark (", game.total, ")")
                     : absl::StrCat(game.tricks(), " tricks (shoot the moon)");
}

// Which bids a value makes: "makes bids 30..34; set at 35 and at 1 mark (42) and more", "makes
// every bid, 7 tricks (shoot the moon)"; for a contract bid in marks, whether it makes.
std::string Verdict(const family::Game& game, const ContractResult& r) {
  const int value = r.value.value;
  const int low = game.lowest_bid;
  const int top = TopBid(game);
  // A bid in marks covers every higher one too ("and more"); Moon's top bid is its last.
  const std::string top_name = absl::StrCat(TopBidName(game), game.counts ? " and more" : "");
  switch (family::ScoringOf(game, r.contract)) {
    case family::Scoring::kPoints:
    case family::Scoring::kTricks:
      if (r.contract.kind == family::Kind::kNormal) {
        if (value >= top) return absl::StrCat("makes every bid, ", top_name);
        if (value < low) return absl::StrCat("set at every bid, ", low, " up to ", top_name);
        return absl::StrCat(value == low ? absl::StrCat("makes a bid of ", low)
                                         : absl::StrCat("makes bids ", low, "..", value),
                            "; set at ",
                            value + 1 == top ? "" : absl::StrCat(value + 1, " and at "), top_name);
      }
      return MakesOf(game, r) ? absl::StrCat("makes (all ", game.tricks(), " tricks)")
                              : absl::StrCat("set (needs all ", game.tricks(), " tricks)");
    case family::Scoring::kNoTricks:
      return MakesOf(game, r) ? "makes (no trick taken)" : "set (needs no trick taken)";
  }
  return "";
}

// What a seat does in the contract, shown beside his hand, as in Texas 42's report.
std::string Role(const family::Game& game, const family::Contract& c, int seat, int declarer) {
  if (seat == declarer) return "   (declarer)";
  if (!game.partners() || seat != (declarer + 2) % 4) return "";
  if (c.kind == family::Kind::kNello) return "   (sits out)";
  if (c.kind == family::Kind::kPartnerCall) return "   (names trump, leads)";
  return "";
}

int TrickSize(const family::Game& game, const family::Contract& c) {
  return game.seats - (c.kind == family::Kind::kNello && game.partners() ? 1 : 0);
}

// Whose value each number of a tile's value is, as Texas 42's report says it: "points
// North-South take", "tricks North takes", or "tricks North is held to".
std::string Whose(const family::Game& game, const family::Contract& c, int declarer) {
  switch (family::ScoringOf(game, c)) {
    case family::Scoring::kPoints:
    case family::Scoring::kTricks:
      return absl::StrCat(
          family::ScoringOf(game, c) == family::Scoring::kPoints ? "points " : "tricks ",
          Side(game, declarer), game.partners() ? " take" : " takes");
    case family::Scoring::kNoTricks:
      return c.kind == family::Kind::kLowNo
                 ? absl::StrCat("tricks ", Side(game, declarer), " are held to")
                 : absl::StrCat("tricks ", family::SeatName(declarer), " is held to");
  }
  return "";
}

// The lines on the position after --played, as Texas 42's: who is to play, every legal tile's
// value, the tricks played ("(played)"), then an optimal line trick by trick (its first trick
// holds the tiles of the trick in progress).
std::string PlaysText(const family::Game& game, int declarer, const ContractResult& r) {
  const PositionValues& p = r.position;
  const family::Rules& rules = family::SharedRules(game, r.contract);
  std::string out;
  if (!p.played.empty() && !p.finished) {
    absl::StrAppend(&out, "  ", family::SeatName(p.to_move), " to play\n");
  }
  if (p.values && !p.finished) {
    std::vector<std::string> tiles;
    for (const family::MoveValue& v : p.tiles) {
      tiles.push_back(absl::StrCat(family::FormatMove(rules, v.move), " ", v.value));
    }
    absl::StrAppend(&out, "  ", Whose(game, r.contract, declarer),
                    " after each legal tile: ", absl::StrJoin(tiles, ", "), "\n");
  }
  std::vector<family::Move> moves = p.played;
  if (p.values) moves.insert(moves.end(), p.line.begin(), p.line.end());
  const std::vector<family::TrickPlayed> tricks =
      family::TricksOf(family::Position(rules, r.value.hands, declarer), moves);
  const bool points = family::ScoringOf(game, r.contract) == family::Scoring::kPoints;
  const int width = 4 * TrickSize(game, r.contract);
  const size_t done = static_cast<size_t>(p.trick - 1);
  for (size_t t = 0; t < tricks.size(); ++t) {
    if (tricks[t].winner < 0) continue;  // --values-only: the trick in progress, unfinished
    std::vector<std::string> shown;
    for (const family::Move& m : tricks[t].moves) shown.push_back(family::FormatMove(rules, m));
    absl::StrAppendFormat(&out, "  trick %d: %c leads  %-*s %c wins %2d %s%s\n", t + 1,
                          family::SeatLetter(tricks[t].leader), width, absl::StrJoin(shown, " "),
                          family::SeatLetter(tricks[t].winner), tricks[t].value,
                          points ? (tricks[t].value == 1 ? "point" : "points") : "trick",
                          t < done ? "  (played)" : "");
  }
  return out;
}

// The key of a value in JSON, as Texas 42's: "points", or "tricks" (nello's too).
absl::string_view ValueKey(const family::Game& game, const family::Contract& c) {
  return family::ScoringOf(game, c) == family::Scoring::kPoints ? "points" : "tricks";
}

// The contract's kind, as Texas 42's JSON names it: normal, nello, low-no, sevens, or the
// partner call (splash, plunge, dip, dive).
std::string KindName(const family::Game& game, const family::Contract& c) {
  switch (c.kind) {
    case family::Kind::kNormal:
      return "normal";
    case family::Kind::kPartnerCall:
      return std::string(game.partner_calls[c.partner_call].name);
    default:
      return family::ContractName(game, c);
  }
}

// Writes tricks as a JSON array of {"leader","tiles","winner",points|tricks}; an unfinished
// trick has no winner and no value.
void TricksJson(JsonWriter& json, const family::Rules& rules,
                const std::vector<family::TrickPlayed>& tricks, absl::string_view key) {
  json.BeginArray();
  for (const family::TrickPlayed& t : tricks) {
    json.BeginObject();
    json.Key("leader").String(std::string(1, family::SeatLetter(t.leader)));
    json.Key("tiles").BeginArray();
    for (const family::Move& m : t.moves) json.String(family::FormatMove(rules, m));
    json.EndArray();
    if (t.winner >= 0) {
      json.Key("winner").String(std::string(1, family::SeatLetter(t.winner)));
      json.Key(key).Int(t.value);
    }
    json.EndObject();
  }
  json.EndArray();
}

// The fields of a result on the position reached (the first lead, or after --played): the seat
// to move; after --played the trick and what each side has taken, and the tricks played; then
// every legal tile's value and an optimal line, trick by trick from the trick in progress (empty
// with --values-only).
void PlaysJson(JsonWriter& json, const family::Game& game, int declarer, const ContractResult& r) {
  const PositionValues& p = r.position;
  const family::Rules& rules = family::SharedRules(game, r.contract);
  const absl::string_view key = ValueKey(game, r.contract);
  if (!p.finished) json.Key("to_move").String(std::string(1, family::SeatLetter(p.to_move)));
  std::vector<family::Move> moves = p.played;
  moves.insert(moves.end(), p.line.begin(), p.line.end());
  const std::vector<family::TrickPlayed> tricks =
      family::TricksOf(family::Position(rules, r.value.hands, declarer), moves);
  const size_t done = std::min(static_cast<size_t>(p.trick - 1), tricks.size());
  if (!p.played.empty()) {
    json.Key("trick").Int(p.trick);
    json.Key("taken").Int(p.taken);
    json.Key("taken_against").Int(p.taken_against);
    json.Key("played_tricks");
    TricksJson(json, rules, {tricks.begin(), tricks.begin() + done}, key);
  }
  json.Key("plays").BeginArray();
  for (const family::MoveValue& v : p.tiles) {
    json.BeginObject();
    json.Key("tile").String(family::FormatMove(rules, v.move));
    json.Key(key).Int(v.value);
    json.EndObject();
  }
  json.EndArray();
  json.Key("line");
  TricksJson(json, rules,
             p.values ? std::vector<family::TrickPlayed>(tricks.begin() + done, tricks.end())
                      : std::vector<family::TrickPlayed>{},
             key);
}

}  // namespace

void ContractFieldsJson(JsonWriter& json, const family::Game& game, const family::Contract& c,
                        family::TileSet declarer_hand) {
  json.Key("contract").String(KindName(game, c));
  if (c.has_trump()) json.Key("trump").String(family::TrumpName(c.trump));
  if (c.kind == family::Kind::kNello || c.kind == family::Kind::kLowNo) {
    json.Key("nello_doubles").String(family::NelloDoublesName(c.nello_doubles));
  }
  if (c.kind == family::Kind::kSevens) {
    json.Key("sevens_to").Int(c.sevens_to);
    json.Key("closest_lead").Bool(c.sevens_closest_lead);
  }
  if (c.first_lead_trump) json.Key("first_lead_trump").Bool(true);
  if (c.reversed_doubles) json.Key("reversed_doubles").Bool(true);
  if (c.kind == family::Kind::kPartnerCall) {
    json.Key("doubles").Int(family::DoublesIn(declarer_hand));
    json.Key("qualifies").Bool(family::CheckQualifies(game, c, declarer_hand).ok());
  }
}

absl::string_view FamilyValueUnit(const family::Game& game, const family::Contract& c) {
  switch (family::ScoringOf(game, c)) {
    case family::Scoring::kPoints:
      return "points";
    case family::Scoring::kTricks:
      return "tricks";
    case family::Scoring::kNoTricks:
      return c.kind == family::Kind::kLowNo ? "declarer side tricks" : "declarer tricks";
  }
  return "";
}

std::string SolveText(const DealResults& report) {
  const family::Game& game = *report.game;
  std::string out =
      absl::StrCat(game.title, ", ", family::SeatName(report.declarer), " declares\n");
  const family::Contract first =
      report.results.empty() ? family::Contract{} : report.results.front().contract;
  for (int s = 0; s < game.seats; ++s) {
    absl::StrAppendFormat(&out, "%-6s %s%s\n", family::SeatName(s),
                          FormatTiles(report.deal.hands[s]), Role(game, first, s, report.declarer));
  }
  if (!report.deal.left_over.empty()) {
    absl::StrAppend(&out, "left over  ", FormatTiles(report.deal.left_over), "\n");
  }
  for (const ContractResult& r : report.results) {
    if (r.contract.kind != family::Kind::kPartnerCall) continue;
    const family::TileSet hand = report.deal.hands[report.declarer];
    family::TileSet doubles;
    for (family::Tile t : hand) {
      if (t.is_double()) doubles.Add(t);
    }
    absl::StrAppend(&out, family::SeatName(report.declarer), " holds ", doubles.size(), " double",
                    doubles.size() == 1 ? "" : "s",
                    doubles.empty() ? "" : absl::StrCat(" (", FormatTiles(doubles), ")"), ": ",
                    family::CheckQualifies(game, r.contract, hand).ok() ? "qualifies for "
                                                                        : "does not qualify for ",
                    family::ContractName(game, r.contract), " (needs ",
                    game.partner_calls[r.contract.partner_call].doubles, ")\n");
    break;
  }
  if (!report.results.empty() && !report.results.front().position.played.empty()) {
    const family::Rules& rules = family::SharedRules(game, first);
    std::vector<std::string> played;
    for (const family::Move& m : report.results.front().position.played) {
      played.push_back(family::FormatMove(rules, m));
    }
    absl::StrAppend(&out, "Played ", absl::StrJoin(played, " "), "\n");
  }
  for (const ContractResult& r : report.results) {
    const int value = r.value.value;
    const std::string unit =
        family::ScoringOf(game, r.contract) == family::Scoring::kPoints ? "points" : "tricks";
    absl::StrAppend(&out, "\n", Heading(game, r.contract), ": ");
    if (family::ScoringOf(game, r.contract) == family::Scoring::kNoTricks) {
      absl::StrAppend(&out,
                      r.contract.kind == family::Kind::kLowNo ? Side(game, report.declarer)
                                                              : family::SeatName(report.declarer),
                      r.contract.kind == family::Kind::kLowNo ? " are" : " is", " held to ", value,
                      value == 1 ? " trick" : " tricks");
    } else {
      absl::StrAppend(&out, Side(game, report.declarer), " take", game.partners() ? "" : "s", " ",
                      value, " of ", family::MaxValue(game, r.contract), " ", unit);
    }
    absl::StrAppend(&out, " — ", Verdict(game, r), "\n");
    if (game.left_over > 0) {
      absl::StrAppend(
          &out, "  discards ",
          r.value.discard.empty() ? std::string("nothing") : FormatTiles(r.value.discard), "\n");
    }
    absl::StrAppend(&out, PlaysText(game, report.declarer, r));
  }
  if (report.results.size() > 1) {
    absl::StrAppend(&out, "\nSummary for ", Side(game, report.declarer), ":\n");
    for (const ContractResult& r : report.results) {
      absl::StrAppendFormat(&out, "  %-16s %2d %-15s %s\n", ShortName(game, r.contract),
                            r.value.value, FamilyValueUnit(game, r.contract), Verdict(game, r));
    }
  }
  return out;
}

std::string DeclarerTable(const std::vector<DealResults>& reports) {
  if (reports.empty()) return "";
  const family::Game& game = *reports.front().game;
  std::string out = absl::StrCat("Every contract by declarer (the declarer",
                                 game.partners() ? "'s side" : "", " takes):\n");
  absl::StrAppendFormat(&out, "  %-16s", "contract");
  for (const DealResults& r : reports) {
    absl::StrAppendFormat(&out, " %5c", family::SeatLetter(r.declarer));
  }
  out += "\n";
  // The rows are the first declarer's contracts; another declarer may lack a partner call he
  // does not qualify for, or hold one the first lacks (not shown).
  for (const ContractResult& row : reports.front().results) {
    absl::StrAppendFormat(&out, "  %-16s", ShortName(game, row.contract));
    for (const DealResults& report : reports) {
      const auto it =
          std::find_if(report.results.begin(), report.results.end(),
                       [&](const ContractResult& r) { return r.contract == row.contract; });
      if (it == report.results.end()) {
        absl::StrAppendFormat(&out, " %5s", "-");
      } else {
        absl::StrAppendFormat(&out, " %5d", it->value.value);
      }
    }
    absl::StrAppend(&out, "  ", FamilyValueUnit(game, row.contract), "\n");
  }
  return out;
}

std::string SolveJson(const DealResults& report, std::optional<uint64_t> line) {
  const family::Game& game = *report.game;
  JsonWriter json;
  json.BeginObject();
  if (line) json.Key("line").Int(static_cast<long long>(*line));
  json.Key("game").String(game.name);
  json.Key("deal").String(family::FormatDeal(game, report.deal));
  json.Key("declarer").String(std::string(1, family::SeatLetter(report.declarer)));
  if (!report.results.empty() && !report.results.front().position.played.empty()) {
    const family::Rules& rules = family::SharedRules(game, report.results.front().contract);
    json.Key("played").BeginArray();
    for (const family::Move& m : report.results.front().position.played) {
      json.String(family::FormatMove(rules, m));
    }
    json.EndArray();
  }
  json.Key("results").BeginArray();
  for (const ContractResult& r : report.results) {
    const family::Contract& c = r.contract;
    json.BeginObject();
    ContractFieldsJson(json, game, c, report.deal.hands[report.declarer]);
    json.Key(ValueKey(game, c)).Int(r.value.value);
    json.Key("unit").String(FamilyValueUnit(game, c));
    json.Key("max").Int(family::MaxValue(game, c));
    json.Key("makes").Bool(MakesOf(game, r));
    if (family::ScoringOf(game, c) == family::Scoring::kPoints) {
      json.Key("makes_mark").Bool(r.value.value == family::MaxValue(game, c));
    }
    if (c.kind == family::Kind::kNormal) json.Key("lowest_bid").Int(game.lowest_bid);
    if (game.left_over > 0) {
      json.Key("discard");
      if (r.value.discard.empty()) {
        json.Null();
      } else {
        json.String(FormatTiles(r.value.discard));
      }
    }
    PlaysJson(json, game, report.declarer, r);
    json.EndObject();
  }
  json.EndArray();
  json.EndObject();
  return json.str();
}

}  // namespace texas42
