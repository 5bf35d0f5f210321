// Deal: the four hands of seven tiles, and the notation used to read and write tiles and hands.
//
// Notation: a tile is two pips 0..6 in either order, optionally separated by '-' or ':'
// ("64", "6-4", "46"); it is written back high end first ("6-4"). A hand is tiles separated by
// spaces or commas. A deal is four hands in seat order separated by '/', optionally prefixed
// "N:", "E:", "S:" or "W:" to name the seat of the first hand.
// Invariant of a Deal: the four hands are disjoint and together hold all 28 tiles.
#ifndef TEXAS42_SOLVER_DEAL_H_
#define TEXAS42_SOLVER_DEAL_H_

#include <array>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

struct Deal {
  Hands hands;  // by seat index

  TileSet hand(Seat s) const { return hands[Index(s)]; }
  // Returns the seat holding `t`.
  Seat Holder(Tile t) const;
  friend bool operator==(const Deal&, const Deal&) = default;
};

// Parses a hand of exactly seven distinct tiles.
absl::StatusOr<TileSet> ParseHand(absl::string_view text);
// Parses a deal; errors name the hand and tile at fault.
absl::StatusOr<Deal> ParseDeal(absl::string_view text);
// Parses a seat letter N, E, S or W (or its full name), case-insensitive.
absl::StatusOr<Seat> ParseSeat(absl::string_view text);

// Writes the canonical deal: four hands N/E/S/W, tiles as two pips high first ("66 64 ...").
std::string FormatDeal(const Deal& deal);
// Writes a seat's full name: "North".
absl::string_view SeatName(Seat s);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_DEAL_H_
