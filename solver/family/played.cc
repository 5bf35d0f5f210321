#include "solver/family/played.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "solver/family/deal.h"

namespace texas42::family {

absl::StatusOr<std::vector<Move>> ParsePlayed(const Game& game, absl::string_view text) {
  std::vector<Move> moves;
  TileSet seen;
  for (absl::string_view word : absl::StrSplit(text, absl::ByAnyChar(" ,\t"), absl::SkipEmpty())) {
    const size_t at = word.find('@');
    absl::StatusOr<Tile> tile = ParseTile(game, word.substr(0, at));
    if (!tile.ok()) return tile.status();
    Move move{*tile, kNoSuit};
    if (at != absl::string_view::npos) {
      int suit = -1;
      if (!absl::SimpleAtoi(word.substr(at + 1), &suit) || suit < 0 || suit > game.max_pip ||
          !tile->Shows(suit)) {
        return absl::InvalidArgumentError(
            absl::StrCat("bad lead '", word, "': after '@' comes a pip of the tile, the suit led"));
      }
      move.suit = suit;
    }
    if (seen.Contains(*tile)) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(*tile), " is given twice"));
    }
    seen.Add(*tile);
    moves.push_back(move);
  }
  return moves;
}

int TrickNumber(const Position& position) {
  return position.rules().game().tricks() - position.tricks_left() + 1;
}

absl::Status PlayChecked(Position& position, const Move& move) {
  const std::string tile = FormatTile(move.tile);
  if (position.finished()) {
    return absl::InvalidArgumentError(absl::StrCat(tile, " is played after the hand is over"));
  }
  const int seat = position.to_move();
  const std::string at = absl::StrCat("trick ", TrickNumber(position), ", ", SeatName(seat), ": ");
  if (!position.hand(seat).Contains(move.tile)) {
    for (int holder = 0; holder < position.seats(); ++holder) {
      if (position.hand(holder).Contains(move.tile)) {
        return absl::InvalidArgumentError(
            absl::StrCat(at, tile, " is ", SeatName(holder), "'s, and ", SeatName(seat),
                         " is to play (a play out of turn, or a tile he does not hold)"));
      }
    }
    // Where else it can be: played, set aside by the exchange, or with a partner who sits out.
    std::string where = "played before";
    if (position.rules().game().left_over > 0) absl::StrAppend(&where, ", discarded, left over");
    for (int s = 0; s < position.seats(); ++s) {
      if (!position.in_play(s)) absl::StrAppend(&where, ", or ", SeatName(s), "'s, who sits out");
    }
    return absl::InvalidArgumentError(
        absl::StrCat(at, tile, " is in no hand in play (", where, ")"));
  }
  TileSet legal;
  for (const Move& m : position.Legal()) legal.Add(m.tile);
  if (!legal.Contains(move.tile)) {
    return absl::InvalidArgumentError(absl::StrCat(
        at, tile, " is illegal: ", SeatName(seat), " must ",
        position.trick().empty() ? "lead" : "follow with", " one of ", FormatTiles(legal)));
  }
  const Rules& rules = position.rules();
  if (move.suit != kNoSuit) {
    if (!position.trick().empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, tile, "@", move.suit, ": only a lead calls a suit"));
    }
    if (move.suit != rules.LedSuit(move.tile) && move.suit != rules.AltLedSuit(move.tile)) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, tile, " cannot be led as suit ", move.suit));
    }
  }
  if (absl::Status s = position.Play(move); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(at, tile, ": ", s.message()));
  }
  return absl::OkStatus();
}

absl::Status PlayAll(Position& position, const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    if (absl::Status s = PlayChecked(position, m); !s.ok()) return s;
  }
  return absl::OkStatus();
}

std::string FormatMove(const Rules& rules, const Move& move) {
  std::string out = FormatTile(move.tile);
  if (move.suit != kNoSuit && rules.AltLedSuit(move.tile) != kNoSuit &&
      move.suit != rules.LedSuit(move.tile)) {
    absl::StrAppend(&out, "@", move.suit);
  }
  return out;
}

std::vector<TrickPlayed> TricksOf(Position position, const std::vector<Move>& moves) {
  std::vector<TrickPlayed> tricks;
  TrickPlayed current;
  current.leader = position.leader();
  for (Tile t : position.trick()) current.moves.push_back({t, kNoSuit});
  if (!current.moves.empty()) current.moves.front().suit = position.led_suit();
  for (const Move& move : moves) {
    const int before = position.taken() + position.taken_against();
    PlayKnownLegal(position, move);
    current.moves.push_back(move);
    if (position.trick().empty()) {
      current.winner = position.leader();
      current.value = position.taken() + position.taken_against() - before;
      tricks.push_back(std::move(current));
      current = TrickPlayed{};
      current.leader = position.leader();
    }
  }
  if (!current.moves.empty()) tricks.push_back(std::move(current));
  return tricks;
}

}  // namespace texas42::family
