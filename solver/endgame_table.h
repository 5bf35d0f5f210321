// EndgameTable: bounds on the value of positions with two tricks left.
//
// During one solve the hands are fixed, so the tiles in play and the seat to lead identify a
// trick-boundary position. A solve meets some 1,600 positions with two tricks left, each searched
// again for a few hundred instructions, so this table keeps none of TranspositionTable's
// machinery (no best lead, no choice of a victim by depth): a bucket holds the position stored
// last and the one stored before it. Clear() only bumps a generation counter: entries of older
// generations read as empty.
//
// Entry layout (8 bytes):
//   bits  0-31  key: tiles in play (28 bits) << 2 | leader (table_key.h)
//   bits 32-39  lower bound
//   bits 40-47  upper bound
//   bits 48-55  generation
//   bits 56-63  padding
#ifndef TEXAS42_SOLVER_ENDGAME_TABLE_H_
#define TEXAS42_SOLVER_ENDGAME_TABLE_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solver/table_key.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

class EndgameTable {
 public:
  struct Entry {
    uint32_t key;
    uint8_t lower;
    uint8_t upper;
    uint8_t generation;
  };
  // The layout the file's comment gives (the last byte is padding).
  static_assert(sizeof(Entry) == 8);
  static_assert(offsetof(Entry, lower) == 4 && offsetof(Entry, upper) == 5 &&
                offsetof(Entry, generation) == 6);
  static_assert(kTotalPoints <= UINT8_MAX, "a bound fits a byte");

  // Builds a table of 2^`bits` buckets of two entries (bits = 11 is 32 KiB).
  explicit EndgameTable(int bits)
      : entries_(size_t{2} << bits, Entry{0, 0, 0, 0}), shift_(64 - bits) {}

  // Forgets every entry.
  void Clear() {
    if (generation_.Next()) std::fill(entries_.begin(), entries_.end(), Entry{0, 0, 0, 0});
  }
  // Returns the entry for (`live`, `leader`), or nullptr.
  const Entry* Probe(TileSet live, Seat leader) const {
    const uint32_t key = PositionKey(live, leader);
    const Entry* bucket = &entries_[BucketOfKey(key, shift_) * 2];
    if (bucket[0].key == key && bucket[0].generation == generation_.value()) return &bucket[0];
    if (bucket[1].key == key && bucket[1].generation == generation_.value()) return &bucket[1];
    return nullptr;
  }
  // Records bounds for (`live`, `leader`) first in its bucket; the entry that was first moves
  // second unless it is this position's, and the second one is dropped.
  void Store(TileSet live, Seat leader, int lower, int upper) {
    const uint32_t key = PositionKey(live, leader);
    Entry* bucket = &entries_[BucketOfKey(key, shift_) * 2];
    if (bucket[0].key != key) bucket[1] = bucket[0];
    bucket[0] =
        Entry{key, static_cast<uint8_t>(lower), static_cast<uint8_t>(upper), generation_.value()};
  }

 private:
  std::vector<Entry> entries_;
  int shift_;
  Generation<uint8_t> generation_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ENDGAME_TABLE_H_
