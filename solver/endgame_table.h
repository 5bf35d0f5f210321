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
//   bits  0-31  key: tiles in play (28 bits) << 2 | leader
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
  static_assert(kTileCount + 2 <= 32, "a key is the 28 tiles in play << 2 | the leader");
  static_assert(kTotalPoints <= UINT8_MAX, "a bound fits a byte");

  // Builds a table of 2^`bits` buckets of two entries (bits = 11 is 32 KiB).
  explicit EndgameTable(int bits)
      : entries_(size_t{2} << bits, Entry{0, 0, 0, 0}), shift_(64 - bits) {}

  // Forgets every entry.
  void Clear() {
    if (++generation_ == 0) {
      // After 255 clears the counter wraps: wipe once so no stale entry can match.
      std::fill(entries_.begin(), entries_.end(), Entry{0, 0, 0, 0});
      generation_ = 1;
    }
  }
  // Returns the entry for (`live`, `leader`), or nullptr.
  const Entry* Probe(TileSet live, Seat leader) const {
    const uint32_t key = Key(live, leader);
    const Entry* bucket = &entries_[BucketOf(key)];
    if (bucket[0].key == key && bucket[0].generation == generation_) return &bucket[0];
    if (bucket[1].key == key && bucket[1].generation == generation_) return &bucket[1];
    return nullptr;
  }
  // Records bounds for (`live`, `leader`) first in its bucket; the entry that was first moves
  // second unless it is this position's, and the second one is dropped.
  void Store(TileSet live, Seat leader, int lower, int upper) {
    const uint32_t key = Key(live, leader);
    Entry* bucket = &entries_[BucketOf(key)];
    if (bucket[0].key != key) bucket[1] = bucket[0];
    bucket[0] = Entry{key, static_cast<uint8_t>(lower), static_cast<uint8_t>(upper), generation_};
  }

 private:
  static uint32_t Key(TileSet live, Seat leader) {
    return live.bits() << 2 | static_cast<uint32_t>(Index(leader));
  }
  size_t BucketOf(uint32_t key) const {
    return static_cast<size_t>((key * uint64_t{0x9E3779B97F4A7C15}) >> shift_) * 2;
  }

  std::vector<Entry> entries_;
  int shift_;
  uint8_t generation_ = 1;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ENDGAME_TABLE_H_
