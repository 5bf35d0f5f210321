#include "solver/transposition_table.h"

#include <algorithm>

namespace texas42 {

TranspositionTable::Bucket TranspositionTable::EmptyBucket() {
  Bucket b;
  b.entries.fill(Entry{0, 0, 0, kNoTile, 0});
  return b;
}

TranspositionTable::TranspositionTable(int bits)
    : buckets_(size_t{1} << bits, EmptyBucket()), shift_(64 - bits) {}

void TranspositionTable::Clear() {
  if (generation_.Next()) std::fill(buckets_.begin(), buckets_.end(), EmptyBucket());
}

void TranspositionTable::Store(TileSet live, Seat leader, int lower, int upper, uint8_t best) {
  const uint32_t key = PositionKey(live, leader);
  Entry* bucket = buckets_[BucketOfKey(key, shift_)].entries.data();
  Entry* victim = &bucket[0];
  for (int i = 0; i < kWays; ++i) {
    Entry& e = bucket[i];
    if (e.generation == generation_.value() && e.key == key) {
      victim = &e;
      break;
    }
    // Prefer a stale slot, then the position with the fewest tiles (cheapest to recompute).
    const bool e_stale = e.generation != generation_.value();
    const bool v_stale = victim->generation != generation_.value();
    if (e_stale && !v_stale) {
      victim = &e;
    } else if (e_stale == v_stale && !e_stale &&
               std::popcount(e.key >> 2) < std::popcount(victim->key >> 2)) {
      victim = &e;
    }
  }
  *victim = Entry{key, static_cast<uint8_t>(lower), static_cast<uint8_t>(upper), best,
                  generation_.value()};
}

}  // namespace texas42
