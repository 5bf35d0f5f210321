// TranspositionTable: bounds on the value still to come from positions at trick boundaries.
//
// During one solve the hands are fixed, so the tiles still in play and the seat to lead identify
// a trick-boundary position. Its entry holds a lower and an upper bound on what the maximizing
// side takes from there on (in the contract's units), and the lead that last decided a search.
// Clear() only bumps a generation counter: entries of older generations read as empty.
//
// Entry layout (8 bytes):
//   bits  0-31  key: tiles in play (28 bits) << 2 | leader (table_key.h)
//   bits 32-39  lower bound
//   bits 40-47  upper bound
//   bits 48-55  best lead (tile index, kNoTile when none)
//   bits 56-63  generation
//
// A bucket's four entries are 32 bytes, aligned to 32 so that one never straddles two cache
// lines (a std::vector of entries is only 16-byte aligned, which split every other bucket).
#ifndef TEXAS42_SOLVER_TRANSPOSITION_TABLE_H_
#define TEXAS42_SOLVER_TRANSPOSITION_TABLE_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solver/table_key.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

class TranspositionTable {
 public:
  static constexpr uint8_t kNoTile = 0xff;
  struct Entry {
    uint32_t key;
    uint8_t lower;
    uint8_t upper;
    uint8_t best;
    uint8_t generation;
  };
  static constexpr int kWays = 4;
  // The layout the file's comment gives.
  static_assert(sizeof(Entry) == 8);
  static_assert(offsetof(Entry, lower) == 4 && offsetof(Entry, upper) == 5 &&
                offsetof(Entry, best) == 6 && offsetof(Entry, generation) == 7);
  static_assert(kTotalPoints <= UINT8_MAX, "a bound fits a byte");
  static_assert(kNoTile >= kTileCount, "kNoTile is no tile's index");

  // Builds a table of 2^`bits` buckets of kWays entries (bits = 16 is 2 MiB).
  explicit TranspositionTable(int bits);

  // Forgets every entry.
  void Clear();
  // Returns the entry for (`live`, `leader`), or nullptr.
  const Entry* Probe(TileSet live, Seat leader) const {
    const uint32_t key = PositionKey(live, leader);
    const Entry* bucket = buckets_[BucketOfKey(key, shift_)].entries.data();
    for (int i = 0; i < kWays; ++i) {
      if (bucket[i].key == key && bucket[i].generation == generation_.value()) return &bucket[i];
    }
    return nullptr;
  }
  // Records bounds for (`live`, `leader`), replacing the least valuable entry of its bucket.
  void Store(TileSet live, Seat leader, int lower, int upper, uint8_t best);

  size_t bytes() const { return buckets_.size() * sizeof(Bucket); }

 private:
  struct alignas(kWays * sizeof(Entry)) Bucket {
    std::array<Entry, kWays> entries;
  };
  static_assert(sizeof(Bucket) == 32 && alignof(Bucket) == 32, "a bucket is half a cache line");

  // A bucket of empty entries.
  static Bucket EmptyBucket();

  std::vector<Bucket> buckets_;
  int shift_;
  Generation<uint8_t> generation_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TRANSPOSITION_TABLE_H_
