#include "cli/play_seat_report.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/report.h"
#include "cli/your_plays.h"
#include "solver/deal.h"
#include "solver/play/seat_view.h"

namespace texas42 {
namespace {

std::string SideName(Team t) { return t == Team::kNorthSouth ? "North-South" : "East-West"; }

std::string Unit(const Contract& c, int n) {
  if (c.scoring() == Scoring::kPoints) return n == 1 ? "point" : "points";
  return n == 1 ? "trick" : "tricks";
}

// "North-South 11, East-West 5 points": what each side has taken so far.
std::string Score(const Position& position) {
  const Contract& c = position.rules().contract();
  const int ns = position.taken(Team::kNorthSouth), ew = position.taken(Team::kEastWest);
  return absl::StrCat("North-South ", ns, ", East-West ", ew, " ", Unit(c, 2));
}

// "West 5-3, North 5-5": the tiles of a trick led by `leader`, each with its seat.
std::string TrickTiles(const Position& position, Seat leader, const std::vector<Tile>& tiles) {
  std::vector<std::string> plays;
  Seat s = leader;
  for (Tile t : tiles) {
    plays.push_back(absl::StrCat(SeatName(s), " ", FormatTile(t)));
    s = position.Next(s);
  }
  return absl::StrJoin(plays, ", ");
}

// The suit a player must follow, as players say it: "fives", "trumps (sixes)", "doubles".
std::string SuitWord(const Contract& c, Suit suit) {
  if (suit != kTrumpSuit) return std::string(TrumpName(static_cast<Trump>(static_cast<int>(suit))));
  if (c.has_trump() && c.trump != Trump::kFollowMe) {
    return absl::StrCat("trumps (", TrumpName(c.trump), ")");
  }
  return "doubles";
}

// What the bidding side must reach: "North-South must take 34 points".
std::string Goal(const Contract& c, Seat declarer, int bid) {
  switch (c.scoring()) {
    case Scoring::kPoints:
      return absl::StrCat(SideName(TeamOf(declarer)), " must take ", GoalTarget(c, bid), " points");
    case Scoring::kTricks:
      return absl::StrCat(SideName(TeamOf(declarer)), " must take all 7 tricks");
    case Scoring::kDeclarerTricks:
      return absl::StrCat(SeatName(declarer), " must take no trick");
  }
  return "";
}

const TileScore* ScoreOf(const TableChoice& choice, Tile tile) {
  for (const TileScore& s : choice.scores) {
    if (s.tile == tile) return &s;
  }
  return nullptr;
}

}  // namespace

std::string SeatOpening(const Position& start, Seat seat, int bid, const TableOptions& table) {
  const Contract& c = start.rules().contract();
  const bool bidding = TeamOf(seat) == TeamOf(start.declarer());
  std::string out = absl::StrCat("You sit ", SeatName(seat),
                                 ". Contract: ", ContractLine(c, start.declarer(), bid), ".\n");
  absl::StrAppend(&out, Goal(c, start.declarer(), bid), "; you play ",
                  bidding ? "to make the bid" : "to set it", ".\n");
  absl::StrAppend(&out, "The other seats are table players: each sees only his own hand and draws ",
                  WorldsText(table.worlds), " a decision (seed ", table.seed, ").\n");
  absl::StrAppend(&out, "Your hand: ", FormatTiles(start.hand(seat)), "\n");
  absl::StrAppend(&out,
                  "Type a tile to play it (6-4 or 64), \"hint\" for the table player's choice "
                  "in your seat, \"quit\" to stop.\n");
  return out;
}

std::string SeatTurn(const Position& position, Seat seat, int bid) {
  const Contract& c = position.rules().contract();
  std::string out =
      absl::StrCat("\nTrick ", position.tricks().size() + 1, " (",
                   ContractLine(c, position.declarer(), bid), "). Score: ", Score(position), ".\n");
  if (position.trick().empty()) {
    absl::StrAppend(&out, "  You lead.\n");
  } else {
    absl::StrAppend(&out, "  ", SeatName(position.leader()), " led ",
                    FormatTile(position.trick().front()));
    Seat s = position.Next(position.leader());
    for (size_t i = 1; i < position.trick().size(); ++i) {
      absl::StrAppend(&out, ", ", SeatName(s), " played ", FormatTile(position.trick()[i]));
      s = position.Next(s);
    }
    absl::StrAppend(&out, ".\n");
  }
  absl::StrAppend(&out, "Your hand (", SeatName(seat), "): ", FormatTiles(position.hand(seat)),
                  "\n");
  return out;
}

std::string TrickDone(const Position& position) {
  const PlayedTrick& t = position.tricks().back();
  const Contract& c = position.rules().contract();
  return absl::StrCat("Trick ", position.tricks().size(), ": ",
                      TrickTiles(position, t.leader, t.tiles), ". ", SeatName(t.winner), " wins",
                      c.scoring() == Scoring::kPoints
                          ? absl::StrCat(" ", t.value, " ", Unit(c, t.value))
                          : std::string(" the trick"),
                      ".\n");
}

std::string DecidedLine(const Position& position, bool makes) {
  return absl::StrCat("The bid is ", makes ? "made" : "set", " (", Score(position), ")",
                      position.finished() ? "" : "; the hand is played out", ".\n");
}

std::string WhyNotPlayable(const Position& position, Tile tile) {
  const TileSet hand = position.hand(position.to_move());
  const std::string name = FormatTile(tile);
  if (!hand.Contains(tile)) {
    for (size_t i = 0; i < position.tricks().size(); ++i) {
      for (Tile t : position.tricks()[i].tiles) {
        if (t == tile) return absl::StrCat(name, " was played in trick ", i + 1);
      }
    }
    for (Tile t : position.trick()) {
      if (t == tile) return absl::StrCat(name, " is on the table");
    }
    return absl::StrCat("you do not hold ", name);
  }
  const TileSet legal = position.Legal();
  if (legal.Contains(tile)) return "";
  const Contract& c = position.rules().contract();
  const std::string hold = absl::StrCat(": you hold ", FormatTiles(legal));
  if (position.trick().empty()) {
    if (c.kind == ContractKind::kSevens) {
      return absl::StrCat("you must lead a tile as close to seven pips as you can", hold);
    }
    if (c.first_lead_trump) return absl::StrCat("the opening lead must be a trump", hold);
    return absl::StrCat("you may not lead ", name, hold);
  }
  if (c.kind == ContractKind::kSevens) {
    return absl::StrCat("you must play a tile as close to seven pips as you can", hold);
  }
  const Suit led = position.rules().LedSuit(position.trick().front());
  return absl::StrCat("you must follow ", SuitWord(c, led), hold);
}

std::string SeatReviewText(Seat seat, const HandRecord& record, const HandReview& review) {
  const Contract& c = record.contract;
  const int size = c.partner_sits_out() ? 3 : 4;
  std::vector<YourPlay> rows;
  for (size_t i = 0; i < review.plays.size(); ++i) {
    const PlayReview& p = review.plays[i];
    if (p.seat != seat) continue;
    const TableGuess* g = i < review.table.size() ? &review.table[i] : nullptr;
    YourPlay row{.trick = static_cast<int>(i) / size + 1,
                 .tile = FormatTile(p.tile),
                 .cost = p.cost,
                 .mistake = IsMistake(p, g)};
    if (p.cost > 0) row.notes.push_back(absl::StrCat("best: ", TileList(p.best)));
    if (p.makes_before != p.makes_after) {
      row.notes.push_back(p.makes_after ? "the bid now makes" : "the bid is now set");
    }
    if (!row.mistake && p.cost > 0) row.notes.push_back("the best guess from your hand");
    if (g != nullptr) {
      const TileScore* s = ScoreOf(g->choice, p.tile);
      row.table_tile = FormatTile(g->choice.tile);
      row.reach = g->choice.worlds == 0 || s == nullptr ? "forced"
                                                        : absl::StrCat(s->reached, "/", s->worlds);
    }
    rows.push_back(std::move(row));
  }
  return YourPlaysText(SeatName(seat), !review.table.empty(), rows,
                       [&c](int n) { return Unit(c, n); });
}

}  // namespace texas42
