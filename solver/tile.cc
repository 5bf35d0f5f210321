#include "solver/tile.h"

#include "absl/strings/str_cat.h"

namespace texas42 {

std::string FormatTile(Tile t) { return absl::StrCat(t.high(), "-", t.low()); }

}  // namespace texas42
