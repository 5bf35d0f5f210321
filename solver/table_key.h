// What the search's two tables of trick-boundary positions (TranspositionTable, EndgameTable)
// share: the key of a position, the bucket a key hashes to, and the generation that clears them.
//
// While one problem is loaded every tile's holder is fixed, so the tiles in play and the seat to
// lead identify a trick-boundary position. Key layout (32 bits):
//   bits  0-1   leader (seat index)
//   bits  2-29  tiles in play (TileSet bits)
//   bits 30-31  zero
// A table holds 2^bits buckets and finds a key's bucket by Fibonacci hashing: the top `bits`
// bits of the key times 2^64 / golden ratio. Clearing a table bumps its generation: entries of
// another generation read as empty, and only when the counter wraps are they wiped.
#ifndef TEXAS42_SOLVER_TABLE_KEY_H_
#define TEXAS42_SOLVER_TABLE_KEY_H_

#include <cstddef>
#include <cstdint>

#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

static_assert(kTileCount + 2 <= 32, "a key is the 28 tiles in play << 2 | the leader");

// Returns the key of the position with tiles `live` in play and `leader` to lead.
constexpr uint32_t PositionKey(TileSet live, Seat leader) {
  return live.bits() << 2 | static_cast<uint32_t>(Index(leader));
}

// Returns the bucket of `key` in a table of 2^(64 - `shift`) buckets.
constexpr size_t BucketOfKey(uint32_t key, int shift) {
  return static_cast<size_t>((key * uint64_t{0x9E3779B97F4A7C15}) >> shift);
}

// A table's generation: 1, 2, ... up to the largest `Counter`, then 1 again. Never 0, so an
// entry stamped 0 (or wiped) belongs to no generation.
template <typename Counter>
class Generation {
 public:
  Counter value() const { return value_; }
  // Moves to the next generation; returns true when the counter wrapped, and the table must
  // then wipe its entries, so that no stale one can match.
  bool Next() {
    if (++value_ != 0) return false;
    value_ = 1;
    return true;
  }

 private:
  Counter value_ = 1;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_TABLE_KEY_H_
