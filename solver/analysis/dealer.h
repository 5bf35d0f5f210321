// Dealer: reproducible random deals, each derived from (seed, index) alone.
//
// Deal number i of seed s is the same on every machine, compiler, library version and thread
// count: the generator (solver/rng.h) and the unbiased Fisher-Yates shuffle are the project's
// own, never std:: distributions. Known tiles ("predeal") stay with their seats; the rest
// of the set is shuffled and dealt to fill every hand to seven.
#ifndef TEXAS42_SOLVER_ANALYSIS_DEALER_H_
#define TEXAS42_SOLVER_ANALYSIS_DEALER_H_

#include <array>
#include <cstdint>

#include "absl/status/statusor.h"
#include "solver/deal.h"
#include "solver/rng.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

// Tiles fixed to seats before the deal; the rest are dealt at random.
struct Predeal {
  std::array<TileSet, kSeatCount> known{};

  // Returns an error when a tile is fixed to two seats or a seat has more than seven.
  absl::Status Validate() const;
  TileSet all_known() const { return known[0] | known[1] | known[2] | known[3]; }
};

// Returns deal number `index` of `seed` honouring `predeal` (which must be valid).
Deal DealRandom(const Predeal& predeal, uint64_t seed, uint64_t index);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_DEALER_H_
