// FollowOrder: the order in which the search tries a follower's tiles, precomputed per led suit.
//
// A follower whose partner is winning the trick plays under him first (feeding count, else his
// lowest tile) and overtakes last; one whose opponent is winning overtakes first, as cheaply as
// possible and gladly with count, else loses the least (no count, lowest tile). Within each
// group the preference (feed: most count, then lowest power; shed: least count, then lowest
// power) is a fixed order of the 28 tiles for each led suit, so ordering a hand is a radix sort:
// each legal tile sets the bit of its place in a 64-bit mask (its group's preference rank, plus
// 32 for the group tried second), and the mask read from its low end is the list.
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
    const Ranking& ranking = rankings_[suit][partner_winning];
    // Each tile sets the bit of its place; the places read from the low end are the list.
    uint64_t places = 0;
    for (Tile t : legal ^ over) places |= uint64_t{1} << ranking.under[t.index()];
    for (Tile t : over) places |= uint64_t{1} << ranking.over[t.index()];
    int n = 0;
    for (; places != 0; places &= places - 1) out[n++] = ranking.tiles[std::countr_zero(places)];
    return n;
  }

 private:
  // The places of the tiles for one led suit and one side winning so far: a place below 32 for
  // the group tried first, 32 and up for the other, each group in its preference's order.
  // `tiles[p]` is the tile at place p.
  struct Ranking {
    std::array<uint8_t, kTileCount> under{};  // tiles that do not overtake
    std::array<uint8_t, kTileCount> over{};   // tiles that overtake
    std::array<Tile, 64> tiles{};
  };

  std::array<std::array<TileSet, kPowers>, kSuitCount> overtakers_{};  // power above [best]
  // By led suit, then whether the follower's partner is winning. Feed: most count first, then
  // the lowest power; shed: least count first, then the lowest power.
  std::array<std::array<Ranking, 2>, kSuitCount> rankings_{};
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_FOLLOW_ORDER_H_
