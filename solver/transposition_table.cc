#include "solver/transposition_table.h"

#include <algorithm>

namespace texas42 {

TranspositionTable::TranspositionTable(int bits)
    : entries_(size_t{kWays} << bits, Entry{0, 0, 0, kNoTile, 0}), shift_(64 - bits) {}

void TranspositionTable::Clear() {
  if (++generation_ == 0) {
    // After 255 clears the counter wraps: wipe once so no stale entry can match.
    std::fill(entries_.begin(), entries_.end(), Entry{0, 0, 0, kNoTile, 0});
    generation_ = 1;
  }
}

void TranspositionTable::Store(TileSet live, Seat leader, int lower, int upper, uint8_t best) {
  const uint32_t key = Key(live, leader);
  Entry* bucket = &entries_[BucketOf(key)];
  Entry* victim = &bucket[0];
  for (int i = 0; i < kWays; ++i) {
    Entry& e = bucket[i];
    if (e.generation == generation_ && e.key == key) {
      victim = &e;
      break;
    }
    // Prefer a stale slot, then the position with the fewest tiles (cheapest to recompute).
    const bool e_stale = e.generation != generation_;
    const bool v_stale = victim->generation != generation_;
    if (e_stale && !v_stale) {
      victim = &e;
    } else if (e_stale == v_stale && !e_stale &&
               std::popcount(e.key >> 2) < std::popcount(victim->key >> 2)) {
      victim = &e;
    }
  }
  *victim = Entry{key, static_cast<uint8_t>(lower), static_cast<uint8_t>(upper), best,
                  generation_};
}

}  // namespace texas42
