#include "solver/family/discard.h"

#include <string>

#include "absl/strings/str_cat.h"

namespace texas42::family {

absl::StatusOr<Hands> ApplyDiscard(const Game& game, const Deal& deal, int declarer, Tile discard) {
  if (game.left_over == 0 || deal.left_over.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat(game.title, " has no tile left over: there is nothing to discard"));
  }
  const TileSet twelve = deal.hands[declarer] | deal.left_over;
  const std::string seat(1, SeatLetter(declarer));
  if (!twelve.Contains(discard)) {
    return absl::InvalidArgumentError(absl::StrCat(FormatTile(discard), " is neither in ", seat,
                                                   "'s hand nor the tile left over"));
  }
  if (game.exchange == Exchange::kNonCounter && discard.count() > 0) {
    return absl::InvalidArgumentError(absl::StrCat(FormatTile(discard), " is a counter: in ",
                                                   game.title,
                                                   " the declarer discards a non-counter"));
  }
  Hands hands = deal.hands;
  hands[declarer] = twelve - TileSet(discard);
  return hands;
}

}  // namespace texas42::family
