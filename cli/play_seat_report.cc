#include "cli/play_seat_report.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/your_plays.h"
#include "solver/deal.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/rules.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

std::string Name(int seat) { return std::string(SeatName(static_cast<Seat>(seat))); }

std::string Unit(const family::Rules& rules, int n) {
  if (rules.scoring() == family::Scoring::kPoints) return n == 1 ? "point" : "points";
  return n == 1 ? "trick" : "tricks";
}

// "North-South" in games of partners, else the declarer alone: "North".
std::string DeclarerSide(const family::Position& p) {
  if (!p.rules().game().partners()) return Name(p.declarer());
  return p.declarer() % 2 == 0 ? "North-South" : "East-West";
}

// "sixes, North declares, bid 4 tricks"; "nello (doubles own), East declares".
std::string ContractLine(const family::Position& p, int target) {
  const family::Game& game = p.rules().game();
  const family::Contract& c = p.rules().contract();
  std::string out = family::ContractName(game, c);
  if (c.kind == family::Kind::kNello || c.kind == family::Kind::kLowNo) {
    static constexpr const char* kDoubles[] = {"own", "high", "low"};
    absl::StrAppend(&out, " (doubles ", kDoubles[static_cast<int>(c.nello_doubles)], ")");
  }
  if (c.kind == family::Kind::kPartnerCall) {
    absl::StrAppend(&out, " with ", family::TrumpName(c.trump), " trump");
  }
  absl::StrAppend(&out, ", ", Name(p.declarer()), " declares");
  if (c.kind == family::Kind::kNormal) {
    absl::StrAppend(&out, ", bid ", target, game.counts ? "" : " tricks");
  }
  return out;
}

// "North-South 11, East-West 5 points"; "North 2, East and South 1 tricks".
std::string Score(const family::Position& p) {
  const std::string unit = Unit(p.rules(), 2);
  if (p.rules().game().partners()) {
    const bool ns = p.declarer() % 2 == 0;
    return absl::StrCat("North-South ", ns ? p.taken() : p.taken_against(), ", East-West ",
                        ns ? p.taken_against() : p.taken(), " ", unit);
  }
  std::vector<std::string> others;
  for (int s = 0; s < p.seats(); ++s) {
    if (s != p.declarer()) others.push_back(Name(s));
  }
  return absl::StrCat(Name(p.declarer()), " ", p.taken(), ", ", absl::StrJoin(others, " and "), " ",
                      p.taken_against(), " ", unit);
}

// What the declarer's side must reach: "North must take 4 tricks".
std::string Goal(const family::Position& p, int target) {
  const family::Rules& rules = p.rules();
  switch (rules.scoring()) {
    case family::Scoring::kPoints:
      return absl::StrCat(DeclarerSide(p), " must take ", target, " points");
    case family::Scoring::kTricks:
      return target == rules.game().tricks()
                 ? absl::StrCat(DeclarerSide(p), " must take all ", target, " tricks")
                 : absl::StrCat(DeclarerSide(p), " must take ", target, " tricks");
    case family::Scoring::kNoTricks:
      return absl::StrCat(
          rules.contract().kind == family::Kind::kNello ? Name(p.declarer()) : DeclarerSide(p),
          " must take no trick");
  }
  return "";
}

// The suit a player must follow, as players say it: "fives", "trumps (sixes)", "doubles".
std::string SuitWord(const family::Contract& c, int suit) {
  if (suit != family::kTrumpSuit) return family::TrumpName(suit);
  if (c.has_trump() && c.trump != family::kFollowMe) {
    return absl::StrCat("trumps (", family::TrumpName(c.trump), ")");
  }
  return "doubles";
}

// "seven pips", "ten pips": what sevens plays to.
std::string SevensWord(const family::Contract& c) {
  return c.sevens_to == 7 ? "seven pips" : absl::StrCat(c.sevens_to, " pips");
}

}  // namespace

std::string FamilySeatOpening(const family::Position& start, const FamilySeat& seat) {
  const family::Game& game = start.rules().game();
  std::string out = absl::StrCat(game.title, ". You sit ", Name(seat.seat),
                                 ". Contract: ", ContractLine(start, seat.target), ".\n");
  absl::StrAppend(&out, Goal(start, seat.target), "; you play ",
                  start.declarer_side(seat.seat) ? "to make the bid" : "to set it", ".\n");
  if (game.exchange != family::Exchange::kNone && !seat.discard.empty()) {
    if (seat.seat == start.declarer()) {
      absl::StrAppend(&out, "You took the tile left over, ", FormatTiles(seat.left_over),
                      ", and discarded ", FormatTiles(seat.discard),
                      seat.discard_given ? " (--discard)" : " (your best exchange, double dummy)",
                      ".\n");
    } else {
      absl::StrAppend(&out, Name(start.declarer()),
                      " took the tile left over and discarded a tile; you see neither.\n");
    }
  }
  absl::StrAppend(&out, "The other seats are table players: each sees only his own hand and draws ",
                  WorldsText(seat.table.worlds), " a decision (seed ", seat.table.seed, ").\n");
  absl::StrAppend(&out, "Your hand: ", FormatTiles(start.hand(seat.seat)), "\n");
  absl::StrAppend(&out, "Type a tile to play it (6-4 or 64",
                  game.split_leads ? "; 7-3@3 leads 7-3 as a three" : "",
                  "), \"hint\" for the table player's choice in your seat, \"quit\" to stop.\n");
  return out;
}

std::string FamilySeatTurn(const family::Position& position, const FamilySeat& seat) {
  const family::Rules& rules = position.rules();
  std::string out =
      absl::StrCat("\nTrick ", family::TrickNumber(position), " (",
                   ContractLine(position, seat.target), "). Score: ", Score(position), ".\n");
  if (position.trick().empty()) {
    absl::StrAppend(&out, "  You lead.\n");
  } else {
    const family::Move lead{position.trick().front(), position.led_suit()};
    absl::StrAppend(&out, "  ", Name(position.leader()), " led ", family::FormatMove(rules, lead));
    int s = position.Next(position.leader());
    for (size_t i = 1; i < position.trick().size(); ++i) {
      absl::StrAppend(&out, ", ", Name(s), " played ", FormatTile(position.trick()[i]));
      s = position.Next(s);
    }
    absl::StrAppend(&out, ".\n");
  }
  absl::StrAppend(&out, "Your hand (", Name(seat.seat),
                  "): ", FormatTiles(position.hand(seat.seat)), "\n");
  return out;
}

std::string FamilyTrickDone(const family::Position& position, int number,
                            const family::TrickPlayed& trick) {
  const family::Rules& rules = position.rules();
  std::vector<std::string> plays;
  int s = trick.leader;
  for (const family::Move& m : trick.moves) {
    plays.push_back(absl::StrCat(Name(s), " ", family::FormatMove(rules, m)));
    s = position.Next(s);
  }
  return absl::StrCat("Trick ", number, ": ", absl::StrJoin(plays, ", "), ". ", Name(trick.winner),
                      " wins",
                      rules.scoring() == family::Scoring::kPoints
                          ? absl::StrCat(" ", trick.value, " ", Unit(rules, trick.value))
                          : std::string(" the trick"),
                      ".\n");
}

std::optional<bool> FamilyDecidedAt(const family::Position& position, int target) {
  const int taken = position.taken(), most = taken + position.still_to_take();
  if (position.minimizing()) {
    if (taken > target) return false;
    if (position.finished()) return true;
    return std::nullopt;
  }
  if (taken >= target) return true;
  if (most < target) return false;
  return std::nullopt;
}

std::string FamilyDecidedLine(const family::Position& position, bool makes) {
  return absl::StrCat("The bid is ", makes ? "made" : "set", " (", Score(position), ")",
                      position.finished() ? "" : "; the hand is played out", ".\n");
}

std::string FamilyWhyNotPlayable(const family::Position& position, const family::Move& move,
                                 const std::vector<family::Move>& played, const FamilySeat& seat) {
  const family::Rules& rules = position.rules();
  const family::Contract& c = rules.contract();
  const std::string name = FormatTile(move.tile);
  if (!position.hand(position.to_move()).Contains(move.tile)) {
    const int trick = family::TrickNumber(position);
    for (size_t i = 0; i < played.size(); ++i) {
      if (played[i].tile != move.tile) continue;
      const int in = static_cast<int>(i) / position.trick_size() + 1;
      return in == trick ? absl::StrCat(name, " is on the table")
                         : absl::StrCat(name, " was played in trick ", in);
    }
    if (position.to_move() == position.declarer() && seat.discard.Contains(move.tile)) {
      return absl::StrCat("you discarded ", name);
    }
    return absl::StrCat("you do not hold ", name);
  }
  family::TileSet legal;
  for (const family::Move& m : position.Legal()) legal.Add(m.tile);
  const std::string hold = absl::StrCat(": you hold ", FormatTiles(legal));
  const bool lead = position.trick().empty();
  if (!legal.Contains(move.tile)) {
    if (c.kind == family::Kind::kSevens) {
      return absl::StrCat("you must ", lead ? "lead" : "play", " a tile as close to ",
                          SevensWord(c), " as you can", hold);
    }
    if (lead) {
      if (position.opening() && c.first_lead_trump) {
        return absl::StrCat("the opening lead must be a trump", hold);
      }
      return absl::StrCat("you may not lead ", name, hold);
    }
    return absl::StrCat("you must follow ", SuitWord(c, position.led_suit()), hold);
  }
  if (move.suit != family::kNoSuit) {
    if (!lead) return absl::StrCat("only a lead calls a suit: play ", name, " alone");
    if (move.suit != rules.LedSuit(move.tile) && move.suit != rules.AltLedSuit(move.tile)) {
      return absl::StrCat(name, " cannot be led as ", family::TrumpName(move.suit));
    }
  }
  return "";
}

std::string RecordLine(const HandRecord& record) {
  const family::Game& game = *record.game;
  const family::Contract& c = record.contract;
  const family::Rules rules(game, c);
  std::string out =
      absl::StrCat("game=", game.name, "; deal=", family::FormatDeal(game, record.deal),
                   "; declarer=", std::string(1, family::SeatLetter(record.declarer)));
  if (c.kind == family::Kind::kNormal) {
    absl::StrAppend(&out, "; trump=", family::TrumpName(c.trump));
    if (record.bid > 0) absl::StrAppend(&out, "; bid=", record.bid);
  } else {
    absl::StrAppend(&out, "; contract=", family::ContractName(game, c));
    if (c.kind == family::Kind::kPartnerCall) {
      absl::StrAppend(&out, "; trump=", family::TrumpName(c.trump));
    }
    if (c.kind == family::Kind::kNello || c.kind == family::Kind::kLowNo) {
      static constexpr const char* kDoubles[] = {"own", "high", "low"};
      absl::StrAppend(&out, "; nello-doubles=", kDoubles[static_cast<int>(c.nello_doubles)]);
    }
  }
  if (record.discard) absl::StrAppend(&out, "; discard=", FormatTile(*record.discard));
  std::vector<std::string> moves;
  for (const family::Move& m : record.played) moves.push_back(family::FormatMove(rules, m));
  absl::StrAppend(&out, "; played=", absl::StrJoin(moves, " "));
  return out;
}

std::string FamilySeatReviewText(const HandRecord& record, const HandReview& review,
                                 const FamilySeat& seat) {
  const family::Game& game = *record.game;
  const family::Contract& c = record.contract;
  const family::Rules rules(game, c);
  std::vector<YourPlay> rows;
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    if (p.seat != seat.seat) continue;
    const TableGuess* g = i < review.table.size() ? &review.table[i] : nullptr;
    YourPlay row{.trick = p.trick,
                 .tile = family::FormatMove(rules, p.move),
                 .cost = p.cost,
                 .mistake = IsMistake(p, g)};
    if (p.cost > 0) {
      std::vector<std::string> best;
      for (const family::Move& m : p.best) best.push_back(family::FormatMove(rules, m));
      row.notes.push_back(absl::StrCat("best: ", absl::StrJoin(best, " ")));
    }
    if (p.makes_before != p.makes_after) {
      row.notes.push_back(p.makes_after ? "the bid now makes" : "the bid is now set");
    }
    if (!row.mistake && p.cost > 0) row.notes.push_back("the best guess from your hand");
    if (g != nullptr) {
      const family::MoveScore* s = ScoreOfMove(g->choice, p.move);
      row.table_tile = family::FormatMove(rules, g->choice.move);
      row.reach = g->choice.worlds == 0 || s == nullptr
                      ? "forced"
                      : absl::StrCat(s->reached, "/", g->choice.worlds);
    }
    rows.push_back(std::move(row));
  }
  return YourPlaysText(Name(seat.seat), !review.table.empty(), rows,
                       [&rules](int n) { return Unit(rules, n); });
}

}  // namespace texas42
