#include "solver/family/tile_map.h"

#include <algorithm>

namespace texas42::family {
namespace {

constexpr int kCacheBits = 8;  // small enough to stay in the nearer caches

}  // namespace

TileMap::TileMap() : cache_(size_t{1} << kCacheBits) {}

void TileMap::Reset() {
  if (++generation_ == 0) {
    std::fill(cache_.begin(), cache_.end(), TileRenaming{});
    generation_ = 1;
  }
}

const TileRenaming& TileMap::Of(const Rules& rules, TileSet live) {
  const uint64_t bits = live.bits();
  TileRenaming& slot = cache_[((bits ^ (bits >> 29)) * 0x9E3779B97F4A7C15ULL) >> (64 - kCacheBits)];
  if (slot.live == bits && slot.generation == generation_) return slot;
  TileRenaming r;
  r.live = bits;
  r.generation = generation_;
  const uint32_t suits = rules.CalledSuits(live);
  // Only a live tile above some dead tile of the same calls can be renamed.
  TileSet start;
  for (Tile y : rules.game().tiles - live) start |= rules.SameCallsAbove(y);
  start &= live;
  bool overflow = false;
  for (Tile x : start) {
    for (Tile y : rules.SameCallsBelow(x) - live) {
      if (!rules.Interchangeable(x, y, live - TileSet(x), suits)) continue;
      if (r.size == r.from.size()) {
        overflow = true;
        break;
      }
      r.from[r.size] = static_cast<uint8_t>(x.index());
      r.to[r.size] = static_cast<uint8_t>(y.index());
      ++r.size;
      live.Remove(x);
      live.Add(y);
      break;
    }
    if (overflow) break;
  }
  // A renaming cut short is still sound (each step keeps the value); it is only less general.
  slot = r;
  return slot;
}

}  // namespace texas42::family
