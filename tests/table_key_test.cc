// The tables' shared key, bucket and generation: distinct positions get distinct keys, buckets
// stay in the table, and a generation wraps once in 255 clears, never to 0.
#include "solver/table_key.h"

#include <cstdint>
#include <set>

#include "gtest/gtest.h"

namespace texas42 {
namespace {

TEST(TableKeyTest, EveryLeaderAndTileSetHasItsOwnKey) {
  std::set<uint32_t> keys;
  const TileSet sets[] = {TileSet(), TileSet::All(), TileSet(Tile::FromIndex(0)),
                          TileSet(Tile::FromIndex(27)), TileSet(0x0AAAAAAA)};
  for (TileSet live : sets) {
    for (int s = 0; s < kSeatCount; ++s) keys.insert(PositionKey(live, SeatAt(s)));
  }
  EXPECT_EQ(keys.size(), std::size(sets) * kSeatCount);
  EXPECT_EQ(PositionKey(TileSet::All(), Seat::kWest), (uint32_t{1} << 30) - 1);
}

TEST(TableKeyTest, BucketsStayInsideTheTable) {
  for (int bits : {1, 11, 14}) {
    for (uint32_t key : {uint32_t{0}, uint32_t{3}, (uint32_t{1} << 30) - 1, uint32_t{0x12345678}}) {
      EXPECT_LT(BucketOfKey(key, 64 - bits), size_t{1} << bits);
    }
  }
}

TEST(GenerationTest, WrapsOnceIn255ClearsAndNeverReadsZero) {
  Generation<uint8_t> generation;
  EXPECT_EQ(generation.value(), 1);
  int wraps = 0;
  for (int i = 0; i < 255; ++i) {
    wraps += generation.Next() ? 1 : 0;
    EXPECT_NE(generation.value(), 0);
  }
  EXPECT_EQ(wraps, 1);
  EXPECT_EQ(generation.value(), 1);
}

}  // namespace
}  // namespace texas42
