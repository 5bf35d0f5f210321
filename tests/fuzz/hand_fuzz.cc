// libFuzzer target: ParseTiles and ParseHand on any text. Accepted lists hold no repeats and
// read back unchanged; a hand is accepted exactly when the list is, with seven tiles.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"
#include "solver/deal.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  const absl::StatusOr<TileSet> hand = ParseHand(text);
  if (!tiles.ok()) {
    FuzzCheckError(tiles.status(), "ParseTiles");
    FuzzCheck(!hand.ok(), "ParseHand accepts what ParseTiles refuses");
    FuzzCheckError(hand.status(), "ParseHand");
    return 0;
  }
  TileSet seen;
  std::vector<std::string> written;
  for (Tile t : *tiles) {
    FuzzCheck(!seen.Contains(t), "ParseTiles accepts a repeated tile");
    seen.Add(t);
    written.push_back(FormatTile(t));
  }
  const absl::StatusOr<std::vector<Tile>> again = ParseTiles(absl::StrJoin(written, " "));
  FuzzCheck(again.ok() && *again == *tiles, "a tile list does not read back unchanged");
  FuzzCheck(hand.ok() == (tiles->size() == kTricksPerHand),
            "ParseHand disagrees with ParseTiles on a seven-tile hand");
  if (hand.ok()) {
    FuzzCheck(*hand == seen && hand->size() == kTricksPerHand, "ParseHand lost a tile");
  } else {
    FuzzCheckError(hand.status(), "ParseHand");
  }
  return 0;
}
