// FollowOrder: the order in which the search tries a follower's tiles, precomputed per led suit.
//
// A follower whose partner is winning the trick plays under him first (feeding count, else his
// lowest tile) and overtakes last; one whose opponent is winning overtakes first, as cheaply as
// possible and gladly with count, else loses the least (no count, lowest tile). Within each
// group the preference (feed: most count, then lowest power; shed: least count, then lowest
// power) is a fixed order of the 28 tiles for each led suit, so ordering a hand is a radix sort:
// each legal tile sets the bit of its place in a 64-bit mask (1 + its group's preference rank,
// plus 32 for the group tried second), and the mask read from its low end is the list.
//
// Places (a 64-bit mask, read from its low end):
//   bit  0      the tile put first (a Sequence's killer)
//   bits 1-28   the group tried first, in its preference's order
//   bits 29-32  unused
//   bits 33-60  the group tried second, in its preference's order
//   bits 61-63  unused
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

  // A follower's tiles in the order he tries them, read out one at a time: a tile put first
  // (the killer), then the others in the follow order. A cut-off usually comes at the first
  // tile, so only the tiles tried are read out.
  class Sequence {
   public:
    Sequence() = default;
    // The single tile `t`.
    explicit Sequence(Tile t) : first_(t), places_(1) {}

    bool done() const { return places_ == 0; }
    // Returns the next tile and drops it; the sequence must not be done.
    Tile Next() {
      const int place = std::countr_zero(places_);
      places_ &= places_ - 1;
      return place == 0 ? first_ : tiles_[place];
    }

   private:
    friend class FollowOrder;
    Tile first_;                   // the tile at place 0
    uint64_t places_ = 0;          // the places of the tiles left, read from the low end
    const Tile* tiles_ = nullptr;  // the ranking's tile at each place above 0
  };

  // Returns `legal` as the follower tries them, `first` (empty, or a tile of `legal`) first,
  // then the rest in the follow order. The trick so far: led `suit`, its winning tile of power
  // `best`, held by the follower's side or not.
  Sequence Start(TileSet legal, Suit suit, int best, bool partner_winning, TileSet first) const {
    const Ranking& ranking = rankings_[suit][partner_winning];
    Sequence s;
    s.places_ = Places(legal ^ first, suit, best, ranking);
    if (first) {
      s.first_ = first.Lowest();
      s.places_ |= 1;
    }
    s.tiles_ = ranking.tiles.data();
    return s;
  }

  // Writes `legal` into `out` in the order the follower tries them; returns how many.
  int Order(TileSet legal, Suit suit, int best, bool partner_winning, Tile* out) const {
    const Ranking& ranking = rankings_[suit][partner_winning];
    int n = 0;
    for (uint64_t places = Places(legal, suit, best, ranking); places != 0; places &= places - 1) {
      out[n++] = ranking.tiles[std::countr_zero(places)];
    }
    return n;
  }

 private:
  // The places of the tiles for one led suit and one side winning so far: places 1 to 28 for
  // the group tried first, 33 to 60 for the other, each group in its preference's order (place
  // 0 is a Sequence's tile put first). `tiles[p]` is the tile at place p.
  struct Ranking {
    std::array<uint8_t, kTileCount> under{};  // tiles that do not overtake
    std::array<uint8_t, kTileCount> over{};   // tiles that overtake
    std::array<Tile, 64> tiles{};
  };
  // The places the file's comment gives.
  static constexpr int kSecondGroup = 32;
  static_assert(1 + kTileCount <= kSecondGroup, "the first group's places stay below 32");
  static_assert(kSecondGroup + kTileCount < 64, "the second group's places fit the mask");

  // Each tile of `tiles` sets the bit of its place in `ranking`.
  uint64_t Places(TileSet tiles, Suit suit, int best, const Ranking& ranking) const {
    const TileSet over = tiles & overtakers_[suit][best];
    uint64_t places = 0;
    for (Tile t : tiles ^ over) places |= uint64_t{1} << ranking.under[t.index()];
    for (Tile t : over) places |= uint64_t{1} << ranking.over[t.index()];
    return places;
  }

  std::array<std::array<TileSet, kPowers>, kSuitCount> overtakers_{};  // power above [best]
  // By led suit, then whether the follower's partner is winning. Feed: most count first, then
  // the lowest power; shed: least count first, then the lowest power.
  std::array<std::array<Ranking, 2>, kSuitCount> rankings_{};
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_FOLLOW_ORDER_H_
