#include "cli/review_report.h"

#include <algorithm>
#include <array>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/report.h"
#include "cli/svg_heatmap.h"
#include "solver/analysis/json_writer.h"
#include "solver/deal.h"

namespace texas42 {
namespace {

std::string SideName(Team t) { return t == Team::kNorthSouth ? "North-South" : "East-West"; }

// The unit a cost is counted in: "points" or "tricks" (nello counts the declarer's tricks).
std::string CostUnit(const Contract& c, int n) {
  if (c.scoring() == Scoring::kPoints) return n == 1 ? "point" : "points";
  return n == 1 ? "trick" : "tricks";
}

int TrickSize(const Contract& c) { return c.partner_sits_out() ? 3 : 4; }

// The note on a play that flipped the bid's outcome.
std::string FlipNote(const PlayReview& p) {
  return p.makes_after ? "the bid now makes" : "the bid is now set";
}

const TableGuess* GuessAt(const HandReview& review, size_t i) {
  return i < review.table.size() ? &review.table[i] : nullptr;
}

const TileScore* ScoreOf(const TableChoice& choice, Tile tile) {
  for (const TileScore& s : choice.scores) {
    if (s.tile == tile) return &s;
  }
  return nullptr;
}

struct Summary {
  std::array<int, kSeatCount> seat{};  // given away by each seat
  std::array<int, 2> side{};           // by each side
  std::vector<size_t> decisive;        // the plays that flipped the outcome
  std::vector<size_t> guesses;         // costly plays that were the best guess
};

Summary Summarize(const HandReview& review) {
  Summary s;
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    if (p.cost > 0 && !IsMistake(p, g)) {
      s.guesses.push_back(i);
      continue;
    }
    s.seat[Index(p.seat)] += p.cost;
    s.side[static_cast<int>(TeamOf(p.seat))] += p.cost;
    if (p.makes_before != p.makes_after) s.decisive.push_back(i);
  }
  return s;
}

constexpr int kMargin = 20;
constexpr int kLabelWidth = 78;  // the seat names left of the tricks
constexpr int kColumnWidth = 104;
constexpr int kRowHeight = 32;
constexpr int kTilesTop = 74;
constexpr int kChartHeight = 190;

}  // namespace

std::string ReviewJson(const ReviewContext& context, const HandRecord& record,
                       const HandReview& review) {
  const Contract& c = record.contract;
  JsonWriter w;
  w.BeginObject();
  w.Key("record").Int(context.number);
  w.Key("game").String("42");
  w.Key("deal").String(FormatDeal(record.deal));
  w.Key("declarer").String(SeatLetterString(record.declarer));
  w.Key("contract").String(ContractKindName(c.kind));
  if (c.has_trump()) w.Key("trump").String(TrumpName(c.trump));
  if (c.kind == ContractKind::kNello)
    w.Key("nello_doubles").String(NelloDoublesName(c.nello_doubles));
  if (c.kind == ContractKind::kSevens) w.Key("sevens_closest_lead").Bool(c.sevens_closest_lead);
  if (c.has_trump()) w.Key("first_lead_trump").Bool(c.first_lead_trump);
  w.Key("bid").Int(record.bid);
  w.Key("bid_assumed").Bool(record.bid_assumed);
  w.Key("unit").String(ValueUnit(c));
  if (context.options.table) {
    w.Key("worlds").String(WorldsName(context.options.table_options.worlds));
    w.Key("seed").Int(static_cast<long long>(context.options.table_options.seed));
  }
  w.Key("start_value").Int(review.start_value);
  w.Key("plays").BeginArray();
  const int size = TrickSize(c);
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    w.BeginObject();
    w.Key("trick").Int(static_cast<int>(i) / size + 1);
    w.Key("seat").String(SeatLetterString(p.seat));
    w.Key("tile").String(FormatTile(p.tile));
    w.Key("value_before").Int(p.value_before);
    w.Key("value_after").Int(p.value_after);
    w.Key("cost").Int(p.cost);
    w.Key("best").BeginArray();
    for (Tile t : p.best) w.String(FormatTile(t));
    w.EndArray();
    w.Key("makes").Bool(p.makes_after);
    w.Key("flips").Bool(p.makes_before != p.makes_after);
    w.Key("mistake").Bool(IsMistake(p, g));
    if (g != nullptr) {
      w.Key("table").BeginObject();
      w.Key("tile").String(FormatTile(g->choice.tile));
      w.Key("best_guess").Bool(g->best_guess);
      w.Key("worlds").Int(g->choice.worlds);
      w.Key("all_worlds").Bool(g->choice.all_worlds);
      w.Key("tiles").BeginArray();
      for (const TileScore& s : g->choice.scores) {
        w.BeginObject();
        w.Key("tile").String(FormatTile(s.tile));
        w.Key("reached").Int(s.reached);
        w.Key("worlds").Int(s.worlds);
        w.EndObject();
      }
      w.EndArray();
      w.EndObject();
    }
    w.EndObject();
  }
  w.EndArray();
  const Summary s = Summarize(review);
  w.Key("given_away").BeginObject();
  for (int i = 0; i < kSeatCount; ++i) w.Key(SeatLetterString(SeatAt(i))).Int(s.seat[i]);
  w.Key("NS").Int(s.side[0]);
  w.Key("EW").Int(s.side[1]);
  w.EndObject();
  w.Key("decisive").BeginArray();
  for (size_t i : s.decisive) w.Int(static_cast<long long>(i) + 1);
  w.EndArray();
  w.Key("finished").Bool(review.finished);
  w.Key(ValueKey(c)).Int(review.value);
  w.Key("final_value").Int(review.final_value);
  w.Key("makes").Bool(review.makes);
  w.Key("nodes").Int(static_cast<long long>(review.nodes));
  w.EndObject();
  return w.str();
}

std::string ReviewText(const ReviewContext& context, const HandRecord& record,
                       const HandReview& review) {
  const Contract& c = record.contract;
  const std::string unit(ValueUnit(c));
  const bool table = !review.table.empty();
  std::string out = absl::StrCat("Record ", context.number, "\n");
  for (int s = 0; s < kSeatCount; ++s) {
    absl::StrAppendFormat(&out, "%-6s %s\n", SeatName(SeatAt(s)),
                          FormatTiles(record.deal.hands[s]));
  }
  absl::StrAppend(&out, "Contract: ", ContractLine(record.contract, record.declarer, record.bid),
                  record.bid_assumed ? " (the record names no bid: 30 is assumed)" : "", ".\n");
  absl::StrAppend(
      &out, "Double-dummy value of the deal: ", review.start_value, " ", unit,
      c.Makes(review.start_value, record.bid) ? " (the bid makes)" : " (the bid is set)", ".\n");
  if (table) {
    absl::StrAppend(&out, "Table view: the tile each seat would choose from its own hand over ",
                    WorldsText(context.options.table_options.worlds), " (seed ",
                    context.options.table_options.seed,
                    "); reach = worlds in which the tile "
                    "reaches the side's goal.\n");
  }
  absl::StrAppend(&out, "\ntrick  seat  tile   before  after  cost  ",
                  table ? "table  reach   " : "", "note\n");
  const int size = TrickSize(c);
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    const int ply = static_cast<int>(i);
    const std::string trick = ply % size == 0 ? absl::StrCat(ply / size + 1) : "";
    std::vector<std::string> notes;
    if (p.cost > 0) notes.push_back(absl::StrCat("best: ", TileList(p.best)));
    if (p.makes_before != p.makes_after) notes.push_back(FlipNote(p));
    if (p.cost > 0 && !IsMistake(p, g)) {
      notes.push_back("not a mistake: the best guess from his own hand");
    }
    std::string columns;
    if (g != nullptr) {
      const TileScore* played = ScoreOf(g->choice, p.tile);
      const std::string reach = g->choice.worlds == 0 || played == nullptr
                                    ? "forced"
                                    : absl::StrCat(played->reached, "/", played->worlds);
      columns = absl::StrFormat("%-5s  %-6s  ", FormatTile(g->choice.tile), reach);
    }
    const std::string row = absl::StrFormat(
        "%5s  %-4c  %-5s  %6d  %5d  %4d  %s%s", trick, SeatLetter(p.seat), FormatTile(p.tile),
        p.value_before, p.value_after, p.cost, columns, absl::StrJoin(notes, "; "));
    absl::StrAppend(&out, absl::StripTrailingAsciiWhitespace(row), "\n");
    if (g != nullptr && g->choice.worlds > 0 && g->choice.scores.size() > 1 &&
        (p.cost > 0 || g->choice.tile != p.tile)) {
      std::vector<std::string> scores;
      for (const TileScore& s : g->choice.scores) {
        scores.push_back(absl::StrCat(FormatTile(s.tile), " ", s.reached, "/", s.worlds));
      }
      absl::StrAppend(&out, "       over the worlds: ", absl::StrJoin(scores, ", "), "\n");
    }
    if ((ply + 1) % size == 0 && static_cast<size_t>(ply / size) < review.tricks.size()) {
      const PlayedTrick& t = review.tricks[ply / size];
      absl::StrAppend(&out, "       ", SeatName(t.winner), " wins the trick",
                      c.scoring() == Scoring::kPoints
                          ? absl::StrCat(": ", t.value, t.value == 1 ? " point" : " points")
                          : "",
                      "\n");
    }
  }
  const Summary s = Summarize(review);
  const Team side = TeamOf(record.declarer);
  absl::StrAppend(&out, "\nGiven away double dummy (", CostUnit(c, 2), "): ");
  std::vector<std::string> seats;
  for (int i = 0; i < kSeatCount; ++i) {
    if (c.partner_sits_out() && SeatAt(i) == PartnerOf(record.declarer)) continue;
    seats.push_back(absl::StrCat(SeatName(SeatAt(i)), " ", s.seat[i]));
  }
  absl::StrAppend(&out, absl::StrJoin(seats, ", "), "; ", SideName(side), " (bidding) ",
                  s.side[static_cast<int>(side)], ", ", SideName(OtherTeam(side)), " ",
                  s.side[1 - static_cast<int>(side)], ".\n");
  if (!s.guesses.empty()) {
    std::vector<std::string> guesses;
    for (size_t i : s.guesses) {
      const PlayReview& p = review.plays[i];
      guesses.push_back(absl::StrCat("trick ", i / size + 1, " ", SeatName(p.seat), " ",
                                     FormatTile(p.tile), " (", p.cost, ")"));
    }
    absl::StrAppend(&out, "Costly but the best guess from the seat's own hand (not counted): ",
                    absl::StrJoin(guesses, ", "), ".\n");
  }
  if (s.decisive.empty()) {
    absl::StrAppend(&out, "Decisive mistakes: none.\n");
  } else {
    absl::StrAppend(&out, "Decisive mistake", s.decisive.size() > 1 ? "s" : "", ":\n");
    for (size_t i : s.decisive) {
      const PlayReview& p = review.plays[i];
      absl::StrAppend(&out, "  trick ", i / size + 1, ", ", SeatName(p.seat), " played ",
                      FormatTile(p.tile), " (best ", TileList(p.best), "): ", p.cost, " ",
                      CostUnit(c, p.cost), " given away; ", FlipNote(p), ".\n");
    }
  }
  std::string result;
  if (review.finished) {
    switch (c.scoring()) {
      case Scoring::kPoints:
        result = absl::StrCat(SideName(side), " took ", review.value, review.value == 1 ? " point" : " points");
        break;
      case Scoring::kTricks:
        result = absl::StrCat(SideName(side), " took ", review.value, " of 7 tricks");
        break;
      case Scoring::kDeclarerTricks:
        result = absl::StrCat(SeatName(record.declarer), " took ", review.value,
                              review.value == 1 ? " trick" : " tricks");
        break;
    }
    absl::StrAppend(&out, "Result: ", result, ": the bid ", review.makes ? "makes" : "is set",
                    " (double dummy the deal is worth ", review.start_value, " ", unit, ").\n");
  } else {
    absl::StrAppend(&out, "Result: the hand stops after ", review.plays.size(),
                    " plays; with best play from here it is worth ", review.final_value, " ", unit,
                    " and the bid ", review.makes ? "makes" : "is set",
                    " (double dummy the deal is worth ", review.start_value, " ", unit, ").\n");
  }
  return out;
}

std::string ReviewSvg(const ReviewContext& context, const HandRecord& record,
                      const HandReview& review) {
  const Contract& c = record.contract;
  const int size = TrickSize(c);
  const int tricks = kTricksPerHand;
  const int width = 2 * kMargin + kLabelWidth + tricks * kColumnWidth;
  const int tiles_bottom = kTilesTop + 24 + kSeatCount * kRowHeight + 22;
  const int chart_top = tiles_bottom + 40;
  const int chart_bottom = chart_top + kChartHeight;
  const int height = chart_bottom + 84;  // the legend below
  const int left = kMargin + kLabelWidth;
  const Team side = TeamOf(record.declarer);
  std::string out = absl::StrFormat(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
      "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
      "<rect width=\"100%%\" height=\"100%%\" fill=\"#fdfcf7\"/>\n",
      width, height, width, height);
  const std::string result =
      review.finished ? absl::StrCat(c.scoring() == Scoring::kDeclarerTricks
                                         ? absl::StrCat(SeatName(record.declarer), " took ")
                                         : absl::StrCat(SideName(side), " took "),
                                     review.value, " ", ValueUnit(c), ": the bid ",
                                     review.makes ? "makes" : "is set")
                      : absl::StrCat("after ", review.plays.size(), " plays: worth ",
                                     review.final_value, " ", ValueUnit(c));
  absl::StrAppendFormat(
      &out, "<text x=\"%d\" y=\"%d\" font-size=\"18\" font-weight=\"bold\">%s</text>\n", kMargin,
      kMargin + 12,
      XmlEscape(absl::StrCat("Record ", context.number, ": ",
                             ContractLine(record.contract, record.declarer, record.bid))));
  absl::StrAppendFormat(&out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" fill=\"#444\">%s</text>\n",
                        kMargin, kMargin + 34,
                        XmlEscape(absl::StrCat(result, " (double dummy the deal is worth ",
                                               review.start_value, " ", ValueUnit(c), ")")));
  // The tricks: one column each, a row per seat; the lead numbered 1, the winner gold.
  for (int t = 0; t < tricks; ++t) {
    absl::StrAppendFormat(&out,
                          "<text x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"bold\" "
                          "text-anchor=\"middle\">Trick %d</text>\n",
                          left + t * kColumnWidth + kColumnWidth / 2, kTilesTop + 14, t + 1);
  }
  for (int s = 0; s < kSeatCount; ++s) {
    const Seat seat = SeatAt(s);
    const int y = kTilesTop + 24 + s * kRowHeight;
    const bool declarer_side = TeamOf(seat) == side;
    absl::StrAppendFormat(&out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" fill=\"%s\">%s</text>\n",
                          kMargin, y + 20, declarer_side ? "#1d4e89" : "#7a2e0e",
                          XmlEscape(c.partner_sits_out() && seat == PartnerOf(record.declarer)
                                        ? absl::StrCat(SeatName(seat), " (out)")
                                        : std::string(SeatName(seat))));
  }
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    const int t = static_cast<int>(i) / size;
    const int place = static_cast<int>(i) % size;
    const bool won =
        static_cast<size_t>(t) < review.tricks.size() && review.tricks[t].winner == p.seat;
    const bool mistake = IsMistake(p, g);
    const bool guess = p.cost > 0 && !mistake;
    const int x = left + t * kColumnWidth + 14;
    const int y = kTilesTop + 24 + Index(p.seat) * kRowHeight + 3;
    absl::StrAppendFormat(
        &out,
        "<rect x=\"%d\" y=\"%d\" width=\"58\" height=\"24\" rx=\"5\" fill=\"%s\" stroke=\"%s\" "
        "stroke-width=\"%s\"%s/>\n",
        x, y, won ? "#f6d365" : "#ffffff",
        mistake ? "#c62828"
        : guess ? "#ef8f00"
                : "#555",
        mistake || guess ? "2.5" : "1", guess ? " stroke-dasharray=\"4 2\"" : "");
    absl::StrAppendFormat(&out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" fill=\"#777\">%d</text>\n",
                          x + 3, y + 10, place + 1);
    absl::StrAppendFormat(&out,
                          "<text x=\"%d\" y=\"%d\" font-size=\"14\" text-anchor=\"middle\"%s>"
                          "%s</text>\n",
                          x + 32, y + 17, won ? " font-weight=\"bold\"" : "", FormatTile(p.tile));
    if (p.cost > 0) {
      absl::StrAppendFormat(&out,
                            "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
                            "fill=\"%s\">-%d</text>\n",
                            x + 62, y + 17, mistake ? "#c62828" : "#ef8f00", p.cost);
    }
  }
  for (size_t t = 0; t < review.tricks.size(); ++t) {
    const PlayedTrick& trick = review.tricks[t];
    const std::string label =
        c.scoring() == Scoring::kPoints
            ? absl::StrCat(trick.value, " to ",
                           TeamOf(trick.winner) == Team::kNorthSouth ? "NS" : "EW")
            : absl::StrCat(SeatLetterString(trick.winner), " wins");
    absl::StrAppendFormat(&out,
                          "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#444\" "
                          "text-anchor=\"middle\">%s</text>\n",
                          left + static_cast<int>(t) * kColumnWidth + kColumnWidth / 2,
                          tiles_bottom - 4, XmlEscape(label));
  }
  // The double-dummy value after every play.
  const int top = c.max_value();
  const auto y_of = [&](int v) { return chart_bottom - v * (kChartHeight - 20) / top; };
  const auto x_of = [&](int ply) {
    return left + (ply / size) * kColumnWidth + (ply % size) * kColumnWidth / size +
           kColumnWidth / (2 * size);
  };
  const std::string who = c.scoring() == Scoring::kDeclarerTricks
                              ? absl::StrCat(SeatName(record.declarer), "'s tricks")
                              : absl::StrCat(ValueUnit(c), " for ", SideName(side));
  absl::StrAppendFormat(&out,
                        "<text x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"bold\">"
                        "Double-dummy value after each play (%s)</text>\n",
                        kMargin, chart_top - 14, XmlEscape(who));
  std::vector<int> ticks;
  for (int v = 0; v < top; v += c.scoring() == Scoring::kPoints ? 10 : 1) ticks.push_back(v);
  if (top - ticks.back() < 5 && ticks.size() > 1 && top > 10) ticks.pop_back();
  ticks.push_back(top);
  for (int v : ticks) {
    absl::StrAppendFormat(&out,
                          "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>\n"
                          "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"#666\" "
                          "text-anchor=\"end\">%d</text>\n",
                          left, y_of(v), left + tricks * kColumnWidth, y_of(v), left - 6,
                          y_of(v) + 4, v);
  }
  for (int t = 0; t <= tricks; ++t) {
    absl::StrAppendFormat(&out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ccc\"/>\n",
                          left + t * kColumnWidth, kTilesTop, left + t * kColumnWidth,
                          chart_bottom);
  }
  if (c.scoring() == Scoring::kPoints) {
    const int bid = std::min(record.bid, kTotalPoints);
    absl::StrAppendFormat(&out,
                          "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#1d4e89\" "
                          "stroke-dasharray=\"6 4\"/>\n"
                          "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"#1d4e89\" "
                          "text-anchor=\"end\">bid %s</text>\n",
                          left, y_of(bid), left + tricks * kColumnWidth, y_of(bid), kMargin + 46,
                          y_of(bid) + 4, XmlEscape(BidName(record.bid)));
  }
  std::string points = absl::StrCat(left, ",", y_of(review.start_value));
  for (size_t i = 0; i < review.plays.size(); ++i) {
    absl::StrAppend(&points, " ", x_of(static_cast<int>(i)), ",",
                    y_of(review.plays[i].value_after));
  }
  absl::StrAppendFormat(&out,
                        "<polyline points=\"%s\" fill=\"none\" stroke=\"#333\" "
                        "stroke-width=\"2\"/>\n",
                        points);
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    const bool mistake = IsMistake(p, g);
    const int x = x_of(static_cast<int>(i));
    const int y = y_of(p.value_after);
    const std::string colour = mistake ? "#c62828" : p.cost > 0 ? "#ef8f00" : "#333";
    absl::StrAppendFormat(&out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", x, y,
                          p.cost > 0 ? 5 : 2, colour);
    if (p.makes_before != p.makes_after) {
      absl::StrAppendFormat(&out,
                            "<circle cx=\"%d\" cy=\"%d\" r=\"9\" fill=\"none\" stroke=\"%s\" "
                            "stroke-width=\"2\"/>\n",
                            x, y, colour);
    }
    if (p.cost > 0) {
      absl::StrAppendFormat(&out,
                            "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"%s\" "
                            "text-anchor=\"middle\">%c %s -%d</text>\n",
                            x, p.value_after < p.value_before ? y + 23 : y - 13, colour,
                            SeatLetter(p.seat), FormatTile(p.tile), p.cost);
    }
  }
  // The legend, two items a row.
  std::vector<std::string> items = {
      "<rect x=\"0\" y=\"0\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#f6d365\" "
      "stroke=\"#555\"/><text x=\"32\" y=\"11\" font-size=\"12\">won the trick (the small "
      "number: the order of play)</text>",
      "<rect x=\"0\" y=\"0\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#fff\" stroke=\"#c62828\" "
      "stroke-width=\"2.5\"/><text x=\"32\" y=\"11\" font-size=\"12\">a mistake: -N is what it "
      "gave away double dummy</text>",
      "<circle cx=\"12\" cy=\"7\" r=\"5\" fill=\"#c62828\"/><circle cx=\"12\" cy=\"7\" r=\"9\" "
      "fill=\"none\" stroke=\"#c62828\" stroke-width=\"2\"/><text x=\"32\" y=\"11\" "
      "font-size=\"12\">ringed: it flipped the bid (made to set, or set to made)</text>"};
  if (!review.table.empty()) {
    items.push_back(absl::StrFormat(
        "<rect x=\"0\" y=\"0\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#fff\" "
        "stroke=\"#ef8f00\" stroke-width=\"2.5\" stroke-dasharray=\"4 2\"/><text x=\"32\" "
        "y=\"11\" font-size=\"12\">costly, but the best guess from his own hand (%s)"
        "</text>",
        WorldsText(context.options.table_options.worlds)));
  }
  for (size_t i = 0; i < items.size(); ++i) {
    absl::StrAppendFormat(&out, "<g transform=\"translate(%d,%d)\">%s</g>\n",
                          kMargin + static_cast<int>(i % 2) * (width - 2 * kMargin) / 2,
                          chart_bottom + 34 + static_cast<int>(i / 2) * 22, items[i]);
  }
  absl::StrAppend(&out, "</svg>\n");
  return out;
}

}  // namespace texas42
