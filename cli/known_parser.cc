#include "cli/known_parser.h"

#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "solver/deal.h"

namespace texas42 {

absl::Status AddKnown(absl::string_view text, BidQuery& query) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, absl::MaxSplits('=', 1));
  if (parts.size() != 2) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--known '", text, "': write a seat and its tiles, as in --known \"E=6-6 5-5\""));
  }
  absl::StatusOr<Seat> seat = ParseSeat(parts[0]);
  if (!seat.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--known '", text, "': unknown seat '",
                                                   absl::StripAsciiWhitespace(parts[0]),
                                                   "' (N, E, S or W)"));
  }
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(parts[1]);
  if (!tiles.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--known '", text, "': ", tiles.status().message()));
  }
  if (tiles->empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--known '", text, "': no tiles after the seat, as in --known \"E=6-6\""));
  }
  for (Tile t : *tiles) {
    if (*seat == query.declarer) {
      if (!query.hand.Contains(t)) {
        return absl::InvalidArgumentError(absl::StrCat("--known '", text, "': ", SeatName(*seat),
                                                       " is the declarer and tile ", FormatTile(t),
                                                       " is not in his --hand"));
      }
      continue;
    }
    if (query.hand.Contains(t)) {
      return absl::InvalidArgumentError(absl::StrCat("--known '", text, "': tile ", FormatTile(t),
                                                     " is in the declarer's --hand"));
    }
    for (int s = 0; s < kSeatCount; ++s) {
      if (SeatAt(s) != *seat && query.known[s].Contains(t)) {
        return absl::InvalidArgumentError(absl::StrCat("--known: tile ", FormatTile(t),
                                                       " is given to both ", SeatName(SeatAt(s)),
                                                       " and ", SeatName(*seat)));
      }
    }
    query.known[Index(*seat)].Add(t);
  }
  if (query.known[Index(*seat)].size() > kTricksPerHand) {
    return absl::InvalidArgumentError(absl::StrCat("--known: ", SeatName(*seat), " is given ",
                                                   query.known[Index(*seat)].size(),
                                                   " tiles; a hand holds 7"));
  }
  return absl::OkStatus();
}

}  // namespace texas42
