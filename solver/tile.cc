#include "solver/tile.h"

#include <cstdint>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace texas42 {
namespace {

absl::string_view SetName(Pip max_pip) {
  static constexpr std::array<absl::string_view, kMostPip + 1> kNames = {
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight"};
  return kNames[max_pip];
}

}  // namespace

std::string FormatTile(Tile t) { return absl::StrCat(t.high(), "-", t.low()); }

absl::StatusOr<Tile> ParseTile(absl::string_view text, Pip max_pip) {
  const absl::string_view t = absl::StripAsciiWhitespace(text);
  std::string pips(t);
  if (t.size() == 3 && (t[1] == '-' || t[1] == ':')) pips = {t[0], t[2]};
  if (pips.size() != 2 || !absl::ascii_isdigit(pips[0]) || !absl::ascii_isdigit(pips[1])) {
    return absl::InvalidArgumentError(absl::StrCat("malformed tile '", t, "' (expected two pips 0-",
                                                   max_pip, ", like 64 or 6-4)"));
  }
  const int a = pips[0] - '0', b = pips[1] - '0';
  if (a > max_pip || b > max_pip) {
    return absl::InvalidArgumentError(absl::StrCat("tile '", t, "' has a pip above ", max_pip,
                                                   " (a double-", SetName(max_pip),
                                                   " set has pips 0-", max_pip, ")"));
  }
  return Tile::FromPips(a, b);
}

absl::StatusOr<std::vector<Tile>> ParseTiles(absl::string_view text, Pip max_pip) {
  std::vector<Tile> tiles;
  uint64_t seen = 0;
  for (absl::string_view word : absl::StrSplit(text, absl::ByAnyChar(" ,\t"), absl::SkipEmpty())) {
    absl::StatusOr<Tile> tile = ParseTile(word, max_pip);
    if (!tile.ok()) return tile.status();
    const uint64_t bit = uint64_t{1} << tile->index();
    if (seen & bit) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(*tile), " is given twice"));
    }
    seen |= bit;
    tiles.push_back(*tile);
  }
  return tiles;
}

}  // namespace texas42
