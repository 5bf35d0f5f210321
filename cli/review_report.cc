#include "cli/review_report.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/review_picture.h"
#include "cli/solve_report.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

std::string Seat(int seat) { return std::string(1, family::SeatLetter(seat)); }
std::string Unit(const HandRecord& r) {
  return family::ScoringOf(*r.game, r.contract) == family::Scoring::kPoints ? "points" : "tricks";
}

// The contract as Texas 42's reports name it: "sixes", "nello (doubles own)", "splash with
// sixes trump", with the options that change play.
std::string ContractText(const HandRecord& r) {
  const family::Contract& c = r.contract;
  std::string name = family::ContractName(*r.game, c);
  if (c.kind == family::Kind::kNello || c.kind == family::Kind::kLowNo) {
    absl::StrAppend(&name, " (doubles ", family::NelloDoublesName(c.nello_doubles), ")");
  }
  if (c.kind == family::Kind::kPartnerCall) {
    absl::StrAppend(&name, " with ", family::TrumpName(c.trump), " trump");
  }
  if (c.first_lead_trump) absl::StrAppend(&name, ", first lead a trump");
  if (c.sevens_closest_lead) absl::StrAppend(&name, ", closest lead");
  return name;
}

std::string BestList(const family::Rules& rules, const std::vector<family::Move>& moves) {
  std::vector<std::string> out;
  for (const family::Move& m : moves) out.push_back(family::FormatMove(rules, m));
  return absl::StrJoin(out, " ");
}

// The declarer's side and the other side as Texas 42's review names them: "North-South" and
// "East-West" in partnership games; in three-seat games the declarer alone and the two others.
std::pair<std::string, std::string> SideNames(const HandRecord& record) {
  const int d = record.declarer;
  if (record.game->partners()) {
    const bool ns = d % 2 == 0;
    return {ns ? "North-South" : "East-West", ns ? "East-West" : "North-South"};
  }
  std::vector<std::string> others;
  for (int s = 0; s < record.game->seats; ++s) {
    if (s != d) others.push_back(family::SeatName(s));
  }
  return {family::SeatName(d), absl::StrJoin(others, " and ")};
}

// The given-away totals of the declarer's side and of the other side.
std::pair<int, int> BySide(const HandRecord& record, const HandReview& review) {
  const family::Rules rules(*record.game, record.contract);
  const family::Position start(rules, review.hands, record.declarer);
  int ours = 0, theirs = 0;
  for (int s = 0; s < record.game->seats; ++s) {
    (start.declarer_side(s) ? ours : theirs) += review.given[s];
  }
  return {ours, theirs};
}

// The moves of the review's plays, in order.
std::vector<family::Move> MovesOf(const HandReview& review) {
  std::vector<family::Move> moves;
  for (const PlayReview& p : review.plays) moves.push_back(p.move);
  return moves;
}

// The table player's answer at play `i`, if asked.
const TableGuess* GuessAt(const HandReview& review, size_t i) {
  return i < review.table.size() ? &review.table[i] : nullptr;
}

// The note on a play that turned the bid's outcome.
std::string FlipNote(const PlayReview& p) {
  return p.makes_after ? "the bid now makes" : "the bid is now set";
}

// The bid the review judges: the record's, the one `play` played for, or the game's lowest.
int BidOf(const HandRecord& record, const HandPlayers* players) {
  if (record.bid > 0) return record.bid;
  if (players != nullptr && players->bid > 0) return players->bid;
  return record.game->lowest_bid;
}

// The bid as the contract line gives it: "34", "2 marks", "4 tricks", with a note when a
// record names none; a special contract's marks.
std::string BidText(const HandRecord& record, const HandPlayers* players) {
  const family::Game& game = *record.game;
  if (record.contract.kind != family::Kind::kNormal) {
    return family::MarksName(family::MarksOf(game, record.contract));
  }
  const int bid = BidOf(record, players);
  const bool assumed = players != nullptr ? !players->bid_given : record.bid == 0;
  return absl::StrCat(family::BidName(game, bid),
                      assumed && players == nullptr
                          ? absl::StrCat(" (the record names no bid: ", bid, " is assumed)")
                          : "");
}

// The table columns of play `i` ("table  reach  "), empty without the table view.
std::string TableColumns(const family::Rules& rules, const PlayReview& p, const TableGuess* g) {
  if (g == nullptr) return "";
  const family::MoveScore* played = ScoreOfMove(g->choice, p.move);
  const std::string reach = g->choice.worlds == 0 || played == nullptr
                                ? "forced"
                                : absl::StrCat(played->reached, "/", g->choice.worlds);
  return absl::StrFormat("%-5s  %-6s  ", family::FormatMove(rules, g->choice.move), reach);
}

// The line "over the worlds: ..." under a play that differs from the table's choice or cost.
std::string WorldsLine(const family::Rules& rules, const PlayReview& p, const TableGuess* g) {
  if (g == nullptr || g->choice.worlds == 0 || g->choice.scores.size() < 2 ||
      (p.cost == 0 && g->choice.move == p.move)) {
    return "";
  }
  std::vector<std::string> scores;
  for (const family::MoveScore& s : g->choice.scores) {
    scores.push_back(
        absl::StrCat(family::FormatMove(rules, s.move), " ", s.reached, "/", g->choice.worlds));
  }
  return absl::StrCat("       over the worlds: ", absl::StrJoin(scores, ", "), "\n");
}

// The costly plays that were the best guess, and the decisive mistakes, as Texas 42's review
// words them.
std::string MistakesText(const HandRecord& record, const HandReview& review,
                         const std::string& unit) {
  const family::Rules rules(*record.game, record.contract);
  std::vector<std::string> guesses;
  std::string decisive;
  int count = 0;
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    if (p.cost > 0 && !IsMistake(p, g)) {
      guesses.push_back(absl::StrCat("trick ", p.trick, " ", family::SeatName(p.seat), " ",
                                     family::FormatMove(rules, p.move), " (", p.cost, ")"));
      continue;
    }
    if (p.makes_before == p.makes_after) continue;
    ++count;
    absl::StrAppend(&decisive, "  trick ", p.trick, ", ", family::SeatName(p.seat), " played ",
                    family::FormatMove(rules, p.move), " (best ", BestList(rules, p.best),
                    "): ", p.cost, " ", p.cost == 1 ? unit.substr(0, unit.size() - 1) : unit,
                    " given away; ", FlipNote(p), ".\n");
  }
  std::string out;
  if (!guesses.empty()) {
    absl::StrAppend(&out, "Costly but the best guess from the seat's own hand (not counted): ",
                    absl::StrJoin(guesses, ", "), ".\n");
  }
  if (count == 0) return absl::StrCat(out, "Decisive mistakes: none.\n");
  return absl::StrCat(out, "Decisive mistake", count > 1 ? "s" : "", ":\n", decisive);
}

// The table player's answer at one play, with the keys of Texas 42's review.
void TableJson(JsonWriter& json, const family::Rules& rules, const TableGuess& g) {
  json.Key("table").BeginObject();
  json.Key("tile").String(family::FormatMove(rules, g.choice.move));
  json.Key("best_guess").Bool(g.best_guess);
  json.Key("worlds").Int(g.choice.worlds);
  json.Key("all_worlds")
      .Bool(g.choice.worlds > 0 && g.choice.world_count == static_cast<uint64_t>(g.choice.worlds));
  json.Key("tiles").BeginArray();
  for (const family::MoveScore& s : g.choice.scores) {
    json.BeginObject();
    json.Key("tile").String(family::FormatMove(rules, s.move));
    json.Key("reached").Int(s.reached);
    json.Key("worlds").Int(g.choice.worlds);
    if (s.mean) json.Key("mean").Double(*s.mean);
    json.EndObject();
  }
  json.EndArray();
  json.EndObject();
}

}  // namespace

std::string ReviewText(int number, const HandRecord& record, const HandReview& review,
                       const HandPlayers* players) {
  const family::Game& game = *record.game;
  const family::Rules rules(game, record.contract);
  const std::string unit = Unit(record);
  std::string out = players == nullptr ? absl::StrCat("Record ", number, ": ", game.title, "\n")
                                       : absl::StrCat(game.title, "\n");
  for (int s = 0; s < game.seats; ++s) {
    absl::StrAppendFormat(&out, "%-6s %s\n", family::SeatName(s),
                          FormatTiles(record.deal.hands[s]));
  }
  if (!record.deal.left_over.empty()) {
    absl::StrAppend(&out, "left over  ", FormatTiles(record.deal.left_over), "\n");
  }
  absl::StrAppend(&out, "Contract: ", ContractText(record), ", ", family::SeatName(record.declarer),
                  " declares");
  if (record.discard) absl::StrAppend(&out, ", discards ", FormatTile(*record.discard));
  absl::StrAppend(&out, ", bid ", BidText(record, players));
  if (players != nullptr) {
    absl::StrAppend(&out, ".\nPlayers: declarers ", players->declarers, ", defenders ",
                    players->defenders, " (table players draw ", WorldsText(players->worlds),
                    " a decision, seed ", players->seed, ")");
  }
  const bool makes_dd =
      family::Makes(game, record.contract, review.start_value, BidOf(record, players));
  const family::Position start(rules, review.hands, record.declarer);
  // Who takes what the value counts: the declarer alone when his partner sits out (nello).
  const std::string taker = game.partners() && !start.in_play((record.declarer + 2) % 4)
                                ? family::SeatName(record.declarer)
                                : SideNames(record).first;
  absl::StrAppend(&out, ".\nDouble-dummy value of the deal: ", review.start_value, " of ",
                  family::MaxValue(game, record.contract), " ", unit, " to ", taker,
                  makes_dd ? " (the bid makes).\n" : " (the bid is set).\n");
  if (!review.table.empty()) {
    absl::StrAppend(&out, "Table view: the move each seat would choose from its own hand over ",
                    WorldsText(review.table_options.worlds), " (seed ", review.table_options.seed,
                    "); reach = worlds in which the move reaches the side's goal.\n");
  }
  absl::StrAppend(&out, "\ntrick  seat  tile   before  after  cost  ",
                  review.table.empty() ? "" : "table  reach   ", "note\n");
  const bool points = family::ScoringOf(game, record.contract) == family::Scoring::kPoints;
  const std::vector<family::TrickPlayed> tricks = family::TricksOf(start, MovesOf(review));
  int last_trick = 0;
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    const std::string trick = p.trick != last_trick ? absl::StrCat(p.trick) : "";
    last_trick = p.trick;
    std::vector<std::string> notes;
    if (p.cost > 0) notes.push_back(absl::StrCat("best: ", BestList(rules, p.best)));
    if (p.makes_before != p.makes_after) notes.push_back(FlipNote(p));
    if (p.cost > 0 && !IsMistake(p, g)) {
      notes.push_back("not a mistake: the best guess from his own hand");
    }
    const std::string row =
        absl::StrFormat("%5s  %-4s  %-5s  %6d  %5d  %4d  %s%s", trick, Seat(p.seat),
                        family::FormatMove(rules, p.move), p.value_before, p.value_after, p.cost,
                        TableColumns(rules, p, g), absl::StrJoin(notes, "; "));
    absl::StrAppend(&out, absl::StripTrailingAsciiWhitespace(row), "\n", WorldsLine(rules, p, g));
    if (p.won_by >= 0) {
      const int value =
          static_cast<size_t>(p.trick - 1) < tricks.size() ? tricks[p.trick - 1].value : 0;
      absl::StrAppend(&out, "       ", family::SeatName(p.won_by), " wins the trick",
                      points ? absl::StrCat(": ", value, value == 1 ? " point" : " points") : "",
                      "\n");
    }
  }
  std::vector<std::string> chart = {absl::StrCat(review.start_value)};
  for (const PlayReview& p : review.plays) chart.push_back(absl::StrCat(p.value_after));
  absl::StrAppend(&out, "\nValue chart (", unit,
                  ", before the first play and after each): ", absl::StrJoin(chart, " "), "\n");
  std::vector<std::string> seats;
  for (int s = 0; s < game.seats; ++s) {
    if (start.in_play(s)) seats.push_back(absl::StrCat(family::SeatName(s), " ", review.given[s]));
  }
  const auto [ours, theirs] = BySide(record, review);
  const auto [our_side, their_side] = SideNames(record);
  absl::StrAppend(&out, "Given away double dummy (", unit, "): ", absl::StrJoin(seats, ", "), "; ",
                  our_side, " (bidding) ", ours, ", ", their_side, " ", theirs, ".\n");
  absl::StrAppend(&out, MistakesText(record, review, unit));
  const bool made =
      family::Makes(game, record.contract, review.final_value, BidOf(record, players));
  const std::string bid = made ? "the bid makes" : "the bid is set";
  const std::string worth =
      absl::StrCat("double dummy the deal is worth ", review.start_value, " ", unit);
  if (review.finished) {
    absl::StrAppend(&out, "Result: ", taker, " took ", review.final_value, " ",
                    review.final_value == 1 ? unit.substr(0, unit.size() - 1) : unit, ": ", bid,
                    " (", worth, ").\n");
  } else {
    absl::StrAppend(&out, "Result: the hand stops after ", review.plays.size(),
                    " plays; with best play from here it is worth ", review.final_value, " ", unit,
                    " and ", bid, " (", worth, ").\n");
  }
  return out;
}

std::string ReviewSvg(int number, const HandRecord& record, const HandReview& review,
                      const HandPlayers* players) {
  const family::Game& game = *record.game;
  const int bid = BidOf(record, players);
  const family::Rules rules(game, record.contract);
  const family::Position start(rules, review.hands, record.declarer);
  const bool points = family::ScoringOf(game, record.contract) == family::Scoring::kPoints;
  const bool no_tricks = family::ScoringOf(game, record.contract) == family::Scoring::kNoTricks;
  const std::string unit = Unit(record);
  const std::string side = !game.partners() ? family::SeatName(record.declarer)
                           : no_tricks ? absl::StrCat(family::SeatName(record.declarer), "'s side")
                                       : absl::StrCat(family::SeatName(record.declarer), "-",
                                                      family::SeatName((record.declarer + 2) % 4));
  ReviewPicture pic;
  pic.title =
      absl::StrCat("Record ", number, ": ", game.title, ", ", ContractText(record), ", ",
                   family::SeatName(record.declarer), " declares",
                   record.discard ? absl::StrCat(", discards ", FormatTile(*record.discard)) : "");
  const bool makes = family::Makes(game, record.contract, review.final_value, bid);
  const std::string result =
      review.finished
          ? absl::StrCat(side, " took ", review.final_value, " ", unit, ": ",
                         record.contract.kind == family::Kind::kNormal
                             ? absl::StrCat("a bid of ", bid,
                                            players != nullptr && players->bid_given
                                                ? ""
                                                : " (the lowest; a record names none)",
                                            makes ? " makes" : " is set")
                             : absl::StrCat("the contract ", makes ? "makes" : "is set"))
          : absl::StrCat("after ", review.plays.size(), " plays: worth ", review.final_value, " ",
                         unit);
  pic.result =
      absl::StrCat(result, " (double dummy the deal is worth ", review.start_value, " ", unit, ")");
  for (int s = 0; s < game.seats; ++s) {
    pic.rows.push_back(start.in_play(s) ? family::SeatName(s)
                                        : absl::StrCat(family::SeatName(s), " (out)"));
    pic.row_bidding_side.push_back(start.declarer_side(s));
  }
  pic.tricks = game.tricks();
  pic.trick_size = start.trick_size();
  const std::vector<family::TrickPlayed> tricks = family::TricksOf(start, MovesOf(review));
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    PicturePlay play;
    play.trick = p.trick - 1;
    play.place = static_cast<int>(i) % pic.trick_size;
    play.row = p.seat;
    play.seat = family::SeatLetter(p.seat);
    play.tile = family::FormatMove(rules, p.move);
    play.won =
        static_cast<size_t>(play.trick) < tricks.size() && tricks[play.trick].winner == p.seat;
    play.cost = p.cost;
    play.mistake = IsMistake(p, GuessAt(review, i));
    play.value_before = p.value_before;
    play.value_after = p.value_after;
    play.flipped = family::Makes(game, record.contract, p.value_before, bid) !=
                   family::Makes(game, record.contract, p.value_after, bid);
    pic.plays.push_back(play);
  }
  for (const family::TrickPlayed& t : tricks) {
    if (t.winner < 0) continue;
    const std::string to = !game.partners()    ? Seat(t.winner)
                           : t.winner % 2 == 0 ? std::string("NS")
                                               : std::string("EW");
    pic.trick_labels.push_back(points ? absl::StrCat(t.value, " to ", to)
                                      : absl::StrCat(Seat(t.winner), " wins"));
  }
  pic.chart_who = absl::StrCat(unit, " for ", side);
  pic.top = family::MaxValue(game, record.contract);
  pic.tick_step = points ? 10 : 1;
  pic.start_value = review.start_value;
  if (record.contract.kind == family::Kind::kNormal) {
    pic.bid_line = bid;
    pic.bid_label = absl::StrCat(bid);
  }
  return RenderReviewPicture(pic);
}

std::string ReviewJson(int number, const HandRecord& record, const HandReview& review,
                       const HandPlayers* players) {
  const family::Game& game = *record.game;
  const family::Contract& c = record.contract;
  const family::Rules rules(game, c);
  const family::Position start(rules, review.hands, record.declarer);
  JsonWriter json;
  json.BeginObject();
  if (players == nullptr) json.Key("record").Int(number);
  json.Key("game").String(game.name);
  json.Key("deal").String(family::FormatDeal(game, record.deal));
  json.Key("declarer").String(Seat(record.declarer));
  ContractFieldsJson(json, game, c, record.deal.hands[record.declarer]);
  if (game.left_over > 0) {
    json.Key("discard");
    if (record.discard) {
      json.String(FormatTile(*record.discard));
    } else {
      json.Null();
    }
  }
  // A record without a bid is judged at the game's lowest, as Texas 42's is; a hand played out
  // at the bid played for.
  const bool by_bid = c.kind == family::Kind::kNormal;
  const int bid = BidOf(record, players);
  if (by_bid) {
    json.Key("bid").Int(bid);
    json.Key("bid_assumed").Bool(players != nullptr ? !players->bid_given : record.bid == 0);
  }
  if (players != nullptr) {
    json.Key("declarers").String(players->declarers);
    json.Key("defenders").String(players->defenders);
    json.Key("worlds").String(WorldsName(players->worlds));  // a string, as Texas 42's "auto"
    json.Key("seed").Uint(players->seed);
  }
  json.Key("unit").String(FamilyValueUnit(game, c));
  json.Key("max").Int(family::MaxValue(game, c));
  json.Key("start_value").Int(review.start_value);
  if (!review.table.empty()) {
    json.Key("worlds").String(WorldsName(review.table_options.worlds));
    json.Key("seed").Uint(review.table_options.seed);
  }
  json.Key("plays").BeginArray();
  std::vector<int> decisive;
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    const TableGuess* g = GuessAt(review, i);
    const bool mistake = IsMistake(p, g);
    if (mistake && p.makes_before != p.makes_after) decisive.push_back(static_cast<int>(i) + 1);
    json.BeginObject();
    json.Key("trick").Int(p.trick);
    json.Key("seat").String(Seat(p.seat));
    json.Key("tile").String(family::FormatMove(rules, p.move));
    if (players != nullptr) {
      json.Key("player").String(start.declarer_side(p.seat) ? players->declarers
                                                            : players->defenders);
    }
    json.Key("value_before").Int(p.value_before);
    json.Key("value_after").Int(p.value_after);
    json.Key("cost").Int(p.cost);
    json.Key("best").BeginArray();
    for (const family::Move& m : p.best) json.String(family::FormatMove(rules, m));
    json.EndArray();
    json.Key("makes").Bool(family::Makes(game, c, p.value_after, bid));
    json.Key("flips").Bool(family::Makes(game, c, p.value_before, bid) !=
                           family::Makes(game, c, p.value_after, bid));
    json.Key("mistake").Bool(mistake);
    if (g != nullptr) TableJson(json, rules, *g);
    if (p.won_by >= 0) json.Key("won_by").String(Seat(p.won_by));
    json.EndObject();
  }
  json.EndArray();
  json.Key("decisive").BeginArray();
  for (int i : decisive) json.Int(i);
  json.EndArray();
  json.Key("chart").BeginArray();
  json.Int(review.start_value);
  for (const PlayReview& p : review.plays) json.Int(p.value_after);
  json.EndArray();
  json.Key("given_away").BeginObject();
  for (int s = 0; s < game.seats; ++s) json.Key(Seat(s)).Int(review.given[s]);
  if (game.partners()) {
    json.Key("NS").Int(review.given[0] + review.given[2]);
    json.Key("EW").Int(review.given[1] + review.given[3]);
  } else {
    const auto [ours, theirs] = BySide(record, review);
    json.Key("declarer_side").Int(ours);
    json.Key("defenders").Int(theirs);
  }
  json.EndObject();
  json.Key("finished").Bool(review.finished);
  json.Key(family::ScoringOf(game, c) == family::Scoring::kPoints ? "points" : "tricks")
      .Int(review.taken);
  json.Key("taken_against").Int(review.taken_against);
  json.Key("final_value").Int(review.final_value);
  json.Key("makes").Bool(family::Makes(game, c, review.final_value, bid));
  json.EndObject();
  return json.str();
}

}  // namespace texas42
