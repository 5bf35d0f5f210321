// FollowOrder: the order in which the search tries a follower's tiles, precomputed per led suit.
//
// A follower whose partner is winning the trick plays under him first (feeding count, else his
// lowest tile) and overtakes last; one whose opponent is winning overtakes first, as cheaply as
// possible and gladly with count, else loses the least (no count, lowest tile). Within each
// group the preference (feed: most count, then lowest power; shed: least count, then lowest
// power) is a fixed order of the 28 tiles for each led suit, so ordering a hand is a radix sort:
// each legal tile sets the bit of its rank in that order, and the mask read from its low end is
// the list.
//
// Built once from the Rules; read-only afterwards. Invariants: within one preference, tiles of
// equal merit keep index order (the order a stable sort of per-tile scores gives); a tile
// overtakes exactly when its power exceeds the best so far; powers stay below kPowers.
#ifndef TEXAS42_SOLVER_FOLLOW_ORDER_H_
#define TEXAS42_SOLVER_FOLLOW_ORDER_H_

#include <array>
#include <bit>
#include <cstdint>

#include "solver/rules.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

class FollowOrder {
 public:
  // Powers stay below this (trumps: 16 + a rank of at most 7).
  static constexpr int kPowers = 32;

  FollowOrder() = default;
  explicit FollowOrder(const Rules& rules);

  // Writes `legal` into `out` in the order the follower tries them; returns how many. The trick
  // so far: led `suit`, its winning tile of power `best`, held by the follower's side or not.
  int Order(TileSet legal, int suit, int best, bool partner_winning, Tile* out) const {
    const TileSet over = legal & overtakers_[suit][best];
    const Preference& feed = feed_[suit];
    if (legal.size() == 2) {
      // The commonest case, settled by one comparison: which group comes first, then rank.
      const Preference& second = partner_winning ? feed : shed_[suit];
      auto place = [&](Tile t) {
        return over.Contains(t) == partner_winning ? 32 + second.rank[t.index()]
                                                   : feed.rank[t.index()];
      };
      const Tile x = legal.Lowest(), y = legal.Highest();
      const bool swap = place(y) < place(x);
      out[0] = swap ? y : x;
      out[1] = swap ? x : y;
      return 2;
    }
    if (partner_winning) {
      return feed.Write(over, feed.Write(legal ^ over, 0, out), out);
    }
    return shed_[suit].Write(legal ^ over, feed.Write(over, 0, out), out);
  }

 private:
  // One fixed order of the tiles: `tiles[r]` is the tile of rank r, `rank` its inverse.
  struct Preference {
    std::array<uint8_t, kTileCount> rank{};
    std::array<Tile, 32> tiles{};
    // Appends `set` in this order at out[n]; returns the new length.
    int Write(TileSet set, int n, Tile* out) const {
      uint32_t ranks = 0;
      for (Tile t : set) ranks |= uint32_t{1} << rank[t.index()];
      for (; ranks != 0; ranks &= ranks - 1) out[n++] = tiles[std::countr_zero(ranks)];
      return n;
    }
  };

  std::array<std::array<TileSet, kPowers>, kSuitCount> overtakers_{};  // power above [best]
  std::array<Preference, kSuitCount> feed_{};  // most count first, then the lowest power
  std::array<Preference, kSuitCount> shed_{};  // least count first, then the lowest power
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_FOLLOW_ORDER_H_
