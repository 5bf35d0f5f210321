// libFuzzer target: ParseTile on any text. A tile it accepts is written back and read again as
// the same tile; anything else is refused with a message.
#include <cstddef>
#include <cstdint>

#include "absl/strings/string_view.h"
#include "solver/deal.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  const absl::StatusOr<Tile> tile = ParseTile(text);
  if (!tile.ok()) {
    FuzzCheckError(tile.status(), "ParseTile");
    return 0;
  }
  FuzzCheck(tile->index() >= 0 && tile->index() < kTileCount, "tile index out of 0..27");
  const absl::StatusOr<Tile> again = ParseTile(FormatTile(*tile));
  FuzzCheck(again.ok() && *again == *tile, "FormatTile does not read back as the same tile");
  return 0;
}
