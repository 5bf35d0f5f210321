#include "cli/known_parser.h"

#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

// One --known "S=tiles", split at the '=': the seat's text and the tiles' text.
absl::StatusOr<std::pair<absl::string_view, absl::string_view>> SplitKnown(absl::string_view text) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, absl::MaxSplits('=', 1));
  if (parts.size() != 2) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--known '", text, "': write a seat and its tiles, as in --known \"E=6-6 5-5\""));
  }
  return std::make_pair(parts[0], parts[1]);
}

absl::Status UnknownSeat(absl::string_view text, absl::string_view seat, absl::string_view seats) {
  return absl::InvalidArgumentError(absl::StrCat(
      "--known '", text, "': unknown seat '", absl::StripAsciiWhitespace(seat), "' (", seats, ")"));
}

// Checks the tiles' parse, and that there are some.
template <typename Tiles>
absl::Status CheckTiles(absl::string_view text, const absl::StatusOr<Tiles>& tiles) {
  if (!tiles.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--known '", text, "': ", tiles.status().message()));
  }
  if (tiles->empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--known '", text, "': no tiles after the seat, as in --known \"E=6-6\""));
  }
  return absl::OkStatus();
}

absl::Status NotInHand(absl::string_view text, absl::string_view seat, absl::string_view tile) {
  return absl::InvalidArgumentError(absl::StrCat(
      "--known '", text, "': ", seat, " is the declarer and tile ", tile, " is not in his --hand"));
}

absl::Status InHand(absl::string_view text, absl::string_view tile) {
  return absl::InvalidArgumentError(
      absl::StrCat("--known '", text, "': tile ", tile, " is in the declarer's --hand"));
}

absl::Status TwoSeats(absl::string_view tile, absl::string_view one, absl::string_view other) {
  return absl::InvalidArgumentError(
      absl::StrCat("--known: tile ", tile, " is given to both ", one, " and ", other));
}

absl::Status TooMany(absl::string_view seat, int tiles, int hand_size) {
  return absl::InvalidArgumentError(
      absl::StrCat("--known: ", seat, " is given ", tiles, " tiles; a hand holds ", hand_size));
}

}  // namespace

absl::Status AddKnown(const family::Game& game, absl::string_view text, int declarer,
                      BidQuery& query) {
  absl::StatusOr<std::pair<absl::string_view, absl::string_view>> parts = SplitKnown(text);
  if (!parts.ok()) return parts.status();
  absl::StatusOr<int> seat = family::ParseSeat(game, absl::StripAsciiWhitespace(parts->first));
  if (!seat.ok())
    return UnknownSeat(text, parts->first, game.seats == 3 ? "N, E or S" : "N, E, S or W");
  const absl::StatusOr<std::vector<family::Tile>> tiles = family::ParseTiles(game, parts->second);
  if (absl::Status s = CheckTiles(text, tiles); !s.ok()) return s;
  // The analysis seats the declarer N: a seat k places round from him is seat k.
  const int at = (*seat - declarer + game.seats) % game.seats;
  for (family::Tile t : *tiles) {
    if (at == 0) {
      if (!query.hand.Contains(t)) {
        return NotInHand(text, family::SeatName(*seat), FormatTile(t));
      }
      continue;
    }
    if (query.hand.Contains(t)) return InHand(text, FormatTile(t));
    for (int s = 1; s < game.seats; ++s) {
      if (s != at && query.known[s].Contains(t)) {
        return TwoSeats(FormatTile(t), family::SeatName((s + declarer) % game.seats),
                        family::SeatName(*seat));
      }
    }
    query.known[at].Add(t);
  }
  if (query.known[at].size() > game.hand_size) {
    return TooMany(family::SeatName(*seat), query.known[at].size(), game.hand_size);
  }
  return absl::OkStatus();
}

}  // namespace texas42
