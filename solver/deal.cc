#include "solver/deal.h"

#include <cctype>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace texas42 {
namespace {

absl::string_view HandName(int i) {
  static constexpr std::array<absl::string_view, 4> kNames = {"first", "second", "third", "fourth"};
  return kNames[i];
}

}  // namespace

Seat Deal::Holder(Tile t) const {
  for (int i = 0; i < kSeatCount; ++i) {
    if (hands[i].Contains(t)) return SeatAt(i);
  }
  return Seat::kNorth;
}

absl::StatusOr<TileSet> ParseHand(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  if (!tiles.ok()) return tiles.status();
  if (tiles->size() != kTricksPerHand) {
    return absl::InvalidArgumentError(absl::StrCat("a hand needs 7 tiles, got ", tiles->size(),
                                                   " in '", absl::StripAsciiWhitespace(text), "'"));
  }
  TileSet hand;
  for (Tile t : *tiles) hand.Add(t);
  return hand;
}

absl::StatusOr<Seat> ParseSeat(absl::string_view text) {
  const std::string s = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  if (s == "n" || s == "north") return Seat::kNorth;
  if (s == "e" || s == "east") return Seat::kEast;
  if (s == "s" || s == "south") return Seat::kSouth;
  if (s == "w" || s == "west") return Seat::kWest;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown seat '", text, "' (expected N, E, S or W)"));
}

absl::StatusOr<Deal> ParseDeal(absl::string_view text) {
  absl::string_view body = absl::StripAsciiWhitespace(text);
  int first = 0;
  if (body.size() >= 2 && body[1] == ':' && !std::isdigit(static_cast<unsigned char>(body[0]))) {
    absl::StatusOr<Seat> seat = ParseSeat(body.substr(0, 1));
    if (!seat.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("unknown seat prefix '", body.substr(0, 2),
                                                     "' (expected N:, E:, S: or W:)"));
    }
    first = Index(*seat);
    body.remove_prefix(2);
  }
  const std::vector<absl::string_view> parts = absl::StrSplit(body, '/');
  if (parts.size() != kSeatCount) {
    return absl::InvalidArgumentError(
        absl::StrCat("a deal needs 4 hands separated by '/', got ", parts.size()));
  }
  Deal deal;
  TileSet seen;
  for (int i = 0; i < kSeatCount; ++i) {
    const Seat seat = SeatAt(first + i);
    absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(parts[i]);
    if (!tiles.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(SeatName(seat), "'s hand (", HandName(i), "): ", tiles.status().message()));
    }
    if (tiles->size() != kTricksPerHand) {
      return absl::InvalidArgumentError(absl::StrCat(SeatName(seat), "'s hand (", HandName(i),
                                                     ") has ", tiles->size(),
                                                     " tiles; each hand needs 7"));
    }
    for (Tile t : *tiles) {
      if (seen.Contains(t)) {
        return absl::InvalidArgumentError(absl::StrCat("tile ", FormatTile(t), " is dealt twice (",
                                                       SeatName(seat), " and ",
                                                       SeatName(deal.Holder(t)), ")"));
      }
      seen.Add(t);
      deal.hands[Index(seat)].Add(t);
    }
  }
  return deal;
}

std::string FormatDeal(const Deal& deal) {
  std::string out;
  for (int s = 0; s < kSeatCount; ++s) {
    if (s > 0) out += '/';
    bool first = true;
    for (int i = kTileCount - 1; i >= 0; --i) {
      const Tile t = Tile::FromIndex(i);
      if (!deal.hands[s].Contains(t)) continue;
      if (!first) out += ' ';
      first = false;
      absl::StrAppend(&out, t.high(), t.low());
    }
  }
  return out;
}

absl::string_view SeatName(Seat s) {
  static constexpr std::array<absl::string_view, 4> kNames = {"North", "East", "South", "West"};
  return kNames[Index(s)];
}

}  // namespace texas42
