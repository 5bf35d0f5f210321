#include "solver/rng.h"

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

uint64_t Rng::Below64(uint64_t bound) {
  // Rejects the lowest (2^64 mod bound) values, so the rest divide evenly.
  const uint64_t threshold = (0 - bound) % bound;
  uint64_t x = Next();
  while (x < threshold) x = Next();
  return x % bound;
}

uint64_t MixHash(uint64_t h, uint64_t value) {
  uint64_t x = h ^ (value + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2));
  return SplitMix64(x);
}

}  // namespace texas42
