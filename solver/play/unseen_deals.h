// UnseenDeals: the ways to deal a seat's unseen tiles among the places that may hold them,
// counted exactly and numbered, for every game of the family.
//
// A place is a hidden hand (or, in Moon and The Big Game, the tiles out of play). Each place
// takes exactly `need[j]` of the free tiles, and tile i may go only to the places whose bit is
// set in `allowed[i]` (a proven void, a counter that may not be discarded). Optionally one
// place must take at least `missing` of the `marked` tiles (what a bid proves: a splash bidder
// holds three doubles). The deals are counted by a dynamic program over the tiles, in tile
// order: the state is how many each place still takes (the last place's count follows from the
// others) and how many marked tiles the marked place still lacks. Deal number i is unranked from
// those counts, each tile trying the places in order 0, 1, ..., so a draw of a uniform number
// is a uniform deal (no rejection, nothing can starve) and the deals can be enumerated in a
// fixed order.
//
// Invariants: count() is the number of deals meeting every constraint (0 when the sizes cannot
// be met); PlacesAt(i) for 0 <= i < count() are those deals, each once.
#ifndef TEXAS42_SOLVER_PLAY_UNSEEN_DEALS_H_
#define TEXAS42_SOLVER_PLAY_UNSEEN_DEALS_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace texas42 {

class UnseenDeals {
 public:
  // The most places (the other seats of a four-seat game and the tiles out of play).
  static constexpr int kMostPlaces = 8;

  // The deals of `allowed.size()` free tiles among `need.size()` places (see the header).
  // `marked`, when not empty, has one entry a tile; `marked_place` is -1 for no requirement.
  UnseenDeals(std::vector<uint8_t> allowed, std::vector<int> need, std::vector<bool> marked = {},
              int marked_place = -1, int missing = 0);

  // Returns the number of deals; 0 when none meets the constraints.
  uint64_t count() const { return count_; }
  // Returns the place of each free tile in deal number `index`, 0 <= index < count().
  std::vector<int> PlacesAt(uint64_t index) const;

 private:
  // The index of ways_ for tiles i.. still to deal, place j < places-1 still taking left[j],
  // and `lacking` marked tiles still missing from the marked place.
  size_t At(int i, const int* left, int lacking) const;
  // The marked tiles the marked place still lacks after it takes tile i.
  int LackingAfter(int i, int place, int lacking) const {
    return place == marked_place_ && !marked_.empty() && marked_[i] && lacking > 0 ? lacking - 1
                                                                                   : lacking;
  }

  std::vector<uint8_t> allowed_;
  std::vector<int> need_;
  std::vector<bool> marked_;
  int marked_place_ = -1;
  int missing_ = 0;
  std::vector<uint64_t> ways_;
  uint64_t count_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_UNSEEN_DEALS_H_
