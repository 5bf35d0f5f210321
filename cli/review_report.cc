#include "cli/review_report.h"

#include <algorithm>
#include <array>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/report.h"
#include "cli/review_picture.h"
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
  const Team side = TeamOf(record.declarer);
  ReviewPicture pic;
  pic.title = absl::StrCat("Record ", context.number, ": ",
                           ContractLine(record.contract, record.declarer, record.bid));
  const std::string result =
      review.finished ? absl::StrCat(c.scoring() == Scoring::kDeclarerTricks
                                         ? absl::StrCat(SeatName(record.declarer), " took ")
                                         : absl::StrCat(SideName(side), " took "),
                                     review.value, " ", ValueUnit(c), ": the bid ",
                                     review.makes ? "makes" : "is set")
                      : absl::StrCat("after ", review.plays.size(), " plays: worth ",
                                     review.final_value, " ", ValueUnit(c));
  pic.result = absl::StrCat(result, " (double dummy the deal is worth ", review.start_value, " ",
                            ValueUnit(c), ")");
  for (int s = 0; s < kSeatCount; ++s) {
    const Seat seat = SeatAt(s);
    pic.rows.push_back(c.partner_sits_out() && seat == PartnerOf(record.declarer)
                           ? absl::StrCat(SeatName(seat), " (out)")
                           : std::string(SeatName(seat)));
    pic.row_bidding_side.push_back(TeamOf(seat) == side);
  }
  pic.tricks = kTricksPerHand;
  pic.trick_size = TrickSize(c);
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    PicturePlay play;
    play.trick = static_cast<int>(i) / pic.trick_size;
    play.place = static_cast<int>(i) % pic.trick_size;
    play.row = Index(p.seat);
    play.seat = SeatLetter(p.seat);
    play.tile = FormatTile(p.tile);
    play.won = static_cast<size_t>(play.trick) < review.tricks.size() &&
               review.tricks[play.trick].winner == p.seat;
    play.cost = p.cost;
    play.mistake = IsMistake(p, GuessAt(review, i));
    play.value_before = p.value_before;
    play.value_after = p.value_after;
    play.flipped = p.makes_before != p.makes_after;
    pic.plays.push_back(play);
  }
  for (const PlayedTrick& trick : review.tricks) {
    pic.trick_labels.push_back(
        c.scoring() == Scoring::kPoints
            ? absl::StrCat(trick.value, " to ",
                           TeamOf(trick.winner) == Team::kNorthSouth ? "NS" : "EW")
            : absl::StrCat(SeatLetterString(trick.winner), " wins"));
  }
  pic.chart_who = c.scoring() == Scoring::kDeclarerTricks
                      ? absl::StrCat(SeatName(record.declarer), "'s tricks")
                      : absl::StrCat(ValueUnit(c), " for ", SideName(side));
  pic.top = c.max_value();
  pic.tick_step = c.scoring() == Scoring::kPoints ? 10 : 1;
  pic.start_value = review.start_value;
  if (c.scoring() == Scoring::kPoints) {
    pic.bid_line = std::min(record.bid, kTotalPoints);
    pic.bid_label = BidName(record.bid);
  }
  if (!review.table.empty()) {
    pic.guess_legend = absl::StrCat("costly, but the best guess from his own hand (",
                                    WorldsText(context.options.table_options.worlds), ")");
  }
  return RenderReviewPicture(pic);
}

}  // namespace texas42
