#include "solver/analysis/dealer.h"

#include "absl/strings/str_cat.h"

namespace texas42 {

absl::Status Predeal::Validate() const {
  TileSet seen;
  for (int s = 0; s < kSeatCount; ++s) {
    if (known[s].size() > kTricksPerHand) {
      return absl::InvalidArgumentError(absl::StrCat(SeatName(SeatAt(s)), " is given ",
                                                     known[s].size(), " tiles; a hand holds 7"));
    }
    if (const TileSet twice = seen & known[s]; twice) {
      return absl::InvalidArgumentError(
          absl::StrCat("tile ", FormatTile(twice.Lowest()), " is placed in two hands"));
    }
    seen |= known[s];
  }
  return absl::OkStatus();
}

Deal DealRandom(const Predeal& predeal, uint64_t seed, uint64_t index) {
  std::array<Tile, kTileCount> pool;
  int n = 0;
  for (Tile t : ~predeal.all_known()) pool[n++] = t;
  Rng rng(seed, index);
  for (int i = n - 1; i > 0; --i) {
    const int j = static_cast<int>(rng.Below(static_cast<uint32_t>(i + 1)));
    std::swap(pool[i], pool[j]);
  }
  Deal deal;
  int next = 0;
  for (int s = 0; s < kSeatCount; ++s) {
    deal.hands[s] = predeal.known[s];
    while (deal.hands[s].size() < kTricksPerHand) deal.hands[s].Add(pool[next++]);
  }
  return deal;
}

}  // namespace texas42
