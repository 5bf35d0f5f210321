#include "solver/natural_order.h"

namespace texas42 {

std::tuple<int, int, int, int> NaturalKey(const Contract& contract, Tile tile) {
  int trump_rank = -1;  // not a trump
  if (contract.has_trump() && contract.trump != Trump::kFollowMe) {
    if (contract.trump == Trump::kDoubles) {
      if (tile.is_double()) trump_rank = tile.high();
    } else {
      const Pip p = static_cast<Pip>(contract.trump);
      if (tile.Shows(p)) trump_rank = tile.is_double() ? kPipCount : tile.OtherEnd(p);
    }
  }
  return {trump_rank, tile.count(), tile.high(), tile.low()};
}

}  // namespace texas42
