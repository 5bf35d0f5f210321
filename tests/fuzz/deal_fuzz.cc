// libFuzzer target: ParseDeal on any text, and the deal-file reader on its lines. An accepted
// deal is four disjoint hands of seven that hold all 28 tiles, and reads back unchanged.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "cli/input.h"
#include "solver/deal.h"
#include "tests/fuzz/fuzz_check.h"

namespace texas42 {
namespace {

// Checks the invariant of a Deal and its round trip through FormatDeal.
void CheckDeal(const Deal& deal) {
  TileSet all;
  for (TileSet hand : deal.hands) {
    FuzzCheck(hand.size() == kTricksPerHand, "a parsed hand does not hold seven tiles");
    FuzzCheck((all & hand).empty(), "two parsed hands share a tile");
    all |= hand;
  }
  FuzzCheck(all.size() == kTileCount, "a parsed deal does not hold all 28 tiles");
  const absl::StatusOr<Deal> again = ParseDeal(FormatDeal(deal));
  FuzzCheck(again.ok() && *again == deal, "FormatDeal does not read back as the same deal");
}

}  // namespace
}  // namespace texas42

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  const absl::StatusOr<Deal> deal = ParseDeal(text);
  if (deal.ok()) {
    CheckDeal(*deal);
  } else {
    FuzzCheckError(deal.status(), "ParseDeal");
  }
  const std::vector<std::string> lines = absl::StrSplit(text, '\n');
  const absl::StatusOr<std::vector<NumberedDeal>> file = ParseDealLines(lines);
  if (!file.ok()) {
    FuzzCheckError(file.status(), "ParseDealLines");
    return 0;
  }
  int previous = 0;
  for (const NumberedDeal& d : *file) {
    FuzzCheck(d.line > previous && d.line <= static_cast<int>(lines.size()),
              "ParseDealLines numbers a deal outside the file");
    previous = d.line;
    CheckDeal(d.deal);
  }
  return 0;
}
