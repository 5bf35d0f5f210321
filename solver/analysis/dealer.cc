#include "solver/analysis/dealer.h"

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

uint64_t SplitMix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

constexpr uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

Rng::Rng(uint64_t seed, uint64_t stream) {
  uint64_t x = seed ^ SplitMix64(stream);
  for (uint64_t& word : s_) word = SplitMix64(x);
}

uint64_t Rng::Next() {
  const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = Rotl(s_[3], 45);
  return result;
}

uint32_t Rng::Below(uint32_t bound) {
  // Lemire's multiply-and-reject: uniform for every bound.
  uint64_t m = (Next() >> 32) * bound;
  uint32_t low = static_cast<uint32_t>(m);
  if (low < bound) {
    const uint32_t threshold = static_cast<uint32_t>(-bound) % bound;
    while (low < threshold) {
      m = (Next() >> 32) * bound;
      low = static_cast<uint32_t>(m);
    }
  }
  return static_cast<uint32_t>(m >> 32);
}

absl::Status Predeal::Validate() const {
  TileSet seen;
  for (int s = 0; s < kSeatCount; ++s) {
    if (known[s].size() > kTricksPerHand) {
      return absl::InvalidArgumentError(absl::StrCat(
          SeatName(SeatAt(s)), " is given ", known[s].size(), " tiles; a hand holds 7"));
    }
    if (const TileSet twice = seen & known[s]; twice) {
      return absl::InvalidArgumentError(absl::StrCat(
          "tile ", FormatTile(twice.Lowest()), " is placed in two hands"));
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
